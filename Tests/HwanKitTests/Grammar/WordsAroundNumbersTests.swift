import Testing

@testable import HwanCatalog
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanSession
@testable import HwanSupport

/// SPEC §2 "Words people put around the numbers": a seeded generator crosses
/// each class of words (arithmetic, percentages, splitting, per, labels,
/// English number words, Korean day counts) with amounts, currencies, units,
/// number forms and spacing; every phrase must print what its plain line prints.
@Suite("Words around the numbers mean their plain lines")
struct WordsAroundNumbersTests {
    struct Case {
        let phrase: String
        let plain: String
        let kind: String
    }

    static let numbers: [(typed: String, plain: String)] = [
        ("7", "7"), ("12", "12"), ("1,500", "1500"), ("3만", "30000"), ("3만5천", "35000"), ("2.5만", "25000"),
        ("12만", "120000"), ("48", "48"), ("천", "1000"), ("십만", "100000"),
    ]
    static let moneyForms = ["{n}원", "{n} 원", "₩{n}"]
    static let foreign: [(name: String, target: String)] = [
        ("달러", "to JPY"), (" USD", "to KRW"), ("엔", "to KRW"), (" euro", "to USD"),
    ]
    static let units: [(name: String, target: String)] = [
        ("kg", "g"), ("근", "g"), ("평", "m2"), ("km", "mi"), ("L", "mL"), ("컵", "ml"), ("lb", "g"),
    ]
    static let safeSyllables = Array("설탕우버터라톤휘밀루소고쌀김치빵콩팥").map(String.init)

    static func pick<T>(_ items: [T], _ g: inout SeededGenerator) -> T {
        items[Int(g.next() % UInt64(items.count))]
    }

    /// A money amount as typed and as the plain line writes it; `target` for a foreign one.
    /// (`₩` before a number ending in a magnitude word is left out where a number follows:
    /// `₩3만 40` is 30,040 won, the grammar's `2만 500`.)
    static func money(_ g: inout SeededGenerator, numberAfter: Bool = true) -> (
        typed: String, plain: String, target: String
    ) {
        let number = pick(numbers, &g)
        if g.next() % 3 == 0 {
            let currency = pick(foreign, &g)
            return (number.typed + currency.name, number.plain + currency.name, " " + currency.target)
        }
        let form = pick(numberAfter ? Array(moneyForms.prefix(2)) : moneyForms, &g)
        return (form.replacingOccurrences(of: "{n}", with: number.typed), number.plain + "원", "")
    }

    /// A word that is no name and near none, lexed as one unknown word.
    static func labelWord(_ g: inout SeededGenerator) -> String? {
        let length = 2 + Int(g.next() % 2)
        let word = (0..<length).map { _ in pick(safeSyllables, &g) }.joined()
        let tokens = Lexer.tokens(LineText(word))
        guard tokens.count == 2, case .word = tokens[0].kind, NameIndex.suggestions(for: word).isEmpty else {
            return nil
        }
        return word
    }

