import Testing

@testable import HwanKit

/// `--version` names the bundled rates' date; `refresh` calls a repeated
/// timestamp a wasted call only where calls count against a key's quota.
@Suite("Version line and refresh wording")
struct VersionAndRefreshTests {
    @Test("--version: the version, the bundled rates' date and their source")
    func version() {
        let bundled = BundledSnapshot.load()
        let line = CommandLineSurface.versionLine(bundled: bundled)
        #expect(line == "hwan \(CommandLineSurface.version) (bundled rates \(bundled.date), ECB)")
        #expect(bundled.date.count == 10)
    }

    @Test(
        "an unchanged timestamp is 'wasted' only for a metered provider, in both languages",
        arguments: [Language.ko, .en])
    func refresh(language: Language) {
        var outcome = RefreshOutcome(
            provider: "open-er-api", changed: false, sameTime: true, ratesTime: 1_775_198_851,
            nextUpdate: 1_775_280_000)
        outcome.metered = false
        let keyless = HumanRenderer.refreshLine(outcome, language: language)
        #expect(!keyless.contains("wasted") && !keyless.contains("낭비"), "\(keyless)")
        #expect(keyless.contains(language == .ko ? "새 환율이 없습니다" : "no new rates"))
        outcome.metered = true
        let keyed = HumanRenderer.refreshLine(outcome, language: language)
        #expect(keyed.contains(language == .ko ? "낭비" : "wasted"), "\(keyed)")
    }
}

/// SPEC §3: a rate in KRW reads the same in `rates` and `history` (two decimals).
@Suite("One format per rate")
struct RateFormatTests {
    @Test("history's last KRW rate is the rates table's KRW cell, for every stored code")
    func sameText() throws {
        let session = try SessionHarness.session(language: .en, history: HistoryCommandTests.fiveDays())
        for code in ["USD", "JPY", "EUR"] {
            let history = session.execute("history \(code)").output
            let rates = session.execute("rates \(code)").output
            let last = try #require(history.dropLast().last?.split(separator: " ").dropFirst(2).first)
            let row = try #require(rates.last)
            #expect(row.split(separator: " ").contains(last), "\(code): \(last) vs \(row)")
            #expect(last.split(separator: ".").last?.count == 2, "\(last)")
        }
    }
}
