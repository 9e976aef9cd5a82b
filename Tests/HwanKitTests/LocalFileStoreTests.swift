import Foundation
import HwanKit
import Testing

@Suite("Local file store")
struct LocalFileStoreTests {
    @Test("an atomic replace leaves the new content and no temporary files")
    func atomicReplace() throws {
        let dir = TestFiles.temporaryDirectory()
        let path = dir + "/data.json"
        try AtomicFile.write(Array("old".utf8), to: path)
        try AtomicFile.write(Array("new".utf8), to: path)
        #expect(try AtomicFile.read(path) == Array("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["data.json"])
    }

    @Test("a replace that cannot complete keeps the previous file and cleans up")
    func failedReplaceKeepsOld() throws {
        let dir = TestFiles.temporaryDirectory()
        // The target is a non-empty directory: the final rename must fail.
        let target = dir + "/rates.json"
        try FileManager.default.createDirectory(atPath: target + "/inside", withIntermediateDirectories: true)
        #expect(throws: StoreError.self) { try AtomicFile.write(Array("x".utf8), to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["rates.json"])
        #expect(FileManager.default.fileExists(atPath: target + "/inside"))
    }

    @Test("the cache directory is created with its parents")
    func createsDirectories() throws {
        let dir = TestFiles.temporaryDirectory() + "/a/b/c"
        let store = LocalFileStore(directory: dir)
        try store.saveMetadata(CacheMetadata(lastFailure: 5))
        #expect(store.loadMetadata(now: 0).metadata == CacheMetadata(lastFailure: 5))
    }

    @Test("metadata round-trips through its file")
    func metadataRoundTrip() throws {
        let store = LocalFileStore(directory: TestFiles.temporaryDirectory())
        let meta = CacheMetadata(
            provider: .exchangeRateAPI, baseCurrency: "KRW", fetchedAt: 10, ratesTime: 9, nextUpdate: 99,
            lastFailure: 50, lastFailureReason: "cannot connect")
        try store.save(body: Array("{}".utf8), metadata: meta)
        #expect(store.loadMetadata(now: 0).metadata == meta)
        #expect(store.loadBody() == Array("{}".utf8))
    }

    @Test("a corrupt metadata file is set aside, not read, and never crashes")
    func corruptMetadata() throws {
        let dir = TestFiles.temporaryDirectory()
        let store = LocalFileStore(directory: dir)
        try Data([0xFF, 0x00, 0x7B]).write(to: URL(fileURLWithPath: store.metadataPath))
        let loaded = store.loadMetadata(now: 1234)
        #expect(loaded.metadata == nil)
        #expect(loaded.setAside == store.metadataPath + ".corrupt-1234")
        #expect(FileManager.default.fileExists(atPath: store.metadataPath + ".corrupt-1234"))
        #expect(!FileManager.default.fileExists(atPath: store.metadataPath))
    }

    @Test("a lock held by one holder makes a second wait and give up, then succeed after release")
    func lockContention() {
        let path = TestFiles.temporaryDirectory() + "/.lock"
        let first = FileLock()
        let second = FileLock()
        #expect(first.acquire(path: path, timeout: 0))
        #expect(!second.acquire(path: path, timeout: 0.1))
        first.release()
        #expect(second.acquire(path: path, timeout: 0.1))
        second.release()
    }
}
