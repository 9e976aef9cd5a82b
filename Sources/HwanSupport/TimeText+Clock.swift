/// Times to the second, for the live board's clocks.
extension TimeText {
    /// `2026-11-25 19:30:05`, at `offset` seconds east of UTC.
    public static func seconds(_ time: Int64, offset: Int = 0) -> String {
        let c = civil(time.saturatingAdd(Int64(offset)))
        return "\(c.year)-\(pad(c.month))-\(pad(c.day)) \(clock(time, offset: offset))"
    }

    /// `19:30:05`, at `offset` seconds east of UTC.
    public static func clock(_ time: Int64, offset: Int = 0) -> String {
        let c = civil(time.saturatingAdd(Int64(offset)))
        return "\(pad(c.hour)):\(pad(c.minute)):\(pad(c.second))"
    }

    private static func pad(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
