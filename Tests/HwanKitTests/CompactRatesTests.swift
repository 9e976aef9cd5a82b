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

/// A table read from the cache's compact text finds each code's rate in the
/// text when asked (`CompactRates`) instead of decoding all of them. It must
/// accept exactly what the whole decoder (`RateTable.compactDecodedWhole`)
/// accepts, and answer every code as that decoder's dictionary does.
@Suite("Rates cache: a code's rate read from the compact text alone")
struct CompactRatesTests {
    static let metadata: EntryMetadata = {
        var metadata = EntryMetadata(
            source: "open-er-api/USD", dataTime: 1_775_198_851, nextUpdate: 1_775_288_921)
        metadata.table = nil
        return metadata
    }()

    /// The whole decoder's table for `text`, nil when it refuses it.
    static func whole(_ text: [UInt8], base: String = "USD") -> [String: ExactDecimal]? {
        RateTable.compactDecodedWhole(text, base: base, provider: .openERAPI).map {
            var all = $0
            all[base] = 1
            return all
        }
    }

    static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
    static let codeBytes = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyz".utf8)

    static func randomCode(_ generator: inout SeededGenerator) -> String {
        // Mostly three capitals, some of 1 to 16 letters and digits (openexchangerates' extras are longer).
        if Int.random(in: 0..<4, using: &generator) > 0 {
            return String(
                decoding: (0..<3).map { _ in letters.randomElement(using: &generator)! }, as: UTF8.self)
        }
        let length = Int.random(in: 1...16, using: &generator)
        return String(
            decoding: (0..<length).map { _ in codeBytes.randomElement(using: &generator)! }, as: UTF8.self)
    }

    static func randomRate(_ generator: inout SeededGenerator) -> ExactDecimal {
        // Within the plausible 1e-12...1e12, with up to 19 digits.
        let digits = Int.random(in: 1...19, using: &generator)
        var coefficient: UInt64 = UInt64.random(in: 1...9, using: &generator)
        for _ in 1..<digits { coefficient = coefficient * 10 + UInt64.random(in: 0...9, using: &generator) }
        let exponent = Int.random(in: (-12 - digits + 1)...(12 - digits + 1), using: &generator)
        let rate = ExactDecimal(
            negative: false, coefficient: BigUInt(UInt128(coefficient)), exponent: exponent)
        return RateTable.isPlausibleRate(rate) ? rate : 1
    }

    static func randomTable(_ generator: inout SeededGenerator, base: String) -> [String: ExactDecimal] {
        var rates: [String: ExactDecimal] = [base: 1]
        let size = [1, 2, 3, 10, 170, 400, 999].randomElement(using: &generator)!
        while rates.count < size + 1 {
            rates[randomCode(&generator)] = randomRate(&generator)
        }
        return rates
    }

    static func accepted(_ scan: CompactRates.Scan) -> CompactRates? {
        switch scan {
        case .accepted(let compact): return compact
        case .refused, .unsorted: return nil
        }
    }

