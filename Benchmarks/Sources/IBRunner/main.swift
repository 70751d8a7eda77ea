// IBRunner: how long an Interface Builder document takes to read (IBDocumentReader) and to lay
// out and check every root (IBRootCheck), on synthetic storyboards of 500 views and more and,
// when ../shared is there, on the largest real one (067, 449 views in 100 roots).
//
//   swift run -c release IBRunner
import Foundation
import InterfaceBuilder

/// A storyboard of `scenes` view controllers, each a root view holding a vertical stack of
/// `rows` rows (a row: an image, and a title and a subtitle label side by side), pinned to the
/// safe area by constraints: 1 + 1 + 4 × rows views a scene.
func storyboard(scenes: Int, rows: Int) -> String {
    var n = 0
    func id() -> String { n += 1; let s = String(n, radix: 36); let p = String(repeating: "0", count: max(0, 8 - s.count)) + s
        let c = Array(p.suffix(8)); return String(c[0..<3]) + "-" + String(c[3..<5]) + "-" + String(c[5..<8]) }
    var out = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>

    """
    for s in 0..<scenes {
        let root = id(), stack = id(), safe = id()
        out += """
                <scene sceneID="\(id())"><objects>
                    <viewController id="\(id())" customClass="Scene\(s)ViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(root)">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(stack)">
                                    <rect key="frame" x="20" y="48" width="374" height="\(rows * 52)"/>
                                    <subviews>

        """
        for r in 0..<rows {
            let row = id(), image = id(), title = id(), subtitle = id()
            out += """
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(row)">
                                                <rect key="frame" x="0.0" y="\(r * 52)" width="374" height="44"/>
                                                <subviews>
                                                    <imageView contentMode="scaleAspectFit" image="icon" translatesAutoresizingMaskIntoConstraints="NO" id="\(image)">
                                                        <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                                    </imageView>
                                                    <label opaque="NO" text="Title \(r)" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="\(title)">
                                                        <rect key="frame" x="52" y="0.0" width="100" height="20.5"/>
                                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                    </label>
                                                    <label opaque="NO" text="A subtitle of row \(r) that is somewhat longer" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(subtitle)">
                                                        <rect key="frame" x="160" y="0.0" width="214" height="20.5"/>
                                                        <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                                                    </label>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="\(image)" firstAttribute="leading" secondItem="\(row)" secondAttribute="leading" id="\(id())"/>
                                                    <constraint firstItem="\(image)" firstAttribute="top" secondItem="\(row)" secondAttribute="top" id="\(id())"/>
                                                    <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="\(image)" secondAttribute="bottom" id="\(id())"/>
                                                    <constraint firstItem="\(title)" firstAttribute="leading" secondItem="\(image)" secondAttribute="trailing" constant="8" id="\(id())"/>
                                                    <constraint firstItem="\(title)" firstAttribute="top" secondItem="\(row)" secondAttribute="top" id="\(id())"/>
                                                    <constraint firstItem="\(subtitle)" firstAttribute="leading" secondItem="\(title)" secondAttribute="trailing" constant="8" id="\(id())"/>
                                                    <constraint firstAttribute="trailing" secondItem="\(subtitle)" secondAttribute="trailing" id="\(id())"/>
                                                    <constraint firstItem="\(subtitle)" firstAttribute="top" secondItem="\(row)" secondAttribute="top" id="\(id())"/>
                                                    <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="\(subtitle)" secondAttribute="bottom" id="\(id())"/>
                                                    <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="\(title)" secondAttribute="bottom" id="\(id())"/>
                                                </constraints>
                                            </view>

            """
        }
        out += """
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="\(stack)" firstAttribute="leading" secondItem="\(safe)" secondAttribute="leading" constant="20" id="\(id())"/>
                                <constraint firstItem="\(safe)" firstAttribute="trailing" secondItem="\(stack)" secondAttribute="trailing" constant="20" id="\(id())"/>
                                <constraint firstItem="\(stack)" firstAttribute="top" secondItem="\(safe)" secondAttribute="top" id="\(id())"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="\(safe)"/>
                        </view>
                    </viewController>
                </objects></scene>

        """
    }
    out += """
        </scenes>
        <resources><image name="icon" width="44" height="44"/></resources>
    </document>

    """
    return out
}

/// The median of `runs` timings of `body`, in milliseconds.
func median(_ runs: Int, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        body()
        let d = ContinuousClock.now - start
        times.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15)
    }
    return times.sorted()[times.count / 2]
}

func measure(_ label: String, _ bytes: [UInt8], runs: Int = 9) {
    guard case .success(let document) = IBDocumentReader.read(bytes) else { print("\(label): not read"); return }
    let views = document.views.count
    let read = median(runs) { _ = IBDocumentReader.read(bytes) }
    // Read and solved: every root laid out and every view's frame read.
    let solved = median(runs) {
        guard case .success(let d) = IBDocumentReader.read(bytes) else { return }
        for root in d.roots {
            let layout = IBSceneBuilder.layout(d, root: root, options: IBLayoutOptions(sizes: .file))
            for index in layout.views { _ = try? layout.scene.frame(of: d.views[index].name) }
        }
    }
    // And checked, as trellis ib does: conflicts, ambiguity, truncation, frames against Xcode's.
    let checked = median(runs) {
        guard case .success(let d) = IBDocumentReader.read(bytes) else { return }
        for root in d.roots { _ = IBRootCheck(d, root: root, options: IBLayoutOptions(sizes: .file)).conflicts.count }
    }
    let kb = Double(bytes.count) / 1024
    print(String(format: "%@: %d views in %d roots, %.0f KB: read %.1f ms (%.3f µs a byte); read and solved %.1f ms; read, solved and checked %.1f ms",
                 label, views, document.roots.count, kb, read, read * 1000 / Double(bytes.count), solved, checked))
}

print("IBRunner (release build expected)")
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "profile" {
    // One scene of 124 rows laid out ten times, for perf or callgrind.
    let bytes = Array(storyboard(scenes: 1, rows: 124).utf8)
    for _ in 0..<10 {
        guard case .success(let d) = IBDocumentReader.read(bytes) else { break }
        let layout = IBSceneBuilder.layout(d, root: d.roots[0], options: IBLayoutOptions(sizes: .file))
        for index in layout.views { _ = try? layout.scene.frame(of: d.views[index].name) }
    }
    exit(0)
}
// 500 views: 20 scenes of 6 rows (26 views a scene, 520 in all), then 1, 2, 4 and 8 times as many scenes.
for scale in [1, 2, 4, 8] {
    measure("storyboard of \(20 * scale) scenes", Array(storyboard(scenes: 20 * scale, rows: 6).utf8), runs: scale > 2 ? 5 : 9)
}
// 500 views in one scene: a stack of 124 rows.
measure("one scene of 124 rows", Array(storyboard(scenes: 1, rows: 124).utf8))
let real = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/data/ib/files/067-ivpn-ios-app-Main.storyboard")
if let data = try? Data(contentsOf: real) {
    measure("067-ivpn-ios-app-Main.storyboard", [UInt8](data))
} else {
    print("../shared/data/ib is not here: the real storyboard is not timed")
}
