// The words people put around the numbers (SPEC §2), read by rule around the
// levels of Parser.swift:
//
//   sum        := clause plain-sum clause                 (a clause before or after, or both)
//   clause     := { PCT | PERCENTAGE | COUNT | SPLIT | EACH | HALVES | "+" PCT }
//                 PCT 할인 off 부가세 팁 …; PERCENTAGE `20%` next to a PCT word;
//                 COUNT a number and 명/people/ways or 개/잔/인분 (each); SPLIT 더치페이/split/n빵/1/N;
//                 EACH 씩/each/인당; HALVES 반반
//   scaled     := NAME PER scaled [named-amount]          근당 15000원, 평당 3000만원 34평
//               | PERTOPIC scaled                         시급 10030원 (a price per hour)
//               | LABEL scaled                            설탕 1컵 (a word that is no name)
//               | amount ["분의" power] NAME [PER NAME | "a" NAME | "of" LABEL]
//   target     := NAME PER                                kg당 (the line's money per kg)
//
// A clause changes the amount it stands beside: off and down take the
// percentage off, up, tip and VAT add it (VAT 10% unless a percentage is
// given), 공급가 asks for the amount before the tax; people counted divide
// a shared amount (split) or multiply each one's (each).

extension Parser {
    /// The phrase words of one side of an amount, as read.
    struct Clause {
        var percentWords: [(NameIndex.PercentWord, Range<Int>)] = []
        var percentage: Expression?
        var count: Expression?
        var countRange: Range<Int> = 0..<0
        var split: Range<Int>?
        var each = false
        var halves: Range<Int>?
        /// Whether the amount has been read: a count of things after a price is
        /// of that price each (`커피 4500원 3잔`); before it, it may be the
        /// bundle's (`사과 3개에 2000원`), so only 씩 says each.
        var afterAmount = false

        var isEmpty: Bool {
            percentWords.isEmpty && percentage == nil && count == nil && split == nil && !each
                && halves == nil
        }
    }

    /// A sum with the phrase words around it applied.
    mutating func sumWithPhrases() throws(GrammarError) -> Expression {
        var clause = Clause()
        // `사과 3개 2000원씩`: a word that is no name before a count labels what is counted.
        let countedLabel = labelBeforeCount()
        try readClause(&clause)
        var value: Expression
        if !clause.isEmpty, !startsOperand() {
            // `반반`, `더치페이 4명` alone: the last result.
            value = .ans(current.range.lowerBound..<current.range.lowerBound)
        } else {
            value = try plainSum()
        }
        clause.afterAmount = true
        if let countedLabel {
            labels.append(TopicLabel(range: countedLabel, dimension: nil, subject: value))
        }
        // `4500원짜리 커피 3잔`: a word that is no name between the amount and its count labels it.
        if Self.mentionsName(value), let between = labelBeforeCount() {
            labels.append(TopicLabel(range: between, dimension: nil, subject: value))
        }
        try readClause(&clause)
        // `20% off 35000 won`, `20% 할인된 3만원`: the percentage came first, the amount after.
        if clause.percentage == nil, !clause.percentWords.isEmpty, Self.isPercentage(value), startsOperand() {
            clause.percentage = value
            value = try plainSum()
            try readClause(&clause)
        }
        return try applied(clause, to: value)
    }

    /// The range of a word that is no name standing before a count of people or
    /// things (`커피 3잔`), read; nil, with nothing read, anywhere else.
    mutating func labelBeforeCount() -> Range<Int>? {
        guard case .word(let text) = current.kind, case .number = next.kind, isLabel(text) else { return nil }
        switch token(at: 2).kind {
        case .phrase(.items), .phrase(.people):
            let range = current.range
            advance()
            return range
        default:
            return nil
        }
    }

    /// Whether an operand (an amount, a name, a label) starts here.
    func startsOperand() -> Bool {
        switch current.kind {
        case .number, .openParenthesis, .ans, .pi, .function, .name, .scale, .topic, .half, .minus,
            .phrase(.numeral), .phrase(.perTopic):
            return true
        case .word(let text): return Self.constant(text, at: 0..<0) != nil || isLabel(text)
        default: return false
        }
    }

    /// Whether a percentage word stands `offset` tokens ahead.
    func percentWord(at offset: Int) -> Bool {
        if case .phrase(.percent) = token(at: offset).kind { return true }
        return false
    }