    @Test("seeded tables: every code, and codes absent, read alone as the whole decoder reads them")
    func lookupsAgree() throws {
        var generator = SeededGenerator(seed: 1830)
        for round in 0..<300 {
            let base = round % 3 == 0 ? "KRW" : "USD"
            let table = RateTable(base: base, time: 1, rates: Self.randomTable(&generator, base: base))
            let text = try #require(table.compactText())
            let bytes = Array(text.utf8)
            let whole = try #require(Self.whole(bytes, base: base))
            guard let compact = Self.accepted(CompactRates.scan(bytes, base: base)) else {
                Issue.record("refused what compactText wrote: \(text.prefix(80))")
                continue
            }
            #expect(compact.count == table.rates.count)
            let lazy = RateTable(base: base, time: 1, compact: compact)
            for code in whole.keys {
                #expect(lazy.rate(for: code) == whole[code], "\(code) in \(text.prefix(60))")
                // Found without decoding its rate.
                #expect(lazy.contains(code), "\(code) in \(text.prefix(60))")
            }
            // Codes absent: random ones, each code's neighbours by one byte, prefixes and extensions.
            var absent = (0..<40).map { _ in Self.randomCode(&generator) }
            for code in whole.keys.shuffled(using: &generator).prefix(20) {
                var bytes = Array(code.utf8)
                absent.append(code + "A")
                absent.append(String(code.dropLast()))
                bytes[bytes.count - 1] &+= 1
                absent.append(String(decoding: bytes, as: UTF8.self))
                bytes[bytes.count - 1] &-= 2
                absent.append(String(decoding: bytes, as: UTF8.self))
            }
            absent += ["", "0", "zzzzzzzzzzzzzzzzz", "AAAAAAAAAAAAAAAAA", "US-D", "원"]
            for code in absent {
                #expect(lazy.rate(for: code) == whole[code], "\(code) in \(text.prefix(60))")
                #expect(lazy.contains(code) == (whole[code] != nil))
            }
            #expect(lazy.rates == whole)
            #expect(lazy == table)
            #expect(table == lazy)
            let pair = whole.keys.shuffled(using: &generator).prefix(2).map { $0 }
            if pair.count == 2 {
                #expect(lazy.rate(from: pair[0], to: pair[1]) == table.rate(from: pair[0], to: pair[1]))
            }
        }
    }

