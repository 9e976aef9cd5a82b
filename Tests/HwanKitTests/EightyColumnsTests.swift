import Foundation
import HwanKit
import Testing

/// SPEC §3, §10: on an 80-column terminal every line a person reads, on
/// stdout and on stderr (notices, errors), fits in 80 display columns (Hangul
/// and other wide characters counting two), for every command over the
/// fixtures' data, while `-t` and `--json` lines stay whole whatever the width.
@Suite("Every human line fits 80 columns")
struct EightyColumnsTests {
    static let width = 80

    /// The commands, each with the data it needs: saved rates, rates with
    /// history, Hana Bank's quotes, every exchange's prices.
    static let rateLines = [
        "rates", "rates JPY EUR", "rates per EUR", "rates 엔 기준", "rates JPY VND IDR KWD per KRW", "rates XAU",
        "rates on 2024-03-04", "status", "refresh", "help", "help rates", "help remit", "help coins",
        "help bank",
        "remit 1000 USD", "remit 10000 KRW USD", "remit 100 USD JPY", "remit 0 USD", "exchange 100 USD KRW",
        "환전 3만엔", "currencies 엔", "units length", "units 평", "엔화 환율", "USD 환율", "100달러", "100엔",
        "1억 2천", "키 180cm 피트로", "34평", "5 ft 11 in to cm", "섭씨 36.5도는 화씨 몇 도", "연봉 5천만원 달러로",
        "100 USD to KRW, JPY, EUR", "2^200", "25!", "1/3", "100 USD to ZZZ", "1 USD to JYP", "(1+2", "3 + ",
        "convert", "rates ZZZ", "history", "bank", "coins BTCC", "watch rates",
    ]
    static let historyLines = [
        "history JPY", "history USD KRW 7", "history EUR USD", "history JPY KRW month", "rates",
    ]
    static let bankLines = [
        "bank", "bank USD JPY XAU", "bank ZZZ", "은행 달러", "exchange 100 USD KRW",
        "exchange 100000 KRW USD 우대 50%",
        "환전 10만원 달러로", "remit 1000 USD", "remit 10000 KRW USD", "100 USD to KRW", "rates", "status",
    ]
    static let coinLines = [
        "coins", "coins BTC ETH", "futures", "futures BTC/USD", "코인 비트코인 이더리움", "1 BTC to KRW",
        "0.5 ETH to USD", "1 BTC + 1 ETH to KRW", "100만원 to BTC", "coins BTC!",
    ]

