// Mathematical functions applied to quantities (`sqrt`, `sin 30°`, `ln`).
extension Evaluator {
    func call(_ function: MathFunction, _ value: Quantity, at range: Range<Int>)
        throws(EvaluationError) -> Quantity
    {
        // `max(3 kg, 2500 g)`: the arguments were folded into one value, which is the result.
        if function == .max || function == .min { return value }
        if function == .abs || function == .hypot {
            return Quantity(
                value.value.isNegative
                    ? try arithmetic(at: range) { () throws(ArithmeticFailure) in
                        value.value.negated()
                    } : value.value, value.kind)
        }
        if let trigonometric = function.trigonometric, case .unit(let unit) = value.kind,
            unit.dimension == .angle, let degree = UnitCatalog.unit(id: "degree", symbol: "°")
        {
            // `sin(30°)`, `cos 60°`: an exact angle is an exact fraction of a half turn.
            let degrees = try arithmetic(at: range) { () throws(ArithmeticFailure) in
                try UnitConversion.convert(value.value, from: unit, to: degree, asInterval: false)
            }
            if case .exact(let fraction) = degrees.value {
                return Quantity(
                    try arithmetic(at: range) { () throws(ArithmeticFailure) in
                        try Scalar.trigonometric(trigonometric, halfTurns: try fraction / ExactFraction(180))
                    })
            }
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
                case .log10: try x.commonLogarithm()
                case .max, .min: x
                case .hypot: x.absoluteValue
                }
            })
    }

    /// One pairwise step of `max`, `min` or `hypot`: both quantities of one
    /// dimension (`min(3 kg, 2500 g)`), the result in the first one's unit.
    func severalArguments(_ op: BinaryOperator, _ a: Quantity, _ b: Quantity, at range: Range<Int>)
        throws(EvaluationError) -> Quantity
    {
        let aligned = a.isNumber && b.isNumber ? b.value : try align(b, to: a, at: range, interval: false)
        let value = try arithmetic(at: range) { () throws(ArithmeticFailure) in
            switch op {
            case .maximum: try a.value.subtracting(aligned).isNegative ? aligned : a.value
            case .minimum: try aligned.subtracting(a.value).isNegative ? aligned : a.value
            case .hypotenuse:
                try a.value.multiplied(by: a.value).adding(aligned.multiplied(by: aligned)).squareRoot()
            case .add, .subtract, .multiply, .divide, .power, .modulo, .of, .juxtapose, .logarithm: a.value
            }
        }
        return Quantity(value, a.kind)
    }

    /// A number as typed, within the calculator's limits (SPEC §3), which hold
    /// for what is typed, too.
    /// (A number the line keeps beside its tree is read from there: `numbers`.)
}
