import Foundation
import Testing

/// SPEC §1 and §3 through the real binary: modes, options, exit statuses, languages.
@Suite("End to end: command line")
struct CommandLineEndToEndTests {
    let offline = ["HWAN_OFFLINE": "1"]

    static let statuses: [(String, Int32)] = [
        ("--bogus 1+1", 64), ("--lang", 64), ("--lang fr 1", 64), ("--provider nope 1", 64), ("1+1", 0),
        ("(1+2", 1), ("convert 1 USD QQQ", 1), ("convert 1 USD XAU", 2), ("remit 0 USD KRW", 1),
        ("--version", 0), ("--help", 0), ("convert 5 km kg", 1), ("refresh", 2), ("status", 0),
    ]

    @Test("exit statuses follow the contract", arguments: statuses)
    func exitStatuses(line: String, status: Int32) throws {
        let arguments = line.split(separator: " ").map(String.init)
        let result = try HwanProcess().run(arguments, environment: offline)
        #expect(result.status == status, "\(arguments): \(result.stderr)")
    }

    @Test("batch mode prints one result per line, numbers its errors on stderr and exits 1")
    func batch() throws {
        let input = "1+1\n\n(2\n2*3\nconvert 1 EUR EUR\n"
        let result = try HwanProcess().run(["-t"], stdin: input, environment: offline)
        #expect(result.stdout == "2\n\n\n6\n1\n")
        #expect(result.stderr.contains("line 3: "))
        #expect(result.status == 1)
    }

    /// SPEC §1: with -t or --json every input line gives exactly one output line.
    static let pairedInput =
        [
            "1+1", "", "# a comment", "   # an indented comment", "100 USD to KRW  # lunch", "(2",
            "bogus words",
            "100 USD to KRW, JPY", "3만원 / 4", "rates JPY EUR", "", "5 ft 11 in to cm",
        ].joined(separator: "\n") + "\n"

    @Test("batch -t and --json pair with input lines: blank, comment and failed lines included")
    func batchPairs() throws {
        let lines = Self.pairedInput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let terse = try HwanProcess().run(["-t"], stdin: Self.pairedInput, environment: offline)
        let terseLines = terse.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(terseLines.count == lines.count, "\(terse.stdout)")
        #expect(terseLines[0] == "2" && terseLines[1] == "" && terseLines[2] == "" && terseLines[5] == "")
        #expect(terseLines[8] == "7500")
        #expect(terse.stderr.contains("line 6: ") && terse.stderr.contains("line 7: "))
        #expect(terse.status == 1)
        let json = try HwanProcess().run(["--json"], stdin: Self.pairedInput, environment: offline)
        let jsonLines = json.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(jsonLines.count == lines.count, "\(json.stdout)")
        #expect(jsonLines[1] == "" && jsonLines[2] == "")
        #expect(jsonLines[5].hasPrefix(#"{"error":"#) && jsonLines[6].hasPrefix(#"{"error":"#))
        #expect(jsonLines[7].hasPrefix("[{") && jsonLines[7].hasSuffix("}]"))
    }

    @Test("options stand after the command words too; # comments work in one-shot")
    func optionsAnywhere() throws {
        let rates = try HwanProcess().run(["rates", "--json"], environment: offline)
        #expect(rates.status == 0 && rates.stdout.hasPrefix(#"{"kind":"rates""#), "\(rates.stderr)")
        let listing = try HwanProcess().run(["currencies", "일본", "--json"], environment: offline)
        #expect(listing.status == 0 && listing.stdout.contains(#""code":"JPY""#), "\(listing.stderr)")
        let negative = try HwanProcess().run(["-5", "+", "3", "-t"], environment: offline)
        #expect(negative.stdout == "-2\n")
        let comment = try HwanProcess().run(["-t", "2*3", "#", "six"], environment: offline)
        #expect(comment.stdout == "6\n" && comment.status == 0)
        let notice = try HwanProcess().run(["100", "USD", "to", "KRW"], environment: offline)
        let noticeLines = notice.stderr.split(separator: "\n")
        #expect(noticeLines.count == 1 && noticeLines.allSatisfy { $0.count <= 100 }, "\(notice.stderr)")
    }

    @Test("batch mode with only good lines exits 0 and prints no banner or prompt")
    func batchClean() throws {
        let result = try HwanProcess().run([], stdin: "2^10\n0.1+0.2\n", environment: offline)
        #expect(result.stdout == "1,024\n0.3\n")
        #expect(result.status == 0)
    }

    @Test("errors in JSON mode are objects on stdout")
    func jsonError() throws {
        let result = try HwanProcess().run(["--json", "convert", "1", "USD", "QQQ"], environment: offline)
        #expect(result.stdout.hasPrefix(#"{"error":{"code":"unknown_currency","message":"#))
        #expect(result.status == 1)
    }

    @Test("the language follows --lang, then HWAN_LANG, then LANG")
    func language() throws {
        let hwan = HwanProcess()
        let ko = try hwan.run(
            ["convert", "1", "USD", "QQQ"], environment: offline.merging(["LANG": "ko_KR.UTF-8"]) { $1 })
        #expect(ko.stderr.contains("알 수 없는 통화"))
        let en = try hwan.run(
            ["--lang", "en", "convert", "1", "USD", "QQQ"],
            environment: offline.merging(["HWAN_LANG": "ko"]) { $1 })
        #expect(en.stderr.contains("unknown currency"))
        let env = try hwan.run(
            ["convert", "1", "USD", "QQQ"], environment: offline.merging(["HWAN_LANG": "ko"]) { $1 })
        #expect(env.stderr.contains("알 수 없는 통화"))
    }

    @Test("Korean magnitudes and aliases convert through the bundled table, as a computed cross rate")
    func koreanInput() throws {
        let result = try HwanProcess().run(["-t", "3만", "엔", "to", "원"], environment: offline)
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(
            contentsOf: HwanProcess.packageRoot.appendingPathComponent("Resources/rates-snapshot.json"))
        let rates =
            (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["rates"] as? [String: String]
            ?? [:]
        let krw = Decimal(string: rates["KRW"] ?? "") ?? 0
        let jpy = Decimal(string: rates["JPY"] ?? "") ?? 1
        let expected = 30000 * krw / jpy
        let printed = Decimal(string: result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(abs(printed - expected) / expected < Decimal(string: "1e-10")!)
    }

    @Test("notices go to stderr so stdout stays a clean number")
    func noticesOnStderr() throws {
        let result = try HwanProcess().run(["-t", "convert", "1", "EUR", "EUR"], environment: offline)
        #expect(result.stdout == "1\n")
        #expect(result.stderr.contains("bundled"))
    }
}
