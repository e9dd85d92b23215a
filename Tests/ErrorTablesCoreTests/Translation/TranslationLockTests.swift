import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// `TranslationLock`: the file's text, its escaping, the lines it cannot use, confirming and recording, and
/// which translations are stale.
@Suite struct TranslationLockTests {
    static let path = "spec/Upload/translations.lock"

    /// Parses `text`, returning the lock and every diagnostic line.
    static func parse(_ text: String) -> (lock: TranslationLock, diagnostics: [String]) {
        var diagnostics = Diagnostics()
        let lock = TranslationLock.parse(Array(text.utf8), path: path, diagnostics: &diagnostics)
        return (lock, diagnostics.all.map(\.description))
    }

    /// A unit with `source` text and the given translations (each with a cell at line 5 of `<language>.md`).
    static func unit(_ id: String, _ source: String, _ translations: [String: String?] = [:]) -> TranslationUnit {
        let table = SourceLocation(path: "en.md", line: 3, column: 1)
        return TranslationUnit(
            id: id, kind: .description, owner: .domain, code: id, columnHeader: "Description", sourceText: source,
            needsTranslation: true,
            sourceCell: .init(location: .init(path: "en.md", line: 5, column: 3), table: table, column: 1),
            translations: translations.mapValues { text in
                TranslationUnit.Translation(
                    text: text, cell: .init(location: .init(path: "x.md", line: 5, column: 7), table: table, column: 1))
            })
    }

