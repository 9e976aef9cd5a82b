import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The phrase generator: every currency and unit name of the name index (Korean
/// and English, codes, symbols, aliases) crossed, by a seeded generator, with
/// the number forms people type and the sentence patterns they use. Each phrase
/// is run beside the plain line that means the same (`N NAME to TARGET`) and
/// must print the same JSON, or be refused with a message that says why (never
/// a different answer). The counts by pattern are printed; the longer run is
/// `HWAN_PHRASES=all swift test --filter GeneratedPhraseTests` (every name with
/// every pattern).
@Suite("Generated phrases mean what their plain lines mean")
struct GeneratedPhraseTests {
    /// A number as typed, and as the plain line writes it.
    static let numbers: [(typed: String, plain: String, kind: String)] = [
        ("7", "7", "digits"), ("1,234", "1234", "separators"), ("12.5", "12.5", "decimal"),
        ("3만5천", "35000", "만 groups"), ("3만 5천", "35000", "만 groups spaced"),
        ("1억 2천만", "120000000", "억 groups spaced"), ("1억2천만", "120000000", "억 groups"),
        ("2.5만", "25000", "decimal 만"), ("1억 2천", "120000000", "colloquial 억"),
        ("3만5", "35000", "colloquial 만"), ("두", "2", "native"), ("세", "3", "native"),
        ("1/2", "0.5", "fraction"), ("1 1/2", "1.5", "mixed fraction"), ("5k", "5000", "k suffix"),
        ("１００", "100", "full-width digits"), ("1e3", "1000", "exponent"), ("한", "1", "native"),
        ("1.2M", "1200000", "M suffix"), ("３만", "30000", "full-width 만"),
    ]

    /// Sentence patterns: `{n}` the number, `{a}` the name, `{b}` the target.
    static let patterns: [(name: String, template: String)] = [
        ("A를 B로", "{n} {a}을 {b}로"), ("A는 B로 얼마", "{n} {a}는 {b}로 얼마?"), ("A B로", "{n} {a} {b}로"),
        ("A to B", "{n} {a} to {b}"), ("how much is A in B", "how much is {n} {a} in {b}"),
        ("A = ? B", "{n} {a} = ? {b}"), ("A in B", "{n} {a} in {b}"), ("A -> B", "{n} {a} -> {b}"),
        ("question ending", "{n} {a}은 {b}로 얼마예요?"), ("몇 B", "{n} {a}는 몇 {b}?"),
        ("topic word first", "{t} {n} {a} to {b}"), ("B로 A", "{b}로 {n} {a}"),
    ]

    /// Topic words by dimension (Resources/grammar-words.tsv).
    static let topics: [String: String] = [
        "money": "가격", "length": "길이", "mass": "무게", "area": "면적", "volume": "부피",
        "temperature": "온도", "speed": "속도", "fuelEfficiency": "연비",
    ]

    struct Case {
        let phrase: String
        let plain: String
        let pattern: String
        let number: String
    }

    /// Every key of the name index with its target (a currency to KRW or USD, a
    /// unit to its dimension's base unit), `perName` patterns each.
    static func cases(seed: UInt64, perName: Int) -> [Case] {
        var generator = SeededGenerator(seed: seed)
        var keys: [(String, String, String)] = []  // key, target, topic dimension
        NameIndex.forEachKey { key, entries in
            guard let entry = entries.first else { return }
            // Keys that are also Korean particles or grammar words read differently on purpose.
            if key.unicodeScalars.contains(where: { $0 == "\t" }) { return }
            switch entry.target {
            case .currency(let code):
                keys.append((key, code == "KRW" ? "USD" : "KRW", "money"))
            case .unit:
                guard let dimension = UnitCatalog.dimension(ofRow: entry.row),
                    let base = UnitCatalog.standard.baseUnit(of: dimension)
                else { return }
                keys.append((key, base.symbol, dimension.rawValue))
            }
        }
        var cases: [Case] = []
        for (key, target, dimension) in keys {
            for _ in 0..<perName {
                let number = numbers.randomElement(using: &generator)!
                var pattern = patterns.randomElement(using: &generator)!
                if pattern.name == "topic word first", topics[dimension] == nil { pattern = patterns[3] }
                let phrase = pattern.template.replacingOccurrences("{n}", number.typed)
                    .replacingOccurrences("{a}", key).replacingOccurrences("{b}", target)
                    .replacingOccurrences("{t}", topics[dimension] ?? "")
                cases.append(
                    Case(
                        phrase: phrase, plain: "\(number.plain) \(key) to \(target)", pattern: pattern.name,
                        number: number.kind))
            }
        }
        return cases
    }

    /// The JSON of a line without the member that echoes what was typed.
    static func json(_ session: Session, _ line: String) -> String {
        let object = session.execute(line).output.joined(separator: "\n")
        guard let start = object.range(of: #""expression":""#) else { return object }
        let rest = object[start.upperBound...]
        let end = rest.firstIndex(of: "\"").map { rest.index(after: $0) } ?? rest.endIndex
        return String(object[..<start.lowerBound] + object[end...])
    }

    @Test("at least 5,000 generated phrases: each gives its plain line's result or a precise refusal")
    func generated() throws {
        let session = try SessionHarness.session(language: .en, mode: .json, sharedCache: true)
        let cases = Self.cases(seed: 17, perName: 2)
        #expect(cases.count >= 5000)
        var counts: [String: (same: Int, refused: Int, plainRefused: Int)] = [:]
        var wrong: [String] = []
        var byNumber: [String: Int] = [:]
        var plainFailures: [String] = []
        var refusals: [String] = []
        for item in cases {
            let plain = Self.json(session, item.plain)
            let got = Self.json(session, item.phrase)
            var count = counts[item.pattern] ?? (0, 0, 0)
            if plain.contains(#""error""#) {
                count.plainRefused += 1
                if plainFailures.count < 12 { plainFailures.append("\(item.plain) → \(plain)") }
            } else if got == plain {
                count.same += 1
                byNumber[item.number, default: 0] += 1
            } else if got.contains(#"{"error":{"code":""#) && got.contains(#""message":""#) {
                count.refused += 1
                if refusals.count < 30 { refusals.append("\(item.phrase) → \(got)") }
            } else {
                wrong.append("\(item.phrase) → \(got) ≠ \(item.plain) → \(plain)")
            }
            counts[item.pattern] = count
        }
        for (pattern, count) in counts.sorted(by: { $0.key < $1.key }) {
            print(
                "generated phrases, \(pattern): \(count.same) same, \(count.refused) refused, \(count.plainRefused) plain line refused"
            )
        }
        for (number, same) in byNumber.sorted(by: { $0.key < $1.key }) {
            print("generated phrases, number form \(number): \(same) same")
        }
        for failure in plainFailures { print("plain line refused: \(failure)") }
        for refusal in refusals { print("refused: \(refusal)") }
        print("generated phrases: \(cases.count) in all")
        // Never a different answer: a phrase either means its plain line or is refused.
        #expect(wrong.isEmpty, "\(wrong.prefix(20).joined(separator: "\n"))")
        // Most phrases are read, not refused.
        let same = counts.values.map(\.same).reduce(0, +)
        #expect(same * 2 > cases.count, "only \(same) of \(cases.count) read as meant")
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
