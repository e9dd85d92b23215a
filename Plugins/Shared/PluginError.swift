import Foundation

/// A plugin failure: `path:line:column: error: message` where a file is at fault, as the CLI and the tests show
/// it. SwiftPM prints a plugin's errors after its own `error: ` prefix, so the plugins hand it
/// ``swiftPMMessage`` through `reportingFailures(else:_:)` instead of throwing.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }

    /// The description without the `error: ` severity that SwiftPM's own prefix repeats: thrown, a pointer
    /// error printed as `error: path:1:10: error: …`, then a second line saying the build planning stopped.
    var swiftPMMessage: String {
        guard let range = description.range(of: ": error: ") else { return description }
        return description.replacingCharacters(in: range, with: ": ")
    }
}

#if canImport(PackagePlugin)
    import PackagePlugin

    extension PluginError {
        /// Runs `body`; a `PluginError` it throws is reported as one error diagnostic (``swiftPMMessage``), which
        /// fails the build or command as a thrown error does, and `fallback` is returned. Other errors are thrown.
        static func reportingFailures<T>(else fallback: T, _ body: () throws -> T) rethrows -> T {
            do {
                return try body()
            } catch let error as PluginError {
                Diagnostics.error(error.swiftPMMessage)
                return fallback
            }
        }
    }
#endif
