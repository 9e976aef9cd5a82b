// Mixed results: one value spread over descending units (`5 ft 10.87 in`, `3시간 20분`).
extension Evaluator {
    /// `to ft in`, `to 시간 분`, `to 근 냥`: two or more linear units of the value's
    /// dimension, each smaller than the one before, make one mixed result (SPEC §2).
    /// Currencies never mix: `to KRW JPY` stays two results.
    func mixedUnits(_ targets: [ConversionTarget], for value: Quantity) throws(EvaluationError)
        -> [UnitDefinition]?
    {
        guard targets.count >= 2, case .unit(let source) = value.kind, source.shape != .reciprocal,
            targets.allSatisfy({ !$0.isCompound })
        else { return nil }
        var units: [UnitDefinition] = []
        for target in targets {
            guard case .unit(let unit) = try kind(of: target), unit.dimension == source.dimension,
                unit.shape == .linear
            else { return nil }
            if let last = units.last, !unit.hasSmallerFactor(than: last) { return nil }
            units.append(unit)
        }
        return units
    }

    /// The value as whole amounts of every unit but the last, and the rest in the
    /// last, rounded there to two decimals first so that no carry is lost
    /// (`5 ft 11.999 in` is `6 ft 0 in`).
    func split(_ value: Quantity, into units: [UnitDefinition], at range: Range<Int>)
        throws(EvaluationError) -> [Quantity]
    {
        guard let last = units.last else { return [] }
        let inLast = try convert(value, to: .unit(last), at: range).value
        var rest = ExactFraction(
            inLast.decimal(significantDigits: 60).rounded(
                fractionDigits: 2, rounding: .toNearestOrAwayFromZero)
        ).magnitude
        let negative = inLast.isNegative
        var parts: [Quantity] = []
        for unit in units.dropLast() {
            // How many whole `unit` the rest (in `last`) holds.
            let ratio: ExactFraction
            do { ratio = try unit.exactFactor / last.exactFactor } catch {
                throw .arithmetic(.divisionByZero, at: range)
            }
            let whole: ExactFraction
            do { whole = Scalar.floor(try rest / ratio) } catch {
                throw .arithmetic(.divisionByZero, at: range)
            }
            rest = rest - whole * ratio
            parts.append(Quantity(Scalar(negative ? whole.negated() : whole), .unit(unit)))
        }
        parts.append(Quantity(Scalar(negative ? rest.negated() : rest), .unit(last)))
        return parts
    }
}
