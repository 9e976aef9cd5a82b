import HwanKit

// The thin adapter: argv → options → Session → stdout/stderr → exit status.

// A detached renewal (`DetachedRenewer`) leaves its parent first, while it has one thread.
let renewalCommand = RenewalProcess.detachIfAsked()
let environment = SystemEffects.environment()
let stdout = OutputStream(fd: 1)
let stderr = OutputStream(fd: 2, capacity: 0)

@MainActor func finish(_ status: ExitStatus) -> Never {
    stdout.flush()
    stderr.flush()
    exit(status.rawValue)
}

let fallbackLanguage = Language.resolve(flag: nil, environment: environment) ?? .en
let options: CommandLineOptions
do {
    options = try CommandLineOptions.parse(SystemEffects.arguments())
} catch {
    stderr.line(error.message(in: fallbackLanguage))
    finish(.usage)
}

if options.version {
    stdout.line(CommandLineSurface.versionLine(bundled: BundledSnapshot.load()))
    finish(.success)
}

// A broken config file must not hide --help: it is read, but only reported otherwise.
let config: ConfigFile
do {
    config = try ConfigFileReader.read(environment: environment)
} catch {
    if options.help {
        config = .empty
    } else {
        let language = Preferences.language(flag: options.language, environment: environment, configured: nil)
        stderr.line(error.message(in: language))
        finish(.usage)
    }
}

let preferences: Preferences
do {
    preferences = try Preferences.resolve(
        options: options, environment: environment, config: config,
        outputIsTerminal: SystemEffects.isTerminal(1))
} catch {
    stderr.line(error.message(in: fallbackLanguage))
    finish(.usage)
}
let language = preferences.language
for notice in config.notices { stderr.line(notice(language)) }
/// Colours for standard error, which may be a terminal when standard output is not.
let errorPalette = preferences.palette(onTerminal: SystemEffects.isTerminal(2))

if options.help {
    for line in HelpText.lines(topic: nil, language: language) ?? [] { stdout.line(line) }
    finish(.success)
}

let settings: ProviderSettings
do {
    settings = try ProviderSettings.resolve(flag: preferences.provider?.rawValue, environment: environment)
} catch {
    stderr.line(error.message(in: language))
    finish(error.status == .usage ? .usage : error.status)
}

let offlineValue = environment["HWAN_OFFLINE"]?.lowercased() ?? ""
let offline = options.offline || ["1", "true", "yes", "on"].contains(offlineValue)
let cacheDirectory = SystemEffects.cacheDirectory(option: options.cacheDirectory, environment: environment)
// A failure the cache directory cannot record is kept here (a read-only cache still backs off).
RuntimeBackOff.shared = RuntimeBackOff(path: RuntimeBackOff.location(environment: environment, uid: getuid()))
// SPEC §4: a saved answer past its next update answers after a short grace while it is
// renewed: by a detached process for a one-shot command or a batch, by a thread in the REPL.
let renewal: Renewal
if renewalCommand != nil {
    renewal = .renewer
} else if options.command.isEmpty && SystemEffects.isTerminal(0) {
    renewal = .background(ThreadRenewer())
} else {
    renewal = .background(DetachedRenewer())
}
// (The rates on the coarse clock: a batch of money lines checks their expiry on every line.)
let service = RateService(
    cacheDirectory: cacheDirectory, http: CurlHTTPClient(), clock: SystemEffects.coarseNow,
    settings: settings, offline: offline, zone: SystemEffects.localZone, renewal: renewal)
let bankService = BankSettings.resolve(bank: preferences.bank, environment: environment).map {
    BankService(
        cacheDirectory: cacheDirectory, http: CurlHTTPClient(), clock: SystemEffects.now, settings: $0,
        offline: offline, renewal: renewal)
}
let markets = MarketService(
    cacheDirectory: cacheDirectory, http: CurlHTTPClient(), clock: SystemEffects.now, offline: offline,
    baseURL: environment["HWAN_MARKET_BASE_URL"], fallbackURL: environment["HWAN_MARKET_FALLBACK_URL"],
    exchanges: preferences.exchanges, renewal: renewal)

if let renewalCommand {
    switch renewalCommand {
    case .rates: _ = service.current()
    case .bank(let codes): _ = bankService?.current(wanted: codes)
    case .market(let request): _ = markets.answer(request)
    }
    exit(0)
}
let session = Session(
    preferences: preferences, rateService: service, zone: SystemEffects.localZone, bankService: bankService,
    markets: markets)
// SPEC §14: read only when a line names something nothing else knows.
session.definitionsLoader = { DefinitionsFile.load(environment: environment) }
session.historyBaseURL = environment["HWAN_HISTORY_BASE_URL"]
// `-t` and `--json` are for programs: whole lines whatever the screen.
if preferences.mode == .human { session.width = SystemEffects.outputWidth(environment: environment) }

