// The quantity grammar of SPEC §2, loosest binding first (one function below
// per level). Question words (`얼마`, `?`) and English fillers (`how much is`,
// `what is`) carry no meaning and are dropped before parsing. TOPIC, RATE,
// SCALE and JOIN are token classes of the name index (Resources/grammar-words.tsv).
//
//   line       := targets-first | expression [RATE] [conversion] END
//   targets-first := target targets expression END             원으로 100달러 (B로 A)
//   conversion := ("to" | "in" | "->" | "→" | "=") targets     100 USD to KRW, JPY
//               | targets                                    100 USD JPY, 3만엔을 원으로
//   targets    := target { ["," | JOIN] target }             to USD and JPY, 달러랑 엔으로
//   target     := ["몇"] (NAME | SCALE) [unit-expression] ["으로" | "로"]   (SCALE's repeat word skipped: 화씨 몇 도)
//   expression := sum
//   sum        := product { ("+" | "-") product }            x + y% is x × (1 + y/100)
//   product    := unary { ("*" | "/" | "mod" | "of") unary }  15% of 200, 200의 15%
//   unary      := ("-" | "+") unary | juxtaposed              -2^2 = -4
//   juxtaposed := scaled { [JOIN] scaled | "반" }             5 ft 11 in, 5 ft and 11 in, 2시간 반
//                                                            (units must descend in one system)
//   scaled     := TOPIC scaled                               키 180cm, 월세 80만원 (a label)
//               | RATE scaled                                exchange rate EUR
//               | SCALE power [NAME]                         섭씨 30도, 시속 60마일
//               | "반" NAME                                  반 근
//               | CURRENCY power [MASS-NAME]                 $100, 홍콩달러 500, 금 1돈
//               | amount [NAME | SCALE | "in"] | NAME
//   amount     := power | DIGITS "/" DIGITS | DIGITS DIGITS "/" DIGITS   (glued, before a name: 1/2 cup, 1 1/2 cups)
//   power      := postfix ["^" exponent]                      right associative: 10^3^2 = 10^9
//   exponent   := ("-" | "+") exponent | power               10^3 km = 1000 km (a name after it is the unit)
//   postfix    := primary { "!" | "%" }
//   primary    := NUMBER | "ans" | "pi" | "(" expression ")" | FUNCTION primary
//   NUMBER     := digits and magnitude words (1억 2천만), colloquial (1억 2천 = 1억 2천만,
//                 3만5 = 3만 5천), k/M/B suffixes (5k, 1.2M), thousand/million/billion/trillion
//
// `in` after a bare amount is the inch (`12 in cm`); after a named quantity it
// means "into" (`100 USD in JPY`). A name after a complete quantity with no
// amount of its own is a target (`100 USD JPY`).
//
// Depth: runs of one level (`1+1+…`, `2*3/4…`, `5 ft 11 in`) are flat chains,
// however long; nesting (parentheses, signs, `^`, functions, `!` and `%`) is
// bounded at `maximumDepth` levels, so even 100,000 `(` end in a typed error
// (exit 1) instead of a stack overflow. Nothing after the parser recurses per
// operator: the evaluator and the echo walk the tree with explicit stacks.

/// Recursive descent over the lexer's tokens into an `Expression` tree.
public struct Parser {
    static let maximumDepth = 100

    let line: LineText
    let tokens: [Token]
    var position = 0
    var depth = 0
    var labels: [TopicLabel] = []
    var rateQuery: Range<Int>?
    /// Amounts after a topic word that is a price per a unit (`시급 10030원`): their range and the unit's symbol.
    var perTopics: [(Range<Int>, String)] = []
    /// The last currency named before a target, for `kg당` (its money per kg).
    var lastMoney: NameMatch?
    /// Whether a phrase word changed the amount (`48달러 팁 15%`): the result stays in its currency.
    var keepsCurrency = false
    /// The line's date phrase and where it stands (`Parser+Dates.swift`).
    var date: (phrase: DatePhrase, range: Range<Int>)?
    /// The scale word the amount was read with (`시속`): a target after it keeps the scale.
    var amountScale: NameIndex.ScaleWord?

    /// Reads a whole line. `requireTarget`: the `convert` command, which needs one.
    public static func parse(_ line: LineText, requireTarget: Bool = false) throws(GrammarError) -> ParsedLine
    {
        var parser = Parser(line: line)
        return try parser.line(requireTarget: requireTarget)
    }

    init(line: LineText) {
        self.line = line
        let tokens = Lexer.tokens(line)
        // Most lines ask nothing: keep the lexer's array rather than copy it.
        let asks = tokens.contains { if case .question = $0.kind { true } else { false } }
        self.tokens = asks ? tokens.filter { $0.kind != .question } : tokens
    }

