import Testing

@testable import HwanCatalog
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanSession
@testable import HwanSupport

/// SPEC §2, ambiguity by sense: `pound` after English number words (`a quarter
/// pound`, `two pounds`, `half a pound`, `a pound of flour`) is the mass unless
/// money on the line says otherwise (a currency target, `£`, `GBP`); after
/// digits with nothing to decide (`1 pound`) it still asks.
@Suite("pound after English number words is the mass unless money says otherwise")
struct PoundAfterNumberWordsTests {
    static let numberWords: [(typed: String, value: String)] = [
        ("a", "1"), ("an", "1"), ("a quarter", "0.25"), ("half a", "0.5"), ("one", "1"), ("two", "2"),
        ("three quarters of a", "0.75"), ("one and a half", "1.5"), ("a dozen", "12"), ("a hundred", "100"),
        ("twenty five", "25"), ("two thirds of a", "(2/3)"),
    ]
    static let pounds = ["pound", "pounds", "lb", "lbs"]
    static let massTargets = ["", " to g", " in kg", " to oz", " to 근"]
    static let moneyTargets = [" to USD", " to KRW", " in JPY", " to 원"]

    static func session() throws -> Session {
        try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
    }

    @Test("number words × pound/pounds/lb × no target or a mass target: the mass")
    func massReading() throws {
        let session = try Self.session()
        var checked = 0
        for words in Self.numberWords {
            for pound in Self.pounds {
                for target in Self.massTargets {
                    // `an pound` is no English; the article's own class is tested with `an ounce`.
                    if words.typed == "an" { continue }
                    let line = "\(words.typed) \(pound)\(target)"
                    let plain = "\(words.value) lb\(target.isEmpty ? " to g" : target)"
                    let got = session.execute(line)
                    let want = session.execute(plain)
                    #expect(got.error == nil, "\(line): \(got.error ?? "")")
                    #expect(got.output == want.output && !want.output.isEmpty, "\(line) vs \(plain)")
                    checked += 1
                }
            }
        }
        #expect(checked == (Self.numberWords.count - 1) * Self.pounds.count * Self.massTargets.count)
    }

    @Test("number words × pound/pounds × a currency target: the British pound")
    func moneyReading() throws {
        let session = try Self.session()
        for words in Self.numberWords where words.typed != "an" {
            for pound in ["pound", "pounds"] {
                for target in Self.moneyTargets {
                    let line = "\(words.typed) \(pound)\(target)"
                    let got = session.execute(line)
                    let want = session.execute("\(words.value) GBP\(target)")
                    #expect(got.error == nil, "\(line): \(got.error ?? "")")
                    #expect(got.output == want.output && !want.output.isEmpty, "\(line)")
                }
            }
        }
    }

    @Test(
        "money elsewhere on the line makes it money; a label after it keeps the mass",
        arguments: [
            ("two pounds + 3 GBP to GBP", "5 GBP to GBP"), ("a quarter pound + £2 to GBP", "2.25 GBP to GBP"),
            ("a pound of flour to g", "1 lb to g"), ("half a pound of butter in grams", "0.5 lb to g"),
            ("an ounce", "1 oz to g"), ("a dollar to USD", "1 USD to USD"),
        ])
    func contextDecides(line: String, plain: String) throws {
        let session = try Self.session()
        let got = session.execute(line)
        #expect(got.error == nil, "\(line): \(got.error ?? "")")
        #expect(got.output == session.execute(plain).output, "\(line)")
    }

    @Test("after digits, with nothing to decide, pound still asks GBP or lb")
    func digitsStillAsk() {
        for line in ["1 pound", "3 pounds", "2.5 pound"] {
            #expect(Calculate.failure(line)?.code == "ambiguous_name", "\(line)")
        }
    }

    @Test("a price per pound stays a price per mass")
    func pricePerPound() throws {
        let session = try Self.session()
        #expect(session.execute("$3 a pound to 원/근").error == nil)
    }
}
