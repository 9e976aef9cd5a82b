import Foundation
import HwanKit
import Testing

/// The built binary with `CURRENCYLAYER_ACCESS_KEY` against a loopback
/// server serving currencylayer's real `live` body and its error (SPEC §4).
@Suite("End to end: currencylayer", .serialized)
struct CurrencyLayerEndToEndTests {
    static let key = "clTESTkey24680"
    /// The real body's `timestamp`, moved to 10 minutes before `now` so that it is current.
    static func live(now: Int) -> [UInt8] {
        let text = String(decoding: Fixture.bytes("currencylayer-live-2025-03-29.json"), as: UTF8.self)
        return Array(text.replacingOccurrences(of: "1743269404", with: String(now - 600)).utf8)
    }

    @Test(
        "the key picks currencylayer; one request to /live?access_key=KEY&source=USD, then the cache for an hour"
    )
    func fetchThenCache() throws {
        let now = Int(Date().timeIntervalSince1970)
        let server = try LoopbackServer(responses: [.init(status: 200, body: Self.live(now: now))])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL, "CURRENCYLAYER_ACCESS_KEY": Self.key]
        let first = try hwan.run(["--json", "100", "USD", "to", "KRW"], environment: env)
        #expect(first.status == 0)
        let object = try JSONParser.parse(first.stdout.trimmingCharacters(in: .newlines))
        #expect(
            object["provider"]?.stringValue == "currencylayer" && object["source"]?.stringValue == "network")
        #expect(server.requests == ["/live?access_key=\(Self.key)&source=USD"])
        let second = try hwan.run(["-t", "100", "USD", "to", "KRW"], environment: env)
        #expect(second.status == 0 && !second.stdout.isEmpty)
        // Seed 003's remittance: quotes["USDKRW"] = 1470.403789, shown with two decimals.
        let remit = try hwan.run(["--lang", "ko", "remit", "1000", "USD", "KRW"], environment: env)
        #expect(remit.stdout.hasPrefix("수취금액은 1,470,403.79 KRW 입니다.\n환율: 1,470.40 KRW/USD\n조회시간: "))
        let status = try hwan.run(["--lang", "en", "status"], environment: env)
        #expect(status.stdout.contains("currencylayer"))
        #expect(server.requests.count == 1)
        #expect(
            !(first.stdout + first.stderr + second.stdout + status.stdout + status.stderr).contains(Self.key))
        #expect(!hwan.allFileContents().contains(Self.key))
    }

    @Test("error 101 is said in words (exit 2), never saved, and the key is nowhere")
    func invalidKey() throws {
        let server = try LoopbackServer(responses: [
            .init(
                status: 200,
                body: Fixture.bytes("markets/currencylayer-error-101-invalid-access-key-allaboutapikey.json"))
        ])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = [
            "HWAN_BASE_URL": server.baseURL, "CURRENCYLAYER_ACCESS_KEY": Self.key,
            "HWAN_PROVIDER": "currencylayer",
        ]
        var said = ""
        for args in [["--lang", "en", "refresh"], ["--lang", "ko", "refresh"], ["--json", "refresh"]] {
            let run = try hwan.run(args, environment: env)
            #expect(run.status == 2)
            said += run.stdout + run.stderr
        }
        #expect(said.contains("access key is missing or not valid") && said.contains("액세스 키"))
        #expect(said.contains("CURRENCYLAYER_ACCESS_KEY"))
        #expect(!said.contains(Self.key) && !said.contains("Technical Support"))
        #expect(!FileManager.default.fileExists(atPath: hwan.cacheDirectory + "/rates.json"))
        #expect(!hwan.allFileContents().contains(Self.key))
    }
}
