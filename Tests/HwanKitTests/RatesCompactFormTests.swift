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

/// The rates entry keeps the decoded table in its metadata (`RateTable.compactForm`),
/// so that a command need not decode the provider's whole body again. It must
/// read back to exactly the table the body gives, be written with the metadata
/// that names the body, leave old caches readable, and never be trusted more
/// than the body: a damaged one gives way to the body.
@Suite("Rates cache: the compact table beside the body")
struct RatesCompactFormTests {
    static let bodies = [
        "open-er-api-USD-2026-04-03.json", "exchangerate-api-v6-KRW-2023-08-06.json",
        "oxr-latest-2026-08-22.json",
        "currencylayer-live-2025-03-29.json",
    ]
    let now: Int64 = 1_775_300_000

    static func bodyDecoded(_ body: [UInt8]) throws -> Decoded<RateTable> {
        try #require(
            CacheEntry<RateTable>.rates.decode(SavedBody(bytes: body, claimedSource: nil, fetchedAt: nil)))
    }

    static func metadata(in dir: String) throws -> EntryMetadata {
        let bytes = try #require(contents(dir + "/rates.meta.json"))
        return try #require(EntryMetadata.decode(bytes))
    }

    static func load(_ dir: String, now: Int64) -> EntrySnapshot<RateTable> {
        EntryStore(directory: CacheDirectory(dir), entry: .rates).load(now: now)
    }

    @Test(
        "every provider fixture: the compact text reads back to the table, source and times the body gives",
        arguments: bodies)
    func roundTrip(name: String) throws {
        let body = TestFiles.fixture(name)
        let decoded = try Self.bodyDecoded(body)
        let text = try #require(decoded.value.compactText())
        var metadata = EntryMetadata(describing: body, decoded: decoded, fetchedAt: now)
        metadata.table = text
        // Through the metadata file's own encoding, as a later process reads it.
        let reread = try #require(EntryMetadata.decode(metadata.encoded()))
        #expect(reread.table == text)
        let table = try #require(reread.table)
        let back = try #require(RateTable.compact(table, metadata: reread))
        #expect(back.value == decoded.value)
        #expect(back.value.rates.count == decoded.value.rates.count)
        #expect(back.source == decoded.source)
        #expect(back.dataTime == decoded.dataTime)
        #expect(back.nextUpdate == decoded.nextUpdate)
    }

    @Test(
        "saved through the store, the metadata holds the table and a load gives the body's table",
        arguments: bodies)
    func savedAndLoaded(name: String) throws {
        let dir = TestFiles.temporaryDirectory()
        let body = TestFiles.fixture(name)
        try TestFiles.saveRates(body, fetchedAt: now, in: dir)
        let metadata = try Self.metadata(in: dir)
        #expect(metadata.names(body))
        #expect(metadata.table == (try Self.bodyDecoded(body)).value.compactText())
        let snapshot = Self.load(dir, now: now + 5)
        #expect(snapshot.decoded?.value == (try Self.bodyDecoded(body)).value)
        #expect(snapshot.decoded?.nextUpdate == (try Self.bodyDecoded(body)).nextUpdate)
        // The reconciled metadata keeps the table, so a failure recorded over it keeps it too.
        #expect(snapshot.metadata?.table == metadata.table)
        #expect(snapshot.damaged.isEmpty)
    }

    @Test("when the metadata names the body, its table is what a load reads (the body is not decoded)")
    func tableIsRead() throws {
        let dir = TestFiles.temporaryDirectory()
        let body = TestFiles.fixture("open-er-api-USD-2026-04-03.json")
        try TestFiles.saveRates(body, fetchedAt: now, in: dir)
        var metadata = try Self.metadata(in: dir)
        metadata.table = "EUR=0.5;JPY=2;USD=1"
        try TestFiles.plant(metadata.encoded(), at: dir + "/rates.meta.json")
        let table = try #require(Self.load(dir, now: now + 5).decoded?.value)
        #expect(table.rates == ["EUR": ExactDecimal("0.5")!, "JPY": 2, "USD": 1])
        #expect(table.base == "USD")
    }

    @Test("a cache written before the compact form (metadata without a table) reads from the body")
    func oldCache() throws {
        let dir = TestFiles.temporaryDirectory()
        let body = TestFiles.fixture("open-er-api-USD-2026-04-03.json")
        try TestFiles.saveRates(body, fetchedAt: now, in: dir)
        var metadata = try Self.metadata(in: dir)
        metadata.table = nil
        try TestFiles.plant(metadata.encoded(), at: dir + "/rates.meta.json")
        let snapshot = Self.load(dir, now: now + 5)
        #expect(snapshot.decoded?.value == (try Self.bodyDecoded(body)).value)
        #expect(snapshot.metadata?.fetchedAt == now)
        #expect(snapshot.metadata?.table == nil)
        #expect(snapshot.damaged.isEmpty)
    }

    @Test("metadata naming another body: its table is ignored and the body beside it is read")
    func otherBody() throws {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(TestFiles.fixture("open-er-api-USD-2026-04-03.json"), fetchedAt: now, in: dir)
        let other = TestFiles.fixture("oxr-latest-2026-08-22.json")
        try TestFiles.plant(other, at: dir + "/rates.json")
        let snapshot = Self.load(dir, now: now + 5)
        #expect(snapshot.decoded?.value == (try Self.bodyDecoded(other)).value)
        #expect(snapshot.metadata?.table == nil)
    }

    @Test(
        "a damaged or implausible table gives way to the body, never a crash: fixed cases and seeded mutations"
    )
    func damagedTables() throws {
        let dir = TestFiles.temporaryDirectory()
        let body = TestFiles.fixture("open-er-api-USD-2026-04-03.json")
        let fromBody = try Self.bodyDecoded(body).value
        try TestFiles.saveRates(body, fetchedAt: now, in: dir)
        let saved = try Self.metadata(in: dir)
        let text = try #require(saved.table)
        var cases = [
            "", ";", "=", "USD=1;", ";USD=1", "USD=1", "USD=1;JPY", "USD=1;JPY=", "USD=1;=2", "USD=1;JPY=abc",
            "USD=1;JPY=150;JPY=150", "USD=2;JPY=150", "USD=1;JPY=0", "USD=1;JPY=-3", "USD=1;JPY=1e13",
            "USD=1;JPY=0.0000000000001", "USD=1;JP-Y=1", "USD=1;JPY=1\u{1B}[2J",
            "USD=1;\(String(repeating: "A", count: 17))=1",
            "USD=1;JPY=\(String(repeating: "1", count: 41))", "USD=1;한=1", text + ";", text + ";" + text,
            String(repeating: "AB=1;", count: 1001) + "USD=1",
        ]
        var generator = SeededGenerator(seed: 1818)
        let alphabet = Array("=;.-+e0123456789AZaz\u{1B}é ".unicodeScalars)
        for _ in 0..<120 {
            var scalars = Array(text.unicodeScalars)
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 0..<scalars.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: scalars[at] = alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
                case 1:
                    scalars.removeSubrange(
                        at..<min(scalars.count, at + Int.random(in: 1...12, using: &generator)))
                default:
                    scalars.insert(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)], at: at)
                }
                if scalars.isEmpty { scalars = ["="] }
            }
            var mutated = String.UnicodeScalarView()
            mutated.append(contentsOf: scalars)
            cases.append(String(mutated))
        }
        var fellBack = 0
        for table in cases {
            var metadata = saved
            metadata.table = table
            try TestFiles.plant(metadata.encoded(), at: dir + "/rates.meta.json")
            let snapshot = Self.load(dir, now: now + 5)
            let read = try #require(snapshot.decoded?.value)
            // What the compact reader accepts is read; everything else is the body's table.
            let accepted = RateTable.compact(table, metadata: try Self.metadata(in: dir))?.value
            #expect(read == (accepted ?? fromBody))
            if accepted == nil {
                fellBack += 1
                #expect(snapshot.metadata?.table == nil)
            }
            #expect(read.rates["USD"] == 1)
            #expect(read.rates.values.allSatisfy(RateTable.isPlausibleRate))
            #expect(snapshot.damaged.isEmpty)
        }
        // Every fixed case is refused; most mutations are (a changed digit is still a valid table).
        #expect(fellBack >= 23)
    }

    @Test("the compact reader's plain-decimal path gives what the general parser gives, over seeded texts")
    func plainDecimals() {
        var generator = SeededGenerator(seed: 1819)
        let alphabet = Array("0123456789.".utf8) + Array("0000000123456789".utf8) + Array("e-+".utf8)
        var accepted = 0
        for _ in 0..<20000 {
            let text = (0..<Int.random(in: 1...22, using: &generator)).map { _ in
                alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
            }
            guard let (value, fractionDigits) = RateTable.plainDecimal(ArraySlice(text)) else { continue }
            accepted += 1
            let general = ExactDecimal(String(decoding: text, as: UTF8.self))
            #expect(
                general
                    == ExactDecimal(
                        negative: false, coefficient: BigUInt(UInt128(value)), exponent: -fractionDigits))
        }
        #expect(accepted > 1000)
        for text in ["05", "00.5", ".5", "5.", "1..2", "-1", "1e3", "12345678901234567890", ""] {
            #expect(RateTable.plainDecimal(ArraySlice(text.utf8)) == nil)
        }
    }

    @Test("the integer plausibility check agrees with RateTable.isPlausibleRate, bounds included")
    func plausibleIntegers() {
        var generator = SeededGenerator(seed: 1820)
        var cases: [(UInt64, Int)] = []
        for fractionDigits in 0...19 {
            var power: UInt64 = 1
            for exponent in 0...19 {
                for value in [power &- 1, power, power &+ 1]
                where value > 0 && value < 10_000_000_000_000_000_000 {
                    cases.append((value, fractionDigits))
                }
                if exponent < 19 { power = power &* 10 }
            }
            for _ in 0..<200 {
                cases.append(
                    (UInt64.random(in: 0..<10_000_000_000_000_000_000, using: &generator), fractionDigits))
            }
        }
        cases.append((0, 3))
        for (value, fractionDigits) in cases {
            let decimal = ExactDecimal(
                negative: false, coefficient: BigUInt(UInt128(value)), exponent: -fractionDigits)
            #expect(
                RateTable.isPlausibleRate(value, fractionDigits: fractionDigits)
                    == RateTable.isPlausibleRate(decimal),
                "\(value)e-\(fractionDigits)")
        }
    }
}
