/// The bank's side of a remittance (SPEC §6, last paragraph): what the bank
/// pays out for money arriving in Korea at its 송금 받을 때 (`ttReceive`)
/// rate, or what KRW buys abroad at its 송금 보낼 때 (`ttSend`) rate. Only
/// pairs with KRW: a bank quotes each currency against the won alone, and
/// chaining two of its spreads would be a price no bank states.
public struct BankTransfer: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// Money arriving in Korea: the foreign amount becomes won at `ttReceive`.
        case ttReceive
        /// Money leaving Korea: won become the foreign currency at `ttSend`.
        case ttSend
    }

    public let bank: BankID
    public let kind: Kind
    /// The foreign currency and the unit its rate is quoted per.
    public let code: String
    public let unit: Int
    /// KRW per `unit` of `code`.
    public let rate: ExactDecimal
    /// The amount paid out, in `to`.
    public let result: ExactFraction
    public let to: String
    public let quoteTime: Int64

    /// Nil when the pair has no KRW side or no foreign side; `notQuoted` when
    /// the bank's table lacks the currency or that rate.
    public static func quote(amount: ExactDecimal, from: String, to: String, table: BankTable)
        throws(BankError) -> BankTransfer?
    {
        let kind: Kind
        let foreign: String
        switch (from == "KRW", to == "KRW") {
        case (false, true): (kind, foreign) = (.ttReceive, from)
        case (true, false): (kind, foreign) = (.ttSend, to)
        case (true, true), (false, false): return nil
        }
        guard let quote = table.quote(for: foreign),
            let rate = kind == .ttReceive ? quote.ttReceive : quote.ttSend
        else { throw .notQuoted(table.bank, code: foreign) }
        let perUnit: ExactFraction
        do {
            perUnit = try ExactFraction(rate) / ExactFraction(quote.unit)
        } catch {
            throw .invalidPrice(table.bank, code: foreign, field: kind.rawValue)
        }
        let result: ExactFraction
        switch kind {
        case .ttReceive: result = ExactFraction(amount) * perUnit
        case .ttSend:
            do {
                result = try ExactFraction(amount) / perUnit
            } catch {
                throw .invalidPrice(table.bank, code: foreign, field: kind.rawValue)
            }
        }
        return BankTransfer(
            bank: table.bank, kind: kind, code: foreign, unit: quote.unit, rate: rate, result: result, to: to,
            quoteTime: quote.time)
    }

    /// `하나은행 송금 받을 때 환율(1,324.90 KRW/USD)로는 1,324,900.00 KRW 입니다.`
    public func line(in language: Language) -> String {
        let rate = DecimalFormatting.fixed(self.rate, fractionDigits: 2)
        let per = unit == 1 ? code : "\(unit) \(code)"
        let amount = DecimalFormatting.fixed(result, fractionDigits: 2)
        let name = bank.bankName
        switch (language, kind) {
        case (.ko, .ttReceive):
            return "\(name.ko) 송금 받을 때 환율(\(rate) KRW/\(per))로는 \(amount) \(to) 입니다."
        case (.ko, .ttSend):
            return "\(name.ko) 송금 보낼 때 환율(\(rate) KRW/\(per))로는 \(amount) \(to) 입니다."
        case (.en, .ttReceive):
            return "At \(name.en)'s transfer-receive rate (\(rate) KRW/\(per)): \(amount) \(to)"
        case (.en, .ttSend):
            return "At \(name.en)'s transfer-send rate (\(rate) KRW/\(per)): \(amount) \(to)"
        }
    }

    /// The extra fields of a remittance's JSON object.
    public func addJSON(to writer: inout JSONWriter) {
        writer.string("bank", bank.rawValue)
        writer.string("bankRateKind", kind.rawValue)
        writer.number("bankRate", raw: NumberText.json(rate))
        writer.number("bankUnit", raw: String(unit))
        writer.number("bankResult", raw: DecimalFormatting.fixed(result, fractionDigits: 2, grouping: false))
        writer.string("bankQuoteTime", TimeText.iso8601(quoteTime))
    }
}
