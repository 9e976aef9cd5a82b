import Foundation
import Testing

@testable import HwanSupport

/// RFC 4180 records, one case per rule, and a seeded round trip of quoted fields.
@Suite("CSV records")
struct CSVRecordReaderTests {
    static func records(_ text: String) -> [CSVRecordReader.Item] {
        var reader = CSVRecordReader(bytes: Array(text.utf8))
        var items: [CSVRecordReader.Item] = []
        while let item = reader.next() { items.append(item) }
        return items
    }

    static let cases: [(String, [[String]])] = [
        ("a,b\n1,2\n", [["a", "b"], ["1", "2"]]),
        ("a,b\r\n1,2\r\n", [["a", "b"], ["1", "2"]]),
        ("a,b\r1,2", [["a", "b"], ["1", "2"]]),
        ("\u{FEFF}a,b\n", [["a", "b"]]),
        ("\"1,234.50\",x\n", [["1,234.50", "x"]]),
        ("\"say \"\"hi\"\"\",2\n", [["say \"hi\"", "2"]]),
        ("\"two\nlines\",3\r\n4,5", [["two\nlines", "3"], ["4", "5"]]),
        (",,\n", [["", "", ""]]),
        ("\"\",x\n", [["", "x"]]),
        ("a\n\nb\n", [["a"], [""], ["b"]]),
    ]

    @Test(
        "quotes, doubled quotes, CRLF, LF, CR, a BOM, line breaks inside quotes, empty fields",
        arguments: cases)
    func reads(text: String, expected: [[String]]) {
        let items = Self.records(text)
        #expect(items.count == expected.count, "\(text.debugDescription)")
        for (index, item) in items.enumerated() where index < expected.count {
            #expect(item == .record(expected[index], number: index + 1), "\(text.debugDescription)")
        }
    }

    @Test("a quote never closed, and a record over the bound, are errors of their record; reading goes on")
    func bounded() {
        #expect(Self.records("a\n\"open,b\n") == [.record(["a"], number: 1), .unclosedQuote(number: 2)])
        let long = String(repeating: "x", count: CSVRecordReader.maximumRecordBytes + 10)
        #expect(
            Self.records("a\n" + long + "\nb\n") == [
                .record(["a"], number: 1), .tooLong(number: 2), .record(["b"], number: 3),
            ])
        let wide = String(repeating: ",", count: CSVRecordReader.maximumFields + 1)
        #expect(Self.records(wide + "\nc\n") == [.tooLong(number: 1), .record(["c"], number: 2)])
    }

    @Test("seeded: 500 records of random fields, written with RFC 4180 quoting, read back as written")
    func roundTrip() {
        var random = SeededGenerator(seed: 0xC5F_4180)
        let alphabet: [String] = ["a", "Z", "7", ",", "\"", "\n", "\r\n", " ", "원", "-", "."]
        var expected: [[String]] = []
        var text = Bool.random(using: &random) ? "\u{FEFF}" : ""
        for _ in 0..<500 {
            let fields = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                (0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)!
                }
                .joined()
            }
            expected.append(fields)
            text += fields.map { field in
                let needs = field.unicodeScalars.contains { ",\"\n\r".unicodeScalars.contains($0) }
                return needs || Bool.random(using: &random)
                    ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
            }.joined(separator: ",")
            text += Bool.random(using: &random) ? "\r\n" : "\n"
        }
        let items = Self.records(text)
        #expect(items.count == expected.count)
        for (index, item) in items.enumerated() where index < expected.count {
            #expect(item == .record(expected[index], number: index + 1))
        }
    }
}
