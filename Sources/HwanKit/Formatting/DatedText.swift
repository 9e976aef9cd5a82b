/// The line under a dated answer (SPEC §12) naming the day used and its
/// source: `2024-03-03 (일) → 2024-03-01 (금) ECB 기준환율` when the day asked had
/// no rates of its own, else `2024-03-04 (월) ECB 기준환율`; a bank's rate names
/// itself (`2024-03-04 (월) Korea Exim 매매기준율`).
enum DatedText {
    static func line(_ answer: DatedAnswer, language: Language) -> String {
        let asked = answer.requested.textWithWeekday(in: language)
        let day =
            answer.isEarlierDay ? asked + " → " + answer.rateDay.textWithWeekday(in: language) : asked
        switch language {
        case .ko:
            let why = answer.isEarlierDay ? " (그날 고시 없음: 직전 고시일)" : ""
            let kind = answer.source.namesItsRate ? "" : " 기준환율"
            return day + " " + answer.source.displayName + kind + why
        case .en:
            let why = answer.isEarlierDay ? " (none published that day: the last day before)" : ""
            let kind = answer.source.namesItsRate ? "" : " rates"
            return day + " " + answer.source.displayName + kind + why
        }
    }
}
