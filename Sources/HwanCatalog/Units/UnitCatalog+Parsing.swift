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
        for (number, fields) in TSV.rows(text) {
            units.append(try Self.unit(fromFields: fields, number: number))
        }
        self.init(units: units)
    }

    static func unit(fromFields fields: [String], number: Int) throws(DataError) -> UnitDefinition {
        guard fields.count == 14 else {
            throw DataError(line: number, reason: "expected 14 columns, got \(fields.count)")
        }
        guard let dimension = UnitDimension(rawValue: fields[0]) else {
            throw DataError(line: number, reason: "unknown dimension '\(fields[0])'")
        }
        let factor: ExactFraction
        var offset = ExactFraction.zero
        do {
            factor = try UnitExpression.evaluate(fields[4])
            if !fields[5].isEmpty { offset = try UnitExpression.evaluate(fields[5]) }
        } catch {
            throw DataError(line: number, reason: error.description)
        }
        guard !factor.isZero else {
            throw DataError(line: number, reason: "factor is zero")
        }
        let flags = TSV.list(fields[11])
        if flags.contains("base"), fields[3] != "linear" || factor != .one {
            throw DataError(line: number, reason: "a base unit must be linear with factor 1")
        }
        let shape: UnitDefinition.Shape
        switch fields[3] {
        case "linear": shape = .linear
        case "affine": shape = .affine
        case "reciprocal": shape = .reciprocal
        default: throw DataError(line: number, reason: "unknown kind '\(fields[3])'")
        }
        let required = [1, 2, 6, 7, 8, 13]
        if let empty = required.first(where: { fields[$0].isEmpty }) {
            throw DataError(line: number, reason: "column \(empty + 1) is empty")
        }
        return UnitDefinition(
            id: fields[1], dimension: dimension, symbol: fields[2], asciiSymbols: TSV.list(fields[9]),
            englishSingular: fields[6], englishPlural: fields[7], koreanName: fields[8],
            aliases: TSV.list(fields[10]),
            isBaseUnit: flags.contains("base"),
            isKoreanTraditional: flags.contains("korean"), isLadderRung: flags.contains("ladder"),
            isPrefixedByRule: flags.contains("prefixed-by-rule"),
            source: fields[13],
            definition: fields[4],
            shape: shape, exactFactor: factor, offset: offset)
    }
}
