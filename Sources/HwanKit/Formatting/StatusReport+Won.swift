extension StatusReport {
    /// The `status` line saying which source answers the won now (SPEC §7).
    static func wonLine(_ won: StatusOutcome.WonSource, language: Language) -> String {
        switch won {
        case .bank(let bank, let quoted):
            let name = CalculationText.bankRateName(bank)
            let when = TimeText.minutes(quoted, offset: Int(BankSchedule.kstOffset)) + " KST"
            return Localized(
                ko: "원화 환율: \(name.ko) (\(when) 고시, 08:25–24:00 KST)",
                en: "KRW rate: \(name.en) (quoted \(when); 08:25–24:00 KST)")(language)
        case .provider(let provider, let bank):
            let name = CalculationText.bankRateName(bank)
            return Localized(
                ko: "원화 환율: \(provider) (\(name.ko)은 고시된 날 08:25 KST부터; 변동은 은행 종가 대비)",
                en:
                    "KRW rate: \(provider) (\(name.en) answers from 08:25 KST on a day it quotes; change from its close)"
            )(language)
        }
    }
}
