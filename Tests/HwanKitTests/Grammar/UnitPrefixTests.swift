import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// SPEC §2: every SI prefix on every unit whose row takes prefixes, SI multiples
/// and IEC prefixes on bit and byte, by rule; the prefix's case is never folded.
@Suite("Unit prefixes by rule")
struct UnitPrefixTests {
    /// The SI prefixes and their powers of ten, written here independently of the generator.
    static let siPrefixes: [(String, Int)] = [
        ("Q", 30), ("R", 27), ("Y", 24), ("Z", 21), ("E", 18), ("P", 15), ("T", 12), ("G", 9), ("M", 6),
        ("k", 3), ("h", 2), ("da", 1), ("d", -1), ("c", -2), ("m", -3), ("µ", -6), ("n", -9), ("p", -12),
        ("f", -15), ("a", -18), ("z", -21), ("y", -24), ("r", -27), ("q", -30),
    ]
    static let iecPrefixes: [(String, Int)] = [
        ("Ki", 10), ("Mi", 20), ("Gi", 30), ("Ti", 40), ("Pi", 50), ("Ei", 60), ("Zi", 70), ("Yi", 80),
    ]

    /// A stem row of the data: its unit and the prefix set its flags name.
    struct Stem: CustomTestStringConvertible {
        let unit: UnitDefinition
        let set: String
        var testDescription: String { "\(unit.symbol) (\(set))" }
    }

    /// Every row flagged `prefixes-SET` in Resources/units.tsv.
    static let stems: [Stem] = TSV.rows(EmbeddedResource.unitsTsv).compactMap { _, fields in
        guard let flag = TSV.list(fields[11]).first(where: { $0.hasPrefix("prefixes-") }),
            let unit = UnitCatalog.standard.all.first(where: { $0.id == fields[1] })
        else { return nil }
        return Stem(unit: unit, set: String(flag.dropFirst("prefixes-".count)))
    }

    /// The prefixes and their factors (`10^p` or `2^p`) a set names.
    static func prefixes(of set: String) -> [(String, ExactFraction)] {
        func power(_ base: Int, _ exponent: Int) -> ExactFraction {
            // Powers of ten as decimal literals; powers of two (all positive) by products.
            if base == 10 { return ExactFraction(ExactDecimal("1e\(exponent)")!) }
            var value = ExactFraction.one
            for _ in 0..<exponent { value = value * ExactFraction(base) }
            return value
        }
        let multiples = siPrefixes.filter { $0.1 > 0 && $0.0 != "h" && $0.0 != "da" }
        switch set {
        case "si": return siPrefixes.map { ($0.0, power(10, $0.1)) }
        case "si-multiples": return multiples.map { ($0.0, power(10, $0.1)) }
        case "si-iec":
            return (multiples.map { ($0.0, power(10, $0.1)) }) + iecPrefixes.map { ($0.0, power(2, $0.1)) }
        default: return []
        }
    }

    /// The units a spelling names exactly in its own case (a symbol or ASCII
    /// spelling), compared as a line holds typed text (compatibility forms replaced).
    static func exactUnits(_ spelling: String) -> [UnitDefinition] {
        let line = LineText(spelling)
        let typed = line.text(0..<line.count)
        var units: [UnitDefinition] = []
        for entry in NameIndex.entries(for: spelling) ?? [] {
            guard case .unit(let id) = entry.target, !units.contains(where: { $0.id == id }) else { continue }
            switch entry.spelling {
            case .symbol(let exact), .asciiSymbol(let exact):
                guard exact == typed, let unit = UnitCatalog.unit(atRow: entry.row, id: id) else { continue }
                units.append(unit)
            case .code, .name, .alias, .sign: continue
            }
        }
        return units
    }

    @Test("the data names the stems: SI units, bit and byte, data rates")
    func stemsAreData() {
        let symbols = Set(Self.stems.map(\.unit.symbol))
        for symbol in [
            "m", "g", "s", "A", "K", "mol", "cd", "Hz", "N", "Pa", "J", "W", "C", "V", "Ω", "F", "H", "Wb",
            "T",
            "S", "lm", "lx", "Bq", "Gy", "Sv", "kat", "L", "eV", "Wh", "bar", "bit", "B", "bit/s", "B/s",
        ] {
            #expect(symbols.contains(symbol), "\(symbol) takes no prefixes")
        }
    }

