/// Which provider to ask, where, with which key and base currency: resolved
/// once from options and environment, then passed around as a value.
public struct ProviderSettings: Sendable, Equatable {
    public let id: ProviderID
    public let baseURL: String
    public let key: String?
    public let baseCurrency: String

    public init(id: ProviderID, baseURL: String? = nil, key: String? = nil, baseCurrency: String = "USD") {
        self.id = id
        var base = baseURL ?? id.defaultBaseURL
        while base.hasSuffix("/") { base.removeLast() }
        self.baseURL = base
        self.key = key.flatMap { $0.isEmpty ? nil : $0 }
        self.baseCurrency = baseCurrency
    }

    /// SPEC §4: `--provider`, else `HWAN_PROVIDER`, else a provider whose key is
    /// set, else the keyless `open-er-api`. `HWAN_BASE_URL` and
    /// `HWAN_BASE_CURRENCY` override the host and the request's base.
    public static func resolve(flag: String?, environment: Environment) throws(ConfigurationError)
        -> ProviderSettings
    {
        func value(_ name: String) -> String? {
            guard let v = environment[name]?.trimmed(), !v.isEmpty else { return nil }
            return v
        }
        let id: ProviderID
        if let chosen = flag ?? value("HWAN_PROVIDER") {
            guard let known = ProviderID(rawValue: chosen.lowercased()) else {
                throw .unknownProvider(chosen)
            }
            id = known
        } else if value("EXCHANGERATE_API_KEY") != nil {
            id = .exchangeRateAPI
        } else if value("OPENEXCHANGERATES_APP_ID") != nil {
            id = .openExchangeRates
        } else if value("CURRENCYLAYER_ACCESS_KEY") != nil {
            id = .currencyLayer
        } else {
            id = .openERAPI
        }
        let requested = value("HWAN_BASE_CURRENCY") ?? "USD"
        let base: String
        if let code = requested.uppercasedASCIILetters(count: 3) {
            base = code
        } else {
            // Not three ASCII letters as typed; upper-casing may still make it
            // so (`ßa` is `SSA`).
            base = requested.uppercased()
            guard base.count == 3, base.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw .invalidBaseCurrency(base)
            }
        }
        return ProviderSettings(
            id: id, baseURL: value("HWAN_BASE_URL"), key: id.keyVariable.flatMap(value), baseCurrency: base)
    }

    /// The request URL. Contains the key: never print, log or store it.
    public func requestURL() throws(ConfigurationError) -> String {
        switch id {
        case .openERAPI:
            return "\(baseURL)/v6/latest/\(baseCurrency)"
        case .exchangeRateAPI:
            guard let key else { throw .missingKey(id) }
            return "\(baseURL)/v6/\(Self.percentEncoded(key))/latest/\(baseCurrency)"
        case .openExchangeRates:
            guard let key else { throw .missingKey(id) }
            let base = baseCurrency == "USD" ? "" : "&base=\(baseCurrency)"
            return "\(baseURL)/api/latest.json?app_id=\(Self.percentEncoded(key))\(base)"
        case .currencyLayer:
            guard let key else { throw .missingKey(id) }
            return "\(baseURL)/live?access_key=\(Self.percentEncoded(key))&source=\(baseCurrency)"
        }
    }

    /// Replaces every occurrence of the key (raw or encoded) with `***`.
    public func redact(_ text: String) -> String {
        Redaction.masking(secrets, in: text)
    }

    /// The key as it may appear in an answer: raw and percent-encoded.
    public var secrets: [String] {
        guard let key, !key.isEmpty else { return [] }
        return [key, Self.percentEncoded(key)]
    }

    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                UInt8(ascii: "."),
                UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}

/// Settings that cannot work, found before any request is made.
public enum ConfigurationError: UserFacingError, Equatable {
    case unknownProvider(String)
    case invalidBaseCurrency(String)
    case missingKey(ProviderID)

    public var code: String {
        switch self {
        case .unknownProvider: "unknown_provider"
        case .invalidBaseCurrency: "invalid_base_currency"
        case .missingKey: "missing_api_key"
        }
    }

    public var status: ExitStatus {
        switch self {
        case .unknownProvider, .invalidBaseCurrency: .usage
        case .missingKey: .dataUnavailable
        }
    }

    public func message(in language: Language) -> String {
        let providers = ProviderID.allCases.map(\.rawValue).joined(separator: ", ")
        switch self {
        case .unknownProvider(let name):
            return Localized(
                ko: "알 수 없는 환율 제공자 '\(name)'. 다음 중 하나를 쓰세요: \(providers)",
                en: "unknown provider '\(name)'. Use one of: \(providers)")(language)
        case .invalidBaseCurrency(let code):
            return Localized(
                ko: "HWAN_BASE_CURRENCY '\(code)'는 세 글자 통화 코드가 아닙니다 (예: USD)",
                en: "HWAN_BASE_CURRENCY '\(code)' is not a three-letter currency code (e.g. USD)")(language)
        case .missingKey(let id):
            let variable = id.keyVariable ?? ""
            return Localized(
                ko: "\(id.rawValue)에는 API 키가 필요합니다: 환경 변수 \(variable)를 설정하세요",
                en: "\(id.rawValue) needs an API key: set the environment variable \(variable)")(language)
        }
    }
}
