import Layout
@testable import TableSim
import XCTest

/// Random inserts, deletes, moves, updates and scrolls against a model written out plainly:
/// an array of row ids, each row's text, and heights from a fresh layout of that text. After
/// every step the table must agree with it on the rows' order, heights and offsets, the rows
/// on screen, the reuse pool, the height cache and the anchor row's place on screen.
final class TableChangePropertyTests: XCTestCase {
    private struct Model {
        var ids: [String]
        var texts: [String: String]
    }

    func testChangesAgreeWithAnArrayModel() throws {
        let template = try Fixtures.textTemplate()
        let strategies: [SizingStrategy] = [.prototype, .cached, .selfSizing(.constant(44)), .estimated(.constant(30), cached: true)]
        let anchors: [ScrollAnchor] = [.uikit, .top, .bottom, .row(5)]
        var fresh: [String: Double] = [:]
        for trial in 0..<24 {
            var rng = SplitMix64(seed: 900 + UInt64(trial))
            let source = Fixtures.sentences(40, seed: UInt64(trial))
            let sizing = strategies[trial % strategies.count]
            let table = try Fixtures.table(template, rows: source, sizing: sizing, height: 300)
            table.setAnchor(anchors[(trial / strategies.count) % anchors.count])
            table.reload()
            var model = Model(ids: (0..<40).map(String.init), texts: [:])
            for r in 0..<40 { model.texts[String(r)] = source.row(at: r).fields["text"]?.text ?? "" }
            var nextKey = 40
            func height(_ id: String, _ r: Int) throws -> Double {
                let text = model.texts[id] ?? ""
                if let h = fresh[text] { return h }
                let row = Row(index: r, id: id, fields: ["text": .string(text)])
                let h = try template.freshFittingHeight(for: row, width: 320, category: .large, separator: 1) + 1
                fresh[text] = h
                return h
            }
            for step in 0..<40 {
                let where_ = "trial \(trial) (\(sizing), anchor \(table.anchor)) step \(step)"
                // What is on screen before, for the anchor's promise.
                let before = table.visibleRows.first
                let anchorID: String? = {
                    if case .row(let r) = table.anchor { return r < model.ids.count ? model.ids[r] : nil }
                    return before.map { model.ids[$0.row] }
                }()
                let anchorY = anchorID.flatMap { id in model.ids.firstIndex(of: id) }.map { table.records.offset(of: $0) - table.contentOffset }
                let offsetBefore = table.contentOffset
                let wasAtBottom = table.contentOffset >= table.maximumOffset - 0.5
                var changedData = true, updated: String?
                let op = rng.int(in: 0...6)
                let context = where_ + " op \(op)"
                switch op {
                case 0:
                    let at = rng.int(in: 0...model.ids.count), n = rng.int(in: 1...4)
                    table.insertRows(continuing: n, at: at)
                    let ids = (nextKey..<(nextKey + n)).map(String.init)
                    for (i, id) in ids.enumerated() {
                        model.texts[id] = source.continuedRow(at: nextKey + i)?.fields["text"]?.text ?? ""
                    }
                    nextKey += n
                    model.ids.insert(contentsOf: ids, at: at)
                case 1 where model.ids.count > 4:
                    let lo = rng.int(in: 0...(model.ids.count - 1)), hi = min(model.ids.count, lo + rng.int(in: 1...3))
                    table.deleteRows(lo..<hi)
                    model.ids.removeSubrange(lo..<hi)
                case 2 where model.ids.count > 1:
                    let from = rng.int(in: 0...(model.ids.count - 1)), to = rng.int(in: 0...(model.ids.count - 1))
                    guard from != to else { continue }
                    table.moveRow(from, to: to)
                    model.ids.insert(model.ids.remove(at: from), at: to)
                case 3:
                    let r = rng.int(in: 0...(model.ids.count - 1))
                    let text = GeneratedRows.sentence(&rng, medianWords: Double(rng.int(in: 2...30)))
                    table.updateRow(r, fields: ["text": .string(text)], reload: true)
                    model.texts[model.ids[r]] = text
                    updated = model.ids[r]
                case 6:
                    // A batch: each change on the rows the one before left; one frame at the end.
                    table.beginBatch()
                    for _ in 0..<rng.int(in: 1...4) {
                        switch rng.int(in: 0...3) {
                        case 0:
                            let at = rng.int(in: 0...model.ids.count)
                            table.insertRows(continuing: 1, at: at)
                            model.texts[String(nextKey)] = source.continuedRow(at: nextKey)?.fields["text"]?.text ?? ""
                            model.ids.insert(String(nextKey), at: at)
                            nextKey += 1
                        case 1 where model.ids.count > 4:
                            let r = rng.int(in: 0...(model.ids.count - 1))
                            table.deleteRows(r..<(r + 1))
                            model.ids.remove(at: r)
                        case 2 where model.ids.count > 1:
                            let from = rng.int(in: 0...(model.ids.count - 1)), to = rng.int(in: 0...(model.ids.count - 1))
                            if from != to {
                                table.moveRow(from, to: to)
                                model.ids.insert(model.ids.remove(at: from), at: to)
                            }
                        default:
                            let r = rng.int(in: 0...(model.ids.count - 1))
                            let text = GeneratedRows.sentence(&rng, medianWords: Double(rng.int(in: 2...30)))
                            table.updateRow(r, fields: ["text": .string(text)], reload: true)
                            model.texts[model.ids[r]] = text
                            updated = model.ids[r]
                        }
                    }
                    table.endBatch()
                default:
                    changedData = false
                    table.scroll(by: Double(rng.int(in: -400...400)))
                }
                let n = model.ids.count
                XCTAssertEqual(table.rowCount, n, context)
                // Order and identity.
                for r in 0..<n where table.row(at: r).id != model.ids[r] {
                    XCTFail("\(context): row \(r) is \(table.row(at: r).id), the model has \(model.ids[r])")
                    return
                }
                // Heights: the fresh layout's for every row the table knows; estimates for others.
                var start = 0.0
                for r in 0..<n {
                    let record = table.records[r]
                    let expected = sizing.usesEstimates && !record.isKnown ? record.estimate : try height(model.ids[r], r)
                    XCTAssertEqual(record.height, expected, accuracy: 1e-9, "\(context): row \(r)")
                    XCTAssertEqual(table.records.offset(of: r), start, accuracy: 1e-6, "\(context): offset of row \(r)")
                    start += record.height
                }
                // The rows on screen: exactly those that cover the viewport.
                let y = table.contentOffset, bottom = y + table.viewport.height
                var covering: [Int] = []
                var top = 0.0
                for r in 0..<n {
                    let h = table.records[r].height
                    if top < bottom, top + h > y { covering.append(r) }
                    top += h
                }
                XCTAssertEqual(table.visibleRows.map(\.row), covering, context)
                // Every cell is on screen or in its pool.
                let stats = table.stats
                for (id, pool) in stats.pools {
                    XCTAssertEqual(pool.created, pool.inPool + pool.onScreen, "\(context): pool \(id)")
                    XCTAssertEqual(pool.onScreen, covering.count, "\(context): cells on screen")
                }
                // The height cache holds the fresh height of each row's data, by id.
                if sizing.usesCache {
                    for (r, id) in model.ids.enumerated() {
                        if let cached = table.storedHeights.cache[id] {
                            XCTAssertEqual(cached + 1, try height(id, r), accuracy: 1e-9, "\(context): cache for \(id)")
                        }
                    }
                }
                // The anchor: what it keeps put stays put (unless the content's ends hold it).
                // A row reloaded (reloadRows) keeps the first row known on screen put, as the
                // correction of estimates does: not itself, when it is that row.
                guard changedData, updated == nil || (updated != anchorID && table.anchor != .uikit) else { continue }
                let clamped = table.contentOffset <= 0 || table.contentOffset >= table.maximumOffset - 1e-9
                switch table.anchor {
                case .uikit:
                    if !clamped, !sizing.usesEstimates { XCTAssertEqual(table.contentOffset, offsetBefore, accuracy: 1e-9, context) }
                case .bottom where wasAtBottom:
                    XCTAssertEqual(table.contentOffset, table.maximumOffset, accuracy: 1e-9, "\(context): pinned to the bottom")
                case .top, .row, .bottom:
                    // Where the content's end stops the anchor, the screen moves, and the
                    // table says by how much.
                    // A row anchor off the screen gives way to the rows on it: they stay put as
                    // the rows among them replace their estimates.
                    let offScreen: Bool = {
                        guard case .row(let a) = table.anchor else { return false }
                        return !table.visibleRows.contains { $0.row == a }
                    }()
                    if !clamped, !offScreen, let anchorID, let anchorY, let r = model.ids.firstIndex(of: anchorID) {
                        let moved = table.records.offset(of: r) - table.contentOffset - anchorY
                        if abs(moved) > 1e-6 {
                            let reported = table.jumps.filter { $0.frame == table.lastFrame?.frame && $0.kind == .screenMoved }
                            XCTAssertEqual(reported.map(\.delta), [moved], "\(context): row \(anchorID) moved on screen")
                        }
                    }
                }
            }
        }
    }

