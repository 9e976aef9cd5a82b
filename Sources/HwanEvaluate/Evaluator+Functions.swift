// Mathematical functions applied to quantities (`sqrt`, `sin 30°`, `ln`).
extension Evaluator {
    func call(_ function: MathFunction, _ value: Quantity, at range: Range<Int>)
        throws(EvaluationError) -> Quantity
    {
        if function == .abs {
            return Quantity(
                value.value.isNegative
                    ? try arithmetic(at: range) { () throws(ArithmeticFailure) in
                        value.value.negated()
                    } : value.value, value.kind)
        }
        let x: Scalar
        if function.takesAngle, case .unit(let unit) = value.kind, unit.dimension == .angle {
            // `sin(30°)`, `sin(30 deg)`: the angle in radians.
            x = try arithmetic(at: range) { () throws(ArithmeticFailure) in
                guard let degree = UnitCatalog.unit(id: "degree", symbol: "°") else { return value.value }
                return try UnitConversion.convert(value.value, from: unit, to: degree, asInterval: false)
                    .degreesToRadians()
            }
        } else {
            x = try number(value, at: range)
        }
        return Quantity(
            try arithmetic(at: range) { () throws(ArithmeticFailure) in
                switch function {
                case .sqrt: try x.squareRoot()
                case .exp: try x.exponential()
                case .ln: try x.naturalLogarithm()
                case .log: try x.commonLogarithm()
                case .abs: x
                case .cbrt: try x.cubeRoot()
                case .round: x.roundedToWhole()
                case .floor: x.floor()
                case .ceil: x.ceiling()
                case .log2: try x.binaryLogarithm()
                case .sin: x.sine()
                case .cos: x.cosine()
                case .tan: try x.tangent()
                case .asin: try x.arcsine()
                case .acos: try x.arccosine()
                case .atan: x.arctangent()
                }
            })
    }

    /// A number as typed, within the calculator's limits (SPEC §3), which hold
    /// for what is typed, too.
    /// (A number the line keeps beside its tree is read from there: `numbers`.)
}