    @Test("every prefix on every stem is that power of ten (or two) of it, or another unit's own symbol")
    func sweep() throws {
        var checked = 0
        for stem in Self.stems {
            // Bit's prefixed symbols are `kb` and `kbit`; the ASCII `bit` form is the one every prefix has.
            let stemSymbol = stem.unit.id == "bit" ? "bit" : stem.unit.symbol
            for (prefix, factor) in Self.prefixes(of: stem.set) {
                let spelling = prefix + stemSymbol
                let found = Self.exactUnits(spelling)
                let prefixed = found.filter { $0.dimension == stem.unit.dimension }
                if prefixed.isEmpty {
                    // An exact unit name wins over a prefixed reading (`PS`, `kt`).
                    #expect(!found.isEmpty, "\(spelling) names nothing")
                    continue
                }
                #expect(prefixed.count == 1, "\(spelling): \(prefixed.map(\.id))")
                #expect(prefixed[0].exactFactor == factor * stem.unit.exactFactor, "\(spelling)")
                checked += 1
            }
        }
        #expect(checked > 750)
    }

    @Test("swapping a prefix's case never gives the other prefix silently")
    func caseIsNeverFolded() throws {
        var generator = SeededGenerator(seed: 31)
        // The letters that are a prefix in both cases: M m, P p, Z z, Y y, R r, Q q.
        let both = Self.siPrefixes.map(\.0).filter { prefix in
            prefix.count == 1 && prefix.lowercased() != prefix.uppercased()
                && Self.siPrefixes.contains { $0.0 == prefix.lowercased() }
                && Self.siPrefixes.contains { $0.0 == prefix.uppercased() }
        }
        #expect(both.count == 12)
        var checked = 0
        for _ in 0..<400 {
            let stem = Self.stems.filter { $0.set == "si" }.randomElement(using: &generator)!
            let typedPrefix = both.randomElement(using: &generator)!
            let other =
                typedPrefix == typedPrefix.uppercased() ? typedPrefix.lowercased() : typedPrefix.uppercased()
            let typed = typedPrefix + stem.unit.symbol
            guard let own = Self.exactUnits(typed).first(where: { $0.dimension == stem.unit.dimension }),
                let swapped = Self.exactUnits(other + stem.unit.symbol).first(where: {
                    $0.dimension == stem.unit.dimension
                })
            else { continue }
            let line = "1 \(typed) to \(stem.unit.symbol)"
            let value = try Calculate.value(line)
            #expect(value == Scalar(try own.exactFactor / stem.unit.exactFactor), "\(line)")
            #expect(value != Scalar(try swapped.exactFactor / stem.unit.exactFactor), "\(line)")
            checked += 1
        }
        #expect(checked > 300)
    }

    @Test(
        "prefixed units in lines",
        arguments: [
            ("1 Mg to g", "1000000"), ("1 Pm to m", "1000000000000000"), ("1 PW to W", "1000000000000000"),
            ("1 mol to mmol", "1000"), ("100 µSv to mSv", "0.1"), ("100 uSv to mSv", "0.1"),
            ("100 Mbps to MB/s", "12.5"), ("5 kWh to MJ", "18"), ("1 Gbit/s to Mbps", "1000"),
            ("10 MiB to B", "10485760"), ("20 kBq to Bq", "20000"), ("3 fs to s", "0.000000000000003"),
            ("5 메가줄 to J", "5000000"), ("3 밀리초 to s", "0.003"), ("1기가바이트 to MB", "1000"),
            ("10 마이크로미터 to mm", "0.01"), ("2 나노초 to ns", "2"), ("1 TiB to GiB", "1024"),
            ("5 kbps to bit/s", "5000"), ("1 GWh to MWh", "1000"), ("1 keV to eV", "1000"),
            ("1 mbar to Pa", "100"), ("1 kPa to Pa", "1000"), ("1 min to s", "60"), ("1 ft to m", "0.3048"),
            ("1 nmi to m", "1852"),
        ])
    func lines(line: String, expected: String) throws {
        #expect(try Calculate.value(line) == Scalar(ExactDecimal(expected)!), "\(line)")
    }

    @Test("a prefix typed in the other case is an error that asks, never the other prefix")
    func ambiguousCase() {
        #expect(Calculate.failure("1 MG to g")?.code == "ambiguous_name")
        #expect(Calculate.failure("1 PW to W") == nil)
    }
}
