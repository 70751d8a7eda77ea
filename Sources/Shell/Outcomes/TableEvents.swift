import TableSim

/// `table log [N]`: the table's last events, oldest first.
struct TableEvents {
    var events: [TableEvent]
}
