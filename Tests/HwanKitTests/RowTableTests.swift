import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSupport

/// `RowTable` replaced a dictionary in the row caches: it must hold what a
/// dictionary holds, through growth, for rows near and far apart.
@Suite("The row caches' table")
struct RowTableTests {
    @Test("answers as a dictionary over 50,000 seeded stores and lookups")
    func seededOperations() {
        var generator = SeededGenerator(seed: 4242)
        var table = RowTable<Int?>()
        var dictionary: [Int: Int?] = [:]
        for step in 0..<50000 {
            // Rows close together (as in one file) and far apart, some stored twice, some nil.
            let row =
                Bool.random(using: &generator)
                ? Int.random(in: 0..<3000, using: &generator) * 37
                : Int.random(in: 0..<(1 << 40), using: &generator)
            if Int.random(in: 0..<3, using: &generator) == 0 {
                let value: Int? = step % 7 == 0 ? nil : step
                table.set(value, for: row)
                dictionary[row] = .some(value)
            }
            #expect(table[row] == dictionary[row], "\(row)")
        }
        for (row, value) in dictionary { #expect(table[row] == value, "\(row)") }
    }
}
