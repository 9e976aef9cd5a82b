/// `--json` (SPEC §3): one JSON object per result on stdout, errors included
/// (`{"error":{"code":..,"message":..}}`, no caret); text blocks as
/// `{"kind":..,"lines":[..]}`.
struct JSONRenderer {
    let language: Language
    let palette: Palette
    let zone: LocalZone

    func render(_ outcome: Outcome, into reply: inout Reply) {
        switch outcome {
        case .nothing: break
        case .calculation(let calculation):
            reply.output += Self.calculation(calculation)
        case .text(let kind, let lines): reply.output.append(Self.text(kind: kind, lines: lines))
        case .currencies(let currencies): reply.output += currencies.map(CurrencyListing.object)
        case .units(let selection): reply.output += UnitListing.json(selection, catalog: .standard)
        case .rates(let board):
            reply.output.append(board.json(language: language))
        case .coins(let coins):
            reply.output += CoinsTableText.json(
                market: coins.market, quotes: coins.quotes, answers: coins.answers, dollar: coins.dollar,
                now: coins.now)
        case .bank(let bank):
            reply.output += bank.rows.map { row in
                switch row {
                case .quote(let quote):
                    BankTableText.json(quote, bank: bank.bank, source: bank.source, now: bank.now)
                case .missing(let code): BankTableText.missingJSON(code, bank: bank.bank, source: bank.source)
                }
            }
        case .history(let series, let days):
            reply.output.append(HistoryText(series: series, days: days, zone: zone).json())
        case .status(let status): reply.output.append(Self.status(status))
        case .refresh(let refresh): reply.output.append(Self.refresh(refresh))
        case .remittance(let remittance): reply.output.append(Self.remittance(remittance))
        case .exchange(let exchange):
            reply.output.append(
                ExchangeText.json(exchange.exchange, source: exchange.source, age: exchange.age))
        case .atTheRate(let calculation):
            reply.output += Self.calculation(calculation).map {
                object in
                guard object.hasSuffix("}") else { return object }
                return String(object.dropLast()) + #","cash":false}"#
            }
        case .date(let answer): reply.output.append(DateText.json(answer))
        case .variables(let variables): reply.output += VariablesText.json(variables)
        case .failure(let failure):
            reply.output.append(Self.error(failure))
            reply.caret = []
        }
    }

    /// `{"kind":"help","lines":[...]}`.
    static func text(kind: String, lines: [String]) -> String {
        var writer = JSONWriter()
        writer.string("kind", kind)
        writer.raw("lines", "[" + lines.map(JSONWriter.quote).joined(separator: ",") + "]")
        return writer.finish()
    }

    /// `{"error":{"code":"unknownCurrency","message":"..."}}`.
    static func error(_ failure: FailureOutcome) -> String {
        var inner = JSONWriter()
        inner.string("code", failure.error.code)
        inner.string("message", failure.message)
        var outer = JSONWriter()
        outer.raw("error", inner.finish())
        return outer.finish()
    }

    static func status(_ status: StatusOutcome) -> String {
        var object = status.report.json(configured: status.configured)
        if let won = status.won, object.hasSuffix("}") {
            let source =
                switch won {
                case .bank: "bank"
                case .provider: "provider"
                }
            object = String(object.dropLast()) + #","krwSource":"# + JSONWriter.quote(source) + "}"
        }
        return object
    }

    static func refresh(_ refresh: RefreshOutcome) -> String {
        var writer = JSONWriter()
        writer.string("kind", "refresh")
        writer.string("provider", refresh.provider)
        writer.bool("changed", refresh.changed ?? true)
        writer.bool("wasted", refresh.sameTime)
        writer.string("ratesTime", TimeText.iso8601(refresh.ratesTime))
        if let next = refresh.nextUpdate { writer.string("nextUpdate", TimeText.iso8601(next)) }
        return writer.finish()
    }

    static func remittance(_ remittance: RemittanceOutcome) -> String {
        let quote = remittance.quote
        var writer = JSONWriter()
        writer.string("kind", "remittance")
        writer.number("amount", raw: NumberText.json(quote.amount))
        writer.string("from", quote.from)
        writer.string("to", quote.to)
        writer.number(
            "result", raw: DecimalFormatting.fixed(quote.received, fractionDigits: 2, grouping: false))
        writer.number("rate", raw: NumberText.json(quote.rate))
        if let won = remittance.won, case .bank(let bank) = won.source {
            writer.string("source", "bank")
            writer.string("provider", bank.rawValue)
        } else {
            writer.string("source", remittance.source.rawValue)
            writer.string("provider", remittance.provider)
        }
        writer.string("ratesTime", TimeText.iso8601(quote.ratesTime))
        if let country = remittance.country {
            var names = JSONWriter()
            names.string("ko", country.country(in: .ko))
            names.string("en", country.country(in: .en))
            writer.raw("country", names.finish())
        }
        remittance.transfer?.addJSON(to: &writer)
        if let age = remittance.transferAge {
            writer.number("bankAge", raw: String(age.seconds))
            writer.bool("bankStale", age.isStale)
        }
        return writer.finish()
    }
}
