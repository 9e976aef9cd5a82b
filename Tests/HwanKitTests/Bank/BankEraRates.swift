import Foundation
import HwanKit

/// The saved open-er-api table (2026-04-03) made to agree with a bank fixture
/// of another year: hwan uses a bank's quote only within 10% of the
/// provider's rate (`BankQuoteCheck`), and the real bank bodies at hand are
/// from 2024 (Hana Bank, USD 1,338.00) and 2019 (Korea Exim, USD 1,134.50).
/// Each currency the bank quotes is set 2% above the bank's 매매기준율
/// (KRW per unit), everything else stays as published.
enum BankEraRates {
    static func body(agreeingWith bank: BankID) -> [UInt8] {
        let source = TestFiles.fixture("open-er-api-USD-2026-04-03.json")
        let quotes: [(code: String, krwPerOne: Double)]
        switch bank {
        case .dunamu:
            quotes = [("USD", 1338.00)]
        case .koreaexim:
            guard
                let table = try? KoreaEximDecoder.decode(
                    TestFiles.fixture("markets/koreaexim-ap01-2019-03-14-jekyllpost.json"),
                    publishedAt: 1_775_000_000)
            else { return source }
            quotes = table.quotes.map { quote in
                (quote.code, Double(String(describing: quote.base))! / Double(quote.unit))
            }
        }
        return adjusted(source, quotes: quotes)
    }

    /// `source` with KRW per USD and every other quoted code per USD set 2% off the bank.
    static func adjusted(_ source: [UInt8], quotes: [(code: String, krwPerOne: Double)]) -> [UInt8] {
        guard var object = (try? JSONSerialization.jsonObject(with: Data(source))) as? [String: Any],
            var rates = object["rates"] as? [String: Any],
            let usd = quotes.first(where: { $0.code == "USD" })?.krwPerOne
        else { return source }
        let krw = usd * 1.02
        rates["KRW"] = krw
        for quote in quotes where quote.code != "USD" {
            rates[quote.code == "CNH" ? "CNY" : quote.code] = krw / (quote.krwPerOne * 1.02)
        }
        object["rates"] = rates
        return [UInt8](
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data(source))
    }
}
