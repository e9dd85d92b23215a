import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// The steps of `GeneratedNames.methodTypes(diagnostics:)`: which methods share a name, which keep their
/// labels, and which names are accepted, each with its exact result and diagnostics.
@Suite struct MethodTypesStepsTests {
    /// `GeneratedNames` for a one-domain spec of `MethodTypeNamingTests.document(_:)`.
    static func names(config: String = "", _ groups: [(group: String?, methods: [String])]) throws -> GeneratedNames {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try NamingTests.spec(
            in: folder, config: config, markdown: MethodTypeNamingTests.document(groups))
        var diagnostics = Diagnostics()
        let model = try SpecLoading.model(path: path, diagnostics: &diagnostics)
        return GeneratedNames(domain: try #require(model.domains.first))
    }

    /// Diagnostics as `line: severity: message`.
    static func lines(_ diagnostics: Diagnostics) -> [String] {
        diagnostics.all.map { "\($0.location?.line ?? 0): \($0.severity): \($0.message)" }
    }

    @Test func methodsSharingNamesGroupsByQualifiedNameInOrderOfFirstUse() throws {
        let names = try Self.names([(nil, ["alpha()", "beta()", "gamma()"]), ("Client", ["delta()"])])
        let shared = names.methodsSharingNames(["XError", "YError", "XError", "XError"])
        #expect(shared.map(\.qualified) == ["XError", "YError", "Client.XError"])
        #expect(shared.map(\.methods) == [[0, 2], [1], [3]])
    }

    @Test func keepingLabelsLabelsEveryDerivedNameThatSharesAQualifiedNameAndSaysSo() throws {
        let names = try Self.names(
            config: #", "methodTypeNames": {"share(with:)": "ShareError"}"#,
            [(nil, ["share(with:)", "share(to:)", "share(by:)", "fetch(a:)", "fetch(b:)", "sync()"])])
        var diagnostics = Diagnostics()
        let kept = names.keepingLabels(
            ["ShareError", "ShareError", "ShareError", "FetchError", "FetchError", "SyncError"],
            configured: ["ShareError", nil, nil, nil, nil, nil], diagnostics: &diagnostics)
        #expect(kept == ["ShareError", "ShareToError", "ShareByError", "FetchAError", "FetchBError", "SyncError"])
        #expect(
            Self.lines(diagnostics) == [
                "15: note: 'share(by:)' and 'share(with:)' (line 3, named so in 'methodTypeNames') and 'share(to:)' "
                    + "(line 9) would all become the Swift type 'ShareError'; generating 'ShareToError' for "
                    + "'share(to:)' and 'ShareByError' for 'share(by:)' instead, with argument labels; name them in "
                    + "'methodTypeNames' of error-tables.json to choose other names",
                "27: note: 'fetch(b:)' and 'fetch(a:)' (line 21) would both become the Swift type 'FetchError'; "
                    + "generating 'FetchAError' for 'fetch(a:)' and 'FetchBError' for 'fetch(b:)' instead, with "
                    + "argument labels; name them in 'methodTypeNames' of error-tables.json to choose other names",
            ])
    }

    @Test func keepingLabelsSaysNothingWhenTheLabelsDoNotSettleIt() throws {
        let names = try Self.names([(nil, ["share(with:)", "share(with:completion:)"])])
        var diagnostics = Diagnostics()
        let kept = names.keepingLabels(
            ["ShareError", "ShareError"], configured: [nil, nil], diagnostics: &diagnostics)
        #expect(kept == ["ShareWithError", "ShareWithError"])
        #expect(diagnostics.all.isEmpty)
    }

    @Test func acceptedMethodTypesLeavesOutTakenAndGeneratedNamesAndWarnsOfCase() throws {
        let names = try Self.names([(nil, ["alpha()", "beta()", "gamma()", "delta()"])])
        var diagnostics = Diagnostics()
        let accepted = names.acceptedMethodTypes(
            ["AlphaError", "AlphaError", "XErrorCode", "Alphaerror"], diagnostics: &diagnostics)
        #expect(accepted == ["alpha()": "AlphaError", "delta()": "Alphaerror"])
        #expect(
            Self.lines(diagnostics) == [
                "9: error: 'beta()' and 'alpha()' (line 3) both become the Swift type 'AlphaError'; name one in "
                    + "'methodTypeNames' of error-tables.json",
                "15: error: 'gamma()' becomes the Swift type 'XErrorCode', which the generated code already uses; "
                    + "name it in 'methodTypeNames' of error-tables.json",
                "21: warning: 'delta()' and 'alpha()' (line 3) become the Swift types 'Alphaerror' and 'AlphaError', "
                    + "which differ only in case; if they are one method, correct the heading's spelling, else name "
                    + "one in 'methodTypeNames' of error-tables.json",
            ])
    }
}
