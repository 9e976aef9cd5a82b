import Foundation
import HwanKit

/// The reference tables under NumberTables/, written by scripts/generate_number_tables.py
/// from Python's `decimal` and `fractions`.
enum NumberTables {
    /// The rows of one table, split on tabs, comments dropped.
    static func rows(_ name: String) -> [[String]] {
        let url = TestFiles.packageRoot.appendingPathComponent("Tests/HwanKitTests/NumberTables/\(name)")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }

    static func decimal(_ text: String) -> ExactDecimal {
        guard let value = ExactDecimal(text) else { fatalError("table value does not parse: \(text)") }
        return value
    }

    static func fraction(_ text: String) -> ExactFraction {
        let parts = text.split(separator: "/")
        let numerator = decimal(String(parts[0]))
        let denominator = parts.count > 1 ? decimal(String(parts[1])) : ExactDecimal.one
        do {
            return try ExactFraction(numerator: numerator, denominator: denominator)
        } catch {
            fatalError("table fraction has a zero denominator: \(text)")
        }
    }

    static func rule(_ name: String) -> FloatingPointRoundingRule {
        switch name {
        case "toNearestOrEven": .toNearestOrEven
        case "toNearestOrAwayFromZero": .toNearestOrAwayFromZero
        case "towardZero": .towardZero
        case "awayFromZero": .awayFromZero
        case "up": .up
        case "down": .down
        default: fatalError("unknown rounding rule in a table: \(name)")
        }
    }
}
