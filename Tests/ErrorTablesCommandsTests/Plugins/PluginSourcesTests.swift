import Foundation
import Testing

/// The two plugins share `SpecLocation.swift` by copy, since a plugin target can depend on neither a library
/// target nor another plugin's sources; the copies must stay identical.
@Suite struct PluginSourcesTests {
    @Test func bothPluginsFindASpecDomainTheSameWay() throws {
        let plugins = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Plugins")
        let build = try Data(contentsOf: plugins.appendingPathComponent("ErrorTablesPlugin/SpecLocation.swift"))
        let command = try Data(
            contentsOf: plugins.appendingPathComponent("GenerateErrorTablesCommand/SpecLocation.swift"))
        #expect(
            build == command,
            """
            Plugins/ErrorTablesPlugin/SpecLocation.swift and Plugins/GenerateErrorTablesCommand/SpecLocation.swift \
            differ; make the same change in both
            """)
    }
}
