import Testing

@testable import HwanKit
@testable import HwanSession
@testable import HwanSupport

/// SPEC §12: `어제 환율`, `2024-03-04 rates per EUR`: a date before the rates
/// command word is that day's table, the same as `rates ARGS DATE`, in every
/// date form, command word and output mode; lines the calculator reads (a
/// rate query such as `DATE 환율 EUR JPY`, a dated conversion) keep their reading.
@Suite("A date before the rates word")
struct DateBeforeRatesWordTests {
    static func session(_ mode: OutputMode, _ language: Language) throws -> Session {
        try SessionHarness.session(language: language, mode: mode, sharedCache: true)
    }

    /// The forms one day is written in (SPEC §12's date grammar).
    static func forms(year: Int, month: Int, day: Int) -> [String] {
        let mm = month < 10 ? "0\(month)" : "\(month)"
        let dd = day < 10 ? "0\(day)" : "\(day)"
        return [
            "\(year)-\(mm)-\(dd)", "\(year).\(mm).\(dd)", "\(year)/\(mm)/\(dd)", "\(year)년 \(month)월 \(day)일",
        ]
    }

    @Test("seeded days × date forms × command words × arguments × modes: the same as rates ARGS DATE")
    func sameAsRatesCommand() throws {
        var g = SeededGenerator(seed: 0xDA7E_5A7E)
        let words = ["환율", "rates", "RATES", "Rates"]
        // (`DATE 환율 EUR JPY` reads as the rate of EUR in JPY that day, as
        // `DATE 달러 환율` reads as the dollar's: a rate query, not the table.)
        let arguments = ["", "per EUR", "per JPY", "per GBP"]
        var compared = 0
        for (mode, language) in [(OutputMode.human, Language.ko), (.terse, .en), (.json, .en)] {
            let session = try Self.session(mode, language)
            for _ in 0..<25 {
                let year = 2000 + Int(g.next() % 26)
                let month = 1 + Int(g.next() % 12)
                let day = 1 + Int(g.next() % 28)
                let forms = Self.forms(year: year, month: month, day: day)
                let form = forms[Int(g.next() % UInt64(forms.count))]
                let word = words[Int(g.next() % UInt64(words.count))]
                let rest = arguments[Int(g.next() % UInt64(arguments.count))]
                let line = "\(form) \(word)" + (rest.isEmpty ? "" : " \(rest)")
                let expected = session.execute("rates \(rest) \(form)")
                let got = session.execute(line)
                #expect(expected.error == nil, "rates \(rest) \(form): \(expected.error ?? "")")
                #expect(got.output == expected.output && got.error == expected.error, "\(line)")
                #expect(!got.output.isEmpty, "\(line)")
                compared += 1
            }
        }
        #expect(compared == 75)
    }

    @Test(
        "relative days before the rates word are the table of that day",
        arguments: ["작년 오늘", "그저께", "3일 전", "지난주 금요일", "yesterday", "2 days ago", "last Friday"])
    func relativeDays(day: String) throws {
        let session = try Self.session(.terse, .en)
        let expected = session.execute("rates \(day)")
        #expect(session.execute("\(day) 환율").output == expected.output)
        #expect(session.execute("\(day) rates").output == expected.output)
    }

    @Test(
        "lines with a date and a rate word elsewhere keep their reading",
        arguments: [
            ("2024-03-04 달러 환율", "1 USD = 1,332.23 KRW"),
            ("2024-03-04 100 USD to KRW", "100 USD = 133,223 KRW"),
            ("1+1", "2"),
        ])
    func otherLinesUnchanged(line: String, prefix: String) throws {
        let reply = try Self.session(.human, .en).execute(line)
        #expect(reply.output.first?.hasPrefix(prefix) == true, "\(line): \(reply.output)")
    }

    @Test(
        "the byte scan for the rates word agrees with a search of the lower-cased text (2,000 seeded lines)")
    func byteScan() {
        var g = SeededGenerator(seed: 0x4A7E)
        let pieces = [
            "ra", "rat", "rates", "RATES", "rRates", "환", "율", "환율", "환환율", "1", " ", "tes", "e", "s",
        ]
        for _ in 0..<2000 {
            let line = (0..<Int(g.next() % 6)).map { _ in pieces[Int(g.next() % UInt64(pieces.count))] }
                .joined()
            let expected = line.lowercased().contains("rates") || line.contains("환율")
            #expect(Command.namesRates(Array(line.utf8)) == expected, "\(line)")
        }
    }
}
