/// Sine, cosine and tangent exact where mathematics is (SPEC §2): at a whole
/// multiple of 15° (π/12) the angle is known exactly, so `sin(30°)` is ½,
/// `cos(90°)` is 0, `tan(45°)` is 1, `tan(90°)` is a pole, and the values that
/// are irrational there (`cos(45°)` = √2/2) are computed from the exact angle,
/// not from a rounded one.
///
/// An angle comes as half turns (`t` with the angle t·π): exact from degrees
/// (30° is 1/6), or read off radians (`pi/6`, `sin(pi)`) when the radians are
/// within the working precision of a multiple of π/12 — a difference below
/// the digits carried is no difference.
extension Scalar {
    /// sin, cos or tan.
    public enum Trigonometric: Sendable {
        case sine, cosine, tangent
    }

    /// Twelfths of a half turn: one step of 15°.
    private static let stepsPerHalfTurn = 12

    /// The function at `halfTurns`·π, exact where the value is rational (0, ±½,
    /// ±1), an error at a pole, else the approximation of the exact angle.
    public static func trigonometric(_ function: Trigonometric, halfTurns: ExactFraction)
        throws(ArithmeticFailure) -> Scalar
    {
        let steps = halfTurns * ExactFraction(stepsPerHalfTurn)
        if steps.isInteger, let step = steps.exactDecimal?.int64Value {
            if let exact = try exactValue(function, step: Int(step % 24)) { return exact }
        }
        let radians = Scalar(halfTurns).workingDecimal * precisePi
        let digits = approximationDigits
        switch function {
        case .sine: return Scalar(approximation: radians.sine(significantDigits: digits))
        case .cosine: return Scalar(approximation: radians.cosine(significantDigits: digits))
        case .tangent: return Scalar(approximation: try radians.tangent(significantDigits: digits))
        }
    }

    /// The function of these radians: through the exact angle when they are a
    /// multiple of π/12 to the working precision, else the series.
    public func trigonometric(_ function: Trigonometric) throws(ArithmeticFailure) -> Scalar {
        if let halfTurns = halfTurnsIfMultipleOfStep() {
            return try Self.trigonometric(function, halfTurns: halfTurns)
        }
        let digits = Self.approximationDigits
        switch function {
        case .sine: return Scalar(approximation: workingDecimal.sine(significantDigits: digits))
        case .cosine: return Scalar(approximation: workingDecimal.cosine(significantDigits: digits))
        case .tangent: return Scalar(approximation: try workingDecimal.tangent(significantDigits: digits))
        }
    }

    /// These radians as k/12 half turns when they are that within 10^-34 of
    /// their size (and of 1): nil for any other angle.
    func halfTurnsIfMultipleOfStep() -> ExactFraction? {
        if isZero { return .zero }
        // Angles past 10^30 half turns carry no digit of their fraction of a turn.
        guard roughOrderOfMagnitude < 30 else { return nil }
        let steps = workingDecimal * ExactDecimal(Self.stepsPerHalfTurn)
        guard
            let quotient = try? steps.divided(
                by: Self.precisePi, significantDigits: Self.approximationDigits + 10,
                rounding: .toNearestOrEven)
        else { return nil }
        let whole = quotient.rounded(fractionDigits: 0, rounding: .toNearestOrEven)
        let gap = (quotient - whole).magnitude
        let scale = quotient.magnitude < ExactDecimal(1) ? ExactDecimal(1) : quotient.magnitude
        guard gap < scale * ExactDecimal("1e-34")! else { return nil }
        return try? ExactFraction(numerator: whole, denominator: ExactDecimal(Self.stepsPerHalfTurn))
    }

    /// The exact value at `step` × 15° where it is rational; a pole is an error.
    private static func exactValue(_ function: Trigonometric, step: Int) throws(ArithmeticFailure) -> Scalar?
    {
        // Steps of 15° in a whole turn: 24.
        let k = ((step % 24) + 24) % 24
        switch function {
        case .sine: return sineTable(k)
        case .cosine: return sineTable((k + 6) % 24)
        case .tangent:
            switch k % 12 {
            case 0: return .zero
            case 3: return .one
            case 6: throw .pole
            case 9: return Scalar(-1)
            default: return nil
            }
        }
    }

    /// sin(k × 15°) where it is rational: 0, ±½, ±1 (k within one turn).
    private static func sineTable(_ k: Int) -> Scalar? {
        let half = Scalar(ExactFraction(ExactDecimal("0.5")!))
        switch k {
        case 0, 12: return .zero
        case 2, 10: return half
        case 6: return .one
        case 14, 22: return half.negated()
        case 18: return Scalar(-1)
        default: return nil
        }
    }
}