    /// Reads the phrase words standing here into `clause`.
    mutating func readClause(_ clause: inout Clause) throws(GrammarError) {
        while true {
            let token = current
            switch token.kind {
            case .phrase(.percent(let word)):
                clause.percentWords.append((word, token.range))
                advance()
            case .plus where percentWord(at: 1):
                // `5만원 + 부가세`: the sign only says the tax is added.
                advance()
            case .number where clause.percentage == nil && next.kind == .percent:
                // `20% 할인`, `팁 15%`: a percentage beside a percentage word.
                guard percentWord(at: 2) || !clause.percentWords.isEmpty else { return }
                clause.percentage = try power()
            case .number where next.kind == .phrase(.people):
                let number = try power()
                clause.count = number
                clause.countRange = token.range.lowerBound..<current.range.upperBound
                advance()
            case .number where next.kind == .phrase(.items):
                // `3만원짜리 4개`, `커피 4500원 3잔`: the price is each one's.
                let number = try power()
                clause.count = number
                clause.countRange = token.range.lowerBound..<current.range.upperBound
                if clause.afterAmount { clause.each = true }
                advance()
            case .phrase(.people), .phrase(.items):
                // `2만원 x 5명`: the count was an operand already; the word only names it.
                advance()
            case .phrase(.split):
                clause.split = token.range
                advance()
            case .phrase(.each):
                clause.each = true
                advance()
            case .phrase(.halves):
                clause.halves = token.range
                advance()
            default:
                return
            }
        }
    }

    /// `value` changed as the clause says.
    mutating func applied(_ clause: Clause, to value: Expression) throws(GrammarError) -> Expression {
        if !clause.isEmpty { keepsCurrency = true }
        var result = value
        if let (_, firstRange) = clause.percentWords.first {
            let words = Set(clause.percentWords.map(\.0))
            let taxed = words.contains(.vat) || words.contains(.extra) || words.contains(.included)
            let at = firstRange.lowerBound..<firstRange.lowerBound
            let percentage: Expression
            if let given = clause.percentage {
                percentage = given
            } else if Self.endsInPercent(result) && !words.contains(.supply) {
                // `48 dollars plus 15% tip`: the sum has its percentage already; the word names it.
                keepsCurrency = true
                return try applied(
                    Clause(
                        count: clause.count, countRange: clause.countRange, split: clause.split,
                        each: clause.each, halves: clause.halves), to: result)
            } else if taxed || words.contains(.supply) {
                percentage = .percent(.number(NumberLiteral(parts: [.digits("10")]), at), operatorRange: at)
            } else {
                throw GrammarError(.expectedPercent(after: line.text(firstRange)), at: firstRange)
            }
            if words.contains(.supply) {
                // `부가세 포함 55000원 공급가`: the amount is 1 + the tax times the price.
                let one = Expression.number(NumberLiteral(parts: [.digits("1")]), at)
                let factor = Expression.group(
                    .chain(one, [ChainLink(op: .add, operand: percentage, operatorRange: at)]), firstRange)
                result = Self.linked(result, .divide, factor, at: firstRange)
            } else if words.contains(.included) && clause.percentage == nil && !words.contains(.extra) {
                // `5만원 부가세 포함`: the amount is the total already.
            } else if words.contains(.off) || words.contains(.down) {
                result = Self.linked(result, .subtract, percentage, at: firstRange)
            } else {
                result = Self.linked(result, .add, percentage, at: firstRange)
            }
        } else if let percentage = clause.percentage {
            // (Read only beside a percentage word, so never alone.)
            result = Self.linked(result, .add, percentage, at: percentage.range)
        }
        if let halves = clause.halves {
            let two = Expression.number(NumberLiteral(parts: [.digits("2")]), halves)
            result = Self.linked(result, .divide, two, at: halves)
        }
        if let count = clause.count {
            if clause.each {
                result = Self.linked(result, .multiply, count, at: clause.countRange)
            } else if clause.split != nil {
                result = Self.linked(result, .divide, count, at: clause.countRange)
            } else {
                throw GrammarError(.unclearShare(line.text(clause.countRange)), at: clause.countRange)
            }
        } else if let split = clause.split, clause.halves == nil {
            throw GrammarError(.expectedAmount(after: line.text(split)), at: split)
        }
        return result
    }

