/// A keyed provider's rates of one past day (SPEC §12), always against USD
/// (the base every plan may ask for):
///
/// | provider | request | the day in the body |
/// |---|---|---|
/// | openexchangerates | `GET {base}/api/historical/YYYY-MM-DD.json?app_id=KEY` | `timestamp` (its UTC day) |
/// | currencylayer | `GET {base}/historical?access_key=KEY&date=YYYY-MM-DD&source=USD` | `date` |
/// | exchangerate-api | `GET {base}/v6/KEY/history/USD/YYYY/M/D` | `year`, `month`, `day` |
///
/// The bodies are the latest endpoints' with the day added (exchangerate-api's
/// without `time_last_update_unix`), and their error bodies are the same.
enum ProviderHistoricalDay {
    /// The request URL; nil for the keyless provider or a missing key. Contains the key: never print, log or store it.
    static func url(_ settings: ProviderSettings, day: CalendarDate) -> String? {
        guard let key = settings.key.map(ProviderSettings.percentEncoded) else { return nil }
        switch settings.id {
        case .openERAPI: return nil
        case .openExchangeRates: return "\(settings.baseURL)/api/historical/\(day.isoText).json?app_id=\(key)"
        case .currencyLayer:
            return "\(settings.baseURL)/historical?access_key=\(key)&date=\(day.isoText)&source=USD"
        case .exchangeRateAPI:
            return "\(settings.baseURL)/v6/\(key)/history/USD/\(day.year)/\(day.month)/\(day.day)"
        }
    }

    /// The day the rates are of and the rates per USD, or the provider's complaint.
    static func decode(_ body: [UInt8], provider: ProviderID, httpStatus: Int) throws(ProviderError)
        -> (rateDay: CalendarDate, rates: [String: ExactDecimal])
    {
        if provider == .exchangeRateAPI { return try decodeExchangeRateAPI(body, httpStatus: httpStatus) }
        let response = try ProviderDecoder.decode(body, provider: provider, httpStatus: httpStatus)
        guard (200..<300).contains(httpStatus) else { throw .http(provider, httpStatus) }
        guard response.table.base == "USD" else {
            throw .baseMismatch(provider, asked: "USD", got: response.table.base)
        }
        let json = try? JSONParser.parse(body)
        let rateDay: CalendarDate
        if let date = json?["date"]?.stringValue {
            guard let day = CalendarDate(isoText: Substring(date)) else {
                throw .malformed(provider, "no date")
            }
            rateDay = day
        } else {
            rateDay = CalendarDate.day(at: response.table.time, offset: 0)
        }
        return (rateDay, response.table.rates)
    }

    /// `{"result":"success","year":2015,"month":2,"day":22,"base_code":"USD","conversion_rates":{..}}`.
    private static func decodeExchangeRateAPI(_ body: [UInt8], httpStatus: Int) throws(ProviderError)
        -> (rateDay: CalendarDate, rates: [String: ExactDecimal])
    {
        let provider = ProviderID.exchangeRateAPI
        guard let json = try? JSONParser.parse(body), case .object = json else {
            throw httpStatus == 200 ? .malformed(provider, "not JSON") : .http(provider, httpStatus)
        }
        let result = json["result"]?.stringValue
        if result == "error" {
            throw .refused(
                provider, json["error-type"]?.stringValue ?? json["error_type"]?.stringValue ?? "unknown")
        }
        guard (200..<300).contains(httpStatus) else { throw .http(provider, httpStatus) }
        guard result == "success" else { throw .malformed(provider, "no result") }
        guard json["base_code"]?.stringValue == "USD" else {
            throw .baseMismatch(provider, asked: "USD", got: json["base_code"]?.stringValue ?? "")
        }
        guard let year = json["year"]?.int64Value, let month = json["month"]?.int64Value,
            let day = json["day"]?.int64Value, (1999...2200).contains(year),
            let rateDay = CalendarDate(year: Int(year), month: Int(clamping: month), day: Int(clamping: day))
        else { throw .malformed(provider, "no year, month and day") }
        guard case .object(let members)? = json["conversion_rates"] else {
            throw .malformed(provider, "no conversion_rates")
        }
        guard !members.isEmpty else { throw .emptyTable(provider) }
        var rates: [String: ExactDecimal] = [:]
        for (code, raw) in members {
            guard DatedRatesCache.isCode(code), let rate = raw.decimalValue, RateTable.isPlausibleRate(rate)
            else { throw .invalidRate(provider, code) }
            rates[code] = rate
        }
        try RateTable.validate(rates, base: "USD", provider: provider)
        return (rateDay, rates)
    }
}
