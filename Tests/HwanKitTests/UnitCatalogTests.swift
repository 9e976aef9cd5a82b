import Foundation
import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

@Suite("Unit catalog")
struct UnitCatalogTests {
    let catalog = UnitCatalog.standard

    /// Every unit Apple Foundation defines, by dimension, under the catalog's ids
    /// (Foundation's plural case names made singular, e.g. `kilometers` → `kilometer`).
    static let foundationUnits: [(UnitDimension, [String])] = [
        (.acceleration, ["meterPerSecondSquared", "gravity"]),
        (.angle, ["degree", "arcMinute", "arcSecond", "radian", "gradian", "revolution"]),
        (
            .area,
            [
                "squareMegameter", "squareKilometer", "squareMeter", "squareCentimeter", "squareMillimeter",
                "squareMicrometer", "squareNanometer", "squareInch", "squareFoot", "squareYard", "squareMile",
                "acre",
                "are", "hectare",
            ]
        ),
        (.concentrationMass, ["gramPerLiter", "milligramPerDeciliter"]),
        (.duration, ["hour", "minute", "second", "millisecond", "microsecond", "nanosecond", "picosecond"]),
        (
            .electricCharge,
            [
                "coulomb", "megaampereHour", "kiloampereHour", "ampereHour", "milliampereHour",
                "microampereHour",
            ]
        ),
        (.electricCurrent, ["megaampere", "kiloampere", "ampere", "milliampere", "microampere"]),
        (.electricPotentialDifference, ["megavolt", "kilovolt", "volt", "millivolt", "microvolt"]),
        (.electricResistance, ["megaohm", "kiloohm", "ohm", "milliohm", "microohm"]),
        (.energy, ["kilojoule", "joule", "kilocalorie", "calorie", "kilowattHour"]),
        (
            .frequency,
            [
                "terahertz", "gigahertz", "megahertz", "kilohertz", "hertz", "millihertz", "microhertz",
                "nanohertz",
                "framesPerSecond",
            ]
        ),
        (.fuelEfficiency, ["literPer100Kilometers", "milePerImperialGallon", "milePerGallon"]),
        (
            .informationStorage,
            [
                "bit", "nibble", "byte", "kilobit", "megabit", "gigabit", "terabit", "petabit", "exabit",
                "zettabit",
                "yottabit", "kibibit", "mebibit", "gibibit", "tebibit", "pebibit", "exbibit", "zebibit",
                "yobibit",
                "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte", "exabyte", "zettabyte",
                "yottabyte",
                "kibibyte", "mebibyte", "gibibyte", "tebibyte", "pebibyte", "exbibyte", "zebibyte",
                "yobibyte",
            ]
        ),
        (
            .length,
            [
                "megameter", "kilometer", "hectometer", "decameter", "meter", "decimeter", "centimeter",
                "millimeter",
                "micrometer", "nanometer", "picometer", "inch", "foot", "yard", "mile", "scandinavianMile",
                "lightyear", "nauticalMile", "fathom", "furlong", "astronomicalUnit", "parsec",
            ]
        ),
        (
            .mass,
            [
                "kilogram", "gram", "decigram", "centigram", "milligram", "microgram", "nanogram", "picogram",
                "ounce", "pound", "stone", "metricTon", "shortTon", "carat", "ounceTroy", "slug",
            ]
        ),
        (
            .power,
            [
                "terawatt", "gigawatt", "megawatt", "kilowatt", "watt", "milliwatt", "microwatt", "nanowatt",
                "picowatt", "femtowatt", "horsepower",
            ]
        ),
        (
            .pressure,
            [
                "newtonPerSquareMeter", "gigapascal", "megapascal", "kilopascal", "hectopascal",
                "inchOfMercury",
                "bar", "millibar", "millimeterOfMercury", "poundForcePerSquareInch",
            ]
        ),
        (.speed, ["meterPerSecond", "kilometerPerHour", "milePerHour", "knot"]),
        (.temperature, ["kelvin", "celsius", "fahrenheit"]),
        (
            .volume,
            [
                "megaliter", "kiloliter", "liter", "deciliter", "centiliter", "milliliter", "cubicKilometer",
                "cubicMeter", "cubicDecimeter", "cubicCentimeter", "cubicMillimeter", "cubicInch",
                "cubicFoot",
                "cubicYard", "cubicMile", "acreFoot", "bushel", "teaspoon", "tablespoon", "fluidOunce", "cup",
                "pint",
                "quart", "gallon", "imperialTeaspoon", "imperialTablespoon", "imperialFluidOunce",
                "imperialPint",
                "imperialQuart", "imperialGallon", "metricCup",
            ]
        ),
    ]

