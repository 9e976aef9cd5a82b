// swift-tools-version:6.0
import PackageDescription

// packages: none. Everything below is the toolchain's.

// No unsafe flags, so that the package can be depended on: the release build's
// settings are given on the command line by scripts/build_release.sh.

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
        .target(name: "HwanNumbers", path: "Sources/HwanNumbers"),
        // The C library seam, POSIX I/O, text (display width, Korean particles), JSON.
        .target(
            name: "HwanSupport", dependencies: ["HwanNumbers"], path: "Sources/HwanSupport"),
        // Currencies, units and the name index: the generated tables and what reads them.
        .target(
            name: "HwanCatalog", dependencies: ["HwanNumbers", "HwanSupport"], path: "Sources/HwanCatalog"),
        // The lexer and parser: a typed line to an expression tree.
        .target(
            name: "HwanGrammar", dependencies: ["HwanCatalog"], path: "Sources/HwanGrammar"),
        // Expression trees to quantities: units, dimensions, functions, conversions.
        .target(
            name: "HwanEvaluate", dependencies: ["HwanGrammar"], path: "Sources/HwanEvaluate"),
        // Rates and where they come from: providers, the cache, banks, exchanges, remittance policy.
        .target(
            name: "HwanRates", dependencies: ["HwanEvaluate"], path: "Sources/HwanRates"),
        // Session: routes a line to a typed outcome; the preferences it runs under.
        .target(
            name: "HwanSession", dependencies: ["HwanRates"], path: "Sources/HwanSession"),
        // Rendering (one renderer per output mode), help, the REPL and the board.
        .target(
            name: "HwanKit", dependencies: ["HwanSession"], path: "Sources/HwanKit"),
        // The thin executable: options, terminal, curl transport, exit codes.
        .executableTarget(
            name: "hwan", dependencies: ["HwanKit"], path: "Sources/hwan"),
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