    static func cases(seed: UInt64, each: Int) -> [Case] {
        var g = SeededGenerator(seed: seed)
        var cases: [Case] = []
        for _ in 0..<each {
            // Arithmetic in words.
            let a = pick(numbers, &g)
            let b = pick(numbers.filter { $0.plain != "0" }, &g)
            let ops: [(String, String)] = [
                ("더하기", "+"), ("빼기", "-"), ("곱하기", "*"), ("나누기", "/"), ("plus", "+"), ("minus", "-"),
                ("times", "*"), ("divided by", "/"), ("x", "*"),
            ]
            let op = pick(ops, &g)
            cases.append(
                Case(
                    phrase: "\(a.typed) \(op.0) \(b.typed)", plain: "\(a.plain) \(op.1) \(b.plain)",
                    kind: "arithmetic"))
            let m = money(&g, numberAfter: false)
            let scaling = pick(ops.filter { ["*", "/"].contains($0.1) }, &g)
            cases.append(
                Case(
                    phrase: "\(m.typed) \(scaling.0) \(b.typed)\(m.target)",
                    plain: "\(m.plain) \(scaling.1) \(b.plain)\(m.target)", kind: "arithmetic"))
            let d = 2 + Int(g.next() % 9)
            let n = 1 + Int(g.next() % 9)
            cases.append(Case(phrase: "\(d)분의 \(n)", plain: "\(n)/\(d)", kind: "arithmetic"))
            let k = 1 + Int(g.next() % 12)
            cases.append(Case(phrase: "\(n)의 \(k)승", plain: "\(n)^\(k)", kind: "arithmetic"))
            cases.append(
                Case(
                    phrase: pick(["\(n)의 제곱", "\(n) 제곱", "\(n) squared"], &g), plain: "\(n)^2",
                    kind: "arithmetic"))
            cases.append(
                Case(phrase: pick(["\(n)의 세제곱", "\(n) cubed"], &g), plain: "\(n)^3", kind: "arithmetic"))
            cases.append(
                Case(
                    phrase: pick(["제곱근 \(k * k)", "루트 \(k * k)", "square root of \(k * k)"], &g),
                    plain: "sqrt(\(k * k))", kind: "arithmetic"))
            cases.append(Case(phrase: "\(n) to the power of \(k)", plain: "\(n)^\(k)", kind: "arithmetic"))

            // Percentages.
            let p = String(1 + g.next() % 40)
            let x = money(&g)
            let off = pick(
                [
                    "\(x.typed)에서 \(p)% 할인", "\(x.typed) \(p)% 할인", "\(p)% 할인된 \(x.typed)",
                    "\(p)% off \(x.typed)",
                    "\(x.typed) \(p)% off", "\(x.typed) \(p)% 인하", "\(x.typed) \(p)% discount",
                ], &g)
            cases.append(
                Case(phrase: off + x.target, plain: "\(x.plain) - \(p)%" + x.target, kind: "percent"))
            let up = pick(
                [
                    "\(x.typed) \(p)% 인상", "\(x.typed) 팁 \(p)%", "\(x.typed) \(p)% 이자",
                    "\(x.typed) plus \(p)% tip",
                    "\(x.typed) tip \(p)%", "\(x.typed) \(p)% increase", "\(x.typed) + 부가세 \(p)%",
                ], &g)
            cases.append(Case(phrase: up + x.target, plain: "\(x.plain) + \(p)%" + x.target, kind: "percent"))
            let vat = pick(
                ["\(x.typed) + 부가세", "\(x.typed) 부가세 별도", "\(x.typed) + VAT", "\(x.typed) 부가세"], &g)
            cases.append(Case(phrase: vat + x.target, plain: "\(x.plain) + 10%" + x.target, kind: "percent"))
            cases.append(
                Case(
                    phrase: "부가세 포함 \(x.typed) 공급가" + x.target, plain: "\(x.plain) / 1.1" + x.target,
                    kind: "percent"))

            // Splitting and each.
            let people = 2 + Int(g.next() % 8)
            let y = money(&g)
            let split = pick(
                [
                    "\(y.typed) \(people)명이서 나누면", "\(y.typed) 더치페이 \(people)명",
                    "split \(y.typed) \(people) ways",
                    "\(y.typed) n빵 \(people)명", "\(y.typed) \(people)명이 나눠서", "\(y.typed) 1/N \(people)명",
                    "\(y.typed) split \(people) ways",
                ], &g)
            cases.append(
                Case(phrase: split + y.target, plain: "\(y.plain) / \(people)" + y.target, kind: "split"))
            let each = pick(
                [
                    "\(y.typed)씩 \(people)명", "1인당 \(y.typed)씩 \(people)명", "\(y.typed) x \(people)명",
                    "\(y.typed) each \(people) people", "\(y.typed) 씩 \(people)명",
                ], &g)
            cases.append(
                Case(phrase: each + y.target, plain: "\(y.plain) * \(people)" + y.target, kind: "split"))
            cases.append(
                Case(phrase: "\(y.typed) 반반" + y.target, plain: "\(y.plain) / 2" + y.target, kind: "split"))

            // Per.
            let unit = pick(units, &g)
            let z = money(&g)
            let q = 1 + Int(g.next() % 50)
            let perPhrase = pick(
                [
                    "\(unit.name)당 \(z.typed)", "\(unit.name) 당 \(z.typed)", "\(z.typed) per \(unit.name)",
                    "\(unit.name)마다 \(z.typed)",
                ], &g)
            cases.append(
                Case(
                    phrase: perPhrase + " * \(q) \(unit.name)",
                    plain: "\(z.plain) / 1 \(unit.name) * \(q) \(unit.name)", kind: "per"))
            cases.append(
                Case(
                    phrase: "\(unit.name)당 \(a.typed)원 \(q)\(unit.name)",
                    plain: "\(a.plain)원 / 1 \(unit.name) * \(q) \(unit.name)",
                    kind: "per"))

            // Labels.
            if let label = labelWord(&g) {
                let amount = pick(numbers.prefix(6).map { $0 }, &g)
                let quantity = "\(amount.typed) \(unit.name)"
                let phrase = pick(
                    [
                        "\(label) \(quantity) to \(unit.target)", "\(label) \(quantity) \(unit.target)로",
                        "\(quantity) of \(label) to \(unit.target)",
                    ], &g)
                cases.append(
                    Case(
                        phrase: phrase, plain: "\(amount.plain) \(unit.name) to \(unit.target)", kind: "label"
                    ))
                let price = money(&g)
                cases.append(
                    Case(
                        phrase: "\(label) \(price.typed)\(price.target)",
                        plain: "\(price.plain)\(price.target)", kind: "label"))
            }

            // English number words.
            let words: [(String, String)] = [
                ("half a", "0.5"), ("a quarter", "0.25"), ("one and a half", "1.5"), ("a dozen", "12"),
                ("a hundred", "100"),
                ("two thirds of a", "(2/3)"), ("three", "3"), ("twenty five", "25"), ("one thousand", "1000"),
                ("two and a half", "2.5"), ("three quarters of a", "0.75"),
            ]
            let w = pick(words, &g)
            cases.append(
                Case(
                    phrase: "\(w.0) \(unit.name) to \(unit.target)",
                    plain: "\(w.1) \(unit.name) to \(unit.target)", kind: "number words"))

            // Korean day counts.
            let days: [(String, String)] = [
                ("하루", "1 d"), ("이틀", "2 d"), ("사흘", "3 d"), ("나흘", "4 d"), ("닷새", "5 d"), ("엿새", "6 d"),
                ("이레", "7 d"), ("열흘", "10 d"), ("보름", "15 d"), ("일주일", "1 wk"), ("하루 반", "1.5 d"),
            ]
            let day = pick(days, &g)
            let ask = pick([" 몇 시간", "은 몇 시간", " to h", " 시간으로"], &g)
            cases.append(Case(phrase: day.0 + ask, plain: day.1 + " to h", kind: "day counts"))
        }
        return cases
    }

