import HwanKit

// The thin adapter: argv → options → Session → stdout/stderr → exit status.

let environment = SystemEffects.environment()
let stdout = OutputStream(fd: 1)
let stderr = OutputStream(fd: 2, capacity: 0)

@MainActor func finish(_ status: ExitStatus) -> Never {
    stdout.flush()
    stderr.flush()
    exit(status.rawValue)
}

let fallbackLanguage = Language.resolve(flag: nil, environment: environment) ?? .en
let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    stderr.line(error.message(in: fallbackLanguage))
    finish(.usage)
}

guard let language = Language.resolve(flag: options.language, environment: environment) else {
    stderr.line(
        Localized(
            ko: "--lang 값은 ko 또는 en 이어야 합니다", en: "--lang must be ko or en")(fallbackLanguage))
    finish(.usage)
}

if options.version {
    stdout.line("hwan 0.1.0")
    finish(.success)
}
if options.help {
    for line in HelpText.lines(topic: nil, language: language) ?? [] { stdout.line(line) }
    finish(.success)
}

let settings: ProviderSettings
do {
    settings = try ProviderSettings.resolve(flag: options.provider, environment: environment)
} catch {
    stderr.line(error.message(in: language))
    finish(error.status == .usage ? .usage : error.status)
}

let offlineValue = environment["HWAN_OFFLINE"]?.lowercased() ?? ""
let offline = options.offline || ["1", "true", "yes", "on"].contains(offlineValue)
let cacheDirectory = SystemEffects.cacheDirectory(option: options.cacheDirectory, environment: environment)
let service = RateService(
    cacheDirectory: cacheDirectory, http: CurlHTTPClient(), clock: SystemEffects.now,
    settings: settings, offline: offline, zone: SystemEffects.localZone)
let session = Session(
    language: language, mode: options.mode, rateService: service, zone: SystemEffects.localZone)

/// Writes one reply; `prefix` is `line N: ` in batch mode.
@MainActor func emit(_ reply: Reply, prefix: String = "", caret: Bool) {
    for line in reply.output { stdout.line(line) }
    if !reply.notices.isEmpty || reply.error != nil { stdout.flush() }
    for notice in reply.notices { stderr.line(notice) }
    if let error = reply.error {
        stderr.line(prefix + error)
        if caret { for line in reply.caret { stderr.line(line) } }
    }
}

if !options.command.isEmpty {
    let reply = session.execute(options.command.joined(separator: " "))
    emit(reply, caret: true)
    finish(reply.status)
}

if SystemEffects.isTerminal(0) {
    runInteractive(session: session, language: language, cacheDirectory: cacheDirectory)
    finish(.success)
}

// Batch: every input line is a command; one result per line; errors numbered.
var reader = LineReader()
var number = 0
var failed = false
var fastOutput: [UInt8] = []
while let bytes = reader.nextBytes() {
    number += 1
    if bytes.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "#") { continue }
    if options.mode == .terse {
        fastOutput.removeAll(keepingCapacity: true)
        if bytes.withUnsafeBufferPointer({ session.executeTerseFast($0, into: &fastOutput) }) {
            stdout.line(bytes: fastOutput)
            continue
        }
    }
    let reply = session.execute(String(decoding: bytes, as: UTF8.self))
    emit(reply, prefix: "line \(number): ", caret: false)
    if reply.status != .success { failed = true }
    if reply.quit { break }
}
finish(failed ? .inputError : .success)