    /// The token at `position`, lent rather than copied (a copy retains its name's text and entries).
    var current: Token { _read { yield tokens[position] } }
    var next: Token { _read { yield tokens[min(position + 1, tokens.count - 1)] } }

    mutating func advance() { position = min(position + 1, tokens.count - 1) }

    // MARK: One function per level

    mutating func line(requireTarget: Bool) throws(GrammarError) -> ParsedLine {
        if current.kind == .end { throw GrammarError(.empty, at: current.range) }
        try checkDates()
        try takeLeadingDate()
        if var rate = pairRate() {
            setDate(&rate)
            return rate
        }
        // `원으로 100달러`, `엔화로 5만원은`: the target first (B로 A).
        if case .name = current.kind, next.kind == .toward, token(at: 2).kind != .end {
            let targets = try conversionTargets()
            let expression = try sum()
            try takeDate()
            if current.kind != .end { throw unexpected(current) }
            var parsed = ParsedLine(expression: expression, targets: targets)
            parsed.labels = labels
            setDate(&parsed)
            parsed.rateQuery = rateQuery
            parsed.keepsCurrency = keepsCurrency
            return parsed
        }
        let expression = try sum()
        try takeDate()
        // `만 엔짜리 지폐 원화로`: a word that is no name after the amount labels it.
        if case .word(let text) = current.kind, isLabel(text), Self.mentionsName(expression) {
            labels.append(TopicLabel(range: current.range, dimension: nil, subject: expression))
            advance()
        }
        // `엔화 환율`, `USD 환율`: the rate of that currency.
        if current.kind == .rate {
            rateQuery = current.range
            advance()
            try takeDate()
        }
        var targets: [ConversionTarget] = []
        switch current.kind {
        case .connector, .inWord:
            let connector = current
            advance()
            if current.kind == .end { throw GrammarError(.missingTarget, at: connector.range) }
            // `255 to hex`, `0xff to dec`: a base, not a unit.
            if case .word(let word) = current.kind, let base = NumberBase.named(word), next.kind == .end {
                var parsed = ParsedLine(expression: expression, targets: [])
                parsed.base = base
                parsed.baseRange = current.range
                setDate(&parsed)
                advance()
                return parsed
            }
            targets = try conversionTargets()
        case .name, .howMany, .word, .scale:
            targets = try conversionTargets()
        default:
            break
        }
        if let scale = amountScale { targets = targets.map { keepingScale($0, scale) } }
        try takeDate()
        if let comma = misplacedComma() { throw comma }
        switch current.kind {
        case .end: break
        case .connector, .inWord: throw GrammarError(.secondConversion, at: current.range)
        case .closeParenthesis: throw GrammarError(.unmatchedCloseParenthesis, at: current.range)
        case .number: throw GrammarError(targets.isEmpty ? .twoAmounts : .targetWithAmount, at: current.range)
        default: throw unexpected(current)
        }
        if requireTarget && targets.isEmpty {
            throw GrammarError(.conversionNeedsTarget, at: current.range)
        }
        var parsed = ParsedLine(expression: expression, targets: targets)
        parsed.labels = labels
        parsed.rateQuery = rateQuery
        setDate(&parsed)
        parsed.keepsCurrency = keepsCurrency
        return parsed
    }

    mutating func conversionTargets() throws(GrammarError) -> [ConversionTarget] {
        var targets: [ConversionTarget] = []
        while true {
            if current.kind == .howMany { advance() }
            let token = current
            switch token.kind {
            case .name(let name), .scale(let name?, _):
                advance()
                targets.append(perTarget(try unitExpressionTarget(name, at: token.range)))
            case .inWord:
                targets.append(ConversionTarget(name: inch(token), range: token.range))
                advance()
            case .word(let text):
                throw unknown(text, at: token.range)
            case .number:
                throw GrammarError(.targetWithAmount, at: token.range)
            case .end:
                throw GrammarError(.missingTarget, at: token.range)
            default:
                throw unexpected(token)
            }
            // `화씨 몇 도`: a word that only repeats the scale word before it.
            if case .scale(_, let scale) = token.kind {
                let skip = current.kind == .howMany ? 1 : 0
                if case .name(let after) = self.token(at: skip).kind,
                    scale.repeats.contains(String(String.UnicodeScalarView(LineText(after.text).folded)))
                {
                    for _ in 0...skip { advance() }
                }
            }
            if current.kind == .toward { advance() }
            // `화씨로 몇 도`, `원으로 몇 원`, `마일로 얼마`: a repeat of the target asks nothing more.
            _ = repeatsTarget(targets)
            if current.kind == .comma || current.kind == .and {
                advance()
                continue
            }
            switch current.kind {
            case .name, .inWord, .howMany, .word, .scale: continue
            default: return targets
            }
        }
    }

