/// The two bits of Korean grammar every message needs: particles that agree
/// with the word before them (을/를, 은/는, 이/가, (으)로) and lists ("A, B 또는 C").
/// One helper, so no message picks its particles differently.
public enum KoreanGrammar {
    public enum Particle: Sendable {
        /// 을/를
        case object
        /// 은/는
        case topic
        /// 이/가
        case subject
        /// 으로/로 (ㄹ takes 로: 길로, 질량으로)
        case direction

        fileprivate var forms: (consonant: String, vowel: String, unknown: String) {
            switch self {
            case .object: ("을", "를", "을(를)")
            case .topic: ("은", "는", "은(는)")
            case .subject: ("이", "가", "이(가)")
            case .direction: ("으로", "로", "(으)로")
            }
        }
    }

    /// The form of `particle` that follows `word`. A word that does not end in a
    /// Hangul syllable (a code, a symbol, a number) gets both forms: `USD을(를)`.
    public static func particle(_ particle: Particle, after word: String) -> String {
        let forms = particle.forms
        guard let last = word.unicodeScalars.last, (0xAC00...0xD7A3).contains(last.value) else {
            return forms.unknown
        }
        let final = (last.value - 0xAC00) % 28
        if final == 0 || (particle == .direction && final == 8) { return forms.vowel }
        return forms.consonant
    }

    /// `word` followed by the agreeing form of `particle`.
    public static func attach(_ particle: Particle, to word: String) -> String {
        word + self.particle(particle, after: word)
    }

    /// `A`, `A or B`, `A, B or C` in English; `A`, `A 또는 B`, `A, B 또는 C` in Korean.
    public static func alternatives(_ items: [String], in language: Language) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        let word = language == .ko ? "또는" : "or"
        return items.dropLast().joined(separator: ", ") + " \(word) " + items[items.count - 1]
    }
}

extension Unicode.Scalar {
    /// A precomposed Hangul syllable (가–힣): what tells a Korean word from a Latin one.
    package var isHangulSyllable: Bool { value >= 0xAC00 && value <= 0xD7A3 }
}
