import Foundation
import HwanKit
import Testing

/// SPEC §3, §9, §10: human output fits the screen it is read on. Tables give
/// up whole columns by a stated priority (the Korean markets and the kimchi
/// premium last), long lines break between words, and no number is ever cut;
/// `-t` and `--json` stay whole whatever the width.
@Suite("Fitting the screen")
struct ScreenWidthTests {
    /// The sessions of the golden files (saved rates, five days of history, Hana
    /// Bank, the exchanges) with their lines, for `language` and `mode`.
    static func sessions(language: Language, mode: OutputMode) throws -> [(Session, [String])] {
        let plain = OutputModesGoldenTests.plainLines.filter { !$0.hasPrefix("completions") }
        return [
            (try SessionHarness.session(language: language, mode: mode), plain),
            (
                try SessionHarness.session(
                    language: language, mode: mode, history: HistoryCommandTests.fiveDays()),
                OutputModesGoldenTests.historyLines
            ),
            (
                try BankHarness.session(bank: .dunamu, language: language, mode: mode),
                OutputModesGoldenTests.bankLines
            ),
            (try CoinsGoldenTests.session(language: language, mode: mode), CoinsGoldenTests.lines),
        ]
    }

    /// A line may pass `width` only when it is one word (a number of 81 digits cannot be broken).
    static func fits(_ line: String, _ width: Int) -> Bool {
        DisplayWidth.ofVisible(line) <= width || !line.trimmingCharacters(in: .whitespaces).contains(" ")
    }

    @Test(
        "at COLUMNS=80 every human output line of every command fits, in Korean and English",
        arguments: [Language.ko, .en])
    func eighty(language: Language) throws {
        for (session, lines) in try Self.sessions(language: language, mode: .human) {
            session.width = 80
            for line in lines {
                for output in session.execute(line).output {
                    #expect(Self.fits(output, 80), "\(line) → \(output) (\(DisplayWidth.ofVisible(output)))")
                }
            }
        }
    }

    @Test(
        "-t and --json are the same lines whatever the screen's width", arguments: [OutputMode.terse, .json])
    func programsStayWhole(mode: OutputMode) throws {
        for ((narrow, lines), (whole, _)) in zip(
            try Self.sessions(language: .ko, mode: mode), try Self.sessions(language: .ko, mode: mode))
        {
            narrow.width = 40
            for line in lines where !line.hasPrefix("status") {
                #expect(narrow.execute(line).output == whole.execute(line).output, "\(line)")
            }
        }
    }

    /// Every word of a table's rows (numbers, names, percents).
    static func words(_ lines: [String]) -> Set<String> {
        Set(lines.flatMap { $0.split(separator: " ").map(String.init) })
    }

