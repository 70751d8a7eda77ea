import Cassowary

/// A view's frame: four variables (named `name.left` and so on, as Layout's views name theirs);
/// right and bottom are expressions.
public struct View {
    public let left, top, width, height: Variable
    public init(_ name: String) {
        left = Variable(name, "left")
        top = Variable(name, "top")
        width = Variable(name, "width")
        height = Variable(name, "height")
    }
    public var right: LinearExpression { left + width }
    public var bottom: LinearExpression { top + height }
    public var variables: [Variable] { [left, top, width, height] }
}

/// Workload (b): the table-view cell of the scenarios, six views and the body label's intrinsic
/// height `ih` (an edit variable at 999). 36 constraints with the image, 35 without.
public final class Cell {
    public let c = View("c"), img = View("img"), title = View("title")
    public let date = View("date"), body = View("body"), sub = View("sub")
    public let ih = Variable("ih")
    public let withImage: Bool
    public let solver = Solver()
    public private(set) var constraintCount = 0

    /// Builds the cell: fresh variables, constraints and solver, every constraint added, ih made
    /// editable at 999 and suggested to `ih`. Values are not read yet (see ``readAll()``).
    public init(withImage: Bool, ih ihValue: Double = 40) throws {
        self.withImage = withImage
        // Counted in a local: a stored property of a class pays a dynamic exclusivity check at
        // each change, which is the benchmark's cost, not the solver's.
        var count = 0
        defer { constraintCount = count }
        func add(_ constraint: Constraint) throws {
            try solver.add(constraint)
            count += 1
        }
        try add(c.left == 0)
        try add(c.top == 0)
        try add(c.width == 375)
        try add((c.height == 0).priority(50))

        let lead: LinearExpression
        if withImage {
            try add(img.left == c.left + 16)
            try add(img.top == c.top + 12)
            try add(img.width == 64)
            try add(img.height == 64)
            try add(c.bottom >= img.bottom + 12)
            lead = img.right + 12
        } else {
            try add(img.left == 0)
            try add(img.top == 0)
            try add(img.width == 0)
            try add(img.height == 0)
            lead = c.left + 16
        }

        try add(title.left == lead)
        try add(title.top == c.top + 12)
        try add(date.right == c.right - 16)
        try add(date.top == title.top)
        try add(title.right <= date.left - 8)
        try add((title.width <= 200).priority(250))
        try add((title.width >= 200).priority(750))
        try add((title.height <= 20).priority(250))
        try add((title.height >= 20).priority(750))

        try add((date.width <= 60).priority(250))
        try add((date.width >= 60).priority(751))
        try add((date.height == 16).priority(500))
        try add(date.height >= 16)

        try add(body.left == title.left)
        try add(body.top == title.bottom + 4)
        try add(body.right == c.right - 16)
        try add((body.height == ih).priority(500))
        try add(body.height >= ih)
        try add(c.bottom >= body.bottom + 12)

        try add(sub.left == title.left)
        try add(sub.top == body.bottom + 4)
        try add((sub.width == 150).priority(500))
        try add(sub.width >= 0)
        try add((sub.height == 18).priority(500))
        try add(sub.height >= 18)
        try add(sub.right <= c.right - 16)
        try add(c.bottom >= sub.bottom + 12)

        try solver.addEditVariable(ih, priority: 999)
        try solver.suggestValue(ihValue, for: ih)
    }

    /// All 25 variables: the six views' frames and ih.
    public var variables: [Variable] {
        c.variables + img.variables + title.variables + date.variables + body.variables
            + sub.variables + [ih]
    }

