import Foundation
import Testing

/// The built binary against a loopback server serving two tables an hour
/// apart: the rate history, the change column of `rates`, and `history`.
@Suite("End to end: rate history and change", .serialized)
struct HistoryEndToEndTests {
    let now = Int(Date().timeIntervalSince1970)

    /// The real open-er-api body with its times moved to `age` seconds ago and the
    /// next update `next` seconds from now.
    func table(age: Int, next: Int) -> [UInt8] {
        var text = String(decoding: Fixture.bytes("open-er-api-USD-2026-04-03.json"), as: UTF8.self)
        text = text.replacingOccurrences(of: "1775198851", with: String(now - age))
            .replacingOccurrences(of: "1775288921", with: String(now + next))
        return Array(text.utf8)
    }

    /// The provider's next table an hour later. The rates of a real body never
    /// change; this one is made for the test from the same body, with KRW and
    /// JPY moved so that the change is visible (+1.00% and +2.00% in KRW).
    func nextTable() -> [UInt8] {
        var text = String(decoding: table(age: 3600, next: 86_000), as: UTF8.self)
        text = text.replacingOccurrences(of: #""KRW":1510.025482"#, with: #""KRW":1525.13"#)
            .replacingOccurrences(of: #""JPY":159.568504"#, with: #""JPY":158"#)
        return Array(text.utf8)
    }

    @Test(
        "two tables an hour apart: rates shows the change, history the table and the chart, JSON the points")
    func twoTables() throws {
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: table(age: 7200, next: -60)), .init(status: 200, body: nextTable()),
        ])
        defer { server.stop() }
        // The ECB's days after the bundle: none published in the period, so the series is the stored tables.
        let ecb = try LoopbackServer(responses: [
            .init(status: 200, body: Array(#"{"amount":1.0,"base":"EUR","rates":{}}"#.utf8))
        ])
        defer { ecb.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL, "HWAN_HISTORY_BASE_URL": ecb.baseURL]
        let first = try hwan.run(["-t", "convert", "1", "USD", "KRW"], environment: env)
        #expect(first.stdout == "1510.025482\n")
        let alone = try hwan.run(["history", "USD"], environment: env)
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("not enough history for USD/KRW: 1 stored rate in the last 30 days"))
        let refresh = try hwan.run(["refresh"], environment: env)
        #expect(refresh.status == 0, "\(refresh.stderr)")
        #expect(server.requests.count == 2)

        let rates = try hwan.run(["rates", "USD", "JPY", "EUR", "KRW"], environment: env)
        #expect(rates.status == 0)
        let lines = rates.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1].hasSuffix("change"))
        #expect(lines.contains { $0.hasPrefix("JPY 100 ") && $0.hasSuffix("▲2.00%") }, "\(rates.stdout)")
        #expect(lines.contains { $0.hasPrefix("EUR ") && $0.hasSuffix("▲1.00%") })
        #expect(lines.contains { $0.hasPrefix("KRW ") && $0.hasSuffix("▲1.00%") })
        #expect(!rates.stdout.contains("\u{1B}["), "no colour without a terminal")

        let history = try hwan.run(["history", "USD"], environment: env)
        #expect(history.status == 0, "\(history.stderr)")
        #expect(history.stderr == "")
        let shown = history.stdout.split(separator: "\n").map(String.init)
        #expect(shown.count == 5)
        #expect(shown[0].hasPrefix("USD → KRW · last 30 days · 2 points · open-er-api"))
        #expect(shown[2].hasSuffix("1,510.03       -"))
        #expect(shown[3].hasSuffix("1,525.13  ▲1.00%"))
        #expect(shown[4] == "▁█  min 1,510.03 · max 1,525.13 · change ▲1.00%")

        let korean = try hwan.run(["--lang", "ko", "추이", "엔"], environment: env)
        #expect(korean.stdout.hasPrefix("JPY 100 → KRW 추이 · 최근 30일 · 기록 2개"))
        #expect(korean.stdout.contains("기간 변동 ▲2.00%"))

        let json = try hwan.run(["--json", "history", "USD", "KRW", "1"], environment: env)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(object["kind"] as? String == "history")
        #expect(object["code"] as? String == "USD")
        #expect(object["base"] as? String == "KRW")
        let points = object["points"] as? [[String: Any]] ?? []
        #expect(points.count == 2)
        #expect(json.stdout.contains(#""rate":1510.025482"#))
        #expect(json.stdout.contains(#""rate":1525.13"#))

        let file = try String(contentsOfFile: hwan.cacheDirectory + "/rate-history.jsonl", encoding: .utf8)
        #expect(file.split(separator: "\n").count == 2)
        // The rate cache is untouched by the history: the last body exactly as received.
        #expect(
            FileManager.default.contents(atPath: hwan.cacheDirectory + "/rates.json") == Data(nextTable()))
        // Batch gives the same answer as one-shot.
        let batch = try hwan.run([], stdin: "history USD\n", environment: env)
        #expect(batch.stdout == history.stdout)
    }

    @Test("a damaged history is skipped with a notice on stderr; rates and history still answer")
    func damagedHistory() throws {
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: table(age: 7200, next: -60)), .init(status: 200, body: nextTable()),
        ])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL]
        _ = try hwan.run(["convert", "1", "USD", "KRW"], environment: env)
        let path = hwan.cacheDirectory + "/rate-history.jsonl"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text +=
            "{\"provider\":\"open-er-api\",\"base\":\"USD\",\"time\":1,\"rates\":{\"KRW\":-1}}\ngarbage\u{1B}[2J\n"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        _ = try hwan.run(["refresh"], environment: env)
        let rates = try hwan.run(["rates", "USD", "KRW"], environment: env)
        #expect(rates.status == 0)
        #expect(rates.stdout.contains("▲1.00%"))
        #expect(
            !rates.stderr.contains("damaged"), "the refresh rewrote the history without the damaged lines")
        try (text + "garbage\n").write(toFile: path, atomically: false, encoding: .utf8)
        let again = try hwan.run(["history", "USD"], environment: env)
        #expect(again.stderr.contains("skipped 3 damaged entries of the rate history"))
        #expect(!again.stderr.contains("\u{1B}[2J"))
        // Only the first table is left in the file written by hand: one point, exit 2.
        #expect(again.status == 2)
    }

    @Test("a history that cannot be written costs a notice, never the rate cache")
    func historyWriteFails() throws {
        let server = try LoopbackServer(responses: [.init(status: 200, body: table(age: 600, next: 86_000))])
        defer { server.stop() }
        let hwan = HwanProcess()
        // A directory with something in it where the history goes, and its lock file a directory too:
        // without the lock nothing is set aside, and a file cannot be renamed over a full directory.
        try FileManager.default.createDirectory(
            atPath: hwan.cacheDirectory + "/rate-history.jsonl/inside", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: hwan.cacheDirectory + "/.rate-history.lock", withIntermediateDirectories: true)
        chmod(hwan.cacheDirectory, 0o700)
        let result = try hwan.run(
            ["-t", "convert", "1", "USD", "KRW"], environment: ["HWAN_BASE_URL": server.baseURL])
        #expect(result.status == 0)
        #expect(result.stdout == "1510.025482\n")
        #expect(result.stderr.contains("the rate history was not saved"), "\(result.stderr)")
        #expect(
            FileManager.default.contents(atPath: hwan.cacheDirectory + "/rates.json")
                == Data(table(age: 600, next: 86_000)))
        let again = try hwan.run(
            ["--json", "convert", "1", "USD", "KRW"], environment: ["HWAN_BASE_URL": server.baseURL])
        #expect(again.stdout.contains(#""source":"cache""#))
        #expect(server.requests.count == 1)
    }

    @Test("offline on a first run, VND and TWD convert through the bundled snapshot, which names its sources")
    func bundledVNDandTWD() throws {
        let hwan = HwanProcess()
        let data = try Data(
            contentsOf: HwanProcess.packageRoot.appendingPathComponent("Resources/rates-snapshot.json"))
        let snapshot = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        let rates = snapshot["rates"] as? [String: String] ?? [:]
        let supplement = snapshot["supplement"] as? [String: Any] ?? [:]
        let extra = supplement["rates"] as? [String: String] ?? [:]
        let krw = try #require(Decimal(string: rates["KRW"] ?? ""))
        for (line, code, amount) in [("100만 동 to 원", "VND", 1_000_000), ("1000 TWD to KRW", "TWD", 1000)] {
            let result = try hwan.run(["--offline", "-t"] + line.split(separator: " ").map(String.init))
            #expect(result.status == 0, "\(result.stderr)")
            let rate = try #require(Decimal(string: extra[code] ?? ""))
            let expected = Decimal(amount) * krw / rate
            let printed = try #require(
                Decimal(string: result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
            #expect(abs(printed - expected) < 1, "\(line): \(printed) vs \(expected)")
            #expect(result.stderr.contains("European Central Bank"))
            #expect(result.stderr.contains(snapshot["date"] as? String ?? "?"))
            #expect(result.stderr.contains("HM Revenue & Customs"))
            #expect(result.stderr.contains(supplement["period"] as? String ?? "?"))
        }
        let korean = try hwan.run(["--offline", "--lang", "ko", "100만", "동", "to", "원"])
        #expect(korean.status == 0)
        #expect(korean.stderr.contains("내장 환율"))
        // The bundled table is no fetched table: nothing goes into the history.
        #expect(!FileManager.default.fileExists(atPath: hwan.cacheDirectory + "/rate-history.jsonl"))
    }
}
