import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// Documents where they live (`documents` with `{language}`), defaults for left-out keys, and domain folders
/// without a config.
@Suite struct DocumentsAndDefaultsTests {
    /// Writes files (paths relative to a new temporary folder, folders created), loads `spec` below it, and
    /// returns the model and the diagnostics relative to the folder.
    func load(_ files: [String: String], spec: String) throws -> (model: ErrorModel?, lines: [String]) {
        try TemporaryFolder.with(files) { folder in
            var diagnostics = Diagnostics()
            let model = try? SpecLoading.model(path: folder.path(spec), diagnostics: &diagnostics)
            return (model, diagnostics.sorted.map { $0.formatted(relativeTo: folder.path) })
        }
    }

    static let english = "| Code | Description |\n| --- | --- |\n| `TIMEOUT` | It took too long. |\n"
    static let korean = "| 코드 | 설명 |\n| --- | --- |\n| `TIMEOUT` | 너무 오래 걸렸습니다. |\n"

    @Test func documentsInPerLanguageFoldersAreFoundByThePattern() throws {
        let (model, lines) = try load(
            [
                "spec/Calendar/error-tables.json": #"{"documents": "../../docs/{language}/errors.md"}"#,
                ".git/HEAD": "ref: refs/heads/main\n",  // a repository: its documents may be beside the spec
                "docs/en/errors.md": Self.english,
                "docs/ko/errors.md": Self.korean,
                "docs/images/errors.md": "not a language",
                "docs/fr/other.md": "not matched",
            ], spec: "spec")
        let domain = try #require(model?.domains.first)
        #expect(domain.languages == ["en", "ko"])
        #expect(domain.documentPaths.mapValues { $0.hasSuffix("/docs/ko/errors.md") }["ko"] == true)
        #expect(domain.codes.first?.description.texts == ["en": "It took too long.", "ko": "너무 오래 걸렸습니다."])
        #expect(lines.allSatisfy { $0.contains(": note: ") })
    }

    @Test func aPatternInTheFileName() throws {
        let (model, _) = try load(
            [
                "Calendar/error-tables.json": #"{"documents": "pages/errors.{language}.md"}"#,
                "Calendar/pages/errors.en.md": Self.english, "Calendar/pages/errors.ko.md": Self.korean,
            ], spec: "Calendar")
        #expect(model?.domains.first?.languages == ["en", "ko"])
    }

    @Test func aPatternThatMatchesNothingIsAnErrorAtTheKey() throws {
        let (model, lines) = try load(
            ["Calendar/error-tables.json": "{\n  \"documents\": \"docs/{language}/errors.md\"\n}\n"], spec: "Calendar")
        #expect(model?.domains == [])
        #expect(
            lines == [
                "Calendar/error-tables.json:2:3: error: 'documents' matches no file: no entry of 'Calendar/docs' fits "
                    .replacingOccurrences(of: "Calendar/docs", with: lines.first.map(Self.folderInMessage) ?? "")
                    + "'{language}' with a language tag for {language}"
            ])
    }

    /// The folder quoted by the "matches no file" message (absolute in the message, so read back).
    static func folderInMessage(_ line: String) -> String {
        guard let start = line.range(of: "no entry of '"), let end = line[start.upperBound...].range(of: "'") else {
            return ""
        }
        return String(line[start.upperBound..<end.lowerBound])
    }

    @Test func aPatternWithoutOneLanguagePlaceholderIsAnError() throws {
        let (_, lines) = try load(
            [
                "Calendar/error-tables.json": "{\n  \"documents\": \"docs/errors.md\"\n}\n",
                "Calendar/en.md": Self.english,
            ], spec: "Calendar")
        #expect(
            lines.contains(
                "Calendar/error-tables.json:2:3: error: 'documents' must be a path relative to this file with "
                    + "'{language}' in it once, such as \"../../docs/{language}/errors.md\""))
    }

    @Test func leftOutKeysGetDefaultsFromTheDomainName() throws {
        let (model, lines) = try load(["my-sdk/error-tables.json": "{}", "my-sdk/en.md": Self.english], spec: "my-sdk")
        let config = try #require(model?.domains.first?.config)
        #expect(config.errorDomain == "MySDKErrorDomain")
        #expect(config.typeName == "MySDKErrorCode")
        #expect(config.codePrefix == "")
        #expect(config.sourceLanguage == "en")
        #expect(model?.domains.first?.codes.map(\.swiftName) == ["timeout"])
        #expect(
            lines == [
                "my-sdk/en.md:3:3: note: no code has a raw value in the docs or in error-tables.json, so the codes are "
                    + "numbered 1 to 1 in document order; a code added before others renumbers them, so give "
                    + "'rawValue's where NSError codes must stay the same"
            ])
    }

    @Test func aFolderOfDocumentsWithoutAConfigIsADomain() throws {
        let (model, _) = try load(["Payments/en.md": Self.english, "Payments/ko.md": Self.korean], spec: "Payments")
        let domain = try #require(model?.domains.first)
        #expect(domain.name == "Payments")
        #expect(domain.config.typeName == "PaymentsErrorCode")
        #expect(domain.languages == ["en", "ko"])
    }

    @Test func defaultTypeNameStems() {
        #expect(DomainConfig.typeNameStem(forDomain: "FirebaseAuth") == "FirebaseAuth")
        #expect(DomainConfig.typeNameStem(forDomain: "payments") == "Payments")
        #expect(DomainConfig.typeNameStem(forDomain: "my-sdk") == "MySDK")
        #expect(DomainConfig.typeNameStem(forDomain: "2fa") == "_2fa")
        #expect(DomainConfig.typeNameStem(forDomain: "支付") == nil)
    }
}

/// The message when the source document has no error table says where the codes are instead.
@Suite struct MissingTablesHintTests {
    @Test func codesWithThePrefixInAnotherColumnAreNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.path
        try folder.write("Pix/error-tables.json", #"{"codePrefix": "PX"}"#)
        let markdown = "# Pix\n\n| Value | Error Code | Text |\n| --- | --- | --- |\n| 1 | `PXBroken` | Broken. |\n"
        try folder.write("Pix/en.md", markdown)
        var diagnostics = Diagnostics()
        _ = try SpecLoading.model(path: root + "/Pix", diagnostics: &diagnostics)
        #expect(
            diagnostics.errors.map { $0.formatted(relativeTo: root) } == [
                "Pix/en.md:1:1: error: no error table in the source document: no table has a code starting with 'PX' "
                    + "in column 1; column 2 ('Error Code') of the table at line 3 holds codes starting with 'PX'; set "
                    + "'columns.code' to 2 to read them there"
            ])
    }
}
