import Foundation
import Testing

/// Through the real binary: a long operator chain is answered
/// (one-shot and batch), too deep a nesting is an input error (exit 1), and
/// neither ever ends the process by a signal or loses the batch's later lines.
@Suite("End to end: long and deep lines")
struct LongLineEndToEndTests {
    let offline = ["HWAN_OFFLINE": "1"]

    @Test("one-shot: 300 terms, and 2,000 powers multiplied, are answered with exit 0")
    func oneShot() throws {
        let sum = Array(repeating: "1", count: 300).joined(separator: "+")
        let result = try HwanProcess().run(["-t", sum], environment: offline, timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "300\n")
        let powers = Array(repeating: "2^0.5", count: 2_000).joined(separator: "*")
        let product = try HwanProcess().run(["-t", powers], environment: offline, timeout: 60)
        #expect(product.status == 0, "\(product.stderr)")
        #expect(product.stdout.hasPrefix("1.0715086071"))
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        let nested = try HwanProcess().run([deep], environment: offline, timeout: 60)
        #expect(nested.status == 1)
        #expect(nested.stderr.contains("nested too deeply"))
    }

    @Test("batch: a 100,000-term chain and a 10,000-deep line, then the later lines still run")
    func batch() throws {
        let input =
            [
                Array(repeating: "1", count: 100_000).joined(separator: "+"),
                String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000),
                "1" + String(repeating: "!", count: 5_000),
                Array(repeating: "2^0.5", count: 300).joined(separator: "*"),
                "1+1",
            ].joined(separator: "\n") + "\n"
        let result = try HwanProcess().run(["-t"], stdin: input, environment: offline, timeout: 120)
        #expect(result.status == 1, "\(result.stderr)")
        // Failed lines print nothing (or a blank line, SPEC §1's pairing): the answers stay in order.
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first == "100000")
        #expect(lines.dropFirst().first?.hasPrefix("1.4272476927") == true, "\(lines)")
        #expect(lines.last == "2")
        #expect(result.stderr.contains("line 2: "))
        #expect(result.stderr.contains("line 3: "))
    }
}
