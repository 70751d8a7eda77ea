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
        Command(form: VisualFormatLine.self),
        Command(form: ConstraintLine.self),
        Command(form: AssignmentLine.self),
        Command(Remove.self),
    ]
}
