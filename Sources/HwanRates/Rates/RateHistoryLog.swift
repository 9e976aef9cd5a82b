/// The rate history as a value (SPEC §8): entries oldest first, at most one per
/// provider per hour, bounded in count and bytes. Pure: `RateHistory` reads
/// and writes it; everything that decides what is kept is here and tested
/// without a file.
///
/// Bounds: whole tables are kept (about 2.6 KB a line for the 166–172
/// currencies of open-er-api and openexchangerates), so `history` can answer
/// for any code in any base. 4 MiB hold about 1,600 of them: over four years
/// of a daily provider, or 66 days of tables fetched every hour. 2,000
/// entries at most whatever their size.
public struct RateHistoryLog: Sendable, Equatable {
    public private(set) var entries: [HistoryEntry]

    public static let maximumEntries = 2_000
    public static let maximumBytes = 4 << 20
    /// A line longer than this is not one hwan wrote (400 codes take about 16 KB).
    public static let maximumLineBytes = 64 << 10

    public init(entries: [HistoryEntry] = []) {
        self.entries = entries
    }

    /// The entries of a file's bytes, and how many lines were damaged (not JSON,
    /// a field missing, an implausible number, an over-long line). Damaged lines
    /// are skipped, never fatal; entries come back in time order.
    public static func parse(_ bytes: [UInt8]) -> (log: RateHistoryLog, damaged: Int) {
        var entries: [HistoryEntry] = []
        var damaged = 0
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
            if trimmed.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            guard trimmed.count <= maximumLineBytes, let entry = HistoryEntry.decode(trimmed) else {
                damaged += 1
                continue
            }
            entries.append(entry)
        }
        var log = RateHistoryLog()
        var seen = Set<String>()
        for entry in entries {
            // The file hwan writes is in order with one entry per provider per hour: appended as is.
            // Anything else (a file edited by hand) goes through `add`, which restores both.
            let key = entry.provider + " " + String(entry.hour)
            if seen.insert(key).inserted, (log.entries.last?.time ?? .min) <= entry.time {
                log.entries.append(entry)
            } else {
                log.add(entry)
            }
        }
        return (log, damaged)
    }

    /// The newest entry of `provider` older than `time` in a file's bytes, read
    /// from the end and decoding only lines that name the provider: what `rates`
    /// needs, without decoding the whole history. Also counts the damaged lines met.
    public static func previous(in bytes: [UInt8], provider: String, before time: Int64) -> (
        entry: HistoryEntry?, damaged: Int
    ) {
        let marker = Array(("\"provider\":" + JSONWriter.quote(provider)).utf8)
        var damaged = 0
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let start = bytes[..<end].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.startIndex
            defer { end = start > bytes.startIndex ? start - 1 : bytes.startIndex }
            var line = bytes[start..<end]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            guard line.count <= maximumLineBytes else {
                damaged += 1
                continue
            }
            guard contains(line, marker) else {
                // Another provider's line: only checked when decoded by a full read.
                continue
            }
            // Not older than `time` (the table in use is usually the newest line): skipped
            // without decoding its hundred-odd rates, which cost a million instructions.
            if let written = leadingTime(line), written >= time { continue }
            guard let entry = HistoryEntry.decode(line) else {
                damaged += 1
                continue
            }
            if entry.provider == provider && entry.time < time { return (entry, damaged) }
        }
        return (nil, damaged)
    }

    /// The `"time":N` that `HistoryEntry.encoded` writes before the rates; nil
    /// when the line does not have it in that shape (then it is decoded in full).
    static func leadingTime(_ line: ArraySlice<UInt8>) -> Int64? {
        let key = Array("\"time\":".utf8)
        guard let first = key.first, line.count > key.count else { return nil }
        var index = line.startIndex
        // The key comes before `"rates"`/`"prices"`: look only at the line's head.
        let last = min(line.endIndex - key.count, line.startIndex + 256)
        while index < last {
            if line[index] == first && line[index..<index + key.count].elementsEqual(key) {
                var value: Int64 = 0
                var digits = 0
                var cursor = index + key.count
                while cursor < line.endIndex, digits < 18, (0x30...0x39).contains(line[cursor]) {
                    value = value * 10 + Int64(line[cursor] - 0x30)
                    digits += 1
                    cursor += 1
                }
                guard digits > 0, cursor < line.endIndex, line[cursor] == UInt8(ascii: ",") else {
                    return nil
                }
                return value
            }
            index += 1
        }
        return nil
    }

    private static func contains(_ line: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, line.count >= needle.count else { return false }
        var index = line.startIndex
        let last = line.endIndex - needle.count
        while index <= last {
            if line[index] == first && line[index..<index + needle.count].elementsEqual(needle) {
                return true
            }
            index += 1
        }
        return false
    }

    /// Adds `entry` in time order. An entry of the same provider in the same
    /// hour is replaced by whichever has the later time (the newer table of
    /// that hour wins; the same table fetched twice is kept once).
    public mutating func add(_ entry: HistoryEntry) {
        if let same = entries.firstIndex(where: { $0.provider == entry.provider && $0.hour == entry.hour }) {
            guard entry.time >= entries[same].time else { return }
            entries.remove(at: same)
        }
        let index = entries.lastIndex(where: { $0.time <= entry.time }).map { $0 + 1 } ?? 0
        entries.insert(entry, at: index)
    }

    /// Drops the oldest entries until at most `count` remain.
    public mutating func keepNewest(_ count: Int) {
        if entries.count > count { entries.removeFirst(entries.count - count) }
    }

    /// Drops the oldest entries until at most `maximumEntries` remain and the
    /// encoded file takes at most `maximumBytes`, and returns the file's bytes:
    /// each entry is encoded once, for its size and for the file (an append to
    /// a full history encodes 1,600 tables).
    public mutating func prunedFile(
        maximumEntries: Int = Self.maximumEntries, maximumBytes: Int = Self.maximumBytes
    ) -> [UInt8] {
        if entries.count > maximumEntries { entries.removeFirst(entries.count - maximumEntries) }
        var lines: [String] = []
        var total = 0
        for entry in entries.reversed() {
            let line = entry.encoded()
            let size = line.utf8.count + 1
            guard total + size <= maximumBytes else { break }
            total += size
            lines.append(line)
        }
        if lines.count < entries.count { entries.removeFirst(entries.count - lines.count) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(total)
        for line in lines.reversed() {
            bytes += line.utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// The file's bytes: one line per entry, oldest first.
    public func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        for entry in entries {
            bytes += entry.encoded().utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// The newest entry of `provider` older than `time` (the table before the one in use).
    public func previous(provider: String, before time: Int64) -> HistoryEntry? {
        entries.last { $0.provider == provider && $0.time < time }
    }
}
