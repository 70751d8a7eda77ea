// Reading values: basic externals are evaluated in rank order from their (lazy) rows and cached
// until their row, or a row they were evaluated from, changes (`Tableau.forgetValues(from:)`);
// every parametric symbol is zero.

extension SolverCore {
    mutating func evaluate(_ s: Int32) -> Double {
        let symbols = tableau.symbols, nodes = tableau.nodes
        guard symbols[Int(s)].isBasic else { return 0 }
        let generation = tableau.valueEpoch
        if symbols[Int(s)].valueGeneration == generation { return symbols[Int(s)].value }
        // Depth-first over the basic externals a row mentions, without recursion (a chain of
        // ten thousand links is ten thousand deep), on a stack kept between calls (the loop
        // below ends with it empty).
        evaluationStack.append(s)
        while let top = evaluationStack.last {
            if symbols[Int(top)].valueGeneration == generation {
                evaluationStack.removeLast()
                continue
            }
            var ready = true
            var sum = symbols[Int(top)].constant
            var n = symbols[Int(top)].rowHead
            while n != -1 {
                let node = nodes[Int(n)]
                let c = Int(node.col)
                if symbols[c].isBasic, symbols[c].kind == .external {
                    if symbols[c].valueGeneration == generation {
                        sum += node.value * symbols[c].value
                    } else {
                        ready = false
                        evaluationStack.append(node.col)
                    }
                }
                n = node.rowNext
            }
            if ready {
                symbols[Int(top)].value = sum
                symbols[Int(top)].valueGeneration = generation
                evaluationStack.removeLast()
            }
        }
        return symbols[Int(s)].value
    }
}
