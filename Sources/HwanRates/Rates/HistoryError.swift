/// What `history CODE [BASE] [DAYS]` can fail with, besides naming an unknown currency.
public enum HistoryError: UserFacingError, Equatable {
    /// DAYS is not a whole number within `HistoryRequest.dayRange` (as typed).
    case badDays(String)
    /// The period holds fewer than two stored rates of the pair (SPEC §8: exit 2).
    case tooFewPoints(code: String, base: String, found: Int, days: Int, older: Int)
    /// `FROM..TO` whose FROM is after its TO.
    case invertedRange(from: String, to: String)
    /// `FROM..TO` longer than `HistoryRequest.dayRange` allows.
    case rangeTooLong(from: String, to: String, days: Int)

    public var code: String {
        switch self {
        case .badDays, .invertedRange, .rangeTooLong: "bad_days"
        case .tooFewPoints: "not_enough_history"
        }
    }

    public var status: ExitStatus {
        switch self {
        case .badDays, .invertedRange, .rangeTooLong: .inputError
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
        case .invertedRange(let from, let to):
            return Localized(
                ko: "기간이 거꾸로입니다: \(from)이 \(to)보다 늦습니다 (FROM..TO 는 FROM ≤ TO)",
                en:
                    "the range runs backwards: \(from) is after \(to) (FROM..TO needs FROM ≤ TO)"
            )(
                language)
        case .rangeTooLong(let from, let to, let days):
            return Localized(
                ko: "기간이 너무 깁니다: \(from)..\(to)는 \(days)일이고, 최대 \(range.upperBound)일입니다",
                en:
                    "the range is too long: \(from)..\(to) is \(days) days, at most \(range.upperBound)"
            )(
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
    /// `FROM..TO`: the first and last day asked; nil for the last `days` days.
    public let range: ClosedRange<CalendarDate>?

    package init(code: String, base: String, days: Int, range: ClosedRange<CalendarDate>? = nil) {
        self.code = code
        self.base = base
        self.days = days
        self.range = range
    }

    /// `2024-01-01..2024-03-31`: two ISO days, FROM ≤ TO, at most `dayRange.upperBound` days in all;
    /// nil when `word` has no `..`.
    package static func range(_ word: Substring) throws(HistoryError) -> ClosedRange<CalendarDate>? {
        guard let dots = word.firstRange(of: "..") else { return nil }
        guard let from = CalendarDate(isoText: word[..<dots.lowerBound]),
            let to = CalendarDate(isoText: word[dots.upperBound...])
        else { throw .badDays(String(word)) }
        guard from <= to else { throw .invertedRange(from: from.isoText, to: to.isoText) }
        let days = to.dayNumber - from.dayNumber + 1
        guard dayRange.contains(days) else {
            throw .rangeTooLong(from: from.isoText, to: to.isoText, days: days)
        }
        return from...to
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
