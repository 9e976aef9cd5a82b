/// What a cache entry holds at one moment, as `EntryStore.load` found it.
public struct EntrySnapshot<Value: Sendable>: Sendable {
    /// The metadata, reconciled with the body: when the metadata file does not
    /// name the body beside it (missing, damaged, or describing another body),
    /// the source, data time and next update come from the body itself and the
    /// fetch time from the body file's modification time; the failure fields
    /// are kept either way. Nil when there is neither metadata nor a body.
    public var metadata: EntryMetadata?
    /// The body, read back through the entry's decoder; nil when there is none
    /// or it is not valid.
    public var decoded: Decoded<Value>?
    /// Names of files found unusable (an invalid body, a FIFO, a directory, a
    /// file too large): set aside by `EntryWriter.setAsideDamaged` under the lock.
    public var damaged: [String] = []
    /// Why the cache directory cannot be used at all; nothing was read.
    public var unusable: StoreError?
    /// Why the saved body is there but could not be read (permissions, an I/O
    /// error, another owner): not used, and said, naming the file.
    public var unreadable: StoreError?

    public init(
        metadata: EntryMetadata? = nil, decoded: Decoded<Value>? = nil, damaged: [String] = [],
        unusable: StoreError? = nil
    ) {
        self.metadata = metadata
        self.decoded = decoded
        self.damaged = damaged
        self.unusable = unusable
    }
}
