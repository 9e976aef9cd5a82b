import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

@Suite("Names are resolved by the other side's dimension")
struct NameResolutionTests {
    /// Every name's meaning in line order: currency codes and unit ids.
    static func meanings(_ line: String) -> String {
        do {
            let parsed = try Parser.parse(LineText(line))
            let resolved = try NameResolution.resolve(parsed)
            return resolved.inLineOrder.map { _, meaning in
                switch meaning {
                case .currency(let code, _): code
                case .unit(let id, _, _): id
                }
            }.joined(separator: " ")
        } catch let error as EvaluationError {
            switch error {
            case .incompatible(let a, _, let b, _, _): return "incompatible \(a) \(b)"
            case .ambiguous(let word, let meanings, _): return "ambiguous \(word) \(meanings.count)"
            default: return "error \(error)"
            }
        } catch {
            return "error \(error)"
        }
    }

    @Test(
        "each line's names mean what a person means",
        arguments: [
            ("3 파운드 to 원", "GBP KRW"),
            ("3 파운드 to kg", "pound kilogram"),
            ("3 파운드", "ambiguous 파운드 2"),
            ("1 g to m/s²", "gravity meterPerSecondSquared"),
            ("1 g to kg", "gram kilogram"),
            // Settled by sense: a gram alone is the everyday reading (`0.003 g` is 3 mg).
            ("1 g", "gram"),
            ("30도 to 화씨", "celsius fahrenheit"),
            ("30도", "degree"),
            ("90도 to rad", "degree radian"),
            ("5키로 to 마일", "kilometer mile"),
            ("5키로 to 파운드", "kilogram pound"),
            ("5키로", "ambiguous 키로 2"),
            ("2 cup to mL", "cup milliliter"),
            ("100 CUP to USD", "CUP USD"),
            ("1 cup", "cup"),
            ("1 CUP", "CUP"),
            ("5 m", "meter"),
            ("5 m to s", "minute second"),
            ("5 mm", "millimeter"),
            ("5 Mm", "megameter"),
            ("5 MM", "ambiguous MM 2"),
            ("5 km to kg", "incompatible km kg"),
            ("5 USD to km", "incompatible USD km"),
            ("100 USD + 5 km", "incompatible USD km"),
            ("(1 km) / (1 mi)", "kilometer mile"),
            ("1 USD to 페소", "ambiguous 페소 8"),
            ("34평", "pyeong"),
            ("1 C to F", "celsius fahrenheit"),
            ("1 C", "coulomb"),
            ("100 usd in jpy", "USD JPY"),
            ("1 uAh", "microampereHour"),
            ("1 UAH", "UAH"),
            ("100 USD to KRW, JPY, EUR", "USD KRW JPY EUR"),
        ])
    func resolves(line: String, meanings: String) {
        #expect(Self.meanings(line) == meanings)
    }
}
