/// Everything a user can type to or set for hwan, in one table: commands,
/// global options, environment variables, config keys, exit statuses and
/// files (SPEC §1, §2, §11). `--help`, `help COMMAND`, the manual page, the
/// completion scripts and the parser's command words are all rendered from
/// it, so they cannot disagree; tests check that each names everything here.
public enum CommandLineSurface {
    /// What `--version` prints after `hwan `.
    public static let version = "0.1.0"

    /// `hwan 0.1.0 (bundled rates 2026-10-30, ECB)`: the version and the date of
    /// the rates a run with no network falls back on, so a report says how old they are.
    public static func versionLine(bundled: BundledSnapshot) -> String {
        let source = bundled.source.hasPrefix("European Central Bank") ? "ECB" : bundled.source
        return "hwan \(version) (bundled rates \(bundled.date), \(source))"
    }
    /// The bank quote providers of SPEC §7, for `--bank`, `HWAN_BANK` and the config's `bank`.
    public static let bankNames = BankID.allCases.map(\.rawValue)
    /// Shells `completions` writes a script for.
    public static var shells: [String] { CompletionScript.Shell.allCases.map(\.rawValue) }
    /// What `watch` can show.
    public static var boards: [String] { BoardKind.allCases.map(\.rawValue) }
    /// The symbols `coins` shows when neither the line nor the config names any (SPEC §9).
    public static let defaultCoins = CoinPrices.defaultCoins

