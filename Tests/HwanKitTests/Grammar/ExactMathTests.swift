import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// SPEC §2, "exact where mathematics is exact", functions of several arguments,
/// powers before a unit, a quantity alone on its ladder, and ambiguity settled by sense.
@Suite("Exact mathematics, functions, powers, ladders and sense")
struct ExactMathTests {
    // MARK: Trigonometry at multiples of 15°

    static func value(_ line: String) throws -> Scalar { try Calculate.value(line) }

    static func sqrt(_ n: Int) throws -> Scalar { try Scalar(n).squareRoot() }

    /// sin(k × 15°) for k = 0 ..< 24, written from the half-angle identities
    /// (rational where it is; roots through `squareRoot`, not trigonometry).
    static func expectedSine(_ k: Int) throws -> Scalar {
        let half = Scalar(ExactFraction(ExactDecimal("0.5")!))
        let s15 = try sqrt(6).subtracting(try sqrt(2)).divided(by: Scalar(4))
        let s45 = try sqrt(2).divided(by: Scalar(2))
        let s60 = try sqrt(3).divided(by: Scalar(2))
        let s75 = try sqrt(6).adding(try sqrt(2)).divided(by: Scalar(4))
        let firstQuadrant: [Scalar] = [.zero, s15, half, s45, s60, s75, .one]
        let k = ((k % 24) + 24) % 24
        switch k {
        case 0...6: return firstQuadrant[k]
        case 7...12: return firstQuadrant[12 - k]
        case 13...18: return firstQuadrant[k - 12].negated()
        default: return firstQuadrant[24 - k].negated()
        }
    }

    /// Equal when both are exact, else within 10^-33 (34 significant digits of values up to 4).
    static func agree(_ a: Scalar, _ b: Scalar) throws -> Bool {
        if a.isExact && b.isExact { return a == b }
        let gap = try a.subtracting(b).absoluteValue
        return gap.isZero || gap.decimal(significantDigits: 5) < ExactDecimal("1e-33")!
    }

    static let degrees = Array(stride(from: -720, through: 720, by: 15))

