import XCTest
@testable import Cassowary

/// Scenes of N views cost O(N): the tableau of a chain stays sparse however long it is, and an
/// add that cannot fail takes no copy of the tableau (issue 34).
final class SolverScaleTests: XCTestCase {
    /// The coefficients in the tableau's rows: what every pivot and substitution pays for.
    private func terms(_ solver: Solver) -> Int {
        var n = 0
        for info in solver.core.tableau.symbols where info.isBasic { n += Int(info.rowCount) }
        return n
    }

    /// A vertical chain of labels as the scene makes it: each label's height at its intrinsic
    /// size (hugging, compression resistance, never negative), its baselines defined from its
    /// top and height, and then its top tied to the bottom of the one above.
    private func labelChain(_ count: Int) throws -> (solver: Solver, lastTop: Variable) {
        let solver = Solver()
        var previous: (top: Variable, height: Variable)?
        for i in 0..<count {
            let top = Variable("top\(i)"), height = Variable("height\(i)")
            let first = Variable("first\(i)"), last = Variable("last\(i)")
            try solver.add(height >= 0)
            try solver.add((height <= 20).priority(250))
            try solver.add((height >= 20).priority(750))
            try solver.add(first == top + 0.5 * height + 4)
            try solver.add(last == top + 0.5 * height + 6)
            if let previous {
                try solver.add(top == previous.top + previous.height + 8)
            } else {
                try solver.add(top == 8)
            }
            previous = (top, height)
        }
        return (solver, try XCTUnwrap(previous?.top))
    }

    /// Before, the link that places a label was expanded through the whole chain above it,
    /// because its baselines already mentioned its top: the tableau grew as N².
    func testALabelChainsTableauGrowsLinearly() throws {
        let small = try labelChain(200), large = try labelChain(400)
        let ratio = Double(terms(large.solver)) / Double(terms(small.solver))
        XCTAssertLessThan(ratio, 2.2, "terms: \(terms(small.solver)) for 200 labels, \(terms(large.solver)) for 400")
        // And the chain is where it should be: each label 20 tall, 8 apart.
        XCTAssertEqual(large.solver.value(of: large.lastTop), 8 + 399 * 28, accuracy: 1e-6)
    }

    /// `H:|-8-[v]-8-|` on 100 views of an intrinsic width in a root 320 wide, each with
    /// `width >= 0` as every view's in UIKit: the solver, its root's width, the views' widths.
    private func pinnedToBothEdges(intrinsicWidth: Double) throws -> (Solver, Variable, [Variable]) {
        let solver = Solver()
        let rootLeft = Variable("root.left"), rootWidth = Variable("root.width")
        try solver.add(rootLeft == 0)
        try solver.add(rootWidth == 320)
        var widths: [Variable] = []
        for i in 0..<100 {
            let left = Variable("left\(i)"), width = Variable("width\(i)")
            try solver.add(width >= 0)
            try solver.add((width <= intrinsicWidth).priority(250))
            try solver.add((width >= intrinsicWidth).priority(750))
            try solver.add(left == rootLeft + 8)
            try solver.add(rootLeft + rootWidth == left + width + 8)
            widths.append(width)
        }
        return (solver, rootWidth, widths)
    }

    /// The trailing edge has no subject and goes through phase one, which took a copy of the
    /// whole tableau each time, in case it failed. Its first pivot makes it hold (the
    /// artificial's own row leaves): no copy is needed.
    func testPinningEachViewToBothEdgesTakesNoCopyOfTheTableau() throws {
        let (solver, _, widths) = try pinnedToBothEdges(intrinsicWidth: 300)
        XCTAssertEqual(solver.core.snapshotsTaken, 0)
        for width in widths { XCTAssertEqual(solver.value(of: width), 304, accuracy: 1e-9) }
    }

    /// The same with labels whose text is wider than the root (600 in 304): phase one then
    /// takes more than one pivot, and took the copy each time (59 % of a chain of wrapping
    /// labels). But no required constraint holds the width other than the trailing edge and
    /// `width >= 0`, and the width the edge wants (304) is within that bound: the edge can
    /// hold, no copy is needed, and the compression resistance breaks.
    func testPinningLabelsWiderThanTheRootToBothEdgesTakesNoCopyOfTheTableau() throws {
        let (solver, rootWidth, widths) = try pinnedToBothEdges(intrinsicWidth: 600)
        XCTAssertEqual(solver.core.snapshotsTaken, 0)
        for width in widths { XCTAssertEqual(solver.value(of: width), 304, accuracy: 1e-9) }
        // Where the edge would need a negative width, the copy is taken, and the add fails.
        let narrow = Variable("narrow")
        try solver.add(narrow >= 0)
        try solver.add((narrow >= 600).priority(750))
        XCTAssertThrowsError(try solver.add(narrow + 400 == rootWidth))
        XCTAssertEqual(solver.core.snapshotsTaken, 1)
        XCTAssertEqual(solver.value(of: narrow), 600, accuracy: 1e-9)
    }

