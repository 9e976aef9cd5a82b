import Foundation
import HwanKit
import Testing

@Suite("Response headers: validators, max-age and Retry-After, read bounded")
struct ResponseHeadersTests {
    func parse(_ text: String) -> ResponseHeaders {
        ResponseHeaders.parse(ArraySlice(Array(text.utf8)))
    }

    @Test("the fields hwan acts on, whatever the case of their names and CRLF or LF")
    func fields() {
        let headers = parse(
            "HTTP/1.1 200 OK\r\nETag: W/\"abc\"\r\nlast-modified: Fri, 03 Apr 2026 06:47:31 GMT\r\n"
                + "Cache-Control: public, max-age=900\nRETRY-AFTER: 120\r\n")
        #expect(headers.validators.etag == "W/\"abc\"")
        #expect(headers.validators.lastModified == "Fri, 03 Apr 2026 06:47:31 GMT")
        #expect(headers.maxAge == 900)
        #expect(headers.retryAfterSeconds == 120)
        #expect(headers.retryAt(now: 1_000_000_000) == 1_000_000_120)
    }

    @Test(
        "values that are not what they claim are dropped",
        arguments: [
            "ETag: \u{1B}[31mred\r\n", "ETag: \(String(repeating: "x", count: 300))\r\n", "ETag: a\\b\r\n",
            "Cache-Control: max-age=-5\r\n", "Cache-Control: max-age=12abc\r\n", "Retry-After: soon\r\n",
            "Retry-After: Sun, 06 Nov 1994 08:49:37 GMT\r\n", "Retry-After: 12345678901\r\n",
        ])
    func dropped(_ text: String) {
        let headers = parse(text)
        #expect(headers == ResponseHeaders())
    }

    @Test("Retry-After as an HTTP date is read as Unix seconds; a year is the longest wait believed")
    func dates() {
        #expect(HTTPDate.parse("Sun, 06 Dec 2026 19:30:00 GMT") == 1_796_585_400)
        #expect(parse("Retry-After: 99999999\r\n").retryAfterSeconds == Int64(366 * 86_400))
        #expect(HTTPDate.parse("Sunday, 06-Dec-26 19:30:00 GMT") == nil)
        #expect(HTTPDate.parse("Sun, 31 Feb 2026 25:00:00 GMT") == nil)
    }

    /// The class: every IMF-fixdate from 2000 to 2199 reads back as the time it was made from.
    @Test("2,000 generated HTTP dates read back as the times they were written from")
    func generatedDates() {
        var generator = SeededGenerator(seed: 0xDA7E_0033)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        for _ in 0..<2_000 {
            let time = Int64.random(in: 946_684_800...7_258_118_399, using: &generator)
            let text = formatter.string(from: Date(timeIntervalSince1970: Double(time)))
            #expect(HTTPDate.parse(text) == time, "\(text)")
        }
    }

    /// The class: whatever bytes a header block holds, parsing neither traps
    /// nor keeps a validator that could break out of curl's config line.
    @Test("3,000 generated header blocks: validators are always printable ASCII without backslashes")
    func generatedBlocks() {
        var generator = SeededGenerator(seed: 0xBEEF_0033)
        let names = ["ETag", "Last-Modified", "Cache-Control", "Retry-After", "X-Other", ""]
        for _ in 0..<3_000 {
            var block: [UInt8] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                block += Array(names.randomElement(using: &generator)!.utf8) + [UInt8(ascii: ":")]
                for _ in 0..<Int.random(in: 0...40, using: &generator) {
                    block.append(UInt8.random(in: 0...255, using: &generator))
                }
                block += [13, 10]
            }
            let headers = ResponseHeaders.parse(ArraySlice(block))
            for value in [headers.validators.etag, headers.validators.lastModified].compactMap({ $0 }) {
                #expect(value.utf8.allSatisfy { (0x20...0x7E).contains($0) && $0 != UInt8(ascii: "\\") })
                #expect(value.utf8.count <= Validators.maximumLength)
            }
            #expect((headers.maxAge ?? 0) >= 0)
        }
    }
}