    /// `m/s`, `kg*m/s^2`, `원/평` after a target's first name: its factors and powers.
    mutating func unitExpressionTarget(_ name: NameMatch, at range: Range<Int>) throws(GrammarError)
        -> ConversionTarget
    {
        var target = ConversionTarget(name: name, range: range)
        target.power = try targetPower() ?? 1
        while current.kind == .times || current.kind == .divide {
            let sign = current.kind == .divide ? -1 : 1
            let operation = current
            advance()
            guard case .name(let factor) = current.kind else {
                if case .word(let text) = current.kind { throw unknown(text, at: current.range) }
                throw GrammarError(
                    current.kind == .end ? .missingTarget : .unexpected(line.text(current.range)),
                    at: current.kind == .end ? operation.range : current.range)
            }
            let factorRange = current.range
            advance()
            let power = try targetPower() ?? 1
            target.factors.append(TargetFactor(name: factor, range: factorRange, exponent: sign * power))
        }
        return target
    }

    /// `^2`, `^-1` after a target name: a small whole exponent.
    mutating func targetPower() throws(GrammarError) -> Int? {
        guard current.kind == .power else { return nil }
        let operation = current
        advance()
        var sign = 1
        if current.kind == .minus {
            sign = -1
            advance()
        }
        guard case .number(let literal) = current.kind, let n = Int(literal.text), n > 0, n <= 64 else {
            throw GrammarError(.unexpected(line.text(operation.range)), at: operation.range)
        }
        advance()
        return sign * n
    }

    mutating func sum() throws(GrammarError) -> Expression {
        try sumWithPhrases()
    }

    /// `sum` without the phrase words around it.
    mutating func plainSum() throws(GrammarError) -> Expression {
        let first = try product()
        var links: [ChainLink] = []
        while current.kind == .plus || current.kind == .minus, !percentWord(at: 1) {
            let operation = current
            advance()
            let right = try product()
            links.append(
                ChainLink(
                    op: operation.kind == .plus ? .add : .subtract, operand: right,
                    operatorRange: operation.range))
        }
        return links.isEmpty ? first : .chain(first, links)
    }

    mutating func product() throws(GrammarError) -> Expression {
        let first = try unary()
        var links: [ChainLink] = []
        while true {
            let operation = current
            let op: BinaryOperator
            switch operation.kind {
            case .times: op = .multiply
            case .divide: op = .divide
            case .modulo: op = .modulo
            case .of: op = .of
            default: return perTopicApplied(first, links)
            }
            advance()
            let right = try unary()
            let leftIsPercentage = links.isEmpty && Self.isPercentage(first)
            if op == .of, !leftIsPercentage, !Self.isPercentage(right) {
                throw GrammarError(.ofWithoutPercent, at: operation.range)
            }
            links.append(ChainLink(op: op, operand: right, operatorRange: operation.range))
        }
    }

    mutating func unary() throws(GrammarError) -> Expression {
        guard current.kind == .minus || current.kind == .plus else { return try juxtaposed() }
        let sign = current
        try enter(sign)
        defer { depth -= 1 }
        advance()
        let operand = try unary()
        return sign.kind == .minus ? .negate(operand, operatorRange: sign.range) : operand
    }

    mutating func juxtaposed() throws(GrammarError) -> Expression {
        let first = try scaled()
        var links: [ChainLink] = []
        // Another amount with its own name right after a named quantity: `5 ft 11 in`.
        var last = Self.lastName(first)
        while Self.isNamed(first),
            startsNamedAmount() || (current.kind == .and && startsNamedAmount(at: 1)) || current.kind == .half
        {
            if current.kind == .half {
                // `한근 반`, `2시간 반`: half of the last unit more.
                guard let (name, _) = last else { break }
                let half = current
                advance()
                let amount = Expression.number(NumberLiteral(parts: [.digits("0.5")]), half.range)
                links.append(
                    ChainLink(
                        op: .add, operand: .quantity(amount: amount, name: name, nameRange: half.range),
                        operatorRange: half.range.lowerBound..<half.range.lowerBound))
                continue
            }
            if current.kind == .and { advance() }
            let right = try scaled()
            last = Self.lastName(right)
            // The range of a side-by-side sum is its second quantity, where an error points.
            links.append(ChainLink(op: .juxtapose, operand: right, operatorRange: right.range))
        }
        return links.isEmpty ? first : .chain(first, links)
    }

