import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// Recovery traits in the config: validated by name and against the documented codes, and handed to the
/// model in the runtime's order. `⟨name⟩` in the inputs marks where a diagnostic must point.
@Suite struct TraitsTests {
    typealias Spec = TempSpec

    /// `TempSpec.config` with `"traits": <traits>` added at its end (after `codes`, so each code key below
    /// `traits` is found there).
    static func config(traits: String) -> String {
        Spec.config.replacingOccurrences(
            of: "\"PXErrorC\": 103\n  }\n}", with: "\"PXErrorC\": 103\n  },\n  ⟨traits⟩\"traits\": \(traits)\n}")
    }

    /// Loads the base spec with the given traits; returns the markers, every diagnostic line, and each code's
    /// traits as `id: [trait, …]`.
    func load(traits: String) throws -> (at: [String: String], lines: [String], traits: [String]) {
        try Spec.with(["error-tables.json": Self.config(traits: traits), "en.md": Spec.source, "it.md": Spec.italian]) {
            spec in
            let (model, lines) = spec.load()
            let codes = model?.domains.first?.codes ?? []
            return (spec.markers, lines, codes.map { "\($0.id): [\($0.traits.joined(separator: ", "))]" })
        }
    }

    /// The runtime's `ErrorTraits` flags in declaration order (ErrorTablesRuntime/ErrorTraits.swift).
    static let runtimeOrder = [
        "retryable", "throttled", "reauthenticate", "signInAgain", "correctInput", "developerConfiguration",
        "userCancelled", "permissionDenied", "notifyUser",
    ]

    @Test func theConfigKnowsTheRuntimesTraitsInItsOrder() {
        #expect(DomainConfig.traitNames == Self.runtimeOrder)
    }

    @Test func traitsReachTheModelInTheRuntimesOrderWithoutRepeats() throws {
        let (_, lines, traits) = try load(
            traits: #"{ "PXErrorA": ["notifyUser", "retryable", "throttled", "retryable"], "PXErrorB": [] }"#)
        #expect(lines == [])
        #expect(traits == ["PXErrorA: [retryable, throttled, notifyUser]", "PXErrorB: []", "PXErrorC: []"])
    }

    @Test func everyTraitInReverse() throws {
        let names = Self.runtimeOrder.reversed().map { "\"\($0)\"" }.joined(separator: ", ")
        let (_, lines, traits) = try load(traits: "{ \"PXErrorC\": [\(names)] }")
        #expect(lines == [])
        #expect(traits.last == "PXErrorC: [" + Self.runtimeOrder.joined(separator: ", ") + "]")
    }

    @Test func anUnknownTraitWithASuggestion() throws {
        let (at, lines, traits) = try load(traits: #"{ ⟨1⟩"PXErrorA": ["retryabel", "throttled"] }"#)
        #expect(lines == ["\(at["1"]!): error: unknown trait 'retryabel' for 'PXErrorA'; did you mean 'retryable'?"])
        #expect(traits.first == "PXErrorA: [throttled]")
    }

    @Test func anUnknownTraitWithoutASuggestion() throws {
        let (at, lines, traits) = try load(traits: #"{ "PXErrorA": ["retryable"], ⟨1⟩"PXErrorB": ["sparkly"] }"#)
        #expect(
            lines == [
                "\(at["1"]!): error: unknown trait 'sparkly' for 'PXErrorB'; traits: retryable, throttled, "
                    + "reauthenticate, signInAgain, correctInput, developerConfiguration, userCancelled, "
                    + "permissionDenied, notifyUser"
            ])
        #expect(traits == ["PXErrorA: [retryable]", "PXErrorB: []", "PXErrorC: []"])
    }

    @Test func traitsThatAreNotAList() throws {
        let (at, lines, traits) = try load(traits: #"{ ⟨1⟩"PXErrorA": "retryable", ⟨2⟩"PXErrorB": [1] }"#)
        #expect(
            lines == [
                "\(at["1"]!): error: the traits of 'PXErrorA' must be a list of names such as [\"retryable\"]",
                "\(at["2"]!): error: the traits of 'PXErrorB' must be a list of names such as [\"retryable\"]",
            ])
        #expect(traits == ["PXErrorA: []", "PXErrorB: []", "PXErrorC: []"])
    }

    @Test func traitsThatAreNotAnObject() throws {
        let (at, lines, _) = try load(traits: #"["retryable"]"#)
        #expect(
            lines == [
                "\(at["traits"]!): error: 'traits' must be an object mapping code identifiers to lists of traits such "
                    + "as [\"retryable\"]"
            ])
    }

    @Test func traitsForAnUndocumentedCode() throws {
        let (at, lines, traits) = try load(
            traits: #"{ ⟨1⟩"PXErorB": ["retryable"], ⟨2⟩"Unrelated": ["throttled"], "PXErrorC": ["correctInput"] }"#)
        #expect(
            lines
                == [
                    "\(at["1"]!): error: traits are given for 'PXErorB', which no table of en.md documents; did you mean "
                        + "'PXErrorB'?",
                    "\(at["2"]!): error: traits are given for 'Unrelated', which no table of en.md documents",
                ].sorted())
        #expect(traits == ["PXErrorA: []", "PXErrorB: []", "PXErrorC: [correctInput]"])
    }

    // MARK: - spec/Facebook

    static let packageRoot = PackageRoot.path

    @Test func everyFacebookCategorysTraits() throws {
        var diagnostics = Diagnostics()
        let model = try SpecLoading.model(path: Self.packageRoot + "/spec/Facebook", diagnostics: &diagnostics)
        #expect(diagnostics.all.map { $0.formatted(relativeTo: Self.packageRoot) } == [])
        let domain = try #require(model.domains.first)
        #expect(
            domain.codes.map { "\($0.id): [\($0.traits.joined(separator: ", "))]" } == [
                "FBErrorCategoryServer: [retryable]",
                "FBErrorCategoryFacebookOther: []",
                "FBErrorCategoryBadRequest: []",
                "FBErrorCategoryInvalid: []",
                "FBErrorCategoryUserCancelled: [userCancelled]",
                "FBErrorCategoryAuthenticationReopenSession: [signInAgain]",
                "FBErrorCategoryPermissions: [permissionDenied]",
                "FBErrorCategoryRetry: [retryable]",
                "FBErrorCategoryThrottling: [throttled]",
            ])
    }
}
