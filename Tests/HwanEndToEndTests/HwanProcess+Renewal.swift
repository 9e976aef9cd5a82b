import Foundation

extension HwanProcess {
    /// The saved rates body, as bytes.
    var savedRates: [UInt8]? {
        FileManager.default.contents(atPath: cacheDirectory + "/rates.json").map { [UInt8]($0) }
    }

    /// The saved rates metadata, as JSON.
    var savedRatesMetadata: [String: Any] {
        guard let data = FileManager.default.contents(atPath: cacheDirectory + "/rates.meta.json"),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object
    }

    /// The processes whose environment names this home: a renewal hwan left
    /// running, and any curl it started.
    var processesOfThisHome: [Int32] {
        let needle = Array("HOME=\(home)\u{0}".utf8)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else {
                return false
            }
            let bytes = [UInt8](data)
            guard bytes.count >= needle.count else { return false }
            return (0...(bytes.count - needle.count)).contains {
                bytes[$0..<($0 + needle.count)].elementsEqual(needle)
            }
        }
    }

    /// Whether the entry's lock is free now (no renewal holds it).
    var ratesLockIsFree: Bool {
        let fd = open(cacheDirectory + "/.lock", O_RDWR | O_CREAT, 0o600)
        guard fd >= 0 else { return true }
        defer { close(fd) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return false }
        flock(fd, LOCK_UN)
        return true
    }
}

/// Waits until `condition` holds, checking every 20 ms, for at most `seconds`:
/// a bound on a condition the test awaits, never a duration the result depends on.
func eventually(seconds: Double = 30, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while !condition() {
        if Date() > deadline { return false }
        usleep(20_000)
    }
    return true
}