    mutating func scaled() throws(GrammarError) -> Expression {
        let token = current
        switch token.kind {
        case .name(let name):
            // `근당 15000원`, `kg당 8000원`: a price per the unit.
            if case .phrase(.per) = next.kind { return try perFirst(token, name) }
            advance()
            // `$100`, `₩5,000`, `USD 100`, `홍콩달러 500`: a currency written before the amount.
            if Self.prefixes(name), startsAmount() {
                let amount = try power()
                // `엔화 5천엔`, `달러 100달러`: the currency word before the amount only labels it.
                if case .name(let again) = current.kind, Self.sameCurrency(name, again) {
                    let nameToken = current
                    advance()
                    labels.append(
                        TopicLabel(
                            range: token.range, dimension: "money",
                            subject: .quantity(amount: amount, name: again, nameRange: nameToken.range)))
                    return try afterQuantity(
                        .quantity(amount: amount, name: again, nameRange: nameToken.range))
                }
                // `금 1돈`, `은 1kg`: a metal priced per troy ounce, weighed in any mass unit.
                if Self.isMetal(name), case .name(let unit) = current.kind, Self.isMass(unit),
                    let ounce = NameIndex.entries(for: "oz t")
                {
                    let unitToken = current
                    advance()
                    let weight = Expression.quantity(amount: amount, name: unit, nameRange: unitToken.range)
                    let perOunce = Expression.quantity(
                        amount: nil, name: NameMatch(text: "oz t", entries: ounce),
                        nameRange: unitToken.range.upperBound..<unitToken.range.upperBound)
                    let ounces = Expression.group(
                        .binary(
                            .divide, weight, perOunce,
                            operatorRange: unitToken.range.upperBound..<unitToken.range.upperBound),
                        amount.range.lowerBound..<unitToken.range.upperBound)
                    return .quantity(amount: ounces, name: name, nameRange: token.range)
                }
                return try afterQuantity(.quantity(amount: amount, name: name, nameRange: token.range))
            }
            let unit = Expression.quantity(amount: nil, name: name, nameRange: token.range)
            return current.kind == .power ? try unitPower(unit) : unit
        case .topic(let dimension):
            // `키 180cm`, `월세 80만원`: a label; the quantity after it is what counts.
            advance()
            switch current.kind {
            case .end, .connector, .comma, .closeParenthesis, .toward:
                throw GrammarError(.expectedAmount(after: line.text(token.range)), at: token.range)
            default: break
            }
            var subject = try scaled()
            // `몸무게 70키로`: the topic's dimension decides a name that could mean several.
            if let dimension, case .quantity(let amount, let name, let nameRange) = subject {
                let inside = name.entries.filter { Self.dimension(of: $0) == dimension }
                if !inside.isEmpty && inside.count < name.entries.count {
                    subject = .quantity(
                        amount: amount, name: NameMatch(text: name.text, entries: inside),
                        nameRange: nameRange)
                }
            }
            labels.append(TopicLabel(range: token.range, dimension: dimension, subject: subject))
            return subject
        case .rate:
            // `환율 JPY`, `exchange rate EUR`.
            rateQuery = token.range
            advance()
            if current.kind == .end {
                throw GrammarError(.expectedAmount(after: line.text(token.range)), at: token.range)
            }
            return try scaled()
        case .scale(let name, let scale):
            return try scaleReading(token, name: name, scale: scale)
        case .half:
            // `반 근`: half of the unit after it.
            guard case .name(let name) = next.kind else { throw unexpected(token) }
            advance()
            let nameToken = current
            advance()
            return .quantity(
                amount: .number(NumberLiteral(parts: [.digits("0.5")]), token.range), name: name,
                nameRange: nameToken.range)
        case .inWord:
            advance()
            return .quantity(amount: nil, name: inch(token), nameRange: token.range)
        case .phrase(.perTopic(let unit)):
            // `시급 10030원`: a money label whose amount is a price per the unit.
            advance()
            guard startsOperand() else {
                throw GrammarError(.expectedAmount(after: line.text(token.range)), at: token.range)
            }
            let subject = try scaled()
            labels.append(TopicLabel(range: token.range, dimension: "money", subject: subject))
            perTopics.append((subject.range, unit))
            return subject
        case .word(let text) where Self.constant(text, at: token.range) == nil:
            // `설탕 1컵`, `마라톤 42.195 km`: a word that is no name, before a quantity, labels it.
            if isLabel(text) {
                advance()
                if startsOperand() {
                    let subject = try scaled()
                    labels.append(TopicLabel(range: token.range, dimension: nil, subject: subject))
                    return subject
                }
            }
            throw unknown(text, at: token.range)
        default:
            break
        }
        var amount: Expression
        if case .phrase(.numeral(let numerator, let denominator)) = current.kind {
            // `two thirds of a cup`: a fraction in words.
            let range = current.range
            let split = range.lowerBound + 1
            let top = Expression.number(
                NumberLiteral(parts: [.digits(String(numerator))]), range.lowerBound..<split)
            let bottom = Expression.number(
                NumberLiteral(parts: [.digits(String(denominator))]), split..<range.upperBound)
            amount = .group(.binary(.divide, top, bottom, operatorRange: split..<split), range)
            advance()
        } else {
            amount = try power()
        }
        // `3분의 2`: the fraction 2/3, never minutes.
        if case .phrase(.arithmetic(.over)) = current.kind {
            let over = current
            advance()
            let top = try power()
            amount = .group(
                .binary(.divide, top, amount, operatorRange: over.range),
                amount.range.lowerBound..<top.range.upperBound)
        }
        // `ans 달러`, `ans 엔으로`: a name after `ans` and nothing else is the target.
        if case .ans = amount, case .name = current.kind {
            switch next.kind {
            case .end, .toward: return amount
            default: break
            }
        }
        if case .ans = amount, current.kind == .inWord { return amount }
        // `1/2 cup`, `3/4 tsp`, `1 1/2 cups`: a fraction written before a name.
        if case .number(let literal, let range) = amount, let fraction = fraction(numerator: (literal, range))
        {
            amount = fraction
        } else if case .number = amount, let fraction = fraction(numerator: nil) {
            amount = .group(
                .binary(
                    .add, amount, fraction,
                    operatorRange: fraction.range.lowerBound..<fraction.range.lowerBound),
                amount.range.lowerBound..<fraction.range.upperBound)
        }
        let after = current
        switch after.kind {
        case .name(let name), .scale(let name?, _):
            advance()
            if current.kind == .power {
                // `2 m^2`: the power is the unit's, not the amount's.
                let unit = try unitPower(.quantity(amount: nil, name: name, nameRange: after.range))
                let at = after.range.lowerBound
                return .chain(amount, [ChainLink(op: .multiply, operand: unit, operatorRange: at..<at)])
            }
            return try afterQuantity(.quantity(amount: amount, name: name, nameRange: after.range))
        case .inWord where !Self.mentionsName(amount):
            advance()
            return .quantity(amount: amount, name: inch(after), nameRange: after.range)
        default:
            return amount
        }
    }

