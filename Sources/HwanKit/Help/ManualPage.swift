/// The manual page `hwan.1` (roff, `man` macros), rendered from
/// `CommandLineSurface`: every command, option, environment variable, config
/// key, file and exit status, in English, with a Korean section for the Korean
/// command words. `Resources/hwan.1` is this output, committed; a test fails
/// when the two differ.
public enum ManualPage {
    public static func render() -> String {
        var page = Page()
        page.raw(".\\\" Generated from CommandLineSurface (Sources/HwanKit/Help/); do not edit.")
        page.raw(".\\\" Regenerate: HWAN_UPDATE_GOLDEN=1 swift test --filter ManualPageTests")
        page.raw(".TH HWAN 1 \"\" \"hwan \(CommandLineSurface.version)\" \"User Commands\"")
        page.section("NAME")
        page.raw("hwan \\- currency and unit calculator for the terminal, Korean users first")
        page.section("SYNOPSIS")
        page.raw(".B hwan")
        page.raw("[\\fIOPTIONS\\fR] [\\fICOMMAND\\fR [\\fIARGS\\fR...] | \\fIEXPRESSION\\fR]")
        description(&page)
        page.section("COMMANDS")
        for command in CommandLineSurface.commands {
            page.raw(".TP")
            page.raw(synopsis(of: command))
            page.text(command.summary.en + ".")
            let others = command.words.dropFirst()
            if !others.isEmpty {
                page.raw(".br")
                page.text("Also: " + others.joined(separator: ", ") + ".")
            }
        }
        page.raw(".TP")
        page.raw("\\fIEXPRESSION\\fR")
        page.text(
            "any arithmetic expression: + - * / ^ mod, parentheses, 15%, n!, sqrt(x); ans is the last result."
        )
        functions(&page)
        quantities(&page)
        bank(&page)
        markets(&page)
        page.section("OPTIONS")
        page.text(
            "Options may stand anywhere, before or after the command words (hwan rates --json, hwan --json rates); a word that reads as a number (-5, -2^2) is never an option, and -- ends the options. --name=value works as well as --name value."
        )
        optionEntries(&page) { $0.en + "." }
        page.section("ENVIRONMENT")
        environmentEntries(&page) { $0.en + "." }
        configuration(&page)
        page.section("FILES")
        fileEntries(&page) { $0.en + "." }
        page.section("EXIT STATUS")
        exitStatusEntries(&page) { $0.en + "." }
        examples(&page)
        korean(&page)
        page.section("SEE ALSO")
        page.raw(".BR units (1),")
        page.raw(".BR qalc (1)")
        return page.text
    }

    private static func description(_ page: inout Page) {
        page.section("DESCRIPTION")
        page.text(
            "hwan converts amounts between currencies and between units, and calculates, in Korean or English. "
                + "It is offline first: it answers from the rates it saved last time and asks the provider again "
                + "only after the time the provider announced for its next update.")
        page.raw(".PP")
        page.text(
            "With a command, hwan runs it and exits: the words after the options, joined by spaces, are one line. "
                + "With no command and a terminal on standard input, it starts an interactive session "
                + "with line editing, history and tab completion. With standard input from a file or a pipe, "
                + "every input line is a line of its own: one result per line on standard output, errors on "
                + "standard error as \"line N: message\".")
        page.raw(".PP")
        page.text(
            "Notices about the data (stale rates, a failed fetch, bundled rates in use) go to standard error, "
                + "so standard output stays clean for scripts.")
    }

    private static func quantities(_ page: inout Page) {
        page.section("QUANTITIES")
        page.text(
            "A line is a quantity, optionally followed by to, in, ->, \u{2192} or = and one or more targets. "
                + "Korean word order and particles work (3만엔을 원으로), as do the magnitudes 십 백 천 만 억 조, "
                + "native numbers (한 근, 두 돈), currency symbols ($100, \u{20A9}5,000) and sums of one dimension "
                + "(5 ft 11 in to cm). A currency alone goes to the home currency (KRW unless the config file says "
                + "otherwise; the home currency itself goes to USD), a unit to its dimension's metric unit.")
    }

