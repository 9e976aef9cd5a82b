/// What a line computed.
public struct Evaluation: Sendable {
    /// The expression's value before any conversion.
    public let value: Quantity
    /// The first result (a plain zero while there is none: `resultCount` says),
    /// and the others: a line of one result (most) makes no array.
    package let firstResult: Quantity
    /// (nil for none: a line of one result holds no array, not even an empty one.)
    let moreResults: [Quantity]?
    /// The results after the first.
    package var laterResults: [Quantity] { moreResults ?? [] }
    /// How many results there are: one per target, or the default conversion; none for a plain number.
    public let resultCount: Int
    /// Whether the line named its targets (else the results are the default conversion).
    public let targetsGiven: Bool
    /// `255 to hex`: the whole-number value written in this base.
    public var base: NumberBase? = nil
    /// `180 cm to ft in`: one mixed result, largest unit first.
    public var mixed: [Quantity]? = nil
    /// Whether the targets were typed as Korean names (`to 시간 분`): shown glued, `3시간 20분`.
    public var mixedKorean = false

    package init(value: Quantity, results: [Quantity], targetsGiven: Bool) {
        self.value = value
        // (No result: a plain zero stands in its place, not a copy of the value.)
        self.firstResult = results.first ?? Quantity(Scalar(ExactFraction(magnitude: 0)))
        self.moreResults = results.count > 1 ? Array(results.dropFirst()) : nil
        self.resultCount = results.count
        self.targetsGiven = targetsGiven
    }

    /// No result (a plain number): a plain zero in the first result's place.
    package init(value: Quantity, targetsGiven: Bool) {
        self.value = value
        self.firstResult = Quantity(Scalar(ExactFraction(magnitude: 0)))
        self.moreResults = nil
        self.resultCount = 0
        self.targetsGiven = targetsGiven
    }

    /// One result: no array made.
    package init(value: Quantity, result: Quantity, targetsGiven: Bool) {
        self.value = value
        self.firstResult = result
        self.moreResults = nil
        self.resultCount = 1
        self.targetsGiven = targetsGiven
    }

    /// One result per target, or the default conversion; empty for a plain number.
    public var results: [Quantity] {
        guard resultCount > 0 else { return [] }
        var results = [firstResult]
        if let moreResults { results.append(contentsOf: moreResults) }
        return results
    }

    /// The last result, or the value when there is none: what `ans` is after the line.
    /// (No optional made on the way: the one copy, of the quantity returned.)
    package var lastValue: Quantity {
        if resultCount == 0 { return value }
        if let moreResults, let last = moreResults.last { return last }
        return firstResult
    }
}
