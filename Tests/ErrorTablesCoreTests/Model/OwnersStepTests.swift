import Testing

@testable import ErrorTablesCore

/// The owner steps of the model build (ModelBuilder+Owners, ModelBuilder+Resolving): the groups and methods the
/// headings name, each table's entries given to its owner, and each method's errors and fallback text.
@Suite struct OwnersStepTests {
    static let source = """
        # Pix

        ## `PixClient`

        ### `upload()`

        | Code | Description |
        | --- | --- |
        | `PXErrorTooBig` | The file is too big. |
        | Any other | The upload failed. |

        ### `delete()`

        ## `PixAlbum`

        | Code | Description |
        | --- | --- |
        | `PXErrorAlbumGone` | The album is gone. |

        ### `upload()`

        | Code | Description |
        | --- | --- |
        | `PXErrorFull` | The album is full. |
        | `PXErrorTooBig` | The file is far too big. |

        # Errors of every call

        | Code | Description |
        | --- | --- |
        | `PXErrorAuth` | Nobody is signed in. |
        | Anything else | Something failed. |
        """

    /// The builder, with every step before `distribute` run.
    func prepared() -> (ModelBuilder, [[ErrorEntry]], MergedTexts, [String]) {
        let (builder, extraction) = ModelBuilderFixture.builder(Self.source)
        var diagnostics = Diagnostics()
        let merged = builder.mergedTexts(diagnostics: &diagnostics)
        let entries = builder.entries(texts: merged.texts, annotating: [:], extraColumns: [:])
        return (builder, entries, merged, extraction + ModelBuilderFixture.formatted(diagnostics))
    }

    @Test func headingsNameEachGroupAndMethodOnce() {
        let (builder, _, _, earlier) = prepared()
        #expect(earlier == [])
        var diagnostics = Diagnostics()
        let owners = builder.headingOwners(diagnostics: &diagnostics)
        #expect(owners.groups.map(\.symbol) == ["PixClient", "PixAlbum"])
        #expect(owners.groupIndex == ["PixClient": 0, "PixAlbum": 1])
        #expect(
            owners.methods.map { "\($0.symbol) in \($0.group ?? "-") @\($0.location.line)" } == [
                "upload() in PixClient @5", "delete() in PixClient @12",
            ])
        #expect(owners.methodIndex == ["upload()": 0, "delete()": 1])
        #expect(owners.repeatedHeadings.mapValues { $0.map(\.line) } == ["upload()": [20]])
        #expect(owners.methods.allSatisfy { $0.ownErrors.isEmpty && $0.errors.isEmpty })
        #expect(
            ModelBuilderFixture.formatted(diagnostics) == [
                "spec/Pix/en.md:20:1: warning: method 'upload()' of 'PixAlbum' is also a method of 'PixClient' "
                    + "(line 5); a symbol is one method, so both headings' tables are merged into the method of "
                    + "'PixClient'; rename one heading if they are different methods"
            ])
    }

    @Test func eachTablesEntriesGoToItsOwner() {
        let (builder, entries, merged, _) = prepared()
        var ignored = Diagnostics()
        var owners = builder.headingOwners(diagnostics: &ignored)
        var diagnostics = Diagnostics()
        builder.distribute(
            entries, annotating: [:], fallbacks: merged.fallbacks, into: &owners, diagnostics: &diagnostics)
        #expect(owners.commonErrors.map(\.code) == ["PXErrorAuth"])
        #expect(owners.domainFallback == LocalizedText(["en": "Something failed."]))
        #expect(owners.groups.map { $0.commonErrors.map(\.code) } == [[], ["PXErrorAlbumGone"]])
        #expect(owners.methods.map { $0.ownErrors.map(\.code) } == [["PXErrorTooBig", "PXErrorFull"], []])
        // Listed again with another description and the same raw value: another cause of the one case.
        #expect(
            owners.methods[0].ownErrors[0].description
                == LocalizedText(["en": "The file is too big.\nThe file is far too big."]))
        #expect(owners.methodFallbacks == ["upload()": LocalizedText(["en": "The upload failed."])])
        #expect(
            ModelBuilderFixture.formatted(diagnostics) == [
                "spec/Pix/en.md:25:3: note: 'PXErrorTooBig' is also listed at line 9 with another description: one "
                    + "case, whose description lists both in row order"
            ])
    }

    @Test func anAnnotatingTableBelongsToNoOne() {
        let (builder, entries, merged, _) = prepared()
        var ignored = Diagnostics()
        var owners = builder.headingOwners(diagnostics: &ignored)
        // Said to annotate: the domain's table (the last) gives no common errors and no fallback.
        builder.distribute(
            entries, annotating: [3: [["PXErrorFull"]]], fallbacks: merged.fallbacks, into: &owners,
            diagnostics: &ignored)
        #expect(owners.commonErrors.isEmpty)
        #expect(owners.domainFallback == nil)
    }

    @Test func methodsGetTheirErrorsAndFallbacks() {
        let (builder, entries, merged, _) = prepared()
        var ignored = Diagnostics()
        var owners = builder.headingOwners(diagnostics: &ignored)
        builder.distribute(
            entries, annotating: [:], fallbacks: merged.fallbacks, into: &owners, diagnostics: &ignored)
        var diagnostics = Diagnostics()
        builder.resolveMethods(&owners, diagnostics: &diagnostics)
        // Its own errors (of both headings) and the domain's; the other group's common errors are not its.
        #expect(
            owners.methods.map { $0.errors.map(\.code) } == [
                ["PXErrorTooBig", "PXErrorFull", "PXErrorAuth"], ["PXErrorAuth"],
            ])
        #expect(
            owners.methods.map(\.fallback) == [
                LocalizedText(["en": "The upload failed."]), LocalizedText(["en": "Something failed."]),
            ])
        #expect(
            ModelBuilderFixture.formatted(diagnostics) == [
                "spec/Pix/en.md:20:1: note: method 'upload()' has headings at lines 5, 20; they are read as one "
                    + "method, and its errors are the tables at lines 7, 22, merged; rename a heading if it is "
                    + "another method",
                "spec/Pix/en.md:12:1: warning: method 'delete()' has no error table; it gets only common errors",
            ])
    }
}