    @Test("the embedded catalog loads with over two hundred units")
    func loads() {
        #expect(catalog.all.count > 200)
        #expect(Set(catalog.all.map(\.id)).count == catalog.all.count, "ids are unique")
    }

    /// hwan's own dimensions beyond Foundation's twenty: force, data rate and the
    /// quantities of the SI's other named units.
    static let ownDimensions: Set<UnitDimension> = [
        .force, .dataRate, .absorbedDose, .amountOfSubstance, .capacitance, .catalyticActivity,
        .electricConductance, .equivalentDose, .illuminance, .inductance, .luminousFlux, .luminousIntensity,
        .magneticFlux, .magneticFluxDensity, .radioactivity,
    ]

    @Test(
        "the Foundation table above names all twenty of Foundation's dimensions (the others are hwan's own)")
    func foundationTableIsComplete() {
        #expect(
            Set(Self.foundationUnits.map(\.0)) == Set(UnitDimension.allCases).subtracting(Self.ownDimensions))
        #expect(UnitDimension.allCases.count == 35)
    }

    @Test("every dimension has every unit Foundation defines", arguments: foundationUnits)
    func hasFoundationUnits(dimension: UnitDimension, ids: [String]) {
        let present = Set(catalog.units(in: dimension).map(\.id))
        for id in ids {
            #expect(present.contains(id), "\(dimension) lacks \(id)")
        }
    }

    @Test("every dimension has one base unit with factor 1", arguments: UnitDimension.allCases)
    func baseUnit(dimension: UnitDimension) throws {
        let base = try #require(catalog.baseUnit(of: dimension))
        #expect(base.dimension == dimension)
        #expect(base.shape == .linear && base.exactFactor == 1 && base.offset == 0)
        #expect(catalog.units(in: dimension).filter(\.isBaseUnit).count == 1)
    }

    @Test("every spelling of a unit finds exactly that unit within its dimension")
    func spellingsAreUniqueWithinDimension() {
        var problems: [String] = []
        for unit in catalog.all {
            for spelling in unit.spellings {
                let found = catalog.candidates(for: spelling).filter { $0.dimension == unit.dimension }.map(
                    \.id)
                if found != [unit.id] {
                    problems.append("\(unit.dimension) '\(spelling)' of \(unit.id) → \(found)")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
    }

    @Test("every unit round-trips through its base unit to 1e-12 relative")
    func roundTrips() throws {
        for unit in catalog.all {
            for value in ["1", "123.456", "0.001"] {
                let amount = try #require(ExactDecimal(value))
                let base = try #require(catalog.baseUnit(of: unit.dimension))
                let back = try convert(
                    convert(ExactFraction(amount), from: unit, to: base), from: base, to: unit)
                #expect(unitValuesAgree(back, amount, relative: "1e-12"), "\(unit.id): \(value) → \(back)")
            }
        }
    }

    @Test("every unit has a Korean name in Hangul, English names, a symbol and a source")
    func namesAndSources() {
        for unit in catalog.all {
            #expect(
                unit.koreanName.unicodeScalars.contains { $0.value >= 0xAC00 && $0.value <= 0xD7A3 },
                "\(unit.id)")
            #expect(!unit.englishSingular.isEmpty && !unit.englishPlural.isEmpty, "\(unit.id)")
            #expect(!unit.symbol.isEmpty && !unit.source.isEmpty, "\(unit.id)")
        }
    }

    @Test(
        "the traditional Korean units sit in their physical dimensions",
        arguments: [
            ("평", UnitDimension.area), ("자", .length), ("치", .length), ("리", .length), ("근", .mass),
            ("돈", .mass),
            ("냥", .mass), ("관", .mass), ("홉", .volume), ("되", .volume), ("말", .volume),
        ])
    func koreanUnits(symbol: String, dimension: UnitDimension) throws {
        let unit = try #require(catalog.candidates(for: symbol).first)
        #expect(unit.dimension == dimension)
        #expect(unit.isKoreanTraditional)
        #expect(unit.koreanName == symbol)
    }

    @Test("exactly the eleven traditional Korean units are tagged for 한국 전통 단위")
    func koreanView() {
        #expect(
            catalog.units(in: .koreanTraditional).map(\.symbol) == [
                "자", "치", "리", "근", "돈", "냥", "관", "평", "홉", "되", "말",
            ])
    }

    @Test(
        "dimension names are Korean and English",
        arguments: [
            (UnitDimension.length, "길이", "length"), (.mass, "질량", "mass"),
            (.temperature, "온도", "temperature"),
            (.fuelEfficiency, "연비", "fuel efficiency"), (.informationStorage, "정보량", "information storage"),
            (.area, "넓이", "area"), (.volume, "부피", "volume"),
            (.concentrationMass, "질량 농도", "concentration of mass"),
        ])
    func dimensionNames(dimension: UnitDimension, korean: String, english: String) {
        #expect(dimension.name(in: .ko) == korean)
        #expect(dimension.name(in: .en) == english)
    }

    @Test(
        "a type is found by raw value, either language's name or a synonym",
        arguments: [
            ("length", UnitView.dimension(.length)), ("길이", .dimension(.length)),
            ("LENGTH", .dimension(.length)),
            ("fuelEfficiency", .dimension(.fuelEfficiency)), ("fuel efficiency", .dimension(.fuelEfficiency)),
            ("연비", .dimension(.fuelEfficiency)), ("면적", .dimension(.area)), ("weight", .dimension(.mass)),
            ("질량 농도", .dimension(.concentrationMass)), ("electric-current", .dimension(.electricCurrent)),
            ("korean", .koreanTraditional), ("한국", .koreanTraditional), ("한국 전통 단위", .koreanTraditional),
        ])
    func views(name: String, view: UnitView) {
        #expect(catalog.view(named: name) == view)
    }

    @Test("dimension(named:) answers only for the twenty dimensions")
    func dimensionNamed() {
        #expect(catalog.dimension(named: "온도") == .temperature)
        #expect(catalog.dimension(named: "korean") == nil)
        #expect(catalog.dimension(named: "kilometer") == nil)
    }

    @Test(
        "symbols are case-sensitive where case carries meaning",
        arguments: [
            ("mm", "millimeter"), ("Mm", "megameter"), ("B", "byte"), ("b", "bit"), ("MB", "megabyte"),
            ("Mb", "megabit"), ("mW", "milliwatt"), ("MW", "megawatt"), ("mHz", "millihertz"),
            ("MHz", "megahertz"),
            ("nm", "nanometer"), ("NM", "nauticalMile"),
        ])
    func caseSensitiveSymbols(token: String, id: String) {
        #expect(catalog.candidates(for: token).map(\.id) == [id])
    }

    @Test(
        "names ignore case, spaces and hyphens; a symbol in the wrong case is a last resort",
        arguments: [
            ("Kilometres", ["kilometer"]), ("LIGHT-YEARS", ["lightyear"]), ("squaremeters", ["squareMeter"]),
            ("킬로미터", ["kilometer"]), ("영국식갤런", ["imperialGallon"]), ("KM", ["kilometer"]),
            ("µm", ["micrometer"]), ("μm", ["micrometer"]), ("um", ["micrometer"]), ("m^2", ["squareMeter"]),
            ("m/s^2", ["meterPerSecondSquared"]), ("fl oz", ["fluidOunce"]), ("floz", ["fluidOunce"]),
            ("g", ["gram", "gravity"]), ("C", ["coulomb", "celsius"]), ("m", ["meter", "minute"]),
        ])
    func lookups(token: String, ids: [String]) {
        #expect(catalog.candidates(for: token).map(\.id) == ids)
    }

    @Test("search finds units by part of a name or symbol, exact matches first")
    func search() {
        #expect(catalog.search("gallon").first?.id == "gallon")
        #expect(catalog.search("gallon").contains { $0.id == "imperialGallon" })
        #expect(catalog.search("평").map(\.id) == ["pyeong", "squareMeter"])
        #expect(catalog.search("갤런").contains { $0.id == "imperialGallon" })
        #expect(catalog.search("zzzz").isEmpty)
    }

    @Test("the generated Swift embeds exactly Resources/units.tsv")
    func generatedFileIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent("Resources/units.tsv"), encoding: .utf8)
        let embedded = EmbeddedResource.unitsTsv
        #expect(embedded == file || embedded + "\n" == file, "run python3 scripts/embed_resources.py")
    }

    @Test(
        "coefficient expressions evaluate exactly",
        arguments: [
            ("400/121", "400", "121"), ("0.3048^2", "0.09290304", "1"),
            ("231*0.0254^3*1000", "3.785411784", "1"),
            ("2^10", "1024", "1"), ("2^-1", "1", "2"), ("1e-3", "0.001", "1"), ("-(1+2)*3", "-9", "1"),
            ("10*2401/1331", "24010", "1331"), ("1/10*10/33", "10", "330"), ("1 - 0.25", "0.75", "1"),
        ])
    func expressions(text: String, numerator: String, denominator: String) throws {
        let value = try UnitExpression.evaluate(text)
        let expected = try ExactFraction(
            numerator: #require(ExactDecimal(numerator)), denominator: #require(ExactDecimal(denominator)))
        #expect(value == expected)
    }

    @Test("pi carries 38 digits, so a parsec is right to 1e-30")
    func parsec() throws {
        let value = try UnitExpression.evaluate("648000/pi*149597870700")
        #expect(unitValuesAgree(value, F("30856775814913672.789139379577964716"), relative: "1e-30"))
    }

    /// Exact quotients from Python's `decimal` at 80 digits. Plain `Decimal` division
    /// gets the first of these wrong from the 8th digit on Linux.
    @Test(
        "division keeps 30 digits even with long divisors",
        arguments: [
            (
                "93353545026839316284397988e6", "1889935160639514278831e-18",
                "49395104642240975908048332214.977589736383496"
            ),
            (
                "96939420213600000000", "3.1415926535897932384626433832795028842",
                "30856775814913672789.139379577964716107"
            ),
            ("1e7", "9586997633895859018883469910350e-2", "1.0430794271445240365984321991235262113e-22"),
            (
                "898e-10", "497341291804620868370009643058548570e-7",
                "1.8056011330601054968253271136965652760e-36"
            ),
        ])
    func longDivision(dividend: String, divisor: String, quotient: String) throws {
        let result = try ExactFraction(
            numerator: #require(ExactDecimal(dividend)), denominator: #require(ExactDecimal(divisor)))
        #expect(unitValuesAgree(result, F(quotient), relative: "1e-30"))
    }

    @Test(
        "malformed coefficient expressions are refused",
        arguments: ["1/0", "2^", "abc", "(1", "1+", "", "2^x"])
    func badExpressions(text: String) {
        #expect(throws: UnitExpression.Failure.self) { try UnitExpression.evaluate(text) }
    }

    @Test("a malformed data line is reported with its line number")
    func badData() {
        #expect(throws: UnitCatalog.DataError(line: 2, reason: "unknown dimension 'nope'")) {
            try UnitCatalog(parsing: "# header\nnope\tx\tx\tlinear\t1\t\tx\tx\t엑스\t\t\t\thand\tsrc\n")
        }
    }
}
