/// Fetched days kept for good (past days never change), in one file of the
/// cache directory, `dated-rates.tsv`: a line per day asked,
/// `REQUESTED<TAB>RATE_DAY<TAB>CODE=RATE,...`, oldest first. Written whole and
/// atomically; at most `maximumDays` lines (4,000 unless a test says otherwise) (the oldest dropped first); a
/// damaged line is skipped.
final class DatedRatesCache {
    static let fileName = "dated-rates.tsv"
    static let maximumDays = 4000
    static let maximumBytes = 4 << 20

    let path: String?
    let maximumDays: Int
    private var lines: [(requested: Int, text: String)]?

    /// `fileName`: one file per source (`dated-rates-koreaexim.tsv`), so that no day mixes sources.
    init(
        directory: String?, fileName: String = DatedRatesCache.fileName,
        maximumDays: Int = DatedRatesCache.maximumDays
    ) {
        self.path = directory.map { $0 + "/" + fileName }
        self.maximumDays = maximumDays
    }

    /// Three capital ASCII letters.
    static func isCode(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
    }

    private func load() -> [(requested: Int, text: String)] {
        if let lines { return lines }
        var loaded: [(requested: Int, text: String)] = []
        if let path, let bytes = try? AtomicFile.read(path, limit: Self.maximumBytes) {
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
                guard let tab = line.firstIndex(of: "\t"), let day = CalendarDate(isoText: line[..<tab])
                else {
                    continue
                }
                loaded.append((day.dayNumber, String(line)))
            }
        }
        lines = loaded
        return loaded
    }

    /// The stored rates of `day`, nil when none are stored (or the line is damaged).
    func day(_ day: CalendarDate) -> (rateDay: CalendarDate, rates: [String: ExactDecimal])? {
        guard let line = load().last(where: { $0.requested == day.dayNumber }) else { return nil }
        let fields = line.text.split(separator: "\t")
        guard fields.count == 3, let rateDay = CalendarDate(isoText: fields[1]) else { return nil }
        var rates: [String: ExactDecimal] = [:]
        for pair in fields[2].split(separator: ",") {
            guard let equals = pair.firstIndex(of: "="), Self.isCode(String(pair[..<equals])),
                let rate = ExactDecimal(String(pair[pair.index(after: equals)...])), rate > 0
            else { return nil }
            rates[String(pair[..<equals])] = rate
        }
        return rates.isEmpty ? nil : (rateDay, rates)
    }

    /// Keeps `rates` for `requested` (best effort: a cache that cannot be written costs a request later).
    func store(requested: CalendarDate, rateDay: CalendarDate, rates: [String: ExactDecimal]) {
        store([(requested, rateDay, rates)])
    }

    /// Keeps several days at once, in one write.
    func store(_ days: [(requested: CalendarDate, rateDay: CalendarDate, rates: [String: ExactDecimal])]) {
        let asked = Set(days.map(\.requested.dayNumber))
        var all = load().filter { !asked.contains($0.requested) }
        for (requested, rateDay, rates) in days {
            let pairs = rates.keys.sorted().map { $0 + "=" + rates[$0]!.description }
            all.append(
                (
                    requested.dayNumber,
                    requested.isoText + "\t" + rateDay.isoText + "\t" + pairs.joined(separator: ",")
                ))
        }
        if all.count > maximumDays { all.removeFirst(all.count - maximumDays) }
        lines = all
        guard let path else { return }
        let text = all.map(\.text).joined(separator: "\n") + "\n"
        try? AtomicFile.write(Array(text.utf8), to: path)
    }
}
