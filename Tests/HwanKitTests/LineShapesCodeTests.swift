import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The memo of line shapes with free currency codes (`LineShapes.freeCodes`): a
/// line that differs from a kept line in its fiat codes (`convert 5 JPY USD`
/// after `convert 7 EUR GBP`) takes the kept reading with its own codes, and
/// replies exactly as the full path does; lowercase codes, Korean names, coins,
/// metals, units that look like codes and unknown codes are read the full way.
@Suite("Line shapes: currency codes")
struct LineShapesCodeTests {
    static let fiat = [
        "USD", "JPY", "EUR", "GBP", "CNY", "KRW", "HKD", "AUD", "CAD", "CHF", "THB", "SGD", "TWD", "VND",
        "IDR",
        "PHP", "MYR", "INR", "NZD", "SEK", "NOK", "DKK", "MXN", "BRL", "ZAR", "TRY", "RUB", "PLN", "CZK",
        "HUF",
        "ILS", "AED", "SAR", "KWD", "BHD", "QAR", "EGP", "CLP", "COP", "PEN", "ARS", "MOP", "ALL", "TOP",
        "MAD",
    ]
    /// Names that are not free codes: each is read the full way (or is an error there).
    static let others = [
        "usd", "jpy", "Eur", "uAh", "BTC", "ETH", "XRP", "USDT", "XAU", "XAG", "XOF", "CUP", "CNH", "GAL",
        "MIN",
        "KMH", "XYZ", "JYP", "QQQ", "ABC", "MOD", "LOG", "ANS", "SIN", "엔", "달러", "원", "유로", "엔화", "KG",
        "km", "PER",
    ]
    static let templates = [
        "convert N {a} {b}", "N {a} to {b}", "N {a} in {b}", "{a} N to {b}", "N {a}", "{a} N", "N {a}를 {b}로",
        "N {a} to {b}, {c}", "N {a} + N {b} to {c}", "convert N {a} to {b}", "N{a} to {b}", "(N {a}) to {b}",
        "N {a} to {b} 얼마", "{a} 환율", "N {a} 환율", "N {a} to {b} ", "  N {a}  to {b}", "5k {a} to {b}",
        "5B {a} to {b}", "N {a} to {b} + 1", "N {a}은 {b}로 얼마", "{a} to {b}", "N {a} * 2 to {b}",
        "N {a} {b}", "연봉 N {a}", "N 만 {a} to {b}", "1억 2천 {a} to {b}", "N {a} to {b} to {c}",
        "N km to {a}", "N {a} to km", "N {a}/kg to {b}/g", "convert N {a}\t{b}", "N {a}\u{1} to {b}",
        "ＮＵＳＤ to {b}", "N {a} to {b}ＸＸ", "{a}{b} N",
    ]

    /// A code: mostly fiat (the class the memo frees), else any other name.
    static func code(_ generator: inout SeededGenerator) -> String {
        Int.random(in: 0..<5, using: &generator) == 0
            ? others.randomElement(using: &generator)! : fiat.randomElement(using: &generator)!
    }

