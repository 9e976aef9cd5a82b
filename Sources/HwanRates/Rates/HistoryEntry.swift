/// One table in the rate history (SPEC §8): what one provider said at one
/// time, whole, so that `history` can answer for any currency in any base
/// with cross rates computed exactly from what was stored.
///
/// A line of `rate-history.jsonl` (one JSON object, no newline inside):
///
///     {"provider":"open-er-api","base":"USD","time":1775198851,"rates":{"EUR":0.8684,...}}
///
/// `rates` are units of each code per one `base` (a rate provider's table);
/// a table quoted the other way round, as banks do (KRW per unit of each
/// code), is stored under `"prices"` with `quote: .basePerUnit`, so that
/// nothing is inverted (and rounded) on the way in.
public struct HistoryEntry: Sendable, Equatable {
    /// How the numbers of `rates` read.
    public enum Quote: Sendable, Equatable {
        /// Units of each code per one `base` (`RateTable`).
        case unitsPerBase
        /// `base` per one unit of each code (a bank's KRW price of a currency).
        case basePerUnit
    }

    /// `open-er-api`, `openexchangerates`, ... (a bank provider's name later).
    public let provider: String
    public let base: String
    /// The provider's own time of the table (Unix seconds, UTC): the hour it
    /// falls in decides which entry it replaces.
    public let time: Int64
    public let quote: Quote
    public let rates: [String: ExactDecimal]

    public init(
        provider: String, base: String, time: Int64, quote: Quote = .unitsPerBase,
        rates: [String: ExactDecimal]
    ) {
        self.provider = provider
        self.base = base
        self.time = time
        self.quote = quote
        var all = rates
        all[base] = 1
        self.rates = all
    }

    /// A rate provider's table, whole.
    public init(provider: String, table: RateTable) {
        self.init(provider: provider, base: table.base, time: table.time, rates: table.rates)
    }

    /// The hour (since 1970) the table's time falls in: one entry per provider per hour.
    public var hour: Int64 { time >= 0 ? time / 3600 : (time - 3599) / 3600 }

    /// Units of `to` for one `from`, exactly, or nil when the entry lacks either.
    public func rate(from: String, to: String) -> ExactFraction? {
        guard let f = rates[from], let t = rates[to], f > 0, t > 0 else { return nil }
        if from == to { return .one }
        switch quote {
        case .unitsPerBase: return try? ExactFraction(numerator: t, denominator: f)
        case .basePerUnit: return try? ExactFraction(numerator: f, denominator: t)
        }
    }

    // MARK: - Bounds on what is read back

    /// More currencies than any provider lists (openexchangerates: about 170).
    static let maximumCodes = 400
    static let maximumProviderLength = 40

    /// A currency code as providers write them: 2 to 6 capital letters or digits.
    static func isCode(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return (2...6).contains(bytes.count)
            && bytes.allSatisfy { (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) }
    }

    /// A provider's name: lower-case letters, digits and `-`.
    static func isProviderName(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return (1...maximumProviderLength).contains(bytes.count)
            && bytes.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    }

    /// Whether everything in the entry is what hwan would write: a known shape of
    /// provider and codes, a plausible time and plausible rates (`RateTable.isPlausibleRate`).
    public var isPlausible: Bool {
        Self.isProviderName(provider) && Self.isCode(base) && UnixTime.isPlausible(time)
            && rates.count >= 2 && rates.count <= Self.maximumCodes
            && rates.allSatisfy { Self.isCode($0.key) && RateTable.isPlausibleRate($0.value) }
            && rates[base] == 1
    }

    // MARK: - The line format

    /// The entry as one line (without the newline), codes in order so that equal entries are equal bytes.
    public func encoded() -> String {
        var writer = JSONWriter()
        writer.string("provider", provider)
        writer.string("base", base)
        writer.number("time", raw: String(time))
        let members = rates.keys.sorted().map { JSONWriter.quote($0) + ":" + rates[$0]!.description }
        writer.raw(quote == .unitsPerBase ? "rates" : "prices", "{" + members.joined(separator: ",") + "}")
        return writer.finish()
    }

    /// Reads one line; nil when it is not JSON, lacks a field, or holds anything implausible.
    public static func decode(_ line: some Collection<UInt8>) -> HistoryEntry? {
        guard let document = try? JSONParser.parse(Array(line)),
            let provider = document["provider"]?.stringValue,
            let base = document["base"]?.stringValue,
            case .number(let timeText)? = document["time"], let time = Int64(timeText)
        else { return nil }
        let quote: Quote
        let members: [String: JSONValue]
        switch (document["rates"], document["prices"]) {
        case (.object(let found)?, nil):
            quote = .unitsPerBase
            members = found
        case (nil, .object(let found)?):
            quote = .basePerUnit
            members = found
        default:
            return nil
        }
        guard members.count <= maximumCodes else { return nil }
        var rates: [String: ExactDecimal] = [:]
        for (code, value) in members {
            guard let rate = value.decimalValue else { return nil }
            rates[code] = rate
        }
        if let own = rates[base], own != 1 { return nil }
        let entry = HistoryEntry(provider: provider, base: base, time: time, quote: quote, rates: rates)
        return entry.isPlausible ? entry : nil
    }
}
