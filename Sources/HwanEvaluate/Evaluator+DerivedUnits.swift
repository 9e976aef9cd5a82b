// Products and quotients of quantities: derived units through coherent SI values.
extension Evaluator {
    /// Both simple units of one named dimension, or both money: the old, direct ways apply.
    static func sameSimpleDimension(_ a: Quantity.Kind, _ b: Quantity.Kind) -> Bool {
        switch (a, b) {
        case (.unit(let x), .unit(let y)): x.dimension == y.dimension
        case (.money, .money): true
        default: false
        }
    }

    /// A whole exponent of modest size, for powers of units.
    static func smallInteger(_ value: Scalar) -> Int? {
        guard value.isInteger, let exact = value.exactFraction, exact.magnitude <= ExactFraction(64) else {
            return nil
        }
        return Int(exact.description)
    }

    /// `a × b` or `a / b` of two quantities: their units multiply (`km/h × h`),
    /// a second currency is exchanged into the first one's through the rates.
    func product(_ a: Quantity, _ b: Quantity, dividing: Bool, at range: Range<Int>)
        throws(EvaluationError) -> Quantity
    {
        let (left, leftValue) = try linear(a, at: range)
        var (right, rightValue) = try linear(b, at: range)
        if let (target, _) = left.currency, let (source, exponent) = right.currency,
            source.code != target.code
        {
            let rate = try exchange(.one, from: source, to: target, at: range)
            rightValue = try arithmetic(at: range) { () throws(ArithmeticFailure) in
                try rightValue.multiplied(by: rate.raised(to: Scalar(ExactFraction(exponent))))
            }
            right = right.replacingCurrency(with: target)
        }
        let value = try arithmetic(at: range) { () throws(ArithmeticFailure) in
            dividing ? try leftValue.divided(by: rightValue) : try leftValue.multiplied(by: rightValue)
        }
        return try finish(value, left * (dividing ? right.power(-1) : right), at: range)
    }

    /// A value in compound units, simplified: a dimensionless one is a plain number.
    func finish(_ value: Scalar, _ compound: CompoundUnit, at range: Range<Int>)
        throws(EvaluationError) -> Quantity
    {
        guard compound.vector.isNone, !compound.factors.isEmpty else { return Quantity(value, compound.kind) }
        return Quantity(
            try arithmetic(at: range) { () throws(ArithmeticFailure) in
                try value.multiplied(by: Scalar(try compound.coherentFactor))
            })
    }

    /// The quantity as linear factors: °C, °F and reciprocal units (mpg) cannot take part in a product.
    func linear(_ q: Quantity, at range: Range<Int>) throws(EvaluationError) -> (CompoundUnit, Scalar) {
        if case .unit(let unit) = q.kind, unit.shape != .linear {
            throw .notInProduct(unit.symbol, affine: unit.shape == .affine, at: range)
        }
        return (CompoundUnit.of(q.kind), q.value)
    }

    /// `value` in coherent SI units (money stays in its currency), with the
    /// vector it has there; for a reciprocal unit (mpg), its dimension's linear base.
    func coherent(_ q: Quantity, at range: Range<Int>) throws(EvaluationError) -> Scalar {
        switch q.kind {
        case .number, .money:
            return q.value
        case .unit(let unit):
            return try arithmetic(at: range) { () throws(ArithmeticFailure) in
                let base: Scalar
                switch unit.shape {
                case .linear, .affine:
                    base = try q.value.adding(Scalar(unit.offset)).multiplied(by: Scalar(unit.exactFactor))
                case .reciprocal:
                    base = try Scalar(unit.exactFactor).divided(by: q.value)
                }
                return try base.multiplied(by: Scalar(unit.dimension.coherentFactor))
            }
        case .compound(let compound):
            return try arithmetic(at: range) { () throws(ArithmeticFailure) in
                try q.value.multiplied(by: Scalar(try compound.coherentFactor))
            }
        }
    }

    /// A coherent SI value (and currency) into `target`, the inverse of `coherent`.
    func fromCoherent(_ value: Scalar, into target: Quantity.Kind, at range: Range<Int>)
        throws(EvaluationError) -> Scalar
    {
        switch target {
        case .number, .money:
            return value
        case .unit(let unit):
            return try arithmetic(at: range) { () throws(ArithmeticFailure) in
                let base = try value.divided(by: Scalar(unit.dimension.coherentFactor))
                switch unit.shape {
                case .linear, .affine:
                    return try base.divided(by: Scalar(unit.exactFactor)).subtracting(Scalar(unit.offset))
                case .reciprocal:
                    return try Scalar(unit.exactFactor).divided(by: base)
                }
            }
        case .compound(let compound):
            return try arithmetic(at: range) { () throws(ArithmeticFailure) in
                try value.divided(by: Scalar(try compound.coherentFactor))
            }
        }
    }

    static func isReciprocal(_ kind: Quantity.Kind) -> Bool {
        if case .unit(let unit) = kind { return unit.shape == .reciprocal }
        return false
    }

    /// `value` into `target` when at least one side is a compound unit (or a
    /// unit against money per unit): dimensions must be equal; a reciprocal unit
    /// (mpg, km/L) also meets the inverse of its dimension (`km / L`); money is
    /// exchanged at the rate to the power of its exponent.
    func convertDerived(_ value: Quantity, to target: Quantity.Kind, at range: Range<Int>)
        throws(EvaluationError) -> Scalar
    {
        let source = value.vector
        let wanted = Quantity(.one, target).vector
        var inverted = false
        if source != wanted {
            guard Self.isReciprocal(value.kind) || Self.isReciprocal(target), source == wanted * -1 else {
                throw .incompatibleValues(first: value, second: Quantity(.one, target), at: range)
            }
            inverted = true
        }
        var si = try coherent(value, at: range)
        if inverted {
            si = try arithmetic(at: range) { () throws(ArithmeticFailure) in try Scalar.one.divided(by: si) }
        }
        if let (from, exponent) = CompoundUnit.of(value.kind).currency,
            let (to, _) = CompoundUnit.of(target).currency, from.code != to.code
        {
            let rate = try exchange(.one, from: from, to: to, at: range)
            si = try arithmetic(at: range) { () throws(ArithmeticFailure) in
                try si.multiplied(by: rate.raised(to: Scalar(ExactFraction(exponent))))
            }
        }
        return try fromCoherent(si, into: target, at: range)
    }
}
