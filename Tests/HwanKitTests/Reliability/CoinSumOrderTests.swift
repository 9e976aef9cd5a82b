import HwanKit
import Testing

/// SPEC §9, last point: a line that adds coins prices
/// every coin on the exchange of its target (Upbit for KRW, Binance for the
/// rest), whatever the order of the terms.
@Suite("Coin sums do not depend on the order of their terms")
struct CoinSumOrderTests {
    static func terse(_ session: Session, _ line: String) -> String? {
        let reply = session.execute(line)
        guard reply.error == nil else { return nil }
        return reply.output.joined(separator: "\n")
    }

    @Test("1 BTC + 1 ETH to KRW is the sum of the two Upbit prices, in either order")
    func upbitForKRW() throws {
        let session = try CoinsGoldenTests.session(language: .en, mode: .terse)
        let btc = try #require(Self.terse(session, "1 BTC to KRW"))
        let eth = try #require(Self.terse(session, "1 ETH to KRW"))
        let sum = try #require(ExactDecimal(btc)) + (try #require(ExactDecimal(eth)))
        #expect(Self.terse(session, "1 BTC + 1 ETH to KRW").flatMap { ExactDecimal($0) } == sum)
        #expect(Self.terse(session, "1 ETH + 1 BTC to KRW").flatMap { ExactDecimal($0) } == sum)
        let human = try CoinsGoldenTests.session(language: .en)
        let line = human.execute("1 ETH + 1 BTC to KRW").output.joined()
        #expect(line.contains("Upbit") && !line.contains("Binance"), "\(line)")
    }

    @Test("100 USD + 1 BTC is 1 BTC + 100 USD")
    func usdAndBitcoin() throws {
        let session = try CoinsGoldenTests.session(language: .en, mode: .terse)
        let a = Self.terse(session, "100 USD + 1 BTC")
        #expect(a != nil)
        #expect(a == Self.terse(session, "1 BTC + 100 USD"))
        #expect(
            Self.terse(session, "100 USD + 1 BTC to USD") == Self.terse(session, "1 BTC + 100 USD to USD"))
    }

    /// The class: seeded lines of 2 to 4 terms (coins and currencies) and a
    /// target, each in several orders; every order gives the same result.
    @Test("every order of a line's terms gives the same result", arguments: 0..<16)
    func anyOrder(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 3)
        let pool = ["1 BTC", "2 ETH", "0.5 BTC", "100 USD", "10000 KRW", "2000 JPY", "3.5 ETH", "50 EUR"]
        let targets = ["to KRW", "to USD", "to JPY", "", "to BTC", "to ETH", "to KRW, USD", "to EUR, KRW"]
        let target = targets[Int(generator.next() % UInt64(targets.count))]
        var terms: [String] = []
        let count = 2 + Int(generator.next() % 3)
        while terms.count < count {
            let term = pool[Int(generator.next() % UInt64(pool.count))]
            // Without a target a sum goes home unless it is in won: a first term in won changes the target.
            if target.isEmpty, term.hasSuffix("KRW") { continue }
            if !terms.contains(term) { terms.append(term) }
        }
        if !terms.contains(where: { $0.hasSuffix("BTC") || $0.hasSuffix("ETH") }) { terms[0] = "1 BTC" }
        let session = try CoinsGoldenTests.session(language: .en, mode: .terse)
        let first = try #require(Self.terse(session, (terms.joined(separator: " + ") + " " + target)))
        for _ in 0..<4 {
            terms.shuffle(using: &generator)
            let line = terms.joined(separator: " + ") + " " + target
            #expect(Self.terse(session, line) == first, "\(line)")
        }
    }
}
