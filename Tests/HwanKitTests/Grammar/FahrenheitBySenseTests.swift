import Testing

@testable import HwanKit
@testable import HwanSession

/// SPEC §2: `F` is the farad (an exact-case symbol wins), but next to a
/// temperature target the line is about temperature, so `100 F to C` is
/// Fahrenheit; `°F`, `degF`, `℉`, `fahrenheit` and 화씨 are always Fahrenheit.
@Suite("F is Fahrenheit by sense, the farad alone")
struct FahrenheitBySenseTests {
    static let fahrenheit = ["°F", "degF", "℉", "fahrenheit", "F"]
    static let temperatureTargets = ["C", "°C", "degC", "celsius", "K", "섭씨", "°F"]

    @Test("every spelling × every temperature target × seeded amounts: °F")
    func fahrenheitBySense() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        var g = SeededGenerator(seed: 0x0f0f)
        var checked = 0
        for spelling in Self.fahrenheit {
            for target in Self.temperatureTargets {
                let amount = String(Int(g.next() % 400) - 100)
                let line = "\(amount) \(spelling) to \(target)"
                let plain = "\(amount) °F to \(target == "C" ? "°C" : target)"
                let got = session.execute(line)
                #expect(got.error == nil, "\(line): \(got.error ?? "")")
                #expect(got.output == session.execute(plain).output, "\(line)")
                checked += 1
            }
        }
        #expect(checked == Self.fahrenheit.count * Self.temperatureTargets.count)
        #expect(session.execute("화씨 100도 섭씨로").output == session.execute("100 °F to °C").output)
        #expect(session.execute("-40 F to C").output == ["-40"])
    }

    @Test("F alone or with a capacitance target is the farad")
    func faradAlone() throws {
        let session = try SessionHarness.session(language: .en, mode: .human, sharedCache: true)
        #expect(session.execute("100 F").output == ["100 F"])
        #expect(session.execute("100 F to µF").output == ["100 F = 100,000,000 µF"])
        #expect(session.execute("1 F to mF").output == ["1 F = 1,000 mF"])
    }
}
