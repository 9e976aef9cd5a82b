import Foundation

/// Korean bank business days as the tests judge them, apart from the code:
/// `Resources/kr-holidays.tsv` read with Foundation into a set of KST day
/// numbers, weekdays from the day number.
enum KoreanHolidayOracle {
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Days since 1970-01-01 of every listed holiday, with the Korean name.
    static let holidays: [Int64: String] = {
        let url = root.appending(path: "Resources/kr-holidays.tsv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        var days: [Int64: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            let parts = fields[0].split(separator: "-").compactMap { Int($0) }
            let date = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))!
            days[Int64(date.timeIntervalSince1970) / 86_400] = fields[1]
        }
        return days
    }()

    /// 0 Sunday ... 6 Saturday (1970-01-01 was a Thursday).
    static func weekday(_ day: Int64) -> Int { Int(((day % 7) + 7 + 4) % 7) }

    static func isBusiness(_ day: Int64) -> Bool {
        (1...5).contains(weekday(day)) && holidays[day] == nil
    }

    /// Days since 1970-01-01 of a date.
    static func day(_ year: Int, _ month: Int, _ day: Int) -> Int64 {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let date = calendar.date(from: DateComponents(year: year, month: month, day: day))!
        return Int64(date.timeIntervalSince1970) / 86_400
    }
}