    /// SPEC §7: the bank's 매매기준율 as the won's rate, and cash exchange.
    private static func bank(_ page: inout Page) {
        page.section("THE BANK AS THE RATE")
        page.text(
            "With a bank chosen (--bank, HWAN_BANK or bank = in the config file), the won is quoted the way "
                + "Korean apps quote it: conversions to and from KRW, the KRW column of rates and watch rates, and "
                + "history of a pair with KRW use the bank's 매매기준율 (base rate) from 08:25 to 24:00 KST on a day "
                + "the bank's quote is dated today. Before 08:25, at weekends and on holidays (a quote dated "
                + "another day) the provider's rate answers. The change is measured from the bank: from the day's "
                + "open (basePrice minus signedChangePrice) while the bank answers, from its last close while the "
                + "provider does. The output names the source: \"Hana Bank base rate\" / \"하나은행 매매기준율\" "
                + "after a conversion, \"source\":\"bank\" in JSON, KRW: ... at the end of the rates header. "
                + "--rate mid or rate = mid keeps the provider's mid-market rate all day.")
        page.raw(".PP")
        page.text(
            "exchange AMOUNT FROM TO (환전) is a cash exchange at the chosen bank: foreign cash is bought at its "
                + "현찰 살 때 (cash buy) price and sold at its 현찰 팔 때 (cash sell) price, with the spread against "
                + "the base rate. 우대 N% in the line or --discount N (환율우대) takes N% off that spread. One side "
                + "must be KRW. Without a bank it is a conversion at the rate that says so.")
        page.raw(".PP")
        page.text(
            "A code the bank's answer lacks is a row of - in bank (JSON: null prices and an error); the other "
                + "rows still print. A basePrice of 0 or null is the mean of the cash prices, marked *.")
    }

    private static func markets(_ page: inout Page) {
        page.section("MARKETS")
        page.text(
            "coins shows each symbol on Binance, Bybit, Bitget and OKX (USDT spot) and Upbit and Bithumb (KRW), "
                + "with the spread between the highest and lowest exchange and the kimchi premium; futures shows "
                + "the USDT perpetuals. A symbol may name its quote: BTC/USDC, ETH/BTC, BTC/EUR are asked on every "
                + "exchange that has that spot market (- where it has not); futures BTC/USD shows the coin-margined "
                + "perpetuals (Binance dapi BTCUSD_PERP, Bybit inverse BTCUSD, OKX BTC-USD-SWAP) and futures "
                + "BTC/USDC the USDC ones. Dated contracts are never shown as perpetuals. Under each symbol, the "
                + "24-hour volume in the coin and the turnover in the quote currency, where the exchange sends them "
                + "(--json: volume24h, turnover24h, null where not given).")
        page.raw(".PP")
        page.text(
            "The config's exchanges (or HWAN_EXCHANGES) chooses the exchanges asked and shown. Every exchange "
                + "that failed has a line below the table saying why. When Bybit or OKX cannot be reached, the "
                + "request is tried once at its second host (api.bytick.com, aws.okx.com) within the same "
                + "5 seconds. watch coins and watch futures draw the tables live, asking again every --interval "
                + "seconds (default 5, at least 1).")
    }

    private static func functions(_ page: inout Page) {
        page.section("FUNCTIONS, CONSTANTS AND BASES")
        page.text(
            "Functions, computed in decimal to 34 digits: "
                + MathFunction.allCases.map(\.rawValue).joined(separator: ", ")
                + ". sin, cos and tan take radians, or an angle with its unit (sin(30\u{B0}), sin(30 deg)); "
                + "asin, acos and atan answer in radians. round takes halves away from zero. "
                + "Constants: pi, \u{3C0} and \u{C6D0}\u{C8FC}\u{C728} (\u{3C0}), e. "
                + "Integers in hex, octal and binary: 0xff, 0o17, 0b1011; results in them with to hex, to oct, "
                + "to bin, and back with to dec (255 to hex, 0xff to dec); only whole numbers have these forms."
        )
        page.section("DERIVED UNITS")
        page.text(
            "Units multiply, divide and take whole powers: 10 m / 2 s is 5 m/s; 60 km/h * 2 h to km is 120 km; "
                + "(10 m)^2 to \u{D3C9}; 70 kg * 9.80665 m/s^2 to N. A target may be a unit expression of the same "
                + "dimension (m/s, kg*m/s^2, \u{C6D0}/\u{D3C9}, USD/oz); a mismatch names both dimensions. "
                + "A derived result with no target goes to the SI unit of its dimension when exactly one "
                + "dimension matches (N, W, J, m/s), else it is shown as composed (2,000 KRW/kg). "
                + "\u{B0}C and \u{B0}F are readings, not amounts: inside a product they are an error (use K)."
        )
    }

