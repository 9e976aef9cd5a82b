import HwanKit

/// `hwan csv FILE --date COL --amount COL --from CODE --to CODE` (SPEC §12):
/// reads the file (or stdin for `-`), fetches the days after the bundled
/// history first (a progress line on stderr when it is a terminal), then writes
/// a result per row as a batch does (`row N: message` on stderr for a failed
/// row); the exit status is a batch's.
@MainActor func runCSV(
    session: Session, words: [String], mode: OutputMode, progressOnTerminal: Bool
) -> ExitStatus {
    let language = session.language
    func failed(_ error: SessionError) -> ExitStatus {
        if mode == .json {
            var reply = Reply()
            reply.output.append(CSVFileError.json(error, language: language))
            stdout.line(reply.output[0])
        } else {
            stderr.line(errorPalette.error(error.message(in: language)))
        }
        return error.status
    }
    let request: CSVRequest
    do { request = try CSVRequest.parse(words) } catch { return failed(error) }
    let bytes: [UInt8]
    switch CSVFile.read(request.path) {
    case .success(let read): bytes = read
    case .failure(let error): return failed(.csv(error))
    }
    var table: CSVTable
    do { table = try CSVTable(bytes: bytes, request: request) } catch { return failed(.csv(error)) }
    let days = session.csvDays(table)
    for (index, day) in days.enumerated() {
        session.csvFetch(day)
        if progressOnTerminal {
            let line = DatedProgressText.line(fetched: index + 1, needed: days.count, language: language)
            stderr.write("\r" + line + "\u{1B}[K")
        }
    }
    if progressOnTerminal && !days.isEmpty { stderr.write("\r\u{1B}[K") }
    var reply = Reply()
    var anyFailed = false
    while let row = table.next() {
        reply.clear()
        session.csvReply(row, request: request, into: &reply)
        let number: Int
        switch row {
        case .fields(let n, _, _), .failure(let n, _): number = n
        }
        let prefix = reply.error == nil ? "" : "row \(number): "
        if mode == .human {
            emit(reply, prefix: prefix, caret: false)
        } else {
            emitPaired(reply, prefix: prefix, json: mode == .json)
        }
        if reply.status != .success { anyFailed = true }
    }
    return anyFailed ? .inputError : .success
}

/// The error of the whole csv command as `--json` writes it.
enum CSVFileError {
    static func json(_ error: SessionError, language: Language) -> String {
        "{\"error\":{\"code\":\"" + error.code + "\",\"message\":"
            + JSONWriter.quote(error.message(in: language))
            + "}}"
    }
}

/// The file a csv run reads, bounded by `CSVRequest.maximumFileBytes`.
enum CSVFile {
    static func read(_ path: String) -> Result<[UInt8], CSVError> {
        let limit = CSVRequest.maximumFileBytes
        if path == "-" {
            do { return .success(try POSIXIO.readAll(0, limit: limit)) } catch {
                return .failure(failure(error, path: "-"))
            }
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.unreadableFile(path: path, reason: reason(errno))) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            return .failure(.unreadableFile(path: path, reason: reason(errno)))
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            return .failure(
                .unreadableFile(path: path, reason: Localized(ko: "디렉터리입니다", en: "it is a directory")))
        }
        do { return .success(try POSIXIO.readAll(fd, limit: limit)) } catch {
            return .failure(failure(error, path: path))
        }
    }

    static func failure(_ error: POSIXIO.Failure, path: String) -> CSVError {
        switch error {
        case .tooLarge(let limit): .fileTooLarge(path: path, limit: limit)
        case .system(let number): .unreadableFile(path: path, reason: reason(number))
        case .notRegularFile:
            .unreadableFile(path: path, reason: Localized(ko: "일반 파일이 아닙니다", en: "not a regular file"))
        }
    }

    static func reason(_ number: Int32) -> Localized {
        switch number {
        case ENOENT: Localized(ko: "파일이 없습니다", en: "no such file")
        case EACCES: Localized(ko: "권한이 없습니다", en: "permission denied")
        default:
            Localized(ko: "오류 \(number)", en: String(cString: strerror(number)))
        }
    }
}
