import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// No line may crash by its length or depth. Seeded random and
/// adversarial lines go through a whole session (lexer, parser, name
/// resolution, evaluation, echo, output); each must give an answer or a typed
/// error with a message in both languages, never a trap or a stack overflow.
@Suite("Any line gives an answer or an error", .serialized)
struct LineFuzzTests {
    /// Runs `line` in a session and checks the reply is an answer or a typed error.
    private static func check(_ session: Session, _ line: String, _ note: @autoclosure () -> String) {
        let reply = session.execute(line)
        if let error = reply.error {
            #expect(!error.isEmpty, "\(note())")
            #expect(reply.status != .success, "\(note())")
        } else if reply.status != .success {
            // JSON mode: the error object is the output.
            #expect(reply.output.first?.hasPrefix("{\"error\":") == true, "\(note())")
        }
    }

    private static func chain(_ term: String, _ op: String, count: Int) -> String {
        Array(repeating: term, count: count).joined(separator: op)
    }

    @Test("long operator chains are answered: 300 and 100,000 terms, products of powers")
    func longChains() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        let sum300 = session.execute(Self.chain("1", "+", count: 300))
        #expect(sum300.error == nil)
        #expect(sum300.output == ["300"])
        let sum100k = session.execute(Self.chain("1", "+", count: 100_000))
        #expect(sum100k.error == nil)
        #expect(sum100k.output == ["100000"])
        let powers = session.execute(Self.chain("2^0.5", "*", count: 2_000))
        #expect(powers.error == nil, "\(powers.error ?? "")")
        #expect(powers.output.first?.hasPrefix("1.0715086071") == true, "\(powers.output)")
        let mixed = session.execute(Self.chain("3 km", " + ", count: 5_000) + " to m")
        #expect(mixed.output == ["15000000"], "\(mixed.output) \(mixed.error ?? "")")
        let products = session.execute(Self.chain("1.0001", " * ", count: 10_000) + " / 2 mod 7")
        #expect(products.error == nil)
    }

    @Test("nesting beyond the stated limit is a typed error, however deep")
    func deepNesting() throws {
        let session = try SessionHarness.session(language: .en, sharedCache: true)
        let limit = Parser.maximumDepth
        let atLimit = String(repeating: "(", count: limit) + "1" + String(repeating: ")", count: limit)
        #expect(session.execute(atLimit).error == nil)
        for depth in [limit + 1, 10_000] {
            for line in [
                String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth),
                String(repeating: "(", count: depth),
                "0+" + String(repeating: "-", count: depth) + "1",
                Self.chain("2", "^", count: depth + 1), "1" + String(repeating: "!", count: depth),
                String(repeating: "sqrt(", count: depth) + "4" + String(repeating: ")", count: depth),
            ] {
                let reply = session.execute(line)
                #expect(reply.status == .inputError, "depth \(depth): \(line.prefix(20))")
                #expect(reply.error?.contains("at most \(limit) levels") == true, "\(reply.error ?? "")")
            }
        }
        let korean = try SessionHarness.session(language: .ko, sharedCache: true)
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        #expect(korean.execute(deep).error?.contains("최대 \(limit)단계") == true)
    }

    @Test("random token soup in Korean, English and symbols: an answer or a typed error")
    func tokenSoup() throws {
        let pieces = [
            "1", "2.5", "0", "3만", "억", "천", "1e3", "1e999", "9e9999", "(", ")", "+", "-", "*", "/", "^", "%",
            "!", " mod ", " of ", "의", " to ", " in ", " -> ", "=", ",", "?", "원", "달러", "USD", "JPY", "엔",
            "km", "m", "s", "h", "kg", "평", "근", "°C", "화씨", "섭씨", "도", "시속", "키", "ft", "in", "ans",
            "pi", "sqrt", "ln", "log", "exp", "abs", " ", "  ", "얼마", "으로", "을", "a", "zz", "#", "\"", "'",
            "$", "₩", "¥", "㎡", "１", "ＵＳＤ", "\u{0}", "\u{7F}", "\u{1B}[", "💥", "٣", "e", "-.", ".",
        ]
        var generator = SeededGenerator(seed: 20_2611)
        let sessions = try [
            SessionHarness.session(language: .ko, sharedCache: true),
            SessionHarness.session(language: .en, mode: .json, sharedCache: true),
        ]
        for index in 0..<3_000 {
            var line = ""
            for _ in 0..<Int.random(in: 1...24, using: &generator) {
                line += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            Self.check(sessions[index % 2], line, line)
        }
    }

    @Test("adversarial lines: long runs of one piece, unbalanced and alternating operators")
    func adversarial() throws {
        let session = try SessionHarness.session(language: .en, sharedCache: true)
        var generator = SeededGenerator(seed: 0xF022)
        let pieces = [
            "1", "+", "-", "(", ")", "^", "*", "2 km", "원", "%", "!", "3만", "mod", "to", "sqrt", "ans",
        ]
        for _ in 0..<40 {
            let count = Int.random(in: 100...2_000, using: &generator)
            let a = pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            let b = pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            let line = Self.chain(a, b, count: count)
            Self.check(session, line, "\(count) × \(a) \(b)")
        }
        for line in [
            String(repeating: "-", count: 50_000) + "1", String(repeating: "1", count: 2_000),
            String(repeating: "%", count: 10_000), "1" + String(repeating: "!", count: 10_000),
            Self.chain("1 ft", " ", count: 20_000), Self.chain("(1+2)", "*", count: 20_000),
            Self.chain("10^999", "*", count: 3), Self.chain("5 ft 11 in", " + ", count: 3_000) + " to cm",
        ] {
            Self.check(session, line, String(line.prefix(30)))
        }
    }
}
