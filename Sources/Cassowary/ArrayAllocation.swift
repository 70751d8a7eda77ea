// Arrays made with a first capacity, through the specialised allocation path.

/// `Array(repeating:count:)`, made through the specialised growth path: `init(repeating:count:)`
/// and `init(unsafeUninitializedCapacity:)` go through the runtime's unspecialised allocation,
/// which looks the array's type metadata up at each call (as dear as the rest of a small map's
/// set-up).
@inline(__always)
func filledArray<Element>(repeating value: Element, count: Int) -> [Element] {
    var array: [Element] = []
    array.reserveCapacity(count)
    array.append(contentsOf: repeatElement(value, count: count))
    return array
}

/// An empty array with room for `capacity` elements.
@inline(__always)
func emptyArray<Element>(capacity: Int) -> [Element] {
    var array: [Element] = []
    array.reserveCapacity(capacity)
    return array
}
