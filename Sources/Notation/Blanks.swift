extension StringProtocol {
    /// Without leading and trailing blanks: spaces, tabs, carriage returns and newlines.
    public func trimmingBlanks() -> String {
        let blanks: Set<Character> = [" ", "\t", "\r", "\n"]
        guard let start = firstIndex(where: { !blanks.contains($0) }),
              let end = lastIndex(where: { !blanks.contains($0) }) else { return "" }
        return String(self[start...end])
    }
}
