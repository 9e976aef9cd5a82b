/// The one way the core reaches the network, injected so that tests use a
/// loopback server and the executable keeps networking out of start-up.
public protocol HTTPClient: Sendable {
    /// GET `url`, giving up after `timeout` seconds.
    func get(_ url: String, timeout: Double) -> Result<HTTPResponse, TransportError>
    /// GET `request.url`, conditional on the saved body's validators when it
    /// has them (`If-None-Match`, `If-Modified-Since`), giving up after `timeout` seconds.
    func get(_ request: HTTPRequest, timeout: Double) -> Result<HTTPResponse, TransportError>
}

extension HTTPClient {
    /// A client that cannot send validators asks unconditionally.
    public func get(_ request: HTTPRequest, timeout: Double) -> Result<HTTPResponse, TransportError> {
        get(request.url, timeout: timeout)
    }
}

/// A GET as the sources make it: the URL (which may hold a key: never shown)
/// and the validators of the body saved from the last answer.
public struct HTTPRequest: Sendable, Equatable {
    public var url: String
    public var validators: Validators

    public init(url: String, validators: Validators = Validators()) {
        self.url = url
        self.validators = validators
    }
}

public struct HTTPResponse: Sendable, Equatable {
    /// The largest body accepted from any provider (and read back from the
    /// cache): the biggest real one, all of an exchange's tickers, is ~2 MiB.
    public static let maximumBodyBytes = 16 << 20

    public let status: Int
    public let body: [UInt8]
    /// What hwan reads of the response's header (validators, `max-age`, `Retry-After`).
    public let headers: ResponseHeaders

    public init(status: Int, body: [UInt8], headers: ResponseHeaders = ResponseHeaders()) {
        self.status = status
        self.body = body
        self.headers = headers
    }

    /// `304 Not Modified`: the saved body is still the provider's answer.
    public var isNotModified: Bool { status == 304 }
}

/// A request that got no HTTP answer. Messages never include the URL.
public enum TransportError: UserFacingError, Equatable {
    case timedOut(seconds: Double)
    case cannotConnect
    case cannotResolveHost
    case toolMissing(String)
    case failed(String)
    /// The body grew past `HTTPResponse.maximumBodyBytes`; the transfer was stopped.
    case tooLarge(limit: Int)
    /// The user interrupted the request (ctrl-c in the REPL).
    case cancelled

    public var code: String { "network_error" }
    public var status: ExitStatus { .dataUnavailable }

    public func message(in language: Language) -> String {
        switch self {
        case .timedOut(let seconds):
            let tenths = ExactDecimal(Int((seconds * 10).rounded())).scaled(byPowerOfTen: -1)
            let s = DecimalFormatting.trimmed(tenths, maxFractionDigits: 1)
            return Localized(ko: "\(s)초 안에 응답이 없습니다", en: "no answer within \(s) s")(language)
        case .cannotConnect:
            return Localized(ko: "서버에 연결할 수 없습니다", en: "cannot connect to the server")(language)
        case .cannotResolveHost:
            return Localized(
                ko: "호스트 이름을 찾을 수 없습니다 (네트워크 연결을 확인하세요)",
                en: "cannot resolve the host name (are you online?)")(language)
        case .toolMissing(let tool):
            return Localized(
                ko: "'\(tool)' 프로그램이 없어 환율을 받을 수 없습니다 (apt install \(tool))",
                en: "the '\(tool)' program is missing, so rates cannot be fetched (apt install \(tool))")(
                    language)
        case .failed(let reason):
            let reason = TerminalText.visible(reason)
            return Localized(ko: "네트워크 오류: \(reason)", en: "network error: \(reason)")(language)
        case .tooLarge(let limit):
            let mebibytes = limit >> 20
            return Localized(
                ko: "응답이 너무 큽니다 (\(mebibytes) MiB 초과); 받다가 멈췄습니다",
                en: "the response is too large (over \(mebibytes) MiB); the transfer was stopped")(language)
        case .cancelled:
            return Localized(ko: "취소했습니다", en: "cancelled")(language)
        }
    }
}
