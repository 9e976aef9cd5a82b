/// `csv FILE --date COLUMN --amount COLUMN --from CODE --to CODE` (SPEC §12),
/// read from the command's words as the shell gave them (a header name may
/// hold spaces: `--date "Trade Date"`). `--name=value` works too. A column is a
/// header name or a column number counted from 1; FILE `-` is standard input.
public struct CSVRequest: Sendable, Equatable {
    /// The most a file may hold: 64 MiB.
    public static let maximumFileBytes = 64 << 20
    /// The most data rows read from one file.
    public static let maximumRows = 1_000_000

    public let path: String
    public let date: CSVColumn
    public let amount: CSVColumn
    /// The currencies' codes (`--from 달러` is `USD`).
    public let from: String
    public let to: String

    /// Whether `word` is one of csv's own options (`--date`, `--date=COL`): the
    /// command line keeps them among the command's words.
    public static func isOption(_ word: String) -> Bool {
        let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
        return options.contains(name)
    }

    static let options = ["--date", "--amount", "--from", "--to"]

    public static func parse(_ words: [String]) throws(SessionError) -> CSVRequest {
        var path: String?
        var values: [String: String] = [:]
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word.hasPrefix("--") {
                let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0])
                guard options.contains(name), values[name] == nil else { throw .csv(.unexpectedWord(word)) }
                if parts.count == 2 {
                    values[name] = String(parts[1])
                } else {
                    guard index < words.count else { throw .csv(.missingValue(option: name)) }
                    values[name] = words[index]
                    index += 1
                }
                guard values[name]?.isEmpty == false else { throw .csv(.missingValue(option: name)) }
            } else if path == nil, !word.isEmpty {
                path = word
            } else {
                throw .csv(.unexpectedWord(word))
            }
        }
        guard let path, let date = values["--date"], let amount = values["--amount"],
            let from = values["--from"], let to = values["--to"]
        else { throw .csv(.usage) }
        func code(_ word: String) throws(SessionError) -> String {
            do { return try CurrencyCatalog.standard.resolve(word).code } catch { throw .currency(error) }
        }
        return CSVRequest(
            path: path, date: CSVColumn(date), amount: CSVColumn(amount), from: try code(from),
            to: try code(to))
    }

}

/// A column as the user named it: a header's name, or its number from 1.
public enum CSVColumn: Sendable, Equatable, CustomStringConvertible {
    case name(String)
    case number(Int)

    init(_ word: String) {
        if word.utf8.count <= 6, word.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(word),
            number >= 1
        {
            self = .number(number)
        } else {
            self = .name(word)
        }
    }

    public var description: String {
        switch self {
        case .name(let name): name
        case .number(let number): String(number)
        }
    }

    /// The field's index in a record: a number as counted, a name by the header
    /// (exactly, else without regard to case and surrounding spaces).
    func index(in header: [String]?, fieldCount: Int) throws(CSVError) -> Int {
        switch self {
        case .number(let number):
            guard number <= max(fieldCount, header?.count ?? 0) else {
                throw .unknownColumn(description, header: header ?? [])
            }
            return number - 1
        case .name(let name):
            let header = header ?? []
            if let found = header.firstIndex(of: name) { return found }
            let folded = name.trimmed().lowercased()
            if let found = header.firstIndex(where: { $0.trimmed().lowercased() == folded }) { return found }
            throw .unknownColumn(name, header: header)
        }
    }
}
