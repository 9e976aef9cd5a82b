/// The phrase words of the grammar (Resources/grammar-words.tsv): the words
/// people put around numbers (SPEC §2, "Words people put around the numbers"),
/// each a member of a class the parser reads by rule, never a phrase by heart.
extension NameIndex {
    public enum Phrase: Sendable, Equatable {
        /// 더하기, `divided by`, 제곱, 승, 분의: arithmetic said in words.
        case arithmetic(ArithmeticWord)
        /// 할인, `off`, 부가세, 팁: a percentage applied to the amount beside it.
        case percent(PercentWord)
        /// 더치페이, `split`, 나누면: the amount divided among the people counted.
        case split
        /// 명, `people`, `ways`: counts people (or shares) after a number.
        case people
        /// 개, 잔, 장, 인분: counts things bought after a number; a price beside it
        /// is each one's, times the count.
        case items
        /// 씩, `each`, 인당: the amount is each one's, times the people counted.
        case each
        /// 반반: the amount divided by two.
        case halves
        /// 당, 마다, `per`: a price per the unit beside it.
        case per
        /// 시급, 월급: a topic word that makes its amount a price per the unit (by symbol).
        case perTopic(unit: String)
        /// `half`, `two`, `dozen`: an English number word, `numerator / denominator`.
        case numeral(numerator: Int, denominator: Int)
        /// 이틀, 보름, 일주일: `count` of the unit (by symbol).
        case days(unit: String, count: Int)
    }

    /// Arithmetic said in words.
    public enum ArithmeticWord: String, Sendable, Equatable {
        case plus, minus, times, divide, power, sqrt
        /// 제곱, `squared`: the power 2; 세제곱, `cubed`: the power 3.
        case square, cube
        /// 승 (`2의 10승`): the number before it is the power.
        case raised
        /// 분의 (`3분의 2`): the number before it is the denominator of the one after.
        case over
    }

    /// Percentage words (SPEC §2).
    public enum PercentWord: String, Sendable, Equatable {
        /// 할인, `off`: the amount less the percentage.
        case off
        /// 인상, 이자: the amount plus the percentage; 인하: less it.
        case up, down
        /// 부가세, VAT: plus the percentage, 10% unless one is given.
        case vat
        /// 팁, `tip`: plus the percentage.
        case tip
        /// 별도 (the tax is to be added) and 포함 (the tax is in the amount).
        case extra, included
        /// 공급가: the amount before the tax that is in it.
        case supply
    }

    /// A phrase word of class `klass` with `meaning`, as the table writes it; nil when it is none.
    static func phrase(class klass: Substring, meaning: String) -> Phrase? {
        switch klass {
        case "op": return ArithmeticWord(rawValue: meaning).map(Phrase.arithmetic)
        case "pct": return PercentWord(rawValue: meaning).map(Phrase.percent)
        case "split": return .split
        case "people": return .people
        case "items": return .items
        case "each": return .each
        case "halves": return .halves
        case "per": return .per
        case "pertopic": return .perTopic(unit: meaning)
        case "numeral":
            let parts = meaning.split(separator: "/")
            guard let numerator = parts.first.flatMap({ Int($0) }) else { return nil }
            let denominator = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
            return .numeral(numerator: numerator, denominator: denominator)
        case "days":
            let parts = meaning.split(separator: ":")
            guard parts.count == 2, let count = Int(parts[1]) else { return nil }
            return .days(unit: String(parts[0]), count: count)
        default: return nil
        }
    }
}
