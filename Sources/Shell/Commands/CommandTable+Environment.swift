extension CommandTable {
    static let environment: [Command] = [
        Command(TextSize.self),
        Command(Direction.self),
        Command(Scale.self),
        Command(Columns.self),
        Command(Measure.self),
        Command(LoadFont.self),
        Command(Timing.self),
    ]
}