    public static let commands: [CommandDescription] = [
        CommandDescription(
            .convert, korean: ["변환"],
            arguments: Localized(ko: "금액 원래단위 [to] 바꿀단위", en: "AMOUNT FROM [to] TO"),
            summary: Localized(
                ko: "통화나 단위를 바꿉니다 (convert 없이 100 USD to JPY, -> , in 도 됩니다)",
                en: "convert between currencies or between units (also AMOUNT FROM to|in|-> TO)"),
            hint: Localized(
                ko: "(예: convert 100 USD JPY, 3만 엔 to 원, 5 km to mi)",
                en: "(e.g. convert 100 USD JPY, 3만 엔 to 원, 5 km to mi)"),
            completes: .quantities),
        CommandDescription(
            .remit, korean: ["송금"],
            arguments: Localized(ko: "금액 [보내는통화] 받는통화", en: "AMOUNT [FROM] TO"),
            summary: Localized(
                ko: "송금 수취금액을 계산합니다 (1~10000 사이 정수, 보내는 통화는 기본 USD)",
                en: "remittance quote (a whole amount from 1 to 10000; FROM defaults to USD)"),
            hint: Localized(
                ko: "(금액은 1~10000 사이 정수, 예: remit 1000 USD KRW)",
                en: "(a whole amount from 1 to 10000, e.g. remit 1000 USD KRW)"),
            completes: .currencies),
        CommandDescription(
            .rates, korean: ["환율"],
            arguments: Localized(ko: "[기준통화] [통화...]", en: "[BASE] [CODE...]"),
            summary: Localized(
                ko: "기준통화(기본 USD)에 대한 환율표, 홈 통화(기본 KRW) 열과 함께",
                en: "rate table against BASE (default USD) with a home-currency column (default KRW)"),
            hint: Localized(ko: "(예: rates, rates EUR JPY CNY)", en: "(e.g. rates, rates EUR JPY CNY)"),
            completes: .currencies),
        CommandDescription(
            .status, korean: ["상태"], arguments: Localized(ko: "", en: ""),
            summary: Localized(ko: "환율 출처와 시각", en: "where the rates come from and how old they are"),
            completes: .none),
        CommandDescription(
            .refresh, korean: ["새로고침", "갱신"], arguments: Localized(ko: "", en: ""),
            summary: Localized(
                ko: "다음 갱신 시각 전이라도 지금 환율 받기", en: "fetch rates now, even before the next update time"),
            completes: .none),
        CommandDescription(
            .currencies, korean: ["통화"], arguments: Localized(ko: "[검색어]", en: "[QUERY]"),
            summary: Localized(
                ko: "통화 목록과 검색 (코드, 한국어·영어 이름, 나라)",
                en: "list or search the currency catalog (code, Korean or English name, country)"),
            hint: Localized(
                ko: "(예: currencies 일본, currencies dollar)", en: "(e.g. currencies japan, currencies 달러)"),
            completes: .currencies),
        CommandDescription(
            .units, korean: ["단위"], arguments: Localized(ko: "[종류 또는 검색어]", en: "[TYPE or QUERY]"),
            summary: Localized(
                ko: "단위 종류 목록, 또는 한 종류의 단위와 이름·별칭",
                en: "list unit types, or the units of one type with their names and aliases"),
            hint: Localized(
                ko: "(예: units, units 길이, units 평)", en: "(e.g. units, units length, units mile)"),
            completes: .unitTypes),
        CommandDescription(
            .vars, korean: ["변수"], arguments: Localized(ko: "", en: ""),
            summary: Localized(
                ko: "이 세션의 변수(x = 5 km)와 정의 파일의 이름들",
                en: "the session's variables (x = 5 km) and the definitions file's names"),
            completes: .none),
        CommandDescription(
            .bank, korean: ["은행"], arguments: Localized(ko: "[통화...]", en: "[CODE...]"),
            summary: Localized(
                ko: "은행 고시 환율: 매매기준율, 현찰 살 때·팔 때, 송금 보낼 때·받을 때 (--bank)",
                en: "a bank's KRW quotes: base, cash buy/sell, transfer send/receive (--bank)"),
            hint: Localized(
                ko: "(예: bank, bank USD 엔; 기본 USD JPY EUR CNY; --bank dunamu 또는 koreaexim)",
                en: "(e.g. bank, bank USD 엔; default USD JPY EUR CNY; --bank dunamu or koreaexim)"),
            completes: .currencies),
        CommandDescription(
            .exchange, korean: ["환전"],
            arguments: Localized(ko: "금액 원래통화 [to] 바꿀통화 [우대 N%]", en: "AMOUNT FROM [to] TO [우대 N%]"),
            summary: Localized(
                ko: "은행 현찰 환전: 살 때는 현찰 살 때, 팔 때는 현찰 팔 때 가격, 매매기준율과의 차이; 우대 N% 또는 --discount N (환율우대)",
                en:
                    "a cash exchange at the bank's cash price (buying: cash buy, selling: cash sell) and its spread; 우대 N% or --discount N"
            ),
            hint: Localized(
                ko: "(예: 환전 100만원 달러로 우대 50%, exchange 300 USD KRW; 은행이 없으면 환율로 계산)",
                en: "(e.g. exchange 1000000 KRW USD --discount 50, 환전 300달러; without a bank, at the rate)"),
            completes: .currencies),
        CommandDescription(
            .history, korean: ["추이"], arguments: Localized(ko: "통화 [기준통화] [일수]", en: "CODE [BASE] [DAYS]"),
            summary: Localized(
                ko: "저장된 환율의 추이와 한 줄 차트 (기준 KRW, 30일)",
                en: "the stored rates of CODE over time, with a chart (default KRW, 30 days)"),
            completes: .currencies),
        CommandDescription(
            .coins, korean: ["코인", "시세"],
            arguments: Localized(ko: "[심볼 또는 심볼/호가통화...]", en: "[SYMBOL or BASE/QUOTE...]"),
            summary: Localized(
                ko: "거래소별 코인 시세와 24시간 거래량, 거래소 간 차이와 김치 프리미엄 (BTC/USDC, ETH/BTC 도 됩니다)",
                en:
                    "crypto prices and 24-hour volume across exchanges, their spread and the kimchi premium (also BTC/USDC, ETH/BTC)"
            ),
            completes: .coins),
        CommandDescription(
            .futures, korean: ["선물"],
            arguments: Localized(ko: "[심볼 또는 심볼/USD...]", en: "[SYMBOL or BASE/USD...]"),
            summary: Localized(
                ko: "거래소별 USDT 무기한 선물 시세 (BTC/USD 는 코인 마진 무기한, BTC/USDC 는 USDC 무기한)",
                en:
                    "USDT perpetual futures across exchanges (BTC/USD: coin-margined, BTC/USDC: USDC perpetuals)"
            ),
            completes: .coins),
        CommandDescription(
            .watch, korean: ["실시간"],
            arguments: Localized(
                ko: "[rates|bank|coins|futures] [통화...]", en: "[rates|bank|coins|futures] [CODE...]"),
            summary: Localized(
                ko: "터미널 전체에 실시간으로 갱신되는 시세판 (q, Esc로 나가기)",
                en: "a live full-screen board (q or Esc leaves)"),
            completes: .boards),
        CommandDescription(
            .csv, korean: [],
            arguments: Localized(
                ko: "파일 --date 열 --amount 열 --from 통화 --to 통화",
                en: "FILE --date COLUMN --amount COLUMN --from CODE --to CODE"),
            summary: Localized(
                ko: "CSV 파일의 각 행을 그 행의 날짜 환율로 바꿉니다 (열은 머리글 이름이나 1부터 센 번호, 파일이 - 이면 표준 입력)",
                en:
                    "convert each row of a CSV file at its own day's rate (COLUMN: a header name or a number from 1; FILE - is stdin)"
            ),
            hint: Localized(
                ko: "(예: hwan csv 거래.csv --date 거래일 --amount 금액 --from USD --to KRW; 셸에서 실행)",
                en:
                    "(e.g. hwan csv trades.csv --date Date --amount Amount --from USD --to KRW; from the shell)"
            ),
            completes: .files),
        CommandDescription(
            .completions, korean: ["자동완성"], arguments: Localized(ko: "bash|zsh|fish", en: "bash|zsh|fish"),
            summary: Localized(
                ko: "셸 자동 완성 스크립트를 출력합니다", en: "print a shell completion script on standard output"),
            hint: Localized(
                ko: "(예: source <(hwan completions bash))", en: "(e.g. source <(hwan completions bash))"),
            completes: .shells),
        CommandDescription(
            .help, korean: ["도움말"], other: ["?"], arguments: Localized(ko: "[명령]", en: "[COMMAND]"),
            summary: Localized(ko: "사용법", en: "usage, of hwan or of one command"),
            completes: .commands),
        CommandDescription(
            .quit, korean: ["종료"], other: ["exit", ":q"], arguments: Localized(ko: "", en: ""),
            summary: Localized(
                ko: "대화형 모드 끝내기 (exit, Ctrl-D도 됩니다)", en: "leave the REPL (exit and Ctrl-D too)"),
            completes: .none),
    ]

