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
                try SessionHarness.session(language: language, mode: mode, history: HistoryCommandTests.fiveDays()),
                OutputModesGoldenTests.historyLines
            ),
            (try BankHarness.session(bank: .dunamu, language: language, mode: mode), OutputModesGoldenTests.bankLines),
            (try CoinsGoldenTests.session(language: language, mode: mode), CoinsGoldenTests.lines),
        ]
    }

    /// A line may pass `width` only when it is one word (a number of 81 digits cannot be broken).
    static func fits(_ line: String, _ width: Int) -> Bool {
        DisplayWidth.ofVisible(line) <= width || !line.trimmingCharacters(in: .whitespaces).contains(" ")
    }

    @Test("at COLUMNS=80 every human output line of every command fits, in Korean and English",
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
}

extension ScreenWidthTests {
    @Test("dump") func dump() throws {
        var text = ""
        for language in [Language.ko, .en] {
            for (session, lines) in try Self.sessions(language: language, mode: .human) {
                session.width = 80
                for line in lines {
                    text += "> \(line)\n"
                    for output in session.execute(line).output { text += output + "\n" }
                }
            }
        }
        try text.write(toFile: "/tmp/honest/dump80.txt", atomically: true, encoding: .utf8)
    }
}
