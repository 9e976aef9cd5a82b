import Foundation
import Testing

@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSupport

/// SPEC §12's order of sources: the chosen bank's rate of the day (Korea Exim
/// `searchdate`), then a keyed provider's historical endpoint, then the ECB's;
/// each asked once per day and kept for good in its own cache file.
@Suite("Dated rates: the bank's and the keyed providers' days")
struct DatedKeyedSourcesTests {
    static let today = CalendarDate(year: 2026, month: 12, day: 6)!
    static let key = "sEcReT-kEy-42"
    static let base = "http://127.0.0.1:9"

    static func ok(_ name: String) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: 200, body: TestFiles.fixture(name)))
    }

    static func ok(text: String) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: 200, body: Array(text.utf8)))
    }

    static func exim() -> DatedSourceOrder {
        DatedSourceOrder(bank: BankSettings(id: .koreaexim, baseURL: base, key: key), provider: nil)
    }

    static func provider(_ id: ProviderID) -> DatedSourceOrder {
        DatedSourceOrder(bank: nil, provider: ProviderSettings(id: id, baseURL: base, key: key))
    }

    static func files(_ directory: String) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.map { (try? String(contentsOfFile: directory + "/" + $0, encoding: .utf8)) ?? "" }
            .joined()
    }

    @Test("Korea Exim: a day without a table walks back to the day before, once; then none, offline too")
    func koreaEximWalksBack() throws {
        let directory = TestFiles.temporaryDirectory()
        let http = ScriptedHTTPClient([
            Self.ok(text: "[]"), Self.ok("markets/koreaexim-ap01-2019-03-14-jekyllpost.json"),
        ])
        let dated = DatedRates(
            cacheDirectory: directory, http: http, offline: false, sources: Self.exim())
        let friday = CalendarDate(year: 2019, month: 3, day: 15)!
        let answer = try dated.answer(for: friday, today: Self.today)
        #expect(answer.source == .koreaexim && answer.rateDay.isoText == "2019-03-14" && answer.isEarlierDay)
        #expect(
            http.requests == [
                "\(Self.base)/site/program/financial/exchangeJSON?authkey=\(Self.key)&searchdate=20190315&data=AP01",
                "\(Self.base)/site/program/financial/exchangeJSON?authkey=\(Self.key)&searchdate=20190314&data=AP01",
            ])
        // The 매매기준율 exactly, JPY per 100 as the bank quotes it.
        #expect(answer.table.rate(from: "USD", to: "KRW") == ExactFraction(ExactDecimal("1134.5")!))
        #expect(
            answer.table.rate(from: "JPY", to: "KRW").map { $0 * ExactFraction(100) }
                == ExactFraction(ExactDecimal("1019.45")!))
        #expect(
            answer.table.rate(from: "EUR", to: "USD")
                == (try ExactFraction(
                    numerator: ExactDecimal("1278.24")!, denominator: ExactDecimal("1134.5")!)))
        #expect(answer.table.rate(from: "ZZZ", to: "KRW") == nil)

        let again = DatedRates(
            cacheDirectory: directory, http: ScriptedHTTPClient([]), offline: true, sources: Self.exim())
        let cached = try again.answer(for: friday, today: Self.today)
        #expect(cached.fromCache && cached.rateDay.isoText == "2019-03-14" && cached.source == .koreaexim)
        #expect(try again.answer(for: friday.adding(days: -1), today: Self.today).fromCache)
        #expect(again.requests == 0 && again.notices.isEmpty)
        #expect(!Self.files(directory).contains(Self.key))
    }

    @Test("Korea Exim: weekends and listed holidays are walked past unasked, and cached as the day before")
    func koreaEximSkipsClosedDays() throws {
        let directory = TestFiles.temporaryDirectory()
        let http = ScriptedHTTPClient([Self.ok("markets/koreaexim-ap01-2019-03-14-jekyllpost.json")])
        let dated = DatedRates(
            cacheDirectory: directory, http: http, offline: false, sources: Self.exim())
        // 한글날 2017, a Monday, closes ten days from Saturday 30 September.
        let hangulDay = CalendarDate(year: 2017, month: 10, day: 9)!
        let answer = try dated.answer(for: hangulDay, today: Self.today)
        #expect(answer.rateDay.isoText == "2017-09-29" && answer.isEarlierDay)
        #expect(
            http.requests == [
                "\(Self.base)/site/program/financial/exchangeJSON?authkey=\(Self.key)&searchdate=20170929&data=AP01"
            ])
        let again = DatedRates(
            cacheDirectory: directory, http: ScriptedHTTPClient([]), offline: true, sources: Self.exim())
        for offset in 0..<10 {
            let cached = try again.answer(for: hangulDay.adding(days: -offset), today: Self.today)
            #expect(cached.fromCache && cached.rateDay.isoText == "2017-09-29")
        }
        #expect(again.requests == 0)
    }

    @Test("Korea Exim: a refusal is an error naming the source and the day; no other source answers")
    func koreaEximRefused() {
        let dated = DatedRates(
            cacheDirectory: TestFiles.temporaryDirectory(),
            http: ScriptedHTTPClient([Self.ok("markets/koreaexim-error-result4-dailylimit-TESTSTUB.json")]),
            offline: false, sources: Self.exim())
        do {
            _ = try dated.answer(for: CalendarDate(year: 2024, month: 3, day: 4)!, today: Self.today)
            Issue.record("answered")
        } catch {
            let message = error.message(in: .en)
            #expect(message.hasPrefix("could not get the rates of 2024-03-04 from Korea Exim 매매기준율: "))
            #expect(!message.contains(Self.key))
        }
    }

    @Test("Korea Exim: ten business days without a table is an error saying so, after ten requests")
    func koreaEximBounded() {
        let http = ScriptedHTTPClient(Array(repeating: Self.ok(text: "[]"), count: 20))
        let dated = DatedRates(
            cacheDirectory: nil, http: http, offline: false, sources: Self.exim())
        #expect(throws: DatedRatesError.self) {
            try dated.answer(for: CalendarDate(year: 2024, month: 3, day: 4)!, today: Self.today)
        }
        #expect(http.requests.count == KoreaEximDay.maximumRequests)
    }

    @Test("a keyed source that cannot be reached falls back to the ECB with one notice")
    func unreachableFallsBack() throws {
        for sources in [Self.exim(), Self.provider(.openExchangeRates)] {
            let http = ScriptedHTTPClient([.failure(.cannotConnect), .failure(.cannotConnect)])
            let dated = DatedRates(
                cacheDirectory: TestFiles.temporaryDirectory(), http: http, offline: false, sources: sources)
            let answer = try dated.answer(for: CalendarDate(year: 2024, month: 3, day: 4)!, today: Self.today)
            #expect(answer.source == .ecb)
            _ = try dated.answer(for: CalendarDate(year: 2024, month: 3, day: 5)!, today: Self.today)
            #expect(dated.notices.count == 1)
            #expect(dated.notices.first?.en.contains("ECB rates used") == true)
            #expect(
                dated.notices.first.map { DisplayWidth.of($0.en) <= 100 && DisplayWidth.of($0.ko) <= 100 }
                    == true)
            // Offline: no request, the ECB's rates, and a notice.
            let offline = DatedRates(
                cacheDirectory: TestFiles.temporaryDirectory(), http: ScriptedHTTPClient([]), offline: true,
                sources: sources)
            #expect(
                try offline.answer(for: CalendarDate(year: 2024, month: 3, day: 4)!, today: Self.today).source
                    == .ecb)
            #expect(offline.requests == 0 && offline.notices.count == 1)
        }
    }

    @Test(
        "each keyed provider's historical day: its URL, the day from the body, one request, then none",
        arguments: [
            (
                ProviderID.openExchangeRates, "history/oxr-historical-2024-03-04.json",
                "/api/historical/2024-03-04.json?app_id=\(key)"
            ),
            (
                ProviderID.currencyLayer, "history/currencylayer-historical-2024-03-04.json",
                "/historical?access_key=\(key)&date=2024-03-04&source=USD"
            ),
            (
                ProviderID.exchangeRateAPI, "history/exchangerate-api-history-USD-2024-03-04.json",
                "/v6/\(key)/history/USD/2024/3/4"
            ),
        ])
    func providerDay(provider: ProviderID, fixture: String, path: String) throws {
        let directory = TestFiles.temporaryDirectory()
        let http = ScriptedHTTPClient([Self.ok(fixture)])
        let dated = DatedRates(
            cacheDirectory: directory, http: http, offline: false, sources: Self.provider(provider))
        let monday = CalendarDate(year: 2024, month: 3, day: 4)!
        let answer = try dated.answer(for: monday, today: Self.today)
        #expect(http.requests == [Self.base + path])
        #expect(
            answer.source.rawValue == provider.rawValue && answer.rateDay == monday && !answer.isEarlierDay)
        #expect(answer.table.rate(from: "USD", to: "KRW") == ExactFraction(ExactDecimal("1332.23")!))
        _ = try dated.answer(for: monday, today: Self.today)
        #expect(dated.requests == 1)
        let offline = DatedRates(
            cacheDirectory: directory, http: ScriptedHTTPClient([]), offline: true,
            sources: Self.provider(provider))
        let cached = try offline.answer(for: monday, today: Self.today)
        #expect(cached.fromCache && cached.source == answer.source)
        #expect(cached.table.rate(from: "JPY", to: "KRW") == answer.table.rate(from: "JPY", to: "KRW"))
        #expect(offline.requests == 0)
        #expect(FileManager.default.fileExists(atPath: directory + "/dated-rates-\(provider.rawValue).tsv"))
        #expect(!Self.files(directory).contains(Self.key))
    }

    @Test(
        "a provider's error body is an error naming the source and the day, without the key",
        arguments: [
            (ProviderID.openExchangeRates, "error-oxr-401-invalid_app_id.json", 401),
            (ProviderID.exchangeRateAPI, "error-exchangerate-api-quota-reached.json", 403),
            (
                ProviderID.currencyLayer,
                "markets/currencylayer-error-101-invalid-access-key-allaboutapikey.json", 200
            ),
        ])
    func providerRefused(provider: ProviderID, fixture: String, status: Int) {
        let http = ScriptedHTTPClient([
            .success(HTTPResponse(status: status, body: TestFiles.fixture(fixture)))
        ])
        let dated = DatedRates(
            cacheDirectory: TestFiles.temporaryDirectory(), http: http, offline: false,
            sources: Self.provider(provider))
        do {
            _ = try dated.answer(for: CalendarDate(year: 2024, month: 3, day: 4)!, today: Self.today)
            Issue.record("answered")
        } catch {
            let message = error.message(in: .en)
            #expect(
                message.hasPrefix("could not get the rates of 2024-03-04 from \(provider.rawValue): "),
                "\(message)")
            #expect(!message.contains(Self.key))
        }
    }

    @Test("the bank comes before the provider; the keyless provider has no historical endpoint")
    func order() throws {
        let both = DatedSourceOrder(
            bank: BankSettings(id: .koreaexim, baseURL: Self.base, key: Self.key),
            provider: ProviderSettings(id: .currencyLayer, baseURL: Self.base, key: Self.key))
        #expect(both.sources == [.koreaexim, .currencyLayer])
        let keyless = DatedSourceOrder(
            bank: BankSettings(id: .dunamu), provider: ProviderSettings(id: .openERAPI))
        #expect(keyless.sources.isEmpty)
        let noKey = DatedSourceOrder(
            bank: BankSettings(id: .koreaexim), provider: ProviderSettings(id: .currencyLayer))
        #expect(noKey.sources.isEmpty)
    }

    @Test("seeded: any set of days costs one request per distinct day, and none the second time")
    func oneRequestPerDay() throws {
        var generator = SeededGenerator(seed: 0x32)
        for _ in 0..<5 {
            let directory = TestFiles.temporaryDirectory()
            let days = (0..<12).map { _ in
                CalendarDate(year: 2024, month: 3, day: Int.random(in: 1...28, using: &generator))!
            }
            let bodies = Array(repeating: Self.ok("history/oxr-historical-2024-03-04.json"), count: 40)
            let http = ScriptedHTTPClient(bodies)
            let dated = DatedRates(
                cacheDirectory: directory, http: http, offline: false,
                sources: Self.provider(.openExchangeRates))
            for day in days where day >= CalendarDate(year: 2024, month: 3, day: 4)! {
                _ = try dated.answer(for: day, today: Self.today)
            }
            let asked = Set(days.filter { $0 >= CalendarDate(year: 2024, month: 3, day: 4)! })
            #expect(http.requests.count == asked.count)
            let later = DatedRates(
                cacheDirectory: directory, http: ScriptedHTTPClient([]), offline: false,
                sources: Self.provider(.openExchangeRates))
            for day in asked { _ = try later.answer(for: day, today: Self.today) }
            #expect(later.requests == 0)
        }
    }
}
