/// Why an exchange gave no prices, in one line: an HTTP error, a body that is
/// not JSON (Bybit's CloudFront page), an error sent with status 200, a body
/// of the wrong shape, or no answer at all. Text from the body is made
/// visible and cut short (`TerminalText.echo`) before it is kept here.
public enum ExchangeError: UserFacingError, Equatable {
    /// An HTTP status outside 2xx, with the exchange's own message when its body says one.
    case http(Exchange, status: Int, message: String?)
    /// A body that is not JSON (`excerpt`: its start, visible and short).
    case notJSON(Exchange, status: Int, excerpt: String)
    /// An error the exchange reported in a JSON body (often with status 200).
    case refused(Exchange, code: String, message: String)
    /// JSON of a shape hwan does not know (`what` names the part).
    case malformed(Exchange, what: String)
    /// No HTTP answer (timeout, no connection).
    case transport(Exchange, TransportError)
    /// Another hwan held this exchange's cache lock for the whole budget.
    case busy(Exchange)
    /// `--offline` and nothing saved for this exchange.
    case offline(Exchange)
    /// The last attempt failed a moment ago; hwan waits before asking again (the reason in English, as saved).
    case backingOff(Exchange, reason: String)

    /// How much of a body's text an error keeps.
    public static let excerptLength = 80

    public var exchange: Exchange {
        switch self {
        case .http(let e, _, _), .notJSON(let e, _, _), .refused(let e, _, _), .malformed(let e, _),
            .transport(let e, _), .busy(let e), .offline(let e), .backingOff(let e, _):
            e
        }
    }

    public var code: String { "market_unavailable" }
    public var status: ExitStatus { .dataUnavailable }

    /// `Bybit: HTTP 403, not JSON: { error:The Amazon CloudFront…`.
    public func message(in language: Language) -> String {
        exchange.displayName + ": " + reason(in: language)
    }

    /// The message without the exchange's name.
    public func reason(in language: Language) -> String {
        switch self {
        case .http(_, let status, let message):
            let detail = message.map { " (\($0))" } ?? ""
            return Localized(ko: "HTTP \(status) 오류\(detail)", en: "HTTP \(status)\(detail)")(language)
        case .notJSON(_, let status, let excerpt):
            return Localized(
                ko: "HTTP \(status), JSON 이 아닌 응답: \(excerpt)", en: "HTTP \(status), not JSON: \(excerpt)")(
                    language)
        case .refused(_, let code, let message):
            return Localized(ko: "거래소 오류 \(code): \(message)", en: "error \(code): \(message)")(language)
        case .malformed(_, let what):
            return Localized(ko: "알 수 없는 응답 형식 (\(what))", en: "unexpected response (\(what))")(language)
        case .transport(_, let error):
            return error.message(in: language)
        case .busy:
            return Localized(
                ko: "다른 hwan 이 받는 중이라 기다리다 멈췄습니다", en: "another hwan was fetching; gave up waiting")(language)
        case .offline:
            return Localized(ko: "오프라인이고 저장된 시세가 없습니다", en: "offline, and no saved prices")(language)
        case .backingOff(_, let reason):
            return Localized(
                ko: "방금 요청이 실패해 잠시 기다리는 중 (\(reason))",
                en: "the last request failed, waiting before asking again (\(reason))")(language)
        }
    }

    /// Text from a body, fit for one line on a terminal: lines joined, spaces
    /// squeezed, control characters made visible, cut to `excerptLength`.
    static func excerpt<Text: StringProtocol>(_ text: Text) -> String {
        let flat = text.prefix(4 * excerptLength).split(whereSeparator: { $0.isWhitespace })
            .joined(separator: " ")
        return TerminalText.echo(flat, limit: excerptLength)
    }

    /// The start of a body's bytes, as text.
    static func excerpt(_ body: [UInt8]) -> String {
        // Bytes that are not UTF-8 are shown escaped (`\x89PNG`), never as mojibake.
        excerpt(TerminalText.escapingInvalidUTF8(body.prefix(16 * excerptLength)))
    }
}
