import Cassowary
import InterfaceBuilder
import Layout
import XCTest

/// The reader on documents written here, one form at a time, each checked by solving.
final class IBReaderTests: XCTestCase {
    /// A XIB holding `body` among its objects, at a device.
    static func xib(_ body: String, device: String = #"<device id="retina4_7" orientation="portrait"/>"#) -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            \(device)
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                \(body)
            </objects>
        </document>
        """.utf8)
    }

    func read(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws -> IBDocument {
        switch IBDocumentReader.read(bytes) {
        case .success(let d): return d
        case .failure(let e):
            XCTFail("not read: \(e)", file: file, line: line)
            throw e
        }
    }

    func failure(_ bytes: [UInt8]) -> IBReadError? {
        if case .failure(let e) = IBDocumentReader.read(bytes) { return e }
        return nil
    }

    func frames(_ d: IBDocument, _ sizes: IBSizeSource = .measured) -> [String: Rect] {
        let check = IBRootCheck(d, root: d.roots[0], options: IBLayoutOptions(sizes: sizes))
        return Dictionary(uniqueKeysWithValues: check.frames.map { (d.views[$0.view].id, $0.frame) })
    }

    /// A 200 × 100 top-level view with one subview `s` and the given constraints.
    static func box(_ constraints: String, subview: String = #"<view translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#) -> [UInt8] {
        xib("""
        <view contentMode="scaleToFill" id="r">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>\(subview)</subviews>
            <constraints>\(constraints)</constraints>
        </view>
        """)
    }

    func testAnOmittedFirstItemIsTheViewThatHoldsTheConstraint() throws {
        let d = try read(Self.box("""
            <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" constant="12" id="c1"/>
            <constraint firstItem="s" firstAttribute="top" secondItem="r" secondAttribute="top" constant="5" id="c2"/>
            <constraint firstItem="s" firstAttribute="width" constant="50" id="c3"/>
            <constraint firstAttribute="bottom" secondItem="s" secondAttribute="bottom" constant="15" id="c4"/>
            """))
        // c3 names its first item; a size constraint with no items at all is the holder's own.
        XCTAssertEqual(d.constraints.first { $0.id == "c1" }?.firstItem, "r")
        XCTAssertEqual(frames(d)["s"], Rect(x: 200 - 12 - 50, y: 5, width: 50, height: 100 - 5 - 15))
    }

    func testMultipliersAreNumbersRatiosOrFractions() throws {
        for (text, value) in [("2", 2.0), ("16:9", 16.0 / 9), ("1/3", 1.0 / 3), ("0.25", 0.25)] {
            let d = try read(Self.box("""
                <constraint firstItem="s" firstAttribute="width" secondItem="r" secondAttribute="width" multiplier="\(text)" id="m"/>
                <constraint firstItem="s" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="a"/>
                <constraint firstItem="s" firstAttribute="top" secondItem="r" secondAttribute="top" id="b"/>
                <constraint firstItem="s" firstAttribute="height" constant="10.5" id="h"/>
                """))
            XCTAssertEqual(d.constraints.first { $0.id == "m" }?.multiplier ?? 0, value, accuracy: 1e-12, text)
            XCTAssertEqual(frames(d)["s"]?.width ?? 0, (200 * value * 2).rounded() / 2, accuracy: 1e-9, text)
            XCTAssertEqual(frames(d)["s"]?.height, 10.5, "a fractional constant is kept (IBDecodable reads it as an Int)")
        }
        for bad in ["1:0", "x", "2:3:4", "inf"] {
            let d = try read(Self.box(#"<constraint firstItem="s" firstAttribute="width" secondItem="r" secondAttribute="width" multiplier="\#(bad)" id="m"/>"#))
            XCTAssertTrue(d.constraints.isEmpty, bad)
            XCTAssertEqual(d.unhandled.map(\.attribute), ["multiplier"], "'\(bad)' is reported, not read as something else")
        }
    }

    func testPlaceholdersAreRemovedAndUninstalledVariationsLeftOut() throws {
        let xib = Self.xib("""
            <view contentMode="scaleToFill" id="r">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
                <constraints>
                    <constraint firstItem="s" firstAttribute="width" constant="40" id="w"/>
                    <constraint firstItem="s" firstAttribute="width" constant="90" placeholder="YES" id="p"/>
                    <constraint firstItem="s" firstAttribute="width" constant="70" id="compact"/>
                    <constraint firstItem="s" firstAttribute="height" constant="10" id="h">
                        <variation key="heightClass=compact" constant="22"/>
                    </constraint>
                    <constraint firstItem="s" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="a"/>
                    <constraint firstItem="s" firstAttribute="top" secondItem="r" secondAttribute="top" id="b"/>
                </constraints>
                <variation key="default"><mask key="constraints"><exclude reference="compact"/></mask></variation>
                <variation key="heightClass=compact"><mask key="constraints"><include reference="compact"/><exclude reference="w"/></mask></variation>
            </view>
            """)
        let d = try read(xib)
        XCTAssertEqual(frames(d)["s"], Rect(x: 0, y: 0, width: 40, height: 10), "portrait phone: the default, no conflict")
        XCTAssertTrue(IBRootCheck(d, root: d.roots[0]).conflicts.isEmpty)
        guard case .success(let landscape) = IBDocumentReader.read(xib, traits: IBTraits.Choice(heightClass: .compact)) else {
            return XCTFail("not read")
        }
        XCTAssertEqual(frames(landscape)["s"], Rect(x: 0, y: 0, width: 70, height: 22), "compact height: its constraint and its constant")
        XCTAssertEqual(landscape.traits, IBTraits(widthClass: .compact, heightClass: .compact), "a retina4_7 turned is compact both ways")
        XCTAssertEqual(landscape.layoutDevice.width, 667, "and laid out turned")
    }

    func testMarginsAttributesAreTheMarginsGuideAndACellFillsItsRow() throws {
        let d = try read(Self.xib("""
            <tableViewCell contentMode="scaleToFill" rowHeight="60" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="59.5"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="s" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="a"/>
                        <constraint firstAttribute="trailingMargin" secondItem="s" secondAttribute="trailing" id="b"/>
                        <constraint firstItem="s" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c"/>
                        <constraint firstAttribute="bottomMargin" secondItem="s" secondAttribute="bottom" id="d"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """))
        XCTAssertEqual(d.roots.map(\.kind), [.cell])
        let f = frames(d)
        XCTAssertEqual(f["content"], Rect(x: 0, y: 0, width: 375, height: 59.5), "one separator shorter, as saved")
        XCTAssertEqual(f["s"], Rect(x: 8, y: 8, width: 375 - 16, height: 59.5 - 16), "a content view's own margins are 8")
    }

    func testASwitchsFrameIsTwoPointsWiderThanWhatItsConstraintsPlace() throws {
        let d = try read(Self.box("""
            <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" constant="16" id="t"/>
            <constraint firstItem="s" firstAttribute="top" secondItem="r" secondAttribute="top" id="b"/>
            """, subview: #"<switch translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>"#))
        XCTAssertEqual(frames(d)["s"], Rect(x: 200 - 16 - 49, y: 0, width: 51, height: 31))
    }

    func testAScrollViewsEdgesAreItsContentToItsSubviews() throws {
        let d = try read(Self.xib("""
            <view contentMode="scaleToFill" id="r">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="sv">
                        <rect key="frame" x="0" y="0" width="200" height="100"/>
                        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
                        <constraints>
                            <constraint firstItem="s" firstAttribute="top" secondItem="sv" secondAttribute="top" id="1"/>
                            <constraint firstItem="s" firstAttribute="leading" secondItem="sv" secondAttribute="leading" id="2"/>
                            <constraint firstAttribute="bottom" secondItem="s" secondAttribute="bottom" id="3"/>
                            <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" id="4"/>
                            <constraint firstItem="s" firstAttribute="height" constant="300" id="5"/>
                            <constraint firstItem="s" firstAttribute="width" secondItem="sv" secondAttribute="width" id="6"/>
                        </constraints>
                    </scrollView>
                </subviews>
                <constraints>
                    <constraint firstItem="sv" firstAttribute="top" secondItem="r" secondAttribute="top" id="7"/>
                    <constraint firstItem="sv" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="8"/>
                    <constraint firstAttribute="bottom" secondItem="sv" secondAttribute="bottom" id="9"/>
                    <constraint firstAttribute="trailing" secondItem="sv" secondAttribute="trailing" id="10"/>
                </constraints>
            </view>
            """))
        let check = IBRootCheck(d, root: d.roots[0])
        XCTAssertTrue(check.conflicts.isEmpty, "300 pt of content in a 100 pt scroll view is no conflict: it scrolls")
        XCTAssertEqual(frames(d)["s"], Rect(x: 0, y: 0, width: 200, height: 300))
        XCTAssertEqual(frames(d)["sv"], Rect(x: 0, y: 0, width: 200, height: 100))
    }

    func testAStackViewArrangesItsSubviews() throws {
        let d = try read(Self.box("""
            <constraint firstItem="st" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="1"/>
            <constraint firstItem="st" firstAttribute="top" secondItem="r" secondAttribute="top" id="2"/>
            """, subview: """
            <stackView axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0" y="0" width="51" height="66"/>
                <subviews>
                    <switch translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>
                    <switch translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="35" width="51" height="31"/></switch>
                </subviews>
            </stackView>
            """))
        let f = frames(d)
        XCTAssertEqual(f["b"]?.y, 35)
        XCTAssertEqual(f["st"]?.height, 66)
    }

    // MARK: Bad input

    func testBadDocumentsAreRefusedWithALine() throws {
        XCTAssertEqual(failure(Array("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>".utf8))?.reason,
                       .malformedXML(.unclosedElements))
        XCTAssertNotNil(failure(Array("<a><b></a>".utf8)))
        XCTAssertNotNil(failure([]))
        XCTAssertNotNil(failure([0xFF, 0xFE, 0x00]))
        let plist = failure(Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>".utf8))
        XCTAssertEqual(plist?.line, 2)
        XCTAssertEqual(plist?.reason, .notAnInterfaceBuilderDocument(firstElement: "plist"))
    }

    /// What libxml2 finds wrong is a value: the problems an IB file is likely to meet.
    func testMalformedXMLSaysWhatIsWrong() {
        let document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"
        func problem(_ body: String) -> IBReadError.Reason? { failure(Array((document + body).utf8))?.reason }
        XCTAssertEqual(problem("<objects>"), .malformedXML(.unclosedElements))
        XCTAssertEqual(problem("<a></b></document>"), .malformedXML(.mismatchedTag))
        XCTAssertEqual(problem("&nowhere;</document>"), .malformedXML(.undeclaredEntity))
        XCTAssertEqual(problem("<a b=\"1\" b=\"2\"/></document>"), .malformedXML(.malformedAttribute))
        XCTAssertEqual(problem("\u{1}</document>"), .malformedXML(.invalidCharacter))
    }

    func testEntitiesAreNeverDeclaredExpandedOrFetched() throws {
        let bomb = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [
         <!ENTITY lol "lolololololololololol">
         <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        ]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><label text="&lol1;" id="x"/></objects></document>
        """
        XCTAssertEqual(failure(Array(bomb.utf8)), IBReadError(line: 2, reason: .documentTypeDeclaration))
        let external = """
        <?xml version="1.0"?>
        <!DOCTYPE d [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects/></document>
        """
        XCTAssertEqual(failure(Array(external.utf8))?.reason, .documentTypeDeclaration)
    }

