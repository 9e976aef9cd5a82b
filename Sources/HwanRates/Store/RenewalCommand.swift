/// A renewal in words, as a detached renewing process reads it back from its
/// environment (`HWAN_RENEW`): the sources its parent's command left due,
/// without the parent's line, its stdin or its options' meaning.
///
///     rates
///     bank USD,JPY,EUR
///     market binance spot BTCUSDT,ETHUSDT
///
/// Read back strictly: a word that is not one hwan writes makes it nil.
public enum RenewalCommand: Sendable, Equatable {
    /// The rate table of the configured provider and base.
    case rates
    /// The chosen bank's quotes for these codes.
    case bank(codes: [String])
    /// One exchange's ticker list.
    case market(MarketRequest)

    public var text: String {
        switch self {
        case .rates: "rates"
        case .bank(let codes): "bank " + codes.joined(separator: ",")
        case .market(let request):
            "market \(request.exchange.rawValue) \(request.market.rawValue) "
                + request.instruments.joined(separator: ",")
        }
    }

    /// The longest text read back; hwan's own are far shorter.
    static let maximumLength = 4096

    public init?(text: String) {
        guard text.utf8.count <= Self.maximumLength else { return nil }
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        func list(_ word: String) -> [String]? {
            let items = word.split(separator: ",").map(String.init)
            return items.allSatisfy(Self.isName) ? items : nil
        }
        switch words.first {
        case "rates" where words.count == 1:
            self = .rates
        case "bank" where words.count == 2:
            guard let codes = list(words[1]), !codes.isEmpty else { return nil }
            self = .bank(codes: codes)
        case "market" where words.count == 4:
            guard let exchange = Exchange(rawValue: words[1]), let market = Market(rawValue: words[2]),
                let instruments = list(words[3])
            else { return nil }
            self = .market(MarketRequest(exchange: exchange, market: market, instruments: instruments))
        default:
            return nil
        }
    }

    /// A currency code or an exchange's instrument name: 1 to 32 of `A-Z`, `0-9`, `-`, `_`.
    static func isName(_ word: String) -> Bool {
        (1...32).contains(word.utf8.count)
            && word.utf8.allSatisfy { byte in
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
    }
}
