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

/// A small table for history tests: USD-based, the rates as written.
private func entry(
    _ provider: String = "open-er-api", at time: Int64, krw: String = "1500", jpy: String = "150",
    base: String = "USD"
) -> HistoryEntry {
    HistoryEntry(
        provider: provider, base: base, time: time,
        rates: ["KRW": ExactDecimal(krw)!, "JPY": ExactDecimal(jpy)!, "EUR": ExactDecimal("0.9")!])
}

private let t0: Int64 = 1_795_000_000 - 1_795_000_000 % 3600  // the start of an hour in 2026

@Suite("Rate history: the log, without files")
struct RateHistoryLogTests {
    @Test("an entry survives its line format digit for digit")
    func roundTrip() throws {
        let original = entry(at: t0 + 5, krw: "1510.025482", jpy: "159.568504")
        let line = original.encoded()
        #expect(!line.contains("\n"))
        #expect(line.hasPrefix(#"{"provider":"open-er-api","base":"USD","time":"#))
        let decoded = try #require(HistoryEntry.decode(Array(line.utf8)))
        #expect(decoded == original)
        #expect(decoded.rates["KRW"] == ExactDecimal("1510.025482"))
    }

    @Test("a newer table of the same provider in the same hour replaces the older one")
    func newerInSameHourReplaces() {
        var log = RateHistoryLog()
        log.add(entry(at: t0 + 60, krw: "1500"))
        log.add(entry(at: t0 + 1800, krw: "1501"))
        #expect(log.entries.count == 1)
        #expect(log.entries[0].rates["KRW"] == 1501)
        // An older table of that hour arriving late does not replace the newer one.
        log.add(entry(at: t0 + 120, krw: "1499"))
        #expect(log.entries.count == 1)
        #expect(log.entries[0].rates["KRW"] == 1501)
    }

    @Test("the same table fetched twice is kept once")
    func sameTableOnce() {
        var log = RateHistoryLog()
        log.add(entry(at: t0 + 60))
        log.add(entry(at: t0 + 60))
        #expect(log.entries.count == 1)
    }

