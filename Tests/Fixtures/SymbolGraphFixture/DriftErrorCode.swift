/// A hand-written error enum that drifts from its documentation on purpose, in both directions, for the
/// symbol-graph check (`CheckTests`): the test's spec documents `DriftErrorCodeQuotaExceeded`, which has no
/// case here, and does not document `legacyTimeout`, which is declared here.
public enum DriftErrorCode: Int, Sendable {
    /// A network error occurred.
    case networkError = 1001
    /// An argument is not valid.
    case invalidArgument = 1002
    /// The request timed out (no longer documented).
    case legacyTimeout = 1099
}
