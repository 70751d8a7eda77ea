// Reading values: basic externals are evaluated in rank order from their (lazy) rows and cached
// until the next change; every parametric symbol is zero.

extension SolverCore {
    mutating func evaluate(_ s: Int32) -> Double {
        let info = tableau.symbols[Int(s)]
        guard info.isBasic else { return 0 }
        if cachedValue.count < tableau.symbols.count {
            let grow = max(tableau.symbols.count, 2 * cachedValue.count, 64) - cachedValue.count
            cachedValue.append(contentsOf: repeatElement(0, count: grow))
            cachedGeneration.append(contentsOf: repeatElement(0, count: grow))
        }
        if cachedGeneration[Int(s)] == generation { return cachedValue[Int(s)] }
        // Depth-first over the basic externals a row mentions, without recursion (a chain of
        // ten thousand links is ten thousand deep), on a stack kept between calls.
        var stack: [Int32] = []
        swap(&stack, &evaluationStack)
        // The loop below ends with the stack empty, its capacity kept for the next call.
        defer { evaluationStack = stack }
        stack.append(s)
        while let top = stack.last {
            if cachedGeneration[Int(top)] == generation {
                stack.removeLast()
                continue
            }
            var ready = true
            var sum = tableau.symbols[Int(top)].constant
            var n = tableau.symbols[Int(top)].rowHead
            while n != -1 {
                let node = tableau.nodes[Int(n)]
                let c = node.col
                if tableau.symbols[Int(c)].isBasic, tableau.kind(c) == .external {
                    if cachedGeneration[Int(c)] == generation {
                        sum += node.value * cachedValue[Int(c)]
                    } else {
                        ready = false
                        stack.append(c)
                    }
                }
                n = node.rowNext
            }
            if ready {
                cachedValue[Int(top)] = sum
                cachedGeneration[Int(top)] = generation
                stack.removeLast()
            }
        }
        return cachedValue[Int(s)]
    }
}
