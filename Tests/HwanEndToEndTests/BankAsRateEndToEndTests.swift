import Foundation
import HwanKit
import Testing

/// The built binary with a bank chosen, its clock set by `HWAN_NOW`, against
/// a loopback server serving open-er-api's and Dunamu's real bodies (SPEC §7:
/// the bank as the rate; partial bank tables).
///
/// No real Dunamu body is dated on the rates fixture's day (2026-04-03), so
/// `dunamu(at:)` takes the real 2024-02-20 body and changes only its
/// `timestamp`; its prices stay the bank's (USD base 1338.00, +2.50).
@Suite("End to end: the bank as the rate", .serialized)
struct BankAsRateEndToEndTests {
    /// 2026-04-03 (Friday) 16:00 KST, after the saved open-er-api table's time.
    static let afternoon: Int64 = 1_775_199_600
    /// The quote: the same day, 15:50 KST.
    static let quoteTime: Int64 = afternoon - 600

    static func dunamu(at time: Int64) -> [UInt8] {
        let text = String(decoding: Fixture.bytes("dunamu-KRWUSD-2024-02-20.json"), as: UTF8.self)
        return Array(text.replacingOccurrences(of: "1708410689000", with: "\(time * 1000)").utf8)
    }

    static func server(quoteTime: Int64 = quoteTime) throws -> LoopbackServer {
        try LoopbackServer(routes: [
            ("/v6/latest/", .init(status: 200, body: Fixture.ratesAgreeingWithHanaBank())),
            ("/v1/forex/recent", .init(status: 200, body: dunamu(at: quoteTime))),
        ])
    }

    static func env(_ server: LoopbackServer, now: Int64 = afternoon, _ extra: [String: String] = [:])
        -> [String: String]
    {
        var env = [
            "HWAN_BASE_URL": server.baseURL, "HWAN_BANK_BASE_URL": server.baseURL, "HWAN_NOW": "\(now)",
            "HWAN_BANK": "dunamu",
        ]
        for (k, v) in extra { env[k] = v }
        return env
    }

    @Test("16:00 KST on the quote's day: 100 USD to KRW at the bank's 1,338.00, named, in ko, en and JSON")
    func conversions() throws {
        let server = try Self.server()
        defer { server.stop() }
        let hwan = HwanProcess()
        let en = try hwan.run(["--lang", "en", "100", "USD", "to", "KRW"], environment: Self.env(server))
        #expect(en.status == 0)
        #expect(en.stdout.hasPrefix("100 USD = 133,800 KRW · 1 USD = 1,338.00 KRW"))
        #expect(en.stdout.contains("· Hana Bank base rate"))
        let ko = try hwan.run(["--lang", "ko", "100달러를 원으로"], environment: Self.env(server))
        #expect(ko.stdout.contains("133,800원") && ko.stdout.contains("하나은행 매매기준율"))
        let json = try hwan.run(["--json", "1", "USD", "to", "KRW"], environment: Self.env(server))
        let object = try JSONParser.parse(json.stdout.trimmingCharacters(in: .newlines))
        #expect(object["source"]?.stringValue == "bank" && object["provider"]?.stringValue == "dunamu")
        #expect(object["rate"]?.decimalValue == ExactDecimal("1338"))
        let terse = try hwan.run(["-t"], stdin: "1 USD to KRW\n2 USD to KRW\n", environment: Self.env(server))
        #expect(terse.stdout == "1338\n2676\n")
    }

    @Test("before 08:25, on the next day, with --rate mid or rate = mid: the provider answers, no bank named")
    func providerAnswers() throws {
        let server = try Self.server()
        defer { server.stop() }
        let hwan = HwanProcess()
        let mid = try hwan.run(
            ["--lang", "en", "--rate", "mid", "-t", "1", "USD", "to", "KRW"], environment: Self.env(server))
        #expect(mid.status == 0 && mid.stdout != "1338\n" && !mid.stdout.isEmpty)
        // The same day at 08:24 KST (a quote of 08:20 that day): still the provider.
        let early = Self.afternoon - 7 * 3600 - 36 * 60
        let earlyServer = try Self.server(quoteTime: early - 240)
        defer { earlyServer.stop() }
        let before = try HwanProcess().run(
            ["-t", "1", "USD", "to", "KRW"], environment: Self.env(earlyServer, now: early))
        #expect(before.stdout == mid.stdout)
        // The next day (Saturday) at noon, with Friday's quote.
        let saturday = try HwanProcess().run(
            ["--lang", "en", "1", "USD", "to", "KRW"],
            environment: Self.env(server, now: Self.afternoon + 72_000))
        #expect(saturday.status == 0 && !saturday.stdout.contains("Hana Bank"))
        let folder = hwan.home + "/.config/hwan"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("rate = mid\n".utf8).write(to: URL(fileURLWithPath: folder + "/config"))
        let configured = try hwan.run(["-t", "1", "USD", "to", "KRW"], environment: Self.env(server))
        #expect(configured.stdout == mid.stdout)
        let flag = try hwan.run(
            ["--rate", "bank", "-t", "1", "USD", "to", "KRW"], environment: Self.env(server))
        #expect(flag.stdout == "1338\n")
        let bad = try hwan.run(["--rate", "median", "1", "USD"], environment: Self.env(server))
        #expect(bad.status == 64)
    }

