/// What `csv FILE --date COL --amount COL --from CODE --to CODE` (SPEC §12)
/// can fail with: the command line (status 64), the file (1), or one row (the
/// row's own error, reported on it while the other rows go on).
public enum CSVError: Error, Equatable, Sendable {
    /// `csv` without a file, or a required option missing.
    case usage
    /// `--date` given twice, or an option csv does not read.
    case unexpectedWord(String)
    /// `--date` at the end of the line.
    case missingValue(option: String)
    /// No such file (or not readable); the reason in the system's words.
    case unreadableFile(path: String, reason: Localized)
    /// A file over `CSVRequest.maximumFileBytes`.
    case fileTooLarge(path: String, limit: Int)
    /// A column named by a header the file does not have, or a number beyond its fields.
    case unknownColumn(String, header: [String])
    /// The file has no record at all.
    case emptyFile(path: String)
    /// More data rows than `CSVRequest.maximumRows`.
    case tooManyRows(limit: Int)
    /// `csv` in the REPL or a batch: it reads a file named on the command line.
    case notACommandLine
    /// A row's date field that names no day.
    case badDate(String)
    /// A row's amount field that is not a number.
    case badAmount(String)
    /// A row with fewer fields than the column asked.
    case missingField(column: String)
    /// A row longer than `CSVRecordReader.maximumRecordBytes` or with too many fields.
    case rowTooLong
    /// A quote opened and never closed before the end of the file.
    case unclosedQuote
}
