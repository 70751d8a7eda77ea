/// How often a scene did its costly steps: broken constraints tried again (a phase one each),
/// and stacks rebuilt (a constraint an arranged view each).
struct SceneWork {
    var retries = 0
    var stackRebuilds = 0
}