    @Test(
        "rates: the KRW row is the bank's, its change from the day's open; the config's rates list is the default"
    )
    func ratesTable() throws {
        let server = try Self.server()
        defer { server.stop() }
        let hwan = HwanProcess()
        let folder = hwan.home + "/.config/hwan"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("rates = EUR 엔 KRW\n".utf8).write(to: URL(fileURLWithPath: folder + "/config"))
        let run = try hwan.run(["--lang", "en", "rates"], environment: Self.env(server))
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("KRW: Hana Bank base rate 15:50 KST") == true, "\(lines)")
        #expect(lines.dropFirst(2).map { String($0.prefix(3)) } == ["EUR", "JPY", "KRW"])
        let krw = try #require(lines.last)
        #expect(krw.contains("1,338") && krw.hasSuffix("▲0.19%"))
        let json = try hwan.run(["--json", "rates"], environment: Self.env(server))
        let object = try JSONParser.parse(json.stdout.trimmingCharacters(in: .newlines))
        #expect(object["krwSource"]?.stringValue == "bank")
    }

    @Test(
        "bank USD JPY when the answer lacks JPY: the USD row and a - row, exit 0; JSON null fields and an error"
    )
    func partialTable() throws {
        let server = try Self.server()
        defer { server.stop() }
        let hwan = HwanProcess()
        let run = try hwan.run(["--lang", "en", "bank", "USD", "JPY"], environment: Self.env(server))
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("USD") && $0.contains("1,338.00") })
        let jpy = try #require(lines.first { $0.hasPrefix("JPY") })
        #expect(jpy.split(separator: " ") == ["JPY", "-", "-", "-", "-", "-", "-"])
        #expect(run.stderr.contains("does not quote JPY"))
        let json = try hwan.run(["--json", "bank", "USD", "JPY"], environment: Self.env(server))
        let objects = try json.stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
        #expect(objects.count == 2)
        #expect(objects[1]["base"] == .null && objects[1]["error"]?.stringValue?.contains("JPY") == true)
        let none = try hwan.run(["--lang", "en", "bank", "JPY"], environment: Self.env(server))
        #expect(none.status == 2)
    }

    @Test(
        "환전 / exchange: the bank's cash price by direction with 우대 or --discount; without a bank, the rate, said"
    )
    func cashExchange() throws {
        let server = try Self.server()
        defer { server.stop() }
        let hwan = HwanProcess()
        let ko = try hwan.run(
            ["--lang", "ko", "환전", "100만원", "달러로", "우대", "50%"], environment: Self.env(server))
        #expect(ko.status == 0)
        #expect(
            ko.stdout.hasPrefix("1,000,000원 (100만원) = 740.90 USD · 하나은행 현찰 살 때 1,361.41원, 우대 50% 1,349.71원"))
        let en = try hwan.run(
            ["--lang", "en", "--discount", "50", "exchange", "100", "USD", "KRW"],
            environment: Self.env(server))
        #expect(
            en.stdout.hasPrefix(
                "100 USD = 132,630 KRW · Hana Bank cash sell 1,314.59 KRW, 50% off the spread"))
        let json = try hwan.run(["--json", "exchange", "100", "USD", "KRW"], environment: Self.env(server))
        let object = try JSONParser.parse(json.stdout.trimmingCharacters(in: .newlines))
        #expect(
            object["side"]?.stringValue == "cashSell"
                && object["result"]?.decimalValue == ExactDecimal("131459"))
        let terse = try hwan.run(["-t", "exchange", "100", "USD", "KRW"], environment: Self.env(server))
        #expect(terse.stdout == "131459\n")
        var noBank = Self.env(server)
        noBank["HWAN_BANK"] = nil
        let plain = try hwan.run(["--lang", "en", "exchange", "100", "USD", "KRW"], environment: noBank)
        #expect(plain.status == 0 && plain.stdout.contains("not a bank's cash price"))
        let bad = try hwan.run(
            ["--discount", "150", "exchange", "100", "USD", "KRW"], environment: Self.env(server))
        #expect(bad.status == 64)
    }
}

extension WatchBoardEndToEndTests {
    @Test(
        "watch rates with a bank, its clock at 16:00 KST by HWAN_NOW: the KRW row is the bank's, and the caption says so"
    )
    func ratesBoardAtTheBank() throws {
        let server = try BankAsRateEndToEndTests.server()
        defer { server.stop() }
        let (terminal, home) = try Self.start(
            ["--lang", "en", "watch", "rates", "JPY", "KRW"],
            extra: [
                "HWAN_BASE_URL": server.baseURL, "HWAN_BANK_BASE_URL": server.baseURL, "HWAN_BANK": "dunamu",
                "HWAN_NOW": "\(BankAsRateEndToEndTests.afternoon)",
            ], columns: 132)
        defer { try? FileManager.default.removeItem(atPath: home) }
        try terminal.expect("KST 2026-04-03")
        try terminal.expect("KRW: Hana Bank base rate 15:50 KST")
        let table = try terminal.expect("▲0.19%")
        #expect(table.contains("1,338"))
        try Self.leave(terminal, with: "q")
    }
}
