import Layout

extension CommandTable {
    static let build: [Command] = [
        Command(MakeView.self),
        Command(MakeLabel.self),
        Command(MakeImage.self),
        Command(MakeStack.self),
        Command(MakeGuide.self),
        Command(StackAdd.self),
        Command(StackInsert.self),
        Command(StackRemove.self),
        Command(StackSpacing.self),
        Command(VisualFormatLine.self),
        Command(ConstraintLine.self),
        Command(AssignmentLine.self),
        Command(Remove.self),
    ]
}
