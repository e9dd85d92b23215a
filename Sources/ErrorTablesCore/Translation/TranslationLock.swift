import Foundation

/// A domain's `translations.lock`: for each language, the source text each of its translated units was made
/// against, so that a translation whose source text has changed since is reported as stale.
///
/// The file lies beside the domain's `error-tables.json`. `error-tables translations --confirm <language>`
/// writes it (and `error-tables import` records the units it imports); `lint` and `check` warn about stale
/// translations and `export` marks them `needs-review`. Without the file nothing is stale.
///
/// The file is deterministic and merge-friendly: comment lines starting with `#`, then one line per language
/// and unit, sorted by language, then unit id (UTF-8 byte order, as `LC_ALL=C sort` sorts):
///
/// ```
/// it<TAB>FIRAuthErrorCodeNetworkError<TAB>A network error occurred.
/// ```
///
/// The unit id and the source text are escaped to one line (`TranslationLock.escaped(_:)`): `\\`, `\t`, `\n`,
/// `\r`, `\u{…}` for other control characters and line or paragraph separators, and `\s` for a space that ends
/// the field (so that editors trimming trailing spaces keep it).
///
/// ```swift
/// let lock = TranslationLock.read(folder: "spec/FirebaseAuth", diagnostics: &diagnostics) ?? TranslationLock()
/// let confirmed = lock.confirming(language: "it", units: units)
/// try confirmed.write(folder: "spec/FirebaseAuth")
/// ```
public struct TranslationLock: Sendable, Equatable {
    /// The file's name, in the domain folder.
    public static let fileName = "translations.lock"

    /// The comment lines every written file starts with.
    public static let header = """
        # translations.lock: the source text each translation was made against, one line per language and unit:
        # <language> TAB <unit id> TAB <source text>. Written by error-tables translations --confirm <language>.
        """

    /// The source text each translation was made against, by language, then unit id.
    public private(set) var sourceTexts: [String: [String: String]]

    /// A lock with the given source texts (by language, then unit id); empty by default.
    public init(sourceTexts: [String: [String: String]] = [:]) {
        self.sourceTexts = sourceTexts.filter { !$0.value.isEmpty }
    }

    /// The path of the lock of the domain in `folder`.
    public static func path(folder: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + fileName
    }

    /// The source text `language`'s translation of unit `id` was made against, if recorded.
    public func sourceText(of id: String, in language: String) -> String? { sourceTexts[language]?[id] }

    /// The languages with recorded units, sorted.
    public var languages: [String] { sourceTexts.keys.sorted(by: Self.byteOrder) }

    /// The lock after `language`'s translations were confirmed: that language's lines become exactly the
    /// current source text of every unit in `units` that the language translates (has text for); units it
    /// does not translate and ids not in `units` lose their lines. Other languages' lines stay as they are.
    ///
    /// - Parameters:
    ///   - language: The confirmed language.
    ///   - units: Every unit of the domain, as `TranslationUnitBuilder` builds them.
    public func confirming(language: String, units: [TranslationUnit]) -> TranslationLock {
        var result = self
        var texts: [String: String] = [:]
        for unit in units where unit.translation(in: language) != nil { texts[unit.id] = unit.sourceText }
        result.sourceTexts[language] = texts.isEmpty ? nil : texts
        return result
    }

    /// The lock with `texts` (unit id → the source text the translation was made against) recorded for
    /// `language`; the language's other lines and other languages' lines stay. What `import` calls for the
    /// units it imports: with the current source text to confirm them, or with the source text the
    /// translator worked from (an older one) to leave them stale. An empty id or text is not recorded (no
    /// unit has one, and the file could not hold it).
    public func recording(_ texts: [String: String], language: String) -> TranslationLock {
        let texts = texts.filter { !$0.key.isEmpty && !$0.value.isEmpty }
        guard !texts.isEmpty else { return self }
        var result = self
        result.sourceTexts[language, default: [:]].merge(texts) { _, new in new }
        return result
    }

    /// How `language`'s lines changed from `old` to this lock: how many it has, how many of them are new or
    /// have another source text, and how many `old` had that this one has not.
    public func changes(from old: TranslationLock, language: String) -> (recorded: Int, updated: Int, removed: Int) {
        let new = sourceTexts[language] ?? [:]
        let previous = old.sourceTexts[language] ?? [:]
        let updated = new.filter { previous[$0.key] != $0.value }.count
        let removed = previous.keys.filter { new[$0] == nil }.count
        return (new.count, updated, removed)
    }

    /// The file's text: the header, then one line per language and unit, sorted; ends with a line break.
    public func rendered() -> String {
        var text = Self.header + "\n"
        for language in languages {
            guard let texts = sourceTexts[language] else { continue }
            for id in texts.keys.sorted(by: Self.byteOrder) {
                text += language + "\t" + Self.escaped(id) + "\t" + Self.escaped(texts[id] ?? "") + "\n"
            }
        }
        return text
    }

    /// Writes `rendered()` to the lock of the domain in `folder`, atomically (a temporary file renamed over it).
    public func write(folder: String) throws(FatalDiagnostic) {
        try TranslationExport.write(rendered(), to: Self.path(folder: folder))
    }

    /// UTF-8 byte order, the order of `LC_ALL=C sort`.
    static func byteOrder(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }
}
