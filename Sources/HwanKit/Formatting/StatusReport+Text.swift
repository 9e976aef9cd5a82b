/// How `StatusReport` reads: the text and JSON of every output mode.
extension StatusReport {
    func lines(language: Language, zone: LocalZone, configured: String) -> [String] {
        func both(_ time: Int64) -> String {
            let local = zone.offset(time)
            let utc = TimeText.minutes(time) + " UTC"
            return local.seconds == 0 && local.abbreviation == "UTC"
                ? utc : "\(utc) (\(TimeText.minutes(time, offset: local.seconds)) \(local.abbreviation))"
        }
        let ko = language == .ko
        let sourceName: String
        switch source {
        case .network: sourceName = ko ? "네트워크 (방금 받음)" : "network (just fetched)"
        case .cache: sourceName = ko ? "캐시 (저장된 응답)" : "cache (saved response)"
        case .bundled: sourceName = ko ? "내장 스냅샷" : "bundled snapshot"
        }
        var lines: [String] = []
        let providerText =
            provider == configured
            ? provider : "\(provider) (" + (ko ? "설정: " : "configured: ") + "\(configured))"
        lines.append((ko ? "제공자: " : "provider: ") + (bundledSource ?? providerText))
        lines.append((ko ? "출처: " : "source: ") + sourceName)
        lines.append((ko ? "환율 시각: " : "rates time: ") + both(ratesTime))
        lines.append((ko ? "경과: " : "age: ") + TimeText.age(now - ratesTime, in: language))
        if let fetchedAt {
            lines.append(
                (ko ? "받은 시각: " : "fetched: ") + both(fetchedAt) + " · "
                    + TimeText.age(now - fetchedAt, in: language))
        }
        if let nextUpdate {
            let due = now >= nextUpdate
            let when = TimeText.age(now - nextUpdate, in: language)
            let note = due ? (ko ? "지남: 다음 환전 때 새로 받습니다" : "passed: the next conversion fetches") : when
            lines.append((ko ? "다음 갱신: " : "next update: ") + both(nextUpdate) + " · " + note)
        }
        if let lastFailure {
            var text =
                (ko ? "최근 실패: " : "last failure: ") + both(lastFailure) + " · "
                + TimeText.age(now - lastFailure, in: language)
            // A Korean status is Korean throughout: the English reason only in English.
            if ko {
                text += " · " + (lastFailureReasonKo ?? "요청 실패 (자세한 이유는 --lang en 으로 볼 수 있습니다)")
            } else if let lastFailureReason {
                text += " · " + lastFailureReason
            }
            lines.append(text)
        }
        lines.append((ko ? "캐시: " : "cache: ") + cachePath)
        return lines
    }

    func json(configured: String) -> String {
        var writer = JSONWriter()
        writer.string("kind", "status")
        writer.string("provider", provider)
        writer.string("configuredProvider", configured)
        writer.string("source", source.rawValue)
        writer.string("ratesTime", TimeText.iso8601(ratesTime))
        writer.number("ageSeconds", raw: String(now - ratesTime))
        if let fetchedAt { writer.string("fetchedAt", TimeText.iso8601(fetchedAt)) }
        if let nextUpdate { writer.string("nextUpdate", TimeText.iso8601(nextUpdate)) }
        if let lastFailure { writer.string("lastFailure", TimeText.iso8601(lastFailure)) }
        if let bundledSource { writer.string("bundledSource", bundledSource) }
        writer.string("cachePath", cachePath)
        return writer.finish()
    }
}
