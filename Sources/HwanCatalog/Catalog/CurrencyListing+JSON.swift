/// `currencies --json`: the same selection as the table, one object per
/// currency with its fields, one per line (SPEC §11):
///
///     {"kind":"currency","code":"KRW","names":{"ko":"대한민국 원","en":"South Korean Won"},
///      "minorUnits":0,"countries":{"ko":["대한민국"],"en":["South Korea"]},"territories":["KR"],"iso":true}
extension CurrencyListing {
    public static func json(query: String?, catalog: CurrencyCatalog) throws(CurrencyLookupError) -> [String]
    {
        try matches(query: query, catalog: catalog).map(object)
    }

    package static func object(_ currency: Currency) -> String {
        var countries = JSONWriter()
        countries.raw("ko", JSONWriter.array(currency.countries))
        countries.raw("en", JSONWriter.array(currency.countriesEnglish))
        var writer = JSONWriter()
        writer.string("kind", "currency")
        writer.string("code", currency.code)
        writer.raw("names", JSONWriter.names(Localized(ko: currency.koreanName, en: currency.englishName)))
        writer.number("minorUnits", raw: String(currency.minorUnits))
        writer.raw("countries", countries.finish())
        writer.raw("territories", JSONWriter.array(currency.territories))
        writer.bool("iso", currency.isISO)
        return writer.finish()
    }
}
