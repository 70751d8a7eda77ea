import TableSim

/// An estimate written as a function of the row: terms joined by `+` and `-`, each a number,
/// a field (`$likes`, its number) or a field's length (`$text.length`), or a number times one
/// of those (`$text.length*0.4`, `0.4*$text.length`): `estimate=$text.length*0.4+40`.
enum EstimateGrammar {
    struct Failure: Error, Equatable {
        var message: String
    }

    static func function(_ text: String) -> Result<EstimateFunction, Failure> {
        var terms: [EstimateFunction.Term] = []
        var constant = 0.0
        // Signed terms: split before each + or - that follows something.
        var pieces: [(sign: Double, text: String)] = []
        var current = "", sign = 1.0
        for c in text {
            if (c == "+" || c == "-"), !current.isEmpty, current.last != "e", current.last != "*" {
                pieces.append((sign, current))
                current = ""
                sign = c == "-" ? -1 : 1
            } else {
                current.append(c)
            }
        }
        pieces.append((sign, current))
        for (sign, piece) in pieces {
            let factors = piece.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
            guard factors.count <= 2, !factors.contains(where: \.isEmpty) else {
                return .failure(Failure(message: "'\(piece)' is not a term: a number, $field, $field.length, or a number times one of them"))
            }
            var factor = sign, field: (name: String, length: Bool)?
            for f in factors {
                if f.hasPrefix("$") {
                    guard field == nil else { return .failure(Failure(message: "'\(piece)' multiplies two fields: an estimate is linear")) }
                    var name = String(f.dropFirst()), length = false
                    if name.hasSuffix(".length") {
                        name = String(name.dropLast(".length".count))
                        length = true
                    }
                    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                        return .failure(Failure(message: "'\(f)' is not a field: $name or $name.length"))
                    }
                    field = (name, length)
                } else if let x = Double(f), x.isFinite, abs(x) <= 1e6 {
                    factor *= x
                } else {
                    return .failure(Failure(message: "'\(f)' is not a number (to 1,000,000) or a field"))
                }
            }
            if let field {
                terms.append(EstimateFunction.Term(field: field.name, length: field.length, factor: factor))
            } else {
                constant += factor
            }
        }
        guard !terms.isEmpty else { return .failure(Failure(message: "an estimate function reads a field of the row, as $text.length*0.4+40")) }
        return .success(EstimateFunction(terms: terms, constant: constant))
    }
}
