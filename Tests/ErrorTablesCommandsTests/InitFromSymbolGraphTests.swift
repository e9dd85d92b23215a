import ErrorTablesTestSupport
import Foundation
import Testing

/// `error-tables init --from-symbol-graph`: a spec for a hand-written error enum, kept in sync by
/// `check --symbol-graph` afterwards.
@Suite struct InitFromSymbolGraphTests {
    /// The fixture enum's source (Tests/Fixtures/SymbolGraphFixture/AdoptedErrorCode.swift).
    static let fixtureSource = PackageRoot.path + "/Tests/Fixtures/SymbolGraphFixture/AdoptedErrorCode.swift"

    static let expectedConfig = """
        {
          "errorDomain": "SymbolGraphFixture.AdoptedErrorCode",
          "typeName": "AdoptedErrorCode",
          "codePrefix": "AdoptedErrorCode",
          "sourceLanguage": "en",
          "codes": {
            "AdoptedErrorCodeNetworkError": {
              "rawValue": 1001,
              "swiftName": "networkError"
            },
            "AdoptedErrorCodeAccountLocked": {
              "rawValue": 1010,
              "swiftName": "accountLocked"
            },
            "AdoptedErrorCodeMissingToken": {
              "rawValue": 1011,
              "swiftName": "missingToken"
            },
            "AdoptedErrorCodeSessionExpired": {
              "rawValue": -1,
              "swiftName": "sessionExpired"
            },
            "AdoptedErrorCodeLegacyTimeout": {
              "rawValue": 0,
              "swiftName": "legacyTimeout"
            },
            "AdoptedErrorCodeQuotaExceeded": {
              "rawValue": 2000,
              "swiftName": "quotaExceeded"
            },
            "AdoptedErrorCodeDefault": {
              "rawValue": 2001,
              "swiftName": "default"
            }
          }
        }

        """

    static let expectedDocument = """
        # Adopted errors

        A hand-written error enum that `InitFromSymbolGraphTests` turns into a spec with `init --from-symbol-graph`: \
        doc comments of one and two paragraphs, explicit raw values in every literal form, implicit ones, deprecated \
        cases and cases without docs.

        When an operation fails, it throws `AdoptedErrorCode`, whose code is one of the codes below.

        ## Error codes

        | Code | Description |
        | --- | --- |
        | `AdoptedErrorCodeNetworkError` | A network error occurred.<br>Check the connection \\| then try again. |
        | `AdoptedErrorCodeAccountLocked` | The account is locked. |
        | `AdoptedErrorCodeMissingToken` | TODO(error-tables): AdoptedErrorCode.missingToken has no doc comment; say \
        here when this error happens and what the user can do about it. |
        | `AdoptedErrorCodeSessionExpired` | The session expired. |
        | `AdoptedErrorCodeLegacyTimeout` | TODO(error-tables): AdoptedErrorCode.legacyTimeout has no doc comment; say \
        here when this error happens and what the user can do about it. |
        | `AdoptedErrorCodeQuotaExceeded` | The storage quota is used up. |
        | `AdoptedErrorCodeDefault` | TODO(error-tables): AdoptedErrorCode.default has no doc comment; say here when \
        this error happens and what the user can do about it. |

        ## Deprecated codes

        - `AdoptedErrorCodeSessionExpired`: Deprecated: Use accountLocked instead.
        - `AdoptedErrorCodeLegacyTimeout`: Deprecated: use `networkError` instead.

        """

    /// What init reports about the fixture enum: a warning per case without docs, a note per deprecated case, at
    /// the declarations.
    static let expectedDiagnostics = """
        \(fixtureSource):11:10: warning: AdoptedErrorCode.missingToken has no doc comment, so its row gets a \
        placeholder that lint reports; write in its place when the error happens and what the user can do about it
        \(fixtureSource):14:10: note: AdoptedErrorCode.sessionExpired is deprecated ('Deprecated: Use accountLocked \
        instead.'); error tables have no deprecation, so the document lists it under 'Deprecated codes', and the \
        generated case is not marked deprecated
        \(fixtureSource):16:10: warning: AdoptedErrorCode.legacyTimeout has no doc comment, so its row gets a \
        placeholder that lint reports; write in its place when the error happens and what the user can do about it
        \(fixtureSource):16:10: note: AdoptedErrorCode.legacyTimeout is deprecated ('Deprecated: use `networkError` \
        instead.'); error tables have no deprecation, so the document lists it under 'Deprecated codes', and the \
        generated case is not marked deprecated
        \(fixtureSource):20:10: warning: AdoptedErrorCode.default has no doc comment, so its row gets a placeholder \
        that lint reports; write in its place when the error happens and what the user can do about it

        """

