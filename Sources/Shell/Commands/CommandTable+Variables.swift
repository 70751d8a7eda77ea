extension CommandTable {
    static let variables: [Command] = [
        Command(PlainConstraint.self),
        Command(Suggest.self),
        Command(Values.self),
    ]
}
