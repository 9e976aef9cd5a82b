import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The batch `-t` path that writes a computed line's numbers as bytes
/// (`Session.executeTerse`) and the per-line shortcuts under it: each must give
/// what the reply path (`execute`, `Reply.pairedLine`) and the general steps give.
@Suite("Terse bytes and the per-line shortcuts")
struct TerseBytesTests {
    /// Lines of many shapes (the line-shape templates and their seeded
    /// variants), with comments, blank lines, commands and errors between.
    static func lines(seed: UInt64) -> [String] {
        var lines = LineShapesTests.lines(seed: seed, variants: 12)
        var generator = SeededGenerator(seed: seed + 1)
        let extra = [
            "100 USD to KRW  # lunch", "# only a comment", "", "   ", "help units", "units length",
            "currencies won",
            "convert 100 USD", "conver 100 USD JPY", "1 USD to JYP", "1 kWh to N", "180 cm to ft in",
            "200 min to 시간 분", "255 to hex", "100 USD to KRW JPY EUR", "1 + ", ")(", "30 °C + 9 °F",
            "키 180 kg",
            "2^200", "1/3", "-5 km to mi", "99999999999999999999 km to mi", "sqrt(2)", "1e400 * 1e400",
            "\u{3000}5 km to mi", " 5 km to mi", "(5) km to mi", "-(5)", "$5 to KRW", "₩5000 to USD",
        ]
        for _ in 0..<400 {
            lines.insert(
                extra.randomElement(using: &generator)!,
                at: Int.random(in: 0...lines.count, using: &generator))
        }
        return lines
    }

