/// A plugin failure, printed by SwiftPM as the plugin's error: `path:line:column: error: message` where a
/// file is at fault.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
