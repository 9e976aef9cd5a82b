/// One cache entry on disk: `entry.bodyFile` holds the provider's body exactly
/// as received, `entry.metadataFile` what hwan knows about it (naming the body
/// by length and digest), `entry.lockFile` serialises its writers.
///
/// Reading takes no lock and tolerates any interleaving with writers: each
/// file is only ever replaced whole by a rename, and metadata that does not
/// name the body beside it is replaced by what the body says of itself, so a
/// valid body is never discarded for its companion's sake. Writing goes
/// through an `EntryWriter`, normally under the entry's lock.
///
///     let store = EntryStore(directory: CacheDirectory(path), entry: .rates)
///     let snapshot = store.load(now: now)            // no lock
///     switch store.openForWriting(timeout: 5) {      // the entry's lock
///     case .locked(let writer): ...writer.save(body:decoded:now:)...
///     ...
///     }
public struct EntryStore<Value: Sendable>: Sendable {
    public let directory: CacheDirectory
    public let entry: CacheEntry<Value>

    /// Metadata larger than this is not metadata hwan wrote.
    static var maximumMetadataBytes: Int { 64 << 10 }

    public init(directory: CacheDirectory, entry: CacheEntry<Value>) {
        self.directory = directory
        self.entry = entry
    }

    public var bodyPath: String { directory.path + "/" + entry.bodyFile }

    /// What the entry holds now (see `EntrySnapshot`). Never creates the directory.
    public func load(now: Int64) -> EntrySnapshot<Value> {
        do {
            guard let open = try directory.opened(creating: false) else { return EntrySnapshot() }
            return load(in: open, now: now)
        } catch {
            return EntrySnapshot(unusable: error)
        }
    }

    /// The directory (created if missing) and the entry's lock, waiting for it
    /// at most `timeout` seconds.
    public func openForWriting(timeout: Double) -> WriteAccess<Value> {
        let open: OpenDirectory
        do {
            guard let opened = try directory.opened(creating: true) else {
                return .unusable(.io(directory.path, ENOENT))
            }
            open = opened
        } catch {
            return .unusable(error)
        }
        switch FileLock.acquire(entry.lockFile, in: open, timeout: timeout) {
        case .acquired(let lock):
            return .locked(EntryWriter(store: self, directory: open, lock: lock))
        case .busy:
            return .busy
        case .unusable(let reason):
            return .unlocked(EntryWriter(store: self, directory: open, lock: nil), reason)
        }
    }

    /// Whether another writer holds the entry's lock now (a renewal under
    /// way): asked without waiting, and false when the lock cannot be used.
    public func isBeingRenewed() -> Bool {
        guard let open = try? directory.opened(creating: false) else { return false }
        switch FileLock.acquire(entry.lockFile, in: open, timeout: 0) {
        case .acquired(let lock):
            lock.release()
            return false
        case .busy: return true
        case .unusable: return false
        }
    }

    func load(in open: OpenDirectory, now: Int64) -> EntrySnapshot<Value> {
        var snapshot = EntrySnapshot<Value>()
        var metadata: EntryMetadata?
        do {
            if let file = try open.read(entry.metadataFile, limit: Self.maximumMetadataBytes) {
                metadata = EntryMetadata.decode(file.bytes)
            }
        } catch {
            // An unreadable or damaged metadata file only costs what it held; a rename replaces it,
            // unless it is a directory or the like, which is set aside.
            if case .notRegularFile = error { snapshot.damaged.append(entry.metadataFile) }
        }
        let body: (bytes: [UInt8], modified: Int64)?
        do {
            body = try open.read(entry.bodyFile, limit: entry.maximumBodyBytes)
        } catch {
            switch error {
            case .notRegularFile, .tooLarge: snapshot.damaged.append(entry.bodyFile)
            case .io, .notADirectory, .foreignOwner, .writableByOthers: snapshot.unreadable = error
            }
            body = nil
        }
        guard let body else {
            snapshot.metadata = metadata
            return snapshot
        }
        // The body's digest, once: it decides whether the metadata names the body and is written back.
        let digest = BodyDigest.of(body.bytes)
        var named = metadata?.names(body.bytes, digest: digest) == true
        let modified = UnixTime.checked(body.modified)
        // The compact form, when the metadata that holds it names this body; else
        // (an old cache, a form that does not validate) the body itself.
        var decoded: Decoded<Value>?
        var compact: String?
        if named, let metadata, let text = metadata.table, let form = entry.compactForm {
            decoded = form.decode(text, metadata)
            if decoded != nil { compact = text }
        }
        if decoded == nil {
            decoded = entry.decode(
                SavedBody(
                    bytes: body.bytes, claimedSource: named ? metadata?.source : nil,
                    fetchedAt: named ? metadata?.fetchedAt : modified))
        }
        if decoded == nil && named {
            // The metadata named the body but its source did not fit it: trust the body alone.
            decoded = entry.decode(SavedBody(bytes: body.bytes, claimedSource: nil, fetchedAt: modified))
            named = false
        }
        guard var decoded else {
            snapshot.damaged.append(entry.bodyFile)
            snapshot.metadata = metadata.map {
                var failureOnly = EntryMetadata()
                failureOnly.keepFailure(of: $0)
                return failureOnly
            }
            return snapshot
        }
        var reconciled = EntryMetadata(
            describing: body.bytes, digest: digest, decoded: decoded,
            fetchedAt: named ? metadata?.fetchedAt : modified)
        reconciled.keepFailure(of: metadata)
        reconciled.table = compact
        if named, let metadata {
            // What the provider said of this very body, never of another.
            reconciled.validators = metadata.validators
            reconciled.confirmedUntil = metadata.confirmedUntil
            decoded.validators = metadata.validators
        }
        snapshot.metadata = reconciled
        snapshot.decoded = decoded
        return snapshot
    }
}

