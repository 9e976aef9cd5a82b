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

/// `actual` and `expected` agree to `relative` (e.g. "1e-9") of the expected magnitude.
func unitValuesAgree(_ actual: ExactFraction, _ expected: ExactFraction, relative: String) -> Bool {
    let tolerance = F(relative)
    let scale = max(expected.magnitude, F("1e-30"))
    return (actual - expected).magnitude <= tolerance * scale
}

func unitValuesAgree(_ actual: ExactFraction, _ expected: ExactDecimal, relative: String) -> Bool {
    unitValuesAgree(actual, ExactFraction(expected), relative: relative)
}

/// The two units of the line `1 FROM to TO` as the calculator reads them: the
/// parser and `NameResolution`, the production path (the catalog's own
/// resolver, which only tests used, is gone).
func unitsOfLine(_ from: String, _ to: String) throws -> (UnitDefinition, UnitDefinition) {
    let parsed = try Parser.parse(LineText("1 \(from) to \(to)"))
    let meanings = try NameResolution.resolve(parsed).inLineOrder
    let units = meanings.compactMap { _, meaning -> UnitDefinition? in
        guard case .unit(let id, let row, _) = meaning else { return nil }
        return UnitCatalog.unit(atRow: row, id: id)
    }
    try #require(units.count == 2, "1 \(from) to \(to) names \(meanings)")
    return (units[0], units[1])
}

@Suite("Unit conversion")
struct UnitConversionTests {
    let catalog = UnitCatalog.standard

