/// What each csv error says, in both languages; every field of the file is
/// shown stripped of control and invisible characters and cut short.
extension CSVError: UserFacingError {
    public var code: String {
        switch self {
        case .usage, .unexpectedWord, .missingValue, .notACommandLine: "usage"
        case .unknownColumn: "unknown_column"
        case .unreadableFile, .fileTooLarge, .emptyFile: "unreadable_file"
        case .tooManyRows: "too_many_rows"
        case .badDate: "invalid_date"
        case .badAmount: "invalid_amount"
        case .missingField: "missing_field"
        case .rowTooLong: "row_too_long"
        case .unclosedQuote: "unclosed_quote"
        }
    }

    public var status: ExitStatus {
        switch self {
        case .usage, .unexpectedWord, .missingValue, .unknownColumn, .notACommandLine: .usage
        case .unreadableFile, .fileTooLarge, .emptyFile, .tooManyRows, .badDate, .badAmount, .missingField,
            .rowTooLong, .unclosedQuote:
            .inputError
        }
    }

    static let synopsis = "hwan csv FILE --date COLUMN --amount COLUMN --from CODE --to CODE"

    public func message(in language: Language) -> String {
        let text: Localized
        switch self {
        case .usage:
            text = Localized(
                ko: "사용법: \(Self.synopsis) (COLUMN 은 머리글 이름이나 1부터 센 열 번호, FILE 이 - 이면 표준 입력)",
                en:
                    "usage: \(Self.synopsis) (COLUMN: a header name or a column number from 1; FILE - is stdin)"
            )
        case .unexpectedWord(let word):
            text = Localized(
                ko: "csv 가 읽지 않는 말 '\(word.printable())': \(Self.synopsis)",
                en: "csv does not read '\(word.printable())': \(Self.synopsis)")
        case .missingValue(let option):
            text = Localized(ko: "\(option) 옵션에 값이 필요합니다", en: "\(option) needs a value")
        case .unreadableFile(let path, let reason):
            text = Localized(
                ko: "파일 '\(path.printable(limit: 80))'을(를) 읽을 수 없습니다: \(reason.ko)",
                en: "cannot read '\(path.printable(limit: 80))': \(reason.en)")
        case .fileTooLarge(let path, let limit):
            text = Localized(
                ko: "파일 '\(path.printable(limit: 80))'이(가) 너무 큽니다 (최대 \(limit >> 20) MiB)",
                en: "'\(path.printable(limit: 80))' is too large (at most \(limit >> 20) MiB)")
        case .unknownColumn(let column, let header):
            let names = header.prefix(12).map { $0.printable(limit: 24) }.joined(separator: ", ")
            text = Localized(
                ko: "열 '\(column.printable())'이(가) 없습니다. 머리글: \(names) (또는 1부터 \(header.count)까지의 번호)",
                en:
                    "no column '\(column.printable())'; the header has: \(names) (or a number from 1 to \(header.count))"
            )
        case .emptyFile(let path):
            text = Localized(
                ko: "파일 '\(path.printable(limit: 80))'에 행이 없습니다",
                en: "'\(path.printable(limit: 80))' has no rows")
        case .tooManyRows(let limit):
            text = Localized(
                ko: "행이 너무 많습니다: 한 번에 \(limit)행까지 읽습니다 (나머지는 읽지 않았습니다)",
                en: "too many rows: at most \(limit) are read at once (the rest were not read)")
        case .notACommandLine:
            text = Localized(
                ko: "csv 는 셸에서 실행합니다: \(Self.synopsis)", en: "csv runs from the shell: \(Self.synopsis)")
        case .badDate(let field):
            text = Localized(
                ko: "날짜 '\(field.printable())'을(를) 읽을 수 없습니다 (예: 2024-03-04)",
                en: "'\(field.printable())' is not a date (e.g. 2024-03-04)")
        case .badAmount(let field):
            text = Localized(
                ko: "금액 '\(field.printable())'을(를) 읽을 수 없습니다 (예: 1234.50, \"1,234.50\")",
                en: "'\(field.printable())' is not an amount (e.g. 1234.50, \"1,234.50\")")
        case .missingField(let column):
            text = Localized(
                ko: "이 행에는 '\(column.printable())' 열이 없습니다",
                en: "this row has no field for '\(column.printable())'")
        case .rowTooLong:
            text = Localized(
                ko:
                    "행이 너무 깁니다 (최대 \(CSVRecordReader.maximumRecordBytes >> 10) KiB, \(CSVRecordReader.maximumFields)열)",
                en:
                    "the row is too long (at most \(CSVRecordReader.maximumRecordBytes >> 10) KiB and \(CSVRecordReader.maximumFields) fields)"
            )
        case .unclosedQuote:
            text = Localized(
                ko: "따옴표가 파일 끝까지 닫히지 않았습니다",
                en: "a quote opened here is never closed before the end of the file")
        }
        return text(language)
    }
}
