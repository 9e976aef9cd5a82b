/// One row read straight from the embedded TSV, for the common
/// `convert 100 USD JPY` whose names are plain ISO codes. Building the whole
/// catalog (names, aliases, indices) was ~90% of a one-shot run's instructions.
extension CurrencyCatalog {
    /// The currency with this upper-case three-letter code, without building
    /// the catalog; nil when the code is not in the data.
    public static func quickCurrency(code: String) -> Currency? {
        let key = Array(code.utf8)
        guard key.count == 3, key.allSatisfy({ $0 >= 65 && $0 <= 90 }) else { return nil }
        var text = EmbeddedResource.currenciesTsv
        return text.withUTF8 { bytes -> Currency? in
            var header: [Substring] = []
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count && bytes[lineEnd] != 10 { lineEnd += 1 }
                let isComment = bytes[lineStart] == UInt8(ascii: "#")
                if !isComment && lineEnd > lineStart {
                    let isMatch =
                        lineEnd - lineStart > 4 && bytes[lineStart] == key[0]
                        && bytes[lineStart + 1] == key[1]
                        && bytes[lineStart + 2] == key[2] && bytes[lineStart + 3] == 9
                    if header.isEmpty || isMatch {
                        let line = String(
                            decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self
                        )
                        if header.isEmpty {
                            header = line.split(separator: "\t", omittingEmptySubsequences: false)
                        } else {
                            var problems: [String] = []
                            let headerLine = header.joined(separator: "\t")
                            return parseCurrencies(headerLine + "\n" + line, problems: &problems).first
                        }
                    }
                }
                lineStart = lineEnd + 1
            }
            return nil
        }
    }
}
