import HwanCatalog
import HwanNumbers

// SPEC §2, how results are shown: a quantity alone goes along its dimension's ladder.
extension Evaluator {
    /// Where a quantity with no target is shown when its dimension's reference
    /// unit would give a number below 1 or from 10^6 up (`1 µs`, not
    /// `1.666666667e-8 min`; `100 GB`, not `100,000,000,000 B`): the largest rung
    /// of the ladder (units flagged `ladder` in Resources/units.tsv) that gives
    /// at least 1, else the smallest; past either end of the ladder, or with no
    /// ladder, the quantity's own unit when that gives 1 to below 1000. Nil when
    /// the reference number is in range.
    func ladderRung(for value: Quantity) -> UnitDefinition? {
        let dimension: UnitDimension
        switch value.kind {
        case .unit(let unit) where unit.shape == .linear: dimension = unit.dimension
        case .compound(let compound):
            let named = compound.vector.namedDimensions
            guard named.count == 1 else { return nil }
            dimension = named[0]
        case .unit, .number, .money: return nil
        }
        let rungs = Self.ladders[dimension] ?? []
        guard let reference = ReferenceUnits.reference(of: dimension),
            let inReference = try? convert(value, to: .unit(reference), at: 0..<0).value.fraction.magnitude
        else { return nil }
        guard !Self.readsWell(inReference) else { return nil }
        // A dimension with no ladder (`1 nF`, `1 km²`): the unit of its own, when it reads well.
        guard !rungs.isEmpty else { return ownUnit(of: value) }
        var chosen = rungs[0]
        var number: ExactFraction?
        for rung in rungs {
            guard let n = try? convert(value, to: .unit(rung), at: 0..<0).value.fraction.magnitude else {
                continue
            }
            if !(n < .one) || number == nil { (chosen, number) = (rung, n) }
        }
        // Past either end of the ladder (`3 fs`, `2 TWh`, `1 Qg`), a unit of its own
        // that gives 1 to below 1000 says it better than `0.000003 ns` or `7,200,000 GJ`.
        if let number, number < .one || !(number < Self.rungCeiling), let own = ownUnit(of: value) {
            return own
        }
        return chosen
    }

    /// The unit `value` is in, when it gives a number from 1 to below 1000; else nil.
    private func ownUnit(of value: Quantity) -> UnitDefinition? {
        guard case .unit(let own) = value.kind else { return nil }
        let n = value.value.fraction.magnitude
        return !(n < .one) && n < Self.rungCeiling ? own : nil
    }

    /// A number from 1 to below 10^6 (or 0): what the reference unit's number
    /// must be for a quantity alone to be shown in it.
    static func readsWell(_ magnitude: ExactFraction) -> Bool {
        magnitude.isZero || (!(magnitude < .one) && magnitude < ladderCeiling)
    }

    /// 1000: a rung gives a number from 1 to below this.
    static let rungCeiling = ExactFraction(1000)

    /// 10^6: from here up, the reference unit's number is too long to read.
    static let ladderCeiling = ExactFraction(1_000_000)

    /// The rungs of each dimension's ladder, smallest first, read from the catalog once.
    static let ladders: [UnitDimension: [UnitDefinition]] = {
        var ladders: [UnitDimension: [UnitDefinition]] = [:]
        for unit in UnitCatalog.standard.all where unit.isLadderRung {
            ladders[unit.dimension, default: []].append(unit)
        }
        return ladders.mapValues { $0.sorted { $0.hasSmallerFactor(than: $1) } }
    }()
}
