/// Work done on several threads at once, for requests that each wait on the
/// network (one curl per exchange): plain POSIX threads, joined before
/// returning, so callers stay synchronous and no runtime is pulled in.
public enum Parallel {
    /// `body(i)` for every `i` in `0..<count`, each on its own thread; the
    /// results in order. A thread that cannot be started runs its work on the
    /// caller's thread instead.
    ///
    /// `meanwhile` runs on the caller's thread while the others work (the
    /// rates for the kimchi premium, fetched within the same budget).
    public static func map<Result: Sendable>(
        _ count: Int, meanwhile: () -> Void = {}, _ body: @escaping @Sendable (Int) -> Result
    ) -> [Result] {
        guard count > 1 else {
            meanwhile()
            return (0..<count).map(body)
        }
        let slots = Slots<Result>(count)
        defer { slots.release() }
        var threads: [pthread_t] = []
        for index in 0..<count {
            let job = Unmanaged.passRetained(Job { slots.put(body(index), at: index) }).toOpaque()
            var thread = pthread_t()
            let started = pthread_create(
                &thread, nil,
                { raw in
                    Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().work()
                    return nil
                }, job)
            if started == 0 {
                threads.append(thread)
            } else {
                Unmanaged<Job>.fromOpaque(job).takeRetainedValue().work()
            }
        }
        meanwhile()
        for thread in threads { pthread_join(thread, nil) }
        return slots.values()
    }

    private final class Job: @unchecked Sendable {
        let work: @Sendable () -> Void
        init(_ work: @escaping @Sendable () -> Void) { self.work = work }
    }

    /// One slot per thread: each writes only its own, and nothing reads until all have joined.
    private struct Slots<Value>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Value?>
        let count: Int

        init(_ count: Int) {
            self.count = count
            base = .allocate(capacity: count)
            base.initialize(repeating: nil, count: count)
        }

        func put(_ value: Value, at index: Int) { base[index] = value }

        func values() -> [Value] { (0..<count).compactMap { base[$0] } }

        func release() {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }
}
