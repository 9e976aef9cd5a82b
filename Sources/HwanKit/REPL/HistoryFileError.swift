/// The history could not be written; the file keeps its previous content.
public struct HistoryFileError: UserFacingError, Equatable {
    public let path: String
    /// The `errno` of the call that failed.
    public let errorNumber: Int32

    public init(path: String, errorNumber: Int32) {
        self.path = path
        self.errorNumber = errorNumber
    }

    public var code: String { "history_not_saved" }
    /// Never decides an exit status in practice: the REPL reports it once and goes on.
    public var status: ExitStatus { .dataUnavailable }

    public func message(in language: Language) -> String {
        Localized(
            ko: "입력 기록을 저장하지 못했습니다: \(path) (\(reason(in: .ko))). 권한과 남은 공간을 확인하세요.",
            en:
                "Could not save the input history to \(path) (\(reason(in: .en))). Check its permissions and free space."
        )(language)
    }

    private func reason(in language: Language) -> String {
        let system = String(cString: strerror(errorNumber))
        guard language == .ko else { return system }
        switch errorNumber {
        case EACCES, EPERM: return "권한이 없습니다"
        case ENOSPC, EDQUOT: return "디스크 공간이 부족합니다"
        case EROFS: return "읽기 전용 파일 시스템입니다"
        case ENOTDIR: return "경로의 일부가 디렉터리가 아닙니다"
        case EISDIR: return "같은 이름의 디렉터리가 있습니다"
        case ENOENT: return "경로가 없습니다"
        default: return system
        }
    }
}
