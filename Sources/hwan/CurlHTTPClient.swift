import HwanKit
import Synchronization

/// HTTP through the `curl` program, so that no networking library is linked
/// or loaded at start-up (FoundationNetworking costs ~24 ms and ~50 MiB per
/// run) and a static binary needs no libcurl headers. The URL, which may
/// hold the API key, goes to curl on its standard input as a config line, so
/// it never shows in `ps` and never in any message.
///
/// Every request says `User-Agent: hwan/VERSION`, and the saved body's
/// validators as `If-None-Match` / `If-Modified-Since`. The response's
/// header comes back on stdout before the body (`-D -`) and is read bounded
/// (`ResponseHeaders`). curl reads `https_proxy`, `http_proxy` and `no_proxy`
/// from the environment it inherits unchanged (`-q` skips only `.curlrc`).
struct CurlHTTPClient: HTTPClient {
    /// What every request names itself.
    static let userAgent = "hwan/" + CommandLineSurface.version

    func get(_ url: String, timeout: Double) -> Result<HTTPResponse, TransportError> {
        get(HTTPRequest(url: url), timeout: timeout)
    }

    func get(_ request: HTTPRequest, timeout: Double) -> Result<HTTPResponse, TransportError> {
        // curl takes fractions of a second; one decimal keeps the 5 s budget.
        let tenths = ExactDecimal(Int((max(0.5, timeout) * 10).rounded())).scaled(byPowerOfTen: -1)
        let seconds = DecimalFormatting.trimmed(tenths, maxFractionDigits: 1, grouping: false)
        let arguments = [
            "curl", "-q", "--silent", "--max-time", seconds, "--connect-timeout", seconds,
            "--proto", "=http,https", "--user-agent", Self.userAgent, "--config", "-",
            "--max-filesize", String(HTTPResponse.maximumBodyBytes),
            "--dump-header", "-", "--write-out", "\n%{http_code}",
        ]
        let run: ProcessOutput
        // The header and the status line curl writes around the body are bounded too.
        let limit = HTTPResponse.maximumBodyBytes + ResponseHeaders.maximumBytes + 16
        let config = Self.config(request)
        switch Subprocess.run(arguments, input: config, deadline: timeout + 0.5, outputLimit: limit) {
        case .failure(let error): return .failure(error)
        case .success(let output): run = output
        }
        if run.overLimit { return .failure(.tooLarge(limit: HTTPResponse.maximumBodyBytes)) }
        switch run.exitCode {
        case 0: break
        case 63: return .failure(.tooLarge(limit: HTTPResponse.maximumBodyBytes))
        case 6: return .failure(.cannotResolveHost)
        case 7: return .failure(.cannotConnect)
        case 28, -9: return .failure(.timedOut(seconds: timeout))
        default: return .failure(.failed("curl exit \(run.exitCode)"))
        }
        guard let response = Self.response(from: run.stdout) else {
            return .failure(.failed("unreadable curl output"))
        }
        return .success(response)
    }

    /// curl's config on stdin: the URL, and the validators as request headers.
    static func config(_ request: HTTPRequest) -> [UInt8] {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
        }
        var text = "url = \(quoted(request.url))\n"
        if let etag = request.validators.etag {
            text += "header = \(quoted("If-None-Match: " + etag))\n"
        }
        if let lastModified = request.validators.lastModified {
            text += "header = \(quoted("If-Modified-Since: " + lastModified))\n"
        }
        return Array(text.utf8)
    }

    /// The response in curl's output: header blocks (a proxy's `CONNECT`
    /// answer first, the server's last), the body, then `\n` and the status.
    static func response(from output: [UInt8]) -> HTTPResponse? {
        guard let newline = output.lastIndex(of: UInt8(ascii: "\n")),
            let status = Int(String(decoding: output[(newline + 1)...], as: UTF8.self))
        else { return nil }
        var start = output.startIndex
        var header: ArraySlice<UInt8> = []
        let http = Array("HTTP/".utf8)
        while output[start..<newline].starts(with: http) {
            guard let end = Self.headerEnd(in: output[start..<newline]) else { return nil }
            header = output[start..<end.block]
            start = end.body
        }
        return HTTPResponse(
            status: status, body: Array(output[start..<newline]), headers: ResponseHeaders.parse(header))
    }

    /// Where the header block that begins `bytes` ends (its last line) and its
    /// body begins, within `ResponseHeaders.maximumBytes`; nil when it does not.
    static func headerEnd(in bytes: ArraySlice<UInt8>) -> (block: Int, body: Int)? {
        var index = bytes.startIndex
        let end = min(bytes.endIndex, bytes.startIndex + ResponseHeaders.maximumBytes)
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") {
                let next = index + 1
                if next < bytes.endIndex, bytes[next] == UInt8(ascii: "\n") { return (index, next + 1) }
                if next + 1 < bytes.endIndex, bytes[next] == UInt8(ascii: "\r"),
                    bytes[next + 1] == UInt8(ascii: "\n")
                {
                    return (index, next + 2)
                }
            }
            index += 1
        }
        return nil
    }
}