/// The outcome of `EntryStore.openForWriting`.
public enum WriteAccess<Value: Sendable> {
    /// The entry's lock is held: no other hwan writes this entry until `release()`.
    case locked(EntryWriter<Value>)
    /// Another process held the lock for the whole wait.
    case busy
    /// The lock file cannot be used (why): writes are still atomic, only not serialised.
    case unlocked(EntryWriter<Value>, StoreError)
    /// The cache directory cannot be created or used: nothing can be saved.
    case unusable(StoreError)
}

/// Writes to one cache entry, holding its lock (or, when the lock file cannot
/// be used, without it). Every write is a whole-file atomic replacement.
public final class EntryWriter<Value: Sendable> {
    let store: EntryStore<Value>
    let directory: OpenDirectory
    let lock: FileLock?

    init(store: EntryStore<Value>, directory: OpenDirectory, lock: FileLock?) {
        self.store = store
        self.directory = directory
        self.lock = lock
    }

    deinit { release() }

    public var isLocked: Bool { lock != nil }
    /// Seconds spent waiting for the lock.
    public var waited: Double { lock?.waited ?? 0 }

    /// The entry as it is now; under the lock, nothing changes it until `release()`.
    public func load(now: Int64) -> EntrySnapshot<Value> {
        store.load(in: directory, now: now)
    }

    /// Sets the snapshot's damaged files aside (`NAME.corrupt-TIME`) and returns
    /// their new paths. Only under the lock, where the snapshot cannot be out
    /// of date: without it, a file another process just renamed into place
    /// could be moved instead.
    public func setAsideDamaged(_ snapshot: EntrySnapshot<Value>, now: Int64) -> [String] {
        guard isLocked else { return [] }
        return snapshot.damaged.compactMap { directory.setAside($0, now: now) }
    }

    /// Saves an accepted body exactly as received, then metadata naming it; a
    /// run killed between the two leaves a body that `load` still reads. Also
    /// removes temporary files that killed runs left behind.
    @discardableResult
    public func save<Fetched>(body: [UInt8], decoded: Decoded<Fetched>, now: Int64) throws(StoreError)
        -> EntryMetadata
    {
        sweep(now: now)
        var metadata = EntryMetadata(describing: body, decoded: decoded, fetchedAt: now)
        metadata.validators = decoded.validators
        // In the metadata, which is written after the body and names it: one unit.
        if let form = store.entry.compactForm, let value = decoded.value as? Value {
            metadata.table = form.encode(value)
        }
        try directory.replace(store.entry.bodyFile, with: body)
        try directory.replace(store.entry.metadataFile, with: metadata.encoded())
        directory.sync()
        return metadata
    }

    /// Records a failed attempt (for the back-off) over `metadata`, which must
    /// come from a `load` under this writer, so that it names the current body.
    @discardableResult
    public func recordFailure(_ failure: FailureRecord, now: Int64, over metadata: EntryMetadata?)
        throws(StoreError) -> EntryMetadata
    {
        sweep(now: now)
        var updated = metadata ?? EntryMetadata()
        updated.lastFailure = now
        updated.lastFailureReason = EntryMetadata.clean(failure.reason)
        updated.lastFailureReasonKo = failure.reasonKo.map(EntryMetadata.clean)
        updated.retryAfter = failure.retryAfter
        try directory.replace(store.entry.metadataFile, with: updated.encoded())
        directory.sync()
        return updated
    }

    /// Records that the provider answered `304 Not Modified` at `now`: the
    /// saved body (named by `metadata`, from a `load` under this writer) counts
    /// as fetched now and stays fresh until `until`. Only the metadata is
    /// replaced; the body and its digest stay as they are.
    @discardableResult
    public func confirm(over metadata: EntryMetadata, now: Int64, until: Int64, validators: Validators)
        throws(StoreError) -> EntryMetadata
    {
        sweep(now: now)
        var updated = metadata
        updated.fetchedAt = now
        updated.confirmedUntil = until
        if !validators.isEmpty { updated.validators = validators }
        try directory.replace(store.entry.metadataFile, with: updated.encoded())
        directory.sync()
        return updated
    }

    public func release() {
        lock?.release()
    }

    /// Temporary files of this entry: all of them under the lock (their
    /// writers are gone), else only those an hour old.
    private func sweep(now: Int64) {
        let names = [store.entry.bodyFile, store.entry.metadataFile]
        directory.sweepTemporaries(of: names, modifiedBefore: isLocked ? nil : now.saturatingSubtract(3600))
    }
}
