/// A generated file whose checked-in copy does not match what the spec generates.
public struct GeneratedFileDifference: Sendable, Equatable {
    /// How the checked-in copy differs.
    public enum Status: String, Sendable, Equatable, CaseIterable {
        /// The file exists but its bytes differ.
        case stale
        /// The spec generates the file but it is not there.
        case missing
        /// The folder holds a generated file (one a manifest of the spec's domains lists) the spec no longer generates.
        case extra
    }

    /// The file's path: the checked-in folder joined with the generated file's relative path.
    public var path: String
    /// Stale, missing or extra.
    public var status: Status
    /// A short unified diff from the checked-in copy to the generated one (see `UnifiedDiff`).
    public var diff: UnifiedDiff
    /// The 1-based line of the checked-in copy where the first difference is; `nil` for a missing file.
    public var line: Int?

    /// Creates a difference.
    public init(path: String, status: Status, diff: UnifiedDiff, line: Int?) {
        self.path = path
        self.status = status
        self.diff = diff
        self.line = line
    }

    /// What the report says about the file.
    public var message: String {
        switch status {
        case .stale: "generated file is stale: it differs from what the spec generates"
        case .missing: "generated file is missing: the spec generates it but it is not checked in"
        case .extra: "generated file is extra: the spec no longer generates it"
        }
    }
}
