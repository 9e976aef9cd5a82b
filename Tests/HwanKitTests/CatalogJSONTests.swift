import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// `currencies --json` and `units --json`: one object per entry, with fields (SPEC §11).
@Suite("Catalog listings as JSON")
struct CatalogJSONTests {
    static func objects(_ line: String) throws -> [JSONValue] {
        let session = try SessionHarness.session(language: .en, mode: .json)
        let reply = session.execute(line)
        #expect(reply.status == .success)
        return try reply.output.map { try JSONParser.parse($0) }
    }

    @Test("currencies --json gives code, names in both languages, minor units and countries")
    func currency() throws {
        let objects = try Self.objects("currencies 일본")
        #expect(objects.count == 1)
        let jpy = try #require(objects.first)
        #expect(jpy["kind"]?.stringValue == "currency")
        #expect(jpy["code"]?.stringValue == "JPY")
        #expect(jpy["names"]?["ko"]?.stringValue == "일본 엔화")
        #expect(jpy["names"]?["en"]?.stringValue == "Japanese Yen")
        #expect(jpy["minorUnits"] == .number("0"))
        #expect(jpy["countries"]?["ko"] == .array([.string("일본")]))
        #expect(jpy["countries"]?["en"] == .array([.string("Japan")]))
        #expect(jpy["territories"] == .array([.string("JP")]))
        #expect(jpy["iso"] == .bool(true))
    }

    @Test("currencies --json with no query lists the whole catalog, one object per line")
    func allCurrencies() throws {
        let objects = try Self.objects("currencies")
        #expect(objects.count == CurrencyCatalog.standard.all.count)
        #expect(objects.allSatisfy { $0["code"]?.stringValue?.count == 3 && $0["minorUnits"] != nil })
        let kwd = try #require(objects.first { $0["code"]?.stringValue == "KWD" })
        #expect(kwd["minorUnits"] == .number("3"))
    }

    @Test("units --json for a query gives symbol, id, names, dimension and aliases")
    func unit() throws {
        let objects = try Self.objects("units 평")
        let pyeong = try #require(objects.first { $0["id"]?.stringValue == "pyeong" })
        #expect(pyeong["kind"]?.stringValue == "unit")
        #expect(pyeong["symbol"]?.stringValue == "평")
        #expect(pyeong["names"]?["ko"]?.stringValue == "평")
        #expect(pyeong["names"]?["en"]?.stringValue == "pyeong")
        #expect(pyeong["dimension"]?.stringValue == "area")
        #expect(pyeong["traditional"] == .bool(true))
        guard case .array(let aliases)? = pyeong["aliases"] else {
            Issue.record("no aliases array")
            return
        }
        #expect(aliases.contains(.string("py")))
    }

    @Test("units --json for a type lists its units; with no query, the types with their unit counts")
    func types() throws {
        let length = try Self.objects("units length")
        #expect(length.count == UnitCatalog.standard.units(in: .dimension(.length)).count)
        #expect(length.allSatisfy { $0["dimension"]?.stringValue == "length" })
        #expect(
            length.contains {
                $0["symbol"]?.stringValue == "km" && $0["names"]?["en"]?.stringValue == "kilometer"
            })
        let all = try Self.objects("units")
        #expect(all.count == UnitView.all.count)
        let first = try #require(all.first)
        #expect(first["kind"]?.stringValue == "unitType")
        #expect(first["keyword"]?.stringValue == "acceleration")
        #expect(first["names"]?["ko"]?.stringValue == "가속도")
        #expect(first["units"] != nil)
    }

    @Test("a JSON listing that finds nothing is a JSON error")
    func noMatch() throws {
        let session = try SessionHarness.session(language: .en, mode: .json)
        let reply = session.execute("units qqqzzz")
        #expect(reply.status == .inputError)
        #expect(reply.output.first?.hasPrefix(#"{"error":"#) == true)
    }
}