    /// `left op right` as a chain link, so the echo reads as the sum was typed (`2만원 - 20%`).
    static func linked(_ left: Expression, _ op: BinaryOperator, _ right: Expression, at range: Range<Int>)
        -> Expression
    {
        let link = ChainLink(op: op, operand: right, operatorRange: range)
        let operand: Expression
        switch left {
        case .chain(_, let links) where links.contains(where: { $0.op == .add || $0.op == .subtract }):
            // `(5만원 + 3만원) / 2`: a sum is grouped before it is divided.
            guard op == .multiply || op == .divide else { return .chain(left, [link]) }
            operand = .group(left, left.range)
        default:
            operand = left
        }
        if case .chain(let first, let links) = operand, op == .add || op == .subtract,
            !links.contains(where: { $0.op == .multiply || $0.op == .divide || $0.op == .juxtapose })
        {
            return .chain(first, links + [link])
        }
        return .chain(operand, [link])
    }

    /// `48 dollars plus 15%`: the sum ends in a percentage already (the tip word only names it).
    static func endsInPercent(_ expression: Expression) -> Bool {
        if case .chain(_, let links) = expression, let last = links.last, isPercentage(last.operand) {
            return true
        }
        return false
    }

    // MARK: Per

    /// `근당 15000원`, `kg당 8000원`, `평당 3000만원 34평`: a unit, 당, then its price;
    /// a quantity after it is priced (money).
    mutating func perFirst(_ unitToken: Token, _ unit: NameMatch) throws(GrammarError) -> Expression {
        advance()
        let per = current
        advance()
        guard startsOperand() else {
            throw GrammarError(.expectedAmount(after: line.text(per.range)), at: per.range)
        }
        let price = try scaled()
        let each = Expression.quantity(amount: nil, name: unit, nameRange: unitToken.range)
        // (Grouped over the unit and the price, so its range runs forward.)
        let perUnit = Expression.group(
            .binary(.divide, price, each, operatorRange: per.range),
            unitToken.range.lowerBound..<max(price.range.upperBound, per.range.upperBound))
        guard startsNamedAmount() else { return perUnit }
        let quantity = try scaled()
        let at = quantity.range.lowerBound..<quantity.range.lowerBound
        return .chain(perUnit, [ChainLink(op: .multiply, operand: quantity, operatorRange: at)])
    }

    /// `15000 won per 근`, `$3 a pound`, `1 gallon of gas`, `엔화 5천엔`: what may stand
    /// after a quantity `quantity` just read.
    mutating func afterQuantity(_ quantity: Expression) throws(GrammarError) -> Expression {
        guard case .quantity(_, let name, _) = quantity else { return quantity }
        if Self.prefixes(name) { lastMoney = name }
        // `1 gallon of gas`, `2 cups of flour`: `of` and a word that is no name: a label.
        // (Here no name could stand, so a word near one is no typo of it: `2 cups of milk`.)
        if current.kind == .of, case .word(let text) = next.kind, isLabel(text, nearNames: true) {
            let range = current.range.lowerBound..<next.range.upperBound
            labels.append(TopicLabel(range: range, dimension: nil, subject: quantity))
            advance()
            advance()
            return quantity
        }
        let article = Lexer.isArticle(current, line)
        let per: Bool
        if case .phrase(.per) = current.kind { per = true } else { per = article && Self.prefixes(name) }
        guard per, case .name(let unit) = next.kind else { return quantity }
        let perToken = current
        advance()
        let unitToken = current
        advance()
        // `$3 a pound`: after a price, the name is the unit it is priced per (not GBP).
        let units = unit.entries.filter { $0.kind == .unit }
        let perName = units.isEmpty ? unit : NameMatch(text: unit.text, entries: units)
        let each = Expression.quantity(amount: nil, name: perName, nameRange: unitToken.range)
        return .binary(.divide, quantity, each, operatorRange: perToken.range)
    }

    /// `kg당` after a target name: the line's money per that unit.
    mutating func perTarget(_ target: ConversionTarget) -> ConversionTarget {
        guard case .phrase(.per) = current.kind, let money = lastMoney else { return target }
        let per = current
        advance()
        var perUnit = ConversionTarget(name: money, range: per.range)
        perUnit.factors = [TargetFactor(name: target.name, range: target.range, exponent: -1)]
        return perUnit
    }

