import Foundation
import HwanKit
import Testing

/// The built binary against a real HTTP server on 127.0.0.1 serving the
/// banks' real bodies, their error bodies and `[]` (SPEC §7).
@Suite("End to end: bank quotes", .serialized)
struct BankEndToEndTests {
    let now = Int(Date().timeIntervalSince1970)
    static let key = "eximE2EsecretKEY777"
    static let dunamu = Fixture.bytes("dunamu-KRWUSD-2024-02-20.json")
    static let exim = Fixture.bytes("markets/koreaexim-ap01-2019-03-14-jekyllpost.json")

    /// No rates server: the bank commands must not need one.
    func env(_ server: LoopbackServer, _ extra: [String: String] = [:]) -> [String: String] {
        var env = ["HWAN_BANK_BASE_URL": server.baseURL, "HWAN_BASE_URL": "http://127.0.0.1:9"]
        for (k, v) in extra { env[k] = v }
        return env
    }

    @Test(
        "dunamu: one request for all codes, the table in ko and en, then 60 s from the cache; offline says its age"
    )
    func dunamuTable() throws {
        let server = try LoopbackServer(responses: [.init(status: 200, body: Self.dunamu)])
        defer { server.stop() }
        let hwan = HwanProcess()
        let ko = try hwan.run(["--bank", "dunamu", "--lang", "ko", "bank"], environment: env(server))
        #expect(ko.status == 0)
        #expect(ko.stdout.hasPrefix("하나은행 (dunamu) · 2024-02-20 15:31 KST · "))
        #expect(ko.stdout.contains("송금 받을 때"))
        #expect(ko.stdout.contains("▲ 2.50 (0.19%)"))
        #expect(!ko.stdout.contains("\u{1B}"))  // not a terminal: no colour
        #expect(server.requests.count == 1)
        let path = try #require(server.requests.first)
        #expect(path.hasPrefix("/v1/forex/recent?codes=FRX.KRWUSD,FRX.KRWJPY,FRX.KRWEUR,FRX.KRWCNY,"))
        #expect(
            FileManager.default.contents(atPath: hwan.cacheDirectory + "/bank-dunamu.json")
                == Data(Self.dunamu))
        let en = try hwan.run(["--bank", "dunamu", "--lang", "en", "bank", "USD"], environment: env(server))
        #expect(en.stdout.contains("Hana Bank (dunamu)") && en.stdout.contains("receive"))
        #expect(server.requests.count == 1)
        let offline = try hwan.run(
            ["--offline", "--bank", "dunamu", "--lang", "en", "bank", "USD"], environment: env(server))
        #expect(offline.status == 0)
        #expect(offline.stdout == en.stdout)
        #expect(offline.stderr.contains("using saved Hana Bank quotes") && offline.stderr.contains("offline"))
        #expect(server.requests.count == 1)
    }

    @Test("one-shot, batch and the environment's HWAN_BANK give the same answer")
    func sameEverywhere() throws {
        let server = try LoopbackServer(responses: [.init(status: 200, body: Self.dunamu)])
        defer { server.stop() }
        let hwan = HwanProcess()
        // The first run fetches ("source":"network"); the rest answer from the cache.
        _ = try hwan.run(["--bank", "dunamu", "--json", "bank", "USD"], environment: env(server))
        let oneShot = try hwan.run(["--bank", "dunamu", "--json", "bank", "USD"], environment: env(server))
        let batch = try hwan.run(
            ["--json"], stdin: "bank USD\n은행 달러\n", environment: env(server, ["HWAN_BANK": "dunamu"]))
        #expect(oneShot.status == 0 && batch.status == 0)
        #expect(batch.stdout == oneShot.stdout + oneShot.stdout)
        let json = try JSONParser.parse(oneShot.stdout.trimmingCharacters(in: .newlines))
        #expect(json["ttSend"]?.decimalValue == ExactDecimal("1351.1"))
        #expect(json["quoteTime"]?.stringValue == "2024-02-20T06:31:29Z")
    }

    @Test("the config file's bank = dunamu chooses the bank; --bank wins over it")
    func configFile() throws {
        let server = try LoopbackServer(responses: [.init(status: 200, body: Self.dunamu)])
        defer { server.stop() }
        let hwan = HwanProcess()
        let folder = hwan.home + "/.config/hwan"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("# my bank\nbank = dunamu\n".utf8).write(to: URL(fileURLWithPath: folder + "/config"))
        let run = try hwan.run(["--lang", "en", "bank", "USD"], environment: env(server))
        #expect(run.status == 0 && run.stdout.hasPrefix("Hana Bank (dunamu)"))
        let other = try hwan.run(["--bank", "koreaexim", "--lang", "en", "bank"], environment: env(server))
        #expect(other.status == 2 && other.stderr.contains("KOREAEXIM_AUTHKEY"))
        #expect(server.requests.count == 1)
    }

    @Test("no bank chosen: a clear message in both languages, exit 2, JSON errors on stdout")
    func noBank() throws {
        let hwan = HwanProcess()
        let ko = try hwan.run(["--lang", "ko", "bank"])
        #expect(ko.status == 2 && ko.stderr.contains("은행이 정해지지 않았습니다"))
        let en = try hwan.run(["--lang", "en", "--json", "bank"])
        #expect(en.status == 2 && en.stdout.contains(#""code":"no_bank""#))
        let badEnv = try hwan.run(["bank"], environment: ["HWAN_BANK": "kbank"])
        #expect(badEnv.status == 64)
    }

    @Test("koreaexim: the key goes in the request and nowhere else; JPY per 100")
    func eximKeyNeverShown() throws {
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: Self.exim),
            .init(
                status: 200, body: Fixture.bytes("markets/koreaexim-error-result4-dailylimit-TESTSTUB.json")),
        ])
        defer { server.stop() }
        let hwan = HwanProcess()
        let e = env(server, ["KOREAEXIM_AUTHKEY": Self.key])
        let table = try hwan.run(["--bank", "koreaexim", "bank", "JPY"], environment: e)
        #expect(table.status == 0)
        #expect(table.stdout.contains("JPY 100") && table.stdout.contains("1,019.45"))
        #expect(server.requests == ["/site/program/financial/exchangeJSON?authkey=\(Self.key)&data=AP01"])
        var said = table.stdout + table.stderr
        for args in [["--json", "bank"], ["-t", "bank"], ["--offline", "bank"]] {
            let run = try hwan.run(["--bank", "koreaexim"] + args, environment: e)
            said += run.stdout + run.stderr
        }
        #expect(!said.contains(Self.key))
        #expect(!hwan.allFileContents().contains(Self.key))
    }

    @Test(
        "koreaexim error bodies are reported in words (exit 2) and never saved",
        arguments: [
            ("markets/koreaexim-error-result4-dailylimit-TESTSTUB.json", "daily request limit"),
            ("", "authentication key is not valid"),
        ])
    func eximErrors(fixture: String, words: String) throws {
        let body =
            fixture.isEmpty
            ? Array(
                #"[{"result":3,"cur_unit":null,"ttb":null,"tts":null,"deal_bas_r":null,"cur_nm":null}]"#.utf8)
            : Fixture.bytes(fixture)
        let server = try LoopbackServer(responses: [.init(status: 200, body: body)])
        defer { server.stop() }
        let hwan = HwanProcess()
        let run = try hwan.run(
            ["--bank", "koreaexim", "--lang", "en", "bank"],
            environment: env(server, ["KOREAEXIM_AUTHKEY": Self.key]))
        #expect(run.status == 2)
        #expect(run.stderr.contains(words))
        #expect(!run.stderr.contains(Self.key))
        #expect(!FileManager.default.fileExists(atPath: hwan.cacheDirectory + "/bank-koreaexim.json"))
        let ko = try hwan.run(
            ["--bank", "koreaexim", "--lang", "ko", "bank"],
            environment: env(server, ["KOREAEXIM_AUTHKEY": Self.key]))
        #expect(ko.status == 2 && ko.stderr.contains("최근 요청이 실패해"))
        #expect(server.requests.count == 1)
    }

    @Test("koreaexim []: nothing saved is exit 2 with why; a saved table is kept, with why")
    func eximEmpty() throws {
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: Array("[]".utf8)), .init(status: 200, body: Self.exim),
            .init(status: 200, body: Array("[]".utf8)),
        ])
        defer { server.stop() }
        let hwan = HwanProcess()
        let e = env(server, ["KOREAEXIM_AUTHKEY": Self.key])
        let none = try hwan.run(["--bank", "koreaexim", "--lang", "en", "bank"], environment: e)
        #expect(none.status == 2 && none.stderr.contains("no table published today"))
        #expect(!FileManager.default.fileExists(atPath: hwan.cacheDirectory + "/bank-koreaexim.json"))
        // The [] recorded when to ask again; forget it, as if that time had come.
        try FileManager.default.removeItem(atPath: hwan.cacheDirectory + "/bank-koreaexim.meta.json")
        let saved = try hwan.run(["--bank", "koreaexim", "--lang", "en", "bank"], environment: e)
        #expect(saved.status == 0)
        // Five days later the saved table is due; the answer is [] again.
        try FileManager.default.removeItem(atPath: hwan.cacheDirectory + "/bank-koreaexim.meta.json")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -5 * 86_400)],
            ofItemAtPath: hwan.cacheDirectory + "/bank-koreaexim.json")
        // The saved table answers at once; its renewal meets [] in the background.
        let kept = try hwan.run(["--bank", "koreaexim", "--lang", "en", "bank", "USD"], environment: e)
        #expect(kept.status == 0)
        #expect(kept.stdout.contains("1,134.50"))
        #expect(kept.stderr.contains("renewing in the background"))
        let metadata = hwan.cacheDirectory + "/bank-koreaexim.meta.json"
        #expect(
            eventually {
                let text = FileManager.default.contents(atPath: metadata).map {
                    String(decoding: $0, as: UTF8.self)
                }
                return text?.contains("no table published today") == true
            })
        #expect(eventually { hwan.processesOfThisHome.isEmpty })
        #expect(server.requests.count == 3)
        let waiting = try hwan.run(["--bank", "koreaexim", "--lang", "en", "bank", "USD"], environment: e)
        #expect(waiting.stdout.contains("1,134.50"))
        #expect(waiting.stderr.contains("waiting after a failed request"))
        #expect(server.requests.count == 3)
        #expect(
            FileManager.default.contents(atPath: hwan.cacheDirectory + "/bank-koreaexim.json")
                == Data(Self.exim))
    }

    @Test("remit with a bank adds the bank's transfer line after the three SPEC lines")
    func remit() throws {
        let rates = try LoopbackServer(responses: [
            .init(status: 200, body: Fixture.ratesAgreeingWithHanaBank(now: now))
        ])
        defer { rates.stop() }
        let bank = try LoopbackServer(responses: [.init(status: 200, body: Self.dunamu)])
        defer { bank.stop() }
        let hwan = HwanProcess()
        let e = ["HWAN_BASE_URL": rates.baseURL, "HWAN_BANK_BASE_URL": bank.baseURL]
        let plain = try hwan.run(["--lang", "ko", "remit", "1000", "USD", "KRW"], environment: e)
        let lines = plain.stdout.split(separator: "\n")
        #expect(lines.count == 4 && lines.last == "수취국가: 대한민국 (KRW)")
        let withBank = try hwan.run(
            ["--bank", "dunamu", "--lang", "ko", "remit", "1000", "USD", "KRW"], environment: e)
        #expect(withBank.status == 0)
        let banked = withBank.stdout.split(separator: "\n")
        #expect(
            Array(banked.dropLast()) == lines + [
                "하나은행 송금 받을 때 환율(1,324.90 KRW/USD)로는 1,324,900.00 KRW 입니다."
            ])
        // Then when the bank set that price: the fixture's quote is years old, and said so.
        #expect(
            banked.last?.hasPrefix("하나은행 고시 2024-02-20 15:31 KST · ") == true
                && banked.last?.hasSuffix("영업일 전 시세 — 오래됨") == true, "\(withBank.stdout)")
        let terse = try hwan.run(["--bank", "dunamu", "-t", "remit", "1000", "USD", "KRW"], environment: e)
        #expect(terse.stdout == "1364760.00\n")
    }

    @Test("on a terminal the REPL colours the change: rises red in the Korean style")
    func replColours() throws {
        let server = try LoopbackServer(responses: [.init(status: 200, body: Self.dunamu)])
        defer { server.stop() }
        let hwan = HwanProcess()
        _ = try hwan.run(["--bank", "dunamu", "bank"], environment: env(server))
        let terminal = try PseudoTerminal(
            executable: try hwanExecutablePath(),
            environment: [
                "HOME": hwan.home, "HWAN_OFFLINE": "1", "HWAN_BANK": "dunamu", "LANG": "C.UTF-8",
                "TERM": "xterm",
            ])
        try terminal.expect("\u{1B}[K")
        try terminal.send("bank USD\r")
        try terminal.expect("\u{1B}[31m▲ 2.50 (0.19%)")
        // The prompt is up again before ctrl-d is typed.
        try terminal.expect("\u{1B}[K")
        try terminal.send("\u{4}")
        #expect(try terminal.waitForExit() == 0)
    }
}
