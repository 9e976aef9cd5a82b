import HwanKit
import Testing

/// SPEC §9 and §1: a coin symbol no list hwan knows is the user's typo, an
/// input error (exit 1) with "did you mean", said before any exchange is
/// asked; the symbols the list knows are asked as before.
@Suite("Unknown coin symbols")
struct CoinSymbolTests {
    /// `symbol` with one letter added, dropped or changed, seeded.
    static func typo(of symbol: String, _ random: inout SeededGenerator) -> String {
        var letters = Array(symbol)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let at = Int.random(in: 0..<letters.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: letters.insert(alphabet.randomElement(using: &random)!, at: at)
        case 1 where letters.count > 2: letters.remove(at: at)
        default: letters[at] = alphabet.randomElement(using: &random)!
        }
        return String(letters)
    }

    @Test(
        "300 seeded typos of known symbols: refused with exit 1 and a suggestion, no exchange asked",
        arguments: [Language.ko, .en])
    func typos(language: Language) throws {
        var random = SeededGenerator(seed: 36)
        var refused = 0
        for _ in 0..<300 {
            let symbol = CoinSymbols.all.prefix(40).randomElement(using: &random)!
            let typo = Self.typo(of: symbol, &random)
            guard !CoinSymbols.contains(typo) else { continue }
            let http = RoutedHTTPClient.allExchanges()
            let session = try CoinsGoldenTests.session(language: language, http: http)
            let reply = session.execute("coins \(typo)")
            #expect(reply.status == .inputError, "\(typo)")
            #expect(reply.output.isEmpty && http.requests.isEmpty, "\(typo): \(http.requests)")
            let error = try #require(reply.error)
            #expect(error.contains("'\(typo)'"), "\(error)")
            let suggestions = CoinSymbols.suggestions(for: typo)
            #expect(suggestions.isEmpty || error.contains(suggestions[0]), "\(error)")
            #expect(session.execute("futures BTC \(typo)").status == .inputError)
            refused += 1
        }
        #expect(refused > 200)
    }

    @Test("coins BTCC: did you mean BTC, in both languages and JSON")
    func btcc() throws {
        let en = try CoinsGoldenTests.session(language: .en).execute("coins BTCC")
        #expect(en.error == "unknown coin 'BTCC'; did you mean BTC?")
        let ko = try CoinsGoldenTests.session(language: .ko).execute("코인 btcc")
        #expect(ko.error == "모르는 코인입니다: 'BTCC'. 혹시 BTC?")
        let json = try CoinsGoldenTests.session(language: .en, mode: .json).execute("coins BTCC")
        #expect(
            json.output == [
                #"{"error":{"code":"unknown_symbol","message":"unknown coin 'BTCC'; did you mean BTC?"}}"#
            ])
    }

    @Test("every listed symbol is accepted, and the list is upper-case, unique and holds the defaults")
    func listed() throws {
        #expect(Set(CoinSymbols.all).count == CoinSymbols.all.count)
        #expect(CoinSymbols.all.allSatisfy { $0 == $0.uppercased() && !$0.isEmpty })
        for symbol in ["BTC", "ETH", "XRP", "SOL", "DOGE"] { #expect(CoinSymbols.contains(symbol)) }
        let session = try CoinsGoldenTests.session(language: .en)
        #expect(session.execute("coins ETH/BTC XRP").status != .inputError)
    }
}
