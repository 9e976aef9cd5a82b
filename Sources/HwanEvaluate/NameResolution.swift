/// Decides what every name of a line means (SPEC §2: "A word that could mean
/// several things is resolved by the other side's dimension").
///
/// Names that must share a dimension form a group: the targets with the
/// names of the expression joined by `+`, `-`, side-by-side sums and by `*`
/// or `/` with plain numbers; a quantity divided by a quantity starts groups of
/// its own (their ratio is a plain number). A group takes the one dimension
/// every name in it can have (`30도 to 화씨`: temperature, so 도 is °C; `5키로 to
/// 마일`: length). When several remain, the better-matching spellings decide
/// within units (`m` is the metre, `min` only by its ASCII spelling); between a
/// currency and a unit only the case of a code decides (`CUP` the Cuban peso,
/// `cup` the cup); anything else is ambiguous and the error lists the meanings.
public enum NameResolution {
    /// What one name turned out to mean.
    public enum Meaning: Sendable, Equatable, Hashable {
        case currency(code: String, row: Int)
        case unit(id: String, row: Int, dimension: UnitDimension)

        var dimension: Dimension {
            switch self {
            case .currency: .money
            case .unit(_, _, let dimension): .unit(dimension)
            }
        }
    }

    /// Money is one dimension: currencies meet through the rates.
    public enum Dimension: Sendable, Equatable, Hashable {
        case money
        case unit(UnitDimension)
    }

    /// A name in the line and its possible meanings with how well each matches.
    struct Name {
        let match: NameMatch
        let range: Range<Int>
        let options: [(meaning: Meaning, quality: Int)]

        init(_ match: NameMatch, range: Range<Int>) {
            self.match = match
            self.range = range
            // Labelled as the property is: an unlabelled array would be cast, copied, on assignment.
            var options: [(meaning: Meaning, quality: Int)] = []
            options.reserveCapacity(match.entries.count)
            for entry in match.entries {
                let meaning: Meaning
                switch entry.target {
                case .currency(let code): meaning = .currency(code: code, row: entry.row)
                case .unit(let id):
                    guard let dimension = UnitCatalog.dimension(ofRow: entry.row) else { continue }
                    meaning = .unit(id: id, row: entry.row, dimension: dimension)
                }
                let quality = Self.quality(of: entry, typed: match.text)
                if let existing = options.firstIndex(where: { $0.0 == meaning }) {
                    options[existing].1 = min(options[existing].1, quality)
                } else {
                    options.append((meaning, quality))
                }
            }
            self.options = options
        }

