import Testing

@testable import ErrorTablesCore

/// Issue 21: a method heading mistyped while editing a page (a '(' left open, no space after the hashes) is read
/// as prose and its method vanishes; each such heading gets a warning where it is written, and the first error
/// table that falls to a group or to the domain because of it says so. `⟨name⟩` marks the expected places.
@Suite struct HeadingMistakesTests {
    static let path = "spec/Notes/en.md"

    static let config = DomainConfig(
        path: "spec/Notes/error-tables.json", errorDomain: "NTErrorDomain", typeName: "NotesError",
        codePrefix: "NT", sourceLanguage: "en")

    /// The extracted document, its diagnostics as `path:line:column: severity: message`, and each marker as
    /// `path:line:column`.
    func extract(_ markdown: String) -> (document: ExtractedDocument, diagnostics: [String], at: [String: String]) {
        let (clean, positions) = TempSpec.stripMarkers(markdown)
        var diagnostics = Diagnostics()
        let document = MarkdownDocument(source: SourceText(path: Self.path, string: clean))
        let extracted = Extractor(config: Self.config, role: .source).extract(
            document, language: "en", diagnostics: &diagnostics)
        return (
            extracted, diagnostics.sorted.map { $0.formatted(relativeTo: nil) },
            positions.mapValues { "\(Self.path):\($0)" }
        )
    }

    /// `kind symbol [in group]`, one per symbol heading.
    func symbols(_ document: ExtractedDocument) -> [String] {
        document.symbols.map { "\($0.kind) \($0.symbol)" + ($0.group.map { " in \($0)" } ?? "") }
    }

