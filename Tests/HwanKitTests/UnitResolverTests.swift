import Testing

@testable import HwanKit

@Suite("Unit resolver")
struct UnitResolverTests {
    let catalog = UnitCatalog.standard

    @Test(
        "a token with several meanings is decided by the other side's dimension",
        arguments: [
            ("g", "kg", "gram", "kilogram"), ("g", "m/s2", "gravity", "meterPerSecondSquared"),
            ("kg", "g", "kilogram", "gram"), ("m/s²", "g", "meterPerSecondSquared", "gravity"),
            ("m", "s", "minute", "second"), ("m", "km", "meter", "kilometer"), ("h", "m", "hour", "minute"),
            ("C", "F", "celsius", "fahrenheit"), ("C", "mAh", "coulomb", "milliampereHour"),
            ("C", "K", "celsius", "kelvin"), ("m", "m", "meter", "meter"),
            ("mpg", "L/100km", "milePerGallon", "literPer100Kilometers"),
            ("mpg_imp", "mpg", "milePerImperialGallon", "milePerGallon"),
            ("KM", "mi", "kilometer", "mile"), ("킬로미터", "마일", "kilometer", "mile"),
            ("평", "m^2", "pyeong", "squareMeter"), ("ton", "톤", "shortTon", "metricTon"),
        ])
    func resolves(from: String, to: String, fromID: String, toID: String) throws {
        let (source, target) = try catalog.resolve(from, to)
        #expect(source.id == fromID)
        #expect(target.id == toID)
    }

    @Test("the resolver works from candidate lists the caller already has")
    func explicitCandidates() throws {
        let (source, target) = try UnitResolver.resolve(
            from: catalog.candidates(for: "g"), to: catalog.candidates(for: "lb"), fromToken: "g",
            toToken: "lb")
        #expect(source.id == "gram")
        #expect(target.id == "pound")
    }

    @Test(
        "errors have stable codes and are input errors",
        arguments: [
            (UnitError.unknownUnit(token: "x", suggestions: []), "unknown_unit"),
            (
                .incompatible(fromToken: "km", fromDimension: .length, toToken: "kg", toDimension: .mass),
                "incompatible_units"
            ),
            (.ambiguous(token: "g", candidates: []), "ambiguous_unit"),
            (.divisionByZero(unit: "mpg"), "division_by_zero"),
            (.noMatch(query: "x"), "no_unit_match"),
        ])
    func codes(error: UnitError, code: String) {
        #expect(error.code == code)
        #expect(error.status == .inputError)
    }

    @Test(
        "incompatible units name both dimensions in both languages, with the right Korean particles",
        arguments: [
            ("km", "kg", "cannot convert length (km) to mass (kg)", "길이(km)를 질량(kg)으로 변환할 수 없습니다"),
            ("kg", "K", "cannot convert mass (kg) to temperature (K)", "질량(kg)을 온도(K)로 변환할 수 없습니다"),
            ("L", "m", "cannot convert volume (L) to length (m)", "부피(L)를 길이(m)로 변환할 수 없습니다"),
            ("bar", "kWh", "cannot convert pressure (bar) to energy (kWh)", "압력(bar)을 에너지(kWh)로 변환할 수 없습니다"),
            ("평", "근", "cannot convert area (평) to mass (근)", "넓이(평)를 질량(근)으로 변환할 수 없습니다"),
            ("Hz", "W", "cannot convert frequency (Hz) to power (W)", "주파수(Hz)를 일률(W)로 변환할 수 없습니다"),
        ])
    func incompatible(from: String, to: String, english: String, korean: String) {
        #expect(throws: (any Error).self) { try catalog.resolve(from, to) }
        do {
            _ = try catalog.resolve(from, to)
        } catch {
            guard case .incompatible = error else {
                Issue.record("expected incompatible, got \(error)")
                return
            }
            #expect(error.message(in: .en) == english)
            #expect(error.message(in: .ko) == korean)
        }
    }

    @Test("a token still ambiguous after looking at the other side lists its candidates in both languages")
    func ambiguous() throws {
        do {
            _ = try catalog.resolve("g", "g")
            Issue.record("g → g resolved")
        } catch {
            #expect(error == .ambiguous(token: "g", candidates: catalog.candidates(for: "g")))
            #expect(
                error.message(in: .en)
                    == "'g' is ambiguous: gram [g] (mass), g-force [g] (acceleration). Write a more specific unit name."
            )
            #expect(
                error.message(in: .ko)
                    == "'g'은(는) 여러 단위일 수 있습니다: 그램 [g] (질량), 중력가속도 [g] (가속도). 단위를 더 구체적으로 적어 주세요.")
        }
    }

    @Test("a symbol in the wrong case that fits two units of one dimension is ambiguous")
    func ambiguousCase() {
        #expect(throws: UnitError.self) { try catalog.resolve("MM", "km") }
        do {
            _ = try catalog.resolve("MM", "km")
        } catch {
            guard case .ambiguous(let token, let candidates) = error else {
                Issue.record("expected ambiguous, got \(error)")
                return
            }
            #expect(token == "MM")
            #expect(Set(candidates.map(\.id)) == ["megameter", "millimeter"])
        }
    }

    @Test("an unknown unit suggests close spellings in both languages")
    func unknownWithSuggestion() {
        do {
            _ = try catalog.resolve("kilometr", "mi")
            Issue.record("kilometr resolved")
        } catch {
            #expect(error == .unknownUnit(token: "kilometr", suggestions: ["kilometer", "kilometre"]))
            #expect(
                error.message(in: .en) == "unknown unit 'kilometr'. Did you mean 'kilometer' or 'kilometre'?")
            #expect(
                error.message(in: .ko) == "알 수 없는 단위입니다: 'kilometr'. 'kilometer' 또는 'kilometre'을(를) 말씀하신 건가요?"
            )
        }
    }

    @Test("suggestions put the closest symbol first and join them with 'or'")
    func suggestions() {
        #expect(catalog.suggestions(for: "kmm").first == "km")
        #expect(catalog.suggestions(for: "Kg").first == "kg")
        #expect(
            UnitError.unknownUnit(token: "kmm", suggestions: ["km", "mm"]).message(in: .en)
                == "unknown unit 'kmm'. Did you mean 'km' or 'mm'?")
        #expect(
            UnitError.unknownUnit(token: "kmm", suggestions: ["km", "mm"]).message(in: .ko)
                == "알 수 없는 단위입니다: 'kmm'. 'km' 또는 'mm'을(를) 말씀하신 건가요?")
    }

    @Test("an unknown unit with nothing close points at the units command")
    func unknownWithoutSuggestion() {
        do {
            _ = try catalog.resolve("m", "xyzzyq")
            Issue.record("xyzzyq resolved")
        } catch {
            #expect(error == .unknownUnit(token: "xyzzyq", suggestions: []))
            #expect(error.message(in: .en) == "unknown unit 'xyzzyq'. Type `units` to list the unit types.")
            #expect(error.message(in: .ko) == "알 수 없는 단위입니다: 'xyzzyq'. `units`로 단위 종류를 볼 수 있습니다.")
        }
    }

    @Test("division by zero is explained in both languages")
    func divisionByZeroMessage() {
        let error = UnitError.divisionByZero(unit: "mpg")
        #expect(
            error.message(in: .en) == "cannot convert 0 to or from mpg: the conversion would divide by zero")
        #expect(error.message(in: .ko) == "0은 mpg 단위로도, mpg 단위에서도 변환할 수 없습니다: 0으로 나누게 됩니다")
    }
}
