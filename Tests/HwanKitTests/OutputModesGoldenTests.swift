import Foundation
import HwanKit
import Testing

/// Every kind of line in every output mode and language, with everything its
/// reply carries (stdout, notices, the error with its status, the caret, quit),
/// pinned in one golden file per mode: how a line reads is the renderers'
/// business, and moving it out of Session must not change a byte.
///
///     HWAN_UPDATE_GOLDEN=1 swift test --filter OutputModesGoldenTests
@Suite("Output modes golden files")
struct OutputModesGoldenTests {
    /// Lines for a session over the saved rates alone (no bank, no exchanges).
    static let plainLines =
        SessionGoldenTests.lines + [
            "", "# only a comment", "100 USD to KRW # lunch", "rates", "rates JPY EUR per KRW", "rates XAU",
            "rates 엔 기준", "status", "refresh", "currencies 엔", "currencies zzzz", "units", "units length",
            "units 평", "units qqqq", "help", "help nonsense", "completions fish", "completions cmd",
            "exchange 100 USD KRW", "exchange 3만엔", "exchange rate EUR", "엔화 환율", "USD 환율", "100 JPY 환율",
            "history JPY", "history", "watch rates", "bank", "180 cm to ft in", "200 min to 시간 분",
            "255 to hex",
            "-255 to bin", "1억 2천", "3 + ", "convert", "quit",
        ]

    /// Lines for a session with Hana Bank (dunamu) chosen.
    static let bankLines = [
        "bank", "bank USD JPY XAU", "bank ZZZ", "exchange 100 USD KRW", "exchange 100000 KRW JPY",
        "exchange 100 USD KRW 50%", "exchange 100 USD EUR", "remit 1000 USD KRW", "remit 1000 USD JPY",
        "status",
        "100 USD to KRW", "rates", "USD 환율",
    ]

    static let historyLines = [
        "history JPY", "history USD KRW 7", "history EUR USD", "history JPY KRW month",
    ]

    static func transcript(_ session: Session, _ lines: [String], title: String) -> String {
        var text = "# \(title)\n"
        for line in lines {
            text += "> \(line)\n"
            let reply = session.execute(line)
            for output in reply.output { text += output + "\n" }
            for notice in reply.notices { text += "~ \(notice)\n" }
            if let error = reply.error { text += "! \(error)\n" }
            for caret in reply.caret { text += "^ \(caret)\n" }
            if reply.status != .success { text += "= status \(reply.status.rawValue)\n" }
            if reply.quit { text += "= quit\n" }
        }
        return text
    }

    static func name(_ mode: OutputMode) -> String {
        switch mode {
        case .human: "human"
        case .terse: "terse"
        case .json: "json"
        }
    }

    @Test(
        "each mode reads as its golden file, in Korean and English",
        arguments: [OutputMode.human, .terse, .json])
    func modes(mode: OutputMode) throws {
        var text = ""
        for language in [Language.ko, .en] {
            text += Self.transcript(
                try SessionHarness.session(language: language, mode: mode), Self.plainLines,
                title: "\(language.rawValue): saved rates")
            text += Self.transcript(
                try SessionHarness.session(
                    language: language, mode: mode, history: HistoryCommandTests.fiveDays()),
                Self.historyLines, title: "\(language.rawValue): five days of history")
            text += Self.transcript(
                try BankHarness.session(bank: .dunamu, language: language, mode: mode), Self.bankLines,
                title: "\(language.rawValue): Hana Bank")
            text += Self.transcript(
                try CoinsGoldenTests.session(language: language, mode: mode), CoinsGoldenTests.lines,
                title: "\(language.rawValue): exchanges")
        }
        // `status` names the cache, in a directory made for the test.
        text = text.replacingOccurrences(
            of: #"[^ "]*hwan-test-[0-9A-F-]{36}"#, with: "<temporary directory>", options: .regularExpression)
        let (actual, expected) = SessionHarness.check(text, against: "modes-\(Self.name(mode)).txt")
        #expect(actual == expected)
    }
}