    /// Seeded damage to valid texts: bytes changed, cut, inserted, records swapped or repeated.
    static func damaged(_ text: [UInt8], _ generator: inout SeededGenerator) -> [UInt8] {
        var bytes = text
        let alphabet = Array("=;.-+e0123456789AZaz ".utf8) + [0x1B, 0xC3, 0xA9, 0x00]
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            guard !bytes.isEmpty else { break }
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: bytes[at] = alphabet.randomElement(using: &generator)!
            case 1:
                bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...12, using: &generator)))
            case 2: bytes.insert(alphabet.randomElement(using: &generator)!, at: at)
            case 3: bytes.removeSubrange(at...)
            default:
                // Records swapped (out of order) or one repeated (a duplicate).
                var records = bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
                guard records.count > 1 else { continue }
                let i = Int.random(in: 0..<records.count, using: &generator)
                let j = Int.random(in: 0..<records.count, using: &generator)
                if Bool.random(using: &generator) {
                    records.swapAt(i, j)
                } else {
                    records.insert(records[i], at: j)
                }
                bytes = Array(records.joined(separator: [UInt8(ascii: ";")]))
            }
        }
        return bytes
    }

    @Test("damaged, truncated and reordered texts: accepted or refused exactly as the whole decoder does")
    func hostileTextsAgree() throws {
        var generator = SeededGenerator(seed: 1831)
        let fixture = try RatesCompactFormTests.bodyDecoded(
            TestFiles.fixture("open-er-api-USD-2026-04-03.json"))
        let real = try #require(fixture.value.compactText())
        var texts: [[UInt8]] = []
        // Every prefix of the real table (a file cut short anywhere).
        let realBytes = Array(real.utf8)
        for length in 0...realBytes.count { texts.append(Array(realBytes[..<length])) }
        for round in 0..<3000 {
            let source =
                round % 2 == 0
                ? realBytes
                : Array(
                    RateTable(base: "USD", time: 1, rates: Self.randomTable(&generator, base: "USD"))
                        .compactText()!.utf8)
            texts.append(Self.damaged(source, &generator))
        }
        texts += [
            "", ";", "=", "USD=1;", ";USD=1", "USD=1", "USD=1;JPY", "USD=1;JPY=", "USD=1;=2", "JPY=150;USD=1",
            "JPY=150;JPY=150;USD=1", "EUR=1;USD=1;JPY=2", "USD=1.000;ZZZ=2", "USD=1.5;ZZZ=2", "USD=1e0;ZZZ=2",
            "AAA=1e-3;USD=1", "AAA=1E3;USD=1", "AAA=0.0000000000001;USD=1", "USD=1;\u{1B}=2", "AB=1;ab=2",
            "ab=1;AB=2", "A=1;AA=2;B=3", "AA=1;A=2;B=3",
        ].map { Array($0.utf8) }
        var accepted = 0
        var lazy = 0
        for bytes in texts {
            let text = String(decoding: bytes, as: UTF8.self)
            // The metadata's table is a String: what it holds is valid UTF-8.
            let read = RateTable.compact(text, metadata: Self.metadata)?.value
            let reference = Self.whole(Array(text.utf8))
            #expect(read?.rates == reference, "\(text.prefix(80))")
            if let read {
                accepted += 1
                if case .compact = read.storage { lazy += 1 }
                for code in reference!.keys {
                    #expect(read.rate(for: code) == reference![code])
                    #expect(read.contains(code))
                }
                for code in ["", "A", "ZZZ", "JPYY", "원", "AAAAAAAAAAAAAAAAA"] {
                    #expect(read.contains(code) == (reference![code] != nil), "\(code) in \(text.prefix(80))")
                }
            }
        }
        // Both paths ran: most damage is refused, a changed digit or a cut at a record's end is not.
        #expect(accepted > 300)
        #expect(lazy > 300)
        #expect(texts.count - accepted > 1000)
    }

    @Test("the base's own rate: 1 when listed or not, and a listed one that is not 1 refuses the table")
    func baseRate() throws {
        for (text, expected) in [
            ("EUR=0.5;JPY=2", ExactDecimal(1)), ("EUR=0.5;JPY=2;USD=1", 1), ("EUR=0.5;JPY=2;USD=1.000", 1),
        ] {
            let table = try #require(RateTable.compact(text, metadata: Self.metadata)?.value)
            #expect(table.rate(for: "USD") == expected)
            #expect(table.rates["USD"] == expected)
            #expect(table.rate(from: "USD", to: "JPY") == ExactFraction(2))
        }
        #expect(RateTable.compact("EUR=0.5;JPY=2;USD=2", metadata: Self.metadata) == nil)
        #expect(RateTable.compact("USD=1", metadata: Self.metadata) == nil)
    }

    @Test(
        "the store reads a saved table lazily, and converts as the body's table does",
        arguments: RatesCompactFormTests.bodies)
    func storeReadsLazily(name: String) throws {
        let dir = TestFiles.temporaryDirectory()
        let body = TestFiles.fixture(name)
        let now: Int64 = 1_775_300_000
        try TestFiles.saveRates(body, fetchedAt: now, in: dir)
        let table = try #require(RatesCompactFormTests.load(dir, now: now + 5).decoded?.value)
        guard case .compact = table.storage else {
            Issue.record("the saved table was decoded whole")
            return
        }
        let fromBody = try RatesCompactFormTests.bodyDecoded(body).value
        #expect(table == fromBody)
        let codes = fromBody.rates.keys.sorted()
        for from in codes.prefix(12) {
            for to in codes.suffix(12) {
                #expect(table.rate(from: from, to: to) == fromBody.rate(from: from, to: to))
            }
        }
    }

    @Test("a cache entry's source key reads back to its provider and base; anything else is nil")
    func sourceKeys() {
        var generator = SeededGenerator(seed: 1833)
        let providers: [ProviderID] = [.openERAPI, .exchangeRateAPI, .openExchangeRates, .currencyLayer]
        for _ in 0..<500 {
            let provider = providers.randomElement(using: &generator)!
            let base = Int.random(in: 0..<5, using: &generator) == 0 ? "" : Self.randomCode(&generator)
            let source = RatesSource(provider: provider, base: base)
            #expect(RatesSource(key: source.key) == source)
            #expect(RatesSource(key: source.key + "/") == nil)
            #expect(RatesSource(key: "/" + source.key) == nil)
        }
        #expect(RatesSource(key: "open-er-api/원") == RatesSource(provider: .openERAPI, base: "원"))
        for key in [
            "", "/", "//", "open-er-api", "open-er-apiUSD", "x/USD", "/USD", "open-er-api/US/D",
            "Open-ER-API/USD",
        ] {
            #expect(RatesSource(key: key) == nil, "\(key)")
        }
    }
}
