/// Rates as a provider gave them: units of each currency per one `base`, at `time`.
/// Any pair converts through the base, so a USD-based and a KRW-based table
/// answer the same questions.
///
/// A table read from the cache's compact form (`RateTable+Compact.swift`)
/// keeps that validated text and finds a code's rate in it when asked
/// (`rate(for:)`), so a command that converts one pair decodes two rates, not
/// the provider's ~170; `rates` builds the whole dictionary when a caller
/// wants it (the history, `refresh`'s comparison, a fetch's checks).
public struct RateTable: Sendable, Equatable {
    public let base: String
    /// When the provider last updated these rates (Unix seconds, UTC).
    public let time: Int64
    let storage: Storage

    /// Where the rates live: decoded, or as the compact form's sorted text.
    enum Storage: Sendable {
        case decoded([String: ExactDecimal])
        case compact(CompactRates)
    }

    public init(base: String, time: Int64, rates: [String: ExactDecimal]) {
        self.base = base
        self.time = time
        var all = rates
        all[base] = 1
        self.storage = .decoded(all)
    }

    /// A table over a compact text `CompactRates.scan` accepted for `base`.
    init(base: String, time: Int64, compact: CompactRates) {
        self.base = base
        self.time = time
        self.storage = .compact(compact)
    }

    /// Every code's rate, the base's own (1) included.
    public var rates: [String: ExactDecimal] {
        switch storage {
        case .decoded(let rates): return rates
        case .compact(let compact): return compact.dictionary(base: base)
        }
    }

    /// `code`'s units per one base, or nil when the table lacks it.
    public func rate(for code: String) -> ExactDecimal? {
        switch storage {
        case .decoded(let rates): return rates[code]
        case .compact(let compact): return code == base ? 1 : compact.rate(for: code)
        }
    }

    public func contains(_ code: String) -> Bool {
        switch storage {
        case .decoded(let rates): return rates[code] != nil
        case .compact(let compact): return code == base || compact.contains(code)
        }
    }

    /// Units of `to` for one `from` (the cross rate through the base, exactly
    /// rate[to] / rate[from]), or nil when the table lacks either currency.
    public func rate(from: String, to: String) -> ExactFraction? {
        if from == to { return rate(for: from).map { $0 > 0 ? .one : nil } ?? nil }
        return Self.cross(from: rate(for: from), to: rate(for: to))
    }

    /// `rate(from:to:)` of the two codes' rates per base (`rate(for:)`), for a
    /// caller that needs one code's rate in several pairs (a `rates` table
    /// crosses each row with the base and the home currency): a lookup in a
    /// compact table is a search and a decimal read.
    public static func cross(from: ExactDecimal?, to: ExactDecimal?) -> ExactFraction? {
        guard let f = from, let t = to, f > 0 else { return nil }
        if f == t { return .one }
        return try? ExactFraction(numerator: t, denominator: f)
    }

    /// `amount` of `from` in `to`, exactly.
    public func convert(_ amount: ExactFraction, from: String, to: String) -> ExactFraction? {
        rate(from: from, to: to).map { amount * $0 }
    }

    /// The same base, time and rates, however each table holds them.
    public static func == (lhs: RateTable, rhs: RateTable) -> Bool {
        guard lhs.base == rhs.base, lhs.time == rhs.time else { return false }
        if case .compact(let l) = lhs.storage, case .compact(let r) = rhs.storage, l.bytes == r.bytes {
            return true
        }
        return lhs.rates == rhs.rates
    }
}
