// swift-tools-version:6.0
import PackageDescription

// packages: none. Everything below is the toolchain's.
let package = Package(
    name: "hwan",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "hwan", targets: ["hwan"]),
        .library(name: "HwanKit", targets: ["HwanKit"]),
    ],
    targets: [
        // The pure core: parsing, catalogs, rate math, policy. No argv, stdout, clock or network.
        .target(name: "HwanKit", path: "Sources/HwanKit"),
        // The thin executable: options, terminal, curl transport, exit codes.
        .executableTarget(name: "hwan", dependencies: ["HwanKit"], path: "Sources/hwan"),
        .testTarget(
            name: "HwanKitTests", dependencies: ["HwanKit"], path: "Tests/HwanKitTests", exclude: ["Golden", "NumberTables"]),
        // Runs the built binary in an empty home against a loopback HTTP server.
        .testTarget(
            name: "HwanEndToEndTests", dependencies: ["HwanKit", "hwan"],
            path: "Tests/HwanEndToEndTests"),
    ]
)
