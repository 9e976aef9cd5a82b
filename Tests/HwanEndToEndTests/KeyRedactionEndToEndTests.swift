import Foundation
import Testing

/// A provider body that echoes the key (raw, percent-encoded
/// as in the request path, or JSON-escaped), at any place and any length, never
/// lets a piece of the key reach stdout, stderr, `status` or any file hwan
/// writes: every output and every file is searched for every six-character
/// piece of the key.
@Suite("End to end: no piece of a key anywhere", .serialized)
struct KeyRedactionEndToEndTests {
    /// Characters that need percent-encoding, so the path's form differs from the raw key.
    static let key = "Zq7+Xk2/Mw9=Lp4RtY"
    static let encoded = "Zq7%2BXk2%2FMw9%3DLp4RtY"

    /// Every six-character piece of the key, raw and as the request path writes it.
    static let pieces: Set<String> = {
        var pieces = Set<String>()
        for form in [key, encoded] {
            let characters = Array(form)
            for start in 0...(characters.count - 6) { pieces.insert(String(characters[start..<(start + 6)])) }
        }
        return pieces
    }()

    struct Provider: Sendable, CustomTestStringConvertible {
        let name: String
        let variable: String
        let path: String
        let arguments: [String]
        let commands: [[String]]
        var testDescription: String { name }
    }

    static let providers: [Provider] = [
        Provider(
            name: "exchangerate-api", variable: "EXCHANGERATE_API_KEY", path: "/v6/\(encoded)/latest/USD",
            arguments: ["--provider", "exchangerate-api"],
            commands: [["refresh"], ["status"], ["--json", "status"]]),
        Provider(
            name: "openexchangerates", variable: "OPENEXCHANGERATES_APP_ID",
            path: "/api/latest.json?app_id=\(encoded)", arguments: ["--provider", "openexchangerates"],
            commands: [["refresh"], ["status"], ["--json", "status"]]),
        Provider(
            name: "koreaexim", variable: "KOREAEXIM_AUTHKEY",
            path: "/site/program/financial/exchangeJSON?authkey=\(encoded)&data=AP01",
            arguments: ["--bank", "koreaexim"],
            commands: [["bank"], ["--json", "bank"], ["remit", "100", "USD", "KRW"]]),
    ]

    /// The key as a body may carry it: raw, as in the path, or with its first letter JSON-escaped.
    static func echoes(_ provider: Provider) -> [String] {
        [key, provider.path, encoded, "\\u005Aq7+Xk2/Mw9=Lp4RtY", "Zq7+Xk2\\/Mw9=Lp4RtY"]
    }

    /// Bodies that put `echo` after `pad` characters in every place a decoder reads a text.
    static func bodies(_ echo: String, pad: Int, now: Int) -> [(status: Int, body: String)] {
        let text = String(repeating: "x", count: pad) + echo
        return [
            (200, #"{"timestamp":\#(now),"base":"USD","rates":{"KRW":1400,"\#(text)":1.5}}"#),
            (
                200,
                #"{"result":"success","time_last_update_unix":\#(now),"base_code":"USD","rates":{"USD":1,"\#(text)":2}}"#
            ),
            (200, #"{"timestamp":\#(now),"base":"\#(text)","rates":{"KRW":1400}}"#),
            (401, #"{"error":true,"status":401,"message":"\#(text)","description":"\#(text)"}"#),
            (200, #"{"error":true,"status":401,"message":"\#(text)"}"#),
            (403, #"{"result":"error","error-type":"\#(text)"}"#),
            (200, #"{"result":"error","error-type":"\#(text)"}"#),
            (200, #"[{"result":1,"cur_unit":"\#(text)","deal_bas_r":"1,400","ttb":"1,390","tts":"1,410"}]"#),
            (200, #"[{"result":1,"cur_unit":"USD","deal_bas_r":"\#(text)","ttb":"1","tts":"1"}]"#),
            (404, "Cannot GET \(text)"),
            (200, "<html>\(text)</html>"),
        ]
    }

    @Test("every output and every file is free of every six-character piece of the key", arguments: providers)
    func noPieceAnywhere(provider: Provider) throws {
        let now = Int(Date().timeIntervalSince1970)
        // Pads chosen so that the 24-, 32- and 40-character cuts fall before, inside and after the key;
        // a third of all (echo, pad, body) triples, spread evenly over each.
        var scenarios: [(status: Int, body: String)] = []
        for (e, echo) in Self.echoes(provider).enumerated() {
            for (p, pad) in [0, 19, 36].enumerated() {
                for (b, body) in Self.bodies(echo, pad: pad, now: now).enumerated() where (e + p + b) % 3 == 0
                {
                    scenarios.append(body)
                }
            }
        }
        // Each body in a fresh home (so that no back-off skips a request).
        var checked = 0
        for (index, scenario) in scenarios.enumerated() {
            checked += 1
            let server = try LoopbackServer(responses: [
                .init(status: scenario.status, body: Array(scenario.body.utf8))
            ])
            defer { server.stop() }
            let hwan = HwanProcess()
            // Only the provider under test talks to the server: a keyless one echoing a key
            // it was never given is not a leak hwan could see.
            let bank = provider.arguments.first == "--bank"
            let env = [
                provider.variable: Self.key, "HWAN_BASE_URL": bank ? "http://127.0.0.1:9" : server.baseURL,
                "HWAN_BANK_BASE_URL": server.baseURL,
            ]
            var said = ""
            for command in provider.commands {
                let result = try hwan.run(provider.arguments + command, environment: env)
                said += result.stdout + "\n" + result.stderr + "\n"
            }
            #expect(server.requests.first == provider.path)
            let files = hwan.allFileContents()
            for piece in Self.pieces {
                #expect(
                    !said.contains(piece),
                    "body \(index) \(scenario.body.prefix(80)) → \(piece) in output:\n\(said)")
                #expect(
                    !files.contains(piece), "body \(index) \(scenario.body.prefix(80)) → \(piece) in a file")
            }
        }
        #expect(checked >= 50)
    }
}
