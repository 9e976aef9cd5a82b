/// The rates one session works with: fetched (or read from the cache) the
/// first time a line needs them and again only when they expire, with every
/// notice about them said once. It answers the evaluator's question "units of
/// B for one A" with exact cross rates computed from the table (never looked
/// up in a hand-made table), remembered per pair for batch mode.
public final class SessionRates {
    package let service: RateService
    /// The table in use, nil until a line needed it.
    @exclusivity(unchecked) public private(set) var answer: RatesAnswer? {
        didSet {
            validity = answer.map { .until($0.currentUntil) } ?? .none
            isRenewing = answer?.renewing ?? false
            answerBox = answer.map(RatesAnswerBox.init)
            hasLastPair = false
        }
    }
    /// `answer` in a box of its own, made when the answer changes: an outcome
    /// that says where its rates came from holds it with one reference, not a copy.
    @exclusivity(unchecked) package private(set) var answerBox: RatesAnswerBox?
    /// `answerBox` read here for another module (reading the stored property
    /// there makes the dynamic check its attribute leaves out).
    package var answerReference: RatesAnswerBox? { answerBox }
    /// The pair `rate` answered last with its rate (a column of one pair asks
    /// it on every line): what `pairRates` or `memo` hold for it, so emptied with them.
    /// (Three fields, not an optional tuple: taking one apart copied all three.)
    @exclusivity(unchecked) private var hasLastPair = false
    /// The last pair's `pairKey` (nil: its codes are not three bytes each; found by identity only).
    @exclusivity(unchecked) private var lastPair: UInt64?
    @exclusivity(unchecked) private var lastRate = ExactFraction.zero
    /// The last pair's currencies by `Currency.identity` (nil: none), compared before their codes.
    @exclusivity(unchecked) private var lastFromIdentity: UnsafeMutableRawPointer?
    @exclusivity(unchecked) private var lastToIdentity: UnsafeMutableRawPointer?
    /// `answer`'s expiry kept apart, so the per-line check does not copy the answer.
    private enum Validity {
        case none
        case until(Int64?)
    }
    @exclusivity(unchecked) private var validity = Validity.none
    /// `answer` is the saved table while this process renews it: the renewed
    /// one answers from the first line after the renewal ends.
    @exclusivity(unchecked) private var isRenewing = false
    /// Exact cross rates of `answer`, by `FROM` + `TO`, for pairs whose codes are not three bytes each.
    private var memo: [String: ExactFraction] = [:]
    /// The rates of pairs of six bytes (two three-letter codes), by the six bytes of `AAABBB`
    /// (`pairKey`): no string key made or hashed (`PairRateTable`: nor the six bytes SipHashed).
    /// (`@exclusivity(unchecked)`, as `Session.ans`: read on every batch line.)
    @exclusivity(unchecked) package private(set) var pairRates = PairRateTable()
    /// Notices waiting to be shown, and those already shown (batch mode says each once).
    @exclusivity(unchecked) private var pending: [Localized] = []
    private var shown: Set<String> = []

    /// The bank whose 매매기준율 answers the won under SPEC §7's rule
    /// (`WonRateRule`); nil with no bank chosen or with `rate = mid`.
    package let bank: SessionBank?
    /// The won's rate per currency as the rule decided it, while `wonUntil` has not passed.
    private var won: [String: WonRate] = [:]
    /// When the decisions in `won` may change: the bank answer's expiry or the next 08:25 / 00:00 KST.
    @exclusivity(unchecked) private var wonUntil: Int64?

    public init(service: RateService, bank: SessionBank? = nil) {
        self.service = service
        self.bank = bank
    }

    /// The table for this line: the session's while it is current, else a fresh answer.
    @discardableResult
    public func current(forced: Bool = false) -> RatesAnswer {
        if !forced, let answer, isCurrent() { return answer }
        let fresh = service.current(forced: forced)
        answer = fresh
        memo = [:]
        pairRates.removeAll()
        hasLastPair = false
        won = [:]
        wonUntil = nil
        pending += fresh.notices
        return fresh
    }

    /// Whether `rate` found the rates current since the line began (`startLine`):
    /// the line's last check (`Session.calculate`) then does not read the clock again.
    /// (Read through `foundCurrent` from another module: a module reading the stored
    /// property itself makes the dynamic check the attribute leaves out.)
    package var foundCurrent: Bool { isFoundCurrent }
    @exclusivity(unchecked) private var isFoundCurrent = false

    /// A line begins: whatever `rate` found belongs to the last one.
    package func startLine() {
        if isFoundCurrent { isFoundCurrent = false }
    }

    /// Whether the session's table may still answer now: the one expiry check
    /// every money line asks.
    public func isCurrent() -> Bool {
        guard case .until(let until) = validity else { return false }
        let now = service.clock()
        if let wonUntil, now >= wonUntil { return false }
        if isRenewing, service.renewalEnded() { return false }
        return RefreshPolicy.isCurrent(until: until, now: now)
    }

