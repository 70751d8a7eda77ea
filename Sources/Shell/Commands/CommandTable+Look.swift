extension CommandTable {
    static let json = Command.Flag(name: "--json")

    static let look: [Command] = [
        Command(Frames.self),
        Command(Draw.self),
        Command(Views.self),
        Command(Constraints.self),
        Command(Export.self),
    ]

    static let explain: [Command] = [
        Command(Why.self),
        Command(Check.self),
        Command(Fix.self),
        Command(Fit.self),
    ]
}
