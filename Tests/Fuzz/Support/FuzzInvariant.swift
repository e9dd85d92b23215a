import Foundation

/// Stops the run when an invariant of a fuzz target does not hold, so libFuzzer saves the input as a crash.
///
/// A harness check, not part of the tool: prints what failed and aborts (libFuzzer reports the deadly signal).
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data("fuzz invariant failed: \(message())\n".utf8))
    abort()
}

/// The bytes of a libFuzzer input.
func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}
