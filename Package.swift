// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Shell", targets: ["Shell"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "Shell", dependencies: ["Cassowary"]),
        .executableTarget(
            name: "trellis",
            dependencies: [
                "Shell",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "ShellTests", dependencies: ["Shell"]),
    ]
)
