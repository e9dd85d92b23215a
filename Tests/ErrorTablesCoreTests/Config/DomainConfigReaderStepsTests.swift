import Testing

@testable import ErrorTablesCore

/// The steps of the config reader on their own: the named strings, the `documents` pattern, the name checks,
/// and values chosen from a fixed set.
@Suite struct DomainConfigReaderStepsTests {
    static let path = "spec/my-sdk/error-tables.json"

    /// The top-level members of a JSON object, by key.
    static func members(_ json: String) throws -> [String: JSONNode.Member] {
        let members = try #require(try JSONReader.read(Array(json.utf8)).members)
        return Dictionary(members.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func namedConfigReadsOrDefaultsEachString() throws {
        var reader = DomainConfigReader(path: Self.path)
        let config = try reader.namedConfig(try Self.members(#"{"typeName": "Custom", "codePrefix": ""}"#))
        #expect(config.errorDomain == "MySDKErrorDomain")
        #expect(config.typeName == "Custom")
        #expect(config.codePrefix == "")
        #expect(config.sourceLanguage == "en")
        #expect(reader.diagnostics.all.isEmpty)
    }

    @Test func namedConfigThrowsOnAnEmptyStringAndOnAMissingNameWithoutDefault() throws {
        var reader = DomainConfigReader(path: Self.path)
        let empty = try Self.members("{\n  \"typeName\": \"\"}")
        do {
            _ = try reader.namedConfig(empty)
            Issue.record("no error")
        } catch {
            #expect(
                error.description == "spec/my-sdk/error-tables.json:2:3: error: 'typeName' must be a non-empty string")
        }
        var unnamed = DomainConfigReader(path: "spec/--/error-tables.json")
        do {
            _ = try unnamed.namedConfig([:])
            Issue.record("no error")
        } catch {
            #expect(
                error.description
                    == "spec/--/error-tables.json:1:1: error: the domain folder name '--' gives no Swift type name; set "
                    + "'typeName'")
        }
    }

    @Test func documentsNeedsOneLanguageAndARelativePath() throws {
        var reader = DomainConfigReader(path: Self.path)
        let member = try #require(try Self.members(#"{"documents": "x"}"#)["documents"])
        #expect(reader.documents("../docs/{language}/errors.md", member) == "../docs/{language}/errors.md")
        #expect(reader.diagnostics.all.isEmpty)
        #expect(reader.documents("/docs/{language}.md", member) == nil)
        #expect(reader.documents("{language}/{language}.md", member) == nil)
        #expect(reader.diagnostics.all.map(\.message).count == 2)
        #expect(reader.diagnostics.all.map(\.location?.line) == [1, 1])
        #expect(reader.diagnostics.all.map(\.location?.column) == [2, 2])
    }

    @Test func checkNamesReportsATypeNameAndALanguageAtTheirKeys() throws {
        var reader = DomainConfigReader(path: Self.path)
        var config = try reader.namedConfig(try Self.members(#"{"typeName": "not a type", "sourceLanguage": "!"}"#))
        config.keyLocations = [
            "typeName": SourceLocation(path: Self.path, line: 1, column: 2),
            "sourceLanguage": SourceLocation(path: Self.path, line: 1, column: 28),
        ]
        reader.checkNames(config)
        #expect(
            reader.diagnostics.all.map(\.description) == [
                "spec/my-sdk/error-tables.json:1:2: error: 'typeName' must be a Swift type name such as "
                    + "'AuthErrorCode', not 'not a type'",
                "spec/my-sdk/error-tables.json:1:28: error: 'sourceLanguage' must be a BCP-47 language tag such as "
                    + "'en' or 'pt-BR', not '!'",
            ])
    }

    @Test func choiceReadsAKnownValueAndReportsAnOther() throws {
        var reader = DomainConfigReader(path: Self.path)
        let member = try #require(try Self.members(#"{"accessLevel": "x"}"#)["accessLevel"])
        let level: DomainConfig.AccessLevel? = reader.choice(
            "package", at: member, invalid: Diagnostic.invalidAccessLevel)
        #expect(level == .package)
        let other: DomainConfig.AccessLevel? = reader.choice("open", at: member, invalid: Diagnostic.invalidAccessLevel)
        #expect(other == nil)
        #expect(
            reader.diagnostics.all.map(\.description) == [
                "spec/my-sdk/error-tables.json:1:2: error: 'accessLevel' must be 'public', 'package' or 'internal', "
                    + "not 'open'"
            ])
    }
}
