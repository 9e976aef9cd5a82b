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

/// `CurrencyCatalog.currency(row:columns:)` reads a row in place and leaves
/// its territory lists in the row; it must answer as the row's strings do
/// (`currency(fields:columns:)`), lists included, and refuse what they refuse.
@Suite("Currency rows read in place")
struct CurrencyRowInPlaceTests {
    /// The shipped text's data lines with their byte offsets, and its columns.
    static func rows(_ text: String) -> (
        columns: CurrencyCatalog.Columns, rows: [(offset: Int, line: String)]
    ) {
        var rows: [(offset: Int, line: String)] = []
        var columns: CurrencyCatalog.Columns?
        var offset = 0
        for line in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            defer { offset += line.count + 1 }
            let string = String(decoding: line, as: UTF8.self)
            if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
            if columns == nil {
                columns = CurrencyCatalog.Columns(
                    header: string.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))
                continue
            }
            rows.append((offset, string))
        }
        return (columns!, rows)
    }

    static func fields(_ line: String) -> [String] {
        line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("every shipped row: the same currency as its strings give, territory lists included")
    func everyShippedRow() {
        let (columns, rows) = Self.rows(EmbeddedResource.currenciesTsv)
        #expect(rows.count > 150)
        for (offset, line) in rows {
            let inPlace = CurrencyCatalog.currency(row: offset, columns: columns)
            let reference = CurrencyCatalog.currency(fields: Self.fields(line), columns: columns)
            #expect(inPlace != nil && inPlace == reference, "\(line.prefix(3))")
            #expect(
                inPlace?.countries == reference?.countries && inPlace?.territories == reference?.territories)
            #expect(inPlace?.countriesEnglish == reference?.countriesEnglish)
            #expect(inPlace?.countries.count == inPlace?.territories.count)
            #expect(inPlace?.isISO == reference?.isISO && inPlace?.minorUnits == reference?.minorUnits)
            // Not at a line's start: nothing.
            #expect(CurrencyCatalog.currency(row: offset + 1, columns: columns) == nil)
        }
    }

    @Test("3,000 seeded damaged rows: refused exactly when the strings' reading refuses them")
    func damagedRows() {
        let (columns, rows) = Self.rows(EmbeddedResource.currenciesTsv)
        let header = EmbeddedResource.currenciesTsv.split(separator: "\n").first { !$0.hasPrefix("#") }!
        var generator = SeededGenerator(seed: 7_311)
        var refused = 0
        for _ in 0..<3_000 {
            var fields = Self.fields(rows.randomElement(using: &generator)!.line)
            let column = Int.random(in: 0..<fields.count, using: &generator)
            switch Int.random(in: 0..<9, using: &generator) {
            case 0: fields[column] = ""
            case 1: fields.remove(at: column)
            case 2: fields.insert(["", "x", "2", "iso"].randomElement(using: &generator)!, at: column)
            case 3:
                fields[columns.minorUnits] = ["", "x", "-1", "12345", "1a", "٣", "0", "8", " 2"]
                    .randomElement(using: &generator)!
            case 4:
                fields[
                    [columns.territories, columns.countriesEnglish, columns.countriesKorean].randomElement(
                        using: &generator)!] += "|"
            case 5:
                fields[
                    [columns.territories, columns.countriesEnglish, columns.countriesKorean].randomElement(
                        using: &generator)!] = ""
            case 6:
                fields[columns.status] = ["iso", "is", "isoo", "ISO", "coin", ""].randomElement(
                    using: &generator)!
            case 7: fields[column] += "\t"
            default: fields[column] = String(fields[column].reversed())
            }
            let line = fields.joined(separator: "\t")
            let text = header + "\n" + line + "\n"
            let offset = header.utf8.count + 1
            let inPlace = CurrencyCatalog.currency(row: offset, columns: columns, in: text)
            let reference = CurrencyCatalog.currency(fields: Self.fields(line), columns: columns)
            #expect((inPlace == nil) == (reference == nil), "\(line.prefix(60))")
            if inPlace == nil { refused += 1 }
            if let inPlace, let reference {
                #expect(
                    inPlace.code == reference.code && inPlace.englishName == reference.englishName
                        && inPlace.koreanName == reference.koreanName
                        && inPlace.englishPluralName == reference.englishPluralName
                        && inPlace.minorUnits == reference.minorUnits && inPlace.isISO == reference.isISO,
                    "\(line.prefix(60))")
            }
        }
        #expect(refused > 300 && refused < 2_700)
    }
}
