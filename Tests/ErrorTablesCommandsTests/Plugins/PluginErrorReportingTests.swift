import ErrorTablesTestSupport
import Foundation
import Testing

/// What the plugins hand SwiftPM for a failure (`PluginError.swiftPMMessage`, Plugins/Shared/PluginError.swift).
/// SwiftPM prints a plugin's error after its own `error: ` prefix; thrown, a pointer error came out as
/// `error: …/error-tables-plugin.json:1:10: error: expected a string` (issue 21), so the plugins report the
/// message without its severity through `PluginError.reportingFailures(else:_:)` instead.
@Suite struct PluginErrorReportingTests {
    /// `<driver> <target folder> <package folder>` prints the failure as SwiftPM is handed it.
    static let driver = SpecLocationDriver.compile(
        main: """
            import Foundation
            let arguments = CommandLine.arguments
            do {
                _ = try SpecLocation.find(
                    in: URL(filePath: arguments[1], directoryHint: .isDirectory),
                    package: URL(filePath: arguments[2], directoryHint: .isDirectory))
            } catch let error as PluginError {
                print(error.swiftPMMessage)
            }
            """)

    func swiftPMMessage(pointer: String) throws -> String {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.write("package/Sources/Errors/error-tables-plugin.json", pointer)
        let run = try Program.run(
            try Self.driver.get(), [sandbox.path("package/Sources/Errors"), sandbox.path("package")])
        return run.outputText.replacingOccurrences(of: sandbox.path("package/Sources/Errors"), with: "<target>")
    }

    @Test func aPointerErrorKeepsItsPositionAndLosesTheSeveritySwiftPMAdds() throws {
        #expect(
            try swiftPMMessage(pointer: "{\"spec\": 3}")
                == "<target>/error-tables-plugin.json:1:10: expected a string; expected {\"spec\": \"<folder>\"}\n")
        #expect(
            try swiftPMMessage(pointer: "{\"spec\": \"../../nowhere\"}")
                .hasPrefix("<target>/error-tables-plugin.json:1:10: '../../nowhere' "))
    }
}
