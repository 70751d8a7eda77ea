/// What `help` answers: the overview, commands' pages, a group of sub-commands, or a property.
enum HelpTopic {
    case overview
    /// One page (or the command line's commands, one after the other).
    case commands([Command])
    /// A group of sub-commands (`help table`).
    case group(String)
    case property(PropertyDeclaration)
}
