/// A provider's success response, decoded: the table and when the provider
/// says the next one will exist.
public struct ProviderResponse: Sendable, Equatable {
    public let table: RateTable
    /// Unix seconds after which a new table may exist; no request before it.
    public let nextUpdate: Int64
}

/// Turns a provider's body into a table, or into the provider's own complaint.
/// Pure, so tests run on real response files without a network.
public enum ProviderDecoder {
    public static func decode(_ body: [UInt8], provider: ProviderID, httpStatus: Int = 200)
        throws(ProviderError) -> ProviderResponse
    {
        let json: JSONValue
        do {
            json = try JSONParser.parse(body)
        } catch {
            if httpStatus == 200, error.duplicateKey != nil { throw .malformed(provider, error.summary.en) }
            throw httpStatus == 200 ? .malformed(provider, "not JSON") : .http(provider, httpStatus)
        }
        guard case .object = json else { throw .malformed(provider, "not a JSON object") }
        switch provider {
        case .openERAPI, .exchangeRateAPI:
            return try decodeExchangeRateAPI(json, provider: provider)
        case .openExchangeRates:
            return try decodeOpenExchangeRates(json, httpStatus: httpStatus)
        case .currencyLayer:
            return try decodeCurrencyLayer(json)
        }
    }

    /// currencylayer `live`: `{"success":true,"timestamp":..,"source":"USD","quotes":{"USDKRW":..}}`,
    /// a quote per `source` + code pair; like openexchangerates it announces no
    /// next update, so the next is `timestamp` + 3600 s. `{"success":false,
    /// "error":{"code":101,...}}` is refused with its code (101, 104, 105, 106 in words).
    private static func decodeCurrencyLayer(_ json: JSONValue) throws(ProviderError) -> ProviderResponse {
        let provider = ProviderID.currencyLayer
        if json["success"]?.boolValue == false {
            // Only the code and a short identifier are kept: `info` is free text that may quote the key.
            let error = json["error"]
            let code = error?["code"]?.int64Value.map(String.init) ?? "?"
            let type = error?["type"]?.stringValue ?? ""
            let safeType =
                type.utf8.count <= 40 && type.utf8.allSatisfy({ (0x61...0x7A).contains($0) || $0 == 0x5F })
                ? type : ""
            throw .refused(provider, safeType.isEmpty ? code : "\(code) \(safeType)")
        }
        guard json["success"]?.boolValue == true else { throw .malformed(provider, "no success") }
        guard let source = json["source"]?.stringValue, source.utf8.count == 3 else {
            throw .malformed(provider, "no source")
        }
        let time = try plausibleTime(json, "timestamp", provider: provider)
        guard case .object(let quotes)? = json["quotes"] else { throw .malformed(provider, "no quotes") }
        guard !quotes.isEmpty else { throw .emptyTable(provider) }
        var rates: [String: ExactDecimal] = [:]
        rates.reserveCapacity(quotes.count)
        for (pair, raw) in quotes {
            guard pair.utf8.count == 6, pair.hasPrefix(source) else {
                throw .malformed(provider, "a quote not against \(source)")
            }
            let code = String(pair.dropFirst(3))
            guard let rate = raw.decimalValue, RateTable.isPlausibleRate(rate) else {
                throw .invalidRate(provider, code)
            }
            rates[code] = rate
        }
        try RateTable.validate(rates, base: source, provider: provider)
        return ProviderResponse(
            table: RateTable(base: source, time: time, rates: rates), nextUpdate: time.saturatingAdd(3600))
    }

    /// open.er-api.com and v6.exchangerate-api.com share one shape; only the
    /// name of the rates member differs (`rates` vs `conversion_rates`).
    private static func decodeExchangeRateAPI(_ json: JSONValue, provider: ProviderID)
        throws(ProviderError) -> ProviderResponse
    {
        let result = json["result"]?.stringValue
        if result == "error" {
            throw .refused(
                provider, json["error-type"]?.stringValue ?? json["error_type"]?.stringValue ?? "unknown")
        }
        guard result == "success" else { throw .malformed(provider, "no result") }
        guard let base = json["base_code"]?.stringValue else { throw .malformed(provider, "no base_code") }
        let time = try plausibleTime(json, "time_last_update_unix", provider: provider)
        let next =
            json["time_next_update_unix"] == nil
            ? time.saturatingAdd(86_400)
            : try plausibleTime(json, "time_next_update_unix", provider: provider)
        let rates = try decodeRates(json["conversion_rates"] ?? json["rates"], provider: provider)
        try RateTable.validate(rates, base: base, provider: provider)
        return ProviderResponse(table: RateTable(base: base, time: time, rates: rates), nextUpdate: next)
    }

    /// openexchangerates.org announces no next update; its tables change hourly.
    private static func decodeOpenExchangeRates(_ json: JSONValue, httpStatus: Int) throws(ProviderError)
        -> ProviderResponse
    {
        if json["error"]?.boolValue == true {
            throw .refused(.openExchangeRates, json["message"]?.stringValue ?? "status \(httpStatus)")
        }
        guard let base = json["base"]?.stringValue else { throw .malformed(.openExchangeRates, "no base") }
        let time = try plausibleTime(json, "timestamp", provider: .openExchangeRates)
        let rates = try decodeRates(json["rates"], provider: .openExchangeRates)
        try RateTable.validate(rates, base: base, provider: .openExchangeRates)
        return ProviderResponse(
            table: RateTable(base: base, time: time, rates: rates), nextUpdate: time.saturatingAdd(3600))
    }

    /// A Unix time field, refused outside `UnixTime.plausible` so that no sum
    /// with it can overflow and no absurd time reaches the cache.
    private static func plausibleTime(_ json: JSONValue, _ field: String, provider: ProviderID)
        throws(ProviderError) -> Int64
    {
        guard let value = json[field] else { throw .malformed(provider, "no \(field)") }
        guard let time = value.int64Value, UnixTime.isPlausible(time) else {
            throw .implausibleTime(provider, field: field)
        }
        return time
    }

    /// Which provider's shape a saved body has, for reading it back when its
    /// metadata is missing or describes another body: `conversion_rates` is
    /// exchangerate-api's, `time_last_update_unix` with `rates` open-er-api's,
    /// `timestamp` with `rates` openexchangerates'.
    public static func identify(_ body: [UInt8]) -> ProviderID? {
        guard let json = try? JSONParser.parse(body), case .object = json else { return nil }
        if json["conversion_rates"] != nil { return .exchangeRateAPI }
        if json["quotes"] != nil { return .currencyLayer }
        if json["time_last_update_unix"] != nil { return .openERAPI }
        if json["timestamp"] != nil { return .openExchangeRates }
        return nil
    }

    private static func decodeRates(_ value: JSONValue?, provider: ProviderID) throws(ProviderError)
        -> [String: ExactDecimal]
    {
        guard case .object(let members)? = value else { throw .malformed(provider, "no rates") }
        guard !members.isEmpty else { throw .emptyTable(provider) }
        var rates: [String: ExactDecimal] = [:]
        rates.reserveCapacity(members.count)
        for (code, raw) in members {
            guard let rate = raw.decimalValue, RateTable.isPlausibleRate(rate) else {
                throw .invalidRate(provider, code)
            }
            rates[code] = rate
        }
        return rates
    }
}