    @Test func rendersSortedLinesAfterTheHeader() {
        let lock = TranslationLock(sourceTexts: [
            "it": ["b": "Bee.", "a": "Ay."], "fr": ["z": "Zed."], "de": [:],
        ])
        #expect(
            lock.rendered() == TranslationLock.header + "\n" + "fr\tz\tZed.\n" + "it\ta\tAy.\n" + "it\tb\tBee.\n")
        #expect(TranslationLock.header.split(separator: "\n").allSatisfy { $0.hasPrefix("# ") })
        #expect(TranslationLock().rendered() == TranslationLock.header + "\n")
    }

    @Test func sortsByUTF8BytesWhateverTheInsertionOrder() {
        let ids = ["é", "Z", "a", "a.b", "a/b", "Ω", "😀", "A", "a b"]
        let expected = ["A", "Z", "a", "a b", "a.b", "a/b", "é", "Ω", "😀"]
        for seed in 0..<5 {
            let shuffled = Array(ids[seed...] + ids[..<seed]).reversed()
            let lock = TranslationLock(sourceTexts: ["it": Dictionary(uniqueKeysWithValues: shuffled.map { ($0, "t") })]
            )
            let lines = lock.rendered().split(separator: "\n").dropFirst(2).map { $0.split(separator: "\t")[1] }
            #expect(lines.map(String.init) == expected.map { TranslationLock.escaped($0) })
        }
    }

    @Test func escapesWhatWouldBreakALine() {
        #expect(TranslationLock.escaped("a\\b") == #"a\\b"#)
        #expect(TranslationLock.escaped("a\tb\nc\r\nd") == #"a\tb\nc\r\nd"#)
        #expect(TranslationLock.escaped("bell\u{7}, nul\u{0}, del\u{7F}") == #"bell\u{7}, nul\u{0}, del\u{7F}"#)
        #expect(TranslationLock.escaped("a\u{2028}b\u{2029}") == #"a\u{2028}b\u{2029}"#)
        #expect(TranslationLock.escaped("  two spaces  ") == #"  two spaces \s"#)
        #expect(
            TranslationLock.escaped("🇮🇹 città | <br> \u{05E9}\u{05DC}\u{05D5}\u{05DD} 日本") == "🇮🇹 città | <br> שלום 日本")
        #expect(TranslationLock.escaped("") == "")
    }

    @Test(arguments: [
        "plain", "a\\b", "\\", "a\tb", "line\nbreak", "\r\n", "trailing ", " ", "   ", "\u{0}\u{1}\u{1F}\u{7F}\u{85}",
        "\u{2028}\u{2029}", "\\s", "\\u{41}", "é e\u{301} 😀 👩‍👩‍👧", "RTL \u{202E}abc", "\\n literally",
    ])
    func unescapingGivesBackTheText(_ text: String) throws {
        let escaped = TranslationLock.escaped(text)
        #expect(!escaped.contains("\n") && !escaped.contains("\t") && !escaped.contains("\r"))
        #expect(!escaped.hasSuffix(" "))
        #expect(try TranslationLock.unescaped(ArraySlice(escaped.utf8)).get() == text)
    }

    @Test func roundTripsThroughTheFile() {
        let lock = TranslationLock(sourceTexts: [
            "it": ["PXErrorA": "A | B <br> C\\D", "signIn:/*": "Tab\there ", "ServerError/190/458": "Line\nbreak"],
            "pt-BR": ["PXErrorA.recoveryTactic": "Try again.", "id\twith tab": "😀 日本 שלום"],
        ])
        let text = lock.rendered()
        let (parsed, diagnostics) = Self.parse(text)
        #expect(diagnostics == [])
        #expect(parsed == lock)
        #expect(parsed.rendered() == text)
        // With Windows line breaks and a byte order mark, the same lock.
        let crlf = "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(Self.parse(crlf).lock == lock)
        #expect(Self.parse(crlf).diagnostics == [])
    }

    @Test func reportsEachLineItCannotUseAndKeepsTheOthers() {
        let text = [
            "# comment", "", "it\tA\tGood.", "it\tA-only-two-fields", "it\tB\tC\tD", "english\tC\tText.",
            "it\tD\tbad \\q escape", "it\tE\tbad \\u{110000}", "it\t\tEmpty id.", "it\tF\t", "it\tA\tAgain.",
            "<<<<<<< HEAD", "=======", ">>>>>>> branch", "it\tG\tLast.",
        ].joined(separator: "\n")
        var bytes = Array(text.utf8)
        bytes += [0x0A] + Array("it\tH\t".utf8) + [0xFF, 0x0A]
        var diagnostics = Diagnostics()
        let lock = TranslationLock.parse(bytes, path: Self.path, diagnostics: &diagnostics)
        #expect(lock.sourceTexts == ["it": ["A": "Good.", "G": "Last."]])
        let p = Self.path
        #expect(
            diagnostics.all.map(\.description) == [
                "\(p):4:21: warning: this line has 2 tab-separated fields; a line is <language> TAB <unit id> TAB <source text> (tabs inside written \\t); it is ignored",
                "\(p):5:7: warning: this line has 4 tab-separated fields; a line is <language> TAB <unit id> TAB <source text> (tabs inside written \\t); it is ignored",
                "\(p):6:1: warning: 'english' is not a BCP-47 language tag such as 'it' or 'pt-BR'; the line is ignored",
                "\(p):7:10: warning: unknown escape; a lock line escapes only \\\\, \\t, \\n, \\r, \\s and \\u{hex}; the line is ignored",
                "\(p):8:10: warning: unknown escape; a lock line escapes only \\\\, \\t, \\n, \\r, \\s and \\u{hex}; the line is ignored",
                "\(p):9:4: warning: the unit id is empty; the line is ignored",
                "\(p):10:6: warning: the source text is empty; the line is ignored",
                "\(p):11:1: warning: a second line for 'A' in 'it' (the first is line 3, which is used); remove one",
                "\(p):12:1: warning: unresolved merge conflict marker; it is ignored: keep one line per language and unit, or run 'error-tables translations --confirm <language>' to write the language's lines anew",
                "\(p):13:1: warning: unresolved merge conflict marker; it is ignored: keep one line per language and unit, or run 'error-tables translations --confirm <language>' to write the language's lines anew",
                "\(p):14:1: warning: unresolved merge conflict marker; it is ignored: keep one line per language and unit, or run 'error-tables translations --confirm <language>' to write the language's lines anew",
                "\(p):16:1: warning: this line is not UTF-8; it is ignored (save the file as UTF-8)",
            ])
    }

    @Test func badEscapesAreReportedAtTheirBackslash() {
        for (field, column) in [
            ("\\", 6), ("ab\\x", 8), ("\\u{}", 6), ("\\u{zz}", 6), ("\\u41", 6), ("\\u{1234567}", 6), ("\\u{D800}", 6),
            ("\\u{+41}", 6),
        ] {
            #expect(
                Self.parse("it\tA\t" + field).diagnostics.first?.hasPrefix(
                    "\(Self.path):1:\(column): warning: unknown escape")
                    == true, "\(field)")
        }
        #expect(Self.parse("it\tA\\tB\tx\\u{1F600}\\s").lock.sourceText(of: "A\tB", in: "it") == "x😀 ")
    }

    @Test func readsNothingWithoutAFile() throws {
        try TemporaryFolder.with { folder in
            var diagnostics = Diagnostics()
            #expect(TranslationLock.read(folder: folder.path, diagnostics: &diagnostics) == nil)
            try folder.write("translations.lock", "it\tA\tAy.\n")
            #expect(
                TranslationLock.read(folder: folder.path, diagnostics: &diagnostics)
                    == TranslationLock(sourceTexts: ["it": ["A": "Ay."]]))
            #expect(diagnostics.all == [])
            #expect(TranslationLock.path(folder: folder.path + "/") == folder.path("translations.lock"))
        }
    }

    @Test func confirmingReplacesOnlyThatLanguagesLines() {
        let old = TranslationLock(sourceTexts: [
            "fr": ["A": "Old A.", "Gone": "Removed from the source."],
            "it": ["A": "Old A.", "B": "Old B.", "Gone": "Removed from the source.", "C": "C."],
        ])
        let units = [
            Self.unit("A", "New A.", ["fr": "A fr.", "it": "A it."]),
            Self.unit("B", "Old B.", ["fr": "B fr.", "it": "B it."]),
            Self.unit("C", "C.", ["fr": "C fr.", "it": nil]),  // no longer translated in it
            Self.unit("D", "D.", ["fr": nil, "it": "D it."]),
        ]
        let new = old.confirming(language: "it", units: units)
        #expect(
            new.sourceTexts == [
                "fr": ["A": "Old A.", "Gone": "Removed from the source."],
                "it": ["A": "New A.", "B": "Old B.", "D": "D."],
            ])
        #expect(new.changes(from: old, language: "it") == (3, 2, 2))
        #expect(new.changes(from: old, language: "fr") == (2, 0, 0))
        #expect(new.confirming(language: "it", units: units) == new)
        #expect(old.confirming(language: "de", units: units) == old)
        #expect(
            TranslationLock(sourceTexts: ["it": ["A": "x"]]).confirming(language: "it", units: []).sourceTexts == [:])
    }

    @Test func recordingKeepsTheLanguagesOtherLines() {
        let old = TranslationLock(sourceTexts: ["it": ["A": "Old A.", "B": "B."], "fr": ["A": "Old A."]])
        let new = old.recording(["A": "New A.", "C": "C."], language: "it")
        #expect(new.sourceTexts == ["it": ["A": "New A.", "B": "B.", "C": "C."], "fr": ["A": "Old A."]])
        #expect(old.recording([:], language: "de") == old)
        #expect(old.recording(["": "Text.", "Y": ""], language: "de") == old)
        #expect(old.recording(["X": "X."], language: "de").sourceText(of: "X", in: "de") == "X.")
    }

    @Test func aTranslationIsStaleWhenItsLockedSourceTextDiffers() {
        let lock = TranslationLock(sourceTexts: [
            "fr": ["Size": "The file is larger than 10 MB.", "Net": "A network error occurred.", "Empty": "Old."],
            "it": ["Size": "The file is larger than 25 MB."],
        ])
        let units = [
            Self.unit(
                "Size", "The file is larger than 25 MB.",
                ["fr": "Le fichier dépasse 10 Mo.", "it": "Il file supera 25 MB."]),
            Self.unit(
                "Net", "A network error occurred.",
                ["fr": "Une erreur réseau s'est produite.", "it": "Errore di rete."]),
            Self.unit("Empty", "New.", ["fr": nil, "it": nil]),  // not translated: missing, not stale
            Self.unit("Unlocked", "Other.", ["fr": "Autre."]),
        ]
        #expect(
            lock.staleTranslations(units) == [
                .init(
                    id: "Size", language: "fr", lockedText: "The file is larger than 10 MB.",
                    sourceText: "The file is larger than 25 MB.",
                    sourceLocation: .init(path: "en.md", line: 5, column: 3),
                    location: .init(path: "x.md", line: 5, column: 7))
            ])
        #expect(lock.staleIDs(language: "fr", units: units) == ["Size"])
        #expect(lock.staleIDs(language: "it", units: units) == [])
        #expect(TranslationLock().staleTranslations(units) == [])
    }
}
