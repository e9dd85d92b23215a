/// An operation that returns or throws scripted outcomes in order, repeating the last one, and
/// counts its calls.
actor ScriptedOperation<Failure: Error> {
    private let outcomes: [Result<String, Failure>]
    /// How many times the operation was called.
    private(set) var calls = 0

    init(_ outcomes: [Result<String, Failure>]) {
        self.outcomes = outcomes
    }

    /// Returns or throws the next outcome.
    func callAsFunction() throws(Failure) -> String {
        let outcome = outcomes[min(calls, outcomes.count - 1)]
        calls += 1
        return try outcome.get()
    }
}