    @Test func aSignatureWithAParenthesisLeftOpen() {
        let (document, diagnostics, at) = extract(
            """
            # Notes

            ## `NotesClient`

            ### `deleteNote(id:)`

            | Code | Description |
            | --- | --- |
            | `NTNotFound` | No note has this id. |

            ⟨heading⟩### createNote(title:

            ⟨table⟩| Code | Description |
            | --- | --- |
            | `NTTitleTooLong` | The title is longer than 200 characters. |
            """)
        #expect(symbols(document) == ["group NotesClient", "method deleteNote(id:) in NotesClient"])
        #expect(document.tables.map(\.owner) == [.method("deleteNote(id:)"), .group("NotesClient")])
        #expect(
            diagnostics == [
                "\(at["heading"]!): warning: 'createNote(title:' looks like a method signature with a '(' left open, "
                    + "so it is read as prose and declares no method: its tables become errors of the enclosing "
                    + "group or of the domain; write 'createNote(title:)'",
                "\(at["table"]!): note: this table's codes are read as errors common to the group 'NotesClient', "
                    + "because its heading 'createNote(title:' at line 11 was read as prose",
            ])
    }

    @Test func aSignatureInACodeSpanWithTwoParenthesesOpenAtTheDomainLevel() {
        let (document, diagnostics, at) = extract(
            """
            # Notes

            ⟨heading⟩## `sync(options:(deep:`

            ⟨table⟩| Code | Description |
            | --- | --- |
            | `NTOffline` | The device is offline. |
            """)
        #expect(symbols(document) == [])
        #expect(
            diagnostics == [
                "\(at["heading"]!): warning: 'sync(options:(deep:' looks like a method signature with a '(' left "
                    + "open, so it is read as prose and declares no method: its tables become errors of the "
                    + "enclosing group or of the domain; write 'sync(options:(deep:))'",
                "\(at["table"]!): note: this table's codes are read as errors common to the domain, "
                    + "because its heading 'sync(options:(deep:' at line 3 was read as prose",
            ])
    }

    @Test func hashesWithoutASpace() {
        let (document, diagnostics, at) = extract(
            """
            # Notes

            ## `NotesClient`

            ### `deleteNote(id:)`

            | Code | Description |
            | --- | --- |
            | `NTNotFound` | No note has this id. |

            ⟨paragraph⟩###sync()

            ⟨table⟩| Code | Description |
            | --- | --- |
            | `NTOffline` | The device is offline. |
            """)
        #expect(symbols(document) == ["group NotesClient", "method deleteNote(id:) in NotesClient"])
        // The table joins the method above it: no heading of its own was read.
        #expect(document.tables.map(\.codes) == [["NTNotFound"], ["NTOffline"]])
        #expect(
            diagnostics == [
                "\(at["paragraph"]!): warning: '###sync()' is a paragraph, not a heading, as no space follows the "
                    + "'#'s: it declares no method and its tables belong to the heading above it; write '### sync()'",
                "\(at["table"]!): note: this table's codes are read as errors of the method 'deleteNote(id:)' above "
                    + "it, because its heading '###sync()' at line 11 was read as prose",
            ])
    }

    /// A misread heading's table note goes to the first table after it only, and not past the next heading of
    /// its level or above.
    @Test func theTableNoteStopsAtTheNextHeading() {
        let (_, diagnostics, at) = extract(
            """
            # Notes

            ⟨heading⟩## createNote(title:

            ### Limits

            ⟨table⟩| Code | Description |
            | --- | --- |
            | `NTTitleTooLong` | The title is too long. |

            | Code | Description |
            | --- | --- |
            | `NTBodyTooLong` | The body is too long. |

            ## Other errors

            | Code | Description |
            | --- | --- |
            | `NTOffline` | The device is offline. |
            """)
        #expect(
            diagnostics.filter { !$0.contains(": note: read as prose") } == [
                "\(at["heading"]!): warning: 'createNote(title:' looks like a method signature with a '(' left open, "
                    + "so it is read as prose and declares no method: its tables become errors of the enclosing "
                    + "group or of the domain; write 'createNote(title:)'",
                "\(at["table"]!): note: this table's codes are read as errors common to the domain, "
                    + "because its heading 'createNote(title:' at line 3 was read as prose",
            ])
    }

    @Test func aGroupHeadingInWordsAmongCodeSpanGroups() {
        let (document, diagnostics, at) = extract(
            """
            # Notes

            ## `SyncClient`

            ### `sync()`

            | Code | Description |
            | --- | --- |
            | `NTOffline` | The device is offline. |

            ⟨group⟩## Notes client

            ### `createNote(title:)`

            | Code | Description |
            | --- | --- |
            | `NTTitleTooLong` | The title is too long. |

            ### `deleteNote(id:)`

            | Code | Description |
            | --- | --- |
            | `NTNotFound` | No note has this id. |
            """)
        #expect(
            symbols(document) == [
                "group SyncClient", "method sync() in SyncClient", "method createNote(title:)",
                "method deleteNote(id:)",
            ])
        #expect(
            diagnostics.filter { !$0.contains(": note: read as prose") } == [
                "\(at["group"]!): warning: 'Notes client' stands where the groups stand but is read as prose, so the "
                    + "methods under it ('createNote(title:)', 'deleteNote(id:)') belong to no group; write it as a "
                    + "code span naming the type, such as '`NotesClient`'"
            ])
    }

    /// A prose heading is no group when the page has no group, or stands at another level than its groups, or
    /// inside a group (`### Methods` under `` ## `NotesClient` ``).
    @Test func proseHeadingsOverMethodsThatAreNoGroups() {
        let (_, withoutGroups, _) = extract(
            """
            # Notes

            ## Notes client

            ### `createNote(title:)`

            | Code | Description |
            | --- | --- |
            | `NTTitleTooLong` | The title is too long. |
            """)
        #expect(withoutGroups.filter { !$0.contains(": note: read as prose") } == [])
        let (_, insideAGroup, _) = extract(
            """
            # Notes

            ## `NotesClient`

            ### Methods

            #### `createNote(title:)`

            | Code | Description |
            | --- | --- |
            | `NTTitleTooLong` | The title is too long. |

            ## `SyncClient`

            ### `sync()`

            | Code | Description |
            | --- | --- |
            | `NTOffline` | The device is offline. |
            """)
        #expect(insideAGroup.filter { !$0.contains(": note: read as prose") } == [])
    }

    /// The same method heading under two groups is one method of the first group (its tables merged), which
    /// is a warning at the second heading; a repeat under prose (an appendix) stays a note.
    @Test func theSameMethodUnderTwoGroups() throws {
        let page = """
            # Notes

            ## `NotesClient`

            ### `sync()`

            | Code | Description |
            | --- | --- |
            | `NTConflict` | Another device changed the note first. |

            ## `SyncClient`

            ⟨second⟩### `sync()`

            | Code | Description |
            | --- | --- |
            | `NTOffline` | The device is offline. |
            """
        let (methods, diagnostics, at) = try TempSpec.with(["error-tables.json": "{}", "en.md": page]) { spec in
            let (model, diagnostics) = spec.load()
            let methods = model?.domains.first?.methods.map { "\($0.symbol) in \($0.group ?? "-")" }
            return (methods, diagnostics.filter { !$0.contains(": note: ") }, spec.markers)
        }
        #expect(methods == ["sync() in NotesClient"])
        #expect(
            diagnostics == [
                "\(at["second"]!): warning: method 'sync()' of 'SyncClient' is also a method of 'NotesClient' "
                    + "(line 5); a symbol is one method, so both headings' tables are merged into the method of "
                    + "'NotesClient'; rename one heading if they are different methods"
            ])
    }

    /// A method heading one level too deep makes the method above it a group: a warning at the heading, with
    /// the heading as it was meant. One at the level of the groups after a group's methods is a free function
    /// as far as the page says (the golden spec has such), so it is not reported.
    @Test func methodHeadingsALevelOff() {
        let (document, diagnostics, at) = extract(
            """
            # Notes

            ## `NotesClient`

            ### `createNote(title:)`

            | Code | Description |
            | --- | --- |
            | `NTTitleTooLong` | The title is too long. |

            ⟨deep⟩#### `deleteNote(id:)`

            | Code | Description |
            | --- | --- |
            | `NTNotFound` | No note has this id. |

            ## `archiveNote(id:)`

            | Code | Description |
            | --- | --- |
            | `NTArchived` | The note is archived already. |

            ## `SyncClient`

            ### `sync()`

            | Code | Description |
            | --- | --- |
            | `NTOffline` | The device is offline. |
            """)
        #expect(
            symbols(document) == [
                "group NotesClient", "group createNote(title:) in NotesClient",
                "method deleteNote(id:) in createNote(title:)", "method archiveNote(id:)", "group SyncClient",
                "method sync() in SyncClient",
            ])
        #expect(
            diagnostics.filter { !$0.contains(": note: ") } == [
                "\(at["deep"]!): warning: the level-4 heading 'deleteNote(id:)' is nested under "
                    + "'createNote(title:)' (line 5), which makes that method a group; write it at the level of "
                    + "'createNote(title:)', as '### deleteNote(id:)'"
            ])
    }

    /// Headings that only look a little like code are not reported: closed signatures, words with a
    /// parenthesis, hashes in prose.
    @Test func wellFormedHeadingsAndProseAreNotReported() {
        #expect(Extractor.repairedSignature("createNote(title:)") == nil)
        #expect(Extractor.repairedSignature("Limits (per account") == nil)
        #expect(Extractor.repairedSignature("createNote(title:") == "createNote(title:)")
        #expect(Extractor.headingWithoutSpace("#1 on the list") == nil)
        #expect(Extractor.headingWithoutSpace("#hashtag and more words") == nil)
        #expect(Extractor.headingWithoutSpace("#######deep()") == nil)
        #expect(Extractor.headingWithoutSpace("## sync()") == nil)
        #expect(Extractor.headingWithoutSpace("##`NotesClient`")?.fix == "## `NotesClient`")
        #expect(
            Extractor.headingWithoutSpace("###sync()\nmore").map { "\($0.written) → \($0.fix)" }
                == "###sync() → ### sync()")
    }
}
