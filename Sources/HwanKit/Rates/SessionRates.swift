/// The rates one session works with: fetched (or read from the cache) the
/// first time a line needs them and again only when they expire, with every
/// notice about them said once. It answers the evaluator's question "units of
/// B for one A" with exact cross rates computed from the table (never looked
/// up in a hand-made table), remembered per pair for batch mode.
public final class SessionRates {
    let service: RateService
    /// The table in use, nil until a line needed it.
    @exclusivity(unchecked) public private(set) var answer: RatesAnswer? {
        didSet { validity = answer.map { .until($0.currentUntil) } ?? .none }
    }
    /// `answer`'s expiry kept apart, so the per-line check does not copy the answer.
    private enum Validity { case none, until(Int64?) }
    @exclusivity(unchecked) private var validity = Validity.none
    /// Exact cross rates of `answer`, by `FROM` + `TO`.
    private var memo: [String: ExactFraction] = [:]
    /// The same rates for the terse batch fast path, by the six bytes of `AAABBB`.
    /// (`@exclusivity(unchecked)`, as `Session.ans`: read on every batch line.)
    @exclusivity(unchecked) private(set) var fastRates: [UInt64: ExactFraction] = [:]
    /// Notices waiting to be shown, and those already shown (batch mode says each once).
    private var pending: [Localized] = []
    private var shown: Set<String> = []

    public init(service: RateService) {
        self.service = service
    }

    /// The table for this line: the session's while it is current, else a fresh answer.
    @discardableResult
    public func current(forced: Bool = false) -> RatesAnswer {
        if !forced, let answer, isCurrent() { return answer }
        let fresh = service.current(forced: forced)
        answer = fresh
        memo = [:]
        fastRates = [:]
        pending += fresh.notices
        return fresh
    }

    /// Whether the session's table may still answer now: the one expiry check the
    /// full path and the batch fast path both ask, on every line.
    public func isCurrent() -> Bool {
        guard case .until(let until) = validity else { return false }
        return RefreshPolicy.isCurrent(until: until, now: service.clock())
    }

    /// Units of `to` for one `from`, exact; `rateUnavailable` when the table lacks either.
    public func rate(from: Currency, to: Currency) throws(EvaluationError) -> ExactFraction {
        let rates = current()
        let key = from.code + to.code
        if let known = memo[key] { return known }
        for code in [from.code, to.code] where !rates.table.contains(code) {
            throw .rateUnavailable(code: code, provider: rates.provider, at: 0..<0)
        }
        guard let computed = rates.table.rate(from: from.code, to: to.code) else {
            throw .rateUnavailable(code: from.code, provider: rates.provider, at: 0..<0)
        }
        memo[key] = computed
        if let pair = Self.pairKey(from.code, to.code) { fastRates[pair] = computed }
        return computed
    }

    /// The notices not yet shown, in `language`; each is said once per session.
    func takeNotices(in language: Language) -> [String] {
        defer { pending = [] }
        return pending.map { $0(language) }.filter { shown.insert($0).inserted }
    }

    static func pairKey(_ from: String, _ to: String) -> UInt64? {
        let bytes = Array(from.utf8) + Array(to.utf8)
        guard bytes.count == 6 else { return nil }
        return bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }
}