    /// `N/D` glued, starting `offset` tokens ahead (the numerator at `offset - 1`
    /// when `offset` is 0, already read), followed by a name: the fraction, read.
    mutating func fraction(numerator: (NumberLiteral, Range<Int>)?) -> Expression? {
        let offset = numerator == nil ? 1 : 0
        let top: (NumberLiteral, Range<Int>)
        if let numerator {
            top = numerator
        } else if case .number(let literal) = current.kind {
            top = (literal, current.range)
        } else {
            return nil
        }
        let slash = token(at: offset)
        let bottom = token(at: offset + 1)
        guard top.0.isPlainDigits, slash.kind == .divide, case .number(let b) = bottom.kind, b.isPlainDigits,
            top.1.upperBound == slash.range.lowerBound, slash.range.upperBound == bottom.range.lowerBound
        else { return nil }
        switch token(at: offset + 2).kind {
        case .name, .inWord: break
        default: return nil
        }
        for _ in 0...(offset + 1) { advance() }
        return .group(
            .binary(.divide, .number(top.0, top.1), .number(b, bottom.range), operatorRange: slash.range),
            top.1.lowerBound..<bottom.range.upperBound)
    }

    /// `섭씨 30도`, `화씨 100도`, `시속 100km`, `시속 60마일`, `초속 10m`: a scale word
    /// before the number names its unit; after it, a word that only repeats the
    /// scale is read with it. Without a number it is the name it also is (`섭씨로`).
    mutating func scaleReading(_ token: Token, name: NameMatch?, scale: NameIndex.ScaleWord)
        throws(GrammarError) -> Expression
    {
        advance()
        guard startsAmount() else {
            guard let name else {
                throw GrammarError(.expectedAmount(after: line.text(token.range)), at: token.range)
            }
            return .quantity(amount: nil, name: name, nameRange: token.range)
        }
        let amount = try power()
        amountScale = scale
        var symbol = scale.unit
        var end = token.range.upperBound
        if case .name(let after) = current.kind {
            let typed = LineText(after.text)
            let folded = String(String.UnicodeScalarView(typed.folded))
            let units = after.entries.compactMap { entry -> String? in
                if case .unit(let id) = entry.target { return id }
                return nil
            }
            let glued = current.range.lowerBound == amount.range.upperBound
            if scale.repeats.contains(folded)
                || NameIndex.entries(for: scale.unit)?.contains(where: { after.entries.contains($0) }) == true
            {
                end = current.range.upperBound
                advance()
            } else if let length = units.first(where: { scale.speeds[$0] != nil }),
                let speed = scale.speeds[length]
            {
                symbol = speed
                end = current.range.upperBound
                advance()
            } else if glued {
                // `화씨 100°C`, `시속 100kg`: the word after the number contradicts the scale.
                throw GrammarError(
                    .scaleConflict(scale: line.text(token.range), word: after.text), at: current.range)
            }
        }
        let entries = (NameIndex.entries(for: symbol) ?? []).filter {
            if case .symbol(let exact) = $0.spelling { return exact == symbol }
            return false
        }
        let match = NameMatch(text: symbol, entries: entries)
        return .quantity(amount: amount, name: match, nameRange: token.range.lowerBound..<end)
    }

