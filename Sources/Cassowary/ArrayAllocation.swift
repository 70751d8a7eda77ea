// Arrays made with a first capacity, through the specialised allocation path:
// `init(unsafeUninitializedCapacity:)` goes through the runtime's unspecialised allocation,
// which looks the array's type metadata up at each call.

/// An empty array with room for `capacity` elements.
@inline(__always)
func emptyArray<Element>(capacity: Int) -> [Element] {
    var array: [Element] = []
    array.reserveCapacity(capacity)
    return array
}
