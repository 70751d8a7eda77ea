import InterfaceBuilder

/// `open FILE [ROOT]`: the root opened as the scene, and how its frames compare with Xcode's.
struct DocumentOpened {
    var file: String
    var document: IBDocument
    var root: IBRoot
    var check: IBRootCheck
}