    /// An update without `reloadRows` keeps the row's old height, and `table verify` says why;
    /// reloading the row mends it. Fails if the update sizes the row again on its own.
    func testAnUpdateWithoutReloadKeepsTheOldHeight() throws {
        let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(30), sizing: .prototype)
        table.reload()
        let before = table.records.height(of: 2)
        table.updateRow(2, fields: ["text": .string(String(repeating: "A longer message now. ", count: 12))], reload: false)
        XCTAssertEqual(table.records.height(of: 2), before)
        let check = table.verify(rows: 0..<30)
        XCTAssertEqual(check.differing.map(\.row), [2])
        XCTAssertEqual(check.differing.first?.reason, .changedWithoutReload)
        table.invalidate(.row(2))
        XCTAssertGreaterThan(table.records.height(of: 2), before)
        XCTAssertTrue(table.verify(rows: 0..<30).differing.isEmpty)
    }

    /// A cache keyed by index path gives an inserted row the height of the row that was there;
    /// keyed by id, it does not.
    func testACacheByIndexPathGoesStaleAfterAnInsertAbove() throws {
        for key in [HeightCacheKey.index, .id] {
            let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(30), sizing: .cached)
            table.cacheKey = key
            table.reload()
            table.insertRows(continuing: 1, at: 0)
            let stale = table.verify(rows: 0..<30).differing
            if key == .index {
                XCTAssertFalse(stale.isEmpty)
                XCTAssertTrue(stale.allSatisfy { if case .cached(_, .index) = $0.reason { true } else { false } }, "\(stale)")
            } else {
                XCTAssertTrue(stale.isEmpty, "\(stale)")
            }
        }
    }

    /// Inserting at the top with the uikit anchor moves the screen by the rows' height, and the
    /// jump says so; with the top anchor the offset takes it instead.
    func testJumpsNameTheirRows() throws {
        for anchor in [ScrollAnchor.uikit, .top] {
            let table = try Fixtures.table(Fixtures.textTemplate(), rows: Fixtures.sentences(100), sizing: .prototype)
            table.setAnchor(anchor)
            table.reload()
            table.scroll(to: 1_000)
            table.insertRows(continuing: 2, at: 0)
            let inserted = table.records.offset(of: 2)
            let jump = try XCTUnwrap(table.jumps.last)
            XCTAssertEqual(jump.kind, anchor == .uikit ? .screenMoved : .offsetCorrected)
            XCTAssertEqual(jump.delta, inserted, accuracy: 1e-9)
            XCTAssertEqual(jump.causes, [.inserted(rows: 0..<2, height: inserted)])
            XCTAssertEqual(table.contentOffset, anchor == .uikit ? 1_000 : 1_000 + inserted, accuracy: 1e-9)
        }
    }
}
