/// Reading `Resources/units.tsv` (format described in its header and in
/// scripts/generate_units.py): one unit per line, 14 tab-separated columns.
extension UnitCatalog {
    /// A defect in the data file, with its line number.
    public struct DataError: Error, Equatable, CustomStringConvertible {
        public let line: Int
        public let reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    public init(parsing text: String) throws(DataError) {
        var units: [UnitDefinition] = []
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            units.append(try Self.unit(fromLine: line, number: number))
        }
        self.init(units: units)
    }

    private static func unit(fromLine line: Substring, number: Int) throws(DataError) -> UnitDefinition {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 14 else {
            throw DataError(line: number, reason: "expected 14 columns, got \(fields.count)")
        }
        guard let dimension = UnitDimension(rawValue: fields[0]) else {
            throw DataError(line: number, reason: "unknown dimension '\(fields[0])'")
        }
        let factor: UnitFraction
        var offset: Decimal = 0
        do {
            factor = try UnitExpression.evaluate(fields[4])
            if !fields[5].isEmpty { offset = try UnitExpression.evaluate(fields[5]).value }
        } catch {
            throw DataError(line: number, reason: error.description)
        }
        guard factor.numerator != 0, factor.denominator != 0 else {
            throw DataError(line: number, reason: "factor is zero")
        }
        if list(fields[11]).contains("base"), fields[3] != "linear" || factor.value != 1 {
            throw DataError(line: number, reason: "a base unit must be linear with factor 1")
        }
        let conversion: UnitConversion
        switch fields[3] {
        case "linear": conversion = .linear(factor: factor.value)
        case "affine": conversion = .affine(factor: factor.value, offset: offset)
        case "reciprocal": conversion = .reciprocal(constant: factor.value)
        default: throw DataError(line: number, reason: "unknown kind '\(fields[3])'")
        }
        func list(_ field: String) -> [String] { field.split(separator: "|").map(String.init) }
        let required = [1, 2, 6, 7, 8, 13]
        if let empty = required.first(where: { fields[$0].isEmpty }) {
            throw DataError(line: number, reason: "column \(empty + 1) is empty")
        }
        return UnitDefinition(
            id: fields[1], dimension: dimension, symbol: fields[2], asciiSymbols: list(fields[9]),
            englishSingular: fields[6], englishPlural: fields[7], koreanName: fields[8],
            aliases: list(fields[10]),
            isBaseUnit: list(fields[11]).contains("base"),
            isKoreanTraditional: list(fields[11]).contains("korean"), source: fields[13],
            definition: fields[4],
            conversion: conversion, exactFactor: factor, offset: offset)
    }
}
