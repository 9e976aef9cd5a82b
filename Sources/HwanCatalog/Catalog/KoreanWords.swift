/// The Korean words the grammar reads besides names (SPEC §2): magnitude
/// words, Sino-Korean digits before them, native numbers before a name,
/// particles and question words.
package enum KoreanWords {
    /// 십 백 천 (within a group of four digits) and 만 억 조 경 (groups).
    package static func magnitude(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "십": 1
        case "백": 2
        case "천": 3
        case "만": 4
        case "억": 8
        case "조": 12
        case "경": 16
        default: nil
        }
    }

    /// 일 이 삼 … 구, read as digits only when a magnitude word follows (`오만원`, `이천`).
    package static func sinoDigit(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "일": 1
        case "이": 2
        case "삼": 3
        case "사": 4
        case "오": 5
        case "육": 6
        case "칠": 7
        case "팔": 8
        case "구": 9
        default: nil
        }
    }

    /// Native numbers, read only before a name (`한 근`, `두 돈`, `열 냥`).
    package static let nativeNumbers: [(word: String, value: Int)] = [
        ("다섯", 5), ("여섯", 6), ("일곱", 7), ("여덟", 8), ("아홉", 9),
        ("한", 1), ("두", 2), ("세", 3), ("네", 4), ("열", 10),
    ]

    /// What a particle after a quantity or a target does.
    package enum Particle: Equatable {
        /// 을 를 은 는 이 가 에 에서 만큼: nothing.
        case ignored
        /// 으로 로: the name before it is the target.
        case toward
        /// 의: `x의 y%`.
        case of
        /// 랑 이랑 하고 와 과: `달러랑 엔으로`, two targets (SPEC §2).
        case join
        /// 당 마다 after a unit: a price per that unit (`근당 15000원`, `kg당 얼마`).
        case per
        /// 씩 after an amount: each one's (`3만원씩 4명`).
        case each
    }

    /// Longest first, so `으로` is not read as `으` + `로` and `에서` not as `에`.
    package static let particles: [(word: String, particle: Particle)] = [
        ("으로는", .toward), ("으로", .toward), ("로는", .toward), ("에서", .ignored), ("만큼", .ignored),
        ("을", .ignored), ("를", .ignored), ("은", .ignored), ("는", .ignored), ("이", .ignored),
        ("가", .ignored), ("에", .ignored), ("로", .toward), ("의", .of), ("은요", .ignored), ("는요", .ignored),
        ("이랑", .join), ("랑", .join), ("하고", .join), ("와", .join), ("과", .join),
        // `15000원이면 kg당 얼마`: a condition said of the amount, nothing more.
        ("이면", .ignored), ("면", .ignored),
        // `100달러짜리`: "worth", a word that only labels the amount.
        ("짜리", .ignored), ("짜리를", .ignored), ("짜리는", .ignored),
        ("당", .per), ("마다", .per), ("씩", .each),
    ]

    /// Question words at the end of a line (`100달러는 원화로 얼마?`): ignored.
    package static let questions: [String] = [
        "얼마예요", "얼마에요", "얼마인가요", "얼마인데", "얼마야", "얼마지", "얼마임", "얼마냐", "얼마니", "얼마나", "얼마",
        // Endings after a target (`몇 평방미터야`, `몇 평이에요`).
        "이에요", "인가요", "이야", "예요", "이요", "일까", "이지", "야", "요", "지",
    ]

    /// 반 (half): before a name it is half of it (`반 근`), after a quantity it adds
    /// half of its unit (`한근 반`, `2시간 반`).
    package static let half = "반"

    /// 몇 before a name asks for that name: `34평은 몇 제곱미터?`.
    package static let howMany = "몇"

    /// `10프로`, `15퍼센트`: the percent sign, spelled out.
    package static let percentWords: [String] = ["퍼센트", "프로"]
}
