import Cassowary
import Layout
import SwiftSyntax

/// SnapKit: `view.snp.makeConstraints { make in make.top.equalToSuperview().offset(8) }`.
extension SwiftEvaluator {
    func dslCall(_ view: String, _ method: String, _ c: FunctionCallExprSyntax) throws(ReadFailure) -> CodeValue {
        guard method == "makeConstraints" || method == "remakeConstraints" || method == "prepareConstraints" else {
            throw fail(.unknownCall("snp.\(method)"), c)
        }
        guard let closure = c.trailingClosure ?? c.arguments.first?.expression.as(ClosureExprSyntax.self) else {
            throw fail(.expression("snp.\(method) without a closure"), c)
        }
        let p = place(c)
        if method == "remakeConstraints" {
            for i in snapKitMade[view] ?? [] { recorder.setActive(i, false, place: p) }
            recorder.layout.notes.append(ImportNote(.remade(view: view), at: p))
        }
        let before = recorder.layout.constraints.count
        activatesChains = method != "prepareConstraints"
        defer { activatesChains = true }
        let maker = ConstraintChain(view: view, attributes: [], place: p)
        run(closure.statements, locals: [Self.closureParameters(closure).first ?? "$0": .chain(maker)])
        snapKitMade[view, default: []] += Array(before..<recorder.layout.constraints.count)
        return .nothing
    }
}
