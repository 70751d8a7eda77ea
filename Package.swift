// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "TableSim", targets: ["TableSim"]),
        .library(name: "ConsoleLog", targets: ["ConsoleLog"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "SourceCode", targets: ["SourceCode"]),
        .library(name: "Shell", targets: ["Shell"]),
        .library(name: "Live", targets: ["Live"]),
        .library(name: "LineEditing", targets: ["LineEditing"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // How numbers and blanks are written: shared by the core and the shell.
        .target(name: "Notation"),
        .target(name: "Cassowary", dependencies: ["Notation"]),
        .target(
            name: "Layout",
            dependencies: ["Cassowary", "Notation"],
            exclude: ["Text/FontTables/generate_font_tables.py"]
        ),
        .target(name: "TableSim", dependencies: ["Cassowary", "Layout", "Notation"]),
        // UIKit's and AppKit's "Unable to simultaneously satisfy constraints" logs, read and explained.
        .target(name: "ConsoleLog", dependencies: ["Cassowary", "Layout", "Notation"]),
        // Interface Builder documents (.xib, .storyboard) read into scenes and written back: the
        // one module that parses XML (Foundation's XMLParser).
        .target(name: "InterfaceBuilder", dependencies: ["Cassowary", "Layout", "Notation"]),
        // Constraint code: UIKit code written from a scene (anchors, VFL, SnapKit; Swift and
        // Objective-C) and read back into one (Swift through swift-syntax's parser).
        .target(name: "SourceCode", dependencies: [
            "Cassowary", "Layout", "Notation",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
        ]),
        // The page the live view serves and `export html` writes is kept as plain files and
        // embedded in the binary (no bundle to find at run time, no npm build step).
        .target(name: "Shell", dependencies: ["Cassowary", "Layout", "TableSim", "ConsoleLog", "InterfaceBuilder", "SourceCode", "Notation"],
                resources: [.embedInCode("Live/Page/page.html"), .embedInCode("Live/Page/page.css"),
                            .embedInCode("Live/Page/page.js"), .embedInCode("Live/Page/table.js")]),
        // The live view's local HTTP server (FlyingFox): the page, its WebSocket of states, and
        // the commands it sends, which run through the shell's command layer.
        .target(name: "Live", dependencies: ["Shell", .product(name: "FlyingFox", package: "FlyingFox")]),
        .systemLibrary(name: "CEditLine", path: "Sources/CEditLine", pkgConfig: "libedit",
                       providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),
        .target(name: "LineEditing", dependencies: ["CEditLine"]),
        .executableTarget(
            name: "trellis",
            dependencies: [
                "Shell",
                "Live",
                "LineEditing",
                "InterfaceBuilder",
                "Layout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Seeded random numbers shared by the test targets.
        .target(name: "TestSupport", dependencies: ["Layout", "Cassowary"], path: "Tests/TestSupport"),
        .testTarget(name: "NotationTests", dependencies: ["Notation"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "Notation", "TestSupport"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "TestSupport"]),
        .testTarget(name: "TableSimTests", dependencies: ["TableSim", "Layout", "TestSupport"]),
        .testTarget(name: "ConsoleLogTests", dependencies: ["ConsoleLog", "Layout", "Cassowary", "TestSupport"]),
        .testTarget(name: "ShellTests", dependencies: ["Shell", "Layout", "TableSim", "Notation", "SourceCode", "TestSupport"]),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
        // The live server over loopback, and the page in a real headless Chromium when there is one.
        .testTarget(name: "LiveTests", dependencies: ["Live", "Shell", "TestSupport"], exclude: ["Screenshots"]),
        .testTarget(name: "SourceCodeTests", dependencies: ["SourceCode", "InterfaceBuilder", "Layout", "Cassowary", "TestSupport"],
                    exclude: ["UIKitStub"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Layout", "Cassowary", "TestSupport"],
                    exclude: ["KnownDifferences.tsv"]),
        // Drives the built `trellis` binary in a pseudo-terminal (the dependency builds it).
        .testTarget(name: "TrellisTests", dependencies: ["trellis", "TestSupport"]),
    ]
)
