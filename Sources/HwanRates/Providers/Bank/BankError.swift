/// Why a bank's quotes could not be had. Never carries the request URL or the key.
public enum BankError: UserFacingError, Equatable {
    /// No bank was chosen (`--bank`, `HWAN_BANK`, the config's `bank`).
    case notConfigured
    case missingKey(BankID)
    case transport(TransportError)
    case http(BankID, Int)
    /// Korea Exim's `result` other than 1: 2 data code, 3 key, 4 daily limit.
    case refused(BankID, result: Int)
    case malformed(BankID, Localized)
    /// `[]`: Korea Exim published nothing (yet) today.
    case emptyTable(BankID)
    /// `[]`, with why as the calendar tells it (`BankSchedule.quietReason`).
    case noTableToday(BankID, BankSchedule.Quiet)
    /// No row quotes a currency in KRW (Dunamu's cross rates like `FRX.JPYUSD`).
    case noQuotes(BankID)
    /// A price that is not a positive number below `BankQuoteLimits.highestPrice`.
    case invalidPrice(BankID, code: String, field: String)
    /// Neither a 매매기준율 nor both cash prices to take the mean of.
    case noBasePrice(BankID, code: String)
    /// A quote time outside 2000–2200.
    case implausibleTime(BankID)
    case tooManyRows(BankID, Int)
    /// The bank's table has no row for this currency.
    case notQuoted(BankID, code: String)
    /// `--offline` and nothing saved.
    case offlineNoCache(BankID)
    /// Another hwan held the entry's lock for the whole wait, and nothing is saved.
    case busy(BankID)
    /// `exchange` between two currencies neither of which is the won.
    case cashNotAgainstWon(from: String, to: String)
    /// The bank gives no cash price for this currency on that side.
    case noCashPrice(BankID, code: String, buying: Bool)
    /// 우대 / `--discount` that is not a percent from 0 to 100.
    case badDiscount(String)
    /// Nothing is saved, and a recent failure (`reason`, in English as recorded)
    /// holds the next request back until `until`.
    case waiting(BankID, until: Int64, reason: String?)

    public var code: String {
        switch self {
        case .notConfigured: "no_bank"
        case .missingKey: "missing_api_key"
        case .transport: "network_error"
        case .http: "http_error"
        case .refused: "provider_error"
        case .malformed, .noQuotes, .invalidPrice, .noBasePrice, .implausibleTime, .tooManyRows:
            "invalid_response"
        case .emptyTable, .noTableToday: "no_table_today"
        case .notQuoted: "rate_unavailable"
        case .offlineNoCache: "offline"
        case .busy: "busy"
        case .waiting: "backing_off"
        case .cashNotAgainstWon: "cash_not_against_won"
        case .noCashPrice: "rate_unavailable"
        case .badDiscount: "bad_discount"
        }
    }

    /// Every case is data that is not available (SPEC §1 status 2); with no
    /// bank chosen the line itself is right, the data to answer it is missing.
    public var status: ExitStatus {
        switch self {
        case .cashNotAgainstWon, .badDiscount: .inputError
        case .notConfigured, .missingKey, .transport, .http, .refused, .malformed, .emptyTable, .noTableToday,
            .noQuotes, .invalidPrice, .noBasePrice, .implausibleTime, .tooManyRows, .notQuoted,
            .offlineNoCache,
            .busy, .waiting, .noCashPrice:
            .dataUnavailable
        }
    }

    public func message(in language: Language) -> String {
        text(language)
    }

