/// Computes a parsed line: the value of its expression, then that value in
/// each target (SPEC §2). Quantities carry their unit or currency; `+`, `-`
/// and side-by-side sums meet in the left operand's unit (currencies through
/// the rates), `*` and `/` scale by plain numbers, a quantity over one of the
/// same dimension is a plain number, and conversion is the last step.
///
/// Rates are asked for only when two different currencies meet, through
/// `rate`, so a line of units or plain numbers never touches them.
public struct Evaluator {
    /// Units of `to` for one `from`, exact; throws when the data lacks a currency.
    public typealias RateLookup = (_ from: Currency, _ to: Currency) throws(EvaluationError) -> ExactFraction

    let meanings: NameResolution.Meanings
    let rate: RateLookup
    let ans: Quantity?
    /// Where a currency with no target goes (SPEC §11 `home`); that currency itself goes to USD.
    let home: String
    /// The line's numbers when they are kept beside its tree (the memo of line
    /// shapes: the tree is a kept line's, the numbers this line's); a number of
    /// the tree is read from here when one covers its range. Empty: the tree's own.
    package let numbers: [PlacedNumber]
    /// Whether the line's expression is shallow (`isShallow`), when known beforehand
    /// (the memo of line shapes: the shape fixes it); nil: asked.
    let shallowLine: Bool?

    public init(line: ParsedLine, ans: Quantity?, home: String, rate: @escaping RateLookup)
        throws(EvaluationError)
    {
        self.init(meanings: try NameResolution.resolve(line), ans: ans, home: home, rate: rate)
    }

    /// An evaluator of a line whose names are already resolved (`NameResolution.resolve`
    /// of that line, or of a line of the same shape: the memo of line shapes).
    /// (`numbers`, `shallowLine`: a line of a kept shape, whose tree is the kept line's.)
    package init(
        meanings: NameResolution.Meanings, ans: Quantity?, home: String, rate: @escaping RateLookup,
        numbers: [PlacedNumber] = [], shallowLine: Bool? = nil
    ) {
        self.meanings = meanings
        self.ans = ans
        self.home = home
        self.rate = rate
        self.numbers = numbers
        self.shallowLine = shallowLine
    }

    /// The expression's value and its conversions: one per target, or the
    /// default one (home currency, the dimension's reference unit) when the line
    /// names none; none for a plain number.
    public func evaluate(_ line: ParsedLine) throws(EvaluationError) -> Evaluation {
        let value =
            switch shallowLine {
            case true?: try shallowOrMachine(line.expression)
            case false?: try evaluateStacked(line.expression)
            case nil: try evaluate(line.expression)
            }
        // A temperature is a reading of a scale that starts at 0 K: none lies below it.
        if case .unit(let unit) = value.kind, unit.dimension == .temperature, unit.shape != .reciprocal,
            try coherent(value, at: line.expression.range).isNegative
        {
            throw .belowAbsoluteZero(unit.symbol, at: line.expression.range)
        }
        if let base = line.base {
            // Only a plain whole number has a form in another base.
            guard value.isNumber, value.value.isExact, value.value.isInteger else {
                throw .notWholeForBase(base, at: line.baseRange)
            }
            var evaluation = Evaluation(value: value, results: [], targetsGiven: true)
            evaluation.base = base
            return evaluation
        }
        var results: [Quantity] = []
        if line.targets.isEmpty {
            if case .money(let currency) = value.kind, currency.code == home || line.keepsCurrency,
                !Self.isBareAmount(line.expression)
            {
                // SPEC §2: arithmetic on home-currency amounts stays home (`3만원 / 4` = 7,500원).
                return Evaluation(value: value, result: value, targetsGiven: false)
            } else if let rung = ladderRung(for: value) {
                let result = try convert(value, to: .unit(rung), at: line.expression.range)
                return Evaluation(value: value, result: result, targetsGiven: false)
            } else if let target = try defaultTarget(for: value) {
                let result = try convert(value, to: target, at: line.expression.range)
                // Already in the reference unit, the everyday other one is shown only
                // where it reads as well (`1 min` stays, never `0.01666666667 h`).
                if case .unit(let unit) = value.kind, case .unit = target,
                    ReferenceUnits.reference(of: unit.dimension)?.id == unit.id,
                    !Self.readsWell(result.value.fraction.magnitude)
                {
                    return Evaluation(value: value, result: value, targetsGiven: false)
                }
                return Evaluation(value: value, result: result, targetsGiven: false)
            }
        } else {
            if value.isNumber { throw .nothingToConvert(at: line.targets[0].range) }
            if let mixed = try mixedUnits(line.targets, for: value) {
                var evaluation = Evaluation(value: value, results: [], targetsGiven: true)
                evaluation.mixed = try split(value, into: mixed, at: line.targets[0].range)
                evaluation.mixedKorean = line.targets.allSatisfy {
                    $0.name.text.unicodeScalars.allSatisfy(\.isHangulSyllable)
                }
                return evaluation
            }
            if line.targets.count == 1 {
                // One target (most lines): no array; one name's kind by its range
                // (the target read in place, not copied out of the array).
                let range = line.targets[0].range
                let kind =
                    line.targets[0].power == 1 && line.targets[0].factors.isEmpty
                    ? try kind(of: range) : try kind(of: line.targets[0])
                let result = try convert(value, to: kind, at: range)
                return Evaluation(value: value, result: result, targetsGiven: true)
            } else {
                results.reserveCapacity(line.targets.count)
                for target in line.targets {
                    results.append(try convert(value, to: try kind(of: target), at: target.range))
                }
            }
        }
        // (A plain number with no target, most arithmetic lines: no result, no array read.)
        if results.isEmpty { return Evaluation(value: value, targetsGiven: !line.targets.isEmpty) }
        return Evaluation(value: value, results: results, targetsGiven: !line.targets.isEmpty)
    }
}

extension Evaluator {
    /// A quantity as typed, with no arithmetic: `5만원`, `(5만원)`, `5 ft 11 in`.
    static func isBareAmount(_ expression: Expression) -> Bool {
        switch expression {
        case .quantity: true
        case .group(let inner, _): isBareAmount(inner)
        case .binary(.juxtapose, _, _, _): true
        case .chain(_, let links):
            links.allSatisfy { $0.op == .juxtapose || $0.op == .add && $0.operatorRange.isEmpty }  // `한근 반`
        default: false
        }
    }

    /// SPEC §2: side-by-side quantities add up only when the second is a smaller
    /// unit of the same system (`5 ft 11 in`, `1시간 30분`, `3근 2냥`).
    static func checkDescending(_ a: Quantity, _ b: Quantity, at range: Range<Int>) throws(EvaluationError) {
        guard case .unit(let first) = a.kind, case .unit(let second) = b.kind else {
            throw .notDescending(at: range)
        }
        guard first.isFollowed(by: second) else { throw .notDescending(at: range) }
    }
}

extension Evaluator {
    /// The value `ans` stands for in this line, for the outcome that shows it.
    package var previousResult: Quantity? { ans }

    /// The lookup the line's money conversions asked (for the rate a renderer shows).
    package var rateLookup: RateLookup { rate }
}
