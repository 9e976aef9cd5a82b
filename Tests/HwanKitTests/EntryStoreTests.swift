import Foundation
import HwanKit
import Testing

/// A directory another user owns: as root, a fresh one handed to `nobody`;
/// otherwise `/`, which root owns.
func foreignOwnedDirectory() -> String {
    guard geteuid() == 0 else { return "/" }
    let dir = TestFiles.temporaryDirectory()
    chown(dir, 65534, 65534)
    return dir
}

func fileMode(_ path: String) -> UInt32? {
    var status = stat()
    return lstat(path, &status) == 0 ? UInt32(status.st_mode) : nil
}

func contents(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

@Suite("Cache entry store")
struct EntryStoreTests {
    let now: Int64 = 1_775_200_000

    @Test("a saved body reads back with metadata that names it by length and digest")
    func roundTrip() throws {
        let dir = TestFiles.temporaryDirectory()
        let store = ToyEntry.store(dir)
        try ToyEntry.save("hello", in: store, now: now, source: "src/1")
        let snapshot = store.load(now: now + 5)
        #expect(snapshot.decoded?.value == "hello")
        #expect(snapshot.decoded?.source == "src/1")
        #expect(snapshot.metadata?.fetchedAt == now)
        #expect(snapshot.metadata?.names(Array("ok:hello".utf8)) == true)
        #expect(contents(dir + "/toy.json") == Array("ok:hello".utf8))
        #expect(snapshot.damaged.isEmpty)
    }

    @Test("a body whose metadata was never written (a run killed between the renames) is kept")
    func bodyWithoutMetadata() throws {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.plant(Array("ok:fresh".utf8), at: dir + "/toy.json")
        let snapshot = ToyEntry.store(dir).load(now: now)
        #expect(snapshot.decoded?.value == "fresh")
        #expect(snapshot.decoded?.source == "toy")
        #expect(snapshot.damaged.isEmpty)
        // The fetch time comes from the file itself, so the minimum interval still holds.
        let modified = try #require(
            FileManager.default.attributesOfItem(atPath: dir + "/toy.json")[.modificationDate] as? Date)
        #expect(snapshot.metadata?.fetchedAt == Int64(modified.timeIntervalSince1970))
    }

    @Test(
        "metadata describing another body (a provider switch cut short) gives way to the body; failures are kept"
    )
    func staleMetadata() throws {
        let dir = TestFiles.temporaryDirectory()
        let store = ToyEntry.store(dir)
        try ToyEntry.save("old", in: store, now: now, source: "old/1")
        if case .locked(let writer) = store.openForWriting(timeout: 1) {
            let metadata = writer.load(now: now).metadata
            try writer.recordFailure(FailureRecord(reason: "boom"), now: now + 1, over: metadata)
        }
        try TestFiles.plant(Array("ok:new".utf8), at: dir + "/toy.json")
        let snapshot = store.load(now: now + 2)
        #expect(snapshot.decoded?.value == "new")
        #expect(snapshot.decoded?.source == "toy")  // not the old metadata's claim
        #expect(snapshot.metadata?.lastFailure == now + 1)
        #expect(snapshot.metadata?.lastFailureReason == "boom")
        #expect(snapshot.damaged.isEmpty)
    }

    @Test(
        "damaged metadata never costs a valid body",
        arguments: [
            [UInt8]([0xFF, 0x00, 0x7B]), Array("[1,2,3]".utf8), Array("{\"fetchedAt\":\"soon\"}".utf8),
            Array("{\"fetchedAt\":9223372036854775807,\"nextUpdate\":-9223372036854775808}".utf8),
            [UInt8](repeating: 0x20, count: 200_000),
        ])
    func damagedMetadata(bytes: [UInt8]) throws {
        let dir = TestFiles.temporaryDirectory()
        let store = ToyEntry.store(dir)
        try ToyEntry.save("kept", in: store, now: now)
        try TestFiles.plant(bytes, at: dir + "/toy.meta.json")
        let snapshot = store.load(now: now)
        #expect(snapshot.decoded?.value == "kept")
        #expect(contents(dir + "/toy.json") == Array("ok:kept".utf8))
    }

    @Test(
        "a directory, a FIFO or a symbolic link in place of a file is never read, never blocks, and is set aside under the lock"
    )
    func notRegularFiles() throws {
        for name in ["toy.json", "toy.meta.json"] {
            for kind in ["directory", "fifo", "symlink"] {
                let dir = TestFiles.temporaryDirectory()
                let store = ToyEntry.store(dir)
                if name == "toy.meta.json" {
                    try TestFiles.plant(Array("ok:body".utf8), at: dir + "/toy.json")
                }
                let path = dir + "/" + name
                switch kind {
                case "directory":
                    try FileManager.default.createDirectory(
                        atPath: path + "/x", withIntermediateDirectories: true)
                case "fifo": #expect(mkfifo(path, 0o600) == 0)
                default:
                    try TestFiles.plant(Array("ok:elsewhere".utf8), at: dir + "/target")
                    try FileManager.default.createSymbolicLink(
                        atPath: path, withDestinationPath: dir + "/target")
                }
                // A FIFO would block an open without O_NONBLOCK forever: returning at all is the check.
                let snapshot = store.load(now: now)
                #expect(snapshot.damaged == [name], "\(kind) \(name)")
                #expect(snapshot.decoded?.value == (name == "toy.json" ? nil : "body"), "\(kind) \(name)")
                guard case .locked(let writer) = store.openForWriting(timeout: 1) else {
                    Issue.record("lock")
                    continue
                }
                #expect(writer.setAsideDamaged(writer.load(now: now), now: now) == ["\(path).corrupt-\(now)"])
                try writer.save(body: Array("ok:new".utf8), decoded: ToyEntry.decoded("new"), now: now)
                #expect(store.load(now: now).decoded?.value == "new")
                #expect(kind != "symlink" || contents(dir + "/target") == Array("ok:elsewhere".utf8))
            }
        }
    }

    @Test("an invalid body is reported damaged; only a writer holding the lock sets it aside")
    func invalidBody() throws {
        let dir = TestFiles.temporaryDirectory()
        let store = ToyEntry.store(dir)
        try TestFiles.plant(Array("{\"result\":\"succ".utf8), at: dir + "/toy.json")
        let snapshot = store.load(now: now)
        #expect(snapshot.decoded == nil)
        #expect(snapshot.damaged == ["toy.json"])
        guard case .locked(let writer) = store.openForWriting(timeout: 1) else {
            Issue.record("lock")
            return
        }
        #expect(writer.setAsideDamaged(snapshot, now: now) == [dir + "/toy.json.corrupt-\(now)"])
        #expect(!FileManager.default.fileExists(atPath: dir + "/toy.json"))
    }

    @Test("a body over the entry's size limit is damaged, not read")
    func oversizedBody() throws {
        let dir = TestFiles.temporaryDirectory()
        let entry = CacheEntry<String>(name: "toy", rule: ToyEntry.rule, maximumBodyBytes: 10) { _ in
            Decoded(value: "", source: "toy")
        }
        try TestFiles.plant([UInt8](repeating: 0x41, count: 11), at: dir + "/toy.json")
        let snapshot = EntryStore(directory: CacheDirectory(dir), entry: entry).load(now: now)
        #expect(snapshot.decoded == nil)
        #expect(snapshot.damaged == ["toy.json"])
    }

    @Test("temporary files left by killed runs are removed by the next save under the lock")
    func sweepsTemporaries() throws {
        let dir = TestFiles.temporaryDirectory()
        for name in [".toy.json.tmp-999-1", ".toy.meta.json.tmp-999-2"] {
            try TestFiles.plant([UInt8](repeating: 0, count: 1000), at: dir + "/" + name)
        }
        try TestFiles.plant([1], at: dir + "/.other.json.tmp-999-3")
        try ToyEntry.save("x", in: ToyEntry.store(dir), now: now)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(names == [".other.json.tmp-999-3", ".toy.lock", "toy.json", "toy.meta.json"])
    }

    @Test("a replace that cannot complete keeps the previous file and leaves no temporary file")
    func failedReplaceKeepsOld() throws {
        let dir = TestFiles.temporaryDirectory()
        let target = dir + "/rates.json"
        try FileManager.default.createDirectory(atPath: target + "/inside", withIntermediateDirectories: true)
        #expect(throws: StoreError.self) { try AtomicFile.write(Array("x".utf8), to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["rates.json"])
        #expect(FileManager.default.fileExists(atPath: target + "/inside"))
    }

    @Test("the cache directory and its missing parents are created for the owner only")
    func createsOwnerOnly() throws {
        let root = TestFiles.temporaryDirectory()
        let dir = root + "/a/b"
        try ToyEntry.save("x", in: ToyEntry.store(dir), now: now)
        #expect(fileMode(dir).map { $0 & 0o777 } == 0o700)
        #expect(fileMode(root + "/a").map { $0 & 0o777 } == 0o700)
        #expect(fileMode(dir + "/toy.json").map { $0 & 0o777 } == 0o600)
    }

    @Test("a cache directory another user owns, or others can write, is refused before anything is read")
    func refusedDirectories() throws {
        let foreign = foreignOwnedDirectory()
        guard case .foreignOwner = try #require(ToyEntry.store(foreign).load(now: now).unusable) else {
            Issue.record("not refused as foreign")
            return
        }
        let open = TestFiles.temporaryDirectory()
        try TestFiles.plant(Array("ok:planted".utf8), at: open + "/toy.json")
        chmod(open, 0o777)
        let snapshot = ToyEntry.store(open).load(now: now)
        #expect(snapshot.decoded == nil)
        #expect(snapshot.unusable == .writableByOthers(open, mode: UInt32(S_IFDIR) | 0o777))
        guard case .unusable(.writableByOthers) = ToyEntry.store(open).openForWriting(timeout: 0) else {
            Issue.record("writable directory accepted for writing")
            return
        }
    }

    @Test("a cache directory reached through a symbolic link of the user's own is accepted")
    func symlinkedDirectory() throws {
        let root = TestFiles.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
        chmod(root + "/real", 0o700)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/link", withDestinationPath: root + "/real")
        try ToyEntry.save("x", in: ToyEntry.store(root + "/link"), now: now)
        #expect(contents(root + "/real/toy.json") == Array("ok:x".utf8))
    }

    @Test("metadata keeps only plausible times and makes control characters visible")
    func metadataDecoding() {
        let bytes = Array(
            #"{"source":"a\u001b[2Jb","fetchedAt":1775200000,"dataTime":-9223372036854775808,"nextUpdate":9223372036854775807,"lastFailure":12,"lastFailureReason":"bad\u001b]0;owned\u0007","retryAfter":1775200300,"bodyLength":-5}"#
                .utf8)
        let meta = EntryMetadata.decode(bytes)
        #expect(meta?.source == "a^[[2Jb")
        #expect(meta?.fetchedAt == 1_775_200_000)
        #expect(meta?.dataTime == nil)
        #expect(meta?.nextUpdate == nil)
        #expect(meta?.lastFailure == nil)
        #expect(meta?.lastFailureReason == "bad^[]0;owned^G")
        #expect(meta?.retryAfter == 1_775_200_300)
        #expect(meta?.bodyLength == nil)
        let full = EntryMetadata(
            source: "s", bodyLength: 3, bodyDigest: BodyDigest.of([1, 2, 3]), fetchedAt: now,
            dataTime: now - 5,
            nextUpdate: now + 5, lastFailure: now, lastFailureReason: "r", retryAfter: now + 9)
        #expect(EntryMetadata.decode(full.encoded()) == full)
    }
}

