import Testing

@testable import HwanCatalog
@testable import HwanSupport

/// `CurrencyCatalog.quickCurrency(code:)` finds a code's row by a binary
/// search over Resources/currencies.tsv (`rowByCode`) before asking the name
/// index. Over every three-letter upper-case code it must answer exactly as
/// the name index alone answered, and the rows must stay in code order.
@Suite("Quick currency rows found by code")
struct QuickCurrencyRowTests {
    /// What `quickCurrency` answered through the name index alone.
    static func throughIndex(_ code: String) -> Currency? {
        let key = Array(code.utf8)
        guard key.count == 3, key.allSatisfy({ $0 >= 65 && $0 <= 90 }) else { return nil }
        for entry in NameIndex.entries(forKey: key.map { $0 | 0x20 }) ?? [] where entry.spelling == .code {
            if case .currency(let found) = entry.target, found == code {
                return CurrencyCatalog.currency(atRow: entry.row, code: code)
            }
        }
        return nil
    }

    @Test("every code AAA...ZZZ: the same currency as through the name index, from the same row")
    func everyCode() {
        var found = 0
        let letters = Array(UInt8(ascii: "A")...UInt8(ascii: "Z"))
        for a in letters {
            for b in letters {
                for c in letters {
                    let code = String(decoding: [a, b, c], as: UTF8.self)
                    let quick = CurrencyCatalog.quickCurrency(code: code)
                    let reference = Self.throughIndex(code)
                    #expect(quick == reference, "\(code)")
                    // The same row: the row cache's one shared currency.
                    #expect(quick?.storage.toOpaque() == reference?.storage.toOpaque(), "\(code)")
                    if let row = CurrencyCatalog.rowByCode([a, b, c]) {
                        #expect(CurrencyCatalog.currency(atRow: row, code: code) != nil, "\(code)")
                    }
                    if quick != nil { found += 1 }
                }
            }
        }
        #expect(found > 150)
    }

    @Test("codes of other shapes are nil as before; the catalog's rows are in strictly increasing code order")
    func shapesAndOrder() {
        for code in ["", "US", "usd", "USDT", "U$D", "원", "USD ", " USD", "BTC1"] {
            #expect(CurrencyCatalog.quickCurrency(code: code) == Self.throughIndex(code), "\(code)")
        }
        let codes = TSV.rows(EmbeddedResource.currenciesTsv).dropFirst().map { $0.fields[0] }
        #expect(codes.count > 150)
        for (before, after) in zip(codes, codes.dropFirst()) {
            #expect(Array(before.utf8).lexicographicallyPrecedes(Array(after.utf8)), "\(before) \(after)")
            #expect(CurrencyCatalog.rowByCode(Array(after.utf8)) != nil, "\(after)")
        }
    }

    @Test("the header read in place gives the columns the header's strings give, over 500 seeded headers")
    func headerInPlace() {
        let names = [
            "code", "minor_units", "status", "name_en", "name_ko", "plural_en", "territories", "countries_en",
            "countries_ko", "extra", "code2", "", "name",
        ]
        var generator = SeededGenerator(seed: 5_150)
        for round in 0..<500 {
            // The shipped header first, then shuffled, shortened and padded ones.
            var header = Array(names.prefix(9))
            if round > 0 {
                header = names.shuffled(using: &generator)
                header.removeLast(Int.random(in: 0...3, using: &generator))
            }
            let line = Array(header.joined(separator: "\t").utf8)
            let fromBytes = line.withUnsafeBufferPointer { CurrencyCatalog.Columns(headerBytes: $0) }
            let fromStrings = CurrencyCatalog.Columns(header: header)
            #expect((fromBytes == nil) == (fromStrings == nil), "\(header)")
            guard let a = fromBytes, let b = fromStrings else { continue }
            #expect(
                [a.code, a.minorUnits, a.status, a.nameEnglish, a.nameKorean, a.pluralEnglish, a.territories]
                    == [
                        b.code, b.minorUnits, b.status, b.nameEnglish, b.nameKorean, b.pluralEnglish,
                        b.territories,
                    ]
                    && a.countriesEnglish == b.countriesEnglish && a.countriesKorean == b.countriesKorean
                    && a.count == b.count, "\(header)")
        }
    }
}