    /// Reference conversions across all twenty dimensions and the Korean units.
    ///
    /// How the expected values were produced: each row's last field is a GNU Units
    /// 2.22 command (/usr/bin/units, definitions file of the Debian package) that
    /// was run as `units -t --digits 15 FROM TO`; its output is the expected value.
    /// GNU Units defines these units from the same legal values (international
    /// yard and pound, US gallon = 231 in³, imperial gallon = 4.54609 L, gn =
    /// 9.80665 m/s², thermochemical calorie, conventional mmHg), so agreement to
    /// 1e-9 cross-checks hwan's data file against an independent one. The Korean
    /// units are written with GNU Units' Japanese shakkanhō units, which have the
    /// same definitions (shaku = 10/33 m = 자, sun = 치, tsubo = 평, shou = 되,
    /// gou = 홉, to = 말, kin = 근, monme = 돈, kan = 관); 리 is 1296 shaku (the
    /// Japanese ri is ten times longer), 냥 is 10 monme. Fuel efficiency uses
    /// reciprocals (`1/(10 L/100km)` → `mile/usgallon`). Units GNU Units lacks are
    /// written out (`10 km` for a Scandinavian mile, `60 Hz` for 60 fps).
    static let references: [(String, String, String, String, String)] = [
        // The SI's other named units, each by a prefix the rule makes.
        ("1", "mol", "mmol", "1000", "units -t '1 mol' 'mmol'"),
        ("100", "µSv", "mSv", "0.1", "units -t '100 microsievert' 'millisievert'"),
        ("1", "Gy", "mGy", "1000", "units -t '1 gray' 'milligray'"),
        ("1", "kBq", "Bq", "1000", "units -t '1 kilobecquerel' 'becquerel'"),
        ("1", "cd", "mcd", "1000", "units -t '1 candela' 'millicandela'"),
        ("1", "klm", "lm", "1000", "units -t '1 kilolumen' 'lumen'"),
        ("1", "klx", "lx", "1000", "units -t '1 kilolux' 'lux'"),
        ("1", "kat", "mkat", "1000", "units -t '1 katal' 'millikatal'"),
        ("1", "µF", "nF", "1000", "units -t '1 microfarad' 'nanofarad'"),
        ("1", "H", "mH", "1000", "units -t '1 henry' 'millihenry'"),
        ("1", "Wb", "mWb", "1000", "units -t '1 weber' 'milliweber'"),
        ("1", "T", "mT", "1000", "units -t '1 tesla' 'millitesla'"),
        ("1", "S", "mS", "1000", "units -t '1 siemens' 'millisiemens'"),
        ("100", "Mbps", "MB/s", "12.5", "units -t '100 megabit/s' 'megabyte/s'"),
        ("1", "g", "m/s2", "9.80665", "units -t '1 gravity' 'm/s^2'"),
        ("1", "lbf", "N", "4.4482216152605", "units -d 14 -t '1 lbf' 'N'"),
        ("1", "kgf", "N", "9.80665", "units -t '1 kgf' 'N'"),
        ("1", "year", "d", "365.25", "units -t '1 julianyear' 'day'"),
        ("1", "month", "d", "30.4375", "units -t 'julianyear/12' 'day'"),
        ("1", "BTU", "J", "1055.05585262", "units -d 14 -t '1 btu' 'J'"),
        ("1", "Wh", "J", "3600", "units -t '1 Wh' 'J'"),
        ("100", "m/s²", "g", "10.1971621297793", "units -t '100 m/s^2' 'gravity'"),
        ("180", "deg", "rad", "3.14159265358979", "units -t '180 deg' 'radian'"),
        ("1", "rad", "°", "57.2957795130823", "units -t '1 radian' 'deg'"),
        ("90", "deg", "grad", "100", "units -t '90 deg' '1|400 circle'"),
        ("1", "rev", "deg", "360", "units -t '1 revolution' 'deg'"),
        ("30", "arcmin", "deg", "0.5", "units -t '30 arcmin' 'deg'"),
        ("3600", "arcsec", "°", "1", "units -t '3600 arcsec' 'deg'"),
        ("34", "평", "m2", "112.396694214876", "units -t '34 tsubo' 'm^2'"),
        ("100", "m²", "평", "30.25", "units -t '100 m^2' 'tsubo'"),
        ("1", "acre", "m2", "4046.8564224", "units -t '1 acre' 'm^2'"),
        ("1", "mi2", "km2", "2.589988110336", "units -t '1 mi^2' 'km^2'"),
        ("250", "ha", "km²", "2.5", "units -t '250 hectare' 'km^2'"),
        ("1", "sqft", "cm2", "929.0304", "units -t '1 ft^2' 'cm^2'"),
        ("1", "a", "m2", "100", "units -t '1 are' 'm^2'"),
        ("1", "Mm²", "km²", "1000000", "units -t '1 Mm^2' 'km^2'"),
        ("1", "yd2", "m2", "0.83612736", "units -t '1 yd^2' 'm^2'"),
        ("1", "in²", "cm²", "6.4516", "units -t '1 in^2' 'cm^2'"),
        ("1", "µm2", "nm2", "1000000", "units -t '1 micrometer^2' 'nm^2'"),
        ("100", "mg/dL", "g/L", "1", "units -t '100 mg/dL' 'g/L'"),
        ("3", "g/l", "mg/dl", "300", "units -t '3 g/L' 'mg/dL'"),
        ("90", "min", "h", "1.5", "units -t '90 min' 'hr'"),
        ("1", "day", "s", "86400", "units -t '1 day' 's'"),
        ("2", "wk", "h", "336", "units -t '2 week' 'hr'"),
        ("1", "µs", "ns", "1000", "units -t '1 microsecond' 'ns'"),
        ("1500", "ms", "s", "1.5", "units -t '1500 ms' 's'"),
        ("1", "ps", "ns", "0.001", "units -t '1 ps' 'ns'"),
        ("1", "Ah", "C", "3600", "units -t '1 A hr' 'C'"),
        ("3000", "mAh", "Ah", "3", "units -t '3000 mA hr' 'A hr'"),
        ("1", "kAh", "C", "3600000", "units -t '1 kA hr' 'C'"),
        ("1", "MAh", "C", "3600000000", "units -t '1 MA hr' 'C'"),
        ("1", "µAh", "C", "0.0036", "units -t '1 microA hr' 'C'"),
        ("1500", "mA", "A", "1.5", "units -t '1500 mA' 'A'"),
        ("2", "kA", "A", "2000", "units -t '2 kA' 'A'"),
        ("1", "MA", "kA", "1000", "units -t '1 MA' 'kA'"),
        ("5", "uA", "mA", "0.005", "units -t '5 microA' 'mA'"),
        ("230", "V", "kV", "0.23", "units -t '230 V' 'kV'"),
        ("1", "MV", "V", "1000000", "units -t '1 MV' 'V'"),
        ("5", "mV", "µV", "5000", "units -t '5 mV' 'microV'"),
        ("4700", "ohm", "kohm", "4.7", "units -t '4700 ohm' 'kohm'"),
        ("1", "Mohm", "kΩ", "1000", "units -t '1 Mohm' 'kohm'"),
        ("1", "mohm", "µΩ", "1000", "units -t '1 mohm' 'microohm'"),
        ("1", "kcal", "kJ", "4.184", "units -t '1 kcal' 'kJ'"),
        ("1", "kWh", "J", "3600000", "units -t '1 kWh' 'J'"),
        ("1000", "cal", "kcal", "1", "units -t '1000 cal' 'kcal'"),
        ("1", "kWh", "kcal", "860.420650095602", "units -t '1 kWh' 'kcal'"),
        ("2.4", "GHz", "MHz", "2400", "units -t '2.4 GHz' 'MHz'"),
        ("1", "THz", "GHz", "1000", "units -t '1 THz' 'GHz'"),
        ("60", "fps", "Hz", "60", "units -t '60 Hz' 'Hz'"),
        ("1", "mHz", "µHz", "1000", "units -t '1 mHz' 'microHz'"),
        ("1", "nHz", "Hz", "1e-09", "units -t '1 nHz' 'Hz'"),
        ("10", "L/100km", "mpg", "23.5214583333333", "units -t '1/(10 L/100km)' 'mile/usgallon'"),
        ("30", "mpg", "L/100km", "7.84048611111111", "units -t '1/(30 mile/usgallon)' 'L/100km'"),
        ("10", "L/100km", "mpg_imp", "28.2480936331822", "units -t '1/(10 L/100km)' 'mile/brgallon'"),
        ("15", "km/L", "L/100km", "6.66666666666667", "units -t '1/(15 km/L)' 'L/100km'"),
        ("30", "mpg", "km/L", "12.7543112229082", "units -t '30 mile/usgallon' 'km/L'"),
        ("40", "mpg_imp", "mpg", "33.3069673851596", "units -t '40 mile/brgallon' 'mile/usgallon'"),
        ("1", "KiB", "B", "1024", "units -t '1 KiB' 'B'"),
        ("1", "GiB", "MB", "1073.741824", "units -t '1 GiB' 'MB'"),
        ("1", "GB", "GiB", "0.931322574615479", "units -t '1 GB' 'GiB'"),
        ("8", "bit", "B", "1", "units -t '8 bit' 'B'"),
        ("1", "nibble", "bit", "4", "units -t '1 nibble' 'bit'"),
        ("100", "Mb", "MB", "12.5", "units -t '100 Mbit' 'MB'"),
        ("1", "YiB", "B", "1.20892581961463e+24", "units -t '1 YiB' 'B'"),
        ("1", "Tb", "TiB", "0.113686837721616", "units -t '1 Tbit' 'TiB'"),
        ("1", "Zb", "Kib", "9.765625e+17", "units -t '1 Zbit' 'Kibit'"),
        ("5", "km", "mi", "3.10685596118667", "units -t '5 km' 'mi'"),
        ("1", "mi", "km", "1.609344", "units -t '1 mi' 'km'"),
        ("6", "ft", "cm", "182.88", "units -t '6 ft' 'cm'"),
        ("1", "in", "mm", "25.4", "units -t '1 in' 'mm'"),
        ("1", "NM", "m", "1852", "units -t '1 nauticalmile' 'm'"),
        ("1", "ly", "km", "9460730472580.8", "units -t '1 lightyear' 'km'"),
        ("1", "au", "km", "149597870.7", "units -t '1 au' 'km'"),
        ("1", "pc", "ly", "3.26156377714188", "units -t '1 parsec' 'lightyear'"),
        ("1", "fathom", "m", "1.8288", "units -t '1 fathom' 'm'"),
        ("1", "furlong", "m", "201.168", "units -t '1 furlong' 'm'"),
        ("1", "smi", "km", "10", "units -t '10 km' 'km'"),
        ("10", "자", "m", "3.03030303030303", "units -t '10 shaku' 'm'"),
        ("1", "치", "cm", "3.03030303030303", "units -t '1 sun' 'cm'"),
        ("1", "리", "m", "392.727272727273", "units -t '1296 shaku' 'm'"),
        ("10", "리", "km", "3.92727272727273", "units -t '12960 shaku' 'km'"),
        ("100", "pm", "nm", "0.1", "units -t '100 pm' 'nm'"),
        ("1", "hm", "dam", "10", "units -t '1 hectometer' 'decameter'"),
        ("1", "lb", "kg", "0.45359237", "units -t '1 lb' 'kg'"),
        ("1", "oz", "g", "28.349523125", "units -t '1 oz' 'g'"),
        ("1", "st", "kg", "6.35029318", "units -t '1 stone' 'kg'"),
        ("1", "ton", "kg", "907.18474", "units -t '1 shortton' 'kg'"),
        ("1", "t", "lb", "2204.62262184878", "units -t '1 tonne' 'lb'"),
        ("1", "ct", "g", "0.2", "units -t '1 carat' 'g'"),
        ("1", "ozt", "g", "31.1034768", "units -t '1 troyounce' 'g'"),
        ("1", "slug", "kg", "14.5939029372064", "units -t '1 slug' 'kg'"),
        ("1", "근", "g", "600", "units -t '1 kin' 'g'"),
        ("1", "돈", "g", "3.75", "units -t '1 monme' 'g'"),
        ("1", "냥", "g", "37.5", "units -t '10 monme' 'g'"),
        ("1", "관", "kg", "3.75", "units -t '1 kan' 'kg'"),
        ("1", "근", "lb", "1.32277357310927", "units -t '1 kin' 'lb'"),
        ("1", "µg", "ng", "1000", "units -t '1 microgram' 'ng'"),
        ("1", "hp", "W", "745.69987158227", "units -t '1 hp' 'W'"),
        ("1", "kW", "hp", "1.34102208959503", "units -t '1 kW' 'hp'"),
        ("1", "TW", "GW", "1000", "units -t '1 TW' 'GW'"),
        ("1", "fW", "pW", "0.001", "units -t '1 fW' 'pW'"),
        ("5", "MW", "kW", "5000", "units -t '5 MW' 'kW'"),
        ("1", "atm", "psi", "14.6959487755135", "units -t '1 atm' 'psi'"),
        ("1", "inHg", "Pa", "3386.388640341", "units -t '1 inHg' 'Pa'"),
        ("760", "mmHg", "Pa", "101325.0144354", "units -t '760 mmHg' 'Pa'"),
        ("1", "bar", "psi", "14.5037737730209", "units -t '1 bar' 'psi'"),
        ("1013.25", "hPa", "atm", "1", "units -t '1013.25 hPa' 'atm'"),
        ("1", "mbar", "Pa", "100", "units -t '1 millibar' 'Pa'"),
        ("1", "GPa", "MPa", "1000", "units -t '1 GPa' 'MPa'"),
        ("1", "psi", "kPa", "6.89475729316836", "units -t '1 psi' 'kPa'"),
        ("100", "km/h", "mph", "62.1371192237334", "units -t '100 km/hr' 'mph'"),
        ("1", "kn", "m/s", "0.514444444444444", "units -t '1 knot' 'm/s'"),
        ("60", "mph", "km/h", "96.56064", "units -t '60 mph' 'km/hr'"),
        ("10", "m/s", "km/h", "36", "units -t '10 m/s' 'km/hr'"),
        ("100", "°F", "°C", "37.7777777777778", "units -t 'tempF(100)' 'tempC'"),
        ("0", "°C", "°F", "32", "units -t 'tempC(0)' 'tempF'"),
        ("300", "K", "°C", "26.85", "units -t 'tempK(300)' 'tempC'"),
        ("-40", "°C", "°F", "-40", "units -t 'tempC(-40)' 'tempF'"),
        ("451", "°F", "K", "505.927777777778", "units -t 'tempF(451)' 'tempK'"),
        ("1", "gal", "L", "3.785411784", "units -t '1 usgallon' 'L'"),
        ("1", "gal_imp", "L", "4.54609", "units -t '1 brgallon' 'L'"),
        ("1", "cup", "mL", "236.5882365", "units -t '1 uscup' 'mL'"),
        ("1", "floz", "mL", "29.5735295625", "units -t '1 usfloz' 'mL'"),
        ("1", "tbsp", "tsp", "3", "units -t '1 ustablespoon' 'usteaspoon'"),
        ("1", "tsp_imp", "mL", "5.91938802083333", "units -t '5|24 brfloz' 'mL'"),
        ("1", "tbsp_imp", "mL", "17.7581640625", "units -t '5|8 brfloz' 'mL'"),
        ("1", "pt_imp", "L", "0.56826125", "units -t '1 brpint' 'L'"),
        ("1", "qt", "L", "0.946352946", "units -t '1 usquart' 'L'"),
        ("1", "bu", "L", "35.23907016688", "units -t '1 usbushel' 'L'"),
        ("1", "acft", "m3", "1233.48183754752", "units -t '1 acrefoot' 'm^3'"),
        ("1", "ft3", "L", "28.316846592", "units -t '1 ft^3' 'L'"),
        ("1", "mcup", "mL", "250", "units -t '1 metriccup' 'mL'"),
        ("1", "되", "L", "1.80390683696469", "units -t '1 shou' 'L'"),
        ("1", "홉", "mL", "180.390683696469", "units -t '1 gou' 'mL'"),
        ("1", "말", "L", "18.0390683696469", "units -t '1 to' 'L'"),
        ("1", "m3", "L", "1000", "units -t '1 m^3' 'L'"),
        ("1", "in3", "mL", "16.387064", "units -t '1 in^3' 'mL'"),
        ("1", "mi3", "km3", "4.16818182544058", "units -t '1 mi^3' 'km^3'"),
        ("1", "floz_imp", "mL", "28.4130625", "units -t '1 brfloz' 'mL'"),
        ("1", "qt_imp", "L", "1.1365225", "units -t '1 brquart' 'L'"),
        ("1", "pt", "mL", "473.176473", "units -t '1 uspint' 'mL'"),
    ]