@Suite("Cache entry locks")
struct FileLockTests {
    func open(_ dir: String) throws -> OpenDirectory {
        try #require(try CacheDirectory(dir).opened(creating: true))
    }

    @Test("a lock held by one holder makes a second wait and give up, then succeed after release")
    func contention() throws {
        let dir = try open(TestFiles.temporaryDirectory())
        guard case .acquired(let first) = FileLock.acquire(".lock", in: dir, timeout: 0) else {
            Issue.record("first")
            return
        }
        guard case .busy = FileLock.acquire(".lock", in: dir, timeout: 0.1) else {
            Issue.record("second got it")
            return
        }
        first.release()
        guard case .acquired = FileLock.acquire(".lock", in: dir, timeout: 0.1) else {
            Issue.record("after release")
            return
        }
    }

    @Test("two entries lock independently")
    func independentEntries() throws {
        let path = TestFiles.temporaryDirectory()
        guard case .locked(let a) = ToyEntry.store(path, name: "binance").openForWriting(timeout: 0),
            case .locked(let b) = ToyEntry.store(path, name: "okx").openForWriting(timeout: 0)
        else {
            Issue.record("one entry's lock blocked another's")
            return
        }
        guard case .busy = ToyEntry.store(path, name: "okx").openForWriting(timeout: 0) else {
            Issue.record("the same entry was locked twice")
            return
        }
        a.release()
        b.release()
    }

    @Test(
        "a lock file that cannot be used is reported unusable, not busy, and nothing is created through a link",
        arguments: ["directory", "symlink", "fifo"])
    func unusable(kind: String) throws {
        let path = TestFiles.temporaryDirectory()
        let lock = path + "/.lock"
        switch kind {
        case "directory":
            try FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: true)
        case "symlink":
            try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: path + "/planted")
        default: #expect(mkfifo(lock, 0o600) == 0)
        }
        guard case .unusable = FileLock.acquire(".lock", in: try open(path), timeout: 1) else {
            Issue.record("\(kind) lock accepted or waited on")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: path + "/planted"))
    }
}
