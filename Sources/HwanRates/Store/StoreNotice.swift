/// Something about the cache the user should know, though the command goes on
/// (SPEC §3: notices go to stderr). The words live here, in both languages.
public enum StoreNotice: Sendable, Equatable {
    /// The cache directory is refused or cannot be made: no cache this run.
    case directoryUnusable(StoreError)
    /// The lock file cannot be used: fetched without it.
    case lockUnusable(StoreError)
    /// A damaged file was moved to this path.
    case setAside(String)
    /// A damaged file was left alone (its lock was not available) and not used.
    case damagedIgnored(String)
    /// A saved body is there but could not be read: not used.
    case unreadable(StoreError)
    /// A fetched body could not be saved.
    case notSaved(StoreError)
    /// A failed attempt could not be recorded, so the next run will try again.
    case failureNotRecorded(StoreError)

    public var text: Localized {
        switch self {
        case .directoryUnusable(let error):
            return Localized(
                ko: "캐시를 쓰지 않습니다: \(error.message(in: .ko)). 캐시 없이 실행합니다",
                en: "not using the cache: \(error.message(in: .en)). Running without a cache")
        case .lockUnusable(let error):
            return Localized(
                ko: "잠금 파일을 쓸 수 없어 잠금 없이 받습니다: \(error.message(in: .ko))",
                en: "the lock file cannot be used, fetching without it: \(error.message(in: .en))")
        case .setAside(let path):
            let path = TerminalText.visible(path)
            return Localized(
                ko: "손상된 캐시 파일을 옮겨 두었습니다: \(path)", en: "a damaged cache file was set aside: \(path)")
        case .damagedIgnored(let path):
            let path = TerminalText.visible(path)
            return Localized(
                ko: "손상된 캐시 파일을 쓰지 않았습니다: \(path)", en: "a damaged cache file was not used: \(path)")
        case .unreadable(let error):
            return Localized(
                ko: "저장된 파일을 읽을 수 없어 쓰지 않습니다: \(error.message(in: .ko))",
                en: "cannot read the saved file, not using it: \(error.message(in: .en))")
        case .notSaved(let error):
            return Localized(
                ko: "받은 자료를 저장하지 못했습니다: \(error.message(in: .ko))",
                en: "could not save what was fetched: \(error.message(in: .en))")
        case .failureNotRecorded(let error):
            return Localized(
                ko: "실패한 요청을 기록하지 못해 다음 실행도 다시 요청합니다: \(error.message(in: .ko))",
                en:
                    "could not record the failed request, so the next run asks again: \(error.message(in: .en))"
            )
        }
    }
}
