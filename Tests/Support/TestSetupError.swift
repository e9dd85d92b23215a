/// A test's setup step that went wrong (a file not written, a program not found or failing).
public struct TestSetupError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
