import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

@Suite("Unit listing")
struct UnitListingTests {
    @Test("without a query, the thirty-five types and the Korean view are listed with their unit counts")
    func overview() throws {
        let lines = try UnitListing.render(query: nil, language: .ko)
        #expect(lines.count == 37)
        #expect(lines[0] == "단위 종류 36가지 (`units 종류`로 단위 목록을 봅니다):")
        #expect(lines.contains { $0.hasPrefix("  길이 ") && $0.contains("length") && $0.hasSuffix(" 25") })
        #expect(lines.last?.hasPrefix("  한국 전통 단위  Korean traditional") == true)
        #expect(
            try UnitListing.render(query: "  ", language: .en)[0]
                == "36 unit types (`units TYPE` lists the units of one):")
    }

    @Test("columns line up in terminal cells even with double-width Hangul")
    func alignment() throws {
        let lines = try UnitListing.render(query: nil, language: .ko).dropFirst()
        let englishColumns = Set(
            lines.map { line -> Int in
                let prefix = line.prefix { !$0.isASCII || $0 == " " }
                return DisplayWidth.of(prefix)
            })
        #expect(englishColumns.count == 1, "English names start in one column: \(englishColumns)")
    }

    @Test("a type name lists its units with symbol, name and other spellings")
    func typeTable() throws {
        let lines = try UnitListing.render(query: "길이", language: .ko)
        #expect(lines[0] == "길이 (length): 단위 25개")
        #expect(lines.contains { $0.hasPrefix("  km ") && $0.contains("킬로미터") && $0.contains("kilometre") })
        let english = try UnitListing.render(query: "temperature", language: .en)
        #expect(english[0] == "temperature (temperature): 3 units")
        #expect(
            english.contains { $0.hasPrefix("  °C") && $0.contains("degree Celsius") && $0.contains("degC") })
    }

    @Test("the Korean traditional view shows each unit's value in its base unit")
    func koreanView() throws {
        let lines = try UnitListing.render(query: "korean", language: .ko)
        #expect(lines[0] == "한국 전통 단위 (korean): 단위 11개")
        #expect(
            lines.contains { $0.hasPrefix("  평") && $0.contains("넓이") && $0.contains("= 3.30578512397 m²") })
        #expect(lines.contains { $0.hasPrefix("  되") && $0.contains("= 1.80390683696 L") })
    }

    @Test("any other query searches unit names")
    func search() throws {
        let lines = try UnitListing.render(query: "갤런", language: .en)
        #expect(lines[0].hasPrefix("'갤런': "))
        #expect(
            lines.contains { $0.contains("gal imp") && $0.contains("Imp. gallon") && $0.contains("volume") })
    }

    @Test("a query that matches nothing is an error in both languages")
    func noMatch() {
        #expect(throws: UnitError.noMatch(query: "qqqzz")) {
            try UnitListing.render(query: "qqqzz", language: .en)
        }
        let error = UnitError.noMatch(query: "qqqzz")
        #expect(
            error.message(in: .en)
                == "no unit or unit type matches 'qqqzz'. Type `units` to list the unit types.")
        #expect(error.message(in: .ko) == "'qqqzz'에 해당하는 단위나 단위 종류가 없습니다. `units`로 단위 종류를 볼 수 있습니다.")
    }
}
