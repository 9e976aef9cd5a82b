import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SPEC §11 through the real binary: the config file and its precedence, its
/// errors, colour and NO_COLOR, completions, the JSON listings.
@Suite("End to end: fitting the shell")
struct ShellFitEndToEndTests {
    let offline = ["HWAN_OFFLINE": "1"]

    /// A home whose `~/.config/hwan/config` holds `text`.
    static func home(config text: String) throws -> HwanProcess {
        let hwan = HwanProcess()
        let directory = hwan.home + "/.config/hwan"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try text.write(toFile: directory + "/config", atomically: true, encoding: .utf8)
        return hwan
    }

    @Test("the config's home currency takes a lone amount, and rates shows its column")
    func homeCurrency() throws {
        let hwan = try Self.home(config: "# mine\nhome = JPY\n")
        let lone = try hwan.run(["--json", "100", "USD"], environment: offline)
        #expect(lone.status == 0, "\(lone.stderr)")
        #expect(lone.stdout.contains(#""from":"USD""#) && lone.stdout.contains(#""to":"JPY""#))
        let back = try hwan.run(["--json", "100", "엔"], environment: offline)
        #expect(back.stdout.contains(#""from":"JPY""#) && back.stdout.contains(#""to":"USD""#))
        let rates = try hwan.run(["--lang", "en", "rates", "USD", "EUR"], environment: offline)
        #expect(rates.stdout.split(separator: "\n")[1].hasSuffix("JPY  change"), "\(rates.stdout)")
    }

    @Test("options win over environment variables, which win over the config file")
    func precedence() throws {
        let hwan = try Self.home(config: "lang = ko\n")
        let file = try hwan.run(["convert", "1", "USD", "QQQ"], environment: offline)
        #expect(file.stderr.contains("알 수 없는 통화"))
        let environment = try hwan.run(
            ["convert", "1", "USD", "QQQ"], environment: offline.merging(["HWAN_LANG": "en"]) { $1 })
        #expect(environment.stderr.contains("unknown currency"))
        let flag = try hwan.run(
            ["--lang", "ko", "convert", "1", "USD", "QQQ"],
            environment: offline.merging(["HWAN_LANG": "en"]) { $1 })
        #expect(flag.stderr.contains("알 수 없는 통화"))
    }

    @Test("XDG_CONFIG_HOME, when absolute, is where the file is read")
    func xdgConfigHome() throws {
        let hwan = HwanProcess()
        let xdg = hwan.home + "/xdg"
        try FileManager.default.createDirectory(atPath: xdg + "/hwan", withIntermediateDirectories: true)
        try "nonsense\n".write(toFile: xdg + "/hwan/config", atomically: true, encoding: .utf8)
        let result = try hwan.run(["1+1"], environment: offline.merging(["XDG_CONFIG_HOME": xdg]) { $1 })
        #expect(result.status == 64)
        #expect(result.stderr.contains(xdg + "/hwan/config:1: "))
        let relative = try hwan.run(["1+1"], environment: offline.merging(["XDG_CONFIG_HOME": "xdg"]) { $1 })
        #expect(relative.status == 0, "a relative XDG_CONFIG_HOME is ignored: \(relative.stderr)")
    }

