extension CommandTable {
    static let variables: [Command] = [
        Command(form: PlainConstraint.self),
        Command(Suggest.self),
        Command(Values.self),
    ]
}
