/// The time zone "today" is read in for dated lines (SPEC §12, §14): the home
/// currency's country's standard time, from `Resources/home-zones.tsv` (KST,
/// UTC+9, for KRW). Standard time only, never daylight saving time, so the
/// table needs no rules; a currency the table lacks is read in UTC.
public enum HomeZone {
    /// Seconds east of UTC for `currency`'s home zone.
    public static func offset(forCurrency currency: String) -> Int {
        for line in EmbeddedResource.homeZonesTsv.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            if fields.count >= 2, fields[0] == currency, let minutes = Int(fields[1]) { return minutes * 60 }
        }
        return 0
    }

    /// The day it is at Unix time `now` in `currency`'s home zone.
    public static func today(at now: Int64, currency: String) -> CalendarDate {
        CalendarDate.day(at: now, offset: offset(forCurrency: currency))
    }
}