    public static let options: [OptionDescription] = [
        OptionDescription(
            .terse, "--terse", short: "-t",
            summary: Localized(
                ko: "결과 숫자만 출력 (구분 기호 없이, 유효숫자 12자리, 스크립트용)",
                en: "print only the resulting number (no separators, 12 significant digits; for scripts)")),
        OptionDescription(
            .json, "--json",
            summary: Localized(
                ko: "결과마다 JSON 객체 한 줄 (오류도 stdout에 JSON으로)",
                en: "one JSON object per result on one line (errors too, on stdout)")),
        OptionDescription(
            .lang, "--lang", value: "LANG", choices: Language.allCases.map(\.rawValue),
            summary: Localized(
                ko: "메시지와 이름의 언어 (기본: HWAN_LANG, 설정 파일, 로캘 순)",
                en: "language of messages and names (default: HWAN_LANG, the config file, the locale)")),
        OptionDescription(
            .offline, "--offline",
            summary: Localized(
                ko: "네트워크를 쓰지 않음: 저장된 환율이나 내장 환율만",
                en: "no network at all: saved or bundled rates only")),
        OptionDescription(
            .cacheDir, "--cache-dir", value: "DIR",
            summary: Localized(
                ko: "환율 캐시 디렉터리 (기본: HWAN_CACHE_DIR, $XDG_CACHE_HOME/hwan, ~/.cache/hwan)",
                en: "the cache directory (default: HWAN_CACHE_DIR, $XDG_CACHE_HOME/hwan, ~/.cache/hwan)")),
        OptionDescription(
            .provider, "--provider", value: "NAME", choices: ProviderID.allCases.map(\.rawValue),
            summary: Localized(
                ko: "환율 제공자 (기본: 키가 설정된 제공자, 없으면 open-er-api)",
                en: "exchange-rate provider (default: one whose key is set, else open-er-api)")),
        OptionDescription(
            .bank, "--bank", value: "NAME", choices: bankNames,
            summary: Localized(
                ko: "bank 와 remit 의 은행 시세 (dunamu 하나은행, koreaexim 수출입은행)",
                en: "bank quotes for bank and remit (dunamu: Hana Bank, koreaexim: Korea Exim)")),
        OptionDescription(
            .rate, "--rate", value: "WHICH", choices: RateChoice.allCases.map(\.rawValue),
            summary: Localized(
                ko: "은행을 고르면 원화 환율: bank 는 08:25–24:00 KST 에 은행 매매기준율 (기본), mid 는 늘 제공자의 중간 환율",
                en:
                    "with a bank chosen, the won's rate: bank is its base rate 08:25–24:00 KST (default), mid the provider's always"
            )),
        OptionDescription(
            .discount, "--discount", value: "PERCENT",
            summary: Localized(
                ko: "exchange 의 환율우대: 매매기준율과의 차이에서 이 퍼센트를 뺌 (0–100)",
                en: "exchange's preferential rate: this percent off the spread against the base rate (0–100)")
        ),
        OptionDescription(
            .color, "--color", value: "WHEN", choices: ColorChoice.allCases.map(\.rawValue),
            summary: Localized(
                ko: "색: auto(터미널이고 NO_COLOR가 없을 때), always, never",
                en: "colour: auto (on a terminal without NO_COLOR), always, never")),
        OptionDescription(
            .interval, "--interval", value: "SECONDS",
            summary: Localized(
                ko: "watch coins, watch futures 가 시세를 다시 받는 간격, 초 (기본 5, 최소 1)",
                en:
                    "how often watch coins and watch futures ask the exchanges again, in seconds (default 5, at least 1)"
            )),
        OptionDescription(
            .help, "--help", short: "-h", summary: Localized(ko: "이 도움말", en: "this help")),
        OptionDescription(
            .version, "--version", short: "-V", summary: Localized(ko: "버전", en: "the version")),
    ]

