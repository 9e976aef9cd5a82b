import HwanKit
import Testing

@Suite("Refresh policy")
struct RefreshPolicyTests {
    let rule = FreshnessRule.exchangeRates
    let source = "open-er-api/USD"
    let saved = EntryMetadata(
        source: "open-er-api/USD", fetchedAt: 1000, dataTime: 900, nextUpdate: 5000)

    func decide(
        _ meta: EntryMetadata?, now: Int64, hasBody: Bool = true, forced: Bool = false, offline: Bool = false,
        rule: FreshnessRule? = nil
    ) -> RefreshPolicy.Decision {
        RefreshPolicy.decide(
            metadata: meta, hasBody: hasBody, source: source, rule: rule ?? self.rule, now: now,
            forced: forced,
            offline: offline)
    }

    @Test("no request before the announced next update")
    func beforeNextUpdate() { #expect(decide(saved, now: 4999) == .useCache(until: 5000)) }

    @Test("a request once the next update time has come")
    func afterNextUpdate() {
        #expect(decide(saved, now: 5000) == .fetch(.due))
        #expect(decide(saved, now: 90_000) == .fetch(.due))
    }

    @Test("no cache at all means fetch")
    func noCache() { #expect(decide(nil, now: 10, hasBody: false) == .fetch(.noCache)) }

    @Test(
        "at most one successful fetch per ten minutes, even when the next update time is already past",
        arguments: [
            (now: Int64(1000), expected: RefreshPolicy.Decision.useCache(until: 1600)),
            (now: 1599, expected: .useCache(until: 1600)),
            (now: 1600, expected: .fetch(.due)),
        ])
    func minimumInterval(now: Int64, expected: RefreshPolicy.Decision) {
        var stale = saved
        stale.nextUpdate = 500  // a stale CDN: the announced time passed before the fetch
        #expect(decide(stale, now: now) == expected)
    }

    @Test("a next update announced for the far future is believed for two days at most")
    func longestWait() {
        var far = saved
        far.nextUpdate = 7_000_000_000
        #expect(decide(far, now: 2000) == .useCache(until: 1000 + 2 * 86_400))
        #expect(decide(far, now: 1000 + 2 * 86_400) == .fetch(.due))
    }

    @Test("a fixed expiry counts from the fetch time (an exchange ticker fresh for 10 s)")
    func fixedExpiry() {
        let ticker = FreshnessRule(
            expiry: .fixed(seconds: 10), minimumInterval: 10, failureBackoff: 30, longestWait: 10)
        #expect(decide(saved, now: 1009, rule: ticker) == .useCache(until: 1010))
        #expect(decide(saved, now: 1010, rule: ticker) == .fetch(.due))
    }

    @Test("no new attempt within five minutes of a failure, then one")
    func backoff() {
        var meta = saved
        meta.lastFailure = 6000
        #expect(decide(meta, now: 6001) == .backOff(until: 6300))
        #expect(decide(meta, now: 6299) == .backOff(until: 6300))
        #expect(decide(meta, now: 6300) == .fetch(.due))
    }

    @Test("a failure that says when to ask again waits that long, but never beyond the longest wait")
    func retryAfter() {
        var meta = saved
        meta.lastFailure = 6000
        meta.retryAfter = 9000
        #expect(decide(meta, now: 6500) == .backOff(until: 9000))
        meta.retryAfter = 7_000_000_000
        #expect(decide(meta, now: 6500) == .backOff(until: 6000 + 2 * 86_400))
        meta.retryAfter = 6100  // earlier than the back-off: the back-off wins
        #expect(decide(meta, now: 6200) == .backOff(until: 6300))
    }

    @Test("back-off applies even with no cache")
    func backoffWithoutCache() {
        let meta = EntryMetadata(lastFailure: 100)
        #expect(decide(meta, now: 200, hasBody: false) == .backOff(until: 400))
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
        #expect(decide(nil, now: 1, hasBody: false, forced: true, offline: true) == .offline)
    }

    @Test("a cache from another provider or base currency is refetched")
    func differentSource() {
        var other = saved
        other.source = "openexchangerates/USD"
        #expect(decide(other, now: 1001) == .fetch(.differentSource))
        other.source = "open-er-api/KRW"
        #expect(decide(other, now: 1001) == .fetch(.differentSource))
    }

    @Test("times in the future (a clock set back) block nothing")
    func clockMovedBack() {
        var meta = saved
        meta.lastFailure = 100_000
        #expect(decide(meta, now: 6000) == .fetch(.due))
        meta.lastFailure = nil
        meta.fetchedAt = 100_000
        #expect(decide(meta, now: 2000) == .fetch(.due))
    }

    @Test(
        "no metadata, however extreme its times, makes the policy trap",
        arguments: [Int64.min, -1, 0, Int64.max - 1, Int64.max])
    func extremeTimes(time: Int64) {
        let meta = EntryMetadata(
            source: source, fetchedAt: time, dataTime: time, nextUpdate: time, lastFailure: time,
            retryAfter: time)
        let unbounded = FreshnessRule(
            expiry: .fixed(seconds: .max), minimumInterval: .max, failureBackoff: .max, longestWait: .max)
        for now in [Int64.min, 0, 1_775_000_000, Int64.max] {
            _ = decide(meta, now: now, rule: unbounded)
            _ = RefreshPolicy.backOffUntil(meta, rule: unbounded, now: now)
            // With the rates rule, a saved body is never believed beyond the longest wait.
            if case .useCache(let until) = decide(meta, now: now) {
                #expect(until > now && until <= now.saturatingAdd(rule.longestWait))
            }
        }
        #expect(RefreshPolicy.freshUntil(meta, rule: unbounded, now: time) != nil)
    }

    @Test("an answer is current strictly before its time, and forever without one")
    func isCurrent() {
        #expect(RefreshPolicy.isCurrent(until: 10, now: 9))
        #expect(!RefreshPolicy.isCurrent(until: 10, now: 10))
        #expect(RefreshPolicy.isCurrent(until: nil, now: .max))
    }

    @Test("openexchangerates: next update is its timestamp plus 3600 s")
    func openExchangeRatesHour() throws {
        let decoded = try ProviderDecoder.decode(
            TestFiles.fixture("oxr-latest-2026-08-22.json"), provider: .openExchangeRates)
        let meta = EntryMetadata(
            source: "openexchangerates/USD", fetchedAt: decoded.table.time, dataTime: decoded.table.time,
            nextUpdate: decoded.nextUpdate)
        let decide = { (now: Int64) in
            RefreshPolicy.decide(
                metadata: meta, hasBody: true, source: "openexchangerates/USD", rule: .exchangeRates, now: now
            )
        }
        #expect(decide(decoded.table.time + 3599) == .useCache(until: decoded.table.time + 3600))
        #expect(decide(decoded.table.time + 3600) == .fetch(.due))
    }
}