    /// The copy is still taken where phase one can fail, and a failed add leaves the solver as
    /// it was.
    func testAnAddThatFailsStillLeavesTheSolverAsItWas() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(x + y <= 10)
        XCTAssertThrowsError(try solver.add(x + y == 20))
        try solver.add((x == 3).priority(500))
        XCTAssertEqual(solver.value(of: x), 3, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 0, accuracy: 1e-9)
    }

    /// A redundant required equality leaves a basic dummy, which must stay zero: a new
    /// constant that would move it is refused. The update now reads only the basic dummies
    /// (it read every symbol: N updates of a scene of N labels were O(N²)).
    func testAConstantThatARedundantEqualityCannotHoldIsRefused() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = x == 10
        try solver.add(pin)
        try solver.add(y == x)
        try solver.add(y == 10)
        XCTAssertEqual(solver.core.tableau.basicDummies.count, 1)
        // The constant is the expression's: x == 10 is x - 10 == 0.
        XCTAssertThrowsError(try solver.updateConstant(of: pin, to: -12))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertNoThrow(try solver.updateConstant(of: pin, to: -10))
        let all = Set(solver.core.tableau.symbols.indices.compactMap { i -> Int32? in
            let info = solver.core.tableau.symbols[i]
            return info.kind == .dummy && info.isBasic ? Int32(i) : nil
        })
        XCTAssertEqual(solver.core.tableau.basicDummies, all)
    }

    /// A horizontal stack of `count` images whose height nothing sets, as the scene builds it:
    /// each image's height at its intrinsic size (30 to 34, by turns), the stack's top and
    /// bottom tied to the first image's and every other image's to the first's. The height they
    /// share is the tallest image's: compression resistance (750) outranks hugging (250).
    private func freeHeightStack(_ count: Int) throws -> (solver: Solver, heights: [Variable]) {
        let solver = Solver()
        let stackTop = Variable("s.top"), stackHeight = Variable("s.height")
        try solver.add(stackTop == 0)
        try solver.add(stackHeight >= 0)
        var tops: [Variable] = [], heights: [Variable] = []
        for i in 0..<count {
            let height = Variable("v\(i).height")
            let intrinsic = Double(30 + (i + 1) % 5)
            try solver.add(height >= 0)
            try solver.add((height <= intrinsic).priority(250))
            try solver.add((height >= intrinsic).priority(750))
            tops.append(Variable("v\(i).top"))
            heights.append(height)
        }
        try solver.add(stackTop == tops[0])
        try solver.add(stackTop + stackHeight == tops[0] + heights[0])
        for i in 1..<count {
            try solver.add(tops[0] == tops[i])
            try solver.add(tops[0] + heights[0] == tops[i] + heights[i])
        }
        return (solver, heights)
    }

    /// Each tie of an image taller than the first went through phase one, which entered the
    /// first term of its row among equals: often what lowered the common height below the
    /// tallest images', which the optimisation then raised again one image at a time (O(N)
    /// pivots an image). And an image as tall as the tallest left phase one through that
    /// image's compression error, a column of every image tied before. 100 images took 8,515
    /// pivots and rewrote 2.2 million rows; 1,000 ran for minutes.
    func testAStackOfImagesWhoseHeightNothingSetsCostsLinearWork() throws {
        // First a short one: the long ones took minutes in a debug build.
        let short = try freeHeightStack(50).solver.statistics.pivots
        guard short < 10 * 50 else { return XCTFail("\(short) pivots for 50 images") }
        let (small, smallHeights) = try freeHeightStack(200)
        let (large, largeHeights) = try freeHeightStack(400)
        let (a, b) = (small.statistics, large.statistics)
        XCTAssertLessThan(Double(b.pivots), 2.2 * Double(a.pivots), "pivots: \(a.pivots) for 200 images, \(b.pivots) for 400")
        XCTAssertLessThan(Double(b.rowsRewritten), 2.2 * Double(a.rowsRewritten),
                          "rows rewritten: \(a.rowsRewritten) for 200 images, \(b.rowsRewritten) for 400")
        XCTAssertLessThan(b.pivots, 10 * 400)
        XCTAssertLessThan(Double(terms(large)), 2.2 * Double(terms(small)), "terms: \(terms(small)) and \(terms(large))")
        for height in smallHeights + largeHeights {
            XCTAssertEqual(small.knows(height) ? small.value(of: height) : large.value(of: height), 34, accuracy: 1e-9)
        }
    }

    /// What moves the stack's common height is in the row of every image's hugging error: a
    /// column as long as the stack. Its cost, read at every pivot that might enter it, was
    /// summed down that column (10,000 images took 4.3 s, for linear pivots). The tableau keeps
    /// it instead, an entry a level, and the kept sums are the column's.
    func testACostIsKeptNotSummedDownItsColumn() throws {
        let (solver, _) = try freeHeightStack(400)
        let tableau = solver.core.tableau
        let longest = try XCTUnwrap(tableau.symbols.indices.filter { !tableau.symbols[$0].isBasic }
            .max { tableau.symbols[$0].colCount < tableau.symbols[$1].colCount })
        XCTAssertGreaterThan(tableau.symbols[longest].colCount, 200)
        var entries = 0
        var e = tableau.symbols[longest].costHead
        while e != -1 {
            entries += 1
            e = tableau.costEntries[Int(e)].next
        }
        XCTAssertLessThanOrEqual(entries, 2, "one entry a level (hugging 250, compression resistance 750)")
        XCTAssertTrue(solver.core.costsAreKept())
    }
}