    public static let environment: [EnvironmentVariableDescription] = [
        EnvironmentVariableDescription(
            "HWAN_LANG",
            summary: Localized(ko: "언어: ko 또는 en (--lang 다음)", en: "language: ko or en (after --lang)")),
        EnvironmentVariableDescription(
            "HWAN_OFFLINE",
            summary: Localized(
                ko: "1, true, yes, on 이면 --offline 과 같음", en: "1, true, yes or on: the same as --offline")),
        EnvironmentVariableDescription(
            "HWAN_PROVIDER",
            summary: Localized(ko: "환율 제공자 (--provider 다음)", en: "exchange-rate provider (after --provider)")),
        EnvironmentVariableDescription(
            "HWAN_BASE_URL",
            summary: Localized(
                ko: "환율 제공자의 주소를 바꿈 (미러, 테스트)", en: "replaces the provider's base URL (mirrors, tests)")),
        EnvironmentVariableDescription(
            "HWAN_HISTORY_BASE_URL",
            summary: Localized(
                ko: "지난 날짜 환율(Frankfurter)의 주소를 바꿈",
                en: "replaces Frankfurter's base URL for past days' rates")),
        EnvironmentVariableDescription(
            "HWAN_BASE_CURRENCY",
            summary: Localized(
                ko: "환율 요청의 기준 통화 (기본 USD)", en: "the base currency rates are requested in (default USD)")),
        EnvironmentVariableDescription(
            "HWAN_CACHE_DIR",
            summary: Localized(ko: "캐시 디렉터리 (--cache-dir 다음)", en: "the cache directory (after --cache-dir)")),
        EnvironmentVariableDescription(
            "XDG_CACHE_HOME",
            summary: Localized(
                ko: "캐시는 $XDG_CACHE_HOME/hwan (HWAN_CACHE_DIR 다음, 절대 경로일 때만)",
                en: "the cache is $XDG_CACHE_HOME/hwan (after HWAN_CACHE_DIR; only when absolute)")),
        EnvironmentVariableDescription(
            "XDG_CONFIG_HOME",
            summary: Localized(
                ko: "설정 파일은 $XDG_CONFIG_HOME/hwan/config (절대 경로일 때만)",
                en: "the config file is $XDG_CONFIG_HOME/hwan/config (when an absolute path)")),
        EnvironmentVariableDescription(
            "XDG_STATE_HOME",
            summary: Localized(
                ko: "대화형 모드의 입력 기록은 $XDG_STATE_HOME/hwan/history (절대 경로일 때만)",
                en: "the REPL's input history is $XDG_STATE_HOME/hwan/history (when an absolute path)")),
        EnvironmentVariableDescription(
            "HOME",
            summary: Localized(
                ko: "기본 위치: ~/.config/hwan/config, ~/.cache/hwan, ~/.local/state/hwan/history",
                en: "default places: ~/.config/hwan/config, ~/.cache/hwan, ~/.local/state/hwan/history")),
        EnvironmentVariableDescription(
            "EXCHANGERATE_API_KEY",
            summary: Localized(
                ko: "exchangerate-api 의 키 (출력, 오류, 캐시에 나오지 않음)",
                en: "the exchangerate-api key (never printed, logged or cached)")),
        EnvironmentVariableDescription(
            "OPENEXCHANGERATES_APP_ID",
            summary: Localized(
                ko: "openexchangerates 의 앱 ID (출력, 오류, 캐시에 나오지 않음)",
                en: "the openexchangerates app id (never printed, logged or cached)")),
        EnvironmentVariableDescription(
            "CURRENCYLAYER_ACCESS_KEY",
            summary: Localized(
                ko: "currencylayer 의 액세스 키 (출력, 오류, 캐시에 나오지 않음)",
                en: "the currencylayer access key (never printed, logged or cached)")),
        EnvironmentVariableDescription(
            "HWAN_BANK",
            summary: Localized(ko: "은행 시세 제공자 (--bank 다음)", en: "bank quote provider (after --bank)")),
        EnvironmentVariableDescription(
            "HWAN_BANK_BASE_URL",
            summary: Localized(
                ko: "은행 시세 제공자의 주소를 바꿈 (미러, 테스트)",
                en: "replaces the bank provider's base URL (mirrors, tests)")),
        EnvironmentVariableDescription(
            "KOREAEXIM_AUTHKEY",
            summary: Localized(
                ko: "한국수출입은행(koreaexim) 인증키 (출력, 오류, 캐시에 나오지 않음)",
                en: "the koreaexim authentication key (never printed, logged or cached)")),
        EnvironmentVariableDescription(
            "HWAN_MARKET_BASE_URL",
            summary: Localized(
                ko: "모든 코인 거래소의 주소를 바꿈 (미러, 테스트)",
                en: "replaces every coin exchange's base URL (mirrors, tests)")),
        EnvironmentVariableDescription(
            "HWAN_NOW",
            summary: Localized(
                ko: "시계를 이 유닉스 시각(초)에서 시작 (테스트, 시연; 예: 08:25 KST 규칙 확인)",
                en:
                    "start the clock at this Unix time in seconds (tests, demonstrations; e.g. the 08:25 KST rule)"
            )),
        EnvironmentVariableDescription(
            "HWAN_RENEW",
            summary: Localized(
                ko: "hwan 이 내부에서 씀: 기한이 지난 저장 자료를 백그라운드에서 새로 받는 프로세스에 붙임 (직접 설정하지 마세요)",
                en:
                    "internal: set by hwan on the detached process that renews saved data past its next update (do not set it)"
            )),
        EnvironmentVariableDescription(
            "HWAN_MARKET_FALLBACK_URL",
            summary: Localized(
                ko: "HWAN_MARKET_BASE_URL 과 함께: 두 번째 호스트가 있는 거래소(Bybit, OKX)가 첫 주소에 연결하지 못할 때 쓸 주소 (테스트)",
                en:
                    "with HWAN_MARKET_BASE_URL: where exchanges with a second host (Bybit, OKX) go when the first cannot be reached (tests)"
            )),
        EnvironmentVariableDescription(
            "HWAN_EXCHANGES",
            summary: Localized(
                ko: "coins 와 futures 가 물어볼 거래소 (설정의 exchanges 보다 우선)",
                en: "the exchanges coins and futures ask (wins over the config's exchanges)")),
        EnvironmentVariableDescription(
            "NO_COLOR",
            summary: Localized(
                ko: "값이 있으면 색을 쓰지 않음 (--color always 제외)",
                en: "when set and not empty, no colour (unless --color always)")),
        EnvironmentVariableDescription(
            "LC_ALL", "LC_MESSAGES", "LANG",
            summary: Localized(
                ko: "다른 언어 설정이 없을 때, ko 로 시작하면 한국어",
                en: "with no other language choice, Korean when it starts with ko")),
    ]