    @Test("other hours and other providers get their own entries, in time order")
    func hoursAndProviders() {
        var log = RateHistoryLog()
        log.add(entry(at: t0 + 7200))
        log.add(entry(at: t0))
        log.add(entry("openexchangerates", at: t0 + 10))
        log.add(entry(at: t0 + 3600))
        #expect(log.entries.map(\.time) == [t0, t0 + 10, t0 + 3600, t0 + 7200])
        #expect(
            log.entries.map(\.provider) == ["open-er-api", "openexchangerates", "open-er-api", "open-er-api"])
    }

    @Test("pruning drops the oldest entries first, by count")
    func pruneByCount() {
        var log = RateHistoryLog()
        for hour in 0..<10 { log.add(entry(at: t0 + Int64(hour) * 3600)) }
        _ = log.prunedFile(maximumEntries: 4)
        #expect(log.entries.map(\.time) == (6..<10).map { t0 + Int64($0) * 3600 })
    }

    @Test("pruning drops the oldest entries first, by bytes of the file")
    func pruneByBytes() {
        var log = RateHistoryLog()
        for hour in 0..<10 { log.add(entry(at: t0 + Int64(hour) * 3600)) }
        let lineBytes = log.entries[0].encoded().utf8.count + 1
        _ = log.prunedFile(maximumBytes: 3 * lineBytes + lineBytes / 2)
        #expect(log.entries.count == 3)
        #expect(log.entries.first?.time == t0 + 7 * 3600)
        #expect(log.encoded().count <= 3 * lineBytes + lineBytes / 2)
        var again = RateHistoryLog()
        for hour in 0..<10 { again.add(entry(at: t0 + Int64(hour) * 3600)) }
        let file = again.prunedFile(maximumBytes: 3 * lineBytes + lineBytes / 2)
        #expect(again == log)
        #expect(file == log.encoded())
    }

    @Test("the default bounds hold a year of daily tables of 166 currencies")
    func defaultBounds() throws {
        let body = TestFiles.fixture("open-er-api-USD-2026-04-03.json")
        let table = try ProviderDecoder.decode(body, provider: .openERAPI).table
        let line = HistoryEntry(provider: "open-er-api", table: table).encoded().utf8.count + 1
        #expect(line < 4_000)
        #expect(RateHistoryLog.maximumBytes / line > 365)
        #expect(RateHistoryLog.maximumEntries >= 365)
    }

    @Test(
        "a damaged line is skipped and counted, the others are kept",
        arguments: [
            "not json at all",
            #"{"provider":"open-er-api","base":"USD","rates":{"KRW":1500}}"#,  // no time
            #"{"provider":"open-er-api","base":"USD","time":1795000000,"rates":{"KRW":-1500}}"#,
            #"{"provider":"open-er-api","base":"USD","time":1795000000,"rates":{"KRW":1e20}}"#,
            #"{"provider":"open-er-api","base":"USD","time":1795000000,"rates":{"KRW":0}}"#,
            #"{"provider":"open-er-api","base":"USD","time":1795000000,"rates":{"krw\u001b[31m":1500}}"#,
            #"{"provider":"open-er-api","base":"USD","time":99,"rates":{"KRW":1500}}"#,
            #"{"provider":"open-er-api","base":"USD","time":1795000000,"rates":{"USD":2,"KRW":1500}}"#,
            #"{"provider":"Open ER API!","base":"USD","time":1795000000,"rates":{"KRW":1500}}"#,
            #"{"provider":"open-er-api","base":"USD","time":1795000000,"rates":{"KRW":"1500"}}"#,
            #"{"provider":"open-er-api","base":"USD","time":1795000000,"rates":{"KRW":1500},"prices":{"KRW":1}}"#,
            #"{"provider":"open-er-api","base":"USD","time":1795000000,"rates":{}}"#,
            #"{"provider":"open-er-api","base":"USD","time":1795000000.5,"rates":{"KRW":1500}}"#,
        ])
    func damagedLineSkipped(line: String) {
        let good = entry(at: t0).encoded()
        let later = entry(at: t0 + 3600).encoded()
        let bytes = Array((good + "\n" + line + "\n" + later + "\n").utf8)
        let (log, damaged) = RateHistoryLog.parse(bytes)
        #expect(damaged == 1)
        #expect(log.entries.map(\.time) == [t0, t0 + 3600])
    }

    @Test("an over-long line is damaged, not parsed")
    func overlongLine() {
        let long =
            #"{"provider":"open-er-api","base":"USD","time":1795000000,"rates":{"KRW":1"#
            + String(repeating: "0", count: RateHistoryLog.maximumLineBytes) + "}}"
        let (log, damaged) = RateHistoryLog.parse(Array((long + "\n" + entry(at: t0).encoded()).utf8))
        #expect(damaged == 1)
        #expect(log.entries.count == 1)
    }

    @Test("blank lines and a missing final newline are no damage")
    func blankLines() {
        let text = "\n" + entry(at: t0).encoded() + "\r\n\n  \n" + entry(at: t0 + 3600).encoded()
        let (log, damaged) = RateHistoryLog.parse(Array(text.utf8))
        #expect(damaged == 0)
        #expect(log.entries.count == 2)
    }

    @Test("the previous table is the provider's newest one before the table in use")
    func previousOfProvider() {
        var log = RateHistoryLog()
        log.add(entry(at: t0, krw: "1490"))
        log.add(entry("openexchangerates", at: t0 + 3600, krw: "1495"))
        log.add(entry(at: t0 + 7200, krw: "1500"))
        #expect(log.previous(provider: "open-er-api", before: t0 + 7200)?.rates["KRW"] == 1490)
        #expect(log.previous(provider: "openexchangerates", before: t0 + 7200)?.rates["KRW"] == 1495)
        #expect(log.previous(provider: "open-er-api", before: t0) == nil)
    }

    @Test(
        "a line's time is read from its head without decoding the rates; a line of another shape gives none")
    func leadingTime() {
        let line = Array(entry(at: t0 + 7200).encoded().utf8)
        #expect(RateHistoryLog.leadingTime(line[...]) == t0 + 7200)
        let reordered = Array(#"{"rates":{"KRW":1500},"time":"1795000000","provider":"open-er-api"}"#.utf8)
        #expect(RateHistoryLog.leadingTime(reordered[...]) == nil)
        // Newer lines are passed over by their head alone; an odd-shaped older one is still decoded.
        var bytes = Array(entry(at: t0, krw: "1490").encoded().utf8) + [10]
        bytes +=
            Array(#"{"provider":"open-er-api","base":"USD","time":"#.utf8) + Array("\(t0 + 7200),".utf8)
            + Array(#""rates":{"KRW":"#.utf8) + Array("1500}}\n".utf8)
        let found = RateHistoryLog.previous(in: bytes, provider: "open-er-api", before: t0 + 7200)
        #expect(found.entry?.rates["KRW"] == 1490)
        #expect(found.damaged == 0)
    }

    @Test("the previous table is found from the end of the file, decoding only the provider's lines")
    func previousFromBytes() {
        var log = RateHistoryLog()
        log.add(entry(at: t0, krw: "1490"))
        log.add(entry("openexchangerates", at: t0 + 3600, krw: "1495"))
        log.add(entry(at: t0 + 7200, krw: "1500"))
        log.add(entry(at: t0 + 10800, krw: "1505"))
        var bytes = log.encoded()
        // A damaged line of the provider after the wanted one is met and counted; another provider's is not decoded.
        bytes += Array(#"{"provider":"open-er-api","base":"USD","time":1,"rates":{"KRW":-1}}"#.utf8) + [10]
        let found = RateHistoryLog.previous(in: bytes, provider: "open-er-api", before: t0 + 10800)
        #expect(found.entry?.rates["KRW"] == 1500)
        #expect(found.damaged == 1)
        #expect(
            RateHistoryLog.previous(in: bytes, provider: "openexchangerates", before: t0 + 10800).entry?.time
                == t0 + 3600)
        #expect(RateHistoryLog.previous(in: bytes, provider: "open-er-api", before: t0).entry == nil)
        #expect(RateHistoryLog.previous(in: [], provider: "open-er-api", before: t0).entry == nil)
        // The same answer as reading the whole log.
        #expect(
            RateHistoryLog.previous(in: bytes, provider: "open-er-api", before: t0 + 9000).entry
                == RateHistoryLog.parse(bytes).log.previous(provider: "open-er-api", before: t0 + 9000))
    }

    @Test("a bank's prices (base per unit) give the same cross rates as units per base")
    func pricesQuote() throws {
        // KRW per unit, as banks quote: 1 USD = 1,380 KRW, 100 JPY = 920 KRW.
        let prices = HistoryEntry(
            provider: "dunamu", base: "KRW", time: t0, quote: .basePerUnit,
            rates: ["USD": ExactDecimal("1380")!, "JPY": ExactDecimal("9.2")!])
        #expect(prices.rate(from: "USD", to: "KRW") == ExactFraction(1380))
        #expect(prices.rate(from: "USD", to: "JPY") == ExactFraction(150))
        let decoded = try #require(HistoryEntry.decode(Array(prices.encoded().utf8)))
        #expect(decoded == prices)
        #expect(prices.encoded().contains(#""prices":{"#))
    }
}

@Suite("Rate history: the file")
struct RateHistoryFileTests {
    @Test("appending writes one line per table, and reading gives them back")
    func appendAndLoad() throws {
        let dir = TestFiles.temporaryDirectory()
        let history = RateHistory(directory: CacheDirectory(dir))
        #expect(history.append(entry(at: t0), now: t0).isEmpty)
        #expect(
            history.append(
                provider: "open-er-api", time: t0 + 3600, base: "USD", rates: ["KRW": 1510], now: t0 + 3600
            ).isEmpty)
        let (log, notices) = history.load()
        #expect(notices.isEmpty)
        #expect(log.entries.map(\.time) == [t0, t0 + 3600])
        let text = try String(contentsOfFile: history.path, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 2)
        var status = stat()
        #expect(stat(history.path, &status) == 0 && status.st_mode & 0o077 == 0)
    }

    @Test("a damaged line on disk is skipped with a notice in both languages, and dropped by the next append")
    func damagedOnDisk() throws {
        let dir = TestFiles.temporaryDirectory()
        let history = RateHistory(directory: CacheDirectory(dir))
        try TestFiles.plant(
            Array(
                (entry(at: t0).encoded() + "\n{\"provider\":\"x\n" + entry(at: t0 + 3600).encoded() + "\n")
                    .utf8),
            at: history.path)
        let (log, notices) = history.load()
        #expect(log.entries.count == 2)
        #expect(notices.count == 1)
        #expect(notices.first?.en.contains("skipped 1 damaged entry") == true)
        #expect(notices.first?.ko.contains("손상된 항목 1개") == true)
        _ = history.append(entry(at: t0 + 7200), now: t0 + 7200)
        let again = history.load()
        #expect(again.notices.isEmpty)
        #expect(again.log.entries.count == 3)
    }

    @Test("a directory in the history's place is not read, and is set aside by the next append")
    func notARegularFile() throws {
        let dir = TestFiles.temporaryDirectory()
        let history = RateHistory(directory: CacheDirectory(dir))
        try FileManager.default.createDirectory(atPath: history.path, withIntermediateDirectories: false)
        let (log, notices) = history.load()
        #expect(log.entries.isEmpty)
        #expect(notices.first?.en.contains("not a history hwan writes") == true)
        let appended = history.append(entry(at: t0), now: t0)
        #expect(appended.contains { $0.en.contains("set aside") })
        #expect(history.load().log.entries.count == 1)
    }

    /// A history of 1.5 times its bound (1,900 valid tables
    /// of 200 codes, under the entry bound, over 6 MB) is trimmed to its byte
    /// bound, the newest kept, on read and on write; never refused whole.
    @Test("a history over its bound is trimmed to it on read and on write, the newest kept")
    func overTheBoundIsTrimmed() throws {
        let dir = TestFiles.temporaryDirectory()
        let history = RateHistory(directory: CacheDirectory(dir))
        let rates = Dictionary(
            uniqueKeysWithValues: (0..<200).map { ("C\($0)", ExactDecimal("1234.56789")!) })
        var file: [UInt8] = []
        let count = 1_900
        for hour in 0..<count {
            let line = HistoryEntry(
                provider: "open-er-api", base: "USD", time: t0 + Int64(hour) * 3600, rates: rates)
            file += line.encoded().utf8
            file.append(UInt8(ascii: "\n"))
        }
        #expect(file.count >= RateHistoryLog.maximumBytes * 3 / 2)
        try TestFiles.plant(file, at: history.path)
        let (log, notices) = history.load()
        #expect(notices.isEmpty)
        #expect(log.entries.count > 1_000)
        #expect(log.entries.count < count)
        #expect(log.entries.last?.time == t0 + Int64(count - 1) * 3600)
        #expect(log.encoded().count <= RateHistoryLog.maximumBytes)
        // Exactly the newest entries that fit, none skipped in between.
        let times = log.entries.map(\.time)
        #expect(times == (count - log.entries.count..<count).map { t0 + Int64($0) * 3600 })
        // The previous table of the last one is found through the bounded read too.
        #expect(history.previous(provider: "open-er-api", before: t0 + Int64(count - 1) * 3600).entry != nil)
        // On write: the next append leaves a file within the bound, the newest entry in it.
        history.append(
            HistoryEntry(provider: "open-er-api", base: "USD", time: t0 + Int64(count) * 3600, rates: rates),
            now: t0 + Int64(count) * 3600)
        let written = try #require(try POSIXIO.readRegularFile(history.path, limit: 64 << 20))
        #expect(written.bytes.count <= RateHistoryLog.maximumBytes)
        let reread = history.load().log
        #expect(reread.entries.last?.time == t0 + Int64(count) * 3600)
        #expect(reread.entries.count == log.entries.count)
    }

    @Test(
        "a history far over its bound costs only its last bound's bytes and keeps the newest",
        arguments: [1, 6])
    func farOverTheBound(multiple: Int) throws {
        let dir = TestFiles.temporaryDirectory()
        let history = RateHistory(directory: CacheDirectory(dir))
        var file: [UInt8] = []
        var hour: Int64 = 0
        while file.count < multiple * RateHistoryLog.maximumBytes + 1 {
            file += Array((entry(at: t0 + hour * 3600).encoded() + "\n").utf8)
            hour += 1
        }
        try TestFiles.plant(file, at: history.path)
        let log = history.load().log
        #expect(log.entries.count == RateHistoryLog.maximumEntries)
        #expect(log.entries.last?.time == t0 + (hour - 1) * 3600)
    }

    @Test("the previous table is found whether it lies in the file's last lines or far before them")
    func previousInBigFile() throws {
        let dir = TestFiles.temporaryDirectory()
        let history = RateHistory(directory: CacheDirectory(dir))
        var log = RateHistoryLog()
        log.add(entry("openexchangerates", at: t0 - 3600, krw: "1480"))
        // Far more than the tail that is read first: another provider's tables, hour after hour.
        for hour in 0..<200 {
            log.add(
                HistoryEntry(
                    provider: "open-er-api", base: "USD", time: t0 + Int64(hour) * 3600,
                    rates: Dictionary(
                        uniqueKeysWithValues: (0..<150).map { ("C\($0)", ExactDecimal(1000 + $0)) })))
        }
        try TestFiles.plant(log.encoded(), at: history.path)
        #expect(log.encoded().count > 2 * (128 << 10))
        let near = history.previous(provider: "open-er-api", before: t0 + 199 * 3600)
        #expect(near.entry?.time == t0 + 198 * 3600)
        let far = history.previous(provider: "openexchangerates", before: t0 + 199 * 3600)
        #expect(far.entry?.rates["KRW"] == 1480)
        #expect(far.notices.isEmpty)
        #expect(history.previous(provider: "openexchangerates", before: t0 - 3600).entry == nil)
    }

    @Test("a cache directory that is a file costs the history, never the command")
    func directoryIsAFile() throws {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.plant(Array("not a directory".utf8), at: dir + "/cache")
        let history = RateHistory(directory: CacheDirectory(dir + "/cache"))
        #expect(history.append(entry(at: t0), now: t0).isEmpty)
        #expect(history.load().log.entries.isEmpty)
        #expect(try String(contentsOfFile: dir + "/cache", encoding: .utf8) == "not a directory")
    }

    @Test("a fetch appends its table to the history; reading the cache again does not")
    func fetchAppends() throws {
        let dir = TestFiles.temporaryDirectory()
        let body = TestFiles.fixture("open-er-api-USD-2026-04-03.json")
        let start: Int64 = 1_775_198_851 + 60
        let http = ScriptedHTTPClient([.success(HTTPResponse(status: 200, body: body))])
        let clock = ManualClock(start)
        let service = RateService(
            cacheDirectory: dir, http: http, clock: { clock.now }, settings: ProviderSettings(id: .openERAPI),
            offline: false)
        let first = service.current()
        #expect(first.source == .network)
        let log = service.history.load().log
        #expect(log.entries.count == 1)
        #expect(log.entries.first?.provider == "open-er-api")
        #expect(log.entries.first?.time == 1_775_198_851)
        #expect(log.entries.first?.rates == first.table.rates)
        clock.advance(60)
        #expect(service.current().source == .cache)
        #expect(service.history.load().log.entries.count == 1)
    }

    @Test("tables appended by processes side by side are all kept")
    func concurrentAppends() async throws {
        let dir = TestFiles.temporaryDirectory()
        await withTaskGroup(of: Void.self) { group in
            for hour in 0..<16 {
                group.addTask {
                    let history = RateHistory(directory: CacheDirectory(dir))
                    _ = history.append(entry(at: t0 + Int64(hour) * 3600), now: t0)
                }
            }
        }
        #expect(RateHistory(directory: CacheDirectory(dir)).load().log.entries.count == 16)
    }
}

