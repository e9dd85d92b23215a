/// Facts about this build of the ErrorTables runtime.
///
/// ```swift
/// print("ErrorTables runtime API version \(ErrorTablesRuntimeInfo.apiVersion)")
/// ```
public enum ErrorTablesRuntimeInfo {
    /// The API version, matching the `ErrorTablesRuntimeAPIVersion_N` protocol this runtime declares.
    public static let apiVersion = 2
}
