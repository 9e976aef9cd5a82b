extension ReservedName {
    /// Words that name a day in a date line.
    static let dateWords: Set<String> = [
        "오늘", "어제", "내일", "모레", "그제", "그저께", "지금", "크리스마스", "성탄절", "today", "yesterday", "tomorrow", "now",
        "christmas", "xmas", "age", "나이", "만나이", "vars", "변수",
    ]

    /// What `name` already is to hwan; nil when it is free for the user.
    /// A name the grammar reads alone is taken (a line using it would never
    /// reach the user's meaning); one it fails on is free when the failure is
    /// an unknown word, a topic word with no amount (`price`, `rate`), or
    /// about only a part of it (`a1`: "two amounts"), and taken when the
    /// word as a whole cannot stand (`to`, `mod`).
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
            if error.namesNothing { return nil }
            return error.range == 0..<name.unicodeScalars.count ? .keyword : nil
        }
    }
}