    /// The placeholder warnings lint and check print for the spec init wrote (`lint --strict`: errors).
    static func placeholderFindings(_ severity: String) -> String {
        """
        spec/Adopted/en.md:13:36: \(severity): 'AdoptedErrorCodeMissingToken' still has the placeholder description \
        init wrote; replace it with when the error happens and what the user can do about it
        spec/Adopted/en.md:15:37: \(severity): 'AdoptedErrorCodeLegacyTimeout' still has the placeholder description \
        init wrote; replace it with when the error happens and what the user can do about it
        spec/Adopted/en.md:17:31: \(severity): 'AdoptedErrorCodeDefault' still has the placeholder description init \
        wrote; replace it with when the error happens and what the user can do about it

        """
    }

    /// Init from the graph extracted from this build, then `check --symbol-graph` on the same graph: no drift,
    /// only the placeholders left to write.
    @Test func initFromTheBuiltFixtureThenCheckFindsNoDrift() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        let graph = try SymbolGraphExtraction.extract(module: "SymbolGraphFixture", into: sandbox.path("graphs"))
        let result = sandbox.run([
            "init", sandbox.path("spec/Adopted"), "--from-symbol-graph", graph, "--type", "AdoptedErrorCode",
        ])
        #expect(result.status == 0)
        #expect(result.errors == Self.expectedDiagnostics)
        #expect(
            result.output == """
                init: wrote error-tables.json, en.md in \(sandbox.path("spec/Adopted")): 7 codes from \
                SymbolGraphFixture.AdoptedErrorCode, 3 with a placeholder description, 2 deprecated
                init: started \(sandbox.path("spec/Adopted"))/translations.lock (no translation yet); lint warns about \
                a translation once its source text changes
                init: recorded the API in \(sandbox.path("spec/Adopted"))/api-baseline.txt (7 codes, 0 method types); \
                lint warns when the docs change it
                next: describe the cases marked TODO(error-tables): in en.md, run: error-tables lint --spec \
                \(sandbox.path("spec/Adopted")); keep the enum and the docs in sync with: error-tables check --spec \
                \(sandbox.path("spec/Adopted")) --symbol-graph \(graph)

                """)
        #expect(sandbox.read("spec/Adopted/error-tables.json") == Self.expectedConfig)
        #expect(sandbox.read("spec/Adopted/en.md") == Self.expectedDocument)

        let check = sandbox.run([
            "check", "--spec", sandbox.path("spec/Adopted"), "--symbol-graph", graph, "--type", "AdoptedErrorCode",
        ])
        #expect(check.errors == Self.placeholderFindings("warning"))
        #expect(check.status == 0)
        #expect(
            check.output == """
                symbol graph: AdoptedErrorCode declares 7 cases; Adopted documents 7 codes
                check: 0 errors, 3 warnings

                """)

        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec/Adopted"), "--strict"])
        #expect(lint.errors == Self.placeholderFindings("error"))
        #expect(lint.status == 1)
    }

    /// The generated enum keeps the hand-written one's case names and raw values.
    @Test func generatedEnumKeepsCaseNamesAndRawValues() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.write("spec/Adopted/error-tables.json", Self.expectedConfig)
        try sandbox.write("spec/Adopted/en.md", Self.expectedDocument)
        let result = sandbox.run(["generate", "--spec", sandbox.path("spec"), "--output", sandbox.path("out")])
        #expect(result.status == 0)
        let code = sandbox.read("out/AdoptedErrorCodes.swift") ?? ""
        for declaration in [
            "case networkError = 1001", "case accountLocked = 1010", "case missingToken = 1011",
            "case sessionExpired = -1", "case legacyTimeout = 0", "case quotaExceeded = 2000", "case `default` = 2001",
            "\"SymbolGraphFixture.AdoptedErrorCode\"",
        ] {
            #expect(code.contains(declaration), "\(declaration)")
        }
    }
}
