import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// Method type names as Swift names them: a Swift function's base name without its argument labels, a
/// selector as before, labels kept (and a note) where names would fall together, the config's names first.
@Suite struct MethodTypeNamingTests {
    /// A document with one `XErrorCodeNetwork` table per method, under `### \`group\`` headings (`nil`: no
    /// group, first only).
    static func document(_ groups: [(group: String?, methods: [String])]) -> String {
        var text = "# X\n\n"
        for (group, methods) in groups {
            if let group { text += "### `\(group)`\n\n" }
            for method in methods {
                text +=
                    "#### \(method)\n\n| Code | Description |\n| --- | --- |\n| `XErrorCodeNetwork` | Network. |\n\n"
            }
        }
        return text
    }

    /// The method type names and the diagnostics (`en.md:line: severity: message`) of a one-domain spec.
    static func naming(config: String = "", _ groups: [(group: String?, methods: [String])]) throws -> (
        names: [String: String], lines: [String]
    ) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try NamingTests.spec(in: folder, config: config, markdown: document(groups))
        var diagnostics = Diagnostics()
        let model = try SpecLoading.model(path: path, diagnostics: &diagnostics)
        let domain = try #require(model.domains.first)
        var naming = Diagnostics()
        let names = GeneratedNames(domain: domain).methodTypes(diagnostics: &naming)
        let lines = naming.sorted.map { diagnostic in
            let file = diagnostic.location.map { ($0.path as NSString).lastPathComponent + ":\($0.line)" } ?? "-"
            return "\(file): \(diagnostic.severity): \(diagnostic.message)"
        }
        return (names, lines)
    }

    /// The generated `XMethodErrors.swift` of a one-domain spec, or the diagnostics when it cannot be generated.
    static func methodsFile(config: String, _ groups: [(group: String?, methods: [String])]) throws -> String {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try NamingTests.spec(in: folder, config: config, markdown: document(groups))
        let (files, diagnostics) = try NamingTests.diagnostics(path)
        let file = try #require(files?.first { $0.path == "XMethodErrors.swift" }, "\(diagnostics)")
        return file.contents
    }

    @Test func swiftNamesDropTheirArgumentLabels() {
        #expect(GeneratedNames.methodTypeName(for: "share(with:)") == "ShareError")
        #expect(GeneratedNames.methodTypeName(for: "deleteNote(id:)") == "DeleteNoteError")
        #expect(GeneratedNames.methodTypeName(for: "fetchNotes(since:)") == "FetchNotesError")
        #expect(GeneratedNames.methodTypeName(for: "signIn(withEmail:password:)") == "SignInError")
        #expect(GeneratedNames.methodTypeName(for: "fetchNotes(since:completion:)") == "FetchNotesError")
        #expect(GeneratedNames.methodTypeName(for: "fetchWithCompletion(_:)") == "FetchError")
        #expect(GeneratedNames.methodTypeName(for: "signOut()") == "SignOutError")
        #expect(GeneratedNames.methodTypeName(for: "default(for:)") == "DefaultError")
    }

    @Test func selectorsKeepTheirNames() {
        #expect(
            GeneratedNames.methodTypeName(for: "signInWithEmail:password:completion:") == "SignInWithEmailPasswordError"
        )
        #expect(
            GeneratedNames.methodTypeName(for: "sendEmailVerificationWithCompletion:") == "SendEmailVerificationError")
        #expect(GeneratedNames.methodTypeName(for: "signOut:") == "SignOutError")
        #expect(GeneratedNames.methodTypeName(for: "signOut") == "SignOutError")
        for selector in ["signInWithEmail:password:completion:", "updateEmail:completion:", "signOut:", "self"] {
            #expect(
                GeneratedNames.methodTypeName(for: selector) == GeneratedNames.labelledMethodTypeName(for: selector))
        }
    }

    @Test func labelledNamesKeepEveryLabel() {
        #expect(
            GeneratedNames.labelledMethodTypeName(for: "signIn(withEmail:password:)") == "SignInWithEmailPasswordError")
        #expect(GeneratedNames.labelledMethodTypeName(for: "signIn(withCustomToken:)") == "SignInWithCustomTokenError")
        #expect(GeneratedNames.labelledMethodTypeName(for: "share(with:completion:)") == "ShareWithError")
        #expect(GeneratedNames.labelledMethodTypeName(for: "fetch(_:completion:)") == "FetchError")
    }

    @Test func methodsOfADomainGetSwiftNames() throws {
        let (names, lines) = try Self.naming([
            (
                "NoteSyncClient",
                ["share(with:)", "deleteNote(id:)", "fetchNotes(since:)", "signInWithEmail:password:completion:"]
            )
        ])
        #expect(lines == [])
        #expect(
            names == [
                "share(with:)": "ShareError", "deleteNote(id:)": "DeleteNoteError",
                "fetchNotes(since:)": "FetchNotesError",
                "signInWithEmail:password:completion:": "SignInWithEmailPasswordError",
            ])
    }

    @Test func methodsThatWouldShareANameKeepTheirLabelsAndANoteSaysSo() throws {
        let (names, lines) = try Self.naming([
            ("NoteSyncClient", ["signIn(withEmail:password:)", "share(with:)", "signIn(withCustomToken:)"])
        ])
        #expect(
            names == [
                "signIn(withEmail:password:)": "SignInWithEmailPasswordError", "share(with:)": "ShareError",
                "signIn(withCustomToken:)": "SignInWithCustomTokenError",
            ])
        #expect(
            lines == [
                "en.md:17: note: 'signIn(withCustomToken:)' and 'signIn(withEmail:password:)' (line 5) would both "
                    + "become the Swift type 'NoteSyncClient.SignInError'; generating 'SignInWithEmailPasswordError' "
                    + "for 'signIn(withEmail:password:)' and 'SignInWithCustomTokenError' for "
                    + "'signIn(withCustomToken:)' instead, with argument labels; name them in 'methodTypeNames' of "
                    + "error-tables.json to choose other names"
            ])
    }

    @Test func theNoteNamesFiveMethodsAndCountsTheRest() throws {
        let (names, lines) = try Self.naming([("C", (1...8).map { "open(a\($0):)" })])
        #expect(names.count == 8)
        #expect(names["open(a8:)"] == "OpenA8Error")
        #expect(
            lines == [
                "en.md:47: note: 'open(a8:)' and 'open(a1:)' (line 5), 'open(a2:)' (line 11), 'open(a3:)' (line 17), "
                    + "'open(a4:)' (line 23), 'open(a5:)' (line 29) and 2 more would all become the Swift type "
                    + "'C.OpenError'; generating 'OpenA1Error' for 'open(a1:)', 'OpenA2Error' for 'open(a2:)', "
                    + "'OpenA3Error' for 'open(a3:)', 'OpenA4Error' for 'open(a4:)', 'OpenA5Error' for 'open(a5:)' "
                    + "and 3 more instead, with argument labels; name them in 'methodTypeNames' of error-tables.json "
                    + "to choose other names"
            ])
    }

    @Test func theNamesDoNotDependOnDocumentOrder() throws {
        let methods = ["signIn(withEmail:password:)", "signIn(withCustomToken:)", "signIn(with:)", "signOut()"]
        let forward = try Self.naming([("C", methods)])
        let backward = try Self.naming([("C", methods.reversed())])
        #expect(forward.names == backward.names)
        #expect(
            forward.names == [
                "signIn(withEmail:password:)": "SignInWithEmailPasswordError",
                "signIn(withCustomToken:)": "SignInWithCustomTokenError", "signIn(with:)": "SignInWithError",
                "signOut()": "SignOutError",
            ])
        #expect(forward.lines.count == 1)
        #expect(forward.lines.first?.contains("would all become the Swift type 'C.SignInError'") == true)
    }

    @Test func aSelectorKeepsItsNameWhenASwiftNameWouldTakeIt() throws {
        let (names, lines) = try Self.naming([("C", ["signIn:", "signIn(with:)"])])
        #expect(names == ["signIn:": "SignInError", "signIn(with:)": "SignInWithError"])
        #expect(
            lines == [
                "en.md:11: note: 'signIn(with:)' and 'signIn:' (line 5) would both become the Swift type "
                    + "'C.SignInError'; generating 'SignInError' for 'signIn:' and 'SignInWithError' for "
                    + "'signIn(with:)' instead, with argument labels; name them in 'methodTypeNames' of "
                    + "error-tables.json to choose other names"
            ])
    }

    @Test func namesInOtherNamespacesDoNotCollide() throws {
        let (names, lines) = try Self.naming([
            (nil, ["share(by:)"]), ("Notes", ["share(with:)"]), ("Folders", ["share(to:)"]),
        ])
        #expect(lines == [])
        #expect(names == ["share(with:)": "ShareError", "share(to:)": "ShareError", "share(by:)": "ShareError"])
    }

    @Test func theConfigsNamesWin() throws {
        let config = #", "methodTypeNames": {"signIn(withEmail:password:)": "EmailSignInError"}"#
        let (names, lines) = try Self.naming(
            config: config, [("C", ["signIn(withEmail:password:)", "signIn(withCustomToken:)"])])
        #expect(lines == [])
        #expect(
            names == ["signIn(withEmail:password:)": "EmailSignInError", "signIn(withCustomToken:)": "SignInError"])
    }

    @Test func aDerivedNameThatTheConfigGivesAnotherMethodKeepsItsLabels() throws {
        let config = #", "methodTypeNames": {"signInWithEmail:password:completion:": "SignInError"}"#
        let (names, lines) = try Self.naming(
            config: config, [("C", ["signInWithEmail:password:completion:", "signIn(withCustomToken:)"])])
        #expect(
            names == [
                "signInWithEmail:password:completion:": "SignInError",
                "signIn(withCustomToken:)": "SignInWithCustomTokenError",
            ])
        #expect(
            lines == [
                "en.md:11: note: 'signIn(withCustomToken:)' and 'signInWithEmail:password:completion:' (line 5, "
                    + "named so in 'methodTypeNames') would both become the Swift type 'C.SignInError'; generating "
                    + "'SignInWithCustomTokenError' for 'signIn(withCustomToken:)' instead, with argument labels; "
                    + "name it in 'methodTypeNames' of error-tables.json to choose other names"
            ])
    }

    @Test func namesTheLabelsDoNotSettleAreAnErrorWithoutANote() throws {
        let (names, lines) = try Self.naming([("C", ["fetch:completion:", "fetch(_:completion:)"])])
        #expect(names == ["fetch:completion:": "FetchError"])
        #expect(
            lines == [
                "en.md:11: error: 'fetch(_:completion:)' and 'fetch:completion:' (line 5) both become the Swift type "
                    + "'C.FetchError'; name one in 'methodTypeNames' of error-tables.json"
            ])
    }

    /// A heading mistyped in case (`signin()` beside `signIn()`) becomes a second method type: a warning at it.
    /// Types of other groups (`C.FetchURLError`, `D.FetchUrlError`) are told apart by their namespace.
    @Test func typeNamesThatDifferOnlyInCaseAreAWarning() throws {
        let (names, lines) = try Self.naming([("C", ["signIn()", "signin()", "fetchURL()"]), ("D", ["fetchUrl()"])])
        #expect(
            names == [
                "signIn()": "SignInError", "signin()": "SigninError", "fetchURL()": "FetchURLError",
                "fetchUrl()": "FetchUrlError",
            ])
        #expect(
            lines == [
                "en.md:11: warning: 'signin()' and 'signIn()' (line 5) become the Swift types 'C.SigninError' and "
                    + "'C.SignInError', which differ only in case; if they are one method, correct the heading's "
                    + "spelling, else name one in 'methodTypeNames' of error-tables.json"
            ])
    }
}
