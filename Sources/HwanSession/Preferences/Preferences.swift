/// Everything the user chose about how hwan behaves, resolved once from the
/// command line, the environment and the config file, then handed to the
/// `Session` as one value.
///
/// Precedence (SPEC §11): command-line options win over environment
/// variables, which win over the config file, which wins over the defaults.
///
/// | setting  | option        | environment                  | config     | default |
/// | -------- | ------------- | ---------------------------- | ---------- | ------- |
/// | language | `--lang`      | `HWAN_LANG`                  | `lang`     | the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), else en |
/// | mode     | `-t`, `--json`| —                            | —          | human |
/// | home     | —             | —                            | `home`     | KRW |
/// | colour   | `--color`     | `NO_COLOR`                   | `color`    | auto |
/// | up/down  | —             | —                            | `updown`   | korean |
/// | provider | `--provider`  | `HWAN_PROVIDER`              | `provider` | nil: a provider whose key is set, else open-er-api |
/// | bank     | `--bank`      | `HWAN_BANK`                  | `bank`     | none |
/// | coins    | —             | —                            | `coins`    | BTC ETH XRP SOL DOGE |
/// | rate     | `--rate`      | —                            | `rate`     | bank when a bank is chosen |
/// | rates    | —             | —                            | `rates`    | the 18 common currencies |
/// | exchanges | —            | `HWAN_EXCHANGES`             | `exchanges` | all six |
///
/// The locale variables only guess a default, so the config's `lang` wins over them.
public struct Preferences: Sendable, Equatable {
    public var language: Language = .en
    public var mode: OutputMode = .human
    /// The home currency's code: where a lone currency amount goes, and the last column of `rates`.
    public var home: String = "KRW"
    /// `always` or `never` once `NO_COLOR` is folded in; `auto` decides per stream.
    public var color: ColorChoice = .auto
    public var upDown: UpDownStyle = .korean
    /// The colours for standard output (the plain palette unless colour is on there).
    public var palette: Palette = .plain
    /// nil lets `ProviderSettings.resolve` pick by the keys that are set.
    public var provider: ProviderID?
    /// One of `CommandLineSurface.bankNames`; nil when no bank was chosen.
    public var bank: String?
    public var coins: [String] = CommandLineSurface.defaultCoins
    /// `--rate`, else the config's `rate`; nil is `bank` when a bank is chosen (SPEC §7).
    public var rate: RateChoice?
    /// The config's `rates`: what `rates` and `watch rates` show with no codes; nil for the built-in list.
    public var rates: [String]?
    /// The exchanges `coins`, `futures` and coin conversions ask and show (SPEC §9).
    public var exchanges: [Exchange] = Exchange.allCases
    /// `--discount PERCENT`: 환율우대 for `exchange` when its line sets none.
    public var discount: String?

    public init() {}

    /// Everything at its default, in this language and mode (tests, embedders).
    public init(language: Language, mode: OutputMode = .human) {
        self.language = language
        self.mode = mode
    }

    /// - Parameters:
    ///   - outputIsTerminal: whether standard output is a terminal, for `palette`.
    /// - Throws: `UsageError.invalidEnvironment` for an `HWAN_PROVIDER` or
    ///   `HWAN_BANK` hwan does not know (options and the file are checked where they are read).
    public static func resolve(
        options: CommandLineOptions, environment: Environment, config: ConfigFile, outputIsTerminal: Bool
    ) throws(UsageError) -> Preferences {
        func variable(_ name: String) -> String? {
            guard let value = environment[name]?.trimmed(), !value.isEmpty else { return nil }
            return value
        }
        var preferences = Preferences()
        preferences.language = language(
            flag: options.language, environment: environment, configured: config.language)
        preferences.mode = options.mode ?? .human
        preferences.home = config.home ?? "KRW"
        preferences.upDown = config.upDown ?? .korean
        preferences.color = colorChoice(
            flag: options.color, noColor: environment["NO_COLOR"], configured: config.color)
        preferences.palette = preferences.palette(onTerminal: outputIsTerminal)
        if let provider = options.provider {
            preferences.provider = provider
        } else if let name = variable("HWAN_PROVIDER") {
            guard let provider = ProviderID(rawValue: name.lowercased()) else {
                throw .invalidEnvironment(
                    variable: "HWAN_PROVIDER", value: name, choices: ProviderID.allCases.map(\.rawValue))
            }
            preferences.provider = provider
        } else {
            preferences.provider = config.provider
        }
        if let bank = options.bank {
            preferences.bank = bank
        } else if let name = variable("HWAN_BANK") {
            guard CommandLineSurface.bankNames.contains(name.lowercased()) else {
                throw .invalidEnvironment(
                    variable: "HWAN_BANK", value: name, choices: CommandLineSurface.bankNames)
            }
            preferences.bank = name.lowercased()
        } else {
            preferences.bank = config.bank
        }
        preferences.coins = config.coins ?? CommandLineSurface.defaultCoins
        preferences.rate = options.rate ?? config.rate
        preferences.rates = config.rates
        if let names = variable("HWAN_EXCHANGES") {
            do {
                preferences.exchanges = try ConfigFile.exchangeNames(names, for: .exchanges)
            } catch {
                let choices = Exchange.allCases.map(\.rawValue)
                let wrong =
                    names.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
                    .first { Exchange.named(String($0)) == nil }.map(String.init) ?? names
                throw .invalidValue(
                    option: "HWAN_EXCHANGES", value: wrong, choices: choices,
                    suggestion: EditDistance.nearest(to: wrong.lowercased(), among: choices))
            }
        } else {
            preferences.exchanges = config.exchanges ?? Exchange.allCases
        }
        preferences.discount = options.discount
        return preferences
    }

    /// `--lang`, else `HWAN_LANG` (an unknown value reads as English), else the
    /// config's `lang`, else the locale variables (SPEC §3).
    public static func language(flag: Language?, environment: Environment, configured: Language?)
        -> Language
    {
        Language.resolve(flag: flag?.rawValue, environment: environment, configured: configured) ?? .en
    }

    /// SPEC §11: `--color always` and `--color never` decide alone; otherwise a
    /// non-empty `NO_COLOR` turns colour off; otherwise `--color auto`, then the
    /// config's `color`, then `auto`.
    public static func colorChoice(flag: ColorChoice?, noColor: String?, configured: ColorChoice?)
        -> ColorChoice
    {
        switch flag {
        case .always?: return .always
        case .never?: return .never
        case .auto?, nil: break
        }
        if let noColor, !noColor.isEmpty { return .never }
        return flag ?? configured ?? .auto
    }

    /// Whether a stream gets colour: `auto` colours only a terminal.
    public func colors(onTerminal isTerminal: Bool) -> Bool {
        switch color {
        case .always: true
        case .never: false
        case .auto: isTerminal
        }
    }

    /// The palette for a stream, in the chosen up/down colours, or `.plain`.
    public func palette(onTerminal isTerminal: Bool) -> Palette {
        colors(onTerminal: isTerminal) ? Palette(upDown: upDown) : .plain
    }
}
