// Writes a scene's solved systems in the text format that Kiwi/kiwi_system.cpp reads
// ("trellis-system 1"; Benchmarks/NOTES.md describes it), so that kiwi solves exactly the
// constraints Trellis's solver held.

import Cassowary
import Foundation
import Layout

enum SystemDump {
    static func text(of systems: [SolvedSystem]) -> String {
        var ids: [ObjectIdentifier: Int] = [:]
        var out = "trellis-system 1\n"
        func id(_ variable: Variable) -> Int {
            if let known = ids[ObjectIdentifier(variable)] { return known }
            let new = ids.count
            ids[ObjectIdentifier(variable)] = new
            let name = variable.name.map { $0 == " " || $0 == "\t" ? "_" : $0 }
            out += "var \(new) \(String(name))\n"
            return new
        }
        var body = ""
        var valueLines = ""
        for (k, system) in systems.enumerated() {
            body += "# tree \(system.root)\nsolver \(k)\n"
            for entry in system.constraints {
                let priority = entry.priority.isRequired ? "required" : number(entry.priority.value)
                let terms = entry.constraint.expression.terms.map { "\(number($0.coefficient)) \(id($0.variable))" }
                guard !terms.isEmpty else { continue }
                body += "c \(entry.constraint.relation.rawValue) \(priority) \(number(entry.constant)) " + terms.joined(separator: " ") + "\n"
            }
            for (variable, value) in system.values where ids[ObjectIdentifier(variable)] != nil {
                valueLines += "value \(id(variable)) \(number(value))\n"
            }
        }
        return out + body + valueLines
    }

    /// A decimal the reader takes back exactly.
    private static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)"
    }
}
