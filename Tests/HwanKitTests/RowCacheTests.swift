import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// Rows read through the name index are parsed once per process and share
/// their fields; they must stay equal (and hash equal) to the catalogs' own.
@Suite("Rows parsed once, fields shared")
struct RowCacheTests {
    @Test("every row the index points at is the catalog's unit or currency, equal and with the same hash")
    func rowsEqualCatalogs() {
        var units = 0
        var currencies = 0
        NameIndex.forEachKey { key, entries in
            for entry in entries {
                switch entry.target {
                case .unit(let id):
                    let row = UnitCatalog.unit(atRow: entry.row, id: id)
                    let catalog = UnitCatalog.standard.all.first { $0.id == id }
                    #expect(row != nil && row == catalog, "\(key) → \(id)")
                    #expect(row.map { $0.hashValue } == catalog.map { $0.hashValue }, "\(key)")
                    #expect(UnitCatalog.dimension(ofRow: entry.row) == catalog?.dimension, "\(key)")
                    // Read again: the same shared fields.
                    #expect(
                        UnitCatalog.unit(atRow: entry.row, id: id)?.storage.toOpaque()
                            == row?.storage.toOpaque())
                    #expect(UnitCatalog.unit(atRow: entry.row, id: id + "x") == nil)
                    units += 1
                case .currency(let code):
                    let row = CurrencyCatalog.currency(atRow: entry.row, code: code)
                    let catalog = CurrencyCatalog.standard.currency(code: code)
                    #expect(row != nil && row == catalog, "\(key) → \(code)")
                    #expect(row.map { $0.hashValue } == catalog.map { $0.hashValue }, "\(key)")
                    #expect(
                        CurrencyCatalog.currency(atRow: entry.row, code: code)?.storage.toOpaque()
                            == row?.storage.toOpaque())
                    #expect(CurrencyCatalog.currency(atRow: entry.row, code: code + "X") == nil)
                    currencies += 1
                }
            }
        }
        #expect(units > 1000 && currencies > 1000)
    }

    @Test("values built apart are equal exactly when every field is, whatever object holds them")
    func equalityIsByFields() {
        let won = Currency(code: "KRW", minorUnits: 0, englishName: "South Korean Won", koreanName: "원")
        let same = Currency(code: "KRW", minorUnits: 0, englishName: "South Korean Won", koreanName: "원")
        let other = Currency(code: "KRW", minorUnits: 2, englishName: "South Korean Won", koreanName: "원")
        #expect(won == same && won.hashValue == same.hashValue)
        #expect(won != other)
        let units = UnitCatalog.standard.all
        for (i, a) in units.enumerated() {
            let b = units[(i + 1) % units.count]
            #expect((a == b) == (a.id == b.id && a.symbol == b.symbol && a.definition == b.definition))
        }
    }
}
