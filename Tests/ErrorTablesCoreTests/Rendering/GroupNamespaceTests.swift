import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// `groups` in the config: a group's method types in an enum of another name, or in an extension of the SDK's
/// own type, with the introspection type and the doc comments following; and the names that cannot work.
@Suite struct GroupNamespaceTests {
    typealias Naming = MethodTypeNamingTests

    static let noteSync: [(group: String?, methods: [String])] = [
        ("NoteSyncClient", ["share(with:)", "deleteNote(id:)"])
    ]

    @Test func anExtendedGroupIsAnExtensionOfTheSDKsType() throws {
        let file = try Naming.methodsFile(config: #", "groups": {"NoteSyncClient": {"extend": true}}"#, Self.noteSync)
        #expect(
            file.contains("\n/// The documented errors of `NoteSyncClient`'s methods.\nextension NoteSyncClient {\n"))
        #expect(!file.contains("enum NoteSyncClient"))
        #expect(file.contains("\n  public enum ShareError: DocumentedMethodErrors, Hashable {\n"))
        #expect(file.contains("`throws(NoteSyncClient.ShareError)`"))
        #expect(file.contains("[NoteSyncClient.ShareError.self, NoteSyncClient.DeleteNoteError.self]"))
    }

    @Test func aGroupCanExtendATypeOfAnotherName() throws {
        let file = try Naming.methodsFile(
            config: #", "groups": {"NoteSyncClient": {"extend": "NoteSync.Client"}}"#, Self.noteSync)
        #expect(file.contains("\nextension NoteSync.Client {\n"))
        #expect(file.contains("`throws(NoteSync.Client.ShareError)`"))
        #expect(file.contains("[NoteSync.Client.ShareError.self, NoteSync.Client.DeleteNoteError.self]"))
    }

    @Test func aRenamedGroupIsAnEnumOfItsNewName() throws {
        let file = try Naming.methodsFile(
            config: #", "groups": {"NoteSyncClient": {"name": "NoteSyncErrors"}}"#, Self.noteSync)
        #expect(
            file.contains("\n/// The documented errors of `NoteSyncClient`'s methods.\npublic enum NoteSyncErrors {\n"))
        #expect(!file.contains("NoteSyncClient."))
        #expect(file.contains("The errors `NoteSyncClient`'s `share(with:)` is documented to return."))
        #expect(file.contains("`throws(NoteSyncErrors.ShareError)`"))
        #expect(file.contains("[NoteSyncErrors.ShareError.self, NoteSyncErrors.DeleteNoteError.self]"))
    }

    @Test func aKeywordGroupIsExtendedBetweenBackticks() throws {
        let file = try Naming.methodsFile(
            config: #", "groups": {"Type": {"extend": true}}"#, [("Type", ["share(with:)"])])
        #expect(file.contains("\nextension `Type` {\n"))
        #expect(file.contains("[`Type`.ShareError.self]"))
    }

    @Test func aGroupTheDocumentDoesNotHaveIsAnError() throws {
        let (_, lines) = try Naming.naming(config: #", "groups": {"NoteSyncClnt": {"extend": true}}"#, Self.noteSync)
        #expect(
            lines == [
                "error-tables.json:1: error: 'groups' names the group 'NoteSyncClnt', but en.md has no group heading "
                    + "of that name; did you mean 'NoteSyncClient'?"
            ])
    }

    @Test func aNamespaceNamedLikeAGeneratedTypeIsAnErrorAtTheConfig() throws {
        let (_, lines) = try Naming.naming(
            config: #", "groups": {"NoteSyncClient": {"name": "XMethods"}}"#, Self.noteSync)
        #expect(
            lines == [
                "error-tables.json:1: error: 'groups' of error-tables.json puts the group 'NoteSyncClient' into "
                    + "'XMethods', which is the name of a generated type; choose another"
            ])
    }

    @Test func aNamespaceNamedLikeAReferencedTypeIsAnErrorAtTheConfig() throws {
        let (_, lines) = try Naming.naming(
            config: #", "groups": {"NoteSyncClient": {"name": "String"}}"#, Self.noteSync)
        #expect(
            lines == [
                "error-tables.json:1: error: 'groups' of error-tables.json puts the group 'NoteSyncClient' into "
                    + "'String', a name the generated code uses; choose another"
            ])
    }

    @Test func twoGroupsCanExtendOneTypeButNotShareAnEnum() throws {
        let groups: [(group: String?, methods: [String])] = [
            ("FIRAuth", ["signIn(with:)"]), ("FIRUser", ["link(with:)"]),
        ]
        let extended = try Naming.naming(
            config: #", "groups": {"FIRAuth": {"extend": "Auth"}, "FIRUser": {"extend": "Auth"}}"#, groups)
        #expect(extended.lines == [])
        #expect(extended.names == ["signIn(with:)": "SignInError", "link(with:)": "LinkError"])
        let renamed = try Naming.naming(config: #", "groups": {"FIRAuth": {"name": "FIRUser"}}"#, groups)
        #expect(
            renamed.lines == [
                "en.md:11: error: the groups 'FIRUser' and 'FIRAuth' would both use the Swift type 'FIRUser', and at "
                    + "least one declares it; give one another 'name' in 'groups' of error-tables.json"
            ])
    }

    @Test func methodsOfTwoGroupsInOneExtendedTypeCollide() throws {
        let groups: [(group: String?, methods: [String])] = [
            ("FIRAuth", ["signIn(with:)"]), ("FIRUser", ["signIn(to:)"]),
        ]
        let (names, lines) = try Naming.naming(
            config: #", "groups": {"FIRAuth": {"extend": "Auth"}, "FIRUser": {"extend": "Auth"}}"#, groups)
        #expect(names == ["signIn(with:)": "SignInWithError", "signIn(to:)": "SignInToError"])
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasPrefix(
                "en.md:13: note: 'signIn(to:)' and 'signIn(with:)' (line 5) would both become the Swift type 'Auth.SignInError'"
            ) == true)
    }

    @Test func aTopLevelMethodNamedLikeARenamedGroupIsAnError() throws {
        let (_, lines) = try Naming.naming(
            config: #", "groups": {"NoteSyncClient": {"name": "ShareError"}}"#,
            [(nil, ["share(by:)"]), ("NoteSyncClient", ["deleteNote(id:)"])])
        #expect(
            lines == [
                "en.md:3: error: 'share(by:)' becomes the Swift type 'ShareError', which the generated code already "
                    + "uses; name it in 'methodTypeNames' of error-tables.json"
            ])
    }
}