    /// Reads every variable's value (the "solved and read" of the scenarios), in `variables` order.
    public func readAll() -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(25)
        // View by view, without an array of the views (building one retains all 24 variables).
        func read(_ view: View) {
            out.append(solver.value(of: view.left))
            out.append(solver.value(of: view.top))
            out.append(solver.value(of: view.width))
            out.append(solver.value(of: view.height))
        }
        read(c)
        read(img)
        read(title)
        read(date)
        read(body)
        read(sub)
        out.append(solver.value(of: ih))
        return out
    }

    /// c.height for a given ih, as the scenarios give it: max(88 with image / 0 without, 70 + ih).
    public static func expectedHeight(withImage: Bool, ih: Double) -> Double {
        max(withImage ? 88 : 0, 70 + ih)
    }

    /// Workload (c)'s ih for row i: 20 + (i mod 64)·17.
    @inline(__always)
    public static func rowIntrinsicHeight(_ i: Int) -> Double { 20 + Double(i % 64) * 17 }

    /// Checks the whole layout after ``readAll()`` for the given ih.
    public func check(_ values: [Double], ih ihValue: Double) throws(ScenarioFailure) {
        let label = withImage ? "cell with image" : "cell without image"
        try expect(constraintCount == (withImage ? 36 : 35), "\(label): \(constraintCount) constraints")
        try expect(values.count == 25, "\(label): \(values.count) values")
        func v(_ view: Int, _ field: Int) -> Double { values[view * 4 + field] }
        // view order c, img, title, date, body, sub; fields left, top, width, height
        try expect(values[24], ihValue, "\(label): ih")
        try expect(v(0, 3), Cell.expectedHeight(withImage: withImage, ih: ihValue), "\(label): c.height")
        try expect(v(0, 0), 0, "\(label): c.left")
        try expect(v(0, 2), 375, "\(label): c.width")
        let lead: Double = withImage ? 92 : 16
        try expect(v(2, 0), lead, "\(label): title.left")
        // date.width >= 60 (751) beats title.width >= 200 (750): with the image only 259 points
        // are left for both, so title gives one.
        try expect(v(2, 2), withImage ? 199 : 200, "\(label): title.width")
        try expect(v(2, 3), 20, "\(label): title.height")
        try expect(v(3, 2), 60, "\(label): date.width")
        try expect(v(3, 0), 299, "\(label): date.left")
        try expect(v(3, 3), 16, "\(label): date.height")
        try expect(v(4, 1), 36, "\(label): body.top")
        try expect(v(4, 2), 359 - lead, "\(label): body.width")
        try expect(v(4, 3), ihValue, "\(label): body.height")
        try expect(v(5, 1), 40 + ihValue, "\(label): sub.top")
        try expect(v(5, 2), 150, "\(label): sub.width")
        try expect(v(5, 3), 18, "\(label): sub.height")
        if withImage {
            try expect([v(1, 0), v(1, 1), v(1, 2), v(1, 3)] == [16, 12, 64, 64], "\(label): img frame")
        } else {
            try expect([v(1, 0), v(1, 1), v(1, 2), v(1, 3)] == [0, 0, 0, 0], "\(label): img frame")
        }
    }

    /// Workload (c): rows `range` of the re-solve loop: for each row suggest ih, solve, read
    /// c.height. Returns the number of rows whose height was wrong and the first one of them.
    @inline(never)
    public func resolveRows(_ range: Range<Int>) throws -> (wrong: Int, first: (row: Int, got: Double)?) {
        var wrong = 0
        var first: (row: Int, got: Double)? = nil
        let floor: Double = withImage ? 88 : 0
        for i in range {
            let ihValue = Cell.rowIntrinsicHeight(i)
            try solver.suggestValue(ihValue, for: ih)
            let height = solver.value(of: c.height)
            if !isClose(height, max(floor, 70 + ihValue)) {
                wrong += 1
                if first == nil { first = (i, height) }
            }
        }
        return (wrong, first)
    }

    /// Runs ``resolveRows(_:)`` and throws on any wrong height.
    public func resolve(rows range: Range<Int>) throws {
        let result = try resolveRows(range)
        if result.wrong > 0, let first = result.first {
            throw ScenarioFailure(
                "cell re-solve (\(withImage ? "with" : "without") image): \(result.wrong) of \(range.count) rows wrong; "
                    + "row \(first.row) (ih \(Cell.rowIntrinsicHeight(first.row))) got c.height \(first.got), "
                    + "expected \(Cell.expectedHeight(withImage: withImage, ih: Cell.rowIntrinsicHeight(first.row)))")
        }
    }
}
