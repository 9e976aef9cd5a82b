import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// A batch line given as its bytes (`Session.executeTerse(_: ArraySlice<UInt8>, ...)`,
/// `execute(_: ArraySlice<UInt8>, into:)`, `outcome(of: UnsafeBufferPointer<UInt8>, into:)`),
/// read from them with no `String` made when its shape is kept, and the
/// calculation outcome that holds its reading by reference: each must give what
/// the `String` the bytes decode to gives, and what a session without the memo gives.
@Suite("Lines given as bytes, and the outcomes that hold their readings")
struct LineBytesTests {
    /// Lines of many shapes (runs of seeded variants, so most are taken from the
    /// memo) with, among them, lines made of their bytes with invalid UTF-8,
    /// control characters, a `#`, or run on past the memo's longest line.
    static func lines(seed: UInt64) -> [[UInt8]] {
        var generator = SeededGenerator(seed: seed)
        var lines = TerseBytesTests.lines(seed: seed).map { Array($0.utf8) }
        let inserts: [[UInt8]] = [
            [0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x80], [0x01],
            [0x1B],
            [0x7F], [0x0D], [0x09], [0x00], Array("#".utf8), Array(" # note".utf8), Array("\u{3000}".utf8),
            Array("만".utf8),
        ]
        let count = lines.count
        var runs: [[[UInt8]]] = []
        for _ in 0..<count / 2 {
            var line = lines[Int.random(in: 0..<count, using: &generator)]
            var run: [[UInt8]] = []
            switch Int.random(in: 0..<4, using: &generator) {
            case 0, 1:
                // A few odd bytes anywhere, the same ones in a run of lines (so that a shape of them repeats).
                let insert = inserts.randomElement(using: &generator)!
                let at = Int.random(in: 0...line.count, using: &generator)
                line.insert(contentsOf: insert, at: at)
                run.append(line)
                for _ in 0..<Int.random(in: 0...3, using: &generator) {
                    var variant = line
                    for i in variant.indices where variant[i] &- 0x30 < 10 && Bool.random(using: &generator) {
                        variant[i] = UInt8.random(in: 0x30...0x39, using: &generator)
                    }
                    run.append(variant)
                }
            case 2:
                // Over the memo's longest line: a long sum, or digits run on.
                let terms = Int.random(in: 40...140, using: &generator)
                var long: [UInt8] = []
                for term in 0..<terms {
                    if term > 0 { long += Array(" + ".utf8) }
                    long += Array(String(UInt.random(in: 0...999, using: &generator)).utf8)
                }
                run.append(long + Array(" km to mi".utf8))
                run.append(Array(repeating: UInt8(ascii: "7"), count: 300) + Array(" km".utf8))
            default:
                // A byte replaced by any byte.
                if !line.isEmpty {
                    line[Int.random(in: 0..<line.count, using: &generator)] = UInt8.random(
                        in: 0...255, using: &generator)
                }
                run.append(line)
            }
            runs.append(run)
        }
        // Each run among the lines, anywhere.
        for run in runs {
            lines.insert(contentsOf: run, at: Int.random(in: 0...lines.count, using: &generator))
        }
        return lines
    }

    /// The lines one after another in one buffer, each given as its slice of it (as
    /// `LineReader` gives them: a slice that does not start at 0).
    static func slices(of lines: [[UInt8]]) -> (buffer: [UInt8], ranges: [Range<Int>]) {
        var buffer: [UInt8] = [0x0A]
        var ranges: [Range<Int>] = []
        for line in lines {
            ranges.append(buffer.count..<buffer.count + line.count)
            buffer += line
            buffer.append(0x0A)
        }
        return (buffer, ranges)
    }

    @Test(
        "a -t line given as bytes gets what the String it decodes to gets, over thousands of seeded lines with invalid UTF-8, control characters and long lines"
    )
    func terseBytesAreTheString() throws {
        let viaBytes = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        let viaString = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        let lines = Self.lines(seed: 2026)
        #expect(lines.count > 3_000)
        let (buffer, ranges) = Self.slices(of: lines)
        var written = 0
        var failed = 0
        for range in ranges {
            let bytes = buffer[range]
            let line = String(decoding: bytes, as: UTF8.self)
            var output: [UInt8] = [0x41]
            var reply = Reply()
            let wrote = viaBytes.executeTerse(bytes, into: &output, reply: &reply)
            var expectedOutput: [UInt8] = [0x41]
            var expectedReply = Reply()
            let expectedWrote = viaString.executeTerse(line, into: &expectedOutput, reply: &expectedReply)
            #expect(wrote == expectedWrote, "\(line)")
            #expect(output == expectedOutput, "\(line)")
            #expect(reply == expectedReply, "\(line)")
            #expect(viaBytes.lastResult == viaString.lastResult, "\(line)")
            if wrote { written += 1 }
            if reply.error != nil { failed += 1 }
        }
        #expect(written > 1_500)
        #expect(failed > 300)
        // Most lines were taken from the memo by their bytes.
        #expect(viaBytes.lineShapes.hits > lines.count / 6)
    }

