import HwanKit
import Testing

/// Input lines and what a person sees, pinned in golden files per language.
@Suite("Session transcripts")
struct SessionGoldenTests {
    static let lines = [
        "convert 100 USD JPY", "100 USD to JPY", "100 usd in jpy", "100 USD -> KRW", "3만 엔 to 원", "5km to mi",
        "100달러", "1억2천만 원 to 달러", "(120+35)*3", "ans/5", "2^10", "-2^2", "15%", "0.1+0.2", "1,000,000/3",
        "5 km to mi", "100 °F to °C", "34 평 to m2", "1 g m/s²", "1 g kg", "3 파운드 to kg", "3 파운드 to 원",
        "10 L/100km to mpg", "1 근 to g", "1 되 to L", "5 km to kg", "5 USD to km", "g to kg", "1 g g",
        "1 USD to JYP", "1 USD to 페소", "1 USD to XAU", "(1+2", "1/0", "nan+1", "remit 1000 USD KRW",
        "remit 1 KRW",
        "remit 10000 USD JPY", "remit 0 USD KRW", "remit -5 USD KRW", "remit 10001 USD KRW",
        "remit 100.5 USD KRW",
        "remit abc USD KRW", "remit 1e3 USD KRW", "convert 100 USD", "help remit", "currencies 일본",
        "만원 to 엔", "3만엔을 원으로", "100달러는 원화로 얼마?", "1 KRW to USD", "1 JPY to KRW",
        "100 USD to KRW, JPY, EUR", "100 USD + 5000 JPY to KRW", "5 ft 11 in to cm", "34평", "1근", "한 근",
        "84㎡", "30도 to 화씨", "1억 2천만 원 to 달러", "100+10%", "2^200", "25!", "1/3", "1/3*3",
        "conver 100 USD JPY", "100 USD to", "USD to KRW", "미국 달러", "1백금 to 원", "$100", "₩5,000",
        // Derived units, functions and bases (SPEC §2).
        "10 m / 2 s", "12억 원 / 34평 to 원/평", "3 kW * 2 h to kWh", "sin(30°)", "sqrt(2)", "255 to hex",
        "0xff", "2.5 to bin",
    ]

    @Test("a mixed session reads the same as its golden file", arguments: [Language.ko, .en])
    func transcript(language: Language) throws {
        let text = try SessionHarness.transcript(Self.lines, language: language)
        let (actual, expected) = SessionHarness.check(text, against: "session-\(language.rawValue).txt")
        #expect(actual == expected)
    }

    @Test("against the won, VND and IDR are quoted per 100 as banks do, on either side of the conversion")
    func perHundredAgainstWon() throws {
        let session = try SessionHarness.session(language: .ko)
        let vnd = try #require(session.execute("100만 동 to 원").output.first)
        #expect(vnd.contains(" · 100 VND = "), "\(vnd)")
        let back = try #require(session.execute("만원 to 동").output.first)
        #expect(back.contains(" · 100 VND = "), "\(back)")
        let idr = try #require(session.execute("1000 IDR to KRW").output.first)
        #expect(idr.contains(" · 100 IDR = "), "\(idr)")
        // Between two foreign currencies the larger-than-one direction stays: 1 USD = 159.57 JPY.
        let yen = try #require(session.execute("100 JPY to USD").output.first)
        #expect(yen.contains(" · 1 USD = 159.57 JPY"), "\(yen)")
    }

