import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// `DomainConfig.forFolder(_:diagnostics:)`, the one step that finds a domain folder's config (loading and
/// `skeleton` both use it): the folder's config file, else the default config, else an error naming the folder.
@Suite struct DomainConfigForFolderTests {
    @Test func aFolderWithAConfigIsReadWithWhatReadingReports() throws {
        let text = #"{"typeName": "KiteFault", "codePrefix": "KF", "colour": "blue"}"#
        try TemporaryFolder.with(["kite-kit/error-tables.json": text]) { folder in
            var diagnostics = Diagnostics()
            let config = try DomainConfig.forFolder(folder.path("kite-kit"), diagnostics: &diagnostics)
            var expected = Diagnostics()
            let read = try DomainConfig.read(path: folder.path("kite-kit/error-tables.json"), diagnostics: &expected)
            #expect(config == read)
            #expect(config.typeName == "KiteFault")
            #expect(config.codePrefix == "KF")
            #expect(diagnostics == expected)
            #expect(diagnostics.all.map(\.message).count == 1)
            #expect(diagnostics.all.first?.message.hasPrefix("unknown key 'colour'") == true)
        }
    }

    @Test func aFolderWithoutAConfigHasTheDefaultConfig() throws {
        try TemporaryFolder.with(["kite-kit/en.md": "# Kite errors\n"]) { folder in
            var diagnostics = Diagnostics()
            let config = try DomainConfig.forFolder(folder.path("kite-kit"), diagnostics: &diagnostics)
            #expect(config == DomainConfig.defaults(path: folder.path("kite-kit/error-tables.json")))
            #expect(config.typeName == "KiteKitErrorCode")
            #expect(config.errorDomain == "KiteKitErrorDomain")
            #expect(config.path == folder.path("kite-kit/error-tables.json"))
            #expect(diagnostics.all.isEmpty)
        }
    }

    @Test func aFolderWithoutAConfigOrAUsableNameIsAnErrorNamingIt() throws {
        try TemporaryFolder.with(["---/en.md": "# Errors\n"]) { folder in
            var diagnostics = Diagnostics()
            #expect(throws: FatalDiagnostic(.noTypeNameFromFolder("---"))) {
                _ = try DomainConfig.forFolder(folder.path("---"), diagnostics: &diagnostics)
            }
            #expect(diagnostics.all.isEmpty)
        }
    }

    @Test func anUnusableConfigThrowsAsReadingDoes() throws {
        try TemporaryFolder.with(["kite-kit/error-tables.json": "[1, 2]"]) { folder in
            var diagnostics = Diagnostics()
            var readError: FatalDiagnostic?
            do throws(FatalDiagnostic) {
                _ = try DomainConfig.read(path: folder.path("kite-kit/error-tables.json"), diagnostics: &diagnostics)
            } catch {
                readError = error
            }
            let expected = try #require(readError)
            #expect(throws: expected) {
                _ = try DomainConfig.forFolder(folder.path("kite-kit"), diagnostics: &diagnostics)
            }
        }
    }

    @Test func loadingAndSkeletonsFindTheConfigThroughIt() throws {
        try TemporaryFolder.with(["---/en.md": "# Errors\n"]) { folder in
            var loaded = Diagnostics()
            #expect(SpecLoader.load(.onDisk(folder.path("---")), diagnostics: &loaded) == nil)
            #expect(loaded.all == [.noTypeNameFromFolder("---")])
            var made = Diagnostics()
            #expect(throws: FatalDiagnostic(.noTypeNameFromFolder("---"))) {
                _ = try TranslationSkeleton.make(language: "it", domainFolder: folder.path("---"), diagnostics: &made)
            }
            #expect(made.all.isEmpty)
        }
    }
}