struct ProcessOutput {
    var stdout: [UInt8]
    /// The exit status, or minus the signal number when killed.
    var exitCode: Int32
    /// Killed because stdout passed the limit.
    var overLimit = false
}

/// Runs a program found on PATH with bytes on its stdin, collecting stdout,
/// killing it when `deadline` seconds pass or its output passes `outputLimit`
/// bytes. stderr is discarded: curl's messages could repeat the URL.
enum Subprocess {
    static func run(_ arguments: [String], input: [UInt8], deadline: Double, outputLimit: Int) -> Result<
        ProcessOutput, TransportError
    > {
        var inPipe: [Int32] = [0, 0]
        var outPipe: [Int32] = [0, 0]
        // When several requests run at once (coins), a curl started by another
        // thread must not inherit this one's pipe ends, or neither curl sees the
        // end of its config on stdin and both wait out the budget. So the pipes
        // are made close-on-exec, and made and spawned under one lock, so that no
        // spawn falls between `pipe` and `fcntl`.
        SpawnLock.lock()
        guard Self.closeOnExecPipe(&inPipe) else {
            SpawnLock.unlock()
            return .failure(.failed("pipe"))
        }
        guard Self.closeOnExecPipe(&outPipe) else {
            SpawnLock.unlock()
            close(inPipe[0])
            close(inPipe[1])
            return .failure(.failed("pipe"))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for fd in [inPipe[0], inPipe[1], outPipe[0], outPipe[1]] {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        if spawned == 0 { Children.register(pid) }
        SpawnLock.unlock()
        close(inPipe[0])
        close(outPipe[1])
        guard spawned == 0 else {
            close(inPipe[1])
            close(outPipe[0])
            return .failure(spawned == ENOENT ? .toolMissing(arguments[0]) : .failed("spawn \(arguments[0])"))
        }
        // A SIGPIPE from a curl that exited early must not kill hwan.
        signal(SIGPIPE, SIG_IGN)
        try? POSIXIO.writeAll(inPipe[1], input)
        close(inPipe[1])
        var output: [UInt8] = []
        var killed = false
        var overLimit = false
        let limit = monotonicSeconds() + deadline
        var cancelled = false
        while true {
            if Interrupt.requested || Children.isEnding {
                kill(pid, SIGKILL)
                cancelled = true
                break
            }
            let remaining = limit - monotonicSeconds()
            if remaining <= 0 {
                kill(pid, SIGKILL)
                killed = true
                break
            }
            var descriptor = pollfd(fd: outPipe[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(remaining, 1) * 1000))
            if ready < 0 && errno != EINTR { break }
            if ready <= 0 { continue }
            guard let count = try? POSIXIO.readSome(outPipe[0], appendingTo: &output), count > 0 else {
                break
            }
            if output.count > outputLimit {
                kill(pid, SIGKILL)
                overLimit = true
                break
            }
        }
        close(outPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        Children.reaped(pid)
        // curl shares the terminal's process group: ctrl-c may have ended it before hwan saw the flag.
        if cancelled || Interrupt.requested { return .failure(.cancelled) }
        if killed || overLimit {
            return .success(
                ProcessOutput(stdout: overLimit ? [] : output, exitCode: -9, overLimit: overLimit))
        }
        let exited = (status & 0x7F) == 0
        return .success(
            ProcessOutput(stdout: output, exitCode: exited ? (status >> 8) & 0xFF : -(status & 0x7F)))
    }

    /// A pipe whose two ends close on exec; false when it could not be made.
    static func closeOnExecPipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        return true
    }

}

/// Every child `Subprocess` started and has not reaped yet, so that leaving
/// the board ends them all (SPEC §10: no `curl` outlives it): `endAll` kills
/// each one and makes every run under way, and any started meanwhile, end at
/// once as cancelled; the threads that started them reap them.
enum Children {
    private static let state = Mutex<(pids: Set<pid_t>, ending: Bool)>(([], false))

    /// A child just spawned; killed at once while ending.
    static func register(_ pid: pid_t) {
        state.withLock { state in
            state.pids.insert(pid)
            if state.ending { kill(pid, SIGKILL) }
        }
    }

    static func reaped(_ pid: pid_t) {
        state.withLock { _ = $0.pids.remove(pid) }
    }

    static var isEnding: Bool { state.withLock { $0.ending } }

    /// How many children are running or not yet reaped.
    static var count: Int { state.withLock { $0.pids.count } }

    /// Kills every child and refuses new ones until `resume()`.
    static func endAll() {
        state.withLock { state in
            state.ending = true
            for pid in state.pids { kill(pid, SIGKILL) }
        }
    }

    static func resume() {
        state.withLock { $0.ending = false }
    }
}

/// The process-wide lock around making a child's pipes and spawning it (see `Subprocess.run`).
enum SpawnLock {
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    static func lock() { pthread_mutex_lock(mutex) }
    static func unlock() { pthread_mutex_unlock(mutex) }
}
