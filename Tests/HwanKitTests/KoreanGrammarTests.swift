import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

@Suite("Korean grammar of messages")
struct KoreanGrammarTests {
    @Test(
        "particles follow the last syllable; codes and symbols get both forms",
        arguments: [
            ("길이", "길이를", "길이로", "길이는", "길이가"), ("질량", "질량을", "질량으로", "질량은", "질량이"),
            ("전기 저항", "전기 저항을", "전기 저항으로", "전기 저항은", "전기 저항이"),
            ("일률", "일률을", "일률로", "일률은", "일률이"), ("km", "km을(를)", "km(으)로", "km은(는)", "km이(가)"),
        ])
    func particles(word: String, object: String, direction: String, topic: String, subject: String) {
        #expect(KoreanGrammar.attach(.object, to: word) == object)
        #expect(KoreanGrammar.attach(.direction, to: word) == direction)
        #expect(KoreanGrammar.attach(.topic, to: word) == topic)
        #expect(KoreanGrammar.attach(.subject, to: word) == subject)
    }

    @Test("lists end in 'or' / '또는'")
    func lists() {
        #expect(KoreanGrammar.alternatives(["A"], in: .en) == "A")
        #expect(KoreanGrammar.alternatives(["A", "B"], in: .en) == "A or B")
        #expect(KoreanGrammar.alternatives(["A", "B", "C"], in: .ko) == "A, B 또는 C")
    }
}
