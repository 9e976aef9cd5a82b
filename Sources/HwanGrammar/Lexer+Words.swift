/// The words people put around the numbers (SPEC §2), as tokens: arithmetic
/// words become the operators they name, Korean day counts a number and its
/// unit, and runs of English number words one number.
extension Lexer {
    /// Emits the phrase word read over `range`.
    mutating func emitPhrase(_ phrase: NameIndex.Phrase, _ range: Range<Int>) {
        switch phrase {
        case .arithmetic(.plus): emit(.plus, range)
        case .arithmetic(.minus): emit(.minus, range)
        case .arithmetic(.times): emit(.times, range)
        case .arithmetic(.divide): emit(.divide, range)
        case .arithmetic(.power): emit(.power, range)
        case .arithmetic(.sqrt): emit(.function(.sqrt), range)
        case .days(let unit, let count):
            // `이틀`: the number over its first letter, the unit over the rest.
            let split = range.lowerBound + 1
            let name = NameMatch(text: unit, entries: Self.exactSymbol(unit))
            emit(.number(NumberLiteral(parts: [.digits(String(count))])), range.lowerBound..<split)
            emit(.name(name), split..<range.upperBound)
        case .arithmetic(.square), .arithmetic(.cube), .arithmetic(.raised), .arithmetic(.over), .percent,
            .split, .people, .items, .each, .halves, .per, .perTopic, .numeral:
            emit(.phrase(phrase), range)
        }
    }

    /// The entries of the unit whose symbol is exactly `symbol`.
    static func exactSymbol(_ symbol: String) -> [NameIndex.Entry] {
        (NameIndex.entries(for: symbol) ?? []).filter {
            if case .symbol(let exact) = $0.spelling { return exact == symbol }
            return false
        }
    }

    /// The tokens with the phrase words that read several tokens together
    /// rewritten: `2의 10승` is `2 ^ 10`, `3의 제곱` and `5 squared` are `^ 2`;
    /// `a hundred`, `two thirds`, `one and a half`, `half a` one number;
    /// `1인당` and `1/N` the words they are.
    static func phrasesJoined(_ tokens: [Token], in line: LineText) -> [Token] {
        guard
            tokens.contains(where: {
                switch $0.kind {
                case .phrase, .connector, .of: true
                default: isArticle($0, line)
                }
            })
        else {
            return tokens
        }
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        var i = 0
        func kind(_ k: Int) -> Token.Kind { k < tokens.count ? tokens[k].kind : .end }
        // Whether the token before is a number said in English words (`a quarter`, `two`).
        var afterNumberWords = false
        while i < tokens.count {
            let token = tokens[i]
            if afterNumberWords, case .name(var match) = token.kind {
                match.prefersUnit = true
                out.append(Token(kind: .name(match), range: token.range))
                afterNumberWords = false
                i += 1
                continue
            }
            afterNumberWords = false
            // `a pound of flour`, `an ounce`: the article where an amount starts is one.
            if isArticle(token, line), case .name = kind(i + 1), startsAmount(after: out.last) {
                out.append(Token(kind: .number(NumberLiteral(parts: [.digits("1")])), range: token.range))
                afterNumberWords = true
                i += 1
                continue
            }
            switch token.kind {
            case .phrase(.arithmetic(.raised)):
                // `2의 10승`: the `의` before the exponent is the power sign.
                if let last = out.last, case .number = last.kind, out.count >= 2,
                    out[out.count - 2].kind == .of
                {
                    out[out.count - 2] = Token(kind: .power, range: out[out.count - 2].range)
                }
                i += 1
                continue
            case .phrase(.arithmetic(.square)), .phrase(.arithmetic(.cube)):
                let exponent = token.kind == .phrase(.arithmetic(.square)) ? "2" : "3"
                let sign: Range<Int>
                if out.last?.kind == .of {
                    sign = out.removeLast().range
                } else {
                    sign = token.range.lowerBound..<token.range.lowerBound
                }
                out.append(Token(kind: .power, range: sign))
                out.append(
                    Token(kind: .number(NumberLiteral(parts: [.digits(exponent)])), range: token.range))
                i += 1
                continue
            case .function(.sqrt) where out.count >= 2 && out[out.count - 1].kind == .of:
                // `36의 제곱근`: the root of the number before `의`.
                if case .number = out[out.count - 2].kind {
                    out.removeLast()
                    let number = out.removeLast()
                    out.append(token)
                    out.append(number)
                    i += 1
                    continue
                }
            case .phrase(.each):
                // `1인당 2만원씩`: "for one person", no number of its own.
                if let last = out.last, case .number(let literal) = last.kind, literal.text == "1",
                    last.range.upperBound == token.range.lowerBound
                {
                    out.removeLast()
                }
            case .connector:
                // `2 to the power of 10`: `to`, `the`, `power` and `of` are the power sign.
                let words = ["to", "the", "power"]
                if i + 2 < tokens.count,
                    (0..<3).allSatisfy({ line.text(tokens[i + $0].range).lowercased() == words[$0] })
                {
                    let end = i + 3 < tokens.count && tokens[i + 3].kind == .of ? i + 4 : i + 3
                    out.append(
                        Token(kind: .power, range: token.range.lowerBound..<tokens[end - 1].range.upperBound))
                    i = end
                    continue
                }
            case .number(let literal) where literal.isWrittenOne:
                // `1/N`, `1/n`: the share of each, a split.
                if kind(i + 1) == .divide, i + 2 < tokens.count,
                    ["N", "n"].contains(line.text(tokens[i + 2].range))
                {
                    out.append(
                        Token(
                            kind: .phrase(.split),
                            range: token.range.lowerBound..<tokens[i + 2].range.upperBound))
                    i += 3
                    continue
                }
            default:
                break
            }
            if let (value, end) = numeralRun(tokens, from: i, in: line) {
                let range = token.range.lowerBound..<tokens[end - 1].range.upperBound
                if let digits = value.terminatingDigits {
                    out.append(Token(kind: .number(NumberLiteral(parts: [.digits(digits)])), range: range))
                } else {
                    out.append(
                        Token(
                            kind: .phrase(
                                .numeral(numerator: value.numerator, denominator: value.denominator)),
                            range: range))
                }
                i = end
                afterNumberWords = true
                continue
            }
            out.append(token)
            i += 1
        }
        return out
    }