    public static let configKeys: [ConfigKeyDescription] = [
        ConfigKeyDescription(
            .home, value: "CODE", default: Localized(ko: "KRW", en: "KRW"),
            summary: Localized(
                ko: "홈 통화: 금액만 쓴 통화가 바뀌는 통화, rates 의 마지막 열",
                en: "home currency: where a lone currency amount goes, the last column of rates")),
        ConfigKeyDescription(
            .lang, value: "LANG", choices: Language.allCases.map(\.rawValue),
            default: Localized(ko: "로캘에 따라", en: "from the locale"),
            summary: Localized(ko: "언어 (HWAN_LANG 이 우선)", en: "language (HWAN_LANG wins)")),
        ConfigKeyDescription(
            .provider, value: "NAME", choices: ProviderID.allCases.map(\.rawValue),
            default: Localized(
                ko: "키가 설정된 제공자, 없으면 open-er-api", en: "one whose key is set, else open-er-api"),
            summary: Localized(
                ko: "환율 제공자 (HWAN_PROVIDER 가 우선)", en: "exchange-rate provider (HWAN_PROVIDER wins)")),
        ConfigKeyDescription(
            .bank, value: "NAME", choices: bankNames, default: Localized(ko: "없음", en: "none"),
            summary: Localized(ko: "은행 시세 제공자 (HWAN_BANK 가 우선)", en: "bank quote provider (HWAN_BANK wins)")),
        ConfigKeyDescription(
            .rate, value: "WHICH", choices: RateChoice.allCases.map(\.rawValue),
            default: Localized(ko: "은행을 고르면 bank", en: "bank when a bank is chosen"),
            summary: Localized(
                ko: "원화 환율: bank 는 08:25–24:00 KST 에 은행 매매기준율, mid 는 제공자의 중간 환율 (--rate 가 우선)",
                en:
                    "the won's rate: bank is the bank's base rate 08:25–24:00 KST, mid the provider's (--rate wins)"
            )),
        ConfigKeyDescription(
            .rates, value: "CODE...",
            default: Localized(ko: "자주 쓰는 18개 통화", en: "18 common currencies"),
            summary: Localized(
                ko: "rates 와 watch rates 가 통화를 주지 않았을 때 보여 줄 통화 (빈칸으로 구분)",
                en: "the currencies rates and watch rates show when none is named, space-separated")),
        ConfigKeyDescription(
            .coins, value: "SYMBOL...",
            default: Localized(ko: "BTC ETH XRP SOL DOGE", en: "BTC ETH XRP SOL DOGE"),
            summary: Localized(
                ko: "coins 명령이 보여 줄 코인 심볼 (빈칸으로 구분, BTC/USDC 도 됨)",
                en: "the symbols the coins command shows, space-separated (BTC/USDC too)")),
        ConfigKeyDescription(
            .exchanges, value: "NAME...", choices: Exchange.allCases.map(\.rawValue),
            default: Localized(ko: "여섯 곳 모두", en: "all six"),
            summary: Localized(
                ko: "coins 와 futures 가 묻고 보여 줄 거래소 (빈칸으로 구분; 나머지는 묻지도 보이지도 않음)",
                en:
                    "the exchanges coins and futures ask and show, space-separated (the others are neither asked nor shown)"
            )),
        ConfigKeyDescription(
            .color, value: "WHEN", choices: ColorChoice.allCases.map(\.rawValue),
            default: Localized(ko: "auto", en: "auto"),
            summary: Localized(ko: "색 (NO_COLOR 와 --color 가 우선)", en: "colour (NO_COLOR and --color win)")),
        ConfigKeyDescription(
            .updown, value: "STYLE", choices: UpDownStyle.allCases.map(\.rawValue),
            default: Localized(ko: "korean", en: "korean"),
            summary: Localized(
                ko: "오르내림 색: korean 은 오름 빨강 ▲ 내림 파랑 ▼, western 은 오름 초록 내림 빨강",
                en: "up/down colours: korean rises red ▲ and falls blue ▼; western rises green, falls red")),
    ]