    @Test(
        "a bad line in the config file is reported with its path and line number, exit 64",
        arguments: [
            ("home = JPY\nbnak = dunamu\n", 2, "unknown key 'bnak' (did you mean bank?)"),
            ("\n\nhome JPY\n", 3, "expected 'key = value'"),
            ("color = sometimes\n", 1, "color: unknown value 'sometimes'"),
            ("home = QQQ\n", 1, "home: unknown currency 'QQQ'"),
        ])
    func badLine(config: String, line: Int, words: String) throws {
        let hwan = try Self.home(config: config)
        let result = try hwan.run(["1+1"], environment: offline)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(hwan.home + "/.config/hwan/config:\(line): "), "\(result.stderr)")
        #expect(result.stderr.contains(words), "\(result.stderr)")
    }

    @Test("a config path that is a directory is an error; --help and --version still work")
    func notAFile() throws {
        let hwan = HwanProcess()
        try FileManager.default.createDirectory(
            atPath: hwan.home + "/.config/hwan/config", withIntermediateDirectories: true)
        let result = try hwan.run(["1+1"], environment: offline)
        #expect(result.status == 64)
        #expect(result.stderr.contains("not a regular file"))
        #expect(try hwan.run(["--help"], environment: offline).status == 0)
        #expect(try hwan.run(["--version"], environment: offline).status == 0)
    }

    @Test(
        "usage errors exit 64: bad --bank, --color, HWAN_BANK, HWAN_PROVIDER, misspelt options",
        arguments: [
            (["--bank", "hana", "1"], [:], "--bank: unknown value 'hana'"),
            (["--color", "sometimes", "1"], [:], "--color: unknown value"),
            (["--colour", "always", "1"], [:], "Did you mean --color?"),
            (["1"], ["HWAN_BANK": "hana"], "HWAN_BANK: unknown value 'hana'"),
            (["1"], ["HWAN_PROVIDER": "nope"], "HWAN_PROVIDER: unknown value 'nope'"),
        ] as [([String], [String: String], String)])
    func usage(arguments: [String], environment: [String: String], words: String) throws {
        let result = try HwanProcess().run(
            arguments, environment: offline.merging(environment) { $1 }.merging(["LANG": "C"]) { $1 })
        #expect(result.status == 64)
        #expect(result.stderr.contains(words), "\(result.stderr)")
    }

    @Test("a valid --bank and --color are accepted")
    func validOptions() throws {
        let result = try HwanProcess().run(
            ["--bank", "dunamu", "--color", "never", "-t", "1+1"], environment: offline)
        #expect(result.status == 0)
        #expect(result.stdout == "2\n")
    }

    static let escape = "\u{1B}["

    @Test(
        "through a pipe there is no colour unless --color always, which NO_COLOR cannot stop",
        arguments: [
            ([], [:], "", false),
            (["--color", "always"], [:], "", true),
            (["--color", "always"], ["NO_COLOR": "1"], "", true),
            ([], [:], "color = always\n", true),
            ([], ["NO_COLOR": "1"], "color = always\n", false),
            (["--color", "never"], [:], "color = always\n", false),
        ] as [([String], [String: String], String, Bool)])
    func pipeColour(arguments: [String], environment: [String: String], config: String, colored: Bool) throws
    {
        let hwan = try Self.home(config: config)
        let result = try hwan.run(
            arguments + ["convert", "1", "USD", "QQQ"], environment: offline.merging(environment) { $1 })
        #expect(result.status == 1)
        #expect(result.stderr.contains(Self.escape) == colored, "\(result.stderr.debugDescription)")
        #expect(!result.stdout.contains(Self.escape))
    }

    @Test(
        "on a terminal errors are red, and NO_COLOR (or --color never) turns that off",
        arguments: [
            ([], [:], true), ([], ["NO_COLOR": "1"], false), ([], ["NO_COLOR": ""], true),
            (["--color", "never"], [:], false), (["--color", "always"], ["NO_COLOR": "1"], true),
        ] as [([String], [String: String], Bool)])
    func terminalColour(arguments: [String], environment: [String: String], colored: Bool) throws {
        var template = Array("/tmp/hwan-color-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let home = String(cString: try #require(made))
        defer { try? FileManager.default.removeItem(atPath: home) }
        let terminal = try PseudoTerminal(
            executable: try hwanExecutablePath(), arguments: arguments + ["convert", "1", "USD", "QQQ"],
            environment: ["HOME": home, "HWAN_OFFLINE": "1", "LANG": "C.UTF-8", "TERM": "xterm"].merging(
                environment
            ) {
                $1
            })
        _ = try terminal.expect("QQQ")
        #expect(try terminal.waitForExit() == 1)
        #expect(terminal.output.contains("\u{1B}[1;31m") == colored, "\(terminal.output.debugDescription)")
    }

    @Test("completions bash prints a script bash can source", arguments: ["bash", "zsh", "fish"])
    func completions(shell: String) throws {
        let result = try HwanProcess().run(["completions", shell], environment: offline)
        #expect(result.status == 0)
        #expect(result.stdout.contains("completion for hwan"))
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test("currencies --json and units --json print one parseable object per line")
    func jsonListings() throws {
        for arguments in [
            ["--json", "currencies", "달러"], ["--json", "units", "length"], ["--json", "units"],
        ] {
            let result = try HwanProcess().run(arguments, environment: offline)
            #expect(result.status == 0)
            let lines = result.stdout.split(separator: "\n")
            #expect(lines.count > 1)
            for line in lines {
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                #expect(object?["kind"] != nil, "\(line)")
            }
        }
    }

    @Test("--help lists every environment variable and the config file")
    func help() throws {
        let result = try HwanProcess().run(["--help"], environment: offline)
        for word in [
            "HWAN_LANG", "HWAN_OFFLINE", "HWAN_PROVIDER", "HWAN_BASE_URL", "NO_COLOR", "--color", "--bank",
            "config",
        ] {
            #expect(result.stdout.contains(word), "\(word)")
        }
    }
}
