import Foundation
import HwanKit
import Testing

/// Every process seeds Swift's hashing afresh, so anything printed in a set's
/// order changes from run to run. Found by comparing two builds over 30,000
/// generated lines: "cannot convert money or volume (cup)" printed its
/// dimensions in either order. These runs print the same bytes every time.
@Suite("End to end: the same line gives the same message in every process")
struct DeterministicMessagesEndToEndTests {
    @Test("names of several dimensions converted to an angle: one message per line over five processes")
    func severalDimensions() throws {
        // Every lower-case ASCII key of the name index that names both a currency
        // and a unit (`cup`: the Cuban peso and the cup), to a dimension neither
        // has: each line's error lists the alternatives.
        var keys: [String] = []
        NameIndex.forEachKey { key, entries in
            guard !key.isEmpty, key.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return }
            let currency = entries.contains { if case .currency = $0.target { true } else { false } }
            let unit = entries.contains { if case .unit = $0.target { true } else { false } }
            if currency && unit { keys.append(key) }
        }
        let input = keys.map { "1 \($0) to °" }.joined(separator: "\n") + "\n"
        let environment = ["HWAN_OFFLINE": "1", "HWAN_LANG": "en"]
        var runs: [String] = []
        for _ in 0..<5 {
            let result = try HwanProcess().run(["-t"], stdin: input, environment: environment, timeout: 120)
            runs.append(result.stderr)
        }
        let alternatives = runs[0].split(separator: "\n").filter {
            $0.contains(" or ") && $0.contains("cannot convert")
        }
        #expect(alternatives.count >= 3, "too few lines list alternatives to test: \(alternatives.count)")
        for (index, run) in runs.enumerated().dropFirst() {
            let differing = zip(runs[0].split(separator: "\n"), run.split(separator: "\n")).filter {
                $0 != $1
            }
            #expect(differing.isEmpty, "run \(index + 1) differs: \(differing.prefix(3))")
        }
    }
}
