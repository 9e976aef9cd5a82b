import Foundation

/// Runs the built `hwan` binary in an empty temporary home, with only the
/// environment the test gives it, and captures everything it says.
struct HwanProcess {
    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The binary SwiftPM built beside this test bundle.
    static let binary: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directory = URL(fileURLWithPath: exe).deletingLastPathComponent()
        }
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("hwan")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/hwan")
    }()

    let home: String

    init() {
        home = NSTemporaryDirectory() + "hwan-e2e-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    var cacheDirectory: String { home + "/.cache/hwan" }

    /// Makes the saved response look fetched `seconds` ago, as if that much
    /// time had passed: the metadata goes (hwan derives it from the body, the
    /// fetch time from the file's modification time) and the body is backdated.
    func ageCache(by seconds: Int) {
        try? FileManager.default.removeItem(atPath: cacheDirectory + "/rates.meta.json")
        let then = Date(timeIntervalSinceNow: -Double(seconds))
        try? FileManager.default.setAttributes(
            [.modificationDate: then], ofItemAtPath: cacheDirectory + "/rates.json")
    }

    /// Runs hwan to its end; with `timeout`, a run still going after that many
    /// seconds is killed and reported with status -9 (a hang, for the tests that look for one).
    func run(
        _ arguments: [String], stdin: String? = nil, environment extra: [String: String] = [:],
        timeout: Double? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        // Past days after the bundled history go to a closed loopback port unless a test
        // serves them: no run ever reaches the public Frankfurter host.
        var environment = [
            "HOME": home, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C",
            "HWAN_HISTORY_BASE_URL": "http://127.0.0.1:9",
        ]
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let timeout {
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { kill(pid, SIGKILL) }
        }
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let signalled = process.terminationReason == .uncaughtSignal
        return Result(
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            status: signalled ? -process.terminationStatus : process.terminationStatus)
    }

    /// Every file under the home, as text, to check what was written.
    func allFileContents() -> String {
        var text = ""
        let enumerator = FileManager.default.enumerator(atPath: home)
        while let name = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: home + "/" + name) {
                text += name + "\n" + String(decoding: data, as: UTF8.self) + "\n"
            }
        }
        return text
    }
}

enum Fixture {
    static func bytes(_ name: String) -> [UInt8] {
        let url = HwanProcess.packageRoot.appendingPathComponent("Tests/Fixtures/\(name)")
        return [UInt8]((try? Data(contentsOf: url)) ?? Data())
    }

    /// `open-er-api-USD-2026-04-03.json` with the won at 1,364.76 per dollar,
    /// 2% above the 2024 Hana Bank quote (1,338.00) the bank tests serve:
    /// hwan uses a bank's quote only within 10% of the provider's rate.
    static func ratesAgreeingWithHanaBank(now: Int? = nil) -> [UInt8] {
        let name = "open-er-api-USD-2026-04-03.json"
        let text = String(decoding: now.map { fresh(name, now: $0) } ?? bytes(name), as: UTF8.self)
        return Array(text.replacingOccurrences(of: "\"KRW\":1510.025482", with: "\"KRW\":1364.76").utf8)
    }

    /// A fixture whose times are moved so that it looks fresh at `now`; the rates are untouched.
    static func fresh(_ name: String, now: Int) -> [UInt8] {
        var text = String(decoding: bytes(name), as: UTF8.self)
        text = text.replacingOccurrences(of: "1775198851", with: String(now - 600))
            .replacingOccurrences(of: "1775288921", with: String(now + 86_000))
            .replacingOccurrences(of: "1691280001", with: String(now - 600))
            .replacingOccurrences(of: "1691366401", with: String(now + 86_000))
            .replacingOccurrences(of: "1787414412", with: String(now - 600))
        return Array(text.utf8)
    }
}