@Suite("a saved table the history lacks")
struct RateHistoryCatchUpTests {
    @Test("killed between saving and appending: the next run appends the saved table, once")
    func catchesUp() throws {
        let dir = TestFiles.temporaryDirectory()
        // Saved as a fetch does, with no append after it (the kill).
        try TestFiles.saveRates(
            TestFiles.fixture("open-er-api-USD-2026-04-03.json"), fetchedAt: SessionHarness.fixtureTime + 60,
            in: dir)
        let history = RateHistory(directory: CacheDirectory(dir))
        #expect(history.load().log.entries.isEmpty)
        let service = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { SessionHarness.now },
            settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
        _ = service.current()
        let entries = history.load().log.entries
        #expect(
            entries.map(\.provider) == ["open-er-api"] && entries.first?.time == SessionHarness.fixtureTime)
        _ = service.current()
        #expect(history.load().log.entries.count == 1)
    }

    @Test("a history written after the saved table is not read again")
    func upToDate() throws {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(
            TestFiles.fixture("open-er-api-USD-2026-04-03.json"), fetchedAt: SessionHarness.fixtureTime + 60,
            in: dir)
        let history = RateHistory(directory: CacheDirectory(dir))
        let other = HistoryEntry(
            provider: "open-er-api", base: "USD", time: SessionHarness.fixtureTime - 86_400,
            rates: ["KRW": ExactDecimal(1500)])
        history.append(other, now: SessionHarness.now)
        let service = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { SessionHarness.now },
            settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
        _ = service.current()
        #expect(history.load().log.entries == [other])
    }
}