    /// `시속 100 킬로 마일로`: a length target after a speed scale is that speed
    /// (`마일` after 시속 is mph, `킬로` km/h); any other target stays as read.
    private func keepingScale(_ target: ConversionTarget, _ scale: NameIndex.ScaleWord) -> ConversionTarget {
        guard !target.isCompound else { return target }
        let ids = target.name.entries.compactMap { entry -> String? in
            if case .unit(let id) = entry.target { return id }
            return nil
        }
        guard let id = ids.first(where: { scale.speeds[$0] != nil }), let symbol = scale.speeds[id] else {
            return target
        }
        let entries = (NameIndex.entries(for: symbol) ?? []).filter {
            if case .symbol(let exact) = $0.spelling { return exact == symbol }
            return false
        }
        guard !entries.isEmpty else { return target }
        return ConversionTarget(name: NameMatch(text: symbol, entries: entries), range: target.range)
    }

    /// `s^2`, `m^-1`: a name raised to a power (the exponent a signed primary).
    mutating func unitPower(_ unit: Expression) throws(GrammarError) -> Expression {
        let operation = current
        try enter(operation)
        defer { depth -= 1 }
        advance()
        let exponent = try exponent()
        return .binary(.power, unit, exponent, operatorRange: operation.range)
    }

    mutating func power() throws(GrammarError) -> Expression {
        let base = try postfix()
        guard current.kind == .power else { return base }
        let operation = current
        try enter(operation)
        defer { depth -= 1 }
        advance()
        let exponent = try exponent()
        return .binary(.power, base, exponent, operatorRange: operation.range)
    }

    /// What follows `^`: a signed power, never a quantity, so that a name after
    /// it is the unit of the whole power (`10^3 km` is 1000 km, `10^-3 m` 1 mm)
    /// and `^` stays right-associative (`10^3^2` is 10^9).
    private mutating func exponent() throws(GrammarError) -> Expression {
        guard current.kind == .minus || current.kind == .plus else { return try power() }
        let sign = current
        try enter(sign)
        defer { depth -= 1 }
        advance()
        let operand = try exponent()
        return sign.kind == .minus ? .negate(operand, operatorRange: sign.range) : operand
    }

    mutating func postfix() throws(GrammarError) -> Expression {
        var value = try primary()
        // Each `!` or `%` nests the tree one level more: they count toward the limit.
        let outer = depth
        defer { depth = outer }
        while true {
            switch current.kind {
            case .factorial: value = .factorial(value, operatorRange: current.range)
            case .percent: value = .percent(value, operatorRange: current.range)
            default: return value
            }
            try enter(current)
            advance()
        }
    }

    mutating func primary() throws(GrammarError) -> Expression {
        let token = current
        switch token.kind {
        case .number(let literal):
            advance()
            return .number(literal, token.range)
        case .ans:
            advance()
            return .ans(token.range)
        case .pi:
            advance()
            return .pi(token.range)
        case .openParenthesis:
            try enter(token)
            defer { depth -= 1 }
            advance()
            if current.kind == .closeParenthesis { throw GrammarError(.missingOperand, at: current.range) }
            let inner = try sum()
            switch current.kind {
            case .closeParenthesis:
                let end = current.range.upperBound
                advance()
                return .group(inner, token.range.lowerBound..<end)
            case .end:
                throw GrammarError(.unclosedParenthesis, at: token.range)
            case .number:
                throw GrammarError(.twoAmounts, at: current.range)
            default:
                throw unexpected(current)
            }
        case .function(let function):
            try enter(token)
            defer { depth -= 1 }
            advance()
            if current.kind == .openParenthesis { return try arguments(of: function, at: token.range) }
            return .call(function, try operand(), nameRange: token.range)
        case .end:
            throw GrammarError(.missingOperand, at: token.range)
        case .word(let text):
            if let constant = Self.constant(text, at: token.range) {
                advance()
                return constant
            }
            throw unknown(text, at: token.range)
        case .closeParenthesis:
            throw GrammarError(.unmatchedCloseParenthesis, at: token.range)
        default:
            throw unexpected(token)
        }
    }

