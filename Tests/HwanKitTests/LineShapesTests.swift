import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The memo of line shapes (`LineShapes`): a line of a shape seen before must
/// read, compute and print exactly as the full path reads it, whatever its
/// digits do (`0x1F` → `5x1F`, `m^3` → `m^2`, `log5` → `log2`, `1억 2천`).
@Suite("Line shapes")
struct LineShapesTests {
    /// Lines of many shapes; every ASCII digit of each is varied by `variants`
    /// (the digits of names and keywords too: `m^3`, `km2`, `log2`, `0x1F`).
    static let templates = [
        "60506 km to mi", "14736만 엔을 원으로", "26131평 to m2", "5 ft 11 in to cm", "(31760+35)*3/7",
        "73781 USD to USD", "convert 83811 JPY USD", "100 USD to KRW, JPY", "$100 to KRW", "₩5000 to USD",
        "USD 250", "3만 엔 to 원", "3만5 원", "1억 2천 원 to USD", "1억 2천만 원", "2만 500원", "1 만원",
        "3 천만 원 to 달러", "키 180cm", "몸무게 70키로", "연봉 3억 5천", "월세 80만원 + 관리비 15만원",
        "엔화 환율", "100 JPY 환율", "USD 환율", "255 to hex", "0xff to dec", "0x1F + 1", "0b101 to hex",
        "0o17 * 2", "010 + 1", "1e5 m to km", "2.5e-3 kg to g", "1e9999 + 1", "1,000 won to USD",
        "12,345,678 KRW to USD", "1,00 + 1", "ans + 1", "ans * 2", "ans 엔 to 원", "15% of 200", "200의 15%",
        "100 + 10%", "1/2 cup to ml", "1 1/2 cups to ml", "3/4 tsp to ml", "화씨 100도 to 섭씨", "섭씨 30도",
        "시속 100km to mph", "5k USD to KRW", "1.2M KRW to USD", "2.5 billion won to USD", "5 m^3 to l",
        "5 m^7", "2 m^2 to ft^2", "10 km2 to m2", "3 cm3 to ml", "4 mi2 to km2", "5 l/100km", "5 l/200km",
        "log5", "log2(8)", "log10(100)", "sqrt(16)", "sin(30°)", "25!", "2^10", "2^-3", "5 km + 3 kg",
        "1/0", "7 mod 3", "99999999999999999999 * 12345678901234567890", "1 EUR to EUR", "3시간 20분 to 분",
        "한 근 to g", "2시간 반 to 분", "금 1돈 to 원", "5 km to ft in", "1.5 ft to cm", ".5 m to cm",
        "100 USD to XYZ", "(1+2", "5 km to", "12 in to cm", "5 USD in JPY", "34평은 몇 제곱미터", "원으로 100달러",
        "10 m/s to km/h", "100 km/h to m/s", "3 kg*m/s^2 to N", "1000원/평 to 원/m2", "5㎞ to mi", "12㎡ to 평",
        "7  km\tto mi", "  42 km ", "1 1", "9 to hex", "0.5 to hex", "100킬로미터당리터", "5 A4", "5 g0",
        "1２3 km to mi", "5B USD to KRW", "5 만원", "1백금 to g", "5x1F", "12,34 + 1", "5. m to cm", "5e m",
        // Digits and magnitude words, read straight from the digits (`Lexer.readsAnyDigitRuns`).
        "3천만 원", "5억 3천 원 to USD", "007만 원", "12만5 원", "99999999만 원 to USD", "1234조 원",
        "5천억 원", "0만 원", "00억 2천", "10경 원 to USD", "1만 2천 3백 원", "3만5천원 + 2만 500원",
        "123456789012345678만 원", "5 천만 원", "4백 엔을 원으로", "2천5백만 원", "1억 2천 + 3만", "1２만 원 to USD",
        // A control character between digits is dropped from the text, not from the bytes.
        "1\u{1}2 km to mi", "3\u{1}4만 엔을 원으로", "1\u{7F}0억 2\u{1}0천",
        "3만 ２천 원",
    ]

