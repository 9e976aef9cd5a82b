import Foundation
import Testing

/// SPEC §14 through the built binary: the definitions file under
/// XDG_CONFIG_HOME, variables across the lines of a batch, date lines on an
/// injected clock (HWAN_NOW), all offline.
@Suite("End to end: names and dates of one's own")
struct NamesEndToEndTests {
    /// 2026-04-03 06:47 UTC, 15:47 KST.
    static let now = "1775198851"

    static func withDefinitions(_ text: String) throws -> (HwanProcess, [String: String]) {
        let process = HwanProcess()
        let config = process.home + "/xdg"
        try FileManager.default.createDirectory(atPath: config + "/hwan", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: config + "/hwan/definitions"))
        return (process, ["XDG_CONFIG_HOME": config, "HWAN_NOW": now])
    }

    @Test("a one-shot line uses the file; a bad line is reported with path and line, exit 64")
    func oneShot() throws {
        let (process, environment) = try Self.withDefinitions(
            "smoot = 1.7018 m\nbad line\nvat(x) = x * 1.1\n")
        let good = try process.run(["--offline", "-t", "3 smoot to m"], environment: environment)
        #expect(good.stdout == "5.1054\n")
        #expect(good.status == 64)
        #expect(good.stderr.contains("/xdg/hwan/definitions:2: "), "\(good.stderr)")
        let plain = try process.run(["--offline", "-t", "1+2"], environment: environment)
        #expect(plain.stdout == "3\n" && plain.status == 0 && !plain.stderr.contains("definitions"))
    }

    @Test("batch: variables last across the lines, the file is seen, dates count")
    func batch() throws {
        let (process, environment) = try Self.withDefinitions("vat(x) = x * 1.1\n")
        let input =
            "x = 5 km\nx to m\nvat(100)\n2026-12-25 - 2026-11-28\n2026-12-25\n2026 - 12 - 25\n만 나이 1990-05-17\n"
        let result = try process.run(["--offline", "-t"], stdin: input, environment: environment)
        #expect(result.stdout == "5000\n5000\n110\n27\n2026-12-25\n1989\n35\n", "\(result.stderr)")
        #expect(result.status == 0)
    }

    @Test("a time of day is refused with a message in the user's language")
    func timeOfDay() throws {
        let process = HwanProcess()
        let result = try process.run(
            ["--offline", "--lang", "en", "2026-12-25 10:00"], environment: ["HWAN_NOW": Self.now])
        #expect(result.status == 1)
        #expect(result.stderr.contains("times of day"))
    }
}
