/// The language of every message and of the names shown for currencies and units.
public enum Language: String, Sendable, CaseIterable {
    case ko
    case en

    /// SPEC §3: `--lang`, else `HWAN_LANG`, else the config file's `lang`
    /// (`configured`), else Korean when the POSIX locale variables (in their
    /// precedence order) start with `ko`, else English.
    /// Returns nil only when an explicit choice names no known language.
    public static func resolve(flag: String?, environment: Environment, configured: Language? = nil)
        -> Language?
    {
        if let flag { return Language(rawValue: flag.lowercased()) }
        if let chosen = environment["HWAN_LANG"], !chosen.isEmpty {
            return Language(rawValue: String(chosen.lowercased().prefix(2))) ?? .en
        }
        if let configured { return configured }
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return value.lowercased().hasPrefix("ko") ? .ko : .en
            }
        }
        return .en
    }
}

/// A text in both languages, picked at the edge.
public struct Localized: Sendable, Equatable {
    public let ko: String
    public let en: String

    public init(ko: String, en: String) {
        self.ko = ko
        self.en = en
    }

    public func callAsFunction(_ language: Language) -> String {
        language == .ko ? ko : en
    }
}
