/// Korea Exim's table of one past day (SPEC §12):
/// `GET {base}/site/program/financial/exchangeJSON?authkey=KEY&searchdate=YYYYMMDD&data=AP01`,
/// the same body as today's (`KoreaEximDecoder`), whose 매매기준율 (`deal_bas_r`)
/// is the rate. `[]` means the bank published nothing that day (a holiday the
/// table does not list, a late day): the caller asks the business day before, a
/// bounded number of times. Weekends and listed holidays are never asked.
enum KoreaEximDay {
    /// At most this many business days are asked, the day itself and the ones before it.
    static let maximumRequests = 10

    /// The request URL. Contains the key: never print, log or store it.
    static func url(_ settings: BankSettings, day: CalendarDate) throws(BankError) -> String {
        guard let key = settings.key else { throw .missingKey(settings.id) }
        let digits = String(day.isoText.filter { $0 != "-" })
        return "\(settings.baseURL)/site/program/financial/exchangeJSON?authkey="
            + ProviderSettings.percentEncoded(key) + "&searchdate=\(digits)&data=AP01"
    }

    /// The won price of one unit of each currency the bank published that day
    /// (`JPY(100)`'s 매매기준율 divided by 100, exactly); nil for `[]`.
    static func decode(_ body: [UInt8], day: CalendarDate) throws(BankError) -> [String: ExactDecimal]? {
        let table: BankTable
        do {
            table = try KoreaEximDecoder.decode(body, publishedAt: publicationTime(day))
        } catch .emptyTable {
            return nil
        }
        var won: [String: ExactDecimal] = [:]
        for quote in table.quotes {
            var power = 0
            var unit = quote.unit
            while unit > 1 && unit % 10 == 0 {
                unit /= 10
                power += 1
            }
            guard unit == 1 else { continue }
            won[quote.code] = quote.base.scaled(byPowerOfTen: -power)
        }
        return won.isEmpty ? nil : won
    }

    /// A table in which every cross rate is exactly the ratio of two won prices.
    /// Its base is `XXX` (ISO 4217's "no currency"), a unit worth the product of
    /// every price, so that each rate is a product and no rate is rounded:
    /// KRW's rate is the whole product P, a currency's P divided by its own
    /// price, that is the product of the other prices.
    static func table(won: [String: ExactDecimal], rateDay: CalendarDate) -> RateTable {
        let codes = won.keys.sorted()
        var rates: [String: ExactDecimal] = [:]
        var product = ExactDecimal(1)
        for code in codes { product *= won[code]! }
        for code in codes {
            var others = ExactDecimal(1)
            for other in codes where other != code { others *= won[other]! }
            rates[code] = others
        }
        rates["KRW"] = product
        return RateTable(base: "XXX", time: publicationTime(rateDay), rates: rates)
    }

    /// 11:00 KST of the day, when the bank publishes.
    static func publicationTime(_ day: CalendarDate) -> Int64 {
        day.startTime(offset: 9 * 3600) + 11 * 3600
    }
}
