import Foundation
import HwanKit
import Testing

/// Files and folders tests need, found from this file's location.
enum TestFiles {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static func fixture(_ name: String) -> [UInt8] {
        let url = packageRoot.appendingPathComponent("Tests/Fixtures/\(name)")
        return [UInt8]((try? Data(contentsOf: url)) ?? Data())
    }

    /// A new directory only its owner can write, whatever the umask: hwan
    /// refuses cache directories that others can write to.
    static func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "hwan-test-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        chmod(path, 0o700)
        return path
    }

    /// Saves `body` in `dir` exactly as the rates entry does after fetching it at `fetchedAt`.
    static func saveRates(_ body: [UInt8], fetchedAt: Int64, in dir: String) throws {
        let store = EntryStore(directory: CacheDirectory(dir), entry: .rates)
        let decoded = try #require(
            CacheEntry<RateTable>.rates.decode(
                SavedBody(bytes: body, claimedSource: nil, fetchedAt: fetchedAt)))
        guard case .locked(let writer) = store.openForWriting(timeout: 1) else {
            throw POSIXError(.EBUSY)
        }
        try writer.save(body: body, decoded: decoded, now: fetchedAt)
    }

    /// Writes `bytes` at `path` directly, bypassing hwan (to plant damaged files).
    static func plant(_ bytes: [UInt8], at path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}

/// Relative agreement, for the few places where exact equality is not the contract.
func isClose(_ a: ExactFraction, _ b: ExactFraction, relative: String) -> Bool {
    let scale = max(a.magnitude, b.magnitude)
    return scale.isZero || (a - b).magnitude <= scale * ExactFraction(ExactDecimal(relative)!)
}

/// An exact fraction from decimal text (tests only; traps on bad text).
// swift-format-ignore: AlwaysUseLowerCamelCase
// `F("0.1")` reads like the literal it stands for in hundreds of table rows.
func F(_ text: String) -> ExactFraction {
    ExactFraction(ExactDecimal(text)!)
}

/// A fraction and a decimal of the same value.
func == (lhs: ExactFraction, rhs: ExactDecimal) -> Bool {
    lhs == ExactFraction(rhs)
}

/// `convert` for a decimal amount, as the tables of conversions are written.
@_disfavoredOverload
func convert(_ value: ExactDecimal, from: UnitDefinition, to: UnitDefinition) throws(UnitError)
    -> ExactFraction
{
    try HwanKit.convert(ExactFraction(value), from: from, to: to)
}

/// An HTTP client that answers from a list and counts requests, for policy
/// tests that must not sleep or touch a network.
final class ScriptedHTTPClient: HTTPClient, @unchecked Sendable {
    private let lock = NSLock()
    private var responses: [Result<HTTPResponse, TransportError>]
    private(set) var requests: [String] = []

    init(_ responses: [Result<HTTPResponse, TransportError>]) { self.responses = responses }

    func get(_ url: String, timeout: Double) -> Result<HTTPResponse, TransportError> {
        lock.lock()
        defer { lock.unlock() }
        requests.append(url)
        return responses.isEmpty ? .failure(.cannotConnect) : responses.removeFirst()
    }
}

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int64
    private var readCount = 0
    init(_ start: Int64) { value = start }
    var now: Int64 {
        lock.lock()
        defer { lock.unlock() }
        readCount += 1
        return value
    }
    /// How many times `now` was read.
    var reads: Int {
        lock.lock()
        defer { lock.unlock() }
        return readCount
    }
    func advance(_ seconds: Int64) {
        lock.lock()
        value += seconds
        lock.unlock()
    }
}
