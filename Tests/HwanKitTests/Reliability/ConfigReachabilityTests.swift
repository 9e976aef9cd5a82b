import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// SPEC §11: a missing or unreachable config file
/// is no config at all; a byte-order mark is ignored; a bad value is shown
/// back without its control characters.
@Suite("Config file: unreachable, BOM, control characters")
struct ConfigReachabilityTests {
    static let environment = ["HOME": "/home/someone-else"]

    static func failing(_ number: Int32) -> ConfigFile.Reader {
        { _ throws(POSIXIO.Failure) in throw .system(number) }
    }

    /// Tests run as root, who can search any directory: the reader is injected
    /// to fail as `open(2)` does for another user's HOME (`sudo -u`, `su`).
    @Test("a file that cannot be reached is no config", arguments: [EACCES, EPERM, ENOENT, ENOTDIR])
    func unreachableIsNoConfig(number: Int32) throws {
        #expect(
            try ConfigFile.load(environment: Environment(Self.environment), read: Self.failing(number))
                == .empty)
    }

    @Test("other failures still name the path", arguments: [EIO, ELOOP, ENAMETOOLONG, EISDIR])
    func otherFailuresAreErrors(number: Int32) {
        #expect(
            throws: ConfigFileError.unreadable(path: "/home/someone-else/.config/hwan/config", errno: number)
        ) {
            try ConfigFile.load(environment: Environment(Self.environment), read: Self.failing(number))
        }
    }

    @Test("the real reader: no such file, or a file where a directory should be, is no config")
    func realReaderOnMissingFile() throws {
        let home = "/nonexistent-\(getpid())/deeper"
        #expect(try ConfigFile.load(environment: ["HOME": home]) == .empty)
        #expect(try ConfigFile.load(environment: ["HOME": "/etc/hostname"]) == .empty)  // ENOTDIR
    }

    @Test(
        "a UTF-8 byte-order mark before line 1 is ignored",
        arguments: ["home = JPY", "# c\nhome = JPY", "HOME=jpy\r\n"])
    func byteOrderMark(text: String) throws {
        let file = try ConfigFile.parse("\u{FEFF}" + text, path: "/c")
        #expect(file.home == "JPY")
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        let loaded = try ConfigFile.load(environment: Environment(Self.environment)) {
            _ throws(POSIXIO.Failure) in bytes
        }
        #expect(loaded.home == "JPY")
    }

    /// Every key, with values carrying escape sequences and other control
    /// characters in seeded positions: the message never contains a control
    /// character (an escape sequence there would drive the terminal).
    @Test("bad values are shown back without control characters", arguments: 0..<6)
    func controlCharactersStripped(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &+ 2026)
        let hostile = [
            "\u{1B}[2J", "\u{1B}]0;pwned\u{07}", "\u{9B}31m", "\u{08}\u{08}", "\r", "\u{7F}", "\u{1B}[31m",
        ]
        for key in ConfigKey.allCases {
            for _ in 0..<8 {
                var value = "x"
                for _ in 0..<3 {
                    value += hostile[Int(generator.next() % UInt64(hostile.count))]
                    value += ["zz", "btc$", "엔화", "q"][Int(generator.next() % 4)]
                }
                for line in ["\(key.rawValue) = \(value)", "\(value) = 1", value] {
                    do {
                        _ = try ConfigFile.parse(line, path: "/c")
                    } catch {
                        for language in [Language.en, .ko] {
                            let message = error.message(in: language)
                            #expect(
                                !message.unicodeScalars.contains {
                                    $0.properties.generalCategory == .control
                                },
                                "\(key): \(message.debugDescription)")
                        }
                    }
                }
            }
        }
    }
}
