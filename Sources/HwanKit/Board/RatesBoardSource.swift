import Synchronization

/// `watch rates [CODE...]`: the `rates` table (`RatesBoard`) against USD,
/// refreshed exactly as any command's rates are (SPEC §4, `RateService`):
/// the saved table while it is current, one bounded request when the
/// provider's next-update time has passed, the saved table again, with a
/// notice, when that fails, and no request at all offline.
public final class RatesBoardSource: BoardSource {
    let service: RateService
    /// The rows asked for; empty means `RatesBoard.defaultCodes`.
    let codes: [String]
    /// The last column's currency (`Preferences.home`).
    let home: String
    private let answer = Mutex<RatesAnswer?>(nil)
    /// The provider's previous stored table, for the change column (read once per fetch, not per frame).
    private let previous = Mutex<(entry: HistoryEntry?, notices: [Localized])>((nil, []))
    /// The bank whose 매매기준율 answers the won (SPEC §7); nil without one or with `rate = mid`.
    let bank: BankService?
    /// The won's rates as the rule decided them at the last update, until they may change.
    private let won = Mutex<(rates: [String: WonRate], until: Int64?, notices: [Localized])>(([:], nil, []))

    public init(service: RateService, codes: [String], home: String, bank: BankService? = nil) {
        self.service = service
        self.codes = codes
        self.home = home
        self.bank = bank
    }

    public func isDue(now: Int64) -> Bool {
        if let until = won.withLock({ $0.until }), now >= until { return true }
        return answer.withLock { answer in answer.map { !$0.isCurrent(at: now) } ?? true }
    }

    public func update(now: Int64) {
        let fresh = service.current()
        let before =
            fresh.source == .bundled
            ? (entry: nil, notices: [])
            : service.history.previous(provider: fresh.provider, before: fresh.table.time)
        let decided = wonRates(fresh.table, now: now)
        answer.withLock { $0 = fresh }
        previous.withLock { $0 = before }
        won.withLock { $0 = decided }
    }

    /// The bank's quotes for the board's rows, decided by `WonRateRule` at `now`.
    func wonRates(_ table: RateTable, now: Int64) -> (
        rates: [String: WonRate], until: Int64?, notices: [Localized]
    ) {
        guard let bank, home == "KRW" else { return ([:], nil, []) }
        let asked = (codes.isEmpty ? RatesBoard.defaultCodes : codes).filter { $0 != "KRW" } + ["USD"]
        let answer = bank.current(wanted: asked)
        var notices = answer.notices
        if let failure = answer.failure { notices.append(failure.text) }
        let until = min(answer.currentUntil ?? Int64.max, WonRateRule.nextSwitch(after: now))
        guard let quotes = answer.table else { return ([:], until, notices) }
        var rates: [String: WonRate] = [:]
        for code in asked {
            let decided = WonRateRule.rate(
                code: code, quote: quotes.quote(for: code), bank: quotes.bank, provider: table, now: now)
            if let rejection = decided?.rejection { notices.append(rejection.notice(bank: quotes.bank)) }
            rates[code] = decided
        }
        return (rates, until, notices)
    }

    public func panel(width: Int, language: Language, palette: Palette, now: Int64) -> BoardPanel {
        guard let rates = answer.withLock({ $0 }) else {
            return BoardPanel(
                caption: Localized(ko: "환율을 읽는 중…", en: "reading the rates…")(language), table: [])
        }
        let usd = CurrencyCatalog.quickCurrency(code: "USD")
        // As `rates`: the default rows the table lacks are left out; a row asked for is missed aloud.
        let asked =
            codes.isEmpty ? RatesBoard.defaultCodes.filter { $0 != "USD" && rates.table.contains($0) } : codes
        let targets = asked.compactMap { CurrencyCatalog.quickCurrency(code: $0) }
            .filter { rates.table.contains($0.code) }
        let before = previous.withLock { $0 }
        let decided = won.withLock { $0 }
        var notices = (rates.notices + before.notices + decided.notices).map { $0(language) }
        for code in asked where !rates.table.contains(code) {
            notices.append(BoardError.unknownCode(code).message(in: language))
        }
        guard let usd else { return BoardPanel(caption: "", table: [], notices: notices) }
        let homeCurrency = CurrencyCatalog.quickCurrency(code: home) ?? usd
        var board = RatesBoard(
            base: usd, targets: targets, home: homeCurrency, rates: rates, now: now, zone: service.zone)
        board.previous = before.entry
        board.won = decided.rates
        board.wonBank = bank?.settings.id
        var ages = [BoardAge(Localized(ko: "데이터", en: "data"), time: rates.table.time)]
        if let next = rates.nextUpdate, rates.source != .bundled {
            ages.append(BoardAge(Localized(ko: "다음 갱신", en: "next update"), time: next))
        }
        var caption = Self.caption(rates, language: language)
        if let note = board.bankNote(language: language) { caption += " · " + note }
        return BoardPanel(
            caption: caption, ages: ages,
            table: Self.table(board, width: width, language: language, palette: palette), notices: notices)
    }

    /// The `rates` table without its header line (the board's own lines say
    /// where and when), giving up columns as `rates` does on a narrow screen.
    static func table(_ board: RatesBoard, width: Int, language: Language, palette: Palette = .plain)
        -> [String]
    {
        // The note naming what was left out breaks between words; the rows already fit.
        board.lines(language: language, palette: palette, width: width).dropFirst().flatMap {
            DisplayWidth.wrap($0, to: width)
        }
    }

    /// `기준 1 USD · open-er-api (저장됨) · 2026-11-25 00:00 UTC`.
    static func caption(_ rates: RatesAnswer, language: Language) -> String {
        let source: Localized
        switch rates.source {
        case .network: source = Localized(ko: "방금 받음", en: "just fetched")
        case .cache: source = Localized(ko: "저장됨", en: "saved")
        case .bundled: source = Localized(ko: "내장", en: "bundled")
        }
        let when = TimeText.minutes(rates.table.time) + " UTC"
        return Localized(
            ko: "기준 1 USD · \(rates.provider) (\(source.ko)) · \(when)",
            en: "per 1 USD · \(rates.provider) (\(source.en)) · \(when)")(language)
    }
}
