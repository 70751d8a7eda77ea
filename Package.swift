// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(
            name: "Layout",
            dependencies: ["Cassowary"],
            exclude: ["Text/FontTables/generate_font_tables.py"]
        ),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
    ]
)