    @Test("sin, cos and tan at every multiple of 15° from -720° to 720°: exact values, poles errors")
    func degreesIdentities() throws {
        for d in Self.degrees {
            let k = d / 15
            let sine = try Self.expectedSine(k)
            let cosine = try Self.expectedSine(k + 6)
            let gotSine = try Self.value("sin(\(d)°)")
            let gotCosine = try Self.value("cos(\(d) deg)")
            #expect(try Self.agree(gotSine, sine), "sin(\(d)°) = \(gotSine)")
            #expect(try Self.agree(gotCosine, cosine), "cos(\(d)°) = \(gotCosine)")
            // Rational values are exact, never approximations of them.
            if sine.isExact { #expect(gotSine.isExact && gotSine == sine, "sin(\(d)°)") }
            if cosine.isExact { #expect(gotCosine.isExact && gotCosine == cosine, "cos(\(d)°)") }
            if cosine.isZero {
                #expect(Calculate.failure("tan(\(d)°)")?.code == "math_domain_error", "tan(\(d)°)")
            } else {
                let tangent = try Self.value("tan(\(d)°)")
                #expect(try Self.agree(tangent, try sine.divided(by: cosine)), "tan(\(d)°) = \(tangent)")
                if d % 45 == 0 { #expect(tangent.isExact, "tan(\(d)°)") }
            }
        }
    }

    @Test("the same at rational multiples of π in radians, as people write them")
    func radiansIdentities() throws {
        var generator = SeededGenerator(seed: 0x15)
        for k in -48...48 {
            // k·π/12 written in lowest terms, or as a product: `pi/6`, `5*pi/6`, `-pi`, `2 * pi / 3`.
            let (n, d) = Self.lowest(k, 12)
            let forms = [
                d == 1 ? "\(n)*pi" : "\(n)*pi/\(d)", d == 1 ? "pi*\(n)" : "(\(n)/\(d))*pi", "\(k)*pi/12",
            ]
            let form = forms.randomElement(using: &generator)!
            let sine = try Self.expectedSine(k)
            let got = try Self.value("sin(\(form))")
            #expect(try Self.agree(got, sine), "sin(\(form)) = \(got)")
            if sine.isExact { #expect(got == sine, "sin(\(form))") }
            let cosine = try Self.expectedSine(k + 6)
            #expect(try Self.agree(try Self.value("cos(\(form))"), cosine), "cos(\(form))")
            if cosine.isZero { #expect(Calculate.failure("tan(\(form))")?.code == "math_domain_error") }
        }
        #expect(try Self.value("sin(pi)") == .zero)
        #expect(try Self.value("sin(pi/6)") == Scalar(ExactFraction(ExactDecimal("0.5")!)))
    }

    static func lowest(_ n: Int, _ d: Int) -> (Int, Int) {
        var (a, b) = (abs(n), d)
        while b != 0 { (a, b) = (b, a % b) }
        let g = max(a, 1)
        return (n / g, d / g)
    }

    @Test("a result whose every digit is below the carried precision is 0", arguments: 1...60)
    func noiseIsZero(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed))
        let n = Int.random(in: 2...100_000, using: &generator)
        #expect(try Self.value("sqrt(\(n))^2 - \(n)") == .zero, "sqrt(\(n))^2 - \(n)")
        #expect(try Self.value("\(n) - sqrt(\(n))^2") == .zero, "\(n) - sqrt(\(n))^2")
        // A real difference stays: 34 digits are carried, not 20.
        #expect(try Self.value("sqrt(\(n))^2 - \(n) + 1e-20") != .zero)
    }

    @Test("the issue's exact rows")
    func issueRows() throws {
        #expect(try Self.value("sin(180°)") == .zero)
        #expect(try Self.value("cos(90°)") == .zero)
        #expect(try Self.value("sin(pi)") == .zero)
        #expect(try Self.value("sqrt(2)^2 - 2") == .zero)
        #expect(try Self.value("cos(60°)") == Scalar(ExactFraction(ExactDecimal("0.5")!)))
        #expect(try Self.value("tan(45°)") == .one)
        #expect(Calculate.failure("tan(90°)")?.code == "math_domain_error")
        #expect(Calculate.failure("ln(0)")?.code == "math_domain_error")
        #expect(Calculate.failure("log(0)")?.code == "math_domain_error")
    }

    // MARK: Functions

    @Test("log10 and log(x, base) are exact at whole powers", arguments: 1...40)
    func logarithms(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &* 7)
        let k = Int.random(in: -20...20, using: &generator)
        #expect(try Self.value("log10(10^\(k))") == Scalar(k))
        let base = Int.random(in: 2...12, using: &generator)
        let e = Int.random(in: 0...12, using: &generator)
        #expect(try Self.value("log(\(base)^\(e), \(base))") == Scalar(e), "log(\(base)^\(e), \(base))")
        #expect(try Self.value("log(8, 2)") == Scalar(3))
        #expect(try Self.value("log10(1000)") == Scalar(3))
    }

    @Test("max, min and hypot of several arguments", arguments: 1...40)
    func severalArguments(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &* 13)
        let count = Int.random(in: 1...6, using: &generator)
        let numbers = (0..<count).map { _ in Int.random(in: -1000...1000, using: &generator) }
        let list = numbers.map(String.init).joined(separator: ", ")
        #expect(try Self.value("max(\(list))") == Scalar(numbers.max()!), "max(\(list))")
        #expect(try Self.value("min(\(list))") == Scalar(numbers.min()!), "min(\(list))")
        // A Pythagorean triple from Euclid's formula: exact.
        let (m, n) = (Int.random(in: 2...40, using: &generator), Int.random(in: 1...1, using: &generator))
        let (a, b, c) = (m * m - n * n, 2 * m * n, m * m + n * n)
        #expect(try Self.value("hypot(\(a), \(b))") == Scalar(c), "hypot(\(a), \(b))")
    }

    @Test("functions of quantities, `_` in numbers, and argument errors")
    func functionLines() throws {
        #expect(try Self.value("min(3 kg, 2500 g) to g") == Scalar(2500))
        #expect(try Self.value("max(3 kg, 2500 g) to g") == Scalar(3000))
        #expect(try Self.value("hypot(3 m, 400 cm) to m") == Scalar(5))
        #expect(try Self.value("max(3, 4, 2)") == Scalar(4))
        #expect(try Self.value("1_000_000") == Scalar(1_000_000))
        #expect(try Self.value("5 min to s") == Scalar(300))
        #expect(Calculate.failure("sin(1, 2)")?.code.hasPrefix("syntax_error:argumentCount") == true)
        #expect(Calculate.failure("log(8, 2, 3)")?.code.hasPrefix("syntax_error:argumentCount") == true)
        #expect(Calculate.failure("max(3 kg, 2 m)")?.code == "incompatible_units")
    }

    @Test("a function before a quantity without parentheses takes it with its unit")
    func functionWithoutParentheses() throws {
        for d in stride(from: -360, through: 360, by: 15) {
            #expect(try Self.value("sin \(d)°") == Self.value("sin(\(d)°)"), "sin \(d)°")
            #expect(try Self.value("cos \(d)도") == Self.value("cos(\(d)°)"), "cos \(d)도")
        }
        #expect(try Self.value("sin 30 degrees") == Scalar(ExactFraction(ExactDecimal("0.5")!)))
        #expect(try Self.value("sqrt 2") == Self.value("sqrt(2)"))
        #expect(try Self.value("log 1000") == Scalar(3))
    }

    // MARK: Powers before a unit

    @Test("a power binds tighter than the unit after it; ^ is right-associative", arguments: 1...40)
    func powers(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &* 31)
        let base = Int.random(in: 2...10, using: &generator)
        let exponent = Int.random(in: 0...6, using: &generator)
        var power = 1
        for _ in 0..<exponent { power *= base }
        #expect(try Self.value("\(base)^\(exponent) km to m") == Scalar(power * 1000))
        #expect(try Self.value("\(base) ** \(exponent) m to cm") == Scalar(power * 100))
        let k = Int.random(in: 0...9, using: &generator)
        #expect(try Self.value("10^-\(k) m to mm") == Scalar(ExactDecimal("1e\(3 - k)")!))
        #expect(try Self.value("1.5*10^\(k) km to m") == Scalar(ExactDecimal("1.5e\(k + 3)")!))
        #expect(try Self.value("2^3^2") == Scalar(512))
        #expect(try Self.value("10^3^2") == Scalar(1_000_000_000))
    }

