import Testing

@testable import HwanSession

/// The definitions file of SPEC §14 read alone: every kind of line, bad
/// lines reported by path and line with the rest kept, cycles named.
@Suite("Definitions file")
struct DefinitionsFileTests {
    static let path = "/home/me/.config/hwan/definitions"

    static let everyKind = """
        # units, constants, variables, functions, aliases
        smoot, 스무트 = 1.7018 m   # a unit with a number
        평당가 = 원/평
        g_n = 9.80665 m/s^2
        vat(x) = x * 1.1
        area(w, h) = w * h
        twosmoot = 2 smoot

        bad line here
        km = 3
        1abc = 4
        empty =
        smoot = 2 m
        loopa = loopb + 1
        loopb = loopa + 1
        fact(n) = n * fact(n - 1)
        broken = 1 +* 2
        """

    @Test("each kind of good line is kept, with its aliases and parameters")
    func goodLines() {
        let file = DefinitionsFile.parse(Self.everyKind, path: Self.path)
        #expect(file.definitions.map(\.name) == ["smoot", "평당가", "g_n", "vat", "area", "twosmoot"])
        #expect(file.byName["스무트"]?.name == "smoot")
        #expect(file.byName["smoot"]?.body == "1.7018 m")
        #expect(file.byName["vat"]?.parameters == ["x"])
        #expect(file.byName["area"]?.parameters == ["w", "h"])
        #expect(file.byName["평당가"]?.isPureUnit == true)
        #expect(file.byName["smoot"]?.isPureUnit == false)
    }

    @Test("each bad line is reported with the path and its line number, in file order")
    func badLines() {
        let file = DefinitionsFile.parse(Self.everyKind, path: Self.path)
        let lines = file.problems.map { problem -> Int in
            guard case .badDefinition(let path, let line, _) = problem else { return -1 }
            #expect(path == Self.path)
            return line
        }
        #expect(lines == [9, 10, 11, 12, 13, 14, 16, 17])
        let messages = file.problems.map { $0.message(in: .en) }
        #expect(messages[0].hasPrefix(Self.path + ":9: expected 'name = expression'"))
        #expect(messages[1].contains("'km' is the name of a unit"))
        #expect(messages[2].contains("'1abc' is not a name"))
        #expect(messages[3].contains("empty has no expression"))
        #expect(messages[4].contains("already defined on line 2"))
        #expect(messages[5].contains("loopa → loopb → loopa"))
        #expect(messages[6].contains("fact calls itself"))
        #expect(messages[7].contains("cannot read the expression of broken"))
        for problem in file.problems {
            #expect(problem.status == .usage)
            #expect(problem.message(in: .ko) != problem.message(in: .en))
        }
    }

    @Test("a longer cycle is named whole, from its first name round to it")
    func longCycle() {
        let file = DefinitionsFile.parse("a1 = b1\nb1 = c1 * 2\nc1 = a1 + 1\nok = 5\n", path: "p")
        #expect(file.definitions.map(\.name) == ["ok"])
        #expect(
            file.problems.map { $0.message(in: .en) } == ["p:1: definitions form a cycle: a1 → b1 → c1 → a1"])
    }

    @Test("a byte-order mark and CRLF line ends are read as nothing")
    func byteOrderMark() {
        let file = DefinitionsFile.parse("\u{FEFF}smoot = 1.7018 m\r\nvat(x) = x * 1.1\r\n", path: "p")
        #expect(file.problems.isEmpty)
        #expect(file.definitions.map(\.name) == ["smoot", "vat"])
    }

    @Test(
        "names hwan already uses are refused, saying what they are",
        arguments: [
            ("USD", ReservedName.currency), ("km", .unit), ("ans", .keyword), ("pi", .keyword),
            ("sqrt", .function), ("rates", .command), ("vars", .command), ("오늘", .date), ("today", .date),
        ])
    func reserved(name: String, what: ReservedName) {
        #expect(ReservedName.of(name) == what)
    }

    @Test(
        "words that name nothing, and topic words, are free",
        arguments: ["x", "price", "rate", "smoot", "평당가", "vat"])
    func free(name: String) {
        #expect(ReservedName.of(name) == nil)
    }

    @Test("the file's place: XDG_CONFIG_HOME when absolute, else ~/.config")
    func location() {
        #expect(
            DefinitionsFile.location(environment: Environment(["XDG_CONFIG_HOME": "/x/", "HOME": "/h"]))
                == "/x/hwan/definitions")
        #expect(
            DefinitionsFile.location(environment: Environment(["XDG_CONFIG_HOME": "rel", "HOME": "/h"]))
                == "/h/.config/hwan/definitions")
        #expect(DefinitionsFile.location(environment: Environment([:])) == nil)
    }
}