    @Test(
        "in every mode a line given as bytes gets the reply of the String it decodes to, and of a session without the memo",
        arguments: [
            (Language.en, OutputMode.human), (.ko, .human), (.en, .json), (.ko, .json), (.ko, .terse),
        ])
    func bytesAreTheStringInEveryMode(language: Language, mode: OutputMode) throws {
        let viaBytes = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        let full = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        full.lineShapes.isEnabled = false
        let lines = Array(Self.lines(seed: 18 + UInt64(language == .ko ? 1 : 0)).prefix(1_500))
        let (buffer, ranges) = Self.slices(of: lines)
        for range in ranges {
            let line = String(decoding: buffer[range], as: UTF8.self)
            var reply = Reply()
            viaBytes.execute(buffer[range], into: &reply)
            #expect(reply == full.execute(line), "\(line)")
            #expect(viaBytes.lastResult == full.lastResult, "\(line)")
        }
        #expect(viaBytes.lineShapes.hits > lines.count / 6)
    }

    @Test(
        "outcomes of many lines given as bytes, held and rendered again after all the others, are what a fresh session renders, in every mode",
        arguments: [
            (Language.en, OutputMode.human), (.ko, .human), (.en, .json), (.ko, .json), (.en, .terse),
        ])
    func heldOutcomesRenderAsFresh(language: Language, mode: OutputMode) throws {
        let memo = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        let full = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        full.lineShapes.isEnabled = false
        let lines = Array(Self.lines(seed: 91).prefix(1_500))
        var held: [(String, LineOutcome, Reply)] = []
        for (index, bytes) in lines.enumerated() {
            let line = String(decoding: bytes, as: UTF8.self)
            var outcome = LineOutcome()
            bytes.withUnsafeBufferPointer { memo.outcome(of: $0, into: &outcome) }
            let expected = full.execute(line)
            var now = Reply()
            OutcomeRenderer(for: memo).render(outcome, into: &now)
            #expect(now == expected, "\(line)")
            if index % 2 == 0 { held.append((line, outcome, expected)) }
        }
        #expect(memo.lineShapes.hits > lines.count / 6)
        for (line, outcome, expected) in held {
            var later = Reply()
            OutcomeRenderer(for: memo).render(outcome, into: &later)
            #expect(later == expected, "\(line)")
        }
    }

    @Test("an outcome holds its line's reading: a kept one is the memo's own, rewritten in place once let go")
    func outcomeHoldsTheReading() throws {
        let memo = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        var generator = SeededGenerator(seed: 7)
        let lines = LineShapesTests.variants(of: "60506 km to mi", count: 300, using: &generator)
        // Batch: each outcome gone before the next line, so the memo rewrites its reading in place.
        for line in lines {
            var output: [UInt8] = []
            var reply = Reply()
            #expect(memo.executeTerse(ArraySlice(line.utf8), into: &output, reply: &reply), "\(line)")
        }
        #expect(memo.lineShapes.rewrites > 250)
        // Held: two lines of one shape read as the same line hold one reading; another line its own.
        let first = memo.outcome(of: "12345 km to mi")
        let again = memo.outcome(of: "12345 km to mi")
        let other = memo.outcome(of: "54321 km to mi")
        guard case .calculation(let a) = first.result, case .calculation(let b) = again.result,
            case .calculation(let c) = other.result
        else {
            Issue.record("not calculations")
            return
        }
        #expect(a.reading === b.reading)
        #expect(a.reading !== c.reading)
        #expect(a.line.scalars == LineText("12345 km to mi").scalars)
        #expect(c.line.scalars == LineText("54321 km to mi").scalars)
        #expect(a.numbers.map(\.range) == c.numbers.map(\.range) && !a.numbers.isEmpty)
        #expect(a.isRateQuery == false && a.tree == c.tree)
    }

