import ErrorTablesCore
import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

/// `SpecLoader.load(_:diagnostics:)` loads files held in memory (`DomainFiles.inMemory`) exactly as it loads
/// the same files from disk (`DomainFiles.onDisk`).
@Suite struct InMemoryLoadingTests {
    static func files(_ folder: String) throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            result[name] = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
        }
        return result
    }

    @Test(arguments: ["spec/FirebaseAuth", "spec/Facebook", "Tests/Fixtures/GoldenSpec/Adversarial"])
    func sameDomainAndDiagnosticsAsFromDisk(_ relativeFolder: String) throws {
        let folder = PackageRoot.path + "/" + relativeFolder
        var fromDisk = Diagnostics()
        let diskDomain = SpecLoading.domain(folder: folder, diagnostics: &fromDisk)
        var files = try Self.files(folder)
        let configBytes = files.removeValue(forKey: DomainConfig.fileName)
        let config = try #require(configBytes)
        var inMemory = Diagnostics()
        let memoryDomain = SpecLoader.load(
            .inMemory(
                name: String(relativeFolder.split(separator: "/").last ?? ""), folder: folder, config: config,
                documents: files), diagnostics: &inMemory)?.domain
        #expect(diskDomain != nil)
        #expect(memoryDomain == diskDomain)
        #expect(inMemory == fromDisk)
    }

    @Test func diagnosticsNameTheGivenFolder() {
        var diagnostics = Diagnostics()
        let config = #"{"errorDomain": "D", "typeName": "DError", "codePrefix": "E", "sourceLanguage": "en"}"#
        _ = SpecLoader.load(
            .inMemory(
                name: "D", folder: "memory/D", config: Array(config.utf8),
                documents: [
                    "en.md": Array("# The D errors\n\n| Code | Description |\n| --- | --- |\n| x | y |\n".utf8),
                    "it.md": [0xFF],
                ]),
            diagnostics: &diagnostics)
        #expect(
            diagnostics.all.map(\.description) == [
                "memory/D/en.md:1:1: error: no error table in the source document: no table has a code starting "
                    + "with 'E' in column 1",
                "memory/D/it.md:1:1: error: invalid UTF-8 at byte offset 0; save the file as UTF-8",
            ])
    }

    @Test func aMissingSourceDocumentIsReportedAtTheConfigKey() {
        var diagnostics = Diagnostics()
        let config =
            "{\"errorDomain\": \"D\", \"typeName\": \"DError\", \"codePrefix\": \"E\",\n \"sourceLanguage\": \"en\"}"
        let domain = SpecLoader.load(
            .inMemory(name: "D", folder: "memory/D", config: Array(config.utf8), documents: [:]),
            diagnostics: &diagnostics)?.domain
        #expect(domain == nil)
        #expect(
            diagnostics.all.map(\.description) == [
                "memory/D/error-tables.json:2:2: error: the source language is 'en' but there is no en.md in 'memory/D'"
            ])
    }

    @Test func oneInputValueOnDiskOrInMemory() throws {
        let folder = PackageRoot.path + "/spec/Facebook"
        var files = try Self.files(folder)
        let configBytes = files.removeValue(forKey: DomainConfig.fileName)
        let config = try #require(configBytes)
        var fromDisk = Diagnostics()
        let loadedFromDisk = SpecLoader.load(.onDisk(folder), diagnostics: &fromDisk)
        let disk = try #require(loadedFromDisk)
        var inMemory = Diagnostics()
        let loadedInMemory = SpecLoader.load(
            .inMemory(name: "Facebook", folder: folder, config: config, documents: files), diagnostics: &inMemory)
        let memory = try #require(loadedInMemory)
        #expect(DomainFiles.onDisk(folder).name == "Facebook")
        #expect(memory.domain == disk.domain)
        #expect(memory.source == disk.source)
        #expect(memory.translations == disk.translations)
        #expect(inMemory == fromDisk)
        // The translations lock is a file beside the documents: read on disk only.
        #expect(disk.lock != nil)
        #expect(memory.lock == nil)
    }
}