    /// `시급 10030원 × 8시간`: the amount after a topic word that is a price per a unit,
    /// times a quantity of that unit's dimension, is that price per unit times it.
    func perTopicApplied(_ first: Expression, _ links: [ChainLink]) -> Expression {
        guard let (_, symbol) = perTopics.first(where: { $0.0 == first.range }),
            let link = links.first, link.op == .multiply, case .quantity(_, let name, _) = link.operand
        else { return links.isEmpty ? first : .chain(first, links) }
        let entries = Lexer.exactSymbol(symbol)
        let dimensions = Set(entries.compactMap(Self.dimension(of:)))
        guard name.entries.contains(where: { Self.dimension(of: $0).map(dimensions.contains) ?? false })
        else {
            return links.isEmpty ? first : .chain(first, links)
        }
        let at = link.operatorRange.lowerBound..<link.operatorRange.lowerBound
        let unit = Expression.quantity(
            amount: nil, name: NameMatch(text: symbol, entries: entries), nameRange: at)
        let perUnit = Expression.binary(.divide, first, unit, operatorRange: at)
        return .chain(perUnit, links)
    }

    // MARK: Labels

    /// A word that is no name and near none (no "did you mean"): a label (`설탕`, `마라톤`);
    /// with `nearNames`, where no name could stand, also one near a name (`milk`).
    func isLabel(_ text: String, nearNames: Bool = false) -> Bool {
        let scalars = text.unicodeScalars
        // (Capitals after the first letter look like a code or a symbol mistyped: `USDJPY`, `KGs`.)
        let hangul = scalars.allSatisfy(\.isHangulSyllable)
        let latin =
            scalars.allSatisfy(Lexer.isLatinLetter)
            && scalars.dropFirst().allSatisfy { !($0.value >= 65 && $0.value <= 90) }
        guard hangul || latin,
            Self.constant(text, at: 0..<0) == nil, NumberBase.named(text) == nil,
            !["nan", "inf", "infinity"].contains(text.lowercased())
        else { return false }
        return nearNames || NameIndex.suggestions(for: text).isEmpty
    }

    /// `원/달러 환율`, `엔/원 환율`: the rate as the news writes it, of the currency that is not won.
    mutating func pairRate() -> ParsedLine? {
        guard case .name(let first) = current.kind, next.kind == .divide,
            case .name(let second) = token(at: 2).kind,
            token(at: 3).kind == .rate, token(at: 4).kind == .end, Self.prefixes(first), Self.prefixes(second)
        else { return nil }
        let isWon = first.entries.contains { if case .currency("KRW") = $0.target { true } else { false } }
        let chosen = isWon ? token(at: 2) : current
        let name = isWon ? second : first
        var parsed = ParsedLine(
            expression: .quantity(amount: nil, name: name, nameRange: chosen.range), targets: [])
        parsed.rateQuery = token(at: 3).range
        return parsed
    }
}

extension Parser {
    /// Whether the name here (after `몇`, or a later target) repeats an earlier target
    /// or the scale word of one (`화씨로 몇 도`, `원으로 몇 원`): then it is read and dropped.
    mutating func repeatsTarget(_ targets: [ConversionTarget]) -> Bool {
        let skip = current.kind == .howMany ? 1 : 0
        guard case .name(let name) = token(at: skip).kind else { return false }
        let folded = String(String.UnicodeScalarView(LineText(name.text).folded))
        let repeats = targets.contains { target in
            if target.name.entries == name.entries && !target.isCompound { return true }
            for word in NameIndex.words(for: target.name.text) {
                if case .scale(let scale) = word, scale.repeats.contains(folded) { return true }
            }
            return false
        }
        guard repeats else { return false }
        for _ in 0...skip { advance() }
        if current.kind == .toward { advance() }
        return true
    }

    /// Whether two names are the same currency (`엔화` and `엔`).
    static func sameCurrency(_ a: NameMatch, _ b: NameMatch) -> Bool {
        let codes = { (match: NameMatch) -> Set<String> in
            Set(
                match.entries.compactMap {
                    if case .currency(let code) = $0.target { return code }
                    return nil
                })
        }
        let left = codes(a)
        return !left.isEmpty && left == codes(b)
    }
}
