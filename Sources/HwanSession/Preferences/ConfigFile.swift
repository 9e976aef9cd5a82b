/// The config file of SPEC §11, parsed: each key's value, checked, or nil
/// when the file does not set it.
///
///     # ~/.config/hwan/config
///     home = JPY          # a lone amount in yen; the last column of `rates`
///     lang = ko
///     coins = BTC ETH SOL
///     updown = western
///
/// One `key = value` per line; `#` starts a comment (whole line or after the
/// value); blank lines and spaces around key and value are ignored; a value
/// may be quoted. A later line for the same key wins. Anything else is an
/// error naming the file and the line (exit status 64), so a typo never
/// silently leaves a setting at its default.
public struct ConfigFile: Sendable, Equatable {
    /// Where the text came from, for messages; nil when there is no file.
    public var path: String?
    /// A currency code (`home = 엔` is stored as `JPY`).
    public var home: String?
    public var language: Language?
    public var provider: ProviderID?
    /// One of `CommandLineSurface.bankNames`.
    public var bank: String?
    /// `rate = bank|mid` (SPEC §7).
    public var rate: RateChoice?
    /// `rates = USD JPY EUR`: the codes `rates` and `watch rates` show by default.
    public var rates: [String]?
    /// Upper-case symbols, in the order written.
    public var coins: [String]?
    /// The exchanges `coins` and `futures` ask, in the order written, each once.
    public var exchanges: [Exchange]?
    public var color: ColorChoice?
    public var upDown: UpDownStyle?
    /// For stderr: a config file that is there but could not be read, so the defaults answer.
    public var notices: [Localized] = []

    /// No file: every key at its default.
    public static let empty = ConfigFile()

    public init(
        path: String? = nil, home: String? = nil, language: Language? = nil, provider: ProviderID? = nil,
        bank: String? = nil, coins: [String]? = nil, color: ColorChoice? = nil, upDown: UpDownStyle? = nil
    ) {
        self.path = path
        self.home = home
        self.language = language
        self.provider = provider
        self.bank = bank
        self.coins = coins
        self.color = color
        self.upDown = upDown
    }