    /// `log10(1000)`, `max(3, 4, 2)`, `log(8, 2)`, `min(3 kg, 2500 g)`: a function's
    /// arguments in parentheses, separated by commas. Several arguments fold
    /// pairwise into one operand of the call (`max(a, b, c)` reads `max(a ⊔ b ⊔ c)`);
    /// `log(x, b)` is the logarithm of x to the base b.
    private mutating func arguments(of function: MathFunction, at nameRange: Range<Int>) throws(GrammarError)
        -> Expression
    {
        let open = current
        advance()
        if current.kind == .closeParenthesis { throw GrammarError(.missingOperand, at: current.range) }
        var arguments = [try sum()]
        var commas: [Range<Int>] = []
        while current.kind == .comma {
            if let limit = function.argumentLimit, arguments.count >= limit {
                throw GrammarError(
                    .argumentCount(function: function.rawValue, takes: limit), at: current.range)
            }
            commas.append(current.range)
            advance()
            arguments.append(try sum())
        }
        let end: Int
        switch current.kind {
        case .closeParenthesis:
            end = current.range.upperBound
            advance()
        case .end:
            throw GrammarError(.unclosedParenthesis, at: open.range)
        case .number:
            throw GrammarError(.twoAmounts, at: current.range)
        default:
            throw unexpected(current)
        }
        let range = open.range.lowerBound..<end
        if function == .log, arguments.count == 2 {
            return .group(.binary(.logarithm, arguments[0], arguments[1], operatorRange: commas[0]), range)
        }
        let op: BinaryOperator = function == .min ? .minimum : function == .max ? .maximum : .hypotenuse
        var folded = arguments[0]
        for (argument, comma) in zip(arguments.dropFirst(), commas) {
            folded = .binary(op, folded, argument, operatorRange: comma)
        }
        return .call(function, .group(folded, range), nameRange: nameRange)
    }

    /// `sin 30도`, `cos 60°`, `sqrt 2`, `log 1000`: without parentheses a function
    /// takes the amount after it with its unit (`sin 30도` is sin 30°, never `sin(30) °`).
    private mutating func operand() throws(GrammarError) -> Expression {
        let amount = try exponent()
        switch current.kind {
        case .name(let name), .scale(let name?, _):
            let nameToken = current
            advance()
            return .quantity(amount: amount, name: name, nameRange: nameToken.range)
        default:
            return amount
        }
    }

    // MARK: Helpers

