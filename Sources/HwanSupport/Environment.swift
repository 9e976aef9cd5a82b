/// Environment variables by name: the process's own, each read when asked
/// (`getenv`), or a fixed table (the tests; a child's environment). A command
/// reads a dozen names; hashing every variable of the process into a dictionary
/// first cost a one-shot command about 80,000 instructions, a tenth of a
/// `convert`. (A value is decoded as `String(cString:)` decodes it: invalid
/// UTF-8 repaired.)
public struct Environment: Sendable, ExpressibleByDictionaryLiteral {
    /// nil: the process's environment.
    private let table: [String: String]?

    public init(_ table: [String: String]) { self.table = table }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.table = Dictionary(elements, uniquingKeysWith: { $1 })
    }

    private init(process: Void) { self.table = nil }

    /// The process's environment, read by name.
    public static var process: Environment { Environment(process: ()) }

    public subscript(name: String) -> String? {
        if let table { return table[name] }
        return getenv(name).map { decodedCString($0) }
    }
}