    /// Amounts and currencies for conversions made up from a seed: whole and
    /// decimal amounts from 1 to a trillion, Korean and English forms.
    static func conversions(seed: UInt64, count: Int) -> [String] {
        var random = SeededGenerator(seed: seed)
        let codes = ["USD", "JPY", "EUR", "KRW", "VND", "IDR", "KWD", "GBP", "CNY", "CHF", "THB"]
        let korean = ["달러", "엔", "유로", "원", "동", "위안", "파운드"]
        return (0..<count).map { _ in
            let digits = Int.random(in: 0...12, using: &random)
            var amount = String(Int64.random(in: 1...9, using: &random))
            for _ in 0..<digits { amount += String(Int.random(in: 0...9, using: &random)) }
            if Bool.random(using: &random) { amount += "." + String(Int.random(in: 1...99, using: &random)) }
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                return
                    "\(amount) \(codes.randomElement(using: &random)!) to \(codes.randomElement(using: &random)!)"
            case 1:
                return
                    "\(amount)\(korean.randomElement(using: &random)!)을 \(korean.randomElement(using: &random)!)으로"
            default: return "\(amount) \(codes.randomElement(using: &random)!)"
            }
        }
    }

    static func sessions(language: Language, mode: OutputMode) throws -> [(Session, [String])] {
        [
            (
                try SessionHarness.session(language: language, mode: mode),
                rateLines + conversions(seed: language == .ko ? 80 : 8, count: 60)
            ),
            (
                try SessionHarness.session(
                    language: language, mode: mode, history: HistoryCommandTests.fiveDays()),
                historyLines
            ),
            (try BankHarness.session(bank: .dunamu, language: language, mode: mode), bankLines),
            (try BankHarness.session(bank: .koreaexim, language: language, mode: mode), bankLines),
            (try CoinsGoldenTests.session(language: language, mode: mode), coinLines),
        ]
    }

    /// What a person reads of a reply: stdout, the notices and the error on stderr.
    static func readLines(_ reply: Reply) -> [String] {
        reply.output + reply.notices + (reply.error.map { $0.split(separator: "\n").map(String.init) } ?? [])
    }

    /// A line may pass the width only when it is one word (a number of 81 digits cannot be broken).
    static func fits(_ line: String) -> Bool {
        DisplayWidth.ofVisible(line) <= width || !line.trimmingCharacters(in: .whitespaces).contains(" ")
    }

    @Test("at COLUMNS=80 every stdout and stderr line of every command fits", arguments: [Language.ko, .en])
    func eighty(language: Language) throws {
        var checked = 0
        for (session, lines) in try Self.sessions(language: language, mode: .human) {
            session.width = Self.width
            for line in lines {
                for read in Self.readLines(session.execute(line)) {
                    checked += 1
                    #expect(Self.fits(read), "\(line) → \(read) (\(DisplayWidth.ofVisible(read)))")
                }
            }
        }
        #expect(checked > 300)
    }

    @Test(
        "-t and --json stdout lines are the same at 80 columns as on a pipe: never cut or broken",
        arguments: [OutputMode.terse, .json])
    func programsStayWhole(mode: OutputMode) throws {
        let narrow = try Self.sessions(language: .ko, mode: mode)
        let whole = try Self.sessions(language: .ko, mode: mode)
        var long = 0
        for ((session, lines), (pipe, _)) in zip(narrow, whole) {
            session.width = Self.width
            for line in lines where !line.hasPrefix("status") && !line.hasPrefix("refresh") {
                let output = session.execute(line).output
                #expect(output == pipe.execute(line).output, "\(line)")
                long += output.filter { DisplayWidth.of($0) > Self.width }.count
            }
        }
        // Wider lines were there to cut, and none was.
        #expect(long > 0)
    }

    @Test("the rates table gives up the change, then the country; code, rate and KRW stay, numbers whole")
    func ratesColumns() throws {
        let session = try SessionHarness.session(
            language: .ko, history: HistoryCommandTests.fiveDays())
        let full = session.execute("rates").output
        let header = try #require(full.dropFirst().first)
        #expect(header.contains("국가") && header.contains("변동"), "\(full)")
        var random = SeededGenerator(seed: 803)
        for _ in 0..<60 {
            // From the narrowest that holds the code, the rate and KRW side by side.
            let width = Int.random(in: 30...100, using: &random)
            session.width = width
            let lines = session.execute("rates").output
            for line in lines { #expect(ScreenWidthTests.fits(line, width), "\(width): \(line)") }
            let names = try #require(lines.first { $0.hasPrefix("통화") }, "\(width): \(lines)")
            let euro = try #require(lines.first { $0.hasPrefix("EUR ") }, "\(width): \(lines)")
            // The numbers every width keeps: the code, the rate per USD and the KRW column.
            #expect(euro.contains(" 0.8675 ") && euro.contains("1,740.66"), "\(width): \(euro)")
            #expect(names.contains("KRW"), "\(width): \(names)")
            let fullEuro = try #require(full.first { $0.hasPrefix("EUR ") })
            #expect(
                Set(euro.split(separator: " ")).isSubset(of: Set(fullEuro.split(separator: " "))),
                "\(width): \(euro)")
            if !names.contains("변동") {
                #expect(lines.contains { $0.hasPrefix("좁은 화면이라 뺀 열: 변동") }, "\(width): \(lines)")
            }
            // The change goes before the country.
            #expect(!names.contains("변동") || names.contains("국가"), "\(width): \(names)")
            if names.contains("국가") && names.contains("변동") {
                #expect(!lines.contains { $0.hasPrefix("좁은 화면") }, "\(width): \(lines)")
            }
        }
    }

    @Test("a wide notice or error breaks between words at the screen's width, and stays one line on a pipe")
    func stderrFits() throws {
        let narrow = try BankHarness.session(bank: .dunamu, language: .ko)
        let pipe = try BankHarness.session(bank: .dunamu, language: .ko)
        narrow.width = 30
        for line in ["bank", "bank ZZZ", "1 USD to JYP"] {
            let wrapped = narrow.execute(line)
            let whole = pipe.execute(line)
            let stderr = wrapped.notices + (wrapped.error?.split(separator: "\n").map(String.init) ?? [])
            #expect(stderr.allSatisfy { ScreenWidthTests.fits($0, 30) }, "\(line): \(stderr)")
            let wholeText = whole.notices + [whole.error ?? ""]
            #expect(
                stderr.joined(separator: " ").split(separator: " ")
                    == wholeText.joined(separator: " ").split(separator: " "), "\(line)")
            #expect(wholeText.contains { DisplayWidth.of($0) > 30 }, "\(line): \(wholeText)")
        }
    }
}
