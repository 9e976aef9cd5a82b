/// Help that teaches by example, in both languages.
public enum HelpText {
    static let usages: [String: Localized] = [
        "convert": Localized(
            ko: "convert 금액 원래단위 [to] 바꿀단위   (예: convert 100 USD JPY, 3만 엔 to 원, 5 km to mi)",
            en: "convert AMOUNT FROM [to] TO   (e.g. convert 100 USD JPY, 3만 엔 to 원, 5 km to mi)"),
        "remit": Localized(
            ko: "remit 금액 [보내는통화] 받는통화   (금액은 1~10000 사이 정수, 예: remit 1000 USD KRW)",
            en: "remit AMOUNT [FROM] TO   (a whole amount from 1 to 10000, e.g. remit 1000 USD KRW)"),
        "rates": Localized(
            ko: "rates [기준통화] [통화...]   (예: rates, rates EUR JPY CNY)",
            en: "rates [BASE] [CODE...]   (e.g. rates, rates EUR JPY CNY)"),
        "status": Localized(
            ko: "status   환율 출처와 시각", en: "status   where the rates come from and how old they are"),
        "refresh": Localized(ko: "refresh   지금 환율 받기", en: "refresh   fetch rates now"),
        "currencies": Localized(
            ko: "currencies [검색어]   (예: currencies 일본, currencies dollar)",
            en: "currencies [QUERY]   (e.g. currencies japan, currencies 달러)"),
        "units": Localized(
            ko: "units [종류 또는 검색어]   (예: units, units 길이, units 평)",
            en: "units [TYPE or QUERY]   (e.g. units, units length, units mile)"),
        "help": Localized(ko: "help [명령]", en: "help [COMMAND]"),
        "quit": Localized(ko: "quit 또는 exit   (Ctrl-D도 됩니다)", en: "quit or exit   (Ctrl-D works too)"),
    ]

    public static func usage(of command: String) -> Localized {
        usages[Command.words[command] ?? command] ?? usages["help"]!
    }

    public static func lines(topic: String?, language: Language) -> [String]? {
        if let topic {
            guard let name = Command.words[topic], let usage = usages[name] else { return nil }
            return [usage(language)]
        }
        return language == .ko ? korean : english
    }

    static let korean = [
        "hwan — 환율·단위 계산기. 예:",
        "  100 USD to JPY          달러를 엔으로 (convert 100 USD JPY 와 같음)",
        "  3만 엔 to 원             한국어 숫자 단위(천·만·억·조)와 별칭(달러·엔·원·유로·위안)",
        "  100 달러                 원화로 바로 환산",
        "  5 km to mi, 34 평 to m2, 100 °F to °C, 10 L/100km to mpg",
        "  (120+35)*3, 2^10, 15%, ans*2      계산기 (ans는 직전 결과)",
        "  remit 1000 USD KRW      송금 수취금액 (1~10000 정수)",
        "  rates [기준] [통화...]   환율표 (KRW 열은 은행식: JPY 100 기준)",
        "  status / refresh        환율 출처·시각 / 지금 새로 받기",
        "  currencies [검색어], units [종류|검색어], help [명령], quit",
        "옵션: -t(숫자만) --json --lang ko|en --offline --cache-dir 경로 --provider 이름",
    ]

    static let english = [
        "hwan — currency and unit calculator. Examples:",
        "  100 USD to JPY          dollars in yen (same as: convert 100 USD JPY)",
        "  3만 엔 to 원             Korean magnitudes (천 만 억 조) and aliases (달러 엔 원 유로 위안)",
        "  100 달러                 straight into won",
        "  5 km to mi, 34 평 to m2, 100 °F to °C, 10 L/100km to mpg",
        "  (120+35)*3, 2^10, 15%, ans*2      calculator (ans is the last result)",
        "  remit 1000 USD KRW      remittance quote (whole amounts 1 to 10000)",
        "  rates [BASE] [CODE...]  rate table (KRW column per 100 JPY, as banks quote)",
        "  status / refresh        where rates come from and their age / fetch now",
        "  currencies [QUERY], units [TYPE|QUERY], help [COMMAND], quit",
        "Options: -t (number only) --json --lang ko|en --offline --cache-dir DIR --provider NAME",
    ]
}