    mutating func enter(_ token: Token) throws(GrammarError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw GrammarError(.nestingTooDeep(limit: Self.maximumDepth), at: token.range)
        }
    }

    /// Whether an amount starts here (after a sign written before it).
    func startsAmount() -> Bool {
        switch current.kind {
        case .number, .openParenthesis, .ans, .pi, .function, .phrase(.numeral): true
        case .word(let text): Self.constant(text, at: 0..<0) != nil
        default: false
        }
    }

    /// A number followed by a name (or `in`): the next quantity of `5 ft 11 in`.
    func startsNamedAmount(at offset: Int = 0) -> Bool {
        switch token(at: offset).kind {
        case .number, .phrase(.numeral): break
        default: return false
        }
        switch token(at: offset + 1).kind {
        case .name, .inWord, .scale(.some, _): return true
        default: return false
        }
    }

    func token(at offset: Int) -> Token { tokens[min(position + offset, tokens.count - 1)] }

    func inch(_ token: Token) -> NameMatch {
        NameMatch(text: line.text(token.range), entries: Self.inchEntries)
    }

    /// The name index's entries of `in`, looked up once.
    static let inchEntries = NameIndex.entries(for: "in") ?? []

    /// An unknown word, or `nan`/`inf`, which look like numbers but are none.
    func unknown(_ text: String, at range: Range<Int>) -> GrammarError {
        if ["nan", "inf", "infinity", "∞"].contains(text.lowercased()) {
            return GrammarError(.notANumber(text), at: range)
        }
        if let asked = prefixWithoutUnit(text, at: range) { return asked }
        // What the rest of the line names says what this word was meant to be.
        var currencies = false
        var units = false
        for token in tokens {
            guard case .name(let match) = token.kind else { continue }
            let kinds = Set(match.entries.map(\.kind))
            if kinds == [.currency] { currencies = true }
            if kinds == [.unit] { units = true }
        }
        let looksLikeCode =
            text.count == 3 && text.unicodeScalars.allSatisfy { $0.value >= 65 && $0.value <= 90 }
        if looksLikeCode || (currencies && !units) {
            return GrammarError(
                .unknownCurrency(text, suggestions: NameIndex.suggestions(for: text, among: .currency)),
                at: range)
        }
        if units && !currencies {
            return GrammarError(
                .unknownUnit(text, suggestions: NameIndex.suggestions(for: text, among: .unit)), at: range)
        }
        return GrammarError(.unknownWord(text, suggestions: NameIndex.suggestions(for: text)), at: range)
    }

    /// `500 기가`, `3 giga.`: a prefix word with no unit after it asks which unit
    /// (from the units the word begins in the data), never a guess.
    func prefixWithoutUnit(_ text: String, at range: Range<Int>) -> GrammarError? {
        let word = String(String.UnicodeScalarView(text.unicodeScalars.prefix { $0.properties.isAlphabetic }))
        let units = UnitCatalog.standard.unitsBegun(byPrefixWord: word)
        guard !units.isEmpty else { return nil }
        return GrammarError(
            .prefixWithoutUnit(word, korean: units.map(\.koreanName), english: units.map(\.englishSingular)),
            at: range)
    }

    /// `1,00`: a comma glued between digits that did not make a thousands group.
    func misplacedComma() -> GrammarError? {
        guard current.kind == .comma, position > 0, case .number = tokens[position - 1].kind,
            tokens[position - 1].range.upperBound == current.range.lowerBound
        else { return nil }
        if case .number = next.kind, next.range.lowerBound == current.range.upperBound {
            return GrammarError(.misplacedSeparator, at: current.range)
        }
        if next.kind == .end { return GrammarError(.misplacedSeparator, at: current.range) }
        return nil
    }

    func unexpected(_ token: Token) -> GrammarError {
        GrammarError(
            token.kind == .end ? .missingOperand : .unexpected(line.text(token.range)), at: token.range)
    }

    static func isNamed(_ expression: Expression) -> Bool {
        switch expression {
        case .quantity: true
        case .chain(_, let links): links.first?.op == .juxtapose
        default: false
        }
    }

    /// Whether a name appears anywhere in `expression`: then `in` means "into".
    package static func mentionsName(_ expression: Expression) -> Bool {
        // Down the first operand without a stack; the others wait in `pending`
        // (the order does not matter for the answer).
        var pending: [Expression] = []
        var next: Expression? = expression
        while let node = next ?? pending.popLast() {
            next = nil
            switch node {
            case .quantity: return true
            case .number, .ans, .pi, .euler: break
            case .negate(let e, _), .percent(let e, _), .factorial(let e, _), .call(_, let e, _),
                .group(let e, _):
                next = e
            case .binary(_, let l, let r, _):
                pending.append(r)
                next = l
            case .chain(let first, let links):
                for link in links { pending.append(link.operand) }
                next = first
            }
        }
        return false
    }

    /// `e` and `원주율` (π), which the lexer leaves as words.
    static func constant(_ text: String, at range: Range<Int>) -> Expression? {
        switch text {
        case "e": .euler(range)
        case "원주율": .pi(range)
        default: nil
        }
    }

    static func isPercentage(_ expression: Expression) -> Bool {
        if case .percent = expression { return true }
        return false
    }

    /// `money` or the unit's dimension, as topic words name them.
    static func dimension(of entry: NameIndex.Entry) -> String? {
        switch entry.target {
        case .currency: "money"
        case .unit: UnitCatalog.dimension(ofRow: entry.row)?.rawValue
        }
    }

    /// Gold, silver, platinum, palladium: priced per troy ounce.
    static func isMetal(_ name: NameMatch) -> Bool {
        name.entries.contains {
            if case .currency(let code) = $0.target { return ["XAU", "XAG", "XPT", "XPD"].contains(code) }
            return false
        }
    }

    static func isMass(_ name: NameMatch) -> Bool {
        name.entries.contains {
            if case .unit = $0.target { return UnitCatalog.dimension(ofRow: $0.row) == .mass }
            return false
        }
    }

    /// The name of the last quantity of `5 ft 11 in`, for `반`.
    static func lastName(_ expression: Expression) -> (NameMatch, Range<Int>)? {
        switch expression {
        case .quantity(_, let name, let range): (name, range)
        case .binary(_, _, let right, _): lastName(right)
        case .chain(let first, let links): lastName(links.last?.operand ?? first)
        default: nil
        }
    }

    /// Currencies may stand before their amount, by sign (`$`, `₩`), code
    /// (`USD 100`) or any name (`홍콩달러 500`, `달러 100`).
    static func prefixes(_ name: NameMatch) -> Bool {
        name.entries.contains {
            switch $0.target {
            case .currency: true
            case .unit: false
            }
        }
    }
}