    @Test(
        "a -t line written as bytes is the reply path's paired line; any other line gets the same reply, over thousands of seeded lines"
    )
    func bytesAreThePairedLine() throws {
        let viaBytes = try SessionHarness.session(language: .en, mode: .terse)
        let viaReply = try SessionHarness.session(language: .en, mode: .terse)
        var written = 0
        var several = 0
        var rendered = 0
        for line in Self.lines(seed: 1818) {
            var bytes: [UInt8] = [0x41]  // appended to, never replaced
            var reply = Reply()
            let wrote = viaBytes.executeTerse(line, into: &bytes, reply: &reply)
            let expected = viaReply.execute(line)
            if wrote {
                written += 1
                if expected.output.count > 1 { several += 1 }
                #expect(
                    String(decoding: bytes.dropFirst(), as: UTF8.self) == expected.pairedLine(json: false),
                    "\(line)")
                #expect(expected.error == nil && expected.notices.isEmpty, "\(line)")
                #expect(expected.status == .success && !expected.quit, "\(line)")
                #expect(reply == Reply(), "\(line)")
            } else {
                rendered += 1
                #expect(bytes == [0x41], "\(line)")
                #expect(reply == expected, "\(line)")
            }
            #expect(viaBytes.lastResult == viaReply.lastResult, "\(line)")
        }
        #expect(written > 1_000)
        #expect(several > 10)
        #expect(rendered > 300)
    }

    @Test(
        "in the other modes every line is rendered into the reply, as execute renders it",
        arguments: [
            (Language.en, OutputMode.human), (.ko, .human), (.en, .json), (.ko, .json),
        ])
    func otherModesRender(language: Language, mode: OutputMode) throws {
        let viaBytes = try SessionHarness.session(language: language, mode: mode)
        let viaReply = try SessionHarness.session(language: language, mode: mode)
        for line in Self.lines(seed: 77).prefix(600) {
            var bytes: [UInt8] = []
            var reply = Reply()
            #expect(!viaBytes.executeTerse(line, into: &bytes, reply: &reply), "\(line)")
            #expect(bytes.isEmpty && reply == viaReply.execute(line), "\(line)")
        }
    }

    @Test(
        "a calculator number and a conversion's number appended as bytes are their terse texts, over 40,000 seeded values"
    )
    func appendedNumbersAreTheTexts() {
        var generator = SeededGenerator(seed: 4_0506)
        for index in 0..<40_000 {
            let fraction = ExactShortStepTests.printed(&generator)
            let value: Scalar
            switch index % 5 {
            case 0:
                value = Scalar(approximation: fraction.decimal(significantDigits: 30, rounding: .towardZero))
            case 1:
                value = Scalar(ExactFraction(magnitude: UInt64.random(in: 0...UInt64.max, using: &generator)))
            default: value = Scalar(fraction)
            }
            var calculator: [UInt8] = [0x7C]
            NumberText.appendCalculatorTerse(value, to: &calculator)
            #expect(
                String(decoding: calculator.dropFirst(), as: UTF8.self) == NumberText.calculatorTerse(value),
                "\(value)")
            var conversion: [UInt8] = [0x7C]
            CalculationText.appendTerse(value, to: &conversion)
            #expect(
                String(decoding: conversion.dropFirst(), as: UTF8.self) == CalculationText.terse(value),
                "\(value)")
        }
    }

    @Test("an evaluation keeps any number of results as given: count, order, first, last, the rest")
    func evaluationResults() {
        var generator = SeededGenerator(seed: 90)
        let kinds: [Quantity.Kind] = [
            .number, .unit(UnitCatalog.unit(id: "kilometer", symbol: "km")!),
            .money(CurrencyCatalog.quickCurrency(code: "USD")!),
            .money(CurrencyCatalog.quickCurrency(code: "KRW")!),
        ]
        func quantity() -> Quantity {
            Quantity(Scalar(ExactShortStepTests.printed(&generator)), kinds.randomElement(using: &generator)!)
        }
        for _ in 0..<2_000 {
            let value = quantity()
            let results = (0..<Int.random(in: 0...4, using: &generator)).map { _ in quantity() }
            let given = Bool.random(using: &generator)
            let evaluation = Evaluation(value: value, results: results, targetsGiven: given)
            #expect(evaluation.value == value)
            #expect(evaluation.results == results)
            #expect(evaluation.resultCount == results.count)
            // What `ans` is after the line: the last result, or the value when there is none.
            #expect(evaluation.lastValue == results.last ?? value)
            #expect(Evaluation(value: value, targetsGiven: given).lastValue == value)
            #expect(evaluation.targetsGiven == given)
            if let first = results.first {
                #expect(evaluation.firstResult == first)
                #expect(evaluation.laterResults == Array(results.dropFirst()))
                let single = Evaluation(value: value, result: first, targetsGiven: given)
                #expect(single.results == [first] && single.resultCount == 1 && single.lastValue == first)
            }
        }
    }

    /// Lines whose first characters try the routing's byte check: spaces of
    /// every kind, letters, digits, brackets, signs, Korean, comments.
    static func routingLines(seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let heads = [
            "", " ", "\t", "\u{3000}", "\u{A0}", "\u{2003}", "5", "0x1F", "(", "-", "+", ".5", "$", "₩", "#",
            "%",
            "c", "convert ", "help", "Units", "q", "삼", "엔화", "€", "¥", "\r", "x", ",", "1,000",
        ]
        let tails = [" km to mi", "0 USD to KRW # note", "", " 5", "만 원", "+1", ")", " #", "ab", " USD 환율"]
        return (0..<5_000).map { _ in
            heads.randomElement(using: &generator)! + heads.randomElement(using: &generator)!
                + tails.randomElement(using: &generator)!
        }
    }

    @Test(
        "a line routed by its first byte is routed as the command parser routes it, over 5,000 seeded lines")
    func routingByFirstByte() throws {
        var fast = 0
        for line in Self.routingLines(seed: 23) {
            // The parser's own walk: spaces skipped by scalars, then the head.
            let scalars = Array(line.unicodeScalars)
            let start = scalars.firstIndex { !LineText.isSpace($0) }
            let whole =
                start == 0
                && scalars[0].isASCII && !Lexer.isLatinLetter(scalars[0])
                && !Command.otherHeads.contains(scalars[0])
            #expect(Command.startsCalculation(line) == whole, "\(line.debugDescription)")
            if Command.startsCalculation(line) {
                #expect(try Command.parse(line) == .calculate(line), "\(line.debugDescription)")
            }
            let hasHash = line.utf8.contains(UInt8(ascii: "#"))
            #expect(Session.hasNoComment(line) == !hasHash, "\(line.debugDescription)")
            if Session.hasNoComment(line) {
                fast += Command.startsCalculation(line) ? 1 : 0
                #expect(Session.strippingComment(line) == line, "\(line.debugDescription)")
            }
        }
        #expect(fast > 500)
    }

    @Test("the codes a line's rate lookup met are the set of those inserted, over 20,000 seeded steps")
    func codeSetIsASet() {
        var generator = SeededGenerator(seed: 5)
        let codes = ["USD", "KRW", "JPY", "EUR", "BTC", "ETH", "USDT", "CNY"]
        // Each code as the catalog's row and as a currency of the same code made apart
        // (another address: found by its code).
        let currencies = codes.flatMap { code in
            let apart = Currency(code: code, minorUnits: 2, englishName: code, koreanName: code)
            return [CurrencyCatalog.quickCurrency(code: code) ?? apart, apart]
        }
        let set = CodeSet()
        var reference: Set<String> = []
        for _ in 0..<20_000 {
            if Int.random(in: 0..<8, using: &generator) == 0 {
                set.clear()
                reference = []
            } else {
                let currency = currencies.randomElement(using: &generator)!
                set.insert(currency)
                reference.insert(currency.code)
            }
            #expect(set.codes == reference)
        }
    }

    @Test(
        "money lines in runs of one pair answer, with their rates and sources, as each line alone in a new session",
        arguments: [(Language.en, OutputMode.terse), (.en, .json), (.ko, .human)])
    func moneyRunsAnswerAsFreshLines(language: Language, mode: OutputMode) throws {
        let session = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        var generator = SeededGenerator(seed: 31)
        let codes = ["USD", "KRW", "JPY", "EUR", "GBP", "CNY", "THB", "VND"]
        var pair = ("USD", "KRW")
        for index in 0..<600 {
            if Int.random(in: 0..<5, using: &generator) == 0 {
                pair = (codes.randomElement(using: &generator)!, codes.randomElement(using: &generator)!)
            }
            let amount = Int.random(in: 1...99_999, using: &generator)
            let line =
                switch index % 3 {
                case 0: "\(amount) \(pair.0) to \(pair.1)"
                case 1: "convert \(amount) \(pair.0) \(pair.1)"
                default: "\(amount) \(pair.0) + \(amount / 2) \(pair.1) to \(pair.1)"
                }
            let alone = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
            #expect(session.execute(line) == alone.execute(line), "\(line)")
        }
    }

    @Test("a session's rate of a pair, asked again and again in any order, is the table's cross rate")
    func ratesRememberedArePairsRates() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse)
        let rates = session.rates
        let table = rates.current().table
        var generator = SeededGenerator(seed: 606)
        let codes = BatchPairTests.codes + ["XAU", "BTC"]
        var previous: (String, String)?
        for _ in 0..<6_000 {
            // Runs of one pair (a column) and changes of pair, one side at a time too.
            let pair: (String, String)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0, 1: pair = previous ?? ("USD", "JPY")
            case 2: pair = (previous?.0 ?? "USD", codes.randomElement(using: &generator)!)
            default: pair = (codes.randomElement(using: &generator)!, codes.randomElement(using: &generator)!)
            }
            previous = pair
            guard let from = CurrencyCatalog.quickCurrency(code: pair.0),
                let to = CurrencyCatalog.quickCurrency(code: pair.1)
            else { continue }
            let expected = table.rate(from: pair.0, to: pair.1)
            let answered = try? rates.rate(from: from, to: to)
            #expect(answered == expected, "\(pair)")
        }
    }
}
