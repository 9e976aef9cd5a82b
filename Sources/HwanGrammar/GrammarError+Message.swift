/// What each grammar error says, in both languages (SPEC §2: every mistake gets
/// its own message, pointing at the place).
extension GrammarError: UserFacingError {
    public var code: String {
        switch kind {
        case .unknownWord: "unknown_word"
        case .unknownCurrency: "unknown_currency"
        case .unknownUnit: "unknown_unit"
        case .prefixWithoutUnit: "missing_unit"
        case .unknownCommand: "unknown_command"
        case .missingTarget, .conversionNeedsTarget: "missing_target"
        case .targetWithAmount: "target_with_amount"
        case .secondConversion: "second_conversion"
        case .missingOperand, .twoAmounts, .unexpected, .unclosedParenthesis, .unmatchedCloseParenthesis,
            .ofWithoutPercent, .empty, .misplacedSeparator, .argumentCount:
            "syntax_error"
        case .invalidDate: "invalid_date"
        case .secondDate: "syntax_error"
        case .notANumber: "not_a_number"
        case .expectedAmount, .expectedPercent: "missing_amount"
        case .unclearShare: "syntax_error"
        case .scaleConflict, .topicMismatch: "incompatible_units"
        case .nestingTooDeep: "nesting_too_deep"
        case .lineTooLong: "line_too_long"
        }
    }

    public var status: ExitStatus { .inputError }

    /// "unknown currency 'QQQ'. Did you mean 'GTQ' or 'QAR'?" with a hint when nothing is near.
    private static func unknown(_ word: String, _ suggestions: [String], what: Localized, hint: Localized)
        -> Localized
    {
        let shown = Echo.quoted(word)
        guard let last = suggestions.last else {
            return Localized(
                ko: "알 수 없는 \(what.ko) \(shown). \(hint.ko)", en: "unknown \(what.en) \(shown); \(hint.en)")
        }
        let quoted = suggestions.map { "'\($0)'" }
        return Localized(
            ko:
                "알 수 없는 \(what.ko) \(shown). \(KoreanGrammar.alternatives(quoted, in: .ko))\(KoreanGrammar.particle(.object, after: last)) 말씀하신 건가요?",
            en: "unknown \(what.en) \(shown). Did you mean \(KoreanGrammar.alternatives(quoted, in: .en))?")
    }