    @Test("reference conversions agree with GNU Units to 1e-9 relative", arguments: references)
    func reference(amount: String, from: String, to: String, expected: String, gnuUnits: String) throws {
        let (source, target) = try unitsOfLine(from, to)
        let value = try #require(ExactDecimal(amount))
        let result = try convert(value, from: source, to: target)
        let want = try #require(ExactDecimal(expected))
        #expect(
            unitValuesAgree(result, want, relative: "1e-9"),
            "\(amount) \(from) → \(result) \(to); \(gnuUnits)")
    }

    @Test("the reference table covers every dimension and every traditional Korean unit")
    func referenceCoverage() throws {
        var dimensions = Set<UnitDimension>()
        var korean = Set<String>()
        for (_, from, to, _, _) in Self.references {
            let (source, target) = try unitsOfLine(from, to)
            dimensions.insert(source.dimension)
            for unit in [source, target] where unit.isKoreanTraditional { korean.insert(unit.id) }
        }
        #expect(Self.references.count >= 80)
        #expect(dimensions == Set(UnitDimension.allCases))
        #expect(korean == Set(catalog.units(in: .koreanTraditional).map(\.id)))
    }

    @Test(
        "conversions that are exact by law come out exact",
        arguments: [
            ("1", "lb", "kg", "0.45359237"), ("1", "gal", "L", "3.785411784"), ("1", "g", "m/s2", "9.80665"),
            ("1", "hp", "W", "745.69987158227022"), ("1", "kibibyte", "bytes", "1024"),
            ("32", "°F", "°C", "0"),
            ("0", "°C", "°F", "32"), ("-40", "°F", "°C", "-40"), ("1", "자", "치", "10"), ("1", "되", "홉", "10"),
            ("1", "근", "g", "600"), ("1", "관", "돈", "1000"), ("121", "평", "m2", "400"),
            ("1", "YiB", "B", "1208925819614629174706176"), ("1", "cup", "floz", "8"),
            ("1", "gal_imp", "floz_imp", "160"),
            ("1", "mmHg", "Pa", "133.322387415"), ("1", "ozt", "g", "31.1034768"),
            ("1", "ly", "m", "9460730472580800"), ("1", "acre", "m2", "4046.8564224"),
            ("1", "ft3", "L", "28.316846592"),
        ])
    func exact(amount: String, from: String, to: String, expected: String) throws {
        let (source, target) = try unitsOfLine(from, to)
        let result = try convert(#require(ExactDecimal(amount)), from: source, to: target)
        #expect(result == (try #require(ExactDecimal(expected))))
    }

    @Test("non-terminating results are exact fractions, not a rounded double")
    func fullPrecision() throws {
        let (fahrenheit, celsius) = try unitsOfLine("°F", "°C")
        let result = try convert(100, from: fahrenheit, to: celsius)
        #expect(
            unitValuesAgree(
                result, F("37.777777777777777777777777777777777778"), relative: "1e-30"))
        let (pyeong, squareMeter) = try unitsOfLine("평", "m²")
        let area = try convert(34, from: pyeong, to: squareMeter)
        #expect(
            unitValuesAgree(
                area, F("112.39669421487603305785123966942148760"), relative: "1e-30"))
    }

    @Test("a long amount keeps its digits through a reciprocal conversion")
    func longAmount() throws {
        let (mpg, kmPerLitre) = try unitsOfLine("mpg", "km/L")
        let result = try convert(F("1234567890.123456789012345"), from: mpg, to: kmPerLitre)
        #expect(
            unitValuesAgree(
                result, F("524868769.88145510635317538063647555867"), relative: "1e-30"))
    }

    @Test("10 L/100km is 23.5214583 mpg and back")
    func mpg() throws {
        let (litres, mpg) = try unitsOfLine("L/100km", "mpg")
        let forward = try convert(10, from: litres, to: mpg)
        #expect(unitValuesAgree(forward, F("23.521458333333333333"), relative: "1e-15"))
        #expect(unitValuesAgree(try convert(forward, from: mpg, to: litres), F("10"), relative: "1e-30"))
    }

    @Test(
        "zero in a reciprocal unit is a division-by-zero error, not a crash",
        arguments: [
            ("mpg", "L/100km", "mpg"), ("L/100km", "mpg", "mpg"), ("km/L", "mpg", "km/L"),
            ("L/100km", "km/L", "km/L"),
        ])
    func reciprocalZero(from: String, to: String, blamed: String) throws {
        let (source, target) = try unitsOfLine(from, to)
        #expect(throws: UnitError.divisionByZero(unit: blamed)) { try convert(0, from: source, to: target) }
    }

    @Test(
        "each shape of unit maps to and from its base exactly: linear, affine, reciprocal",
        arguments: [
            ("km", "m", "2", "2000"), ("m", "km", "2000", "2"), ("°C", "K", "0", "273.15"),
            ("K", "°C", "0", "-273.15"), ("L/100km", "km/L", "20", "5"), ("km/L", "L/100km", "5", "20"),
        ])
    func shapes(from: String, to: String, amount: String, expected: String) throws {
        let (source, target) = try unitsOfLine(from, to)
        #expect(try convert(F(amount), from: source, to: target) == F(expected))
    }

    @Test("converting across dimensions is refused by convert itself")
    func crossDimension() throws {
        let metre = try #require(catalog.candidates(for: "m").first)
        let kilogram = try #require(catalog.candidates(for: "kg").first)
        #expect(
            throws: UnitError.incompatible(
                fromToken: "m", fromDimension: .length, toToken: "kg", toDimension: .mass)
        ) {
            try convert(1, from: metre, to: kilogram)
        }
    }

    @Test("converting a unit to itself returns the amount untouched")
    func identity() throws {
        let fahrenheit = try #require(catalog.candidates(for: "°F").first)
        #expect(
            try convert(F("98.6"), from: fahrenheit, to: fahrenheit) == F("98.6"))
    }
}