/// Writes one reply; `prefix` is `line N: ` in batch mode.
@MainActor func emit(_ reply: Reply, prefix: String = "", caret: Bool) {
    for line in reply.output { stdout.line(line) }
    let errors = reply.errorLines(prefix: prefix, palette: errorPalette, caret: caret)
    if !errors.isEmpty { stdout.flush() }
    for line in errors { stderr.line(line) }
}

// `watch` takes over the terminal in one-shot and REPL runs; a batch line has no board.
if !options.command.isEmpty || SystemEffects.isTerminal(0) {
    session.board = { request throws(SessionError) in
        // The board fetches on a thread of its own, so it waits for its requests there.
        try runWatch(
            request, service: service.renewing(.inline), bank: bankService?.renewing(.inline),
            markets: markets.renewing(.inline), preferences: preferences, interval: options.interval)
    }
}

// `csv FILE --date COL ...` (SPEC §12): a file, converted row by row.
if options.command.first?.lowercased() == CommandID.csv.rawValue {
    finish(
        runCSV(
            session: session, words: Array(options.command.dropFirst()), mode: preferences.mode,
            progressOnTerminal: SystemEffects.isTerminal(2)))
}

if !options.command.isEmpty {
    // Joined by hand: the generic `joined(separator:)` costs a one-shot command 0.1 M instructions.
    var line = ""
    for index in options.command.indices {
        if index > 0 { line += " " }
        line += options.command[index]
    }
    let reply = session.execute(line)
    emit(reply, caret: true)
    finish(reply.status)
}

if SystemEffects.isTerminal(0) {
    runInteractive(
        session: session, language: language, cacheDirectory: cacheDirectory, errorPalette: errorPalette)
    // A renewal thread's curl does not outlive the REPL.
    Children.endAll()
    finish(.success)
}

// Batch: every input line is a command; one result per line; errors numbered.
// A function without closures: closures here cost two executor checks a line.
@MainActor func runBatch(session: Session, mode: OutputMode) -> Bool {
    var reader = LineReader { buffer in POSIXIO.readOnce(0, into: buffer) }
    // With -t or --json every input line gives exactly one output line (SPEC §1).
    let paired = mode != .human
    var number = 0
    var failed = false
    // One reply for every line, emptied before each (its arrays keep their storage).
    var reply = Reply()
    // Whether a line was rendered into the reply since it was last emptied.
    var replyUsed = false
    // The line's bytes, or the byte count of a line over the limit (no enum taken apart:
    // a generic copy and destroy of the optional line cost 350 instructions a line).
    var tooLongBytes = 0
    lines: while true {
        tooLongBytes = 0
        guard let bytes = reader.nextLine(tooLong: &tooLongBytes) else {
            if tooLongBytes == 0 { break lines }
            number += 1
            let tooLong = session.lineTooLong(bytes: tooLongBytes)
            if paired {
                emitPaired(tooLong, prefix: "line \(number): ", json: mode == .json)
            } else {
                emit(tooLong, prefix: "line \(number): ", caret: false)
            }
            failed = true
            continue
        }
        number += 1
        var first = bytes.startIndex
        while first < bytes.endIndex && (bytes[first] == 0x20 || bytes[first] == 0x09) { first += 1 }
        if first == bytes.endIndex || bytes[first] == UInt8(ascii: "#") {
            if paired { stdout.line("") }
            continue
        }
        if mode == .terse {
            // The line's numbers written straight into the output buffer (nothing
            // written when it declines); any other line into the reply.
            if replyUsed {
                reply.clear()
                replyUsed = false
            }
            if session.executeTerse(bytes, into: &stdout.buffer, reply: &reply) {
                stdout.endLine()
                continue
            }
        } else {
            reply.clear()
            session.execute(bytes, into: &reply)
        }
        replyUsed = true
        // The prefix goes before an error only: no text made for a line that has none.
        let prefix = reply.error == nil ? "" : "line \(number): "
        if paired {
            emitPaired(reply, prefix: prefix, json: mode == .json)
        } else {
            emit(reply, prefix: prefix, caret: false)
        }
        if reply.status != .success { failed = true }
        if reply.quit { break lines }
    }
    return failed
}

/// One stdout line for the reply (blank when it has none), its messages on stderr.
@MainActor func emitPaired(_ reply: Reply, prefix: String, json: Bool) {
    stdout.line(reply.pairedLine(json: json))
    // Most lines have nothing for stderr: no list of error lines made for them.
    if reply.error == nil && reply.notices.isEmpty { return }
    let errors = reply.errorLines(prefix: prefix, palette: errorPalette, caret: false)
    if !errors.isEmpty { stdout.flush() }
    for line in errors { stderr.line(line) }
}
finish(runBatch(session: session, mode: preferences.mode) ? .inputError : .success)
