import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// Names the generator derives: valid Swift in the model and the code alike, and a diagnostic at the
/// spec's file:line where a name cannot be used.
@Suite struct NamingTests {
    /// Writes a one-domain spec (`X/error-tables.json` and `X/en.md`) and returns the domain folder.
    static func spec(in folder: TemporaryFolder, config: String = "", markdown: String) throws
        -> String
    {
        let domain = folder.path + "/X"
        try FileManager.default.createDirectory(atPath: domain, withIntermediateDirectories: true)
        let json = """
            {"errorDomain": "XErrorDomain", "typeName": "XErrorCode", "codePrefix": "XErrorCode", "sourceLanguage": "en"\(config)}

            """
        try json.write(toFile: domain + "/error-tables.json", atomically: true, encoding: .utf8)
        try markdown.write(toFile: domain + "/en.md", atomically: true, encoding: .utf8)
        return domain
    }

    /// The diagnostics of loading and generating a spec.
    static func diagnostics(_ path: String) throws -> (
        generated: [GeneratedFile]?, diagnostics: [Diagnostic]
    ) {
        var diagnostics = Diagnostics()
        let model = try SpecLoading.model(path: path, diagnostics: &diagnostics)
        let domain = try #require(model.domains.first)
        let files = CodeGenerator(domain: domain).generate(diagnostics: &diagnostics)
        return (files, diagnostics.all)
    }

    @Test func methodTypeNamesComeFromTheSelector() {
        #expect(
            GeneratedNames.methodTypeName(for: "signInWithEmail:password:completion:")
                == "SignInWithEmailPasswordError")
        #expect(
            GeneratedNames.methodTypeName(for: "sendEmailVerificationWithCompletion:")
                == "SendEmailVerificationError")
        #expect(GeneratedNames.methodTypeName(for: "signIn(withEmail:password:)") == "SignInError")
        #expect(GeneratedNames.methodTypeName(for: "fetch(_:completion:)") == "FetchError")
        #expect(GeneratedNames.methodTypeName(for: "signOut()") == "SignOutError")
        #expect(GeneratedNames.methodTypeName(for: "default:") == "DefaultError")
        #expect(GeneratedNames.methodTypeName(for: "self") == "SelfError")
    }

    /// A derived case name a generated member has is renamed with a note (issue 29: the page's shape is no
    /// error); a `swiftName` the config gives that a member has is the config's contradiction, an error.
    @Test func aCodeNamedLikeAGeneratedMemberIsRenamedUnlessTheConfigNamesIt() throws {
        let markdown = """
            # X

            ## Common errors

            | Code | Description |
            | --- | --- |
            | `XErrorCodeNetwork` | Network. |
            | `XErrorCodeInit` | Init. |

            """
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (files, diagnostics) = try Self.diagnostics(try Self.spec(in: folder, markdown: markdown))
        #expect(files?.first?.contents.contains("  case initError = 2\n") == true)
        #expect(diagnostics.filter { $0.severity != .note } == [])
        #expect(
            diagnostics.map(\.message).contains(
                "'XErrorCodeInit' would become the Swift case 'init', which the generated error types already have "
                    + "as a member; its case is 'initError' (to name it, add \"codes\": {\"XErrorCodeInit\": "
                    + "{\"swiftName\": \"…\"}} to error-tables.json)"))
        let configured = try TemporaryFolder()
        defer { configured.remove() }
        let path = try Self.spec(
            in: configured, config: #", "codes": {"XErrorCodeInit": {"swiftName": "init"}}"#, markdown: markdown)
        let (none, errors) = try Self.diagnostics(path)
        #expect(none == nil)
        let error = try #require(errors.first { $0.severity == .error })
        #expect(
            error.message
                == "'XErrorCodeInit' becomes the Swift case 'init', which the generated error types already use as a "
                + "member name; give it a 'swiftName' in error-tables.json")
    }

    @Test func aMethodTypeThatWouldShadowARuntimeTypeIsReportedAtItsHeading() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try Self.spec(
            in: folder,
            markdown: """
                # X

                ### `XClient`

                #### undocumentedWithCompletion:

                | Code | Description |
                | --- | --- |
                | `XErrorCodeNetwork` | Network. |

                """)
        let (files, diagnostics) = try Self.diagnostics(path)
        #expect(files == nil)
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(
            error.message
                == "'undocumentedWithCompletion:' becomes the Swift type 'UndocumentedError', which the generated code "
                + "uses from ErrorTablesRuntime or the standard library; name it in 'methodTypeNames' of error-tables.json"
        )
        #expect(error.location?.line == 5)
    }

    @Test func aGroupNamedSelfIsReported() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try Self.spec(
            in: folder,
            markdown: """
                # X

                ### `self`

                #### connect:

                | Code | Description |
                | --- | --- |
                | `XErrorCodeNetwork` | Network. |

                """)
        let (files, diagnostics) = try Self.diagnostics(path)
        #expect(files == nil)
        #expect(
            diagnostics.map(\.message).contains {
                $0.hasPrefix("the group 'self' would become a Swift type")
            })
        #expect(diagnostics.first { $0.severity == .error }?.location?.line == 3)
    }

    @Test func aTypeNameTheGeneratedCodeUsesIsReportedAtTheConfigKey() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try Self.spec(
            in: folder, config: "",
            markdown: "| Code | Description |\n| --- | --- |\n| `XErrorCodeNetwork` | Network. |\n")
        let config = path + "/error-tables.json"
        let json = try String(contentsOfFile: config, encoding: .utf8)
        try json.replacingOccurrences(
            of: "\"XErrorCode\", \"codePrefix\"", with: "\"String\", \"codePrefix\""
        )
        .write(toFile: config, atomically: true, encoding: .utf8)
        let (files, diagnostics) = try Self.diagnostics(path)
        #expect(files == nil)
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.message.hasPrefix("'typeName' 'String' cannot name the generated code enum"))
        #expect(error.location?.path.hasSuffix("/X/error-tables.json") == true)
        #expect(error.location?.line == 1)
    }
}
