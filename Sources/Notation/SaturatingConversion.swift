extension Int {
    /// The whole number nearest below `value` (toward zero), held within ±2⁵³ (where every
    /// whole Double is exact); 0 for NaN. Never traps, unlike `Int(_:)` on a Double that is
    /// not finite or is out of range.
    public init(saturating value: Double) {
        guard !value.isNaN else { self = 0; return }
        let limit = 9_007_199_254_740_992.0
        self.init(Swift.max(-limit, Swift.min(limit, value)))
    }
}
