/// An HTTP client that masks secrets (API keys, raw and percent-encoded) in
/// every answer before anything else reads it: a provider body that echoes
/// the request path carries the key, and any piece of that body a message
/// quotes, cut to 40 characters or not, or the cache saves, must not.
/// Masking the bytes first is what keeps a cut from splitting a key before
/// it is recognised.
public struct RedactingHTTPClient: HTTPClient {
    public let inner: any HTTPClient
    public let secrets: [String]

    /// `inner` itself when there is nothing to hide.
    public static func wrapping(_ inner: any HTTPClient, secrets: [String]) -> any HTTPClient {
        let secrets = secrets.filter { !$0.isEmpty }
        return secrets.isEmpty ? inner : RedactingHTTPClient(inner: inner, secrets: secrets)
    }

    public init(inner: any HTTPClient, secrets: [String]) {
        self.inner = inner
        self.secrets = secrets
    }

    public func get(_ url: String, timeout: Double) -> Result<HTTPResponse, TransportError> {
        masked(inner.get(url, timeout: timeout))
    }

    public func get(_ request: HTTPRequest, timeout: Double) -> Result<HTTPResponse, TransportError> {
        masked(inner.get(request, timeout: timeout))
    }

    private func masked(_ result: Result<HTTPResponse, TransportError>) -> Result<
        HTTPResponse, TransportError
    > {
        switch result {
        case .success(let response):
            return .success(
                HTTPResponse(
                    status: response.status, body: Redaction.masking(secrets, in: response.body),
                    headers: response.headers))
        case .failure(.failed(let reason)):
            return .failure(.failed(Redaction.masking(secrets, in: reason)))
        case .failure(let error):
            return .failure(error)
        }
    }
}
