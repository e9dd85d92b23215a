import Testing

@testable import ErrorTablesCore

/// `init --from-symbol-graph` refuses, before writing, a spec whose config or document is larger than `lint`
/// reads, at the very limits `lint` applies.
@Suite struct ImportedSpecLimitTests {
    static func spec() throws -> ImportedSpec {
        let (imported, _) = try ErrorEnumImportTests.read(type: "KitErrorCode")
        return ImportedSpec(imported: imported, domain: "Kit", language: "en")
    }

    @Test func theLimitsAreTheReadersOwn() throws {
        let spec = try Self.spec()
        let config = spec.config.utf8.count
        let document = spec.document.utf8.count
        #expect(try spec.checkedFiles(maximumConfigSize: config, maximumDocumentSize: document).count == 2)
        #expect(
            throws: FatalDiagnostic(
                .importedSpecTooLarge("error-tables.json", byteCount: config, limit: config - 1, codes: 3))
        ) {
            try spec.checkedFiles(maximumConfigSize: config - 1)
        }
        #expect(
            throws: FatalDiagnostic(.importedSpecTooLarge("en.md", byteCount: document, limit: document - 1, codes: 3))
        ) {
            try spec.checkedFiles(maximumDocumentSize: document - 1)
        }
    }
}
