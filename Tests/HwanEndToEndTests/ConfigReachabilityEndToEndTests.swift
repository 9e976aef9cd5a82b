import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// SPEC §11: an inherited HOME the user cannot search
/// (`sudo -u`, `su`) is no config at all. Tests run as root, who can search
/// any directory, so hwan runs here as `nobody` through `setpriv` (skipped
/// when that cannot be done); the unit tests inject the same EACCES.
@Suite("End to end: a HOME that cannot be searched")
struct ConfigReachabilityEndToEndTests {
    static let setpriv: String? = ["/usr/bin/setpriv", "/bin/setpriv"].first { (path: String) in
        access(path, X_OK) == 0
    }

    @Test(
        "as another user with root's HOME, 1+1 answers 2 (exit 0), no config error",
        .enabled(if: geteuid() == 0 && setpriv != nil))
    func anotherUsersHome() throws {
        let home = NSTemporaryDirectory() + "hwan-e2e-locked-\(UUID().uuidString)"
        try FileManager.default.createDirectory(
            atPath: home + "/.config/hwan", withIntermediateDirectories: true)
        // A config that would be an error if it were read.
        try Data("this is = not\nhome = NOPE\n".utf8).write(
            to: URL(fileURLWithPath: home + "/.config/hwan/config"))
        #expect(chmod(home, 0o700) == 0)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.setpriv!)
        process.arguments = [
            "--reuid=65534", "--regid=65534", "--clear-groups", HwanProcess.binary.path, "--offline", "1+1",
        ]
        process.environment = [
            "HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C", "HWAN_CACHE_DIR": "/nonexistent",
        ]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(stdout == "2\n")
        #expect(!stderr.contains("config"), "\(stderr)")
    }
}
