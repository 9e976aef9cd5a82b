/// How old a bank's quote or an exchange's price is when an answer uses it,
/// and whether a bank's quote is from before the current quoting day, so
/// that every answer says when its price was set (SPEC §3, §7, §9).
///
/// A Korean bank quotes on KST business days from its first table of the
/// day: Hana Bank (Dunamu) from 08:25, Korea Exim from about 11:00. The
/// current quoting day is the last business day whose first table has stood
/// by now; a quote dated before it is stale:
///
/// | now (KST)        | quote dated | Dunamu                 | Korea Exim             |
/// | ---------------- | ----------- | ---------------------- | ---------------------- |
/// | Mon 10:00        | Fri         | stale: last business day | current (Fri's table) |
/// | Mon 08:00        | Fri         | current                | current                |
/// | Sat 14:00        | Fri         | current                | current                |
/// | Thu 10:00        | Tue         | stale: 2 business days | stale: last business day |
///
/// Korean public holidays are not business days (as `BankSchedule`): from the
/// Friday before 설날 to the first business day after it is one business day.
/// An exchange's price has no quoting day: only its age is told.
public struct QuoteAge: Sendable, Equatable {
    public enum Staleness: Sendable, Equatable {
        /// Dated on the current quoting day (or an exchange's price).
        case current
        /// Dated on the business day before the current quoting day.
        case lastBusinessDay
        /// Dated earlier still: `businessDays` business days before the current quoting day.
        case old(businessDays: Int64)
    }

    /// When the quote was set (Unix seconds).
    public let time: Int64
    public let now: Int64
    public let staleness: Staleness

    /// Seconds since the quote was set (never negative: a clock a little behind the bank's reads 0).
    public var seconds: Int64 { max(0, now.saturatingSubtract(time)) }

    public var isStale: Bool { staleness != .current }

    /// A bank's quote set at `time`, used at `now`.
    public init(bankQuote time: Int64, bank: BankID, now: Int64) {
        self.time = time
        self.now = now
        let quoting = Self.quotingDay(at: now, opens: Self.firstTable(of: bank))
        let dated = BankSchedule.kstDay(of: time)
        if dated >= quoting {
            staleness = .current
        } else {
            let count = Self.businessDays(after: dated, through: quoting)
            staleness = count <= 1 ? .lastBusinessDay : .old(businessDays: count)
        }
    }

    /// An exchange's price fetched at `time`: only its age counts.
    public init(price time: Int64, now: Int64) {
        self.time = time
        self.now = now
        staleness = .current
    }

    /// Seconds after midnight KST when the bank's first table of a business day stands.
    public static func firstTable(of bank: BankID) -> Int64 {
        switch bank {
        case .dunamu: WonRateRule.bankOpens
        case .koreaexim: BankSchedule.publicationSecond
        }
    }

    /// The KST day (days since 1970-01-01) of the last business day whose
    /// first table (`opens` seconds after midnight KST) stands at `now`.
    public static func quotingDay(at now: Int64, opens: Int64) -> Int64 {
        var day = BankSchedule.kstDay(of: now)
        for _ in 0..<BankSchedule.longestClosure {
            if BankSchedule.isBusinessDay(day),
                BankSchedule.clamped(now) >= day * 86_400 + opens - BankSchedule.kstOffset
            {
                return day
            }
            day -= 1
        }
        return day
    }

    /// How many business days fall after KST day `first` up to and including
    /// `last`: 1 from Friday to Monday, 2 from Tuesday to Thursday, 1 from the
    /// Friday before 설날 to the first day after it.
    static func businessDays(after first: Int64, through last: Int64) -> Int64 {
        // Weekdays among the days counted from a Monday (1969-12-29 is day -3), `[0, n)`.
        func upTo(_ n: Int64) -> Int64 {
            let n = max(0, n)
            return n / 7 * 5 + min(n % 7, 5)
        }
        let weekdays = max(0, upTo(last + 4) - upTo(first + 4))
        let holidays = KoreanHolidays.days(after: first, through: last).count { !BankSchedule.isWeekend($0) }
        return max(0, weekdays - Int64(holidays))
    }

    /// `2024-02-20 15:31 KST`: the quote's time in Korea, where banks quote.
    public var whenText: String {
        TimeText.minutes(time, offset: Int(BankSchedule.kstOffset)) + " KST"
    }

    /// Nil for a current quote; else what makes it stale, in words:
    /// `지난 영업일(금) 시세`, `3영업일 전 시세 — 오래됨`, `stale: quote from Fri 2026-12-04`.
    /// (Business days, not calendar days: beside the elapsed age, a second
    /// count of days would read as a second age.)
    public var staleWords: Localized? {
        let offset = Int(BankSchedule.kstOffset)
        let day = TimeText.minutes(time, offset: offset).prefix(10)
        let weekday = Localized(
            ko: TimeText.weekdayName(time, offset: offset, in: .ko),
            en: TimeText.weekdayName(time, offset: offset, in: .en))
        switch staleness {
        case .current:
            return nil
        case .lastBusinessDay:
            return Localized(ko: "지난 영업일(\(weekday.ko)) 시세", en: "stale: quote from \(weekday.en) \(day)")
        case .old(let count):
            return Localized(
                ko: "\(count.decimalText)영업일 전 시세 — 오래됨", en: "stale: quote from \(weekday.en) \(day)")
        }
    }

    /// `2024-02-20 15:31 KST · 773일 3시간 전 · 773일 전 시세 — 오래됨`: the time, the age and, when stale, why.
    public func text(in language: Language) -> String {
        var text = whenText + " · " + TimeText.age(seconds, in: language)
        if let words = staleWords { text += " · " + words(language) }
        return text
    }

    /// `하나은행 고시 2024-02-20 15:31 KST · 3분 12초 전`: the line an answer priced by a bank adds.
    public func line(bank: BankID, in language: Language) -> String {
        let name = bank.bankName
        return Localized(ko: "\(name.ko) 고시 ", en: "\(name.en) quote ")(language) + text(in: language)
    }
}

extension QuoteAge {
    /// `"age":12,"stale":false`: the seconds since the quote and whether it is stale.
    public func addJSON(to writer: inout JSONWriter) {
        writer.number("age", raw: String(seconds))
        writer.bool("stale", isStale)
    }
}
