import Testing

@testable import HwanSupport

/// `Environment.process` reads each variable when asked; it must answer as the
/// table of every `NAME=value` of the process answered (for a name that appears
/// once, as `getenv` does), and a table answers as a dictionary.
@Suite("Environment variables by name")
struct EnvironmentTests {
    @Test("every variable of the process reads as its entry says, and names not there read nil")
    func processAnswersAsTheEntries() {
        var entries: [String: [String]] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = decodedCString(entry)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                entries[String(text[..<equals]), default: []].append(
                    String(text[text.index(after: equals)...]))
            }
            pointer += 1
        }
        #expect(!entries.isEmpty)
        for (name, values) in entries where values.count == 1 {
            #expect(Environment.process[name] == values[0], "\(name)")
        }
        var generator = SeededGenerator(seed: 61)
        for _ in 0..<1_000 {
            let name = "HWAN_ABSENT_" + String(UInt32.random(in: 0...UInt32.max, using: &generator))
            guard entries[name] == nil else { continue }
            #expect(Environment.process[name] == nil)
        }
    }

    @Test("a table answers as the dictionary it was made from")
    func tableAnswersAsDictionary() {
        let table = ["HOME": "/home/a", "HWAN_LANG": "ko", "EMPTY": ""]
        let environment = Environment(table)
        for name in ["HOME", "HWAN_LANG", "EMPTY", "PATH", ""] { #expect(environment[name] == table[name]) }
        let literal: Environment = ["HWAN_LANG": "en", "HWAN_LANG ": "x"]
        #expect(literal["HWAN_LANG"] == "en" && literal["HWAN_LANG "] == "x" && literal["LANG"] == nil)
    }
}
