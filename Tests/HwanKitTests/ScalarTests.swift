import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The calculator's number and how it prints (SPEC §3).
@Suite("Calculator numbers")
struct ScalarTests {
    private func value(_ text: String) throws -> Scalar {
        try Calculate.value(text)
    }

    @Test(
        "results print exactly as SPEC §3 asks, for people and with -t",
        arguments: [
            (
                "2^200", "1,606,938,044,258,990,275,541,962,092,341,162,602,522,202,993,782,792,835,301,376",
                "1606938044258990275541962092341162602522202993782792835301376"
            ),
            ("25!", "15,511,210,043,330,985,984,000,000", "15511210043330985984000000"),
            ("1/3*3", "1", "1"), ("1/3", "0.3333333333333333", "0.333333333333"),
            ("2/3", "0.6666666666666667", "0.666666666667"), ("0.1+0.2", "0.3", "0.3"),
            ("sqrt(2)", "1.414213562373095", "1.41421356237"),
            ("2^0.5", "1.414213562373095", "1.41421356237"),
            ("sqrt(1/4)", "0.5", "0.5"), ("log(1000)", "3", "3"), ("ln(1)", "0", "0"), ("exp(0)", "1", "1"),
            ("exp(1)", "2.718281828459045", "2.71828182846"),
            ("ln(2)", "0.6931471805599453", "0.69314718056"),
            ("log(2)", "0.3010299956639812", "0.301029995664"), ("abs(-2.5)", "2.5", "2.5"),
            ("-7 mod 3", "2", "2"), ("7 mod -3", "-2", "-2"), ("7.5 mod 2", "1.5", "1.5"),
            ("2^-10", "0.0009765625", "0.0009765625"),
            ("1e20", "100,000,000,000,000,000,000", "100000000000000000000"),
            ("1000!", "4.023872600770938e+2567", "4.02387260077e+2567"), ("0!", "1", "1"),
            ("2^3!", "64", "64"), ("3!^2", "36", "36"), ("-3!", "-6", "-6"), ("10%!", "", ""),
        ])
    func printing(text: String, human: String, terse: String) throws {
        if human.isEmpty {
            #expect(throws: Calculate.Failure.self) { try value(text) }
            return
        }
        let result = try value(text)
        #expect(NumberText.calculatorHuman(result) == human)
        #expect(NumberText.calculatorTerse(result) == terse)
    }

    @Test("exact results stay exact and irrational ones are flagged")
    func exactness() throws {
        #expect(try value("1/3*3") == 1)
        #expect(try value("2^200").isExact)
        #expect(try value("sqrt(16)") == 4)
        #expect(try !value("sqrt(2)").isExact)
        #expect(try !value("sqrt(2)*0").isExact || value("sqrt(2)*0").isZero)
    }

    @Test("(2^0.5)^2 - 2 is below 1e-30, and so is every power through exp and ln")
    func roundTripThroughPowers() throws {
        for text in [
            "(2^0.5)^2 - 2", "exp(ln(10)) - 10", "10^log(7) - 7", "sqrt(3)^2 - 3", "(7^(1/3))^3 - 7",
        ] {
            #expect(try value(text).fraction.magnitude < F("1e-30"), "\(text)")
        }
    }

    @Test("magnitudes reach 10^1000 and 10^-1000 and stop there; 1000! alone goes beyond")
    func limits() throws {
        #expect(try value("10^1000").fraction == F("1e1000"))
        #expect(try value("10^-1000").fraction == F("1e-1000"))
        #expect(Calculate.failure("10^1000*10")?.code == "overflow")
        #expect(Calculate.failure("10^-1000/10")?.code == "underflow")
        #expect(NumberText.calculatorTerse(try value("1000!")).hasSuffix("e+2567"))
        #expect(Calculate.failure("1000!*10")?.code == "overflow")
    }

    @Test("hopeless sizes are refused before any work")
    func refusedAtOnce() throws {
        // Refused by the size estimate, so the error is the size one (computing
        // 2^(10^9) first would not end within the suite at all).
        for text in ["10^100000", "(1/7)^100000", "2^(10^9)", "exp(10^50)", "1.5^(10^1000)"] {
            let code = Calculate.failure(text)?.code
            #expect(code == "overflow" || code == "underflow", "\(text): \(code ?? "no error")")
        }
    }
}
