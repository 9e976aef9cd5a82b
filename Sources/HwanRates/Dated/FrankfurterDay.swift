/// One day of Frankfurter's v1 API (`GET /v1/YYYY-MM-DD?base=EUR`):
/// `{"amount":1.0,"base":"EUR","date":"2024-03-01","rates":{"USD":1.0813,...}}`.
/// The day the rates are of is the body's `date`, not the day asked (a
/// weekend is answered with the Friday before).
enum FrankfurterDay {
    /// At most this many currencies in a day (the ECB publishes about 30).
    static let maximumCodes = 400

    static func decode(_ body: [UInt8]) -> (rateDay: CalendarDate, rates: [String: ExactDecimal])? {
        guard let json = try? JSONParser.parse(body), json["base"]?.stringValue == "EUR",
            let dateText = json["date"]?.stringValue,
            let rateDay = CalendarDate(isoText: Substring(dateText)),
            case .object(let members)? = json["rates"], !members.isEmpty, members.count <= maximumCodes
        else { return nil }
        var rates: [String: ExactDecimal] = [:]
        for (code, value) in members {
            guard DatedRatesCache.isCode(code), let rate = value.decimalValue, rate > 0 else { return nil }
            rates[code] = rate
        }
        rates["EUR"] = 1
        return (rateDay, rates)
    }
}
