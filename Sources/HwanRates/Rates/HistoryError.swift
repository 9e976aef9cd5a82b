/// What `history CODE [BASE] [DAYS]` can fail with, besides naming an unknown currency.
public enum HistoryError: UserFacingError, Equatable {
    /// DAYS is not a whole number within `HistoryRequest.dayRange` (as typed).
    case badDays(String)
    /// The period holds fewer than two stored rates of the pair (SPEC §8: exit 2).
    case tooFewPoints(code: String, base: String, found: Int, days: Int, older: Int)

    public var code: String {
        switch self {
        case .badDays: "bad_days"
        case .tooFewPoints: "not_enough_history"
        }
    }

    public var status: ExitStatus {
        switch self {
        case .badDays: .inputError
        case .tooFewPoints: .dataUnavailable
        }
    }

    public func message(in language: Language) -> String {
        let range = HistoryRequest.dayRange
        switch self {
        case .badDays(let text):
            let shown = TerminalText.visible(text)
            return Localized(
                ko: "일수는 \(range.lowerBound)부터 \(range.upperBound)까지의 정수여야 합니다: '\(shown)'",
                en: "DAYS must be a whole number from \(range.lowerBound) to \(range.upperBound): '\(shown)'")(
                    language)
        case .tooFewPoints(let code, let base, let found, let days, let older):
            let olderText =
                older > 0
                ? Localized(
                    ko: " 그 전의 기록 \(older)개는 일수를 늘리면 보입니다.",
                    en: " \(older) older \(older == 1 ? "one is" : "ones are") shown with more DAYS.")
                : Localized(ko: "", en: "")
            return Localized(
                ko:
                    "\(code)/\(base) 추이를 그릴 기록이 부족합니다: 최근 \(days)일에 저장된 환율이 \(found)개입니다 (2개 이상 필요). 환율을 새로 받을 때마다 기록됩니다."
                    + olderText.ko,
                en:
                    "not enough history for \(code)/\(base): \(found) stored \(found == 1 ? "rate" : "rates") in the last \(days) \(days == 1 ? "day" : "days") (2 needed). A rate is stored each time new rates are fetched."
                    + olderText.en)(language)
        }
    }
}

/// `history CODE [BASE] [DAYS]` as the user typed it, checked.
public struct HistoryRequest: Sendable, Equatable {
    public static let defaultDays = 30
    /// Ten years: the history never holds more (`RateHistoryLog` bounds).
    public static let dayRange = 1...3650

    public let code: String
    public let base: String
    public let days: Int

    package init(code: String, base: String, days: Int) {
        self.code = code
        self.base = base
        self.days = days
    }

    /// Whether `word` is meant as DAYS: it starts with a digit or a sign.
    package static func looksLikeDays(_ word: Substring) -> Bool {
        guard let first = word.unicodeScalars.first else { return false }
        return ("0"..."9").contains(first) || first == "-" || first == "+" || first == "−"
    }

    /// `30`, `30일`, `30d`, `30days`, `1y`, `6m`: a whole number of days in `dayRange`.
    package static func days(_ word: Substring) throws(HistoryError) -> Int {
        var digits = word
        var scale = 1
        // `1y`, `10y`, `6m`, `2w`, `1년`, `6개월`: a year is 365 days, a month 30 (SPEC §12).
        let suffixes: [(String, Int)] = [
            ("일", 1), ("days", 1), ("day", 1), ("d", 1), ("년", 365), ("y", 365), ("개월", 30), ("달", 30),
            ("m", 30), ("주", 7), ("w", 7),
        ]
        for (suffix, days) in suffixes where digits.hasSuffix(suffix) {
            digits = digits.dropLast(suffix.count)
            scale = days
            break
        }
        guard !digits.isEmpty, digits.count <= 5,
            digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
            let value = Int(digits), dayRange.contains(value * scale)
        else { throw .badDays(String(word)) }
        return value * scale
    }
}