    static func terse(_ session: Session, _ line: String) -> (output: [String], error: String?) {
        let reply = session.execute(line)
        return (reply.output, reply.error)
    }

    @Test("every generated phrase prints what its plain line prints (seeded)")
    func generatedPhrasesMatchPlainLines() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        let cases = Self.cases(seed: 0x3131_0b0b, each: 160)
        #expect(cases.count >= 3000)
        var counts: [String: Int] = [:]
        var failures: [String] = []
        for item in cases {
            let plain = Self.terse(session, item.plain)
            let got = Self.terse(session, item.phrase)
            if plain.error != nil || plain.output.isEmpty {
                failures.append("plain line refused: \(item.plain) (\(plain.error ?? "no output"))")
            } else if got.output != plain.output || got.error != nil {
                failures.append(
                    "\(item.kind): '\(item.phrase)' gave \(got.output) \(got.error ?? ""), '\(item.plain)' \(plain.output)"
                )
            } else {
                counts[item.kind, default: 0] += 1
            }
        }
        for (kind, count) in counts.sorted(by: { $0.key < $1.key }) {
            print("words around numbers, \(kind): \(count) same")
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) differ; first: \(failures.prefix(60).joined(separator: "\n"))")
    }

    @Test("a word one slip from a name is an error with 'did you mean', never a label (seeded)")
    func typosAreNeverLabels() throws {
        var g = SeededGenerator(seed: 0x7e7e)
        let names = [
            "kilogram", "kilometer", "gallon", "ounce", "pound", "liter", "meter", "dollar", "celsius",
            "inches",
        ]
        let vowels = Array("aeiou")
        var checked = 0
        for _ in 0..<400 {
            var letters = Array(Self.pick(names, &g))
            let at = Int(g.next() % UInt64(letters.count))
            let replacement = Self.pick(vowels.filter { $0 != letters[at] }, &g)
            letters[at] = replacement
            let typo = String(letters)
            guard NameIndex.entries(for: typo) == nil, NameIndex.words(for: typo).isEmpty else { continue }
            let line = "\(typo) 3 kg"
            #expect(!NameIndex.suggestions(for: typo).isEmpty, "'\(typo)' has no suggestion")
            do throws(GrammarError) {
                let parsed = try Parser.parse(LineText(line))
                Issue.record("'\(line)' read as \(parsed.labels.count) label(s) instead of an error")
            } catch {
                #expect(error.unknownWord == typo, "'\(line)': \(error.kind)")
            }
            checked += 1
        }
        print("words around numbers, typos: \(checked) errors with suggestions")
        #expect(checked >= 200)
    }

    @Test(
        "the issue's examples read as the issue says",
        arguments: [
            ("만오천원 나누기 3", "5000"), ("5 plus 3 times 2", "11"), ("2의 10승", "1024"), ("제곱근 144", "12"),
            ("3분의 2 컵 ml로", "133.333333333"), ("2만원에서 20% 할인", "16000"), ("20% 할인된 3만원", "24000"),
            ("20% off 35000 won", "28000"), ("5만원 + 부가세", "55000"), ("5만원 부가세 별도", "55000"),
            ("48달러 팁 15%", "55.2"), ("48 dollars plus 15% tip", "55.2"), ("월급 300만원 5% 인상", "3150000"),
            ("10만원 3% 이자", "103000"), ("부가세 포함 55000원 공급가", "50000"), ("3만원 4명이서 나누면", "7500"),
            ("12만원 더치페이 3명", "40000"), ("split 120 dollars 4 ways", "30"), ("3만5천원씩 4명", "140000"),
            ("1인당 2만원씩 5명", "100000"), ("2만원 x 5명", "100000"), ("7만 8천원 반반", "39000"),
            ("3만원 n빵 4명", "7500"), ("근당 15000원이면 kg당 얼마", "25000"), ("평당 3000만원 34평", "1020000000"),
            ("시급 10030원 × 8시간", "80240"), ("일당 15만원 × 20일", "3000000"), ("설탕 1컵 ml로", "200"),
            ("우유 500ml 컵으로", "2.5"), ("전용면적 84m2 몇 평", "25.41"), ("2 cups of flour to ml", "473.176473"),
            ("섭씨 20도는 화씨로 몇 도야", "68"), ("5 km 마일로 얼마", "3.10685596119"),
            ("half a pound in grams", "226.796185"), ("two thirds of a cup in ml", "157.725491"),
            ("일주일 몇 시간", "168"), ("이틀은 몇 시간", "48"), ("하루 반 시간으로", "36"), ("a dozen", "12"),
        ])
    func issueExamples(line: String, expected: String) throws {
        let session = try SessionHarness.session(language: .ko, mode: .terse, sharedCache: true)
        let reply = session.execute(line)
        #expect(reply.error == nil, "\(line): \(reply.error ?? "")")
        #expect(reply.output.first == expected, "\(line): \(reply.output)")
    }

    @Test(
        "a currency word before its own amount is a label, and a repeated target one result",
        arguments: [
            ("엔화 5천엔 원화로", "5000 JPY to KRW"), ("달러 100달러 원화로", "100 USD to KRW"),
            ("원화 5만원 엔으로", "50000 KRW to JPY"),
            ("100달러 원으로 몇 원", "100 USD to KRW"), ("만 엔짜리 지폐 원화로", "10000 JPY to KRW"),
            ("100달러짜리 원화로", "100 USD to KRW"),
            ("원/달러 환율", "달러 환율"), ("엔/원 환율", "엔화 환율"),
        ])
    func sameAsPlain(line: String, plain: String) throws {
        let session = try SessionHarness.session(language: .ko, mode: .terse, sharedCache: true)
        let got = session.execute(line)
        let want = session.execute(plain)
        #expect(got.error == nil && got.output.count == 1, "\(line): \(got.output) \(got.error ?? "")")
        #expect(got.output == want.output, "\(line)")
    }

    @Test(
        "a word near a name is an error with did you mean; a word that is none shows as a label",
        arguments: [
            ("버터", false), ("설탕", false), ("for", false), ("gas", false), ("kilogrm", true), ("달라", true),
        ])
    func suggestionsStaySmall(word: String, suggested: Bool) {
        #expect(
            !NameIndex.suggestions(for: word).isEmpty == suggested,
            "\(word): \(NameIndex.suggestions(for: word))")
    }

    @Test("a count of people with no word for sharing or each asks which")
    func unclearShareIsAnError() throws {
        #expect(throws: GrammarError.self) { try Parser.parse(LineText("3만원 4명")) }
        let session = try SessionHarness.session(language: .en, mode: .human, sharedCache: true)
        let reply = session.execute("3만원 4명")
        #expect(reply.error?.contains("shared") == true, "\(reply.error ?? "")")
    }

    @Test("a label word is shown beside the amount in the human output")
    func labelShown() throws {
        let session = try SessionHarness.session(language: .ko, mode: .human, sharedCache: true)
        #expect(session.execute("설탕 1컵 ml로").output.first == "설탕 1 컵 = 200 mL")
        #expect(
            session.execute("2만원에서 20% 할인").output.first?.hasPrefix("20,000원 (2만원) - 20% = 16,000원") == true)
    }
}