    /// Reads `text`, the contents of the file at `path`.
    public static func parse(_ text: String, path: String) throws(ConfigFileError) -> ConfigFile {
        var file = ConfigFile(path: path)
        // A byte-order mark (a Windows editor's default) is not part of line 1.
        let text =
            text.unicodeScalars.first == "\u{FEFF}"
            ? Substring(text.unicodeScalars.dropFirst()) : Substring(text)
        for (offset, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .enumerated()
        {
            let content = rawLine.prefix { $0 != "#" }.trimmed()
            if content.isEmpty { continue }
            do throws(ConfigLineProblem) {
                guard let equals = content.firstIndex(of: "=") else { throw .missingEquals(content) }
                let name = content[..<equals].trimmed().lowercased()
                let value = unquoted(content[content.index(after: equals)...].trimmed())
                guard let key = ConfigKey(rawValue: name) else {
                    throw .unknownKey(
                        name,
                        suggestion: EditDistance.nearest(to: name, among: ConfigKey.allCases.map(\.rawValue)))
                }
                guard !value.isEmpty else { throw .emptyValue(key) }
                guard !value.unicodeScalars.contains(where: { $0 != "\t" && TerminalText.isUnsafe($0) })
                else {
                    throw .invisibleCharacters(key, value)
                }
                try file.set(key, value)
            } catch {
                throw .badLine(path: path, line: offset + 1, problem: error)
            }
        }
        return file
    }

    /// `"JPY"` or `'JPY'` → `JPY`.
    static func unquoted(_ value: String) -> String {
        guard value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first
        else {
            return value
        }
        return String(value.dropFirst().dropLast())
    }

    private mutating func set(_ key: ConfigKey, _ value: String) throws(ConfigLineProblem) {
        switch key {
        case .home: home = try Self.currencyCode(value, for: key)
        case .lang: language = try Self.choice(value, for: key, Language.init(rawValue:))
        case .provider: provider = try Self.choice(value, for: key, ProviderID.init(rawValue:))
        case .bank:
            bank = try Self.choice(value, for: key) { CommandLineSurface.bankNames.contains($0) ? $0 : nil }
        case .rate: rate = try Self.choice(value, for: key, RateChoice.init(rawValue:))
        case .rates: rates = try Self.nonEmpty(Self.currencyCodes(value, for: key), key)
        case .coins: coins = try Self.nonEmpty(Self.coinSymbols(value), key)
        case .exchanges: exchanges = try Self.nonEmpty(Self.exchangeNames(value, for: key), key)
        case .color: color = try Self.choice(value, for: key, ColorChoice.init(rawValue:))
        case .updown: upDown = try Self.choice(value, for: key, UpDownStyle.init(rawValue:))
        }
    }

    /// One of the key's words, without regard to case.
    private static func choice<T>(_ value: String, for key: ConfigKey, _ make: (String) -> T?)
        throws(ConfigLineProblem) -> T
    {
        if let chosen = make(value.lowercased()) { return chosen }
        let choices = CommandLineSurface.configKeys.first { $0.key == key }?.choices ?? []
        throw .badValue(
            key, value, choices: choices,
            suggestion: EditDistance.nearest(to: value.lowercased(), among: choices))
    }

    /// A list with nothing in it (`exchanges = ,,,`) is a line without a value.
    private static func nonEmpty<T>(_ list: [T], _ key: ConfigKey) throws(ConfigLineProblem) -> [T] {
        guard !list.isEmpty else { throw .emptyValue(key) }
        return list
    }

    /// A code (`jpy`) without building the catalog, else any name the catalog knows (`엔`, `yen`).
    private static func currencyCode(_ value: String, for key: ConfigKey) throws(ConfigLineProblem) -> String
    {
        if let currency = CurrencyCatalog.quickCurrency(code: value.uppercased()) { return currency.code }
        do {
            return try CurrencyCatalog.standard.resolve(value).code
        } catch {
            throw .unknownCurrency(key, error)
        }
    }

    /// `USD 엔, eur` → `["USD", "JPY", "EUR"]`: each word a currency the catalog knows, duplicates dropped.
    private static func currencyCodes(_ value: String, for key: ConfigKey) throws(ConfigLineProblem)
        -> [String]
    {
        var codes: [String] = []
        for word in value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
            let code = try currencyCode(String(word), for: key)
            if !codes.contains(code) { codes.append(code) }
        }
        return codes
    }

    /// `BTC ETH, sol btc/usdc` → `["BTC", "ETH", "SOL", "BTC/USDC"]`: letters and
    /// digits, at most 12 each side of an optional `/QUOTE`.
    private static func coinSymbols(_ value: String) throws(ConfigLineProblem) -> [String] {
        let symbols = value.split { $0 == " " || $0 == "," || $0 == "\t" }.map { $0.uppercased() }
        for symbol in symbols {
            guard let pair = CoinPair.parse(symbol), pair.base.count <= 12, (pair.quote?.count ?? 0) <= 12
            else {
                throw .badCoin(symbol)
            }
        }
        return symbols
    }

    /// `binance, upbit` → `[.binance, .upbit]`; a name hwan does not know is an error with the nearest one.
    static func exchangeNames(_ value: String, for key: ConfigKey) throws(ConfigLineProblem) -> [Exchange] {
        var chosen: [Exchange] = []
        for word in value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
            guard let exchange = Exchange.named(String(word)) else {
                let choices = Exchange.allCases.map(\.rawValue)
                throw .badValue(
                    key, String(word), choices: choices,
                    suggestion: EditDistance.nearest(to: word.lowercased(), among: choices))
            }
            if !chosen.contains(exchange) { chosen.append(exchange) }
        }
        return chosen
    }
}