    public func message(in language: Language) -> String {
        let text: Localized
        switch kind {
        case .unknownWord(let word, let suggestions):
            let shown = Echo.quoted(word)
            if suggestions.isEmpty {
                text = Localized(
                    ko:
                        "알 수 없는 단어입니다: \(shown) (통화, 단위나 숫자가 올 자리). 통화는 `currencies 검색어`, 단위는 `units 검색어`로 찾을 수 있습니다",
                    en:
                        "unknown word \(shown) where a currency, unit or number belongs. Find currencies with `currencies QUERY` and units with `units QUERY`"
                )
            } else {
                let ko = KoreanGrammar.alternatives(suggestions.map { "'\($0)'" }, in: .ko)
                let en = KoreanGrammar.alternatives(suggestions.map { "'\($0)'" }, in: .en)
                text = Localized(
                    ko:
                        "알 수 없는 단어입니다: \(shown) (통화, 단위나 숫자가 올 자리). \(ko)\(KoreanGrammar.particle(.object, after: suggestions.last!)) 말씀하신 건가요?",
                    en: "unknown word \(shown) where a currency, unit or number belongs. Did you mean \(en)?")
            }
        case .unknownCurrency(let word, let suggestions):
            text = Self.unknown(
                word, suggestions, what: Localized(ko: "통화", en: "currency"),
                hint: Localized(ko: "`currencies 검색어`로 찾아보세요", en: "search with `currencies QUERY`"))
        case .unknownUnit(let word, let suggestions):
            text = Self.unknown(
                word, suggestions, what: Localized(ko: "단위", en: "unit"),
                hint: Localized(ko: "`units 검색어`로 찾아보세요", en: "search with `units QUERY`"))
        case .prefixWithoutUnit(let word, let korean, let english):
            let ko = (korean + ["…"]).joined(separator: ", ")
            let en = (english + ["…"]).joined(separator: ", ")
            text = Localized(
                ko: "\(Echo.quoted(word)) 다음에 단위가 필요합니다: \(ko)?",
                en: "\(Echo.quoted(word)) needs a unit after it: \(en)?")
        case .unknownCommand(let word, let suggestion):
            text = Localized(
                ko:
                    "알 수 없는 명령입니다: \(Echo.quoted(word)). '\(suggestion)'\(KoreanGrammar.particle(.object, after: suggestion)) 말씀하신 건가요?",
                en: "unknown command \(Echo.quoted(word)). Did you mean '\(suggestion)'?")
        case .missingTarget:
            text = Localized(
                ko: "무엇으로 바꿀지 빠졌습니다: 'to' 뒤에 통화나 단위를 쓰세요 (예: 100 USD to KRW)",
                en: "nothing to convert into: write a currency or unit after 'to' (e.g. 100 USD to KRW)")
        case .conversionNeedsTarget:
            text = Localized(
                ko: "convert에는 바꿀 통화나 단위가 필요합니다 (예: convert 100 USD JPY)",
                en: "convert needs something to convert into (e.g. convert 100 USD JPY)")
        case .targetWithAmount:
            text = Localized(
                ko: "바꿀 대상에는 금액 없이 통화나 단위만 씁니다 (예: 100 USD to JPY)",
                en: "a target is a currency or unit without an amount (e.g. 100 USD to JPY)")
        case .secondConversion:
            text = Localized(
                ko: "한 줄에는 'to'를 한 번만 씁니다. 여러 대상은 쉼표로 나열하세요 (예: 100 USD to KRW, JPY)",
                en: "one 'to' per line; list several targets with commas (e.g. 100 USD to KRW, JPY)")
        case .missingOperand:
            text = Localized(
                ko: "여기에 숫자나 수량이 더 필요합니다",
                en: "a number or quantity is missing here")
        case .twoAmounts:
            text = Localized(
                ko: "금액이 하나 와야 할 자리에 둘이 있습니다 (곱하려면 *, 더하려면 +를 쓰세요)",
                en: "two amounts where one is expected (write * to multiply, + to add)")
        case .unexpected(let token):
            text = Localized(
                ko: "여기에는 \(Echo.quoted(token))\(KoreanGrammar.particle(.subject, after: token)) 올 수 없습니다",
                en: "\(Echo.quoted(token)) cannot stand here")
        case .unclosedParenthesis:
            text = Localized(
                ko: "여는 괄호 '('가 닫히지 않았습니다. ')'를 추가하세요",
                en: "this '(' is never closed; add a ')'")
        case .unmatchedCloseParenthesis:
            text = Localized(
                ko: "닫는 괄호 ')'에 짝이 되는 '('가 없습니다",
                en: "this ')' has no matching '('")
        case .lineTooLong(let bytes):
            let limit = LineReader.defaultMaximumBytes >> 20
            text = Localized(
                ko: "줄이 너무 깁니다 (\(bytes)바이트, 최대 \(limit) MiB): 읽지 않고 건너뜁니다",
                en: "line too long (\(bytes) bytes, at most \(limit) MiB): skipped unread")
        case .nestingTooDeep(let limit):
            text = Localized(
                ko: "괄호나 부호가 너무 깊게 중첩되었습니다 (최대 \(limit)단계)",
                en: "parentheses or signs are nested too deeply (at most \(limit) levels)")
        case .ofWithoutPercent:
            text = Localized(
                ko: "'의'와 'of'는 퍼센트와 함께 씁니다 (예: 200의 15%, 15% of 200)",
                en: "'of' goes with a percentage (e.g. 15% of 200, 200의 15%)")
        case .misplacedSeparator:
            text = Localized(
                ko: "천 단위 구분 기호 ',' 뒤에는 숫자 세 자리가 와야 합니다 (예: 1,000,000)",
                en: "a thousands separator ',' must be followed by exactly three digits (e.g. 1,000,000)")
        case .notANumber(let word):
            text = Localized(
                ko: "숫자가 아닌 값은 쓸 수 없습니다: \(Echo.quoted(word))",
                en: "not a number: \(Echo.quoted(word)) is not allowed")
        case .expectedAmount(let word):
            text = Localized(
                ko: "\(Echo.quoted(word)) 뒤에 금액이나 수량이 와야 합니다 (예: 연봉 5천만원, 섭씨 30도, 엔화 환율)",
                en:
                    "\(Echo.quoted(word)) must be followed by an amount or quantity (e.g. price 100 USD, 섭씨 30도)"
            )
        case .expectedPercent(let word):
            text = Localized(
                ko: "\(Echo.quoted(word)) 앞이나 뒤에 퍼센트가 와야 합니다 (예: 2만원에서 20% 할인, 48달러 팁 15%)",
                en:
                    "\(Echo.quoted(word)) needs a percentage before or after it (e.g. 20% off 35000 won, 48 USD tip 15%)"
            )
        case .unclearShare(let count):
            text = Localized(
                ko:
                    "\(Echo.quoted(count)): 나누는지(나누면, 더치페이) 한 사람 몫인지(씩) 알려 주세요 (예: 3만원 4명이서 나누면, 3만원씩 4명)",
                en:
                    "\(Echo.quoted(count)): say whether the amount is shared (split) or each one's (each), e.g. split 120 USD 4 ways, 30 USD each 4 people"
            )
        case .scaleConflict(let scale, let word):
            text = Localized(
                ko:
                    "\(Echo.quoted(scale))\(KoreanGrammar.particle(.subject, after: scale)) 단위를 정했는데 \(Echo.quoted(word))\(KoreanGrammar.particle(.subject, after: word)) 붙어 있습니다: 둘 중 하나만 쓰세요 (예: 화씨 100도, 100°F)",
                en:
                    "\(Echo.quoted(scale)) already names the unit, and \(Echo.quoted(word)) contradicts it: write one of them (e.g. 화씨 100도 or 100 °F)"
            )
        case .topicMismatch(let topic, let expected, let found):
            let names = { (raw: String) -> Localized in
                raw == "money"
                    ? Localized(ko: "금액", en: "money")
                    : UnitDimension(rawValue: raw).map { d in
                        Localized(ko: d.name(in: .ko), en: d.name(in: .en))
                    }
                        ?? Localized(ko: "수", en: "a plain number")
            }
            let (e, f) = (names(expected), names(found))
            text = Localized(
                ko:
                    "\(Echo.quoted(topic))\(KoreanGrammar.particle(.subject, after: topic)) \(e.ko)인데 뒤의 수량은 \(f.ko)입니다",
                en:
                    "\(Echo.quoted(topic)) is a \(e.en), but the quantity after it is \(f.en == "a plain number" ? f.en : "a " + f.en)"
            )
        case .argumentCount(let function, let takes):
            text = Localized(
                ko:
                    "\(function)에는 인수를 \(takes == 1 ? "하나만" : "\(takes)개까지") 씁니다 (예: max(3, 4, 2), log(8, 2))",
                en:
                    "\(function) takes \(takes == 1 ? "one argument" : "at most \(takes) arguments") (e.g. max(3, 4, 2), log(8, 2))"
            )
        case .invalidDate(let typed, let days):
            let shown = Echo.quoted(typed)
            if let days {
                text = Localized(
                    ko: "없는 날짜입니다: \(shown) (그달은 \(days)일까지 있습니다)",
                    en: "no such date: \(shown) (that month has \(days) days)")
            } else {
                text = Localized(
                    ko: "없는 날짜입니다: \(shown) (월은 1부터 12까지입니다)",
                    en: "no such date: \(shown) (months run from 1 to 12)")
            }
        case .secondDate:
            text = Localized(
                ko: "한 줄에 날짜는 하나만 쓸 수 있습니다",
                en: "one date per line: this line already names a day")
        case .empty:
            text = Localized(
                ko: "계산할 내용이 없습니다. 숫자나 식을 입력하세요 (예: 100 USD to KRW)",
                en: "nothing to calculate; type a number or an expression (e.g. 100 USD to KRW)")
        }
        return text(language)
    }
}
