import HwanKit

/// A cache entry for store tests: valid bodies are `ok:TEXT`; the source is
/// the metadata's claim, else `toy`; the data time is the fetch time.
enum ToyEntry {
    static let rule = FreshnessRule(
        expiry: .fixed(seconds: 60), minimumInterval: 60, failureBackoff: 30, longestWait: 600)

    static func entry(_ name: String = "toy") -> CacheEntry<String> {
        CacheEntry(name: name, rule: rule) { saved in
            let text = String(decoding: saved.bytes, as: UTF8.self)
            guard text.hasPrefix("ok:") else { return nil }
            return Decoded(
                value: String(text.dropFirst(3)), source: saved.claimedSource ?? "toy",
                dataTime: saved.fetchedAt)
        }
    }

    static func store(_ dir: String, name: String = "toy") -> EntryStore<String> {
        EntryStore(directory: CacheDirectory(dir), entry: entry(name))
    }

    static func decoded(_ text: String, source: String = "toy") -> Decoded<String> {
        Decoded(value: text, source: source)
    }

    /// Saves `ok:TEXT` under the entry's lock, as a fetch would.
    static func save(_ text: String, in store: EntryStore<String>, now: Int64, source: String = "toy") throws
    {
        guard case .locked(let writer) = store.openForWriting(timeout: 1) else { throw ToyFailure.locked }
        try writer.save(body: Array("ok:\(text)".utf8), decoded: decoded(text, source: source), now: now)
    }
}

enum ToyFailure: Error, Equatable {
    case locked
    case refused(String)
}
