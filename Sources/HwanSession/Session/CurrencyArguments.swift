/// The currencies a command names (`rates EUR 엔 미국 달러`, `remit 100 달러 원`),
/// read by the same lexer and name index as every other line, so spaced
/// Korean names and aliases work here too.
enum CurrencyArguments {
    /// The currencies `text` names, in order; commas and `to` between them are allowed.
    static func parse(_ text: String) throws(CurrencyLookupError) -> [Currency] {
        let line = LineText(text)
        var currencies: [Currency] = []
        for token in Lexer.tokens(line) {
            switch token.kind {
            case .end, .comma, .connector, .inWord, .toward, .question:
                continue
            case .name(let match):
                currencies.append(try currency(match))
            default:
                // Not a name: let the catalog say what is wrong and suggest codes.
                _ = try CurrencyCatalog.standard.resolve(line.text(token.range))
            }
        }
        return currencies
    }

    /// The one currency `match` names; unknown or ambiguous words are errors
    /// that the catalog words (with suggestions, or the list of candidates).
    static func currency(_ match: NameMatch) throws(CurrencyLookupError) -> Currency {
        var found: [Currency] = []
        for entry in match.entries {
            guard case .currency(let code) = entry.target, !found.contains(where: { $0.code == code }),
                let currency = CurrencyCatalog.currency(atRow: entry.row, code: code)
            else { continue }
            found.append(currency)
        }
        switch found.count {
        case 1: return found[0]
        case 0: return try CurrencyCatalog.standard.resolve(match.text)
        default: throw .ambiguous(match.text, found)
        }
    }
}
