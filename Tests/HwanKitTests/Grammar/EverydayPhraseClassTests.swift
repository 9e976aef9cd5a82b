import Testing

@testable import HwanKit
@testable import HwanSession

/// SPEC §2's classes in the forms `WordsAroundNumbersTests` does not make:
/// other word orders and spacing, counts of things beside a price, prices per
/// month, `N의 제곱근`, `of` labels, pound after number words, SI and Korean
/// prefixes on many stems, powers before units, ladder ends, functions and
/// exact trigonometry. Each phrase must print (with `-t`) what its plain line
/// prints, or the value computed here independently.
@Suite("Everyday phrases of every class read as their plain lines")
struct EverydayPhraseClassTests {
    struct Case {
        let kind: String
        let phrase: String
        /// The plain line, or the expected terse text when `literal`.
        let plain: String
        var literal = false
    }

    static func pick<T>(_ items: [T], _ g: inout SeededGenerator) -> T {
        items[Int(g.next() % UInt64(items.count))]
    }

    static func number(_ g: inout SeededGenerator, _ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(g.next() % UInt64(range.count))
    }

    /// `digits` × 10^`power` written out, independently of hwan's formatter.
    static func written(_ digits: String, _ power: Int) -> String {
        if power >= 0 { return digits + String(repeating: "0", count: power) }
        let shift = -power
        if digits.count > shift {
            let cut = digits.index(digits.endIndex, offsetBy: -shift)
            var text = String(digits[..<cut]) + "." + digits[cut...]
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text
        }
        var text = "0." + String(repeating: "0", count: shift - digits.count) + digits
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static let siPrefixes: [(String, Int)] = [
        ("Q", 30), ("R", 27), ("Y", 24), ("Z", 21), ("E", 18), ("P", 15), ("T", 12), ("G", 9), ("M", 6),
        ("k", 3),
        ("h", 2), ("da", 1), ("d", -1), ("c", -2), ("m", -3), ("µ", -6), ("n", -9), ("p", -12), ("f", -15),
        ("a", -18), ("z", -21), ("y", -24), ("r", -27), ("q", -30),
    ]
    static let koreanPrefixes: [(String, String)] = [
        ("킬로", "k"), ("메가", "M"), ("기가", "G"), ("테라", "T"), ("페타", "P"), ("밀리", "m"), ("마이크로", "µ"),
        ("나노", "n"),
        ("피코", "p"),
    ]
    static let koreanStems: [(String, String)] = [
        ("미터", "m"), ("그램", "g"), ("초", "s"), ("줄", "J"), ("와트", "W"), ("헤르츠", "Hz"), ("볼트", "V"),
        ("파스칼", "Pa"),
    ]

    static func cases(seed: UInt64, rounds: Int) -> [Case] {
        var g = SeededGenerator(seed: seed)
        var cases: [Case] = []
        for _ in 0..<rounds {
            // SI prefixes on stems, glued or spaced, against 10^n written out here.
            let (prefix, power) = pick(siPrefixes, &g)
            let stem = pick(
                ["m", "s", "J", "W", "Pa", "Hz", "V", "A", "N", "mol", "Bq", "Sv", "Gy", "K", "L"], &g)
            let v = String(number(&g, 1...99))
            cases.append(
                Case(
                    kind: "prefix", phrase: "\(v)\(pick([" ", ""], &g))\(prefix)\(stem) to \(stem)",
                    plain: written(v, power), literal: true))
            // Korean prefix words before Korean unit names.
            let (word, symbol) = pick(koreanPrefixes, &g)
            let (stemWord, stemSymbol) = pick(koreanStems, &g)
            cases.append(
                Case(
                    kind: "korean prefix",
                    phrase: "\(v)\(pick([" ", ""], &g))\(word)\(stemWord) to \(stemSymbol)",
                    plain: "\(v) \(symbol)\(stemSymbol) to \(stemSymbol)"))
            // Powers before units.
            let base = number(&g, 2...10)
            let exponent = number(&g, -3...4)
            let (unit, target) = pick(
                [("km", "m"), ("m", "cm"), ("g", "mg"), ("kg", "g"), ("L", "mL"), ("m", "mm")], &g)
            let form = pick(
                [
                    "\(base)^\(exponent) \(unit)", "\(base)^\(exponent)\(unit)",
                    "\(base) ** \(exponent) \(unit)",
                ], &g)
            cases.append(
                Case(
                    kind: "power", phrase: "\(form) to \(target)",
                    plain: "(\(base)^(\(exponent))) * 1 \(unit) to \(target)"))
            // Arithmetic words, mixed languages and spacing.
            let ops = [
                ("더하기", "+"), ("빼기", "-"), ("곱하기", "*"), ("나누기", "/"), ("plus", "+"), ("minus", "-"),
                ("times", "*"),
                ("divided by", "/"), ("multiplied by", "*"),
            ]
            let (w1, o1) = pick(ops, &g)
            let (w2, o2) = pick(ops, &g)
            let (x, y, z) = (number(&g, 1...99), number(&g, 1...99), number(&g, 1...9))
            let gap = w1.unicodeScalars.first!.isASCII ? " " : pick([" ", ""], &g)
            cases.append(
                Case(
                    kind: "arithmetic", phrase: "\(x)\(gap)\(w1)\(gap)\(y) \(w2) \(z)",
                    plain: "\(x) \(o1) \(y) \(o2) \(z)"))
            let k = number(&g, 1...30)
            cases.append(
                Case(
                    kind: "root",
                    phrase: pick(["\(k * k)의 제곱근", "\(k * k)의 루트", "루트\(k * k)", "제곱근\(k * k)"], &g),
                    plain: "\(k)", literal: true))
            // Functions and exact trigonometry.
            let (a, b, c) = (number(&g, 1...50), number(&g, 1...50), number(&g, 1...50))
            cases.append(
                Case(
                    kind: "function", phrase: "max(\(a),\(b), \(c))", plain: "\(max(a, b, c))", literal: true)
            )
            cases.append(
                Case(
                    kind: "function", phrase: "min(\(a) kg, \(b * 100) g) to g",
                    plain: "\(min(a * 1000, b * 100))",
                    literal: true))
            cases.append(
                Case(kind: "function", phrase: "hypot(\(3 * z), \(4 * z))", plain: "\(5 * z)", literal: true))
            cases.append(Case(kind: "function", phrase: "log(\(1 << z), 2)", plain: "\(z)", literal: true))
            let degrees = -720 + 15 * number(&g, 0...96)
            let function = pick(["sin", "cos"], &g)
            let angle = pick(
                ["(\(degrees)°)", "(\(degrees) deg)", " \(degrees)도", "(\(degrees) degrees)"], &g)
            cases.append(
                Case(kind: "trigonometry", phrase: function + angle, plain: "\(function)(\(degrees)°)"))
            // Counts of things beside a price.
            let price = 500 * number(&g, 1...50)
            let count = number(&g, 2...9)
            let counter = pick(
                ["개", "잔", "장", "병", "권", "인분", "그릇", "마리", "켤레", "봉지", "캔", "송이", "세트", "접시"], &g)
            let label = pick(["커피", "사과", "치킨", "맥주", "라면", "양말", "피자"], &g)
            let itemForm = pick(
                [
                    "\(label) \(price)원 \(count)\(counter)", "\(price)원짜리 \(count)\(counter)",
                    "\(label) \(count)\(counter) \(price)원씩", "\(price)원짜리 \(label) \(count)\(counter)",
                    "\(price)원 x \(count)\(counter)", "\(label) \(count)\(counter)에 \(price)원씩",
                ], &g)
            cases.append(Case(kind: "items", phrase: itemForm, plain: "\(price)원 * \(count)"))
            // Prices per month.
            let monthly = number(&g, 10...150)
            let months = number(&g, 1...24)
            cases.append(
                Case(
                    kind: "per month",
                    phrase:
                        "\(pick(["월세", "관리비", "월급"], &g)) \(monthly)만원 \(pick(["×", "x", "*"], &g)) \(months)개월",
                    plain: "\(monthly * 10000)원 * \(months)"))
            // `of` labels, also words near a name.
            let cups = number(&g, 1...9)
            let ingredient = pick(["milk", "oil", "juice", "cream", "flour", "sugar", "honey", "butter"], &g)
            cases.append(
                Case(
                    kind: "label", phrase: "\(cups) \(pick(["cups", "cup"], &g)) of \(ingredient) to ml",
                    plain: "\(cups) cup to ml"))
            // Past the ends of a ladder: the unit of its own.
            let amount = number(&g, 1...999)
            let own = pick(
                ["fs", "zs", "pg", "fg", "ag", "pm", "fm", "Qg", "Rg", "Ym", "Zm", "TWh", "PWh", "EJ", "ZJ"],
                &g)
            cases.append(
                Case(kind: "ladder ends", phrase: "\(amount) \(own)", plain: "\(amount)", literal: true))
            // Pound after English number words.
            let (words, value) = pick(
                [
                    ("a quarter", "0.25"), ("half a", "0.5"), ("a", "1"), ("two", "2"),
                    ("three quarters of a", "0.75"),
                    ("one and a half", "1.5"), ("a dozen", "12"),
                ], &g)
            let massTarget = pick(["", " to g", " in kg", " to oz", " to 근"], &g)
            cases.append(
                Case(
                    kind: "pound words",
                    phrase: "\(words) \(pick(["pound", "pounds", "lb"], &g))\(massTarget)",
                    plain: "\(value) lb" + (massTarget.isEmpty ? " to g" : massTarget)))
            // Korean day counts and native numbers with other askings.
            let (day, days) = pick(
                [
                    ("하루", "1"), ("이틀", "2"), ("사흘", "3"), ("나흘", "4"), ("닷새", "5"), ("엿새", "6"), ("이레", "7"),
                    ("열흘", "10"), ("보름", "15"), ("일주일", "7"), ("하루 반", "1.5"), ("이틀 반", "2.5"),
                ], &g)
            let ask = pick(
                [" 몇 시간", "은 몇 시간", "는 몇 시간", " 시간으로", " to h", " in hours", "이면 몇 시간", " 몇시간"], &g)
            cases.append(Case(kind: "days", phrase: day + ask, plain: "\(days) d to h"))
            // A scale word and a target after it.
            let speed = number(&g, 10...200)
            cases.append(
                Case(
                    kind: "scale",
                    phrase: pick(["시속 \(speed) 킬로 마일로", "시속 \(speed)km 마일로", "시속 \(speed)킬로 to mph"], &g),
                    plain: "\(speed) km/h to mph"))
            // Percentages in other orders and spacings.
            let percent = number(&g, 1...40)
            let won = 1000 * number(&g, 1...90)
            cases.append(
                Case(
                    kind: "percent",
                    phrase: pick(
                        [
                            "\(won)원 \(percent)% off", "\(won)원에서 \(percent)% 할인", "\(won)원 \(percent)%할인",
                            "\(won) 원 \(percent) % 할인",
                        ], &g),
                    plain: "\(won)원 - \(percent)%"))
        }
        return cases
    }

    @Test("every generated phrase prints its plain line's number (seeded)")
    func generatedPhrases() throws {
        let session = try SessionHarness.session(language: .ko, mode: .terse, sharedCache: true)
        let cases = Self.cases(seed: 0x3131_f00d, rounds: 24)
        #expect(cases.count >= 300)
        var same: [String: Int] = [:]
        var failures: [String] = []
        for item in cases {
            let got = session.execute(item.phrase)
            let want: [String]
            if item.literal {
                want = [item.plain]
            } else {
                let plain = session.execute(item.plain)
                guard plain.error == nil, !plain.output.isEmpty else {
                    failures.append("plain line refused: \(item.plain) (\(plain.error ?? "no output"))")
                    continue
                }
                want = plain.output
            }
            if got.error == nil && got.output == want {
                same[item.kind, default: 0] += 1
            } else {
                failures.append(
                    "\(item.kind): '\(item.phrase)' gave \(got.output) \(got.error ?? ""), want \(want)")
            }
        }
        for (kind, count) in same.sorted(by: { $0.key < $1.key }) {
            print("everyday phrases, \(kind): \(count) same")
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) differ; first: \(failures.prefix(40).joined(separator: "\n"))")
    }

    @Test(
        "a count before a price without 씩 may be the bundle's: it asks",
        arguments: ["사과 3개에 2000원", "3개 2만원", "3만원 4명"])
    func countBeforePriceAsks(line: String) throws {
        let session = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        #expect(session.execute(line).error != nil, "\(line)")
    }

    @Test(
        "an exact-case symbol is never read in another case to make a line meet",
        arguments: ["1 kt to t", "1 Mt to kt"])
    func exactCaseWins(line: String) throws {
        let session = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        let reply = session.execute(line)
        #expect(
            reply.output.isEmpty && reply.error?.contains("cannot convert") == true,
            "\(line): \(reply.output)")
    }
}
