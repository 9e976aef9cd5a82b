/// Why a word could not be turned into one currency. Every case names the
/// word and says what to write instead.
public enum CurrencyLookupError: UserFacingError, Equatable {
    /// No currency has this code, name or alias; `suggestions` are the nearest codes.
    case unknown(String, suggestions: [String])
    /// The word names several currencies (`페소`); they are listed so the user can pick a code.
    case ambiguous(String, [Currency])
    /// `currencies QUERY` found nothing; `suggestions` are the nearest currency
    /// names, the same as an unknown currency's (`currencies JYP` → JPY).
    case noMatch(String, suggestions: [String] = [])

    public var code: String {
        switch self {
        case .unknown: "unknown_currency"
        case .ambiguous: "ambiguous_currency"
        case .noMatch: "no_matching_currency"
        }
    }

    public var status: ExitStatus { .inputError }

    public func message(in language: Language) -> String {
        switch (self, language) {
        case (.unknown(let token, let suggestions), .en):
            guard !suggestions.isEmpty else {
                return
                    "unknown currency '\(token)'. Write an ISO code such as USD, or search with 'currencies \(token)'"
            }
            return
                "unknown currency '\(token)'. Did you mean \(KoreanGrammar.alternatives(suggestions, in: .en))?"
        case (.unknown(let token, let suggestions), .ko):
            guard !suggestions.isEmpty else {
                return "알 수 없는 통화 '\(token)'. USD 같은 ISO 코드를 쓰거나 'currencies \(token)'(으)로 찾아보세요"
            }
            let last = suggestions[suggestions.count - 1]
            return
                "알 수 없는 통화 '\(token)'. \(KoreanGrammar.alternatives(suggestions, in: .ko))\(KoreanGrammar.particle(.object, after: last)) 말씀하신 건가요?"
        case (.ambiguous(let token, let currencies), _):
            let list = currencies.map { "\($0.code) (\($0.name(in: language)))" }.joined(separator: ", ")
            return language == .en
                ? "'\(token)' could mean several currencies: \(list) — write the code instead"
                : "'\(token)'\(KoreanGrammar.particle(.topic, after: token)) 여러 통화를 뜻할 수 있습니다: \(list) — 통화 코드를 쓰세요"
        case (.noMatch(let query, let suggestions), .en):
            guard !suggestions.isEmpty else {
                return
                    "no currency matches \(Echo.quoted(query)). Search by code, name or country, e.g. 'currencies dollar'"
            }
            return
                "no currency matches \(Echo.quoted(query)). Did you mean \(KoreanGrammar.alternatives(suggestions, in: .en))?"
        case (.noMatch(let query, let suggestions), .ko):
            guard let last = suggestions.last else {
                return "\(Echo.quoted(query))에 맞는 통화가 없습니다. 코드, 이름 또는 나라로 찾아보세요 (예: 'currencies 달러')"
            }
            return
                "\(Echo.quoted(query))에 맞는 통화가 없습니다. \(KoreanGrammar.alternatives(suggestions, in: .ko))\(KoreanGrammar.particle(.object, after: last)) 말씀하신 건가요?"
        }
    }
}
