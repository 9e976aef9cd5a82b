import Testing

@testable import HwanKit
@testable import HwanSession

/// Variables and the definitions file through the session, as the REPL,
/// one-shot and batch lines meet them (SPEC §14).
@Suite("Variables and definitions in a session")
struct UserNamesSessionTests {
    static let definitions = """
        smoot, 스무트 = 1.7018 m
        평당가 = 원/평
        vat(x) = x * 1.1
        area(w, h) = w * h
        bad line here
        """

    /// A session whose definitions file is `text`, and how many times it was read.
    final class Counter {
        var reads = 0
    }

    static func session(
        _ text: String = definitions, mode: OutputMode = .human, language: Language = .en
    ) throws -> (Session, Counter) {
        let session = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        let counter = Counter()
        session.definitionsLoader = {
            counter.reads += 1
            return DefinitionsFile.parse(text, path: "/cfg/hwan/definitions")
        }
        return (session, counter)
    }

    @Test("x = 5 km keeps the value with its unit; later lines use it")
    func variables() throws {
        let (session, _) = try Self.session(mode: .terse)
        #expect(session.execute("x = 5 km").status == .success)
        #expect(session.execute("x to m").output == ["5000"])
        #expect(session.execute("x * 2 to m").output == ["10000"])
        #expect(session.execute("price = 3만원").status == .success)
        #expect(session.execute("price * 3").output == ["90000"])
        #expect(session.execute("rate = 1 USD to KRW").status == .success)
        // (`rate` alone is an amount of the home currency, shown in dollars as any such amount.)
        let rate = session.execute("rate * 1").output
        let won = try #require(session.execute("1 USD to KRW").output.first)
        #expect(rate == [won])
        #expect(session.execute("x2 = x * 3").status == .success)
        #expect(session.execute("x2 to km").output == ["15"])
        // Assigning again replaces the value.
        #expect(session.execute("x = 1 m").status == .success)
        #expect(session.execute("x to cm").output == ["100"])
    }

    @Test("seeded: any free name and amount assigned reads back the same amount")
    func seededVariables() throws {
        let (session, _) = try Self.session(mode: .terse)
        var generator = SeededGenerator(seed: 35)
        let letters = Array("abcdfhjkoquvwxyz")
        let units = ["km", "m", "kg", "USD", "KRW", ""]
        for _ in 0..<200 {
            let name =
                "v"
                + String(
                    (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                        letters.randomElement(using: &generator)!
                    })
            let amount = Int.random(in: 1...1_000_000, using: &generator)
            let unit = units.randomElement(using: &generator)!
            #expect(session.execute("\(name) = \(amount) \(unit)").status == .success, "\(name)")
            let target = unit.isEmpty ? "" : " to \(unit)"
            #expect(
                session.execute("\(name)\(target)").output == ["\(amount)"], "\(name) = \(amount) \(unit)")
            #expect(session.execute("\(name) * 2\(target)").output == ["\(amount * 2)"])
        }
    }

    @Test(
        "a name that is a unit, currency, keyword or command is refused, in both languages",
        arguments: ["km = 5", "USD = 5", "ans = 3", "pi = 3", "rates = 4", "sqrt = 2"])
    func refused(line: String) throws {
        let (session, _) = try Self.session()
        let reply = session.execute(line)
        #expect(reply.status == .inputError)
        let name = String(line.prefix { $0 != " " })
        #expect(reply.error?.contains("'\(name)'") == true, "\(reply.error ?? "")")
        let (korean, _) = try Self.session(language: .ko)
        #expect(korean.execute(line).error?.contains("쓸 수 없습니다") == true)
    }

    @Test("100 USD = JPY and USD = JPY stay conversions")
    func conversionsStay() throws {
        let (session, counter) = try Self.session(mode: .terse)
        #expect(session.execute("100 USD = JPY").status == .success)
        #expect(session.execute("USD = JPY").status == .success)
        #expect(counter.reads == 0)
    }

    @Test("ans stays the last result, also after an assignment")
    func ansStays() throws {
        let (session, _) = try Self.session(mode: .terse)
        _ = session.execute("y = 7")
        #expect(session.execute("ans * 2").output == ["14"])
    }

    @Test("definitions: a unit with a number, an alias, a target unit, functions of one and two arguments")
    func definitionsUsed() throws {
        let (session, _) = try Self.session(mode: .terse)
        #expect(session.execute("3 smoot to m").output == ["5.1054"])
        #expect(session.execute("10 스무트 to cm").output == ["1701.8"])
        #expect(session.execute("vat(100)").output == ["110"])
        #expect(session.execute("vat(3만원)").output == ["33000"])
        #expect(session.execute("area(3, 4)").output == ["12"])
        #expect(session.execute("area(3 m, 4 m) to m^2").output == ["12"])
        #expect(session.execute("vat(area(2, 5))").output == ["11"])
        let perPyeong = session.execute("100만원 / 34평 to 평당가").output
        #expect(perPyeong.count == 1 && perPyeong[0].hasPrefix("29411.76"), "\(perPyeong)")
        #expect(session.execute("vat(1, 2)").error?.contains("takes 1 argument") == true)
    }

    @Test("the file is read only when a line names something nothing else knows, and once")
    func lazy() throws {
        let (session, counter) = try Self.session(mode: .terse)
        for line in ["1+2", "100 USD to KRW", "5 km to mi", "2026-12-25", "34평", "엔화 환율", "1 +"] {
            _ = session.execute(line)
        }
        #expect(counter.reads == 0)
        _ = session.execute("3 smoot to m")
        _ = session.execute("vat(5)")
        #expect(counter.reads == 1)
    }

    @Test("a bad line is reported with its path and line (status 64) and the rest still answers")
    func badLineReported() throws {
        let (session, _) = try Self.session(mode: .terse)
        let first = session.execute("vat(100)")
        #expect(first.output == ["110"])
        #expect(first.status == .usage)
        #expect(first.notices.contains { $0.hasPrefix("/cfg/hwan/definitions:5: ") }, "\(first.notices)")
        // Reported once a session.
        let second = session.execute("vat(200)")
        #expect(second.output == ["220"])
        #expect(second.status == .success)
        #expect(second.notices.isEmpty)
    }

    @Test("vars lists the variables and the definitions, human, -t and --json")
    func vars() throws {
        let (human, _) = try Self.session()
        _ = human.execute("x = 5 km")
        _ = human.execute("price = 3만원")
        let lines = human.execute("vars").output
        #expect(lines.prefix(3) == ["x = 5 km", "price = 30,000 KRW", "smoot, 스무트 = 1.7018 m"])
        #expect(lines.contains("vat(x) = x * 1.1"))
        let (terse, _) = try Self.session(mode: .terse)
        _ = terse.execute("x = 5 km")
        #expect(terse.execute("vars").output.first == "x\t5\tkm")
        let (json, _) = try Self.session(mode: .json)
        _ = json.execute("x = 5 km")
        let objects = json.execute("변수").output
        #expect(objects.first == #"{"kind":"variable","name":"x","value":5,"unit":"km"}"#)
        #expect(
            objects.contains {
                $0.hasPrefix(#"{"kind":"function","name":"area","aliases":[],"parameters":["w","h"]"#)
            })
    }

    @Test("with no variables and no file, vars says so")
    func noVars() throws {
        let session = try SessionHarness.session(language: .ko, sharedCache: true)
        #expect(session.execute("vars").output == ["변수도 정의도 없습니다 (예: x = 5 km)"])
    }
}
