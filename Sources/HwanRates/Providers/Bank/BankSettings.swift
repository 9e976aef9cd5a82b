/// Which bank to ask, where and with which key: resolved once from the
/// preferences and the environment, then passed around as a value.
public struct BankSettings: Sendable, Equatable {
    public let id: BankID
    public let baseURL: String
    public let key: String?

    /// What Dunamu is asked for in one request whatever the line names, so that
    /// `bank`, `bank GBP` and `remit` share one cached body (Hana Bank's
    /// currencies Koreans deal in most). A code outside it is added to the request.
    public static let dunamuCodes = [
        "USD", "JPY", "EUR", "CNY", "GBP", "HKD", "TWD", "SGD", "AUD", "CAD", "CHF", "NZD", "THB", "VND",
        "PHP",
        "IDR", "MYR", "INR",
    ]

    public init(id: BankID, baseURL: String? = nil, key: String? = nil) {
        self.id = id
        var base = baseURL ?? id.defaultBaseURL
        while base.hasSuffix("/") { base.removeLast() }
        self.baseURL = base
        self.key = key.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The chosen bank (`Preferences.bank`) with `HWAN_BANK_BASE_URL` and
    /// its key variable; nil when no bank was chosen.
    public static func resolve(bank: String?, environment: Environment) -> BankSettings? {
        guard let bank, let id = BankID(rawValue: bank.lowercased()) else { return nil }
        func value(_ name: String) -> String? {
            guard let v = environment[name]?.trimmed(), !v.isEmpty else { return nil }
            return v
        }
        return BankSettings(id: id, baseURL: value("HWAN_BANK_BASE_URL"), key: id.keyVariable.flatMap(value))
    }

    /// The codes one Dunamu request asks for: the usual set, then any other `wanted`.
    public static func dunamuRequestCodes(wanted: [String]) -> [String] {
        var codes = dunamuCodes
        for code in wanted where code != "KRW" && !codes.contains(code) { codes.append(code) }
        return codes
    }

    /// The request URL. Contains the key: never print, log or store it.
    public func requestURL(codes: [String]) throws(BankError) -> String {
        switch id {
        case .dunamu:
            return "\(baseURL)/v1/forex/recent?codes=" + codes.map { "FRX.KRW" + $0 }.joined(separator: ",")
        case .koreaexim:
            guard let key else { throw .missingKey(id) }
            return
                "\(baseURL)/site/program/financial/exchangeJSON?authkey=\(ProviderSettings.percentEncoded(key))&data=AP01"
        }
    }

    /// Replaces every occurrence of the key (raw or encoded) with `***`.
    public func redact(_ text: String) -> String {
        Redaction.masking(secrets, in: text)
    }

    /// The key as it may appear in an answer: raw and percent-encoded.
    public var secrets: [String] {
        guard let key, !key.isEmpty else { return [] }
        return [key, ProviderSettings.percentEncoded(key)]
    }
}
