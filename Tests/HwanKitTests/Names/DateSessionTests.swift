import Testing

@testable import HwanKit
@testable import HwanSession

/// Date lines through the session: before arithmetic, in the user's language,
/// `-t` and `--json` (the harness's today is 2026-04-03 KST).
@Suite("Date lines in a session")
struct DateSessionTests {
    static func run(_ line: String, _ language: Language, _ mode: OutputMode = .human) throws -> Reply {
        try SessionHarness.session(language: language, mode: mode, sharedCache: true).execute(line)
    }

    @Test("a date alone is the date with its weekday, never 1,989")
    func dateAlone() throws {
        #expect(try Self.run("2026-12-25", .ko).output == ["2026-12-25 (금)"])
        #expect(try Self.run("2026-12-25", .en).output == ["2026-12-25 (Fri)"])
        #expect(try Self.run("2026-12-25", .en, .terse).output == ["2026-12-25"])
        #expect(
            try Self.run("2026-12-25", .en, .json).output
                == [#"{"kind":"date","date":"2026-12-25","weekday":"Fri","calendar":false}"#])
    }

    @Test("date − date is days, never −76; spaced dashes between numbers stay subtraction")
    func difference() throws {
        #expect(try Self.run("2026-12-25 - 2026-11-28", .en, .terse).output == ["27"])
        #expect(
            try Self.run("2026-12-25 - 2026-11-28", .ko).output == ["2026-12-25 (금) − 2026-11-28 (토) = 27일"])
        #expect(try Self.run("2026 - 12 - 25", .en, .terse).output == ["1989"])
    }

    @Test("calendar months say the calendar was used, in both languages")
    func calendarNote() throws {
        let ko = try Self.run("2026-03-01 + 6개월", .ko).output
        #expect(ko.count == 1 && ko[0].hasPrefix("2026-09-01 (화)") && ko[0].contains("달력"))
        let en = try Self.run("2026-03-01 + 6 months", .en).output
        #expect(en.count == 1 && en[0].hasPrefix("2026-09-01 (Tue)") && en[0].contains("calendar"))
    }

    @Test("D-day, the day counted from 1, and age read in Korean and English")
    func korean() throws {
        #expect(try Self.run("2027-01-01까지", .ko).output == ["2027-01-01 (금)까지 273일 (D-273)"])
        #expect(
            try Self.run("days until 2027-01-01", .en).output == ["273 days until 2027-01-01 (Fri) (D-273)"])
        #expect(try Self.run("2026-01-01부터 100일째", .ko, .terse).output == ["2026-04-10"])
        #expect(try Self.run("만 나이 1990-05-17", .ko).output == ["만 35세 (세는 나이 37세) · 1990-05-17 (목) 생"])
        #expect(try Self.run("age 1990-05-17", .en, .terse).output == ["35"])
        #expect(try Self.run("오늘 + 100일", .ko, .terse).output == ["2026-07-12"])
        #expect(try Self.run("크리스마스까지 며칠", .ko, .terse).output == ["266"])
    }

    @Test("a time of day is refused with a message that says so")
    func timeOfDay() throws {
        let reply = try Self.run("2026-12-25 10:00", .ko)
        #expect(reply.status == .inputError)
        #expect(reply.error?.contains("시각") == true)
        #expect(try Self.run("2026-12-25 10:00", .en).error?.contains("not supported") == true)
    }

    @Test("a date line's count is the next line's ans")
    func ans() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        _ = session.execute("2026-12-25 - 2026-11-28")
        #expect(session.execute("ans * 2").output == ["54"])
    }
}
