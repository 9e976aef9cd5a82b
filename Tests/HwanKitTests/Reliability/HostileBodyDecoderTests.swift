import HwanKit
import Testing

/// A body with a key twice is refused with a reason by
/// every decoder (a provider never sends one; which value would be the
/// rate?), and garbage bodies never reach a reason line as mojibake.
@Suite("Every decoder: duplicate keys refused, garbage never shown as mojibake")
struct HostileBodyDecoderTests {
    /// One decoder run on a body, its error's message in both languages (nil: decoded).
    struct Decoder: Sendable, CustomTestStringConvertible {
        let name: String
        let fixture: String
        let run: @Sendable ([UInt8], Int) -> [String]?
        var testDescription: String { name }
    }

    static func messages(_ error: some UserFacingError) -> [String] {
        [error.message(in: .en), error.message(in: .ko)]
    }

    static let decoders: [Decoder] = {
        var all: [Decoder] = []
        for (provider, file) in [
            (ProviderID.openERAPI, "open-er-api-USD-2026-04-03.json"),
            (.exchangeRateAPI, "exchangerate-api-v6-KRW-2023-08-06.json"),
            (.openExchangeRates, "oxr-latest-2026-08-22.json"),
        ] {
            all.append(
                Decoder(name: provider.rawValue, fixture: file) { body, status in
                    do throws(ProviderError) {
                        _ = try ProviderDecoder.decode(body, provider: provider, httpStatus: status)
                        return nil
                    } catch { return messages(error) }
                })
        }
        all.append(
            Decoder(name: "dunamu", fixture: "dunamu-KRWUSD-2024-02-20.json") { body, _ in
                do throws(BankError) {
                    _ = try DunamuDecoder.decode(body)
                    return nil
                } catch { return messages(error) }
            })
        all.append(
            Decoder(name: "koreaexim", fixture: "markets/koreaexim-ap01-2019-03-14-jekyllpost.json") {
                body, _ in
                do throws(BankError) {
                    _ = try KoreaEximDecoder.decode(body, publishedAt: 1_552_528_800)
                    return nil
                } catch { return messages(error) }
            })
        for c in ExchangeDecoderTests.cases {
            all.append(
                Decoder(name: c.file, fixture: "markets/" + c.file) { body, status in
                    do throws(ExchangeError) {
                        _ = try TickerDecoder.decode(
                            body, exchange: c.exchange, market: c.market, httpStatus: status)
                        return nil
                    } catch { return messages(error) }
                })
        }
        return all
    }()

    @Test("the fixture itself decodes (the decoder and body are right)", arguments: decoders)
    func fixtureDecodes(decoder: Decoder) {
        #expect(decoder.run(TestFiles.fixture(decoder.fixture), 200) == nil)
    }

    /// A member repeated inside a seeded choice of objects of the real body.
    @Test("a key twice anywhere in a real body refuses it, saying so", arguments: decoders)
    func duplicateKeysRefused(decoder: Decoder) throws {
        let body = TestFiles.fixture(decoder.fixture)
        let braces = body.indices.filter { body[$0] == UInt8(ascii: "{") }
        try #require(!braces.isEmpty)
        var generator = SeededGenerator(seed: UInt64(body.count))
        for round in 0..<6 {
            let at = braces[Int(generator.next() % UInt64(braces.count))]
            // The next member, whatever it is, written again: its name then appears twice.
            let key = round % 2 == 0 ? "KRW" : "price"
            let twice = Array(#""\#(key)":1,"\#(key)":2,"#.utf8)
            let hostile = Array(body[...at]) + twice + Array(body[(at + 1)...])
            let messages = try #require(decoder.run(hostile, 200), "round \(round) at \(at) was accepted")
            #expect(messages[0].contains("duplicate key \"\(key)\""), "\(messages[0])")
            // Korean messages quote the same reason (the rate and exchange errors carry it as text).
            #expect(messages[1].contains("\"\(key)\""), "\(messages[1])")
        }
    }

    static func garbage(_ generator: inout SeededGenerator, count: Int) -> [UInt8] {
        // High bytes that never form a C1 control (U+0080–U+009F is valid UTF-8 and shown as �
        // on purpose, by TerminalText), mixed with ASCII.
        let high: [UInt8] = Array(0x80...0xFF).filter { $0 != 0xC2 }
        return (0..<count).map { _ in
            generator.next() % 3 == 0
                ? UInt8(ascii: "a") + UInt8(generator.next() % 26)
                : high[Int(generator.next() % UInt64(high.count))]
        }
    }

    @Test(
        "binary and non-UTF-8 bodies, and strings with bytes that are not UTF-8, never show as mojibake",
        arguments: decoders)
    func garbageIsNotMojibake(decoder: Decoder) {
        var generator = SeededGenerator(seed: 20)
        var bodies: [[UInt8]] = [
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D],  // a PNG's start
            Array("caf".utf8) + [0xE9] + Array(" cr\u{E8}me".utf8),  // Latin-1
            [0xFF, 0xFE, 0x7B, 0x00, 0x22, 0x00],  // UTF-16
            Array(#"{"result":"error","error-type":"bad"#.utf8) + [0xFF, 0xC0]
                + Array(#"","code":-1,"msg":"x"#.utf8)
                + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),
            Array(#"{"code":-1121,"msg":"Invalid "#.utf8) + [0xE9, 0xFF] + Array(#""}"#.utf8),
            Array(#"{"error":true,"status":401,"message":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8),
        ]
        for length in [1, 7, 40, 300] { bodies.append(Self.garbage(&generator, count: length)) }
        for body in bodies {
            for status in [200, 403, 500] {
                guard let messages = decoder.run(body, status) else {
                    Issue.record("garbage decoded: \(body.prefix(20))")
                    continue
                }
                for message in messages {
                    #expect(!message.contains("\u{FFFD}"), "\(message.debugDescription)")
                    #expect(
                        !message.unicodeScalars.contains {
                            $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
                        })
                    #expect(message.count < 400)
                }
            }
        }
    }

    @Test("the JSON parser: a key twice at any depth, or bytes that are not UTF-8 in a string, are refused")
    func parserRefuses() throws {
        for text in [#"{"a":1,"a":1}"#, #"{"x":{"a":[],"b":2,"a":null}}"#, #"[{"k":"v"},{"k":1,"k":2}]"#] {
            #expect(throws: JSONParser.Failure.self) { _ = try JSONParser.parse(text) }
        }
        #expect(throws: JSONParser.Failure.self) { _ = try JSONParser.parse([0x22, 0xFF, 0x22]) }
        #expect(throws: JSONParser.Failure.self) { _ = try JSONParser.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) }
        // Equal after escapes is the same key.
        #expect(throws: JSONParser.Failure.self) { _ = try JSONParser.parse(#"{"KRW":1,"\u004BRW":2}"#) }
        #expect(try JSONParser.parse(#"{"a":1,"A":2,"b":{"a":3}}"#)["A"] == .number("2"))
        #expect(try JSONParser.parse(#""caf\u00e9 원""#) == .string("café 원"))
        #expect(TerminalText.escapingInvalidUTF8([0x89] + Array("PNG".utf8) + [0xC3, 0xA9]) == "\\x89PNGé")
    }
}
