import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The evaluator's machine-integer steps across units and currencies
/// (`Evaluator.machineSum`, the factor comparison of `checkDescending`, the
/// exchange's product, the session rates' last pair by identity) must answer
/// exactly as the general steps: seeded cases against the checked arithmetic.
@Suite("Evaluator's machine-integer steps")
struct EvaluatorMachineStepTests {
    /// Zero, small whole numbers, fractions, decimals, 64-bit edges, both signs.
    static func amount(_ generator: inout SeededGenerator) -> Scalar {
        let negative = Bool.random(using: &generator)
        let edges: [UInt64] = [0, 1, 12, 1000, UInt64(Int64.max), .max - 1, .max]
        let numerator: UInt64 =
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: edges.randomElement(using: &generator)!
            case 1: UInt64.random(in: 0...100, using: &generator)
            case 2: UInt64.random(in: 0...100_000, using: &generator)
            default:
                UInt64.random(
                    in: 0...(UInt64.max >> Int.random(in: 0...63, using: &generator)), using: &generator)
            }
        let denominator: UInt64 =
            switch Int.random(in: 0..<4, using: &generator) {
            case 0, 1: 1
            case 2: [10, 100, 1000, 1_000_000].randomElement(using: &generator)!
            default:
                UInt64.random(
                    in: 1...(UInt64.max >> Int.random(in: 0...63, using: &generator)), using: &generator)
            }
        return Scalar(
            ExactFraction(
                negative: negative, numerator: BigUInt(numerator), denominator: BigUInt(denominator)))
    }

    /// Every pair of units of one dimension.
    /// Every pair of written-out units of one dimension. The units the prefix rule
    /// makes are left out: their extreme prefixes (`qm`, `Qm`, 10^±30) have factors
    /// beyond 64 bits by design, so the machine step never takes them, and there are
    /// so many of them that they would drown the share this suite measures.
    static var samePairs: [(UnitDefinition, UnitDefinition)] {
        let units = UnitCatalog.standard.all.filter { !$0.isPrefixedByRule }
        var pairs: [(UnitDefinition, UnitDefinition)] = []
        for a in units { for b in units where a.dimension == b.dimension { pairs.append((a, b)) } }
        return pairs
    }

    /// `a ± b` by the general steps: `b` into `a`'s unit as an interval, then the checked sum.
    static func checkedSum(_ a: Quantity, _ b: Quantity, subtracting: Bool) -> Scalar? {
        guard case .unit(let target) = a.kind, case .unit(let source) = b.kind else { return nil }
        do {
            let aligned = try UnitConversion.convertChecked(
                b.value, from: source, to: target, asInterval: true)
            return try a.value.addingChecked(subtracting ? aligned.negated() : aligned)
        } catch {
            return nil
        }
    }

    @Test("a sum of two units of one dimension agrees with the checked steps, every pair, 3 amounts each")
    func machineSums() {
        var generator = SeededGenerator(seed: 2026_1126_1018)
        var quick = 0
        var cases = 0
        for (first, second) in Self.samePairs {
            for _ in 0..<3 {
                let a = Quantity(Self.amount(&generator), .unit(first))
                let b = Quantity(Self.amount(&generator), .unit(second))
                let subtracting = Bool.random(using: &generator)
                cases += 1
                guard let sum = Evaluator.machineSum(a, b, subtracting: subtracting) else { continue }
                quick += 1
                #expect(first.shape == .linear && second.shape == .linear, "\(first.id) \(second.id)")
                #expect(
                    sum == Self.checkedSum(a, b, subtracting: subtracting),
                    "\(a.value) \(first.id) ± \(b.value) \(second.id)")
            }
        }
        // Most pairs of plain units with small amounts take the machine step.
        #expect(cases > 10_000)
        #expect(quick > cases / 3)
    }

    @Test("no machine sum across dimensions, of an affine or reciprocal unit, or of an approximation")
    func machineSumRefuses() throws {
        let catalog = UnitCatalog.standard
        let celsius = try #require(catalog.candidates(for: "°C").first)
        let kelvin = try #require(catalog.candidates(for: "K").first { $0.dimension == .temperature })
        let mpg = try #require(catalog.all.first { $0.shape == .reciprocal })
        let metre = try #require(catalog.candidates(for: "m").first { $0.dimension == .length })
        let gram = try #require(catalog.candidates(for: "g").first { $0.dimension == .mass })
        let five = Scalar(ExactFraction(5))
        #expect(
            Evaluator.machineSum(
                Quantity(five, .unit(celsius)), Quantity(five, .unit(kelvin)), subtracting: false) == nil)
        #expect(
            Evaluator.machineSum(Quantity(five, .unit(mpg)), Quantity(five, .unit(mpg)), subtracting: false)
                == nil)
        #expect(
            Evaluator.machineSum(
                Quantity(five, .unit(metre)), Quantity(five, .unit(gram)), subtracting: false) == nil)
        let root = try five.squareRoot()
        #expect(
            Evaluator.machineSum(
                Quantity(root, .unit(metre)), Quantity(five, .unit(metre)), subtracting: false) == nil)
        #expect(Evaluator.machineSum(Quantity(five), Quantity(five), subtracting: false) == nil)
    }

    @Test("the factor comparison agrees with the exact fractions' over every ordered pair of units")
    func factorOrder() {
        let units = UnitCatalog.standard.all
        var smaller = 0
        for a in units {
            for b in units {
                let expected = a.exactFactor < b.exactFactor
                #expect(a.hasSmallerFactor(than: b) == expected, "\(a.id) \(b.id)")
                if expected { smaller += 1 }
            }
        }
        #expect(smaller > 10_000)
    }

    @Test("side-by-side units are descending exactly when the rule says, over every ordered pair of units")
    func descendingRule() {
        let units = UnitCatalog.standard.all
        let one = Scalar(ExactFraction(1))
        var accepted = 0
        for a in units {
            for b in units {
                let rule =
                    a.dimension == b.dimension && a.shape == .linear && b.shape == .linear
                    && b.exactFactor < a.exactFactor && a.system == b.system
                var passed = true
                do {
                    try Evaluator.checkDescending(Quantity(one, .unit(a)), Quantity(one, .unit(b)), at: 3..<5)
                } catch {
                    passed = false
                    #expect(error == .notDescending(at: 3..<5))
                }
                #expect(passed == rule, "\(a.id) \(b.id)")
                if passed { accepted += 1 }
            }
        }
        #expect(accepted > 500)
    }

    /// Mixed lines of everyday units typed as users do: their values (and errors)
    /// against the checked steps, converted on to a third unit.
    @Test("mixed-unit lines (5 ft 11 in to cm) agree with the checked steps over 4,000 seeded lines")
    func mixedLines() throws {
        let spellings: [(String, UnitDimension)] = [
            ("ft", .length), ("in", .length), ("yd", .length), ("mi", .length),
            ("cm", .length), ("mm", .length), ("km", .length), ("lb", .mass), ("oz", .mass), ("kg", .mass),
            ("g", .mass), ("근", .mass), ("냥", .mass), ("돈", .mass), ("h", .duration), ("min", .duration),
            ("s", .duration), ("°C", .temperature), ("°F", .temperature), ("K", .temperature),
        ]
        let catalog = UnitCatalog.standard
        func unit(_ spelling: String, _ dimension: UnitDimension) throws -> UnitDefinition {
            try #require(catalog.candidates(for: spelling).first { $0.dimension == dimension })
        }
        let descending = [
            ("ft", "in"), ("yd", "ft"), ("mi", "yd"), ("km", "cm"), ("cm", "mm"), ("lb", "oz"), ("kg", "g"),
            ("근", "냥"), ("냥", "돈"), ("h", "min"), ("min", "s"), ("in", "ft"), ("g", "kg"), ("ft", "cm"),
        ]
        var generator = SeededGenerator(seed: 2026_1126_1019)
        var passed = 0
        for _ in 0..<4000 {
            // Half of them pairs that descend (`5 ft 11 in`), the others any two.
            let (s1, d1): (String, UnitDimension)
            let (s2, d2): (String, UnitDimension)
            if Bool.random(using: &generator) {
                let pair = descending.randomElement(using: &generator)!
                (s1, d1) = try #require(spellings.first { $0.0 == pair.0 })
                (s2, d2) = try #require(spellings.first { $0.0 == pair.1 })
            } else {
                (s1, d1) = spellings.randomElement(using: &generator)!
                (s2, d2) = spellings.randomElement(using: &generator)!
            }
            let same = spellings.filter { $0.1 == d1 }
            let (s3, d3) = same.randomElement(using: &generator)!
            let x = Int.random(in: 0...9999, using: &generator)
            let y = Int.random(in: 0...99, using: &generator)
            let fraction =
                Bool.random(using: &generator) ? ".\(Int.random(in: 0...99, using: &generator))" : ""
            let line = "\(x) \(s1) \(y)\(fraction) \(s2) to \(s3)"
            let (u1, u2, u3) = (try unit(s1, d1), try unit(s2, d2), try unit(s3, d3))
            let a = Quantity(Scalar(ExactFraction(x)), .unit(u1))
            let b = Quantity(
                Scalar(
                    try ExactFraction(
                        numerator: ExactDecimal("\(y)\(fraction)")!, denominator: ExactDecimal(1))),
                .unit(u2))
            let descends =
                u1.dimension == u2.dimension && u1.shape == .linear && u2.shape == .linear
                && u2.exactFactor < u1.exactFactor && u1.system == u2.system
            do {
                let value = try Calculate.value(line)
                #expect(descends, "\(line)")
                let sum = try #require(Self.checkedSum(a, b, subtracting: false), "\(line)")
                let expected = try UnitConversion.convertChecked(sum, from: u1, to: u3, asInterval: false)
                #expect(value == expected, "\(line)")
                passed += 1
            } catch {
                #expect(!descends, "\(line): \(error)")
            }
        }
        #expect(passed > 1000)
    }

    @Test("a money conversion's product agrees with the checked product over 6,000 seeded amounts and rates")
    func exchangeProducts() throws {
        let codes = ["USD", "JPY", "EUR", "KRW", "KWD", "VND", "GBP"]
        var generator = SeededGenerator(seed: 2026_1126_1020)
        for round in 0..<6000 {
            let from = codes.randomElement(using: &generator)!
            let to = codes.randomElement(using: &generator)!
            // Decimal rates as providers give them; every 7th past 64 bits over 64.
            let rate =
                round % 7 == 0
                ? ExactFraction(
                    negative: false,
                    numerator: BigUInt.powerOfTen(Int.random(in: 20...30, using: &generator))
                        + BigUInt(UInt64(7)),
                    denominator: BigUInt.powerOfTen(Int.random(in: 0...25, using: &generator)))
                : ExactFraction(
                    negative: false,
                    numerator: BigUInt(UInt64.random(in: 1...99_999_999_999, using: &generator)),
                    denominator: BigUInt.powerOfTen(Int.random(in: 0...12, using: &generator)))
            let whole = UInt64.random(
                in: 0...(UInt64.max >> Int.random(in: 0...60, using: &generator)), using: &generator)
            let digits = Int.random(in: 0...4, using: &generator)
            let fraction =
                digits == 0
                ? "" : "." + String(UInt64.random(in: 0...9999, using: &generator) % 10_000).prefix(digits)
            let text = "\(whole)\(fraction)"
            let line = "\(text) \(from) to \(to)"
            let parsed = try Parser.parse(LineText(line))
            let evaluator = try Evaluator(line: parsed, ans: nil, home: "KRW") {
                (_, _) throws(EvaluationError) in rate
            }
            let amount = Scalar(ExactFraction(ExactDecimal(text)!))
            let expected: Scalar? =
                from == to ? amount : try? amount.multipliedChecked(by: Scalar(rate))
            let got: Scalar? = try? evaluator.evaluate(parsed).firstResult.value
            #expect(got == expected, "\(line) at \(rate)")
        }
    }

    @Test("the session rates' last pair answers by identity only for the same two currencies")
    func lastPairByIdentity() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse)
        let rates = session.rates
        _ = rates.current()
        let table = try #require(rates.answer?.table)
        let codes = ["USD", "JPY", "EUR", "KRW", "GBP", "CNY"]
        // The catalog's currencies and currencies of the same codes made apart (other identities).
        let catalog = codes.map { CurrencyCatalog.quickCurrency(code: $0)! }
        let apart = codes.map { Currency(code: $0, minorUnits: 2, englishName: $0, koreanName: $0) }
        var generator = SeededGenerator(seed: 2026_1126_1021)
        for _ in 0..<5000 {
            let i = Int.random(in: 0..<codes.count, using: &generator)
            let j = Int.random(in: 0..<codes.count, using: &generator)
            let from = Bool.random(using: &generator) ? catalog[i] : apart[i]
            let to = Bool.random(using: &generator) ? catalog[j] : apart[j]
            // Often the same pair again, as a column of lines asks it.
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let answer = try rates.rate(from: from, to: to)
                #expect(answer == table.rate(from: codes[i], to: codes[j]), "\(codes[i]) \(codes[j])")
            }
        }
    }

    @Test("units and currencies outlive the catalogs that made them (their fields are kept for good)")
    func fieldsOutliveCatalogs() throws {
        var kept: [UnitDefinition] = []
        var currencies: [Currency] = []
        do {
            let catalog = try UnitCatalog(parsing: EmbeddedResource.unitsTsv)
            kept = Array(catalog.all.prefix(40))
            var problems: [String] = []
            currencies = Array(
                CurrencyCatalog.parseCurrencies(EmbeddedResource.currenciesTsv, problems: &problems).prefix(
                    40))
        }
        for unit in kept {
            let standard = try #require(UnitCatalog.standard.all.first { $0.id == unit.id })
            #expect(unit == standard)
            #expect(unit.symbol == standard.symbol && unit.exactFactor == standard.exactFactor)
        }
        for currency in currencies {
            #expect(currency == CurrencyCatalog.quickCurrency(code: currency.code))
        }
        #expect(kept.count == 40 && currencies.count == 40)
    }
}
