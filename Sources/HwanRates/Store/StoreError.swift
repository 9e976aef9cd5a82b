/// A cache file or directory that cannot be used, named by path and reason.
public enum StoreError: UserFacingError, Equatable {
    /// A system call failed with this `errno`.
    case io(String, Int32)
    case tooLarge(String)
    case notADirectory(String)
    /// A FIFO, device, directory or symbolic link where hwan keeps a regular file.
    case notRegularFile(String)
    /// The cache directory belongs to another user (their uid): its files could be planted.
    case foreignOwner(String, uid: UInt32)
    /// Others than its owner may write to the cache directory (its permission bits).
    case writableByOthers(String, mode: UInt32)

    public var code: String { "cache_error" }
    public var status: ExitStatus { .dataUnavailable }

    public var path: String {
        switch self {
        case .io(let path, _), .tooLarge(let path), .notADirectory(let path), .notRegularFile(let path),
            .foreignOwner(let path, _), .writableByOthers(let path, _):
            path
        }
    }

    public func message(in language: Language) -> String {
        let path = TerminalText.visible(path)
        switch self {
        case .io(_, let number):
            let reason = String(cString: strerror(number))
            return Localized(ko: "\(path): 파일 오류 (\(reason))", en: "\(path): \(reason)")(language)
        case .tooLarge:
            return Localized(ko: "\(path): 파일이 너무 큽니다", en: "\(path): file is too large")(language)
        case .notADirectory:
            return Localized(ko: "\(path): 디렉터리가 아닙니다", en: "\(path): not a directory")(language)
        case .notRegularFile:
            return Localized(
                ko: "\(path): 일반 파일이 아닙니다 (FIFO, 장치, 디렉터리 또는 심볼릭 링크)",
                en: "\(path): not a regular file (a FIFO, device, directory or symbolic link)")(language)
        case .foreignOwner(_, let uid):
            return Localized(
                ko: "\(path): 다른 사용자(uid \(uid))의 디렉터리입니다",
                en: "\(path): the directory belongs to another user (uid \(uid))")(language)
        case .writableByOthers(_, let mode):
            let octal = String(mode & 0o777, radix: 8)
            return Localized(
                ko: "\(path): 다른 사용자도 쓸 수 있는 디렉터리입니다 (권한 \(octal); chmod 700 하세요)",
                en: "\(path): others can write to the directory (mode \(octal); chmod 700 it)")(language)
        }
    }
}
