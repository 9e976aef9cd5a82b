/// `watch [rates|bank|coins|futures] [CODE...]` read into the board to show and the
/// codes (or coin symbols) it was given, upper-cased.
///
/// | words | board | codes |
/// | --- | --- | --- |
/// | (none) | rates | [] |
/// | `coins btc eth` | coins | BTC ETH |
/// | `futures btc/usd`, `선물 BTC` | futures | BTC/USD, BTC |
/// | `JPY 유로` | rates | JPY EUR (currencies alone mean the rates board) |
/// | `coin` | — | unknown board, did you mean coins? |
public struct BoardRequest: Sendable, Equatable {
    public var kind: BoardKind
    public var codes: [String]

    public init(kind: BoardKind, codes: [String] = []) {
        self.kind = kind
        self.codes = codes
    }

    public static func parse(_ arguments: String) throws(BoardError) -> BoardRequest {
        let words = arguments.split(whereSeparator: { $0.unicodeScalars.allSatisfy(LineText.isSpace) })
            .map(String.init)
        guard let first = words.first else { return BoardRequest(kind: .rates) }
        if let kind = BoardKind.named(first) {
            let rest = words.dropFirst()
            switch kind {
            case .rates, .bank:
                do {
                    return BoardRequest(
                        kind: kind,
                        codes: try CurrencyArguments.parse(rest.joined(separator: " ")).map(\.code))
                } catch {
                    throw .currency(error)
                }
            case .coins, .futures: return BoardRequest(kind: kind, codes: rest.map { $0.uppercased() })
            }
        }
        // `watch JPY EUR`, `watch 엔`: currencies with no board word are the rates board's rows.
        if let currencies = try? CurrencyArguments.parse(arguments), !currencies.isEmpty {
            return BoardRequest(kind: .rates, codes: currencies.map(\.code))
        }
        let names = BoardKind.allCases.map(\.rawValue)
        throw .unknownBoard(first, suggestion: EditDistance.nearest(to: first.lowercased(), among: names))
    }
}