    /// `convert` lines and near misses of one: the word, its spacing, what follows,
    /// and bytes that make `Command.blankedConvert` decline (non-ASCII, `#`, no rest).
    static func convertLines(seed: UInt64) -> [[UInt8]] {
        var generator = SeededGenerator(seed: seed)
        let words = ["convert", "convert", "convert", "Convert", "CONVERT", "conver", "converts", "convert:"]
        let gaps = [" ", " ", "\t", "  ", " \t ", ""]
        let codes = [
            "USD", "JPY", "EUR", "KRW", "GBP", "usd", "jpy", "엔", "원", "BTC", "JYP", "XAU", "CNH", "km", "mi",
            "평",
        ]
        let fiat = ["USD", "JPY", "EUR", "KRW", "GBP", "CNY", "THB", "AUD", "CHF", "HKD", "SGD", "CAD"]
        let tails = ["", "", "", " ", " # note", "#", "\u{FF}", " 원으로", "\u{01}"]
        var lines: [[UInt8]] = []
        for _ in 0..<3_000 {
            let amount = String(Int.random(in: 0...99_999, using: &generator))
            let from = codes.randomElement(using: &generator)!
            let to = codes.randomElement(using: &generator)!
            // Most lines a plain pair (the batch's column), the rest anything of the lists.
            if Int.random(in: 0..<3, using: &generator) > 0 {
                lines.append(
                    Array(
                        "convert \(amount) \(fiat.randomElement(using: &generator)!) \(fiat.randomElement(using: &generator)!)"
                            .utf8))
                continue
            }
            var line = words.randomElement(using: &generator)! + gaps.randomElement(using: &generator)!
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: line += "\(amount) \(from)"
            case 1: line += ""
            case 2: line += "\(amount) \(from) to \(to)"
            default: line += "\(amount) \(from) \(to)"
            }
            line += tails.randomElement(using: &generator)!
            var bytes = Array(line.utf8)
            if Int.random(in: 0..<20, using: &generator) == 0 { bytes.append(0xFF) }
            lines.append(bytes)
        }
        return lines
    }

    @Test(
        "a convert line given as bytes, read with its word made spaces in the session's buffer, gets what its String gets and what a session without the memo gets",
        arguments: [(Language.en, OutputMode.terse), (.ko, .human), (.en, .json)])
    func convertBytesAreTheString(language: Language, mode: OutputMode) throws {
        let viaBytes = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        let viaString = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        let full = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        full.lineShapes.isEnabled = false
        let lines = Self.convertLines(seed: 77 + UInt64(mode == .json ? 1 : 0))
        let (buffer, ranges) = Self.slices(of: lines)
        var answered = 0
        for range in ranges {
            let line = String(decoding: buffer[range], as: UTF8.self)
            var reply = Reply()
            viaBytes.execute(buffer[range], into: &reply)
            let expected = viaString.execute(line)
            #expect(reply == expected, "\(line)")
            #expect(reply == full.execute(line), "\(line)")
            #expect(viaBytes.lastResult == viaString.lastResult, "\(line)")
            if expected.error == nil { answered += 1 }
        }
        #expect(answered > 1_800)
        #expect(viaBytes.lineShapes.hits > 1_500)
    }

    /// The bytes `fits` must tell apart at every place of a kept line: digits,
    /// capitals, their neighbours, small letters, spaces, controls, `.`, `,`,
    /// `#`, and bytes of multi-byte and invalid UTF-8.
    static let substitutes: [UInt8] =
        Array(0x2B...0x3A) + [0x40, 0x41, 0x4A, 0x4B, 0x55, 0x58, 0x5A, 0x5B]
        + [0x00, 0x09, 0x20, 0x23, 0x60, 0x61, 0x7A, 0x7F, 0x80, 0xC0, 0xEA, 0xFF]

    @Test(
        "a line one byte away from a kept line, any of 36 bytes at any place, reads as the full reading reads it"
    )
    func oneByteAwayFromAKeptLine() throws {
        let viaBytes = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        let full = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        full.lineShapes.isEnabled = false
        let kept = [
            "convert 83811 JPY USD", "60506 km to mi", "14736만 엔을 원으로", "26131평 to m2", "(31760+35)*3/7",
            "5 ft 11 in to cm", "12 USD + 3 EUR to KRW",
        ]
        var taken = 0
        for line in kept {
            let bytes = Array(line.utf8)
            for place in bytes.indices {
                for value in Self.substitutes where value != bytes[place] {
                    // The kept line again first (kept anew if a line that missed dropped its entry).
                    var known = Reply()
                    viaBytes.execute(bytes[...], into: &known)
                    let hits = viaBytes.lineShapes.hits
                    var changed = bytes
                    changed[place] = value
                    var reply = Reply()
                    viaBytes.execute(changed[...], into: &reply)
                    let text = String(decoding: changed, as: UTF8.self)
                    #expect(reply == full.execute(text), "\(text)")
                    if viaBytes.lineShapes.hits > hits { taken += 1 }
                }
            }
        }
        // The digits and the codes' capitals of each line are free: those lines are taken.
        #expect(taken > 250)
    }
}
