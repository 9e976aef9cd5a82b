import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The byte-level replacements the one-shot path uses instead of String,
/// Character and Set operations (bench/README.md) give what those operations
/// give, over seeded inputs that include non-ASCII text whose case mapping or
/// grapheme breaking differs from the bytes.
@Suite("Start-up byte paths")
struct StartupBytePathTests {
    /// Pieces whose upper-casing changes the length or lands on ASCII
    /// (`ß` is `SS`, `ı` is `I`, `ﬀ` is `FF`, `ǆ` is `Ǆ`), combining marks,
    /// Hangul, digits, white space and plain letters.
    static let pieces = [
        "a", "Z", "q", "U", "s", "d", "ß", "ı", "ſ", "ﬀ", "ǆ", "é", "e\u{301}", "İ", "원", "엔", "1", "0", " ",
        "\t", "-", "\u{3000}", "\u{1F4B0}", "Ａ",
    ]

    static func text(_ generator: inout SeededGenerator, maxPieces: Int = 5) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...maxPieces, using: &generator) {
            text += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
        }
        return text
    }

    @Test("uppercasedASCIILetters(count:) is uppercased() exactly when the string is that many ASCII letters")
    func uppercasedASCIILetters() {
        var generator = SeededGenerator(seed: 1803)
        for _ in 0..<4000 {
            let string = Self.text(&generator)
            for count in 0...4 {
                let isLetters =
                    string.unicodeScalars.count == count
                    && string.unicodeScalars.allSatisfy { $0.isASCII && Lexer.isLatinLetter($0) }
                #expect(
                    string.uppercasedASCIILetters(count: count) == (isLetters ? string.uppercased() : nil))
            }
        }
        #expect("usd".uppercasedASCIILetters(count: 3) == "USD")
        #expect("ßa".uppercasedASCIILetters(count: 3) == nil)
    }

    @Test("decodedCStrings reads argv as CommandLine.arguments.dropFirst() does, invalid UTF-8 repaired")
    func decodedCStringsAreCommandLineArguments() {
        // Raw bytes: the UTF-8 of the pieces above, plus bytes no UTF-8 allows
        // (a lone continuation byte, a truncated Hangul, 0xFF, an overlong '/').
        let oddBytes: [[UInt8]] = [[0x80], [0xEC, 0x9B], [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80]]
        var generator = SeededGenerator(seed: 1805)
        for _ in 0..<2000 {
            var words: [[UInt8]] = []
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                var word: [UInt8] = []
                for _ in 0..<Int.random(in: 0...4, using: &generator) {
                    if Int.random(in: 0..<4, using: &generator) == 0 {
                        word += oddBytes[Int.random(in: 0..<oddBytes.count, using: &generator)]
                    } else {
                        word += Array(
                            Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)].utf8)
                    }
                }
                words.append(word)
            }
            words.insert(Array("hwan".utf8), at: 0)  // argv[0]: never empty, as the kernel passes it
            let pointers = words.map { word -> UnsafeMutablePointer<CChar>? in
                let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: word.count + 1)
                for (index, byte) in word.enumerated() { pointer[index] = CChar(bitPattern: byte) }
                pointer[word.count] = 0
                return pointer
            }
            defer { for pointer in pointers { pointer?.deallocate() } }
            pointers.withUnsafeBufferPointer { argv in
                let all = argv.map { String(cString: $0!) }
                for start in 0...max(1, words.count) {
                    let decoded = decodedCStrings(argv.baseAddress!, count: words.count, from: start)
                    #expect(decoded == Array(all.dropFirst(start)))
                }
                for (index, pointer) in argv.enumerated() {
                    #expect(decodedCString(pointer!) == all[index])
                }
            }
        }
    }

    @Test(
        "HWAN_BASE_CURRENCY resolves to what upper-casing and the three-letter check gave, or the same error")
    func baseCurrency() {
        // The check as it was before the byte path (Character-level).
        func reference(_ value: String) -> Result<String, ConfigurationError> {
            let trimmed = value.trimmed()
            let base = (trimmed.isEmpty ? "USD" : trimmed).uppercased()
            guard base.count == 3, base.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                return .failure(.invalidBaseCurrency(base))
            }
            return .success(base)
        }
        var generator = SeededGenerator(seed: 1804)
        var cases = ["ßa", "ıSD", "ſek", "ﬀx", "usd", " jpy ", "US DOLLAR", "원화", "e\u{301}ur"]
        for _ in 0..<3000 { cases.append(Self.text(&generator, maxPieces: 4)) }
        for value in cases {
            let resolved: Result<String, ConfigurationError>
            do {
                resolved = .success(
                    try ProviderSettings.resolve(flag: nil, environment: ["HWAN_BASE_CURRENCY": value])
                        .baseCurrency)
            } catch {
                resolved = .failure(error)
            }
            #expect(resolved == reference(value), "HWAN_BASE_CURRENCY=\(value.debugDescription)")
        }
    }

    @Test("UInt32.decimalText is String(value)")
    func decimalText() {
        var generator = SeededGenerator(seed: 1805)
        var values: [UInt32] = [
            0, 1, 9, 10, 11, 99, 100, 999, 1000, 65534, 65535, 1_000_000_000, .max - 1, .max,
        ]
        for _ in 0..<5000 {
            // Every magnitude equally: a random width, then a value of it.
            let bits = UInt32.random(in: 0...32, using: &generator)
            let mask: UInt32 = bits == 32 ? .max : (1 << bits) - 1
            values.append(UInt32.random(in: 0...UInt32.max, using: &generator) & mask)
        }
        for value in values { #expect(value.decimalText == String(value)) }
    }

    @Test("Int.decimalText and Int64.decimalText are String(value), negatives and the extremes included")
    func signedDecimalText() {
        var generator = SeededGenerator(seed: 1813)
        var values: [Int64] = [0, 1, -1, 9, -9, 10, -10, 99, 100, -100, .max, .min, .max - 1, .min + 1]
        for _ in 0..<5000 {
            let bits = Int64.random(in: 0...63, using: &generator)
            let magnitude = Int64.random(in: 0...Int64.max, using: &generator) >> (63 - bits)
            values.append(Bool.random(using: &generator) ? -magnitude : magnitude)
        }
        for value in values {
            #expect(value.decimalText == String(value))
            #expect(Int(value).decimalText == String(Int(value)))
        }
    }

    @Test("the command heads that are not letters are those of the command words' dictionary")
    func otherHeads() {
        let fromWords = Set(
            Command.words.keys.compactMap { word in
                word.unicodeScalars.first.flatMap { $0.isASCII && !Lexer.isLatinLetter($0) ? $0 : nil }
            })
        #expect(Set(Command.otherHeads) == fromWords)
        #expect(!fromWords.isEmpty)
    }

    @Test("joinedWithSpaces is joined(separator: \" \")")
    func joinedWithSpaces() {
        var generator = SeededGenerator(seed: 1807)
        for _ in 0..<2000 {
            let words = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                Self.text(&generator, maxPieces: 3)
            }
            #expect(words.joinedWithSpaces() == words.joined(separator: " "))
        }
    }

    @Test("a body's digest is FNV-1a 64 as 16 lower-case hex digits, as String(_:radix:) padded wrote it")
    func bodyDigest() {
        func reference(_ bytes: [UInt8]) -> String {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            let hex = String(hash, radix: 16)
            return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
        }
        var generator = SeededGenerator(seed: 1808)
        var bodies: [[UInt8]] = [[], [0], Array("{\"result\":\"success\"}".utf8)]
        for _ in 0..<3000 {
            bodies.append(
                (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                })
        }
        for body in bodies { #expect(BodyDigest.of(body) == reference(body)) }
        // Leading zero nibbles are kept (a short String(_:radix:) was padded).
        #expect(bodies.map { BodyDigest.of($0).count }.allSatisfy { $0 == 24 })
    }

    // (Whether no scope is open is not asserted: other tests may run one
    // concurrently; this task's secrets are [] outside its scopes either way.)
    @Test("the parser refuses a string spelling a secret only inside a decoding scope, nested ones too")
    func redactionScopes() throws {
        let body = Array(#"{"key":"\u0061bc123"}"#.utf8)
        #expect(throws: JSONParser.Failure.self) {
            try Redaction.decoding(with: ["abc123"]) { () throws(JSONParser.Failure) in
                #expect(Redaction.anyScopeOpen)
                _ = try JSONParser.parse(body)
            }
        }
        #expect(try JSONParser.parse(body) == .object(["key": .string("abc123")]))
        // Nested scopes: the inner one's secrets apply, and both close.
        try Redaction.decoding(with: ["zzz"]) { () throws(JSONParser.Failure) in
            #expect(throws: JSONParser.Failure.self) {
                try Redaction.decoding(with: ["abc123"]) { () throws(JSONParser.Failure) in
                    _ = try JSONParser.parse(body)
                }
            }
            #expect(Redaction.anyScopeOpen)
            _ = try JSONParser.parse(body)
        }
        #expect(try JSONParser.parse(body) == .object(["key": .string("abc123")]))
    }

    @Test("lowercasedFast is lowercased(), on strings and substrings")
    func lowercasedFast() {
        var generator = SeededGenerator(seed: 1809)
        var cases = ["CONVERT", "Rates", "환율", "ÀB", "İstanbul", "ΣΑΣ", ""]
        for _ in 0..<3000 { cases.append(Self.text(&generator)) }
        for string in cases {
            #expect(string.lowercasedFast() == string.lowercased())
            let sub = string.dropFirst()
            #expect(sub.lowercasedFast() == sub.lowercased())
        }
    }

    @Test("a line routes as before whether or not it starts with white space, a mark after a space included")
    func leadingSpace() throws {
        // The routing as it was: leading white space dropped by characters.
        func reference(_ line: String) -> String {
            String(Substring(line).drop { LineText.isSpace($0.unicodeScalars.first!) })
        }
        var generator = SeededGenerator(seed: 1810)
        var lines = [" convert 1 USD JPY", "\u{3000}3만 엔", " \u{301}5 km", "5 km to mi", "", "  ", "\t? "]
        for _ in 0..<2000 {
            lines.append(
                Self.text(&generator, maxPieces: 6)
                    + ["", " km", " to 원"][Int.random(in: 0...2, using: &generator)])
        }
        for line in lines {
            let routed = try? Command.parse(line)
            let expected = try? Command.parse(reference(line))
            #expect(routed == expected, "line \(line.debugDescription)")
        }
    }

    @Test("a word is an option exactly as the character test said: the byte test only short-cuts")
    func optionWords() {
        var generator = SeededGenerator(seed: 1811)
        var words = ["-", "--", "-5", "-x", "--lang", "-\u{301}", "->", "—", "3만", "평"]
        for _ in 0..<2000 {
            words.append(
                ["-", "--", ""][Int.random(in: 0...2, using: &generator)]
                    + Self.text(&generator, maxPieces: 3))
        }
        for word in words {
            for after in [false, true] {
                let reference: Bool = {
                    guard word.hasPrefix("-"), word.count > 1, !CommandLineOptions.looksNumeric(word) else {
                        return false
                    }
                    guard after else { return true }
                    let name = CommandLineOptions.split(word).name
                    if CommandLineSurface.options.contains(where: { $0.names.contains(name) }) { return true }
                    let scalars = Array(word.unicodeScalars)
                    return scalars.count > 2 && scalars[1] == "-" && Lexer.isLatinLetter(scalars[2])
                }()
                #expect(
                    CommandLineOptions.isOption(word, afterCommand: after) == reference,
                    "\(word.debugDescription)")
            }
        }
    }

    @Test("NameResolution.Meanings answers as a dictionary keyed by ranges, over seeded lines of names")
    func meanings() {
        var generator = SeededGenerator(seed: 1812)
        let values: [NameResolution.Meaning] = [
            .currency(code: "USD", row: 1), .currency(code: "JPY", row: 2),
            .unit(id: "km", row: 3, dimension: .length),
        ]
        for _ in 0..<300 {
            // A line's names cover distinct ranges, appended in any order (groups settle apart).
            var reference: [Range<Int>: NameResolution.Meaning] = [:]
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                let start = Int.random(in: 0...5, using: &generator)
                let range = start..<(start + Int.random(in: 0...3, using: &generator))
                reference[range] = values.randomElement(using: &generator)
            }
            var meanings = NameResolution.Meanings(capacity: reference.count)
            for (range, meaning) in reference.shuffled(using: &generator) {
                meanings.append(meaning, at: range)
            }
            for start in 0...5 {
                for end in start...(start + 3) { #expect(meanings[start..<end] == reference[start..<end]) }
            }
            let ordered = meanings.inLineOrder
            #expect(ordered.count == reference.count)
            #expect(
                zip(ordered, ordered.dropFirst()).allSatisfy { $0.range.lowerBound <= $1.range.lowerBound })
            #expect(ordered.allSatisfy { reference[$0.range] == $0.meaning })
        }
    }

    @Test(
        "the name index's first-byte bounds cut the sorted table exactly where its keys' first byte changes")
    func firstByteBounds() {
        let bounds = NameIndex.firstByteBounds
        #expect(bounds.count == 257)
        NameIndex.withTable { buffer, starts in
            #expect(bounds[0] == 0 && Int(bounds[256]) == starts.count)
            for byte in 0..<256 {
                #expect(bounds[byte] <= bounds[byte + 1])
                for line in Int(bounds[byte])..<Int(bounds[byte + 1]) {
                    #expect(Int(buffer[Int(starts[line])]) == byte)
                }
            }
        }
    }
}