    /// SPEC §1's exit statuses, each with what it means.
    public static let exitStatuses: [(status: ExitStatus, summary: Localized)] = ExitStatus.allCases.map {
        ($0, summary(of: $0))
    }

    static func summary(of status: ExitStatus) -> Localized {
        switch status {
        case .success: Localized(ko: "성공", en: "success")
        case .inputError:
            Localized(
                ko: "입력이 잘못됨 (구문 오류, 모르는 통화나 단위, 맞지 않는 단위, 거절된 송금액); 배치 모드에서는 한 줄이라도 실패하면",
                en:
                    "the input was wrong (parse error, unknown currency or unit, incompatible units, refused remittance); in batch mode, any line failed"
            )
        case .dataUnavailable:
            Localized(
                ko: "필요한 데이터를 구할 수 없음 (예: 환율표에 그 통화가 없고 받아 올 수도 없음)",
                en:
                    "the data needed is not available (e.g. the rate table lacks the currency and none can be fetched)"
            )
        case .usage:
            Localized(
                ko: "명령행 사용법 오류 (모르는 옵션, 잘못된 값, 설정 파일의 잘못된 줄)",
                en: "bad command-line usage (unknown option, bad value, a bad line in the config file)")
        }
    }

    public static let files: [FileDescription] = [
        FileDescription(
            "$XDG_CONFIG_HOME/hwan/config, ~/.config/hwan/config",
            summary: Localized(
                ko: "설정 파일: key = value 줄, # 주석 (CONFIGURATION 참고)",
                en: "the config file: key = value lines, # comments (see CONFIGURATION)")),
        FileDescription(
            "$XDG_CACHE_HOME/hwan/, ~/.cache/hwan/",
            summary: Localized(
                ko: "캐시: 제공자의 마지막 응답 그대로와 그 메타데이터, 환율 기록",
                en:
                    "the cache: each provider's last response as received with its metadata, and the rate history"
            )),
        FileDescription(
            "$XDG_STATE_HOME/hwan/history, ~/.local/state/hwan/history",
            summary: Localized(
                ko: "대화형 모드의 입력 기록 (캐시를 지워도 남습니다; 예전 위치인 캐시 디렉터리에서 처음 한 번 옮겨 옵니다)",
                en:
                    "the REPL's input history (clearing the cache keeps it; moved once from the cache directory, its old place)"
            )),
    ]

    /// The command a word runs (`환전` → `convert`), nil for any other word.
    public static func command(named word: String) -> CommandDescription? {
        commands.first { $0.words.contains(word) }
    }

    public static func option(_ id: OptionID) -> OptionDescription {
        options.first { $0.id == id }!
    }
}
