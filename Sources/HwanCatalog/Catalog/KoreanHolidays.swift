/// The Korean public holidays banks do not quote on, from
/// `Resources/kr-holidays.tsv` (1999 through 2030, the `holidays` package's
/// public list: SPEC §7, §12). Seollal and Chuseok follow the lunar calendar
/// and substitute days are decreed, so they are a table, not a rule; a day
/// outside the table is no holiday.
public enum KoreanHolidays {
    /// One listed day: its number (days since 1970-01-01) and its names.
    struct Entry: Sendable {
        let day: Int
        let name: Localized
    }

    /// Sorted by day, parsed once: a lookup is a binary search.
    static let entries: [Entry] = {
        var rows: [Entry] = []
        for line in EmbeddedResource.krHolidaysTsv.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let date = CalendarDate(isoText: fields[0]) else { continue }
            rows.append(
                Entry(day: date.dayNumber, name: Localized(ko: String(fields[1]), en: String(fields[2]))))
        }
        return rows.sorted { $0.day < $1.day }
    }()

    /// The first and last years the table covers.
    public static let years: ClosedRange<Int> = 1999...2030

    /// Whether `day` (days since 1970-01-01) is a listed public holiday.
    public static func isHoliday(_ day: Int64) -> Bool {
        index(of: day) != nil
    }

    /// `추석` / `Chuseok`: the holiday's names, or nil on any other day.
    public static func name(of day: Int64) -> Localized? {
        index(of: day).map { entries[$0].name }
    }

    /// The days listed (days since 1970-01-01), in order.
    public static var days: [Int] { entries.map(\.day) }

    /// The listed days after `first` up to and including `last`, in order.
    public static func days(after first: Int64, through last: Int64) -> [Int64] {
        guard first < last else { return [] }
        var result: [Int64] = []
        var i = lowerBound(first + 1)
        while i < entries.count, Int64(entries[i].day) <= last {
            result.append(Int64(entries[i].day))
            i += 1
        }
        return result
    }

    static func index(of day: Int64) -> Int? {
        let i = lowerBound(day)
        return i < entries.count && Int64(entries[i].day) == day ? i : nil
    }

    /// The first entry on or after `day`.
    static func lowerBound(_ day: Int64) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if Int64(entries[middle].day) < day { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
