/// `table memo`: whether prototype cells remember heights by the rows' values, and whether
/// this line set it.
struct LayoutMemo: Equatable {
    var isOn: Bool
    var wasSet: Bool
}