    /// The won's rate for `code` under SPEC §7's rule, when a bank is chosen
    /// as the rate; nil otherwise. With `needOpen` false (a conversion) the
    /// bank is not asked before 08:25 KST, when its quote cannot answer.
    public func wonRate(_ code: String, needOpen: Bool = false) -> WonRate? {
        guard let bank, code != "KRW" else { return nil }
        let rates = current()
        if let known = won[code] { return known }
        let now = service.clock()
        guard needOpen || WonRateRule.secondOfDay(now) >= WonRateRule.bankOpens else {
            // The provider answers until 08:25; what the session remembers must end then.
            wonUntil = min(wonUntil ?? Int64.max, WonRateRule.nextSwitch(after: now))
            return nil
        }
        let answer = bank.current(wanted: [code])
        guard let table = answer.table,
            let decided = WonRateRule.rate(
                code: code, quote: table.quote(for: code), bank: table.bank, provider: rates.table, now: now)
        else { return nil }
        if let rejection = decided.rejection { pending.append(rejection.notice(bank: table.bank)) }
        won[code] = decided
        let until = min(answer.currentUntil ?? Int64.max, WonRateRule.nextSwitch(after: now))
        wonUntil = min(wonUntil ?? Int64.max, until)
        return decided
    }

    /// The bank's rate when it answers the pair now (one side KRW), else nil.
    public func bankRate(from: Currency, to: Currency) -> WonRate? {
        bankRate(from: from.code, to: to.code)
    }

    /// The same, by codes.
    public func bankRate(from: String, to: String) -> WonRate? {
        guard bank != nil, from != to, from == "KRW" || to == "KRW" else { return nil }
        guard let rate = wonRate(from == "KRW" ? to : from), rate.isBank else { return nil }
        return rate
    }

    /// Units of `to` for one `from`, exact; `rateUnavailable` when the table lacks either.
    public func rate(from: Currency, to: Currency) throws(EvaluationError) -> ExactFraction {
        // A pair already computed from the table still in use: no copy of the answer,
        // and for two three-letter codes no string key (`pairRates` holds what `memo` does).
        let pair = Self.pairKey(from, to)
        let isCurrentNow = isCurrent()
        if isCurrentNow {
            isFoundCurrent = true
            // (The same two catalog rows as the last line's first: no string read;
            // then the same codes, by their bytes: no key hashed.)
            if hasLastPair, lastFromIdentity == from.identity, lastToIdentity == to.identity {
                return lastRate
            }
            if hasLastPair, let pair, pair == lastPair {
                lastFromIdentity = from.identity
                lastToIdentity = to.identity
                return lastRate
            }
            if let pair {
                if let known = pairRates[pair] {
                    rememberLast(from, to, pair, known)
                    return known
                }
            } else if let known = memo[from.code + to.code] {
                rememberLast(from, to, pair, known)
                return known
            }
        }
        let key = pair == nil ? from.code + to.code : ""
        // (Current just now: the answer itself, the clock not read again.)
        let rates: RatesAnswer
        if isCurrentNow, let answer { rates = answer } else { rates = current() }
        if let known = remembered(pair: pair, key: key) { return known }
        if let won = bankRate(from: from, to: to) {
            let computed = from.code == "KRW" ? ((try? .one / won.krwPerUnit) ?? .zero) : won.krwPerUnit
            remember(computed, pair: pair, key: key)
            return computed
        }
        for code in [from.code, to.code] where !rates.table.contains(code) {
            throw .rateUnavailable(code: code, provider: rates.provider, at: 0..<0)
        }
        guard let computed = rates.table.rate(from: from.code, to: to.code) else {
            throw .rateUnavailable(code: from.code, provider: rates.provider, at: 0..<0)
        }
        remember(computed, pair: pair, key: key)
        return computed
    }

    private func rememberLast(_ from: Currency, _ to: Currency, _ pair: UInt64?, _ rate: ExactFraction) {
        lastPair = pair
        lastRate = rate
        lastFromIdentity = from.identity
        lastToIdentity = to.identity
        hasLastPair = true
    }

    private func remembered(pair: UInt64?, key: String) -> ExactFraction? {
        if let pair { return pairRates[pair] }
        return memo[key]
    }

    private func remember(_ rate: ExactFraction, pair: UInt64?, key: String) {
        if let pair { pairRates.set(rate, for: pair) } else { memo[key] = rate }
    }

    /// Whether `takeNotices` has any to give (a line without them asks only this).
    package var hasNotices: Bool { !pending.isEmpty }

    /// The notices not yet shown, in `language`; each is said once per session.
    package func takeNotices(in language: Language) -> [String] {
        if pending.isEmpty { return [] }
        defer { pending = [] }
        return pending.map { $0(language) }.filter { shown.insert($0).inserted }
    }

    /// The six bytes of the two codes as one integer (`Currency.codeKey` each), nil
    /// unless both codes have three bytes (such a pair is kept by its string key).
    static func pairKey(_ from: Currency, _ to: Currency) -> UInt64? {
        let (a, b) = (from.codeKey, to.codeKey)
        guard a != 0 && b != 0 else { return nil }
        return UInt64(a) << 24 | UInt64(b)
    }
}

/// A `RatesAnswer` held by reference (`SessionRates.answerBox`).
package final class RatesAnswerBox {
    package let answer: RatesAnswer

    init(_ answer: RatesAnswer) { self.answer = answer }
}
