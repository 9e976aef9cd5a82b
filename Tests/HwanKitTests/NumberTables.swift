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

    /// A table value; exponents beyond the parser's ±100,000 (results of `exp`) are applied by hand.
    static func decimal(_ text: String) -> ExactDecimal {
        if let value = ExactDecimal(text) { return value }
        let parts = text.split(separator: "E")
        guard parts.count == 2, let mantissa = ExactDecimal(parts[0]), let exponent = Int(parts[1]) else {
            fatalError("table value does not parse: \(text)")
        }
        return mantissa.scaled(byPowerOfTen: exponent)
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
