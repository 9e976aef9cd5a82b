/// `bank [CODE...]` (SPEC §7) and the bank line of `remit` (SPEC §6).
extension Session {
    /// `bank [CODE...]`: the chosen bank's quotes for the named currencies, or `BankTableText.defaultCodes`.
    func bankTable(_ arguments: String, into reply: inout Reply) throws(SessionError) {
        let named: [Currency]
        do { named = try CurrencyArguments.parse(arguments) } catch { throw .currency(error) }
        guard let bank else { throw .bank(.notConfigured) }
        var codes: [String] = []
        for code in named.map(\.code) where !codes.contains(code) { codes.append(code) }
        let explicit = !codes.isEmpty
        if !explicit { codes = BankTableText.defaultCodes }
        let answer = bank.current(wanted: codes)
        reply.notices += bank.takeNotices(in: language)
        guard let table = answer.table else { throw .bank(answer.failure ?? .offlineNoCache(bank.bank)) }
        var rows: [BankTableText.Row] = []
        var missing: [String] = []
        for code in codes {
            guard let quote = table.quote(for: code) else {
                // A named currency the answer lacks is a `-` row (SPEC §7); the defaults show what the bank has.
                if explicit {
                    rows.append(.missing(code))
                    missing.append(code)
                }
                continue
            }
            rows.append(.quote(quote))
        }
        guard rows.count > missing.count else {
            guard missing.isEmpty else {
                throw .bank(.notQuoted(table.bank, code: missing.joined(separator: ", ")))
            }
            throw .bank(.noQuotes(table.bank))
        }
        for code in missing {
            reply.notices.append(BankError.notQuoted(table.bank, code: code).message(in: language))
        }
        switch mode {
        case .human:
            reply.output += BankTableText.lines(
                rows: rows, bank: table.bank, language: language, palette: preferences.palette,
                now: bank.service.clock())
        case .terse:
            // Tab-free `CODE -` keeps one line per currency asked for, as the human table does.
            reply.output += rows.map { row in
                switch row {
                case .quote(let quote): BankTableText.terse(quote)
                case .missing(let code): code + " -"
                }
            }
        case .json:
            reply.output += rows.map { row in
                switch row {
                case .quote(let quote): BankTableText.json(quote, bank: table.bank, source: answer.source)
                case .missing(let code):
                    BankTableText.missingJSON(code, bank: table.bank, source: answer.source)
                }
            }
        }
    }

    /// The bank's transfer quote for a remittance, when a bank is chosen and
    /// its table answers; otherwise nil, with a notice saying why.
    func bankTransfer(amount: ExactDecimal, from: String, to: String, into reply: inout Reply)
        -> BankTransfer?
    {
        guard let bank, from != to, from == "KRW" || to == "KRW" else { return nil }
        let answer = bank.current(wanted: [from, to])
        reply.notices += bank.takeNotices(in: language)
        guard let table = answer.table else {
            if let failure = answer.failure {
                let why = bank.service.settings.redact(failure.message(in: language))
                reply.notices.append(
                    Localized(
                        ko: "은행 송금 환율을 보여 줄 수 없습니다: \(why)",
                        en: "no bank transfer rate: \(why)")(language))
            }
            return nil
        }
        do throws(BankError) {
            return try BankTransfer.quote(amount: amount, from: from, to: to, table: table)
        } catch {
            reply.notices.append(error.message(in: language))
            return nil
        }
    }
}
