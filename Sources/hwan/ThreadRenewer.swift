import HwanKit

/// Renews on a thread of the REPL's own (SPEC §4): the line answers from the
/// saved table after `RenewalPlan.grace`, and the next line that asks finds
/// the renewed one. Signals are blocked on the thread (ctrl-c is the line
/// editor's); leaving the REPL ends its curl (`Children.endAll`).
final class ThreadRenewer: RenewalStarter, @unchecked Sendable {
    private let renewals = RenewalsUnderWay()

    func isRenewing(_ entry: String) -> Bool { renewals.isRunning(entry) }

    func start(_ task: RenewalTask) -> (any RenewalProgress)? {
        renewals.progress(of: task.entry) { Self.thread(task.run) }
    }

    private final class Job: @unchecked Sendable {
        let run: @Sendable () -> Void
        let writeEnd: Int32
        init(run: @escaping @Sendable () -> Void, writeEnd: Int32) {
            self.run = run
            self.writeEnd = writeEnd
        }
    }

    private static func thread(_ run: @escaping @Sendable () -> Void) -> RenewalProgressPipe? {
        var fds: [Int32] = [0, 0]
        SpawnLock.lock()
        let made = Subprocess.closeOnExecPipe(&fds)
        SpawnLock.unlock()
        guard made else { return nil }
        let job = Unmanaged.passRetained(Job(run: run, writeEnd: fds[1])).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { raw in
                let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
                var all = sigset_t()
                sigfillset(&all)
                pthread_sigmask(SIG_BLOCK, &all, nil)
                job.run()
                close(job.writeEnd)
                return nil
            }, job)
        guard started == 0 else {
            Unmanaged<Job>.fromOpaque(job).release()
            close(fds[0])
            close(fds[1])
            return nil
        }
        pthread_detach(thread)
        return RenewalProgressPipe(readEnd: fds[0], started: monotonicSeconds())
    }
}
