extension Diagnostics {
    /// These diagnostics without their notes, for `generate` and the build plugin, which show errors and
    /// warnings only (the notes of a summary stay with its warning or error, as the summary makes them later).
    public var withoutNotes: Diagnostics { Diagnostics(all.filter { $0.severity != .note }) }
}
