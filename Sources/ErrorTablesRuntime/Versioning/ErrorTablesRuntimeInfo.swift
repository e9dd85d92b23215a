/// Facts about this build of the ErrorTables runtime.
///
/// ```swift
/// print("ErrorTables \(ErrorTablesRuntimeInfo.version), runtime API version \(ErrorTablesRuntimeInfo.apiVersion)")
/// ```
public enum ErrorTablesRuntimeInfo {
    /// The release of ErrorTables this runtime belongs to (`MAJOR.MINOR.PATCH`): the one place the number is
    /// kept. `error-tables --version` prints it and `CHANGELOG.md`'s newest heading names it.
    public static let version = "0.2.0"

    /// The API version, matching the `ErrorTablesRuntimeAPIVersion_N` protocol this runtime declares.
    public static let apiVersion = 4
}