    func testIdsThatPointNowhereAreReportedAndTheRestLoads() throws {
        let d = try read(Self.box("""
            <constraint firstItem="s" firstAttribute="width" secondItem="nowhere" secondAttribute="width" id="bad"/>
            <constraint firstItem="s" firstAttribute="width" constant="30" id="good"/>
            """))
        XCTAssertEqual(d.constraints.map(\.id), ["good"])
        XCTAssertEqual(d.unhandled.count, 1)
        XCTAssertEqual(d.unhandled.first?.attribute, "secondItem")
        XCTAssertEqual(d.unhandled.first?.reason, .unknownItem("nowhere"))
    }

    func testNestingDeeperThanTheBoundIsRefused() throws {
        let deep = String(repeating: "<view id=\"v\">", count: 300) + String(repeating: "</view>", count: 300)
        let e = failure(Array("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>\(deep)</objects></document>".utf8))
        XCTAssertEqual(e?.reason, .tooDeep(limit: 200), "\(String(describing: e))")
    }

    func testADocumentPastTheSizeLimitIsRefusedUnread() {
        let big = [UInt8](repeating: 0x20, count: IBDocumentReader.sizeLimit + 1)
        XCTAssertEqual(failure(big)?.reason, .tooLarge(bytes: IBDocumentReader.sizeLimit + 1, limitMegabytes: 64))
    }

