import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A real HTTP/1.1 server on 127.0.0.1 for end-to-end tests: it serves the
/// bodies the test gives it, in order (the last one repeats), or by the
/// start of the request path (`init(routes:)`, each connection on its own
/// thread, so that one slow route does not hold up the others), and records
/// every request path. It never leaves the machine.
final class LoopbackServer: @unchecked Sendable {
    struct Response {
        var status: Int
        var body: [UInt8]
        /// Seconds to wait before answering, to test time limits.
        var delay: Double = 0
        /// Held until this gate opens (a condition the test sets, never a duration).
        var gate: Gate? = nil
        /// Header lines added to the response (`ETag`, `Retry-After`, ...).
        var headers: [(String, String)] = []
        /// Only this many bytes of the body are sent before the connection is closed.
        var closeAfter: Int? = nil
    }

    /// Holds the responses that name it until the test opens it (or until it
    /// holds `count` requests at once, or the server stops): "answer once the
    /// keys are typed", "answer only when every exchange was asked in parallel".
    final class Gate: @unchecked Sendable {
        private let condition = NSCondition()
        private var isOpen = false
        private var held = 0
        private let opensWhenHolding: Int

        init(opensWhenHolding count: Int = .max) {
            opensWhenHolding = count
        }

        /// Requests waiting at the gate now.
        var holding: Int {
            condition.lock()
            defer { condition.unlock() }
            return held
        }

        func open() {
            condition.lock()
            isOpen = true
            condition.broadcast()
            condition.unlock()
        }

        /// Waits until the gate opens.
        func pass() {
            condition.lock()
            held += 1
            if held >= opensWhenHolding { isOpen = true }
            condition.broadcast()
            while !isOpen { condition.wait() }
            held -= 1
            condition.unlock()
        }

        /// Waits until `count` requests are held (or the gate is open); false after `seconds`, a bound, not a delay.
        func waitUntilHolding(_ count: Int, seconds: Double = 60) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            let deadline = Date(timeIntervalSinceNow: seconds)
            while held < count && !isOpen {
                guard condition.wait(until: deadline) else { return held >= count }
            }
            return held >= count || isOpen
        }
    }

    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var responses: [Response]
    /// Path prefixes and their responses, the first match wins; empty: `responses` in order.
    private var routes: [(prefix: String, response: Response)] = []
    private var paths: [String] = []
    private var heads: [String] = []
    private var sent: [String: Int] = [:]
    private var stopped = false
    /// Gates of the responses already taken, opened on `stop`.
    private var passed: [Gate] = []

    /// Routes requests by the start of their path (with the query), `404` when none matches.
    convenience init(routes: [(String, Response)]) throws {
        try self.init(responses: [Response(status: 404, body: Array(#"{"error":"no route"}"#.utf8))])
        lock.lock()
        self.routes = routes.map { (prefix: $0.0, response: $0.1) }
        lock.unlock()
    }

    init(responses: [Response]) throws {
        self.responses = responses
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    var requests: [String] {
        lock.lock()
        defer { lock.unlock() }
        return paths
    }

    /// Every request's header lines, lower-cased names, in order of arrival.
    var requestHeads: [String] {
        lock.lock()
        defer { lock.unlock() }
        return heads
    }

    /// Body bytes sent, by request path.
    var bodyBytes: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return sent
    }

    /// The response of the route `prefix` (the fallback when there is none).
    func response(for prefix: String) -> Response {
        lock.lock()
        defer { lock.unlock() }
        return routes.first { $0.prefix == prefix }?.response ?? responses[0]
    }

    /// Replaces the response of the route `prefix` (or adds it first).
    func route(_ prefix: String, _ response: Response) {
        lock.lock()
        defer { lock.unlock() }
        routes.removeAll { $0.prefix == prefix }
        routes.insert((prefix, response), at: 0)
    }

    func stop() {
        lock.lock()
        stopped = true
        let gates = (responses + routes.map(\.response)).compactMap(\.gate) + passed
        lock.unlock()
        // Nothing stays held once the test is over.
        for gate in gates { gate.open() }
        // Wakes `accept`; the serving thread closes the socket itself. Closing it
        // here let another test's new socket take the same descriptor number
        // while this thread was about to accept on it again: that server's
        // requests were then answered with this one's responses.
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func serve() {
        defer { close(listener) }
        while !isStopped {
            let client = accept(listener, nil, nil)
            if client < 0 { continue }
            lock.lock()
            let routed = !routes.isEmpty
            lock.unlock()
            if routed {
                Thread { [self] in handle(client) }.start()
            } else {
                handle(client)
            }
        }
    }

    private func handle(_ client: Int32) {
        defer { close(client) }
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.ends(with: Array("\r\n\r\n".utf8)) && request.count < 65_536 {
            let count = read(client, &buffer, buffer.count)
            if count <= 0 { return }
            request.append(contentsOf: buffer[0..<count])
        }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self)
        let path = line.split(separator: " ").dropFirst().first.map(String.init) ?? ""
        lock.lock()
        paths.append(path)
        heads.append(String(decoding: request, as: UTF8.self))
        let response: Response
        if !routes.isEmpty {
            response = routes.first { path.hasPrefix($0.prefix) }?.response ?? responses[0]
        } else {
            response = responses.count > 1 ? responses.removeFirst() : responses[0]
        }
        sent[path, default: 0] += response.body.count
        if let gate = response.gate { passed.append(gate) }
        lock.unlock()
        if response.delay > 0 { usleep(UInt32(response.delay * 1_000_000)) }
        response.gate?.pass()
        let extra = response.headers.map { "\($0.0): \($0.1)\r\n" }.joined()
        let head =
            "HTTP/1.1 \(response.status) X\r\nContent-Type: application/json\r\nContent-Length: \(response.body.count)\r\n\(extra)Connection: close\r\n\r\n"
        let bytes = Array(head.utf8) + response.body.prefix(response.closeAfter ?? response.body.count)
        var offset = 0
        while offset < bytes.count {
            // `send` without SIGPIPE: a client that gave up (a timeout test) must not kill the tests.
            let written = bytes[offset...].withUnsafeBytes {
                send(client, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written <= 0 { return }
            offset += written
        }
    }
}

extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
