import Foundation
import Testing

/// The layers are SwiftPM targets, and each may import only the ones
/// below it. Package.swift makes an upward import fail a clean build; this test
/// also catches one that an incremental build would let through (every module
/// lands in one directory, so a stale upper module can be found).
@Suite("Layers import only downward")
struct LayeringTests {
    /// Bottom first: what Package.swift and the README draw.
    static let layers = [
        "HwanNumbers", "HwanSupport", "HwanCatalog", "HwanGrammar", "HwanEvaluate", "HwanRates",
        "HwanSession",
        "HwanKit", "hwan",
    ]

    static func sources(of layer: String) throws -> [(path: String, text: String)] {
        let root = TestFiles.packageRoot.appendingPathComponent("Sources/\(layer)")
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var found: [(String, String)] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let url = root.appendingPathComponent(relative)
            found.append(("\(layer)/\(relative)", try String(contentsOf: url, encoding: .utf8)))
        }
        return found
    }

    /// The modules a file imports (`import X`, `@_exported import X`, `@testable import X`).
    static func imports(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
            guard words[..<index].allSatisfy({ $0.hasPrefix("@") }) else { return nil }
            return String(words[index + 1])
        }
    }

    @Test("every layer has sources, and no file imports a layer above its own")
    func noUpwardImport() throws {
        var upward: [String] = []
        for (level, layer) in Self.layers.enumerated() {
            let files = try Self.sources(of: layer)
            #expect(!files.isEmpty, "Sources/\(layer) is empty")
            for file in files {
                for module in Self.imports(file.text) {
                    if let other = Self.layers.firstIndex(of: module), other >= level {
                        upward.append("\(file.path) imports \(module)")
                    }
                }
            }
        }
        #expect(upward == [])
    }

    @Test("the import reader sees every spelling of an import")
    func importReader() {
        let text =
            "@_exported import HwanRates\n@testable import HwanKit\nimport Glibc\n// import HwanKit in a comment\n"
        #expect(Self.imports(text) == ["HwanRates", "HwanKit", "Glibc"])
    }

    @Test("Package.swift draws the same chain: each library target depends on the one below")
    func packageChain() throws {
        let manifest = try String(
            contentsOf: TestFiles.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        for (lower, upper) in zip(Self.layers.dropFirst(2), Self.layers.dropFirst(3)) where upper != "hwan" {
            #expect(
                manifest.contains("name: \"\(upper)\", dependencies: [\"\(lower)\"]"),
                "\(upper) should depend on \(lower)")
        }
    }
}
