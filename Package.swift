// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "LineEditing", targets: ["LineEditing"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Cassowary"),
        .systemLibrary(name: "CEditLine", path: "Sources/CEditLine", pkgConfig: "libedit",
                       providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),
        .target(name: "LineEditing", dependencies: ["CEditLine"]),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
    ]
)