    static func line(_ template: String, _ generator: inout SeededGenerator) -> String {
        var line = ""
        for character in template {
            if character == "N" {
                let length = Int.random(in: 1...6, using: &generator)
                line += String(
                    (0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            } else {
                line.append(character)
            }
        }
        return line.replacingOccurrences("{a}", code(&generator)).replacingOccurrences(
            "{b}", code(&generator)
        )
        .replacingOccurrences("{c}", code(&generator))
    }

    /// Runs of lines of one template, the codes and digits of each drawn anew.
    static func lines(seed: UInt64, count: Int) -> [String] {
        var generator = SeededGenerator(seed: seed)
        var lines: [String] = []
        while lines.count < count {
            let template = templates.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 2...9, using: &generator) { lines.append(line(template, &generator)) }
        }
        return lines
    }

    @Test(
        "a session with the memo replies to thousands of lines over generated code pairs byte for byte as one without it",
        arguments: [
            (Language.en, OutputMode.terse), (.en, .json), (.en, .human), (.ko, .human), (.ko, .json),
            (.ko, .terse),
        ])
    func agreesWithTheFullPath(language: Language, mode: OutputMode) throws {
        let memo = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        let full = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        full.lineShapes.isEnabled = false
        let lines = Self.lines(seed: 1805, count: 3_000)
        for line in lines {
            #expect(memo.execute(line) == full.execute(line), "\(line)")
            #expect(memo.lastResult == full.lastResult, "\(line)")
        }
        #expect(memo.lineShapes.hits > lines.count / 10)
        #expect(memo.lineShapes.codeHits > lines.count / 12)
    }

    @Test("the bench's pair lines, every one over a different pair of codes, are taken from one kept shape")
    func pairsHitOneShape() throws {
        let memo = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        let full = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        full.lineShapes.isEnabled = false
        var generator = SeededGenerator(seed: 900)
        var lines: [String] = []
        for _ in 0..<1_000 {
            let from = Self.fiat.randomElement(using: &generator)!
            let to = Self.fiat.randomElement(using: &generator)!
            lines.append("convert \(Int.random(in: 10_000...99_999, using: &generator)) \(from) \(to)")
        }
        for line in lines {
            #expect(memo.execute(line) == full.execute(line), "\(line)")
        }
        #expect(memo.lineShapes.hits >= lines.count - 2)
        #expect(memo.lineShapes.count == 1)
    }

    /// `expression` with every name blank (their ranges kept).
    static func erased(_ expression: Expression) -> Expression {
        let blank = NameMatch(text: "", entries: [])
        switch expression {
        case .number, .ans, .pi, .euler: return expression
        case .quantity(let amount, _, let range):
            return .quantity(amount: amount.map(erased), name: blank, nameRange: range)
        case .negate(let e, let r): return .negate(erased(e), operatorRange: r)
        case .binary(let op, let l, let r, let range):
            return .binary(op, erased(l), erased(r), operatorRange: range)
        case .chain(let first, let links):
            return .chain(
                erased(first),
                links.map {
                    ChainLink(op: $0.op, operand: erased($0.operand), operatorRange: $0.operatorRange)
                })
        case .percent(let e, let r): return .percent(erased(e), operatorRange: r)
        case .factorial(let e, let r): return .factorial(erased(e), operatorRange: r)
        case .call(let f, let e, let r): return .call(f, erased(e), nameRange: r)
        case .group(let e, let r): return .group(erased(e), r)
        }
    }

    static func erased(_ line: ParsedLine) -> ParsedLine {
        let blank = NameMatch(text: "", entries: [])
        return ParsedLine(
            expression: erased(line.expression),
            targets: line.targets.map {
                ConversionTarget(
                    name: blank, range: $0.range, power: $0.power,
                    factors: $0.factors.map {
                        TargetFactor(name: blank, range: $0.range, exponent: $0.exponent)
                    })
            },
            labels: line.labels.map {
                TopicLabel(range: $0.range, dimension: $0.dimension, subject: erased($0.subject))
            },
            rateQuery: line.rateQuery, base: line.base, baseRange: line.baseRange)
    }

    @Test(
        "a line taken with other codes has the text, meanings and (names aside) tree the full reading gives")
    func readingIsTheFullReading() throws {
        for requireTarget in [false, true] {
            let shapes = LineShapes()
            var hits = 0
            var codeHits = 0
            var held: [(String, LineShapes.Reading)] = []
            for line in Self.lines(seed: 2027 + (requireTarget ? 1 : 0), count: 6_000) {
                let text = LineText(line)
                let fresh = try? Parser.parse(text, requireTarget: requireTarget)
                let before = shapes.codeHits
                if let reading = shapes.reading(line, requireTarget: requireTarget) {
                    hits += 1
                    if shapes.codeHits > before { codeHits += 1 }
                    if hits % 5 == 0 { held.append((line, reading)) }
                    #expect(reading.text.scalars == text.scalars, "\(line)")
                    #expect(reading.text.bytes == text.bytes, "\(line)")
                    #expect(reading.text.columns == text.columns, "\(line)")
                    let fresh = try #require(fresh, "\(line)")
                    #expect(Self.erased(reading.numberedLine) == Self.erased(fresh), "\(line)")
                    let meanings = try NameResolution.resolve(fresh)
                    #expect(
                        meanings.inLineOrder.map(\.range) == reading.meanings.inLineOrder.map(\.range),
                        "\(line)")
                    #expect(
                        meanings.inLineOrder.map(\.meaning) == reading.meanings.inLineOrder.map(\.meaning),
                        "\(line)")
                    for (range, _) in meanings.inLineOrder {
                        #expect(meanings.kind(at: range) == reading.meanings.kind(at: range), "\(line)")
                    }
                } else if let fresh, let meanings = try? NameResolution.resolve(fresh) {
                    var digits: [Int32] = []
                    let recorded = LineText(line, digits: &digits)
                    shapes.keep(
                        line, requireTarget: requireTarget, text: recorded, digits: digits, parsed: fresh,
                        meanings: meanings)
                }
            }
            #expect(hits > 500)
            #expect(codeHits > 250)
            for (line, reading) in held {
                #expect(reading.text.scalars == LineText(line).scalars, "\(line)")
                let fresh = try Parser.parse(LineText(line), requireTarget: requireTarget)
                #expect(Self.erased(reading.numberedLine) == Self.erased(fresh), "\(line)")
                #expect(
                    try NameResolution.resolve(fresh).inLineOrder.map(\.meaning)
                        == reading.meanings.inLineOrder.map(\.meaning), "\(line)")
            }
        }
    }

    @Test("a code is free only when it is an ISO fiat code read as one name of one currency")
    func freeCodes() throws {
        func free(_ code: String) -> Bool {
            let bytes = Array(code.utf8)
            return bytes.count == 3 && LineShapes.codeMeaning(bytes[0], bytes[1], bytes[2]) != nil
        }
        for code in Self.fiat { #expect(free(code), "\(code)") }
        for code in [
            "BTC", "ETH", "XRP", "XAU", "XAG", "XPT", "XPD", "XOF", "CUP", "CNH", "XYZ", "JYP", "QQQ",
        ] {
            #expect(!free(code), "\(code)")
        }
        // Every free code is what the full path reads alone: one name, one currency, the code.
        var count = 0
        for a in UInt8(ascii: "A")...UInt8(ascii: "Z") {
            for b in UInt8(ascii: "A")...UInt8(ascii: "Z") {
                for c in UInt8(ascii: "A")...UInt8(ascii: "Z") {
                    guard let found = LineShapes.codeMeaning(a, b, c) else { continue }
                    count += 1
                    let code = String(decoding: [a, b, c], as: UTF8.self)
                    let parsed = try Parser.parse(LineText("5 \(code) to \(code)"))
                    let meanings = try NameResolution.resolve(parsed)
                    #expect(meanings.inLineOrder.map(\.meaning) == [found.meaning, found.meaning], "\(code)")
                    #expect(meanings.kind(at: 2..<5) == found.kind, "\(code)")
                    guard case .money(let currency)? = found.kind else {
                        Issue.record("\(code)")
                        continue
                    }
                    #expect(currency.code == code && currency.isISO && !CoinPrices.isCoin(code), "\(code)")
                }
            }
        }
        #expect(count > 120)
    }

    @Test(
        "a code a name may run into or out of, a number after it, a byte before it that is not a printable ASCII one, keeps it fixed",
        arguments: [
            ("5 USD coin", "5 EUR coin"), ("5 JPY 5", "5 EUR 5"), ("ＵＳＤ 5 to JPY", "ＵＳＤ 5 to EUR"),
            ("5\tUSD to JPY", "5\tEUR to JPY"), ("5 new taiwan dollar to JPY", "5 new taiwan dollar to EUR"),
            ("USD 5 to JPY", "EUR 5 to JPY"),
        ])
    func fixedCodes(first: String, second: String) throws {
        let memo = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        let full = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        full.lineShapes.isEnabled = false
        for line in [first, first, second, first, second] {
            #expect(memo.execute(line) == full.execute(line), "\(line)")
        }
    }

    @Test("a key running on past a text is found, with what follows it")
    func longerKeys() {
        func letter(_ byte: UInt8) -> Bool { byte &- 0x61 < 26 }
        #expect(NameIndex.hasLongerKey(startingWith: Array("new taiwan ".utf8), where: letter))
        #expect(NameIndex.hasLongerKey(startingWith: Array("usd".utf8), where: letter))  // usdt, usdc
        #expect(!NameIndex.hasLongerKey(startingWith: Array("usd".utf8), where: { !letter($0) }))
        #expect(!NameIndex.hasLongerKey(startingWith: Array("convert 5 ".utf8), where: letter))
        #expect(!NameIndex.hasLongerKey(startingWith: Array("zzzz".utf8), where: { _ in true }))
        #expect(NameIndex.hasLongerKey(in: LineText("5 New Taiwan dollar"), 2..<13, where: letter))
        #expect(!NameIndex.hasLongerKey(in: LineText("5 New Taiwan dollars"), 2..<20, where: letter))
        // Every key is found from each of its proper prefixes.
        var checked = 0
        NameIndex.forEachKey { key, _ in
            let bytes = Array(key.utf8)
            guard bytes.count >= 2, checked < 3_000 else { return }
            checked += 1
            let cut = bytes.count / 2
            #expect(
                NameIndex.hasLongerKey(startingWith: Array(bytes[..<cut]), where: { $0 == bytes[cut] }),
                "\(key)")
        }
        #expect(checked == 3_000)
        #expect(NameIndex.longestDigitContext >= "litres per 10".utf8.count)
    }

    @Test("the shape hash masks a run of three capitals a code may be, and only those")
    func hashMasksCodeRuns() {
        func hash(_ line: String) -> UInt64 {
            Array(line.utf8).withUnsafeBufferPointer { LineShapes.hash($0) }
        }
        #expect(hash("convert 123 JPY USD") == hash("convert 456 EUR GBP"))
        #expect(hash("5 JPY를 USD로") == hash("5 EUR를 GBP로"))
        #expect(hash("5 JPY") != hash("5 jpy"))
        #expect(hash("5 USDT") != hash("5 USDC"))
        #expect(hash("5USD") != hash("5EUR"))
        #expect(hash("5 USD2") != hash("5 EUR2"))
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

@Suite("Batch convert lines")
struct BlankedConvertTests {
    @Test(
        "a convert line the session reads without the command table is what Command.parse and blankingFirstWord make of it"
    )
    func blankedConvertIsTheCommandsReading() throws {
        var generator = SeededGenerator(seed: 77)
        let heads = [
            "convert", "Convert", "CONVERT", "convertx", "conver", "convert\t", "convert  ", "convert",
            " convert",
            "변환", "convert\u{1}",
        ]
        let rests = [
            " 5 USD JPY", "\t5 USD JPY", "  12 EUR to GBP", " ", "", " 5 엔 USD", " #5", " 5 USD JPY # x",
            "\u{7F}",
            " \u{1}5 USD JPY", " 5\u{1} USD JPY", "  ", " (5) USD JPY", " -5 USD JPY", " 5 usd jpy", " é",
            "\t\t7",
        ]
        var taken = 0
        for _ in 0..<4_000 {
            let line =
                heads.randomElement(using: &generator)! + rests.randomElement(using: &generator)!
                + (Bool.random(using: &generator) ? "" : " \(Int.random(in: 0...999, using: &generator))")
            guard let blanked = Self.blanked(line) else { continue }
            taken += 1
            guard case .convert? = try? Command.parse(line) else {
                Issue.record("\(line)")
                continue
            }
            #expect(blanked == Session.blankingFirstWord(of: line), "\(line)")
            #expect(blanked.utf8.count == line.utf8.count, "\(line)")
        }
        #expect(taken > 500)
        #expect(Self.blanked("convert 5 USD JPY") == "        5 USD JPY")
        #expect(Self.blanked("Convert 5 USD JPY") == nil)
        #expect(Self.blanked("convert 5 엔 USD") == nil)
        #expect(Self.blanked("convert ") == nil)
    }

    /// `Command.blankConvert` of the line's UTF-8, as text; nil when it declines
    /// (the buffer then left as it was).
    static func blanked(_ line: String) -> String? {
        let bytes = Array(line.utf8)
        var buffer = [UInt8](repeating: 0x41, count: bytes.count)
        let taken = bytes.withUnsafeBufferPointer { line in
            buffer.withUnsafeMutableBufferPointer { Command.blankConvert(line, into: $0) }
        }
        guard taken else {
            #expect(buffer.allSatisfy { $0 == 0x41 }, "\(line)")
            return nil
        }
        return String(decoding: buffer, as: UTF8.self)
    }
}