    func testNotUnderstoodAttributesAreReportedWithTheirLine() throws {
        let d = try read(Self.box("", subview: #"<view translatesAutoresizingMaskIntoConstraints="NO" frobnicate="YES" id="s"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#))
        XCTAssertEqual(d.unhandled.map(\.attribute), ["frobnicate"])
        XCTAssertEqual(d.unhandled.map(\.reason), [.unreadAttribute])
        XCTAssertEqual(d.unhandled.first?.line, 8, "the line of <subviews>, where the view starts")
    }
}

/// Inputs the fuzzer found.
final class IBReaderRegressionTests: XCTestCase {
    /// A byte that is not UTF-8 in an element's name made Foundation's XMLParser trap
    /// (Fuzz/Corpus/FuzzInterfaceBuilder/crash-invalid-utf8-name.xib): refused before parsing.
    func testABytesThatIsNotUTF8IsRefusedBeforeTheParserTrapsOnIt() {
        let bytes = Array("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>\n<ni".utf8)
            + [0xEA] + Array(" key=\"x\"/></objects></document>".utf8)
        guard case .failure(let e) = IBDocumentReader.read(bytes) else { return XCTFail("read") }
        XCTAssertEqual(e.line, 3)
        XCTAssertEqual(e.reason, .notUTF8)
    }

    /// A processing instruction with no data made Foundation's XMLParser read a NULL pointer
    /// (Fuzz/Corpus/FuzzInterfaceBuilder/crash-processing-instruction.xib): refused before parsing.
    func testAProcessingInstructionIsRefusedBeforeTheParserReadsANullPointer() {
        let bytes = Array("<?xml version=\"1.0\"?>\n<!-- <?in a comment?> -->\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<?x?><objects/></document>".utf8)
        guard case .failure(let e) = IBDocumentReader.read(bytes) else { return XCTFail("read") }
        XCTAssertEqual(e.line, 4)
        XCTAssertEqual(e.reason, .processingInstruction)
        // The fuzzer's own: a first instruction whose target only starts with "xml".
        guard case .failure(let first) = IBDocumentReader.read(Array("<?xmllab?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>".utf8)) else {
            return XCTFail("read")
        }
        XCTAssertEqual(first.reason, .processingInstruction)
    }

    func testACompiledNibAndTextThatIsNotXMLAreToldApart() {
        guard case .failure(let nib) = IBDocumentReader.read(Array("bplist00\u{1}\u{2}".utf8)),
              case .failure(let text) = IBDocumentReader.read(Array("hello".utf8)),
              case .failure(let utf16) = IBDocumentReader.read(Array("<?xml version=\"1.0\" encoding=\"UTF-16\"?><document/>".utf8)) else {
            return XCTFail("read")
        }
        XCTAssertEqual(nib.reason, .compiledNib)
        XCTAssertEqual(text.reason, .notXML)
        XCTAssertEqual(utf16.reason, .declaredEncoding("UTF-16"))
    }
}
