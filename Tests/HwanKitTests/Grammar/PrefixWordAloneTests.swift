import Testing

@testable import HwanCatalog
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanSession
@testable import HwanSupport

/// SPEC §2: a Korean prefix word with no unit after it (`500 기가`) is an
/// error that asks which unit, naming common units the word begins; never an
/// unknown word with a guess, never a reading.
@Suite("A prefix word with no unit asks which unit")
struct PrefixWordAloneTests {
    /// SPEC §2's Korean prefix words but 킬로, which alone is the colloquial km or kg.
    static let koreanPrefixes = ["메가", "기가", "테라", "페타", "밀리", "마이크로", "나노", "피코"]
    static let endings = ["", ".", "!", "?", " ?", ",", " 설탕", " 정도", " 주세요", " 우유"]
    static let amounts = ["500", "3", "1.5", "2만", "십", "0.25"]

    @Test("every Korean prefix word × nothing, punctuation or a word that is no unit after it")
    func everyPrefixWordAsks() {
        var checked = 0
        for prefix in Self.koreanPrefixes {
            for ending in Self.endings {
                for amount in Self.amounts {
                    for space in [" ", ""] {
                        let line = amount + space + prefix + ending
                        do throws(GrammarError) {
                            let parsed = try Parser.parse(LineText(line))
                            Issue.record("'\(line)' was read: \(parsed.expression)")
                        } catch {
                            guard case .prefixWithoutUnit(let word, let korean, let english) = error.kind
                            else {
                                Issue.record("'\(line)': \(error.kind)")
                                continue
                            }
                            #expect(word == prefix, "\(line)")
                            #expect(!korean.isEmpty && korean.count == english.count, "\(line)")
                            #expect(korean.allSatisfy { $0.hasPrefix(prefix) }, "\(line): \(korean)")
                            #expect(error.code == "missing_unit")
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == Self.koreanPrefixes.count * Self.endings.count * Self.amounts.count * 2)
    }

    @Test("the message names the word and common units in both languages")
    func messageNamesUnits() throws {
        let error = try #require(
            throws: GrammarError.self, performing: { try Parser.parse(LineText("500 기가")) })
        #expect(
            error.message(in: .ko)
                == "'기가' 다음에 단위가 필요합니다: 기가바이트, 기가와트, 기가파스칼, 기가헤르츠, …?")
        #expect(
            error.message(in: .en)
                == "'기가' needs a unit after it: gigabyte, gigawatt, gigapascal, gigahertz, …?")
        #expect(error.range == 4..<6)
    }

    @Test("the units a prefix word begins are its own prefixed units, and the word a unit is not one")
    func unitsBegunAreTheWordsUnits() {
        let catalog = UnitCatalog.standard
        for prefix in Self.koreanPrefixes {
            let units = catalog.unitsBegun(byPrefixWord: prefix)
            #expect(units.count == UnitCatalog.prefixWordUnitLimit, "\(prefix)")
            #expect(units.allSatisfy { $0.koreanName.hasPrefix(prefix) }, "\(prefix)")
        }
        for word in ["미터", "바이트", "설탕", "미", "터", "초당", "km", "pound"] {
            #expect(catalog.unitsBegun(byPrefixWord: word).isEmpty, "\(word)")
        }
    }

    @Test("a prefix word before a unit name is that unit, glued or spaced")
    func prefixBeforeUnitReads() throws {
        #expect(try Calculate.value("5 메가줄 to J") == Calculate.value("5 MJ to J"))
        #expect(try Calculate.value("3 밀리초 to s") == Calculate.value("3 ms to s"))
        #expect(try Calculate.value("1기가바이트 to MB") == Calculate.value("1 GB to MB"))
    }

    @Test("킬로 alone asks km or kg; with a target it is read")
    func kiloAloneAsks() throws {
        for line in ["3 킬로", "1킬로", "5키로"] {
            #expect(Calculate.failure(line)?.code == "ambiguous_name", "\(line)")
        }
        #expect(try Calculate.value("5키로 to g") == Calculate.value("5 kg to g"))
        #expect(try Calculate.value("3 킬로 to mi") == Calculate.value("3 km to mi"))
    }
}