    private static func configuration(_ page: inout Page) {
        page.section("CONFIGURATION")
        page.text(
            "hwan reads $XDG_CONFIG_HOME/hwan/config when XDG_CONFIG_HOME is an absolute path, else "
                + "~/.config/hwan/config. Each line is key = value; # starts a comment; blank lines are ignored. "
                + "Command-line options win over environment variables, which win over the config file. "
                + "A line hwan cannot read is reported with the file's path and line number, and hwan exits with status 64."
        )
        configKeyEntries(&page) { summary, value in summary.en + ". Default: " + value.en + "." }
        page.raw(".PP")
        page.text("An example:")
        page.raw(".PP")
        page.raw(".nf")
        page.raw(".RS 4")
        for line in [
            "# ~/.config/hwan/config", "home = JPY", "lang = ko", "coins = BTC ETH SOL",
            "exchanges = binance bybit upbit", "updown = western",
            "bank = dunamu", "rate = bank", "rates = USD JPY EUR CNY",
        ] {
            page.literal(line)
        }
        page.raw(".RE")
        page.raw(".fi")
    }

    private static func examples(_ page: inout Page) {
        page.section("EXAMPLES")
        page.raw(".nf")
        page.raw(".RS 4")
        for line in [
            "hwan convert 100 USD JPY", "hwan 3만 엔 to 원", "hwan 100 달러", "hwan 5 km to mi", "hwan 34 평 to m2",
            "hwan '(120+35)*3'", "hwan remit 1000 USD KRW", "hwan rates EUR JPY CNY",
            "hwan -t 100 USD to KRW",
            "hwan --json 100 USD to KRW", "printf '1 USD to KRW\\n5 ft to cm\\n' | hwan -t",
            "source <(hwan completions bash)",
        ] {
            page.literal(line)
        }
        page.raw(".RE")
        page.raw(".fi")
    }

    /// 한국어: every command with its Korean words and summary.
    private static func korean(_ page: inout Page) {
        page.section("한국어")
        page.text(
            "모든 명령은 영어 단어와 한국어 단어로 쓸 수 있습니다. 대화형 모드와 한 줄 실행에서 같은 단어가 통합니다. "
                + "--lang ko, HWAN_LANG=ko, 설정 파일의 lang = ko, 또는 ko로 시작하는 로캘이면 메시지가 한국어로 나옵니다.")
        for command in CommandLineSurface.commands {
            page.raw(".TP")
            let words = ([command.name] + command.koreanWords).map { "\\fB" + Self.escaped($0) + "\\fR" }
            let arguments = command.arguments.ko
            page.raw(words.joined(separator: ", ") + (arguments.isEmpty ? "" : " " + Self.escaped(arguments)))
            page.text(command.summary.ko)
        }
    }

    /// `convert AMOUNT FROM [to] TO` with the name bold and upper-case placeholders italic.
    static func synopsis(of command: CommandDescription) -> String {
        let arguments = command.arguments.en.split(separator: " ").map { word -> String in
            var out = ""
            var run = ""
            func flush() {
                guard !run.isEmpty else { return }
                let isPlaceholder = run.allSatisfy { $0.isASCII && ($0.isUppercase || $0 == "_") }
                out += isPlaceholder ? "\\fI" + run + "\\fR" : escaped(run)
                run = ""
            }
            for character in word {
                if character.isLetter || character == "_" {
                    run.append(character)
                } else {
                    flush()
                    out += escaped(String(character))
                }
            }
            flush()
            return out
        }
        return (["\\fB" + escaped(command.name) + "\\fR"] + arguments).joined(separator: " ")
    }

    /// Text safe inside a roff line: backslashes and minus signs escaped.
    static func escaped(_ text: String) -> String {
        text.replacingAll("\\", with: "\\e").replacingAll("-", with: "\\-")
    }

    /// The page being written, line by line.
    struct Page {
        var text = ""

        mutating func raw(_ line: String) { text += line + "\n" }

        mutating func section(_ name: String) { raw(".SH " + (name.contains(" ") ? "\"\(name)\"" : name)) }

        /// Prose: escaped, and kept from starting with a control character.
        mutating func text(_ prose: String) { literal(prose) }

        mutating func literal(_ line: String) {
            let escaped = ManualPage.escaped(line)
            raw(escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped)
        }
    }
}
