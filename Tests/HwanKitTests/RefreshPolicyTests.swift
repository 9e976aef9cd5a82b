import HwanKit
import Testing

@Suite("Refresh policy")
struct RefreshPolicyTests {
    let settings = ProviderSettings(id: .openERAPI)
    let saved = CacheMetadata(
        provider: .openERAPI, baseCurrency: "USD", fetchedAt: 1000, ratesTime: 900, nextUpdate: 5000)

    func decide(
        _ meta: CacheMetadata?, now: Int64, hasTable: Bool = true, forced: Bool = false, offline: Bool = false
    )
        -> RefreshPolicy.Decision
    {
        RefreshPolicy.decide(
            metadata: meta, hasTable: hasTable, settings: settings, now: now, forced: forced, offline: offline
        )
    }

    @Test("no request before the announced next update")
    func beforeNextUpdate() { #expect(decide(saved, now: 4999) == .useCache) }

    @Test("a request once the next update time has come")
    func afterNextUpdate() {
        #expect(decide(saved, now: 5000) == .fetch(.due))
        #expect(decide(saved, now: 90_000) == .fetch(.due))
    }

    @Test("no cache at all means fetch")
    func noCache() { #expect(decide(nil, now: 10, hasTable: false) == .fetch(.noCache)) }

    @Test("no new attempt within five minutes of a failure, then one")
    func backoff() {
        var meta = saved
        meta.lastFailure = 6000
        #expect(decide(meta, now: 6001) == .backOff(until: 6300))
        #expect(decide(meta, now: 6299) == .backOff(until: 6300))
        #expect(decide(meta, now: 6300) == .fetch(.due))
    }

    @Test("back-off applies even with no cache")
    func backoffWithoutCache() {
        let meta = CacheMetadata(lastFailure: 100)
        #expect(decide(meta, now: 200, hasTable: false) == .backOff(until: 400))
    }

    @Test("refresh forces a request, even during back-off and before the next update")
    func forced() {
        var meta = saved
        meta.lastFailure = 4000
        #expect(decide(meta, now: 4001, forced: true) == .fetch(.forced))
    }

    @Test("offline never requests, even when forced")
    func offline() {
        #expect(decide(saved, now: 99_999, offline: true) == .offline)
        #expect(decide(nil, now: 1, hasTable: false, forced: true, offline: true) == .offline)
    }

    @Test("a cache from another provider or base currency is refetched")
    func differentSource() {
        var other = saved
        other.provider = .openExchangeRates
        #expect(decide(other, now: 10) == .fetch(.differentSource))
        other.provider = .openERAPI
        other.baseCurrency = "KRW"
        #expect(decide(other, now: 10) == .fetch(.differentSource))
    }

    @Test("a failure time in the future (clock moved back) does not block forever")
    func clockMovedBack() {
        var meta = saved
        meta.lastFailure = 100_000
        #expect(decide(meta, now: 6000) == .fetch(.due))
    }

    @Test("openexchangerates: next update is its timestamp plus 3600 s")
    func openExchangeRatesHour() throws {
        let decoded = try ProviderDecoder.decode(
            TestFiles.fixture("oxr-latest-2026-08-22.json"), provider: .openExchangeRates)
        let meta = CacheMetadata(
            provider: .openExchangeRates, baseCurrency: "USD", fetchedAt: decoded.table.time,
            ratesTime: decoded.table.time, nextUpdate: decoded.nextUpdate)
        let oxr = ProviderSettings(id: .openExchangeRates, key: "k")
        #expect(
            RefreshPolicy.decide(
                metadata: meta, hasTable: true, settings: oxr, now: decoded.table.time + 3599, forced: false,
                offline: false) == .useCache)
        #expect(
            RefreshPolicy.decide(
                metadata: meta, hasTable: true, settings: oxr, now: decoded.table.time + 3600, forced: false,
                offline: false) == .fetch(.due))
    }
}
