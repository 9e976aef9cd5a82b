/// The `rates` table: code, name, rate per one BASE and a column in the home
/// currency (KRW unless configured), which for KRW is quoted as Korean banks
/// do (per 100 units for small-unit currencies: "JPY 100"), and the change
/// since the previous stored table of the same provider (SPEC §8): of the
/// home-currency column, or for the home currency's own row of its rate per
/// one BASE; `-` when there is no previous table.
package struct RatesBoard {
    package static let defaultCodes = [
        "USD", "EUR", "JPY", "CNY", "GBP", "HKD", "TWD", "SGD", "AUD", "CAD", "CHF", "NZD", "THB", "VND",
        "PHP",
        "IDR", "MYR", "INR", "KRW",
    ]

    package let base: Currency
    package let targets: [Currency]
    /// The last column's currency (`Preferences.home`).
    package var home: Currency
    package let rates: RatesAnswer
    package let now: Int64
    package let zone: LocalZone
    /// The provider's table before the one in use, from the rate history.
    package var previous: HistoryEntry? = nil
    /// With a bank as the rate (SPEC §7): each currency's won rate as the rule
    /// decided it. Its KRW column and change (from the bank's open or last
    /// close) replace the provider's; empty without a bank.
    package var won: [String: WonRate] = [:]
    /// The bank behind `won`, named even while the provider answers (the change is from its close).
    package var wonBank: BankID? = nil
    /// `rates on 2024-03-04`: the day's rates (SPEC §12); nil for today's table.
    package var dated: DatedAnswer? = nil
    package init(
        base: Currency, targets: [Currency], home: Currency, rates: RatesAnswer, now: Int64, zone: LocalZone
    ) {
        self.base = base
        self.targets = targets
        self.home = home
        self.rates = rates
        self.now = now
        self.zone = zone
    }

    /// The bank whose 매매기준율 answers some row now, for the header and JSON.
    package var answeringBank: BankID? {
        for rate in won.values { if case .bank(let bank) = rate.source { return bank } }
        return nil
    }

    package struct Row {
        package let currency: Currency
        package let rate: ExactFraction
        /// The home currency for `per` units of the currency; nil for home itself.
        package let krw: ExactFraction?
        package let per: Int
        /// `new / old − 1` of the compared value; nil without a previous table.
        package var change: ExactFraction? = nil
        /// Where the KRW column's rate came from, when a bank is the rate.
        package var source: WonRate.Source? = nil
    }

    package var rows: [Row] {
        // Each code's rate per the table's base read once (see `RateTable.cross`).
        let table = rates.table
        let (baseRate, homeRate) = (table.rate(for: base.code), table.rate(for: home.code))
        return targets.compactMap { currency in
            let isHome = currency.code == home.code
            let currencyRate = table.rate(for: currency.code)
            guard var rate = RateTable.cross(from: baseRate, to: currencyRate) else { return nil }
            let tableKRW = RateTable.cross(from: currencyRate, to: homeRate)
            var krw = tableKRW
            let won = home.code == "KRW" ? self.won[isHome ? base.code : currency.code] : nil
            if let won {
                if isHome { rate = won.krwPerUnit } else { krw = won.krwPerUnit }
            }
            // Korean banks quote JPY, IDR and VND per 100 units, whichever rate
            // answers (SPEC §7), and any other currency worth under 10 won.
            let per =
                home.code == "KRW" && currency.code != "KRW"
                    && (Currency.quotedPerHundred.contains(currency.code) || (krw.map { $0 < 10 } ?? false))
                ? 100 : 1
            if per == 100 { krw = krw.map { $0 * 100 } }
            var row = Row(currency: currency, rate: rate, krw: isHome ? nil : krw, per: per)
            row.source = won?.source
            if let won, won.open != nil {
                // SPEC §7: the change from the bank's day open, or from its last close.
                row.change = won.changeRate
            } else if let previous {
                let (now, before) =
                    isHome
                    ? (rate, previous.rate(from: base.code, to: currency.code))
                    : (tableKRW, previous.rate(from: currency.code, to: home.code))
                if let now, let before { row.change = ExactFraction.relativeChange(from: before, to: now) }
            }
            return row
        }
    }
}