    /// Whether an amount starts after `previous`: at the start of the line, or
    /// after an operator, a parenthesis or a comma (not after a price: `$3 a pound`).
    static func startsAmount(after previous: Token?) -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .plus, .minus, .times, .divide, .openParenthesis, .comma, .and: return true
        default: return false
        }
    }

    /// `a` or `an`, which the lexer reads as a name (`a`, the are) or a word.
    static func isArticle(_ token: Token, _ line: LineText) -> Bool {
        switch token.kind {
        case .name, .word:
            let text = line.text(token.range)
            return text == "a" || text == "an"
        default: return false
        }
    }

    /// English number words from `start` (`a hundred`, `two thirds of a`,
    /// `one and a half`, `half a`): their value and the token after them.
    /// Words side by side multiply, except a smaller whole number after a
    /// hundred or more, or a unit after a ten, which adds (`twenty five`,
    /// `a hundred twenty`); `and` adds (`one and a half`).
    private static func numeralRun(_ tokens: [Token], from start: Int, in line: LineText) -> (
        SmallFraction, Int
    )? {
        var i = start
        if isArticle(tokens[i], line) { i += 1 }
        guard i < tokens.count, case .phrase(.numeral) = tokens[i].kind else { return nil }
        var total = SmallFraction(0, 1)
        var current: SmallFraction? = nil
        while i < tokens.count {
            guard case .phrase(.numeral(let n, let d)) = tokens[i].kind else { break }
            let value = SmallFraction(n, d)
            if let now = current {
                let whole = d == 1 && now.denominator == 1 && n < now.numerator
                if whole && (now.numerator >= 100 || (now.numerator % 10 == 0 && n < 10)) {
                    current = now.plus(value)
                } else {
                    current = now.times(value)
                }
            } else {
                current = value
            }
            i += 1
            // `one and a half`: `and` (and an article) before the next number word adds.
            var k = i
            if k < tokens.count, tokens[k].kind == .and {
                k += 1
                if k < tokens.count, isArticle(tokens[k], line) { k += 1 }
                if k < tokens.count, case .phrase(.numeral) = tokens[k].kind {
                    total = total.plus(current ?? SmallFraction(0, 1))
                    current = nil
                    i = k
                }
            }
        }
        total = total.plus(current ?? SmallFraction(0, 1))
        // `half a pound`, `two thirds of a cup`: `of` and an article before the unit.
        var end = i
        if end < tokens.count, tokens[end].kind == .of, end + 1 < tokens.count,
            isArticle(tokens[end + 1], line)
        {
            end += 2
        } else if end < tokens.count, isArticle(tokens[end], line), end + 1 < tokens.count,
            case .name = tokens[end + 1].kind
        {
            end += 1
        }
        return (total, end)
    }
}

/// A small exact fraction for English number words (`two thirds`).
struct SmallFraction: Equatable {
    let numerator: Int
    let denominator: Int

    init(_ numerator: Int, _ denominator: Int) {
        var a = abs(numerator)
        var b = max(denominator, 1)
        while b != 0 { (a, b) = (b, a % b) }
        let divisor = max(a, 1)
        self.numerator = numerator / divisor
        self.denominator = max(denominator, 1) / divisor
    }

    func plus(_ other: SmallFraction) -> SmallFraction {
        let (n1, o1) = numerator.multipliedReportingOverflow(by: other.denominator)
        let (n2, o2) = other.numerator.multipliedReportingOverflow(by: denominator)
        let (d, o3) = denominator.multipliedReportingOverflow(by: other.denominator)
        let (n, o4) = n1.addingReportingOverflow(n2)
        guard !(o1 || o2 || o3 || o4) else { return self }
        return SmallFraction(n, d)
    }

    func times(_ other: SmallFraction) -> SmallFraction {
        let (n, o1) = numerator.multipliedReportingOverflow(by: other.numerator)
        let (d, o2) = denominator.multipliedReportingOverflow(by: other.denominator)
        guard !(o1 || o2) else { return self }
        return SmallFraction(n, d)
    }

    /// The decimal digits when the fraction terminates (`1/4` is `0.25`); nil otherwise.
    var terminatingDigits: String? {
        var d = denominator
        var twos = 0
        var fives = 0
        while d % 2 == 0 {
            d /= 2
            twos += 1
        }
        while d % 5 == 0 {
            d /= 5
            fives += 1
        }
        guard d == 1 else { return nil }
        let places = max(twos, fives)
        var scaled = numerator
        for _ in 0..<places { scaled *= 10 }
        scaled /= denominator
        var text = String(scaled)
        guard places > 0 else { return text }
        while text.count <= places { text = "0" + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -places))
        return text
    }
}
