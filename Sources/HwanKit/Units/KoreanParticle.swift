/// Korean particles that depend on the preceding syllable: 을/를, 으로/로, 은/는.
/// Words that do not end in a Hangul syllable (symbols, Latin) get both forms, `을(를)`.
enum KoreanParticle {
    /// `word` + 을 or 를.
    static func object(_ word: String) -> String {
        word + pick(word, consonant: "을", vowel: "를", rieulIsVowel: false)
    }

    /// `word` + 으로 or 로 (ㄹ takes 로: 길로, 질량으로).
    static func direction(_ word: String) -> String {
        word + pick(word, consonant: "으로", vowel: "로", rieulIsVowel: true)
    }

    /// `word` + 은 or 는.
    static func topic(_ word: String) -> String {
        word + pick(word, consonant: "은", vowel: "는", rieulIsVowel: false)
    }

    private static func pick(_ word: String, consonant: String, vowel: String, rieulIsVowel: Bool) -> String {
        guard let last = word.unicodeScalars.last, last.value >= 0xAC00, last.value <= 0xD7A3 else {
            return consonant.count == 1 ? "\(consonant)(\(vowel))" : "(으)로"
        }
        let finalConsonant = (last.value - 0xAC00) % 28
        if finalConsonant == 0 || (rieulIsVowel && finalConsonant == 8) { return vowel }
        return consonant
    }
}
