// Units and currencies: names to kinds, alignment of operands, conversion to targets.
extension Evaluator {
    /// The unit or currency of the name covering `nameRange` (looked up when its meaning was settled).
    package func kind(of nameRange: Range<Int>) throws(EvaluationError) -> Quantity.Kind {
        guard let kind = meanings.kind(at: nameRange) else { throw .unknownRow(at: nameRange) }
        return kind
    }

    /// What a target names: one unit or currency, or a unit expression (`m/s`, `원/평`).
    func kind(of target: ConversionTarget) throws(EvaluationError) -> Quantity.Kind {
        let first = try kind(of: target.range)
        guard target.isCompound else { return first }
        var compound = CompoundUnit.of(first).power(target.power)
        for factor in target.factors {
            compound = compound * CompoundUnit.of(try kind(of: factor.range)).power(factor.exponent)
        }
        for factor in compound.factors {
            if case .unit(let unit) = factor.base, unit.shape != .linear {
                throw .notInProduct(unit.symbol, affine: unit.shape == .affine, at: target.range)
            }
        }
        return compound.kind
    }

    /// `b`'s value in `a`'s unit or currency, for `+ - mod /`. With `interval`, a
    /// temperature is a difference (`30 °C + 9 °F` is 35 °C), not a reading.
    func align(_ b: Quantity, to a: Quantity, at range: Range<Int>, interval: Bool)
        throws(EvaluationError) -> Scalar
    {
        switch (a.kind, b.kind) {
        case (.number, .number): return b.value
        case (.unit(let target), .unit(let source)):
            guard target.dimension == source.dimension else {
                return try convertDerived(b, to: a.kind, at: range)
            }
            return try arithmetic(at: range) { () throws(ArithmeticFailure) in
                try UnitConversion.convert(b.value, from: source, to: target, asInterval: interval)
            }
        case (.money(let target), .money(let source)):
            return try exchange(b.value, from: source, to: target, at: range)
        case (.number, _), (_, .number):
            throw .numberAndQuantity(at: range)
        case (.unit, .money), (.money, .unit), (.compound, _), (_, .compound):
            return try convertDerived(b, to: a.kind, at: range)
        }
    }

    package func convert(_ value: Quantity, to target: Quantity.Kind, at range: Range<Int>)
        throws(EvaluationError)
        -> Quantity
    {
        // The two kinds taken apart one after the other, their payloads read in
        // place (a switch over the pair copied both kinds, a retain and a release each).
        switch value.kind {
        case .number:
            throw .nothingToConvert(at: range)
        case .unit(let source):
            switch target {
            case .unit(let unit):
                guard source.hasDimension(of: unit) else {
                    // `1 kWh to N` fails; a reciprocal pair of one vector (`L/100km` ↔ a length²) meets.
                    return Quantity(try convertDerived(value, to: target, at: range), target)
                }
                do {
                    return Quantity(
                        try UnitConversion.convert(value.value, from: source, to: unit, asInterval: false),
                        target)
                } catch {
                    throw .arithmetic(error, at: range)
                }
            case .number, .money:
                throw .incompatibleValues(first: value, second: Quantity(.one, target), at: range)
            case .compound:
                return Quantity(try convertDerived(value, to: target, at: range), target)
            }
        case .money(let source):
            switch target {
            case .money(let currency):
                // (One currency, `100 USD to USD`: `exchange` gives the amount itself, no rate asked.)
                return Quantity(try exchange(value.value, from: source, to: currency, at: range), target)
            case .number, .unit:
                throw .incompatibleValues(first: value, second: Quantity(.one, target), at: range)
            case .compound:
                return Quantity(try convertDerived(value, to: target, at: range), target)
            }
        case .compound:
            if case .number = target {
                throw .incompatibleValues(first: value, second: Quantity(.one, target), at: range)
            }
            return Quantity(try convertDerived(value, to: target, at: range), target)
        }
    }

    func exchange(_ amount: Scalar, from source: Currency, to target: Currency, at range: Range<Int>)
        throws(EvaluationError) -> Scalar
    {
        if source.hasCode(of: target) { return amount }
        let factor: ExactFraction
        do {
            factor = try rate(source, target)
        } catch {
            // The lookup cannot know where in the line the currency was written.
            if case .rateUnavailable(let code, let provider, _) = error {
                throw .rateUnavailable(code: code, provider: provider, at: range)
            }
            if case .coinUnpriced(let code, let exchange, _) = error {
                throw .coinUnpriced(code: code, exchange: exchange, at: range)
            }
            throw error
        }
        // (No closure: one capturing the rate copied it and destroyed the copies.)
        // Both of 64 bits over 64 (most amounts and rates): `multiplied`'s short
        // step in machine integers, no value made of the rate.
        if let x = amount.machineParts, let (numerator, denominator) = factor.smallParts {
            let product = Scalar.smallProduct(x, (factor.isNegative, numerator, denominator))
            return Scalar.reduced(
                negative: product.negative, numerator: product.numerator, denominator: product.denominator)
        }
        do {
            return try amount.multiplied(by: Scalar(factor))
        } catch {
            throw .arithmetic(error, at: range)
        }
    }

    /// SPEC §2: money goes home (home itself to USD); a unit to its dimension's
    /// metric reference unit (or, already there, to the everyday other one).
    func defaultTarget(for value: Quantity) throws(EvaluationError) -> Quantity.Kind? {
        switch value.kind {
        case .number:
            return nil
        case .money(let currency):
            let code = currency.code == home ? (home == "USD" ? "KRW" : "USD") : home
            guard let target = CurrencyCatalog.quickCurrency(code: code) else { return nil }
            return .money(target)
        case .unit(let unit):
            guard let reference = ReferenceUnits.target(for: unit) else { return nil }
            return .unit(reference)
        case .compound(let compound):
            // A derived result goes to the coherent SI unit of the one named
            // dimension it has (`70 kg * 9.80665 m/s^2` → N, `10 m / 2 s` → m/s);
            // with none or several (`원/kg`, L/km: area or fuel?) it stays as composed.
            let named = compound.vector.namedDimensions
            guard named.count == 1, let unit = ReferenceUnits.coherent(for: named[0]) else { return nil }
            return .unit(unit)
        }
    }
}
