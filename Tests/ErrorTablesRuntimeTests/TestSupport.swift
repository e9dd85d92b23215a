import Foundation

/// Whether `value` is the very `NSError` object `expected`, not a copy or a bridged wrapper.
func isSameObject(_ value: Any?, _ expected: NSError) -> Bool {
    guard let value, let object = value as? NSError else { return false }
    return object === expected
}
