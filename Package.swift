// swift-tools-version:6.0
import PackageDescription

// packages: none. Everything below is the toolchain's.

// Release builds on Linux lay out the functions common commands run side by side
// (scripts/generate_link_order.sh writes the list): each function in its own
// section, placed by the toolchain's lld in the listed order. See bench/README.md.
let linkOrder = "\(Context.packageDirectory)/scripts/link-order.txt"
// The compiler's private helpers have no symbol to list; a linker script places those.
let linkScript = "\(Context.packageDirectory)/scripts/link-order.ld"
let releaseOnLinux = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
// Release builds also inline across the layer targets (-cross-module-optimization), and
// reach a concrete generic type's metadata through its accessor, not by demangling its
// name: a demangled Dictionary<String, _> checks `String: Hashable` by scanning every
// conformance record of the binary, which maps in about 400 KB of read-only data that a
// one-shot command otherwise never reads (bench/README.md).
let releaseCode = SwiftSetting.unsafeFlags(
    [
        "-Xfrontend", "-function-sections", "-cross-module-optimization",
        "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
    ], releaseOnLinux)

let package = Package(
    name: "hwan",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "hwan", targets: ["hwan"]),
        .library(name: "HwanKit", targets: ["HwanKit"]),
    ],
    targets: [
        // The pure core: parsing, catalogs, rate math, policy. No argv, stdout, clock or network.
        // Exact numbers: BigUInt, ExactDecimal, ExactFraction, Scalar. Imports nothing of hwan.
        .target(name: "HwanNumbers", path: "Sources/HwanNumbers", swiftSettings: [releaseCode]),
        // The C library seam, POSIX I/O, text (display width, Korean particles), JSON.
        .target(
            name: "HwanSupport", dependencies: ["HwanNumbers"], path: "Sources/HwanSupport",
            swiftSettings: [releaseCode]),
        // Currencies, units and the name index: the generated tables and what reads them.
        .target(
            name: "HwanCatalog", dependencies: ["HwanNumbers", "HwanSupport"], path: "Sources/HwanCatalog",
            swiftSettings: [releaseCode]),
        // The lexer and parser: a typed line to an expression tree.
        .target(
            name: "HwanGrammar", dependencies: ["HwanCatalog"], path: "Sources/HwanGrammar",
            swiftSettings: [releaseCode]),
        // Expression trees to quantities: units, dimensions, functions, conversions.
        .target(
            name: "HwanEvaluate", dependencies: ["HwanGrammar"], path: "Sources/HwanEvaluate",
            swiftSettings: [releaseCode]),
        // Rates and where they come from: providers, the cache, banks, exchanges, remittance policy.
        .target(
            name: "HwanRates", dependencies: ["HwanEvaluate"], path: "Sources/HwanRates",
            swiftSettings: [releaseCode]),
        // Session: routes a line to a typed outcome; the preferences it runs under.
        .target(
            name: "HwanSession", dependencies: ["HwanRates"], path: "Sources/HwanSession",
            swiftSettings: [releaseCode]),
        // Rendering (one renderer per output mode), help, the REPL and the board.
        .target(
            name: "HwanKit", dependencies: ["HwanSession"], path: "Sources/HwanKit",
            swiftSettings: [releaseCode]),
        // The thin executable: options, terminal, curl transport, exit codes.
        .executableTarget(
            name: "hwan", dependencies: ["HwanKit"], path: "Sources/hwan", swiftSettings: [releaseCode],
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-use-ld=lld", "-Xlinker", "--symbol-ordering-file=\(linkOrder)",
                        "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "-T", "-Xlinker", linkScript,
                    ], releaseOnLinux)
            ]),
        .testTarget(
            name: "HwanKitTests",
            dependencies: [
                "HwanNumbers", "HwanSupport", "HwanCatalog", "HwanGrammar", "HwanEvaluate", "HwanRates",
                "HwanSession", "HwanKit",
            ], path: "Tests/HwanKitTests",
            exclude: ["Golden", "NumberTables"]),
        // Runs the built binary in an empty home against a loopback HTTP server.
        .testTarget(
            name: "HwanEndToEndTests", dependencies: ["HwanKit", "hwan"],
            path: "Tests/HwanEndToEndTests"),
    ]
)
