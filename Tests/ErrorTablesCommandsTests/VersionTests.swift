import ErrorTablesCommands
import ErrorTablesRuntime
import ErrorTablesTestSupport
import Foundation
import Testing

/// The release number lives in `ErrorTablesRuntimeInfo.version`; the CLI's `--version` and the newest heading of
/// CHANGELOG.md must say the same, and the changelog's runtime API version must be the runtime's.
@Suite struct VersionTests {
    /// The newest release heading of CHANGELOG.md: `## 0.2.0 (runtime API 3)` → ("0.2.0", 3).
    static func newestChangelogRelease() throws -> (version: String, apiVersion: Int?) {
        let text = try String(contentsOfFile: PackageRoot.path("CHANGELOG.md"), encoding: .utf8)
        let heading = try #require(text.split(separator: "\n").first { $0.hasPrefix("## ") })
        let words = heading.dropFirst(3).split(separator: " ")
        let version = String(try #require(words.first))
        let api = heading.range(of: "(runtime API ").flatMap { range in
            Int(heading[range.upperBound...].prefix { $0.isNumber })
        }
        return (version, api)
    }

    @Test func theReleaseIsASemanticVersion() {
        let parts = ErrorTablesRuntimeInfo.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    }

    @Test func theChangelogNamesTheReleaseAndItsRuntimeAPI() throws {
        let newest = try Self.newestChangelogRelease()
        #expect(newest.version == ErrorTablesRuntimeInfo.version)
        #expect(newest.apiVersion == ErrorTablesRuntimeInfo.apiVersion)
    }

    @Test func theCommandLinePrintsTheRelease() {
        var console = Console()
        let status = ErrorTablesTool.run(["--version"], console: &console)
        #expect(status == 0)
        #expect(console.errors == "")
        #expect(
            console.output
                == "error-tables \(ErrorTablesRuntimeInfo.version) (generated code requires ErrorTablesRuntime API "
                + "\(ErrorTablesRuntimeInfo.apiVersion))\n")
    }
}