    /// The words in both languages, so that notices and failure records share them.
    public var text: Localized {
        switch self {
        case .notConfigured:
            let names = BankID.allCases.map(\.rawValue).joined(separator: ", ")
            return Localized(
                ko:
                    "은행이 정해지지 않았습니다: --bank dunamu (하나은행, 키 없음) 또는 --bank koreaexim (한국수출입은행, KOREAEXIM_AUTHKEY 필요)처럼 고르거나, HWAN_BANK 또는 설정 파일의 bank = dunamu 로 정하세요 (\(names))",
                en:
                    "no bank chosen: use --bank dunamu (Hana Bank, keyless) or --bank koreaexim (Korea Exim, needs KOREAEXIM_AUTHKEY), or set HWAN_BANK or bank = dunamu in the config file (\(names))"
            )
        case .missingKey(let bank):
            let variable = bank.keyVariable ?? ""
            return Localized(
                ko: "\(bank.rawValue)에는 인증키가 필요합니다: 환경 변수 \(variable)를 설정하세요",
                en: "\(bank.rawValue) needs an authentication key: set the environment variable \(variable)")
        case .transport(let error):
            return Localized(ko: error.message(in: .ko), en: error.message(in: .en))
        case .http(let bank, let status):
            return Localized(
                ko: "\(bank.rawValue): HTTP \(status) 오류 응답", en: "\(bank.rawValue): HTTP error \(status)")
        case .refused(let bank, let result):
            let why: Localized
            switch result {
            case 2:
                why = Localized(ko: "요청한 자료 코드(data)가 잘못되었습니다", en: "the data code of the request is wrong")
            case 3:
                why = Localized(
                    ko: "인증키가 올바르지 않습니다 (KOREAEXIM_AUTHKEY를 확인하세요)",
                    en: "the authentication key is not valid (check KOREAEXIM_AUTHKEY)")
            case 4:
                why = Localized(
                    ko: "오늘 요청 한도를 다 썼습니다 (내일 다시 됩니다)",
                    en: "the daily request limit is used up (it resets tomorrow)")
            default: why = Localized(ko: "알 수 없는 오류", en: "an unknown error")
            }
            return Localized(
                ko: "\(bank.rawValue): \(why.ko) (result \(result))",
                en: "\(bank.rawValue): \(why.en) (result \(result))")
        case .malformed(let bank, let reason):
            return Localized(
                ko: "\(bank.rawValue): 알아볼 수 없는 응답 (\(reason.ko))",
                en: "\(bank.rawValue): unreadable response (\(reason.en))")
        case .emptyTable(let bank):
            return Localized(
                ko: "\(bank.rawValue): 오늘 고시된 환율이 아직 없습니다",
                en: "\(bank.rawValue): no table published yet today")
        case .noTableToday(let bank, let quiet):
            return Localized(
                ko: "\(bank.rawValue): 오늘 고시된 환율이 없습니다 (\(quiet.text.ko))",
                en: "\(bank.rawValue): no table published today (\(quiet.text.en))")
        case .noQuotes(let bank):
            return Localized(
                ko: "\(bank.rawValue): 원화 시세가 하나도 없는 응답입니다",
                en: "\(bank.rawValue): the response quotes nothing in KRW")
        case .invalidPrice(let bank, let code, let field):
            let code = TerminalText.echo(code, limit: 16)
            let field = TerminalText.echo(field, limit: 32)
            return Localized(
                ko: "\(bank.rawValue): \(code)의 \(field) 값이 올바른 양수가 아닙니다",
                en: "\(bank.rawValue): the \(field) of \(code) is not a valid positive number")
        case .noBasePrice(let bank, let code):
            let code = TerminalText.echo(code, limit: 16)
            return Localized(
                ko: "\(bank.rawValue): \(code)의 매매기준율도 현찰 가격도 없습니다",
                en: "\(bank.rawValue): \(code) has neither a base rate nor cash prices")
        case .implausibleTime(let bank):
            return Localized(
                ko: "\(bank.rawValue): 시세 시각이 2000–2200년 밖입니다",
                en: "\(bank.rawValue): the quote time lies outside 2000–2200")
        case .tooManyRows(let bank, let count):
            return Localized(
                ko: "\(bank.rawValue): 행이 너무 많습니다 (\(count)개)",
                en: "\(bank.rawValue): too many rows (\(count))")
        case .notQuoted(let bank, let code):
            let name = bank.bankName
            return Localized(
                ko: "\(name.ko)(\(bank.rawValue)) 시세에 \(KoreanGrammar.attach(.subject, to: code)) 없습니다",
                en: "\(name.en) (\(bank.rawValue)) does not quote \(code)")
        case .offlineNoCache(let bank):
            return Localized(
                ko: "오프라인이고 저장된 \(bank.bankName.ko) 시세가 없습니다 (--offline 없이 한 번 실행하세요)",
                en: "offline, and no \(bank.bankName.en) quotes are saved (run once without --offline)")
        case .busy(let bank):
            return Localized(
                ko: "다른 hwan이 \(bank.bankName.ko) 시세를 받는 중입니다",
                en: "another hwan is fetching \(bank.bankName.en) quotes")
        case .cashNotAgainstWon(let from, let to):
            return Localized(
                ko: "은행 환전은 원화와 외화 사이만 됩니다 (\(from) → \(to)): 한쪽을 KRW로 하세요",
                en: "a bank exchanges cash against the won only (\(from) → \(to)): make one side KRW")
        case .noCashPrice(let bank, let code, let buying):
            let side =
                buying ? Localized(ko: "현찰 살 때", en: "cash buy") : Localized(ko: "현찰 팔 때", en: "cash sell")
            return Localized(
                ko: "\(bank.bankName.ko)(\(bank.rawValue))는 \(code)의 \(side.ko) 가격을 주지 않습니다",
                en: "\(bank.bankName.en) (\(bank.rawValue)) gives no \(side.en) price for \(code)")
        case .badDiscount(let text):
            let text = TerminalText.echo(text, limit: 16)
            return Localized(
                ko: "우대율 '\(text)'는 0에서 100 사이의 퍼센트가 아닙니다 (예: 우대 50%, --discount 50)",
                en: "discount '\(text)' is not a percent from 0 to 100 (e.g. 우대 50%, --discount 50)")
        case .waiting(let bank, let until, let reason):
            let when = TimeText.minutes(until, offset: Int(BankSchedule.kstOffset)) + " KST"
            let last = reason.map { " (\(TerminalText.echo($0, limit: 200)))" } ?? ""
            return Localized(
                ko: "저장된 \(bank.bankName.ko) 시세가 없고, 최근 요청이 실패해 \(when)까지 다시 묻지 않습니다\(last)",
                en:
                    "no \(bank.bankName.en) quotes are saved, and after a failed request the next is not before \(when)\(last)"
            )
        }
    }
}
