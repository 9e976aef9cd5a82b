extension ReservedName {
    /// Words that name a day in a date line.
    static let dateWords: Set<String> = [
        "오늘", "어제", "내일", "모레", "그제", "그저께", "지금", "크리스마스", "성탄절", "today", "yesterday", "tomorrow", "now",
        "christmas", "xmas", "age", "나이", "만나이", "vars", "변수",
    ]

    /// What `name` already is to hwan; nil when it is free for the user.
    /// A name is free when the grammar, read alone, finds it an unknown word
    /// or a topic word, a label and not a name of anything (`price`, `rate`).
    static func of(_ name: String) -> ReservedName? {
        let lower = name.lowercased()
        if Command.command(named: lower) != nil { return .command }
        if MathFunction(rawValue: lower) != nil { return .function }
        if dateWords.contains(lower) { return lower == "vars" || lower == "변수" ? .command : .date }
        do {
            let parsed = try Parser.parse(LineText(name))
            if case .quantity(nil, let match, _) = parsed.expression {
                let currency = match.entries.contains {
                    if case .currency = $0.target { true } else { false }
                }
                return currency ? .currency : .unit
            }
            return .keyword
        } catch {
            return error.namesNothing ? nil : .keyword
        }
    }
}
