import XCTest
import Cassowary
@testable import Layout

final class SceneSmokeTests: XCTestCase {
    func testProgrammaticCell() throws {
        let scene = Scene()
        try scene.addView("cell")
        let words = Array(repeating: "aaaa", count: 20).joined(separator: " ")
        try scene.addView("body", kind: .label(Label(text: words, lines: 0)), parent: "cell")
        try scene.addVisualFormat("H:|-6-[body]-6-|")
        try scene.addVisualFormat("V:|-6-[body]-6-|")
        try scene.setRootSize("cell", .width, 320)
        print(try scene.frame(of: "cell"), try scene.frame(of: "body"))
        print(scene.takeConflicts(), scene.ambiguities())
        let face = FontFace.dejaVuSans
        print(face.unitsPerEm, face.ascender, face.descender, face.lineGap, face.advance(of: "a"), face.advance(of: " "))
        try scene.setCollapsed("body", true)
        print(try scene.frame(of: "cell"), try scene.frame(of: "body"))
        try scene.setCollapsed("body", false)
        print(try scene.frame(of: "cell"), try scene.frame(of: "body"))
        print(try scene.fittingSize(of: "cell", width: 200))
        print(try scene.frame(of: "cell"))
    }
}