    @Test("terse mode prints only the number: 12 significant digits, exact integers in full, no separators")
    func terse() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse)
        #expect(session.execute("convert 100 USD JPY").output == ["15956.8504"])
        #expect(session.execute("1,000,000/3").output == ["333333.333333"])
        #expect(session.execute("2^60").output == ["1152921504606846976"])
        #expect(session.execute("2^0.5").output == ["1.41421356237"])
        #expect(session.execute("5 km to mi").output == ["3.10685596119"])
    }

    @Test("JSON mode gives currency and unit objects with the contract's fields")
    func json() throws {
        let session = try SessionHarness.session(language: .en, mode: .json)
        let money = try #require(session.execute("100 USD to JPY").output.first)
        for field in [
            #""kind":"currency""#, #""amount":100"#, #""from":"USD""#, #""to":"JPY""#,
            #""result":15956.8504"#,
            #""rate":159.568504"#, #""source":"cache""#, #""provider":"open-er-api""#,
            #""ratesTime":"2026-04-03T06:47:31Z""#,
        ] {
            #expect(money.contains(field), "\(field) in \(money)")
        }
        let unit = try #require(session.execute("5 km to mi").output.first)
        #expect(unit.contains(#""kind":"unit""#) && unit.contains(#""dimension":"length""#))
        let error = session.execute("5 km to kg")
        #expect(error.output.first?.hasPrefix(#"{"error":{"code":"incompatible_units","message":"#) == true)
        #expect(error.status == .inputError)
    }

    @Test(
        "a refused remittance says only the refusal, in both languages",
        arguments: ["0", "-5", "10001", "100.5", "abc", "1e3"])
    func refusal(amount: String) throws {
        for (language, words) in [
            (Language.ko, "송금액이 바르지 않습니다"), (.en, "The remittance amount is not valid"),
        ] {
            let reply = try SessionHarness.session(language: language).execute("remit \(amount) USD KRW")
            #expect(reply.output.isEmpty)
            #expect(reply.error == words)
            #expect(reply.status == .inputError)
        }
    }

    @Test("accepted remittances print the received amount, rate and time with two decimals")
    func accepted() throws {
        let ko = try SessionHarness.session(language: .ko).execute("remit 1 USD KRW").output
        #expect(
            ko == [
                "수취금액은 1,510.03 KRW 입니다.", "환율: 1,510.03 KRW/USD", "조회시간: 2026-04-03 15:47 KST",
                "수취국가: 대한민국 (KRW)",
            ])
        // The home currency alone is sent to USD, its rate still the won's price of a dollar.
        let en = try SessionHarness.session(language: .en).execute("remit 10000 KRW").output
        #expect(
            en == [
                "Received amount: 6.62 USD", "Exchange rate: 1,510.03 KRW/USD",
                "Rates time: 2026-04-03 15:47 KST",
                "Receiving country: United States (USD)",
            ])
    }

    @Test(
        "remit AMOUNT CODE sends CODE to the home currency, whatever the code and home",
        arguments: ["USD", "JPY", "EUR", "GBP", "CNY", "THB", "VND"])
    func oneCode(code: String) throws {
        let one = try SessionHarness.session(language: .en).execute("remit 100 \(code)").output
        let two = try SessionHarness.session(language: .en).execute("remit 100 \(code) KRW").output
        #expect(one == two && one.first?.hasSuffix(" KRW") == true)
        #expect(one.contains("Receiving country: South Korea (KRW)"))
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(
            TestFiles.fixture("open-er-api-USD-2026-04-03.json"), fetchedAt: SessionHarness.fixtureTime + 60,
            in: dir)
        let service = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { SessionHarness.now },
            settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
        var preferences = Preferences(language: .en)
        preferences.home = "EUR"
        let euro = Session(preferences: preferences, rateService: service, zone: .kst).execute(
            "remit 100 \(code)"
        )
        .output
        #expect(euro.first?.hasSuffix(" EUR") == true || code == "EUR")
    }

    @Test(
        "FROM = TO is refused in words, exit 1, with no amount",
        arguments: ["USD USD", "KRW KRW", "엔 JPY", "원 KRW"])
    func samePair(pair: String) throws {
        for language in [Language.ko, .en] {
            let reply = try SessionHarness.session(language: language).execute("remit 100 \(pair)")
            #expect(reply.output.isEmpty && reply.status == .inputError)
            #expect(reply.error?.contains(language == .ko ? "같습니다" : "the same") == true)
        }
    }

    @Test("KRW to USD shows the won's price of a dollar, never USD/KRW")
    func homeWayRate() throws {
        let reply = try SessionHarness.session(language: .ko).execute("remit 10000 KRW USD").output
        #expect(reply.contains("환율: 1,510.03 KRW/USD") && !reply.joined().contains("USD/KRW"))
        #expect(reply.first == "수취금액은 6.62 USD 입니다.")
    }
}

@Suite("REPL completion words")
struct CompletionWordsTests {
    @Test("tab completion offers commands, currency codes and unit names")
    func words() {
        let words = Session.completionWords()
        for expected in ["convert", "remit", "currencies", "USD", "KRW", "km", "kilometers", "킬로미터", "평"] {
            #expect(words.contains(expected), "\(expected)")
        }
    }
}