    @Test(
        "coins at 200 seeded widths: each line fits, every number shown is one of the full table's, the kimchi premium stays"
    )
    func coinsWidths() throws {
        var random = SeededGenerator(seed: 36)
        let session = try CoinsGoldenTests.session(language: .en)
        let full = session.execute("coins BTC ETH").output
        let fullWords = Self.words(full)
        for _ in 0..<200 {
            let width = Int.random(in: 20...160, using: &random)
            session.width = width
            let lines = session.execute("coins BTC ETH").output
            for line in lines { #expect(Self.fits(line, width), "\(width): \(line)") }
            // The rows of prices: every cell a whole cell of the full table.
            let table = lines.filter { $0.hasPrefix("BTC") || $0.hasPrefix("ETH") }
            #expect(table.count == 2, "\(width): \(lines)")
            #expect(Self.words(table).isSubset(of: fullWords), "\(width): \(table)")
            #expect(table.first?.hasSuffix("+1.04%") == true, "\(width): \(table)")
            if width >= 40 { #expect(table.first?.contains("148,000,000") == true, "\(width): \(table)") }
        }
    }

    @Test(
        "at 80 columns coins keeps Binance, the spread, Upbit, Bithumb and the kimchi premium and names what it left out",
        arguments: [Language.ko, .en])
    func coinsAtEighty(language: Language) throws {
        let session = try CoinsGoldenTests.session(language: language)
        session.width = 80
        let lines = session.execute("coins BTC ETH").output
        let head = try #require(lines.dropFirst().first)
        for name in ["Binance", "Upbit", "Bithumb", language == .ko ? "김프" : "Kimchi"] {
            #expect(head.contains(name), "\(head)")
        }
        for name in ["Bybit", "Bitget", "OKX"] { #expect(!head.contains(name), "\(head)") }
        let note =
            language == .ko
            ? "좁은 화면이라 뺀 열: 거래량, Bybit, Bitget, OKX" : "narrow screen, left out: volume, Bybit, Bitget, OKX"
        #expect(lines.contains { $0.hasPrefix(note) }, "\(lines)")
        session.width = 200
        #expect(!session.execute("coins BTC ETH").output.contains { $0.contains(note) })
    }

    @Test(
        "the bank table gives up the day's change first, then transfer and cash prices; the base rate stays")
    func bankColumns() throws {
        let session = try BankHarness.session(bank: .dunamu, language: .ko)
        session.width = 80
        let lines = session.execute("bank").output
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(lines)")
        let names = try #require(lines.first { $0.hasPrefix("통화") }, "\(lines)")
        #expect(names.contains("송금 받을 때") && !names.contains("전일 대비"), "\(lines)")
        #expect(lines.last == "좁은 화면이라 뺀 열: 전일 대비 (--json 에 모두)", "\(lines)")
        session.width = 24
        let narrow = session.execute("bank").output
        let usd = try #require(narrow.first { $0.hasPrefix("USD") }, "\(narrow)")
        #expect(usd.contains("1,338.00") && narrow.allSatisfy { !$0.hasPrefix("통화") || !$0.contains("현찰") })
    }

    @Test(
        "a wrapped line keeps every word in order, breaks before ` · ` where it can, and fits unless one word is wider"
    )
    func wrapping() {
        var random = SeededGenerator(seed: 3_600)
        let words = [
            "1,510.03원", "(미국", "달러", "→", "대한민국", "원)", "·", "open-er-api", "3시간", "2분", "전", "KRW",
            "0.0006622",
            "148,000,000", "Upbit", "시세", "2026-04-03", "15:47",
        ]
        for _ in 0..<500 {
            let count = Int.random(in: 1...30, using: &random)
            var line = String(repeating: " ", count: Int.random(in: 0...4, using: &random))
            for index in 0..<count {
                if index > 0 { line += String(repeating: " ", count: Int.random(in: 1...3, using: &random)) }
                line += words.randomElement(using: &random)!
            }
            let width = Int.random(in: 12...100, using: &random)
            let wrapped = DisplayWidth.wrap(line, to: width)
            #expect(
                wrapped.flatMap { $0.split(separator: " ") } == line.split(separator: " "),
                "\(width): \(line)")
            for part in wrapped { #expect(Self.fits(part, width), "\(width): \(line) → \(wrapped)") }
            if DisplayWidth.of(line) <= width { #expect(wrapped == [line]) }
        }
        #expect(
            DisplayWidth.wrap(
                "기준 1 USD · 2026-04-03 06:47 UTC (2026-04-03 15:47 KST) · 3시간 2분 전 · open-er-api (저장됨)",
                to: 80)
                == [
                    "기준 1 USD · 2026-04-03 06:47 UTC (2026-04-03 15:47 KST) · 3시간 2분 전",
                    "  · open-er-api (저장됨)",
                ])
    }

    @Test("columns give way in the order stated, and those not named always stay")
    func columnFit() {
        #expect(ColumnFit.kept(widths: [4, 10, 10, 10], dropOrder: [2, 1], width: 40) == [0, 1, 2, 3])
        #expect(ColumnFit.kept(widths: [4, 10, 10, 10], dropOrder: [2, 1], width: 30) == [0, 1, 3])
        #expect(ColumnFit.kept(widths: [4, 10, 10, 10], dropOrder: [2, 1], width: 5) == [0, 3])
    }
}
