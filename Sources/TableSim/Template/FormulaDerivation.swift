import Layout

/// Why a height formula cannot be read off a template's constraints.
public enum DerivationFailure: Error, Sendable, Equatable {
    /// The table has no template, or more than one (a formula is derived for one cell).
    case templateCount(Int)
    /// Bindings that change the cell's shape row by row (collapsed, size, constant): the sum
    /// is not one for every row.
    case shapeBindings([String])
    /// A label whose width does not follow the table's (it does not grow by what the table
    /// grows): its width is no `width - k`.
    case widthDoesNotFollow(label: String, grew: Double, by: Double)
    /// A label whose height does not add to the cell's one for one: it sits beside something
    /// taller, or a `>=` absorbs it; the layout takes a maximum, not a sum.
    case notASum(label: String, added: Double, of: Double)
    /// Labels whose heights do not add up together (they share a line).
    case sharedLine([String])
    /// Nothing decides the content view's height (UIKit's standard 44 pt row).
    case standardHeight
    /// The template does not lay out.
    case template(TemplateError)
}

extension CellTemplate {
    /// A long text, so that a label takes the widest frame its constraints give it.
    static let longText = Array(repeating: "The quick brown fox jumps over the lazy dog.", count: 12).joined(separator: " ")

    /// The formula that gives this template's row heights where its layout is a simple
    /// vertical sum: fixed space plus each text label's height wrapped at its width (a
    /// `width - k` that follows the table's), plus the separator. Read off the layout, not
    /// guessed: each label's width at two table widths, and the cell's height with each
    /// label's height set to 0, 100 and 1000 pt, alone and all together; any part that does
    /// not add up one for one is refused with what it did instead.
    ///
    /// `row`: a row of the data (its non-text values, for a template that has none of them,
    /// change nothing); `tableWidth`: the table's width.
    public func deriveHeightFormula(row: Row, tableWidth: Double, category: ContentSizeCategory,
                                    separator: Double) -> Result<HeightFormula, DerivationFailure> {
        let shaping = bindings.filter { [.collapsed, .size, .constant].contains($0.property) }
        guard shaping.isEmpty else { return .failure(.shapeBindings(shaping.map(\.description))) }
        do throws(TemplateError) {
            let labels = textLabels
            // Each label's width: at the table's width and 100 pt wider, whole widths (a frame is
            // rounded to the pixel: at 320.5 a label 16 less would read 304.5 − 0.5).
            let probe = tableWidth.rounded()
            let widths = try labelWidths(labels, row: row, tableWidth: probe, category: category, separator: separator)
            let wider = try labelWidths(labels, row: row, tableWidth: probe + 100, category: category, separator: separator)
            var widthTerms: [String: HeightFormula] = [:]
            for (name, w) in widths {
                guard case .label(let label)? = recipe.view(name)?.kind else { continue }
                switch label.preferredMaxWidth {
                case .explicit(let pmw): widthTerms[name] = .number(pmw)
                case .legacy: break
                case .automatic:
                    let grew = (wider[name] ?? w) - w
                    guard abs(grew - 100) < 1e-6 else { return .failure(.widthDoesNotFollow(label: name, grew: grew, by: 100)) }
                    let k = probe - w
                    widthTerms[name] = k == 0 ? .width : .binary(.subtract, .width, .number(k))
                }
            }
            // The cell's height with the labels' heights set.
            let scene = try freshScene(for: row, category: category)
            let contentWidth = self.contentWidth(in: tableWidth)
            func height(_ heights: [String: Double]) throws(TemplateError) -> Double {
                do {
                    for name in labels { try scene.setIntrinsicSize(name, Size(width: widths[name] ?? 0, height: heights[name] ?? 0)) }
                    return try scene.fittingSize(of: sizedView, .compressed, width: contentWidth).height
                } catch {
                    throw .layout(error)
                }
            }
            let base = try height([:])
            if base <= 1e-9, CellInstance.zeroIsAmbiguous(scene, sizedView, width: contentWidth) { return .failure(.standardHeight) }
            for name in labels {
                for probe in [100.0, 1000] {
                    let added = try height([name: probe]) - base
                    guard abs(added - probe) < 1e-6 else { return .failure(.notASum(label: name, added: added, of: probe)) }
                }
            }
            if labels.count > 1 {
                let all = try height(Dictionary(uniqueKeysWithValues: labels.map { ($0, 100.0) })) - base
                guard abs(all - 100 * Double(labels.count)) < 1e-6 else { return .failure(.sharedLine(labels)) }
            }
            var formula = HeightFormula.number(base)
            for name in labels {
                let term: HeightFormula = widthTerms[name].map { .textHeight(label: name, width: $0) } ?? .lineHeight(label: name)
                formula = .binary(.add, formula, term)
            }
            return .success(.binary(.add, formula, .separator))
        } catch {
            return .failure(.template(error))
        }
    }

    /// Each text label's width in a cell of a table `tableWidth` wide, with a long text.
    private func labelWidths(_ labels: [String], row: Row, tableWidth: Double, category: ContentSizeCategory,
                             separator: Double) throws(TemplateError) -> [String: Double] {
        let cell = try CellInstance(template: self, serial: 0, width: contentWidth(in: tableWidth), category: category, separator: separator)
        cell.configure(row)
        let scene = cell.scene
        var widths: [String: Double] = [:]
        do {
            for name in labels { try scene.updateLabel(name) { $0.text = Self.longText } }
            scene.layoutIfNeeded()
            for name in labels { widths[name] = try scene.absoluteFrame(of: name).width }
        } catch {
            throw .layout(error)
        }
        return widths
    }
}

extension TableView {
    /// The height formula of the table's one template, read off its constraints at the
    /// table's width and text size (``CellTemplate/deriveHeightFormula(row:tableWidth:category:separator:)``).
    public func deriveHeightFormula() -> Result<HeightFormula, DerivationFailure> {
        guard templates.count == 1, let template = templates.first else { return .failure(.templateCount(templates.count)) }
        let row = rowCount > 0 ? self.row(at: 0) : Row(index: 0, fields: [:])
        return template.deriveHeightFormula(row: row, tableWidth: viewport.width, category: category, separator: separatorHeight)
    }
}
