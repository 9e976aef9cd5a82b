/// Frankfurter's v1 time series (`GET /v1/FROM..TO?base=EUR`):
/// `{"amount":1.0,"base":"EUR","start_date":..,"end_date":..,"rates":{"2024-01-02":{"USD":1.0956,...},...}}`,
/// one object of rates per business day. The days are the body's, not the request's.
enum FrankfurterSeries {
    /// At most this many days in one body (ten years of business days is about 2,560).
    static let maximumDays = 4000

    /// The days, ascending, each with its rates per euro (EUR's own 1 included); none when
    /// nothing was published in the period; nil for a body that is not a series.
    static func decode(_ body: [UInt8]) -> [(day: CalendarDate, rates: [String: ExactDecimal])]? {
        guard let json = try? JSONParser.parse(body), json["base"]?.stringValue == "EUR",
            case .object(let days)? = json["rates"], days.count <= maximumDays
        else { return nil }
        var decoded: [(day: CalendarDate, rates: [String: ExactDecimal])] = []
        decoded.reserveCapacity(days.count)
        for (text, value) in days {
            guard let day = CalendarDate(isoText: Substring(text)), case .object(let members) = value,
                !members.isEmpty, members.count <= FrankfurterDay.maximumCodes
            else { return nil }
            var rates: [String: ExactDecimal] = ["EUR": 1]
            for (code, raw) in members {
                guard DatedRatesCache.isCode(code), let rate = raw.decimalValue, rate > 0 else { return nil }
                rates[code] = rate
            }
            decoded.append((day, rates))
        }
        decoded.sort { $0.day < $1.day }
        return decoded
    }
}
