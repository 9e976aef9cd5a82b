/// Unix seconds as hwan trusts them. Times arrive from providers and cache
/// files, so any Int64 can show up; a time outside `plausible` is not the
/// time of a real rate table and is refused where it is decoded, and every
/// sum or difference of times elsewhere saturates instead of trapping.
public enum UnixTime {
    /// 2000-01-01T00:00:00Z through 2200-01-01T00:00:00Z: older than any table a
    /// provider serves, later than any clock will read while this code runs, and
    /// far enough from Int64's ends that adding a day or a century cannot overflow.
    public static let plausible: ClosedRange<Int64> = 946_684_800...7_258_118_400

    public static func isPlausible(_ time: Int64) -> Bool { plausible.contains(time) }

    /// `time` when plausible, else nil: for optional fields of files that may be damaged.
    public static func checked(_ time: Int64?) -> Int64? {
        time.flatMap { isPlausible($0) ? $0 : nil }
    }
}

extension Int64 {
    /// `self + other`, held at `Int64.min`/`Int64.max` instead of trapping.
    public func saturatingAdd(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, held at `Int64.min`/`Int64.max` instead of trapping.
    public func saturatingSubtract(_ other: Int64) -> Int64 {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }
}
