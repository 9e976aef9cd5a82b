/// Korean magnitude words and how a numeral built from them adds up, the way
/// it is read aloud: `1억2천만` = 1×10^8 + 2×10^3×10^4, `3만5천` = 35,000,
/// `2.5만` = 25,000, `만` = 10,000, `천만` = 10^7.
///
/// 십 (10), 백 (100) and 천 (1,000) scale within a four-digit group and must
/// descend inside it; 만 (10^4), 억 (10^8) and 조 (10^12) close a group and
/// must descend across the numeral. A digit run after the last word counts
/// as ones (`3천5` = 3,005, `3만5` = 30,005, as written, not as slang). A word
/// with no digits before it means one of it. There are no spaces inside a
/// numeral: `3만 5천` is two numbers.
struct KoreanNumeral {
    enum Failure: Error {
        /// A word that does not descend from the one before (`5백3천`, `3만2만`).
        case outOfOrder
        /// The value left 10^-1000...10^1000.
        case outOfRange
    }

    /// Power of ten named by a magnitude word, or nil.
    static func power(of scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "십": 1
        case "백": 2
        case "천": 3
        case "만": 4
        case "억": 8
        case "조": 12
        default: nil
        }
    }

    private var total = ExactDecimal.zero
    private var group = ExactDecimal.zero
    private var groupHasContent = false
    private var pending: ExactDecimal?
    private var usedWords = false
    private var lastSmallPower = 4
    private var lastLargePower = 13

    /// Whether a digit run is waiting for its word (a second run cannot follow it).
    var hasPendingDigits: Bool { pending != nil }

    mutating func add(digits value: ExactDecimal) {
        pending = value
    }

    mutating func apply(power: Int) throws(Failure) {
        let isSmall = power < 4
        guard power < (isSmall ? lastSmallPower : lastLargePower) else { throw .outOfOrder }
        usedWords = true
        if isSmall {
            group += (pending ?? .one).scaled(byPowerOfTen: power)
            lastSmallPower = power
            groupHasContent = true
        } else {
            if let pending {
                group += pending
                groupHasContent = true
            }
            let multiplier = groupHasContent ? group : .one
            total += multiplier.scaled(byPowerOfTen: power)
            group = .zero
            groupHasContent = false
            lastSmallPower = 4
            lastLargePower = power
        }
        pending = nil
        try checkRange(total + group)
    }

    /// The numeral's value so far.
    func value() throws(Failure) -> ExactDecimal {
        guard usedWords else { return pending ?? .zero }
        let value = total + group + (pending ?? .zero)
        try checkRange(value)
        return value
    }

    private func checkRange(_ value: ExactDecimal) throws(Failure) {
        guard !value.isZero else { return }
        let order = value.orderOfMagnitude
        if order > Scalar.limitExponent || (order == Scalar.limitExponent && value.coefficient != .one) {
            throw .outOfRange
        }
    }
}
