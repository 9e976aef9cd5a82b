/// Korea Exim's daily table (`exchangeJSON?authkey=KEY&data=AP01`): an array
/// of objects whose numbers are strings with thousands commas (`"1,123.15"`)
/// and whose unit hides in the code (`JPY(100)`). `result` 1 is a row; 2, 3
/// and 4 are errors; `[]` means nothing is published yet today. Pure: the
/// body carries no time, so the caller passes when the table was published
/// (`BankSchedule.lastPublication`).
public enum KoreaEximDecoder {
    public static func decode(_ bytes: [UInt8], publishedAt: Int64) throws(BankError) -> BankTable {
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch {
            if error.duplicateKey != nil { throw .malformed(.koreaexim, error.summary) }
            throw .malformed(.koreaexim, Localized(ko: "JSON이 아닙니다", en: "not JSON"))
        }
        guard case .array(let items) = json else {
            throw .malformed(.koreaexim, Localized(ko: "배열이 아닙니다", en: "not an array"))
        }
        guard !items.isEmpty else { throw .emptyTable(.koreaexim) }
        guard items.count <= BankQuoteLimits.maximumRows else { throw .tooManyRows(.koreaexim, items.count) }
        guard UnixTime.isPlausible(publishedAt) else { throw .implausibleTime(.koreaexim) }
        var quotes: [BankQuote] = []
        for item in items {
            guard case .object = item else {
                throw .malformed(.koreaexim, Localized(ko: "객체가 아닌 행", en: "a row that is not an object"))
            }
            guard let result = item["result"]?.int64Value else {
                throw .malformed(.koreaexim, Localized(ko: "result가 없는 행", en: "a row without result"))
            }
            guard result == 1 else { throw .refused(.koreaexim, result: Int(clamping: result)) }
            guard let quote = try row(item, publishedAt: publishedAt),
                !quotes.contains(where: { $0.code == quote.code })
            else { continue }
            quotes.append(quote)
        }
        guard !quotes.isEmpty else { throw .noQuotes(.koreaexim) }
        return BankTable(bank: .koreaexim, quotes: quotes)
    }

    /// One row; nil for the won's own row (`KRW`, prices `"0"`).
    static func row(_ item: JSONValue, publishedAt: Int64) throws(BankError) -> BankQuote? {
        guard let unitText = item["cur_unit"]?.stringValue, let (code, unit) = currencyUnit(unitText) else {
            let shown = TerminalText.echo(item["cur_unit"]?.stringValue ?? "null", limit: 24)
            throw .malformed(
                .koreaexim, Localized(ko: "알 수 없는 cur_unit \(shown)", en: "unknown cur_unit \(shown)"))
        }
        guard code != "KRW" else { return nil }
        func price(_ field: String) throws(BankError) -> ExactDecimal? {
            let value: ExactDecimal?
            switch item[field] {
            case nil, .null?: value = nil
            case .string(let text)?:
                guard let parsed = commaNumber(text) else {
                    throw .invalidPrice(.koreaexim, code: code, field: field)
                }
                value = parsed
            case .bool?, .number?, .array?, .object?:
                throw .invalidPrice(.koreaexim, code: code, field: field)
            }
            return try BankQuoteLimits.price(value, bank: .koreaexim, code: code, field: field)
        }
        guard let base = try price("deal_bas_r") else {
            throw .invalidPrice(.koreaexim, code: code, field: "deal_bas_r")
        }
        return BankQuote(
            code: code, unit: unit, base: base, ttSend: try price("tts"), ttReceive: try price("ttb"),
            time: publishedAt)
    }

    /// `USD` → (USD, 1); `JPY(100)` → (JPY, 100).
    static func currencyUnit(_ text: String) -> (String, Int)? {
        guard let open = text.firstIndex(of: "(") else {
            return BankQuoteLimits.currencyCode(text).map { ($0, 1) }
        }
        guard text.hasSuffix(")"), let code = BankQuoteLimits.currencyCode(text[..<open]),
            let unit = Int(text[text.index(after: open)..<text.index(before: text.endIndex)]),
            BankQuoteLimits.units.contains(unit)
        else { return nil }
        return (code, unit)
    }

    /// `"1,123.15"` → 1123.15: digits with optional thousands commas and one
    /// decimal point; no sign, no exponent, at most 32 characters.
    static func commaNumber(_ text: String) -> ExactDecimal? {
        guard !text.isEmpty, text.utf8.count <= 32 else { return nil }
        var digits = ""
        var seenPoint = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: ","): if seenPoint { return nil }
            case UInt8(ascii: "."):
                if seenPoint { return nil }
                seenPoint = true
                digits += "."
            default: return nil
            }
        }
        guard digits.first?.isNumber == true, digits.last?.isNumber == true else { return nil }
        return ExactDecimal(digits)
    }
}