        /// A code typed in capitals is a perfect match, in small letters a weaker
        /// one, in mixed case weaker still (`uAh` is the microampere-hour, not UAH).
        static func quality(of entry: NameIndex.Entry, typed: String) -> Int {
            guard entry.spelling == .code else { return entry.quality(for: typed) }
            // ASCII (every code): no small letter is upper case, no capital lower case.
            if typed.utf8.allSatisfy({ $0 < 0x80 }) {
                if !typed.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) { return 0 }
                return typed.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) ? 2 : 1
            }
            if typed == typed.uppercased() { return 0 }
            return typed == typed.lowercased() ? 1 : 2
        }

        var dimensions: Set<Dimension> { Set(options.map(\.meaning.dimension)) }

        /// The dimensions in the order of the meanings (best first), each once:
        /// what a message lists, the same on every run (a set's order is not).
        var orderedDimensions: [Dimension] {
            var seen: [Dimension] = []
            for option in options where !seen.contains(option.meaning.dimension) {
                seen.append(option.meaning.dimension)
            }
            return seen
        }

        /// The one dimension every meaning has, nil when there are none or several.
        var onlyDimension: Dimension? {
            guard let first = options.first?.meaning.dimension else { return nil }
            return options.allSatisfy { $0.meaning.dimension == first } ? first : nil
        }

        /// The one best meaning in `dimension`, nil when none or several tie
        /// (`best(in:)` without its arrays: what every line that resolves asks).
        func onlyBest(in dimension: Dimension) -> Meaning? {
            var top = Int.max
            var found: Meaning?
            var tied = false
            for option in options where option.meaning.dimension == dimension {
                if option.quality < top {
                    top = option.quality
                    found = option.meaning
                    tied = false
                } else if option.quality == top {
                    tied = true
                }
            }
            return tied ? nil : found
        }

        func best(in dimension: Dimension) -> [(meaning: Meaning, quality: Int)] {
            let inside = options.filter { $0.meaning.dimension == dimension }
            guard let top = inside.map(\.quality).min() else { return [] }
            return inside.filter { $0.quality == top }
        }
    }

    /// Every name's meaning, by the range of the line it covers: a short list
    /// (a line names a few things), searched in place of a dictionary.
    /// (Each name's kind is looked up in the catalogs once, as its meaning is
    /// settled: a line of a known shape reuses the meanings, kinds and all.)
    public struct Meanings: Sendable {
        /// A name's range, meaning and the unit or currency it stands for (nil
        /// when the catalog has no such row).
        /// (A struct, not a tuple: an array of tuples looks its type up at run time.)
        private struct Pair: Sendable {
            let range: Range<Int>
            let meaning: Meaning
            let kind: Quantity.Kind?
        }

        private var pairs: [Pair] = []

        init(capacity: Int) { pairs.reserveCapacity(capacity) }

        mutating func append(_ meaning: Meaning, at range: Range<Int>) {
            pairs.append(Pair(range: range, meaning: meaning, kind: Self.kind(of: meaning)))
        }

        /// The meaning of the name covering exactly `range`.
        public subscript(range: Range<Int>) -> Meaning? {
            for pair in pairs where pair.range == range { return pair.meaning }
            return nil
        }

        /// The unit or currency of the name covering exactly `range`; nil when no
        /// name covers it or the catalog has no row for its meaning.
        func kind(at range: Range<Int>) -> Quantity.Kind? {
            for pair in pairs where pair.range == range { return pair.kind }
            return nil
        }

        /// The place among the names of the name covering exactly `range`
        /// (what `replace(at:with:kind:)` takes).
        package func index(of range: Range<Int>) -> Int? {
            pairs.firstIndex { $0.range == range }
        }

        /// The meaning of the name at `index` (`index(of:)`).
        package func meaning(at index: Int) -> Meaning { pairs[index].meaning }

        /// The name at `index` made to mean `meaning`, which stands for `kind`
        /// (`kind(of:)`): the memo of line shapes (HwanSession's `LineShapes`)
        /// gives a line the kept meanings with its own currency codes.
        package mutating func replace(at index: Int, with meaning: Meaning, kind: Quantity.Kind?) {
            pairs[index] = Pair(range: pairs[index].range, meaning: meaning, kind: kind)
        }

        /// Every name's range and meaning, in line order.
        public var inLineOrder: [(range: Range<Int>, meaning: Meaning)] {
            pairs.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { ($0.range, $0.meaning) }
        }

        /// What `meaning` stands for in the catalogs: the row it names, if that row is the one named.
        package static func kind(of meaning: Meaning) -> Quantity.Kind? {
            switch meaning {
            case .currency(let code, let row):
                CurrencyCatalog.currency(atRow: row, code: code).map { .money($0) }
            case .unit(let id, let row, _):
                UnitCatalog.unit(atRow: row, id: id).map { .unit($0) }
            }
        }
    }

    /// Every name's meaning, by the range of the line it covers.
    package static func resolve(_ line: ParsedLine) throws(EvaluationError) -> Meanings {
        // A line of plain numbers (`(120+35)*3`) names nothing to resolve.
        if line.targets.isEmpty && !Parser.mentionsName(line.expression) { return Meanings(capacity: 0) }
        var main: [Name] = []
        main.reserveCapacity(line.targets.count + 2)
        var others: [[Name]] = []
        collect(line.expression, into: &main, separate: &others)
        for target in line.targets {
            if target.isCompound {
                // `m/s`, `원/평`: each name of a unit expression is read on its own.
                others.append([Name(target.name, range: target.range)])
                others += target.factors.map { [Name($0.name, range: $0.range)] }
            } else {
                main.append(Name(target.name, range: target.range))
            }
        }
        var meanings = Meanings(capacity: main.count + others.reduce(0) { $0 + $1.count })
        // `3 g to m/s^2`: a unit expression as target says which dimension the line is about.
        let senses = line.targets.filter(\.isCompound).compactMap(Self.vector(of:))
        try settle(main, into: &meanings, senses: senses)
        for group in others { try settle(group, into: &meanings) }
        return meanings
    }

    /// Gives every name of `group` its one meaning in the group's dimension.
    private static func settle(_ group: [Name], into meanings: inout Meanings, senses: [DimensionVector] = [])
        throws(EvaluationError)
    {
        guard !group.isEmpty else { return }
        let dimension = try choose(for: group, senses: senses)
        for name in group {
            guard let meaning = name.onlyBest(in: dimension) else {
                throw .ambiguous(name.match.text, name.best(in: dimension).map(\.meaning), at: name.range)
            }
            meanings.append(meaning, at: name.range)
        }
    }

    /// Names of `expression` that share a dimension with the line's result go into
    /// `group`; groups of their own (both sides of `km / mi`) into `separate`.
    private static func collect(_ expression: Expression, into group: inout [Name], separate: inout [[Name]])
    {
        switch expression {
        case .number, .ans, .pi, .euler: return
        case .quantity(let amount, let name, let nameRange):
            group.append(Name(name, range: nameRange))
            if let amount { isolate(amount, separate: &separate) }
        case .negate(let e, _), .percent(let e, _), .factorial(let e, _), .call(_, let e, _),
            .group(let e, _):
            collect(e, into: &group, separate: &separate)
        case .chain(let first, let links):
            // The chain folds left: the names of the value so far, then each operand.
            var folded: [Name] = []
            collect(first, into: &folded, separate: &separate)
            var foldedNamed = Parser.mentionsName(first)
            for link in links {
                let operandNamed = Parser.mentionsName(link.operand)
                switch link.op {
                case .multiply, .divide, .of, .modulo, .power, .logarithm:
                    if foldedNamed && operandNamed {
                        if !folded.isEmpty { separate.append(folded) }
                        folded = []
                        isolate(link.operand, separate: &separate)
                        continue
                    }
                case .add, .subtract, .juxtapose, .maximum, .minimum, .hypotenuse:
                    break
                }
                collect(link.operand, into: &folded, separate: &separate)
                foldedNamed = foldedNamed || operandNamed
            }
            group += folded
        case .binary(.power, let base, let exponent, _) where Parser.mentionsName(base):
            // `(10 m)^2`, `s^2`: a powered quantity has a dimension of its own.
            isolate(base, separate: &separate)
            isolate(exponent, separate: &separate)
        case .binary(let op, let left, let right, _):
            switch op {
            case .logarithm:
                // `log(x, base)`: two plain numbers, each read on its own.
                isolate(left, separate: &separate)
                isolate(right, separate: &separate)
            case .add, .subtract, .juxtapose, .maximum, .minimum, .hypotenuse:
                collect(left, into: &group, separate: &separate)
                collect(right, into: &group, separate: &separate)
            case .multiply, .divide, .of, .modulo, .power:
                let leftNamed = Parser.mentionsName(left)
                let rightNamed = Parser.mentionsName(right)
                if leftNamed && rightNamed {
                    isolate(left, separate: &separate)
                    isolate(right, separate: &separate)
                } else {
                    collect(left, into: &group, separate: &separate)
                    collect(right, into: &group, separate: &separate)
                }
            }
        }
    }

    private static func isolate(_ expression: Expression, separate: inout [[Name]]) {
        var group: [Name] = []
        collect(expression, into: &group, separate: &separate)
        if !group.isEmpty { separate.append(group) }
    }

    /// The dimension a group takes, or why none or several fit.
    private static func choose(for group: [Name], senses: [DimensionVector]) throws(EvaluationError)
        -> Dimension
    {
        // Most lines: every name has one dimension, the same (no sets needed).
        if let only = group[0].onlyDimension, group.allSatisfy({ $0.onlyDimension == only }) { return only }
        var common = group[0].dimensions
        for name in group.dropFirst() {
            let next = common.intersection(name.dimensions)
            if next.isEmpty {
                // Name the first pair that cannot meet.
                let earlier = group.first { $0.dimensions.isDisjoint(with: name.dimensions) } ?? group[0]
                throw .incompatible(
                    first: earlier.match.text, firstDimensions: earlier.orderedDimensions,
                    second: name.match.text, secondDimensions: name.orderedDimensions, at: name.range)
            }
            common = next
        }
        common = try keepingExactCase(common, group)
        if common.count == 1 { return common.first! }
        let units = common.compactMap { d -> (Dimension, Int)? in
            guard case .unit = d else { return nil }
            return (d, group.map { $0.best(in: d).first?.quality ?? 3 }.reduce(0, +))
        }
        let bestUnit = units.min { $0.1 < $1.1 }
        if !common.contains(.money), let bestUnit {
            let tied = units.filter { $0.1 == bestUnit.1 }
            if tied.count == 1 { return bestUnit.0 }
            if let settled = settledBySense(
                tied.map(\.0), group: group, senses: senses, exact: bestUnit.1 == 0)
            {
                return settled
            }
            throw ambiguity(in: group, among: Set(tied.map(\.0)))
        }
        // Money against units: only the case of a code or symbol decides, or English
        // number words before the name (`a quarter pound`: the mass).
        for name in group where name.dimensions.contains(.money) && name.dimensions.count > 1 {
            if name.match.prefersUnit {
                let units = name.orderedDimensions.filter { $0 != .money && common.contains($0) }
                if units.count == 1 { return units[0] }
            }
            if let decided = caseDecides(name, units: Set(units.map(\.0))) { return decided }
            throw ambiguity(in: group, among: common)
        }
        // Every name allows money and units only through other names: prefer money
        // only if no unit reading is better.
        throw ambiguity(in: group, among: common)
    }

    /// SPEC §2, an exact-case symbol always wins: of the dimensions every name
    /// allows, those some name reaches only by a symbol typed in another case
    /// (`kT` for `kt`, `T` for `t`) while its own case names another dimension
    /// are dropped; when none is left, the exact readings cannot meet and the
    /// error names them (`1 kt to t`: speed and mass, never kilotesla to tesla).
    private static func keepingExactCase(_ common: Set<Dimension>, _ group: [Name]) throws(EvaluationError)
        -> Set<Dimension>
    {
        /// The dimensions `name` has by spellings in their own case; nil when it has none.
        func exact(_ name: Name) -> Set<Dimension>? {
            let dimensions = Set(name.options.filter { $0.quality < 2 }.map(\.meaning.dimension))
            return dimensions.isEmpty ? nil : dimensions
        }
        let kept = common.filter { dimension in
            group.allSatisfy { exact($0)?.contains(dimension) ?? true }
        }
        guard kept.isEmpty else { return kept }
        for (index, name) in group.enumerated() {
            guard let own = exact(name) else { continue }
            for earlier in group[..<index] {
                guard let theirs = exact(earlier), theirs.isDisjoint(with: own) else { continue }
                let order = { (name: Name, set: Set<Dimension>) in name.orderedDimensions.filter(set.contains)
                }
                throw .incompatible(
                    first: earlier.match.text, firstDimensions: order(earlier, theirs),
                    second: name.match.text, secondDimensions: order(name, own), at: name.range)
            }
        }
        return common
    }

    /// SPEC §2, ambiguity settled by sense: of unit dimensions tied after both
    /// sides, the one a compound target has (`3 g to m/s^2`: g-force); else, when
    /// every name was typed as an exact symbol, the everyday one, first in the
    /// data's order (`0.003 g`, `500원/g`: the gram). Nil: still a tie.
    private static func settledBySense(
        _ tied: [Dimension], group: [Name], senses: [DimensionVector], exact: Bool
    ) -> Dimension? {
        let sensible = tied.filter { dimension in
            guard case .unit(let unit) = dimension else { return false }
            return senses.contains(unit.vector)
        }
        if sensible.count == 1 { return sensible[0] }
        guard exact else { return nil }
        // The tied meanings' rows: the data lists dimensions in everyday order.
        var first: (row: Int, dimension: Dimension)?
        for name in group {
            for option in name.options where tied.contains(option.meaning.dimension) {
                guard case .unit(_, let row, _) = option.meaning else { continue }
                if row < first?.row ?? .max { first = (row, option.meaning.dimension) }
            }
        }
        return first?.dimension
    }

    /// The dimensions of a unit-expression target, when each of its names has one.
    private static func vector(of target: ConversionTarget) -> DimensionVector? {
        func vector(_ match: NameMatch) -> DimensionVector? {
            let name = Name(match, range: 0..<0)
            guard case .unit(let dimension)? = name.onlyDimension else { return nil }
            return dimension.vector
        }
        guard var total = vector(target.name).map({ $0 * target.power }) else { return nil }
        for factor in target.factors {
            guard let part = vector(factor.name) else { return nil }
            total = total + part * factor.exponent
        }
        return total
    }

    /// `CUP` is money, `cup` the cup; `uAh` the unit, `UAH` and `uah` money.
    private static func caseDecides(_ name: Name, units: Set<Dimension>) -> Dimension? {
        let typed = name.match.text
        let codes = name.match.entries.filter { $0.spelling == .code }
        guard !codes.isEmpty else { return nil }
        var exactUnit: Dimension?
        for option in name.options {
            guard case .unit = option.meaning.dimension, units.contains(option.meaning.dimension) else {
                continue
            }
            let exact = name.match.entries.contains { entry in
                guard case .unit(let id) = entry.target, case .unit(let optionID, _, _) = option.meaning,
                    id == optionID
                else { return false }
                switch entry.spelling {
                case .symbol(let spelled), .asciiSymbol(let spelled): return spelled == typed
                case .code, .name, .alias, .sign: return false
                }
            }
            if exact { exactUnit = option.meaning.dimension }
        }
        if typed == typed.uppercased() && typed.count == 3 { return .money }
        if let exactUnit { return exactUnit }
        return .money
    }

    private static func ambiguity(in group: [Name], among dimensions: Set<Dimension>) -> EvaluationError {
        let name = group.first { Set($0.dimensions).intersection(dimensions).count > 1 } ?? group[0]
        let meanings = name.options.map(\.meaning).filter { dimensions.contains($0.dimension) }
        return .ambiguous(name.match.text, meanings, at: name.range)
    }
}
