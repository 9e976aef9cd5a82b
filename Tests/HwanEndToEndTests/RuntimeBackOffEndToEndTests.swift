import Foundation
import Testing

/// With a cache directory hwan cannot write, a failing
/// provider is still asked at most once per back-off: the failure is kept in
/// the per-user runtime directory (`$XDG_RUNTIME_DIR/hwan`), itself checked
/// like the cache directory. The loopback server counts the requests.
@Suite("End to end: the back-off holds without a usable cache", .serialized)
struct RuntimeBackOffEndToEndTests {
    enum Cache: CaseIterable {
        /// Owned by another user: refused, neither read nor written.
        case foreign
        /// Under a regular file: it cannot exist.
        case throughAFile
    }

    static func cacheDirectory(_ cache: Cache, in hwan: HwanProcess) throws -> String {
        switch cache {
        case .foreign:
            let path = hwan.home + "/foreign-cache"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            #expect(chown(path, 12345, 12345) == 0)
            return path
        case .throughAFile:
            let blocker = hwan.home + "/file"
            _ = FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8))
            return blocker + "/cache"
        }
    }

    @Test("a failing provider is asked once, then not again within the back-off", arguments: Cache.allCases)
    func askedOnce(cache: Cache) throws {
        let server = try LoopbackServer(responses: [.init(status: 500, body: Array("oops".utf8))])
        defer { server.stop() }
        let hwan = HwanProcess()
        let runtime = hwan.home + "/run"
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        let env = [
            "HWAN_BASE_URL": server.baseURL, "HWAN_CACHE_DIR": try Self.cacheDirectory(cache, in: hwan),
            "XDG_RUNTIME_DIR": runtime,
        ]
        var said = ""
        for line in ["1 USD to KRW", "100 JPY to KRW", "rates", "1 EUR to USD"] {
            let result = try hwan.run(line.split(separator: " ").map(String.init), environment: env)
            #expect(result.status == 0, "\(line): \(result.stderr)")
            said += result.stderr
        }
        #expect(server.requests.count == 1)
        #expect(said.contains("waiting after a failed request") || said.contains("HTTP error 500"))
        // The runtime directory holds the record, owner-only.
        let files = try FileManager.default.contentsOfDirectory(atPath: runtime + "/hwan")
        #expect(files.contains { $0.hasPrefix("rates-") && $0.hasSuffix(".failure") }, "\(files)")
        // `refresh` still asks, whatever the back-off.
        _ = try hwan.run(["refresh"], environment: env)
        #expect(server.requests.count == 2)
    }

    @Test("a runtime directory that is a link, or another user's, is not used: no record, asked each time")
    func runtimeDirectoryChecked() throws {
        for planted in ["link", "foreign"] {
            let server = try LoopbackServer(responses: [.init(status: 500, body: Array("oops".utf8))])
            defer { server.stop() }
            let hwan = HwanProcess()
            let runtime = hwan.home + "/run"
            let elsewhere = hwan.home + "/elsewhere"
            try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
            if planted == "link" {
                #expect(symlink(elsewhere, runtime + "/hwan") == 0)
            } else {
                try FileManager.default.createDirectory(
                    atPath: runtime + "/hwan", withIntermediateDirectories: true)
                #expect(chown(runtime + "/hwan", 12345, 12345) == 0)
            }
            let env = [
                "HWAN_BASE_URL": server.baseURL,
                "HWAN_CACHE_DIR": try Self.cacheDirectory(.throughAFile, in: hwan),
                "XDG_RUNTIME_DIR": runtime,
            ]
            for _ in 0..<2 { _ = try hwan.run(["1", "USD", "to", "KRW"], environment: env) }
            #expect(server.requests.count == 2, "\(planted)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        }
    }
}