    // MARK: A quantity alone, on its ladder

    static func human(_ line: String) throws -> String {
        let session = try SessionHarness.session(language: .en, sharedCache: true)
        let reply = session.execute(line)
        return reply.error.map { "! " + $0 } ?? reply.output.joined(separator: "\n")
    }

    @Test(
        "the issue's ladder rows",
        arguments: [
            ("1 µs", "1 µs"), ("1 s", "1 s"), ("0.003 g", "0.003 g = 3 mg"), ("100 GB", "100 GB"),
            ("3 밀리초", "3 ms"), ("5 메가줄", "5 MJ"), ("100 Mbps", "100 Mbit/s"),
            ("100,000,000,000 B", "100,000,000,000 B = 100 GB"), ("5000000 J", "5,000,000 J = 5 MJ"),
        ])
    func ladderRows(line: String, expected: String) throws {
        #expect(try Self.human(line) == expected)
    }

    @Test("a quantity alone out of its reference unit's range is shown between 1 and 1000 of a rung")
    func ladderClass() throws {
        var generator = SeededGenerator(seed: 0x1ADD)
        var checked = 0
        for (dimension, rungs) in Evaluator.ladders {
            guard let reference = ReferenceUnits.reference(of: dimension) else { continue }
            for rung in rungs {
                let n = Int.random(in: 1...999, using: &generator)
                // In the reference unit: n × (rung / reference).
                let inReference = try Scalar(n).multiplied(
                    by: Scalar(try rung.exactFactor / reference.exactFactor)
                ).absoluteValue
                let outside =
                    inReference.fraction < .one || !(inReference.fraction < ExactFraction(1_000_000))
                let symbol = rung.symbol
                let output = try Self.human("\(n) \(symbol)")
                if outside {
                    #expect(output == "\(n) \(symbol)", "\(n) \(symbol) → \(output)")
                    checked += 1
                } else {
                    #expect(!output.hasPrefix("!"), "\(n) \(symbol) → \(output)")
                }
            }
        }
        #expect(checked > 20)
    }

    // MARK: Ambiguity settled by sense

    @Test("an ambiguous name is settled by what makes sense; a scale word keeps its scale for the target")
    func sense() throws {
        #expect(try Self.value("500원/g to 원/근") == Scalar(300_000))
        #expect(try Self.value("3 g to m/s^2") == Scalar(ExactDecimal("29.41995")!))
        #expect(try Self.value("3 g to kg") == Scalar(ExactDecimal("0.003")!))
        #expect(try Self.value("0.003 g to mg") == Scalar(3))
        #expect(Calculate.failure("5키로")?.code == "ambiguous_name")
        let mph = try Self.value("시속 100 킬로 마일로").decimal(significantDigits: 4)
        #expect(mph == ExactDecimal("62.14")!)
        let kmh = try Self.value("시속 60마일 킬로로").decimal(significantDigits: 6)
        #expect(kmh == ExactDecimal("96.5606")!)
    }
}
