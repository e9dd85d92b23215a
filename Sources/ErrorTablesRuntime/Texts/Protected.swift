import Foundation

/// A value guarded by a lock so that several threads can read and update it.
final class Protected<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Wraps an initial value.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns what it returns.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
