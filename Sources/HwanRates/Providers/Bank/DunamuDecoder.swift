/// Hana Bank's quotes as Dunamu serves them (`/v1/forex/recent?codes=FRX.KRWUSD,...`):
/// an array of objects with JSON numbers, `currencyUnit` 100 for JPY, IDR and
/// VND, and `timestamp` in milliseconds. Pure: bytes in, table out.
///
/// Rows are named `FRX.` + quote currency + currency: `FRX.KRWUSD` is won per
/// dollar. Only rows in won are bank quotes for hwan; cross rates such as
/// `FRX.JPYUSD` (yen per dollar, with the won prices of 100 yen beside it)
/// are skipped, and a body of nothing else is refused.
public enum DunamuDecoder {
    /// One row: its quote currency (`KRW` for the rows hwan uses) and its quote.
    public struct Row: Sendable, Equatable {
        public var quoteCurrency: String
        public var quote: BankQuote
    }

    public static func decode(_ bytes: [UInt8]) throws(BankError) -> BankTable {
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch {
            if error.duplicateKey != nil { throw .malformed(.dunamu, error.summary) }
            throw .malformed(.dunamu, Localized(ko: "JSON이 아닙니다", en: "not JSON"))
        }
        guard case .array(let items) = json else {
            throw .malformed(.dunamu, Localized(ko: "배열이 아닙니다", en: "not an array"))
        }
        guard items.count <= BankQuoteLimits.maximumRows else { throw .tooManyRows(.dunamu, items.count) }
        var quotes: [BankQuote] = []
        for item in items {
            let row: Row
            do {
                row = try self.row(item)
            } catch {
                // A row with no price at all is left out: the table shows it as `-` (SPEC §7).
                if case .noBasePrice = error { continue }
                throw error
            }
            guard row.quoteCurrency == "KRW", !quotes.contains(where: { $0.code == row.quote.code }) else {
                continue
            }
            quotes.append(row.quote)
        }
        guard !quotes.isEmpty else { throw .noQuotes(.dunamu) }
        return BankTable(bank: .dunamu, quotes: quotes)
    }

    public static func row(_ item: JSONValue) throws(BankError) -> Row {
        guard case .object = item, let name = item["code"]?.stringValue else {
            throw .malformed(.dunamu, Localized(ko: "code가 없는 행", en: "a row without a code"))
        }
        let pair = name.hasPrefix("FRX.") ? name.dropFirst(4) : ""
        guard pair.utf8.count == 6, let quoteCurrency = BankQuoteLimits.currencyCode(pair.prefix(3)),
            let code = BankQuoteLimits.currencyCode(pair.suffix(3))
        else {
            throw .malformed(
                .dunamu,
                Localized(
                    ko: "알 수 없는 코드 \(TerminalText.echo(name, limit: 24))",
                    en: "unknown code \(TerminalText.echo(name, limit: 24))"))
        }
        func number(_ field: String) throws(BankError) -> ExactDecimal? {
            switch item[field] {
            case nil, .null?: return nil
            case .number(let text)?:
                guard let value = ExactDecimal(text) else {
                    throw .invalidPrice(.dunamu, code: code, field: field)
                }
                return value
            case .bool?, .string?, .array?, .object?: throw .invalidPrice(.dunamu, code: code, field: field)
            }
        }
        func price(_ field: String) throws(BankError) -> ExactDecimal? {
            try BankQuoteLimits.price(number(field), bank: .dunamu, code: code, field: field)
        }
        let cashBuy = try price("cashBuyingPrice")
        let cashSell = try price("cashSellingPrice")
        // SPEC §7: a basePrice of 0 or null is the mean of the cash prices, marked as such.
        var base: ExactDecimal
        var baseIsCashMean = false
        let given = try number("basePrice")
        if given == nil || given == .zero {
            guard let cashBuy, let cashSell else { throw .noBasePrice(.dunamu, code: code) }
            base = (cashBuy + cashSell) * ExactDecimal(negative: false, coefficient: 5, exponent: -1)
            baseIsCashMean = true
        } else {
            guard let checked = try price("basePrice") else {
                throw .invalidPrice(.dunamu, code: code, field: "basePrice")
            }
            base = checked
        }
        let unit =
            try number("currencyUnit").map { value throws(BankError) -> Int in
                guard let whole = value.int64Value, value.isInteger,
                    BankQuoteLimits.units.contains(Int(whole))
                else {
                    throw .invalidPrice(.dunamu, code: code, field: "currencyUnit")
                }
                return Int(whole)
            } ?? 1
        guard let milliseconds = item["timestamp"]?.int64Value, UnixTime.isPlausible(milliseconds / 1000)
        else {
            throw .implausibleTime(.dunamu)
        }
        var change = try number("signedChangePrice")
        var changeRate = try number("signedChangeRate")
        // Older bodies may carry only the unsigned change and its direction.
        if change == nil || changeRate == nil, let direction = item["change"]?.stringValue {
            let sign: (ExactDecimal) -> ExactDecimal = direction == "FALL" ? { -$0 } : { $0 }
            if change == nil { change = try number("changePrice").map(sign) }
            if changeRate == nil { changeRate = try number("changeRate").map(sign) }
        }
        var quote = BankQuote(
            code: code, unit: unit, base: base,
            cashBuy: cashBuy, cashSell: cashSell,
            ttSend: try price("ttSellingPrice"), ttReceive: try price("ttBuyingPrice"),
            change: try BankQuoteLimits.change(
                change, below: BankQuoteLimits.highestPrice, bank: .dunamu, code: code,
                field: "signedChangePrice"),
            changeRate: try BankQuoteLimits.change(
                changeRate, below: .one, bank: .dunamu, code: code, field: "signedChangeRate"),
            time: milliseconds / 1000)
        quote.baseIsCashMean = baseIsCashMean
        return Row(quoteCurrency: quoteCurrency, quote: quote)
    }
}
