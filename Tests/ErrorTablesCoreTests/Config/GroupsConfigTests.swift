import Foundation
import Testing

@testable import ErrorTablesCore

/// `groups` in `error-tables.json`: a group's namespace renamed (`name`) or made an extension of the SDK's
/// own type (`extend`), and each way of getting it wrong reported at its place.
@Suite struct GroupsConfigTests {
    /// The config read from `json`, with every diagnostic as `line:column: severity: message`.
    func read(_ json: String) throws -> (config: DomainConfig, lines: [String]) {
        var diagnostics = Diagnostics()
        let config = try DomainConfig.parse(
            data: Data(json.utf8), path: "X/error-tables.json", diagnostics: &diagnostics)
        return (
            config, diagnostics.sorted.map { $0.description.replacingOccurrences(of: "X/error-tables.json:", with: "") }
        )
    }

    @Test func aNameAndAnExtensionAreRead() throws {
        let (config, lines) = try read(
            """
            {"groups": {
              "FIRUser": {"name": "UserErrors"},
              "NoteSyncClient": {"extend": true},
              "FIRAuth": {"extend": "Auth"},
              "Nested": {"extend": "NoteSync.Client"},
              "Plain": {"extend": false},
              "Empty": {}
            }}
            """)
        #expect(lines == [])
        #expect(
            config.groups.mapValues { "\($0.typeName) \($0.extends) \($0.location.line):\($0.location.column)" } == [
                "FIRUser": "UserErrors false 2:3", "NoteSyncClient": "NoteSyncClient true 3:3",
                "FIRAuth": "Auth true 4:3", "Nested": "NoteSync.Client true 5:3",
            ])
    }

    @Test func groupsThatIsNoObjectIsAnError() throws {
        let (config, lines) = try read(#"{"groups": ["FIRAuth"]}"#)
        #expect(config.groups.isEmpty)
        #expect(
            lines == [
                #"1:2: error: 'groups' must be an object mapping group names to {"name": "…"} or {"extend": true}"#
            ])
    }

    @Test func aGroupSettingThatIsNoObjectIsAnError() throws {
        let (config, lines) = try read(#"{"groups": {"FIRAuth": "Auth"}}"#)
        #expect(config.groups.isEmpty)
        #expect(
            lines == [
                #"1:13: error: the group 'FIRAuth' in 'groups' must be an object: {"name": "…"} to name its "#
                    + #"namespace, or {"extend": true} to extend the SDK's own type"#
            ])
    }

    @Test func anUnknownKeyIsAnErrorWithASuggestion() throws {
        let (config, lines) = try read(#"{"groups": {"FIRAuth": {"extends": true}}}"#)
        #expect(config.groups.isEmpty)
        #expect(lines == ["1:25: error: unknown key 'extends' in 'FIRAuth'; did you mean 'extend'?"])
    }

    @Test func aNameThatIsNoPlainIdentifierIsAnError() throws {
        for name in [#""Note.Errors""#, #""""#, "3", #""2Errors""#] {
            let (config, lines) = try read(#"{"groups": {"G": {"name": \#(name)}}}"#)
            #expect(config.groups.isEmpty)
            #expect(
                lines == [
                    "1:19: error: 'name' of the group 'G' must be a Swift type name without dots, such as "
                        + "'NoteSyncErrors'"
                ], "\(name)")
        }
    }

    @Test func anExtensionThatIsNeitherABooleanNorATypeNameIsAnError() throws {
        for value in [#""Note..Client""#, "1", "null", #"{}"#] {
            let (config, lines) = try read(#"{"groups": {"G": {"extend": \#(value)}}}"#)
            #expect(config.groups.isEmpty)
            #expect(
                lines == [
                    "1:19: error: 'extend' of the group 'G' must be true (extend the type named like the group), "
                        + #"false, or the Swift type to extend, such as "Auth""#
                ], "\(value)")
        }
    }

    @Test func aNameAndAnExtensionTogetherAreAnError() throws {
        let (config, lines) = try read(#"{"groups": {"FIRAuth": {"name": "AuthErrors", "extend": "Auth"}}}"#)
        #expect(config.groups.isEmpty)
        #expect(
            lines == [
                "1:13: error: the group 'FIRAuth' has both 'name' and 'extend': 'name' declares a namespace enum of "
                    + "that name, 'extend' adds the method types to an existing type; keep one (to extend a type of "
                    + #"another name, write "extend": "TypeName")"#
            ])
    }

    @Test func aNameWithExtendFalseIsARename() throws {
        let (config, lines) = try read(#"{"groups": {"FIRAuth": {"name": "AuthErrors", "extend": false}}}"#)
        #expect(lines == [])
        #expect(config.groups["FIRAuth"]?.typeName == "AuthErrors")
        #expect(config.groups["FIRAuth"]?.extends == false)
    }
}
