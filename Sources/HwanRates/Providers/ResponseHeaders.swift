/// The few fields of a response's header hwan acts on, read from the raw
/// header block and bounded: the validators to send back, how long a `304`
/// keeps the saved body fresh (`Cache-Control: max-age`), and when a `429`
/// or `503` says to ask again (`Retry-After`).
public struct ResponseHeaders: Sendable, Equatable {
    public var validators: Validators
    /// `Cache-Control: max-age=N`, seconds (at most a year).
    public var maxAge: Int64?
    /// `Retry-After: N`, seconds from the response (at most a year).
    public var retryAfterSeconds: Int64?
    /// `Retry-After: <HTTP-date>`, as Unix seconds (a plausible time only).
    public var retryAfterDate: Int64?

    /// The largest header block read; anything past it is not looked at.
    public static let maximumBytes = 64 << 10
    static let longestSeconds: Int64 = 366 * 86_400

    public init(
        validators: Validators = Validators(), maxAge: Int64? = nil, retryAfterSeconds: Int64? = nil,
        retryAfterDate: Int64? = nil
    ) {
        self.validators = validators
        self.maxAge = maxAge
        self.retryAfterSeconds = retryAfterSeconds
        self.retryAfterDate = retryAfterDate
    }

    /// When to ask again after this response, received at `now`; nil when it does not say.
    public func retryAt(now: Int64) -> Int64? {
        if let retryAfterSeconds { return now.saturatingAdd(retryAfterSeconds) }
        return retryAfterDate
    }

    /// The fields of one header block (`Name: value` lines, CRLF or LF);
    /// lines that are not well formed, and values that are not, are skipped.
    public static func parse(_ block: ArraySlice<UInt8>) -> ResponseHeaders {
        var headers = ResponseHeaders()
        var etag: String?
        var lastModified: String?
        for rawLine in block.prefix(maximumBytes).split(separator: UInt8(ascii: "\n")) {
            var line = rawLine
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmed()
            switch name {
            case "etag": etag = value
            case "last-modified": lastModified = value
            case "cache-control": headers.maxAge = maxAge(in: value) ?? headers.maxAge
            case "retry-after":
                if let seconds = seconds(value) {
                    headers.retryAfterSeconds = seconds
                } else if let date = HTTPDate.parse(value) {
                    headers.retryAfterDate = date
                }
            default: continue
            }
        }
        headers.validators = Validators(etag: etag, lastModified: lastModified)
        return headers
    }

    /// `max-age=N` among the directives of `Cache-Control`.
    static func maxAge(in value: String) -> Int64? {
        for directive in value.split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map {
                String($0).trimmed().lowercased()
            }
            if parts.count == 2, parts[0] == "max-age" { return seconds(parts[1]) }
        }
        return nil
    }

    /// A count of seconds: 1 to 10 digits, held at a year.
    static func seconds(_ text: String) -> Int64? {
        guard (1...10).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let value = Int64(text)
        else { return nil }
        return min(value, longestSeconds)
    }
}

/// The HTTP date of RFC 9110 (`Sun, 06 Nov 1994 08:49:37 GMT`, IMF-fixdate),
/// the form every server sends; the obsolete forms are not read.
public enum HTTPDate {
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// Unix seconds, or nil unless `text` is an IMF-fixdate of a plausible time.
    public static func parse(_ text: String) -> Int64? {
        let words = text.split(separator: " ").map(String.init)
        guard words.count == 6, words[0].hasSuffix(","), words[5] == "GMT",
            words[1].utf8.count == 2, let day = Int64(words[1]),
            let monthIndex = months.firstIndex(of: words[2].lowercased()),
            words[3].utf8.count == 4, let year = Int64(words[3])
        else { return nil }
        let clock = words[4].split(separator: ":").map { Int64($0) }
        guard clock.count == 3, let hour = clock[0], let minute = clock[1], let second = clock[2],
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second),
            (1...31).contains(day)
        else { return nil }
        let time =
            daysFromCivil(year: year, month: Int64(monthIndex) + 1, day: day) * 86_400 + hour * 3600
            + minute * 60 + second
        return UnixTime.checked(time)
    }

    /// Howard Hinnant's days-from-civil (proleptic Gregorian): days since 1970-01-01.
    static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
