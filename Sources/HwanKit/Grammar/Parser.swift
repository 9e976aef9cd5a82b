// The quantity grammar of SPEC §2, loosest binding first (one function below
// per level). Question words (`얼마`, `?`) carry no meaning and are dropped
// before parsing.
//
//   line       := expression [conversion] END
//   conversion := ("to" | "in" | "->" | "→" | "=") targets     100 USD to KRW, JPY
//               | targets                                    100 USD JPY, 3만엔을 원으로
//   targets    := target { [","] target }
//   target     := ["몇"] NAME ["으로" | "로"]
//   expression := sum
//   sum        := product { ("+" | "-") product }            x + y% is x × (1 + y/100)
//   product    := unary { ("*" | "/" | "mod" | "of") unary }  15% of 200, 200의 15%
//   unary      := ("-" | "+") unary | juxtaposed              -2^2 = -4
//   juxtaposed := scaled { scaled }                           5 ft 11 in, 1시간 30분
//   scaled     := SIGN power | power [NAME | "in"] | NAME      $100, 3만 엔, 12 in, 달러
//   power      := postfix ["^" unary]                         right associative
//   postfix    := primary { "!" | "%" }
//   primary    := NUMBER | "ans" | "pi" | "(" expression ")" | FUNCTION primary
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

    private let line: LineText
    private let tokens: [Token]
    private var position = 0
    private var depth = 0

    /// Reads a whole line. `requireTarget`: the `convert` command, which needs one.
    public static func parse(_ line: LineText, requireTarget: Bool = false) throws(GrammarError) -> ParsedLine
    {
        var parser = Parser(line: line)
        return try parser.line(requireTarget: requireTarget)
    }

    init(line: LineText) {
        self.line = line
        self.tokens = Lexer.tokens(line).filter { $0.kind != .question }
    }

    private var current: Token { tokens[position] }
    private var next: Token { tokens[min(position + 1, tokens.count - 1)] }

    private mutating func advance() { position = min(position + 1, tokens.count - 1) }

    // MARK: One function per level

    private mutating func line(requireTarget: Bool) throws(GrammarError) -> ParsedLine {
        if current.kind == .end { throw GrammarError(.empty, at: current.range) }
        let expression = try sum()
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
                advance()
                return parsed
            }
            targets = try conversionTargets()
        case .name, .howMany, .word:
            targets = try conversionTargets()
        default:
            break
        }
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
        return ParsedLine(expression: expression, targets: targets)
    }

    private mutating func conversionTargets() throws(GrammarError) -> [ConversionTarget] {
        var targets: [ConversionTarget] = []
        while true {
            if current.kind == .howMany { advance() }
            let token = current
            switch token.kind {
            case .name(let name):
                advance()
                targets.append(try unitExpressionTarget(name, at: token.range))
                if current.kind == .toward { advance() }
                if current.kind == .comma {
                    advance()
                    continue
                }
                switch current.kind {
                case .name, .inWord, .howMany, .word: continue
                default: return targets
                }
            case .inWord:
                targets.append(ConversionTarget(name: inch(token), range: token.range))
            case .word(let text):
                throw unknown(text, at: token.range)
            case .number:
                throw GrammarError(.targetWithAmount, at: token.range)
            case .end:
                throw GrammarError(.missingTarget, at: token.range)
            default:
                throw unexpected(token)
            }
            advance()
            if current.kind == .toward { advance() }
            if current.kind == .comma {
                advance()
                continue
            }
            switch current.kind {
            case .name, .inWord, .howMany, .word: continue
            default: return targets
            }
        }
    }

    /// `m/s`, `kg*m/s^2`, `원/평` after a target's first name: its factors and powers.
    private mutating func unitExpressionTarget(_ name: NameMatch, at range: Range<Int>) throws(GrammarError)
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
    private mutating func targetPower() throws(GrammarError) -> Int? {
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

    private mutating func sum() throws(GrammarError) -> Expression {
        let first = try product()
        var links: [ChainLink] = []
        while current.kind == .plus || current.kind == .minus {
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

    private mutating func product() throws(GrammarError) -> Expression {
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
            default: return links.isEmpty ? first : .chain(first, links)
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

    private mutating func unary() throws(GrammarError) -> Expression {
        guard current.kind == .minus || current.kind == .plus else { return try juxtaposed() }
        let sign = current
        try enter(sign)
        defer { depth -= 1 }
        advance()
        let operand = try unary()
        return sign.kind == .minus ? .negate(operand, operatorRange: sign.range) : operand
    }

    private mutating func juxtaposed() throws(GrammarError) -> Expression {
        let first = try scaled()
        var links: [ChainLink] = []
        // Another amount with its own name right after a named quantity: `5 ft 11 in`.
        while Self.isNamed(first), startsNamedAmount() {
            let right = try scaled()
            let at = right.range.lowerBound
            links.append(ChainLink(op: .juxtapose, operand: right, operatorRange: at..<at))
        }
        return links.isEmpty ? first : .chain(first, links)
    }

    private mutating func scaled() throws(GrammarError) -> Expression {
        let token = current
        switch token.kind {
        case .name(let name):
            advance()
            // `$100`, `₩5,000`, `USD 100`: a sign or code written before the amount.
            if Self.prefixes(name), startsAmount() {
                let amount = try power()
                return .quantity(amount: amount, name: name, nameRange: token.range)
            }
            let unit = Expression.quantity(amount: nil, name: name, nameRange: token.range)
            return current.kind == .power ? try unitPower(unit) : unit
        case .inWord:
            advance()
            return .quantity(amount: nil, name: inch(token), nameRange: token.range)
        case .word(let text) where Self.constant(text, at: token.range) == nil:
            throw unknown(text, at: token.range)
        default:
            break
        }
        let amount = try power()
        let after = current
        switch after.kind {
        case .name(let name):
            advance()
            if current.kind == .power {
                // `2 m^2`: the power is the unit's, not the amount's.
                let unit = try unitPower(.quantity(amount: nil, name: name, nameRange: after.range))
                let at = after.range.lowerBound
                return .chain(amount, [ChainLink(op: .multiply, operand: unit, operatorRange: at..<at)])
            }
            return .quantity(amount: amount, name: name, nameRange: after.range)
        case .inWord where !Self.mentionsName(amount):
            advance()
            return .quantity(amount: amount, name: inch(after), nameRange: after.range)
        default:
            return amount
        }
    }

    /// `s^2`, `m^-1`: a name raised to a power (the exponent a signed primary).
    private mutating func unitPower(_ unit: Expression) throws(GrammarError) -> Expression {
        let operation = current
        try enter(operation)
        defer { depth -= 1 }
        advance()
        let exponent = try unary()
        return .binary(.power, unit, exponent, operatorRange: operation.range)
    }

    private mutating func power() throws(GrammarError) -> Expression {
        let base = try postfix()
        guard current.kind == .power else { return base }
        let operation = current
        try enter(operation)
        defer { depth -= 1 }
        advance()
        let exponent = try unary()
        return .binary(.power, base, exponent, operatorRange: operation.range)
    }

    private mutating func postfix() throws(GrammarError) -> Expression {
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

    private mutating func primary() throws(GrammarError) -> Expression {
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
            let argument = try postfix()
            return .call(function, argument, nameRange: token.range)
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

    // MARK: Helpers

    private mutating func enter(_ token: Token) throws(GrammarError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw GrammarError(.nestingTooDeep(limit: Self.maximumDepth), at: token.range)
        }
    }

    /// Whether an amount starts here (after a sign written before it).
    private func startsAmount() -> Bool {
        switch current.kind {
        case .number, .openParenthesis, .ans, .pi, .function: true
        case .word(let text): Self.constant(text, at: 0..<0) != nil
        default: false
        }
    }

    /// A number followed by a name (or `in`): the next quantity of `5 ft 11 in`.
    private func startsNamedAmount() -> Bool {
        guard case .number = current.kind else { return false }
        switch next.kind {
        case .name, .inWord: return true
        default: return false
        }
    }

    private func inch(_ token: Token) -> NameMatch {
        NameMatch(text: line.text(token.range), entries: NameIndex.entries(for: "in") ?? [])
    }

    /// An unknown word, or `nan`/`inf`, which look like numbers but are none.
    private func unknown(_ text: String, at range: Range<Int>) -> GrammarError {
        if ["nan", "inf", "infinity", "∞"].contains(text.lowercased()) {
            return GrammarError(.notANumber(text), at: range)
        }
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

    /// `1,00`: a comma glued between digits that did not make a thousands group.
    private func misplacedComma() -> GrammarError? {
        guard current.kind == .comma, position > 0, case .number = tokens[position - 1].kind,
            tokens[position - 1].range.upperBound == current.range.lowerBound
        else { return nil }
        if case .number = next.kind, next.range.lowerBound == current.range.upperBound {
            return GrammarError(.misplacedSeparator, at: current.range)
        }
        if next.kind == .end { return GrammarError(.misplacedSeparator, at: current.range) }
        return nil
    }

    private func unexpected(_ token: Token) -> GrammarError {
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
    static func mentionsName(_ expression: Expression) -> Bool {
        var pending = [expression]
        while let next = pending.popLast() {
            switch next {
            case .quantity: return true
            case .number, .ans, .pi, .euler: break
            case .negate(let e, _), .percent(let e, _), .factorial(let e, _), .call(_, let e, _),
                .group(let e, _):
                pending.append(e)
            case .binary(_, let l, let r, _): pending += [l, r]
            case .chain(let first, let links): pending += [first] + links.map(\.operand)
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

    /// Signs (`$`, `₩`) and codes (`USD 100`) may stand before their amount.
    static func prefixes(_ name: NameMatch) -> Bool {
        name.entries.contains {
            switch $0.spelling {
            case .sign, .code: true
            case .name, .alias, .symbol, .asciiSymbol: false
            }
        }
    }
}