    static func variants(of line: String, count: Int, using generator: inout SeededGenerator) -> [String] {
        (0..<count).map { _ in
            var bytes = Array(line.utf8)
            for i in bytes.indices
            where bytes[i] >= 0x30 && bytes[i] <= 0x39 && Bool.random(using: &generator) {
                bytes[i] = UInt8.random(in: 0x30...0x39, using: &generator)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Each template, then runs of its variants, the runs of all templates shuffled together.
    static func lines(seed: UInt64, variants count: Int) -> [String] {
        var generator = SeededGenerator(seed: seed)
        var runs: [[String]] = []
        for template in templates {
            let all = [template] + variants(of: template, count: count, using: &generator)
            runs += stride(from: 0, to: all.count, by: 3).map { Array(all[$0..<min($0 + 3, all.count)]) }
        }
        runs.shuffle(using: &generator)
        return runs.flatMap { $0 }
    }

    @Test(
        "a session with the memo replies to thousands of lines of many shapes byte for byte as one without it",
        arguments: [
            (Language.en, OutputMode.terse), (.en, .json), (.en, .human), (.ko, .human), (.ko, .json),
        ])
    func agreesWithTheFullPath(language: Language, mode: OutputMode) throws {
        let memo = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        let full = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        full.lineShapes.isEnabled = false
        let lines = Self.lines(seed: 18, variants: 11)
        #expect(lines.count > 1_000)
        for line in lines {
            #expect(memo.execute(line) == full.execute(line), "\(line)")
            #expect(memo.lastResult == full.lastResult, "\(line)")
        }
        #expect(memo.lineShapes.hits > lines.count / 3)
        #expect(full.lineShapes.hits == 0 && full.lineShapes.count == 0)
    }

    @Test("a line taken from a kept shape has the text, tree and meanings the full reading gives")
    func readingIsTheFullReading() throws {
        let shapes = LineShapes()
        var hits = 0
        var kept = 0
        var checked = 0
        // Readings still held when later lines of their shape are taken: each
        // keeps its own text (the memo rewrites a text in place only when unshared).
        var held: [(String, LineShapes.Reading)] = []
        var plains = 0
        // The trees of the lines kept for each shape (its digits masked; `m^3` and `m^7` are
        // two entries of one shape).
        var keptTrees: [String: [ParsedLine]] = [:]
        func shape(_ line: String) -> String {
            String(decoding: line.utf8.map { $0 >= 0x30 && $0 <= 0x39 ? 0x30 : $0 }, as: UTF8.self)
        }
        for line in Self.lines(seed: 2026, variants: 24) where !line.hasPrefix("convert") {
            let line = Session.strippingComment(line)
            let text = LineText(line)
            let fresh = try? Parser.parse(text)
            if let reading = shapes.reading(line, requireTarget: false) {
                hits += 1
                if hits % 7 == 0 { held.append((line, reading)) }
                #expect(reading.text.scalars == text.scalars, "\(line)")
                #expect(reading.text.bytes == text.bytes, "\(line)")
                #expect(reading.text.columns == text.columns, "\(line)")
                #expect(reading.numberedLine == fresh, "\(line)")
                // A number's value the memo read with its digits is the evaluator's reading of them.
                for number in reading.numbers {
                    guard let plain = number.plain else { continue }
                    #expect(
                        (Evaluator.plainInteger(number.literal) ?? Evaluator.wordedInteger(number.literal))
                            == Scalar(ExactFraction(magnitude: plain)),
                        "\(line)")
                    #expect(
                        try Evaluator.numberChecked(number.literal, at: number.range)
                            == Scalar(ExactFraction(magnitude: plain)), "\(line)")
                    plains += 1
                }
                // The tree is the kept line's, never rewritten: the line's numbers are beside it.
                #expect(keptTrees[shape(line), default: []].contains(reading.parsed), "\(line)")
                #expect(
                    fresh.map { Evaluator.isShallow($0.expression, depth: 0) } == reading.isShallow, "\(line)"
                )
                guard let fresh else { continue }
                let meanings = try? NameResolution.resolve(fresh)
                #expect(
                    meanings.map { $0.inLineOrder.map(\.range) } == reading.meanings.inLineOrder.map(\.range),
                    "\(line)")
                #expect(
                    meanings.map { $0.inLineOrder.map(\.meaning) }
                        == reading.meanings.inLineOrder.map(\.meaning),
                    "\(line)")
                checked += 1
            } else if let fresh, let meanings = try? NameResolution.resolve(fresh) {
                var digits: [Int32] = []
                let recorded = LineText(line, digits: &digits)
                shapes.keep(
                    line, requireTarget: false, text: recorded, digits: digits, parsed: fresh,
                    meanings: meanings)
                keptTrees[shape(line), default: []].append(fresh)
                kept += 1
            }
        }
        #expect(hits > 1_000)
        #expect(checked == hits)
        #expect(kept > 100)
        #expect(held.count > 100)
        #expect(plains > 1_000)
        for (line, reading) in held {
            #expect(reading.text.scalars == LineText(line).scalars, "\(line)")
            #expect(reading.text.bytes == LineText(line).bytes, "\(line)")
            #expect(reading.numberedLine == (try? Parser.parse(LineText(line))), "\(line)")
        }
    }

    /// Lines whose numbers sit where the lexer's reading of plain digits could
    /// depend on their values or on what follows: a base letter, a magnitude
    /// word, an English suffix, separators, a point, an exponent, a name led
    /// by digits, full-width digits.
    static let digitEdges = [
        "5x1F + 1", "7o17", "3b1", "5 x", "12x3", "5만원", "5 만원", "5천원", "1백금", "5 백금", "5삼만", "5k USD",
        "5K", "5M KRW", "5B USD", "5B", "5kg", "5 thousand won", "5 thousandths", "1,000 won", "12,34 + 1",
        "1,2345", "5.5 m", "5. m", "5.x", "1e5 m", "5e m", "5e5x", "5 e", "100킬로미터당리터", "200킬로미터당리터",
        "1 100킬로미터당리터", "１00 won", "1２3 + 4", "5 5", "5+5", "(5)*5", "5^2", "5!", "5%", "5평", "5 km2",
        "5일", "5 1/2 cup", "0x 5", "05", "0b", "5_000",
        // Powers before a unit, functions of several arguments and without parentheses.
        "10^3 km", "2^3 m to cm", "max(3, 4, 2)", "hypot(3, 4)", "sin 30도", "5 kWh 몇 MJ", "100 Mbps to MB/s",
    ]

    @Test("a number of plain digits the lexer reads whatever they are is read as the digits standing there")
    func directDigitsAreTheLexersReading() throws {
        var generator = SeededGenerator(seed: 1818)
        var accepted = 0
        var checked = 0
        var refused = 0
        for template in Self.templates + Self.digitEdges {
            // The lexer's numbers, whether or not the line parses (`5x1F`, `0x1F`).
            let text = LineText(template)
            let numbers = Lexer.tokens(text).compactMap { token -> PlacedNumber? in
                guard case .number(let literal) = token.kind else { return nil }
                return PlacedNumber(token.range, literal)
            }
            for number in numbers {
                guard Lexer.readsAnyDigits(in: text, number.range, literal: number.literal) else {
                    refused += 1
                    continue
                }
                accepted += 1
                for variant in Self.variants(of: template, count: 60, using: &generator) {
                    let other = LineText(variant)
                    let read = Lexer.numberToken(in: other, at: number.range.lowerBound)
                    if Lexer.digitsLeadName(in: other, at: number.range.lowerBound) { continue }
                    #expect(
                        read?.literal == NumberLiteral(parts: [.digits(other.text(number.range))]),
                        "\(variant)")
                    #expect(read?.end == number.range.upperBound, "\(variant)")
                    checked += 1
                }
            }
        }
        #expect(accepted > 150 && refused > 40, "\(accepted) accepted, \(refused) refused")
        #expect(checked > 4_000)
        // The proviso: `100킬로미터당리터` is a name where `200킬로미터당리터` is a number and a word.
        let plain = NumberLiteral(parts: [.digits("200")])
        #expect(Lexer.readsAnyDigits(in: LineText("200킬로미터당리터"), 0..<3, literal: plain))
        #expect(Lexer.numberToken(in: LineText("100킬로미터당리터"), at: 0) == nil)
        #expect(Lexer.digitsLeadName(in: LineText("100킬로미터당리터"), at: 0))
        #expect(!Lexer.digitsLeadName(in: LineText("200킬로미터당리터"), at: 0))
        #expect(!Lexer.digitsLeadName(in: LineText("100킬로미터 to m"), at: 0))
    }

    /// Numbers of digit runs and magnitude words, with what may follow them.
    static func wordedLines(count: Int, using generator: inout SeededGenerator) -> [String] {
        let words: [[String]] = [
            ["만"], ["억"], ["천"], ["백"], ["십"], ["조"], ["경"], ["천만"], ["천억"], ["백만"], ["억", "천"],
            ["억", "천만"], ["만", "천"], ["조", "억"], ["억", "만"], ["만", ""], ["천", "백"], ["만", "만"],
            ["억", "억"], ["천", "천"],
        ]
        let afters = [
            "", " 원", "원", " 엔을 원으로", " USD", " to USD", "금", " 백금", "원 to 달러", "x1F", ".5", ",000",
            " km", "k", " 원 + 1", "만원", "e3", "5", " 5", "삼만", "원으로 얼마",
        ]
        func digits(_ generator: inout SeededGenerator) -> String {
            let length = Int.random(in: 1...20, using: &generator)
            let zeros = Bool.random(using: &generator) ? Int.random(in: 0...3, using: &generator) : 0
            return String(repeating: "0", count: min(zeros, length))
                + String(
                    (0..<(length - min(zeros, length))).map { _ in
                        Character(String(Int.random(in: 0...9, using: &generator)))
                    })
        }
        return (0..<count).map { _ in
            var line = digits(&generator)
            for (k, word) in words.randomElement(using: &generator)!.enumerated() {
                if k > 0 {
                    if Bool.random(using: &generator) { line += " " }
                    line += digits(&generator)
                }
                if Int.random(in: 0..<6, using: &generator) == 0 { line += " " }
                line += word
            }
            return line + afters.randomElement(using: &generator)!
        }
    }

    @Test(
        "a number of digit runs and magnitude words the lexer reads whatever the digits are is read as the kept one's parts with the digits standing there"
    )
    func directDigitRunsAreTheLexersReading() throws {
        var generator = SeededGenerator(seed: 1819)
        var accepted = 0
        var checked = 0
        var refused = 0
        let lines = Self.templates + Self.digitEdges + Self.wordedLines(count: 3_000, using: &generator)
        for template in lines {
            let text = LineText(template)
            let numbers = Lexer.tokens(text).compactMap { token -> PlacedNumber? in
                guard case .number(let literal) = token.kind else { return nil }
                return PlacedNumber(token.range, literal)
            }
            for number in numbers {
                guard Lexer.readsAnyDigitRuns(in: text, number.range, literal: number.literal) else {
                    refused += 1
                    continue
                }
                accepted += 1
                for variant in Self.variants(of: template, count: 12, using: &generator) {
                    let other = LineText(variant)
                    if Lexer.digitsLeadName(in: other, at: number.range.lowerBound) { continue }
                    let read = Lexer.numberToken(in: other, at: number.range.lowerBound)
                    // The kept parts, each run of digits as the other line has it there.
                    var parts = number.literal.parts
                    var i = number.range.lowerBound
                    for k in parts.indices {
                        guard case .digits(let old) = parts[k] else { continue }
                        while !Lexer.isDigit(other.scalars[i]) { i += 1 }
                        parts[k] = .digits(other.text(i..<(i + old.utf8.count)))
                        i += old.utf8.count
                    }
                    let expected = NumberLiteral(parts: parts, implied: number.literal.implied)
                    #expect(read?.literal == expected, "\(template) → \(variant)")
                    #expect(read?.end == number.range.upperBound, "\(template) → \(variant)")
                    // Its value, the 64-bit way when it fits, is the decimal parser's.
                    if let value = Evaluator.wordedInteger(expected) {
                        #expect(
                            value == (try? Evaluator.numberChecked(expected, at: number.range)), "\(variant)")
                    }
                    checked += 1
                }
            }
        }
        #expect(accepted > 2_000 && refused > 500)
        #expect(checked > 20_000)
        // Plain digits are `readsAnyDigits`' class, a word read as a name is no magnitude word.
        #expect(
            !Lexer.readsAnyDigitRuns(
                in: LineText("5 km"), 0..<1, literal: NumberLiteral(parts: [.digits("5")])))
        let separated = NumberLiteral(parts: [.digits("1000"), .big(4)])
        #expect(!Lexer.readsAnyDigitRuns(in: LineText("1,000만 원"), 0..<6, literal: separated))
        #expect(Lexer.readsAnyDigitRuns(in: LineText("1000만 원"), 0..<5, literal: separated))
    }

    @Test(
        "outcomes held while later lines of their shapes are taken render as the full path renders their lines",
        arguments: [
            (Language.en, OutputMode.human), (.ko, .human), (.en, .json), (.ko, .json), (.en, .terse),
        ])
    func heldOutcomesKeepTheirNumbers(language: Language, mode: OutputMode) throws {
        let memo = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        let full = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        full.lineShapes.isEnabled = false
        var generator = SeededGenerator(seed: 418)
        var lines: [String] = []
        for template in [
            "60506 km to mi", "14736만 엔을 원으로", "(31760+35)*3/7", "1억 2천 원 to USD", "3만5 원",
            "1,000 won to USD",
            "월세 80만원 + 관리비 15만원", "키 180cm", "5 ft 11 in to cm", "0x1F + 1", "12만5 원", "2.5e-3 kg to g",
        ] {
            lines += [template] + Self.variants(of: template, count: 120, using: &generator)
        }
        var held: [(String, LineOutcome, Reply)] = []
        for (index, line) in lines.enumerated() {
            let outcome = memo.outcome(of: line)
            let expected = full.execute(line)
            var now = Reply()
            OutcomeRenderer(for: memo).render(outcome, into: &now)
            #expect(now == expected, "\(line)")
            if index % 3 == 0 { held.append((line, outcome, expected)) }
        }
        #expect(memo.lineShapes.hits > lines.count / 2)
        // Rendered again after every later line of their shapes was taken.
        for (line, outcome, expected) in held {
            var later = Reply()
            OutcomeRenderer(for: memo).render(outcome, into: &later)
            #expect(later == expected, "\(line)")
        }
    }

    @Test(
        "a lone digit before a base letter, a number a magnitude word or an English suffix follows, is read by the lexer",
        arguments: ["5x1F", "3b1", "7o17", "1백금", "5 백금", "5천", "5B", "5K", "5M"])
    func refusedWhereTheReadingMayDependOnTheDigits(line: String) throws {
        let text = LineText(line)
        let first = try #require(Lexer.tokens(text).first)
        guard case .number(let literal) = first.kind else {
            Issue.record("\(line): \(first.kind)")
            return
        }
        let range = first.range
        #expect(!Lexer.readsAnyDigits(in: text, range, literal: literal), "\(line)")
    }

    @Test("a line of a known shape rewrites the kept text in place once the last line's outcome is gone")
    func textRewrittenInPlace() throws {
        let memo = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        let full = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        full.lineShapes.isEnabled = false
        var generator = SeededGenerator(seed: 5)
        let lines = Self.variants(of: "60506 km to mi", count: 200, using: &generator)
        for line in lines { #expect(memo.execute(line) == full.execute(line), "\(line)") }
        #expect(memo.lineShapes.rewrites > 150)
        // Outcomes held: each keeps its own line.
        var outcomes: [(String, LineOutcome)] = []
        for line in lines.prefix(50) { outcomes.append((line, memo.outcome(of: line))) }
        for (line, outcome) in outcomes {
            guard case .calculation(let calculation) = outcome.result else {
                Issue.record("\(line)")
                continue
            }
            #expect(calculation.line.scalars == LineText(line).scalars, "\(line)")
        }
    }

    @Test(
        "a digit a name, keyword or based number reads into keeps the line out or sends it the full way",
        arguments: [
            ("5 m^7", "5 m^3"), ("5 m^3", "5 m^7"), ("5 l/200km", "5 l/100km"), ("log5", "log2"),
            ("0x1F + 1", "5x1F + 1"), ("0b101 to hex", "0b121 to hex"), ("1억 2천 원", "1억 2천 원"),
            ("10 km2 to m2", "10 km3 to m2"), ("200킬로미터당리터", "100킬로미터당리터"),
        ])
    func valueDependentDigits(first: String, second: String) throws {
        let memo = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        let full = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        full.lineShapes.isEnabled = false
        for line in [first, second, first, second] {
            #expect(memo.execute(line) == full.execute(line), "\(line)")
        }
    }

    @Test("what a line's evaluation reads is read anew for each line of a kept shape: ans, the rates")
    func evaluationReadsTheSessionAnew() throws {
        let memo = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        let full = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        full.lineShapes.isEnabled = false
        let lines = [
            "ans + 1", "2", "ans + 1", "ans + 1", "ans + 2", "5 km", "ans + 1", "100 USD", "ans + 1",
            "ans 엔 to 원",
            "3 USD", "ans 엔 to 원", "100 USD to KRW", "200 EUR to KRW", "100 USD to KRW", "ans * 2", "ans * 3",
        ]
        var answers: [[String]] = []
        for line in lines {
            let reply = memo.execute(line)
            #expect(reply == full.execute(line), "\(line)")
            answers.append(reply.output)
        }
        #expect(Array(answers[1...4]) == [["2"], ["3"], ["4"], ["6"]])
        #expect(memo.lineShapes.hits >= 4)
        // Another home currency: the same shape goes where that session's home is.
        var preferences = Preferences(language: .en, mode: .terse)
        preferences.home = "USD"
        let usd = Session(
            preferences: preferences,
            rateService: try SessionHarness.session(language: .en, mode: .terse).rateService, zone: .kst)
        #expect(usd.execute("1000 JPY").output != memo.execute("1000 JPY").output)
        #expect(usd.execute("2000 JPY").output != memo.execute("2000 JPY").output)
    }

    @Test(
        "thousands of shapes keep the memo at its bound; a shape is kept when met again; a line longer than the bound is not kept"
    )
    func bounded() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        let bound = LineShapes.sets * LineShapes.ways
        var generator = SeededGenerator(seed: 7)
        var shapes = Set<String>()
        while shapes.count < 3_000 {
            let terms = Int.random(in: 1...9, using: &generator)
            var line = "1"
            for _ in 0..<terms { line += ["+1", "*1", "-1", " + 2", "/3"].randomElement(using: &generator)! }
            if shapes.insert(line).inserted {
                // A shape is kept the second time it is met.
                _ = session.execute(line)
                _ = session.execute(line)
                #expect(session.lineShapes.count <= bound)
            }
        }
        #expect(session.lineShapes.count == bound)
        let fresh = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        let long = "1" + String(repeating: "+1", count: LineShapes.maximumBytes / 2)
        _ = fresh.execute(long)
        _ = fresh.execute(long)
        #expect(fresh.lineShapes.count == 0)
        _ = fresh.execute("1+1")
        #expect(fresh.lineShapes.count == 0)
        _ = fresh.execute("2+3")
        #expect(fresh.lineShapes.count == 1)
        #expect(fresh.execute("4+5").output == ["9"] && fresh.lineShapes.hits == 1)
    }
}
