import Foundation

/// What `error-tables import` does with a translator's file (`TranslationFile`) for one domain: each unit's
/// translation written into its cell of the target language's document, found through the unit's translated
/// cell (`TranslationUnit.Translation.cell`: the model's place for that code and column), never by searching
/// for text, and rewritten with `TableCellEditor`, so everything else in the document stays byte for byte.
///
/// `prepare` computes the new document in memory and writes nothing; `write()` replaces the document
/// atomically, `diff()` shows what would change (`--dry-run`).
///
/// - Only cells whose text changes are rewritten: importing an export without changes leaves the document
///   byte-identical.
/// - A language without a document gets one: its `TranslationSkeleton` (the source with every text cell
///   emptied), made in memory and then filled.
/// - A unit without a translation in the file is skipped, as is a unit id the spec does not have (a file
///   exported from an older spec: a warning names it) and a unit whose row or column the document lacks (a
///   warning).
/// - A unit whose source text in the file is not the source document's text any more (the translator worked
///   on an old export) refuses the whole import, one error per unit at its source cell with both texts,
///   unless `force` is set: then each is a warning, the unit is imported and listed in `forcedStaleIDs`
///   (for the translations lock, which marks them stale; `translatedFrom` holds the source text each
///   translation was made against).
/// - A translation holding a control character that `export` could not write back (XML 1.0 cannot hold it:
///   U+0000–U+001F but tab, line feed and carriage return, and U+FFFE, U+FFFF) refuses the whole import, one
///   error per unit at the unit in the file, whatever `force` says.
/// - A unit id the file has twice is a warning at the second; the first is imported (XLIFF and String
///   Catalogs alike).
/// - A translation with spaces or line breaks at either end is trimmed (a cell's text is trimmed when read),
///   with a warning.
///
/// ```swift
/// let file = try TranslationFile.read(path: "it.xliff")
/// let result = try Pipeline.prepareImport(file, domain: .onDisk("spec/Pix"), force: false, diagnostics: &d)
/// try result.write()  // the document, then translations.lock when the domain has one
/// ```
public struct TranslationImport: Sendable, Equatable {
    /// The domain's name.
    public var domainName: String
    /// The target language.
    public var language: String
    /// The target language's document.
    public var path: String
    /// Its bytes before the import; `nil` when the document is new.
    public var original: [UInt8]?
    /// Its bytes after the import.
    public var contents: [UInt8]
    /// The units whose cell gets a new text, in source document order.
    public var importedIDs: [String]
    /// How many units' translations equal the document's already.
    public var unchanged: Int
    /// How many units of the file were not imported: untranslated, unknown to the spec, or without a cell.
    public var skipped: Int
    /// The units imported although their source text in the file differs from the source document's (only
    /// with `force`), in source document order: the hook for marking them stale.
    public var forcedStaleIDs: [String]
    /// For each unit whose translation the file gives and the document now holds (imported or unchanged), the
    /// source text the translator saw (`nil` when the file has none): what the translations lock records as
    /// the text the translation was made against. It differs from the source document's text exactly for
    /// `forcedStaleIDs`.
    public var translatedFrom: [String: String?]
    /// The domain folder, where `translations.lock` is.
    public var domainFolder: String = ""
    /// The domain's `translations.lock` as it was; `nil` when the domain has none.
    public var originalLock: TranslationLock? = nil
    /// The lock after the import: each imported or unchanged unit recorded with the source text the translator
    /// saw (so a unit imported with `force` over a changed source stays stale). The first import that writes into
    /// a domain without a lock starts one, in which the other translations present are taken as current (see
    /// `TranslationLock.start(folder:loading:)`), so stale translations are detected from then on; `nil` when the domain
    /// has no lock and the import writes nothing.
    public var lock: TranslationLock? = nil

    /// Whether the import changes the document (or creates it).
    public var changesDocument: Bool { original != contents }

    /// Whether the import changes `translations.lock`.
    public var changesLock: Bool { lock != originalLock }

    /// A document held in memory that loading reads in place of the file at `path` (`import` into a new
    /// language loads the domain with its skeleton before writing it).
    public typealias AddedDocument = (language: String, path: String, bytes: [UInt8])

    /// Loads the domain's sources, with `AddedDocument` read from memory when given, reporting into the
    /// diagnostics given; `nil` when the domain cannot be loaded. `Pipeline.prepareImport(_:domain:force:diagnostics:)`
    /// passes the pipeline's loading step.
    public typealias Loader = (_ adding: AddedDocument?, _ diagnostics: inout Diagnostics) -> DomainSources?

    /// The document the import writes into, with the domain's sources that hold it.
    struct Target {
        /// The language, spelled as the domain's document is named (or as the file names it, for a new one).
        var language: String
        /// The document's path.
        var path: String
        /// Its bytes before the import; `nil` when the document is new.
        var original: [UInt8]?
        /// The bytes the import edits (a new document's skeleton).
        var bytes: [UInt8]
        /// The domain's sources, with a new document's skeleton among them.
        var sources: DomainSources
    }

    /// Prepares the import of `file` into the domain at `folder`; nothing is written.
    ///
    /// - Parameters:
    ///   - file: The translator's file.
    ///   - folder: The domain folder (with `error-tables.json` and the documents).
    ///   - force: Import units whose source text changed since the export (warnings instead of errors).
    ///   - diagnostics: Where warnings and the errors of a refusal go.
    ///   - boundary: The folder no input may lead outside of (the repository or package holding the spec), or
    ///     `nil` when reading outside it is allowed (`--allow-outside-repository`).
    ///   - load: Loads the domain's sources (again with a new language's skeleton).
    /// - Throws: `FatalDiagnostic` when nothing can be written: the spec has errors, the languages do not fit,
    ///   source texts changed (without `force`), or a translation cannot go into its cell. The errors are in
    ///   `diagnostics` first, one per unit.
    public static func prepare(
        _ file: TranslationFile, domainFolder folder: String, force: Bool, boundary: InputBoundary? = nil,
        diagnostics: inout Diagnostics, loading load: Loader
    ) throws(FatalDiagnostic) -> TranslationImport {
        guard LanguageTag.isValid(file.language) else {
            throw FatalDiagnostic(.importLanguageNotATag(file.language, path: file.path))
        }
        let sources = try loadWithoutErrors(folder, adding: nil, load: load, diagnostics: &diagnostics)
        try checkLanguages(of: file, domain: sources.domain)
        let target = try target(
            of: file, sources: sources, folder: folder, boundary: boundary, load: load, diagnostics: &diagnostics)
        // The spec's own warnings (untranslated cells and the like) are lint's to report, not import's.
        var built = Diagnostics()
        let units = TranslationUnitBuilder(target.sources).build(diagnostics: &built)
        diagnostics.merge(built)
        let plan = plan(file, units: units, language: target.language, documentPath: target.path, force: force)
        diagnostics.merge(plan.diagnostics)
        let contents = try edited(target, plan: plan, file: file, force: force, diagnostics: &diagnostics)
        let recorded = plan.translatedFrom.compactMapValues { $0 }
        return TranslationImport(
            domainName: sources.domain.name, language: target.language, path: target.path, original: target.original,
            contents: contents, importedIDs: plan.edits.map(\.id), unchanged: plan.unchanged, skipped: plan.skipped,
            forcedStaleIDs: force ? plan.stale : [], translatedFrom: plan.translatedFrom, domainFolder: folder,
            originalLock: target.sources.lock,
            lock: lock(
                target.sources.lock, starting: target.original != contents || (force && !plan.stale.isEmpty),
                sources: target.sources, units: units, recording: recorded, language: target.language))
    }

    /// The domain loaded through `load` (with `added` when given); what loading reported goes to `diagnostics`
    /// only when it refuses the import: the domain cannot be loaded or has errors.
    static func loadWithoutErrors(
        _ folder: String, adding added: AddedDocument?, load: Loader, diagnostics: inout Diagnostics
    ) throws(FatalDiagnostic) -> DomainSources {
        var loaded = Diagnostics()
        guard let sources = load(added, &loaded), loaded.errorCount == 0 else {
            diagnostics.merge(loaded)
            throw FatalDiagnostic(.importIntoSpecWithErrors(folder))
        }
        return sources
    }

    /// Throws when `file`'s source language is not `domain`'s, or its target language is `domain`'s source
    /// language (letters compared without case).
    static func checkLanguages(of file: TranslationFile, domain: ErrorDomain) throws(FatalDiagnostic) {
        if let sourceLanguage = file.sourceLanguage, sourceLanguage.lowercased() != domain.sourceLanguage.lowercased() {
            throw FatalDiagnostic(
                .importSourceLanguageMismatch(sourceLanguage, expected: domain.sourceLanguage, path: file.path))
        }
        if file.language.lowercased() == domain.sourceLanguage.lowercased() {
            throw FatalDiagnostic(.importIntoSourceLanguage(file.language, path: file.path))
        }
    }

    /// The document `file` goes into: the domain's document of its language (letters compared without case),
    /// read from disk, or else a new language's skeleton, made in memory and loaded with the domain through
    /// `load`. What making the skeleton reports is not the import's to report.
    static func target(
        of file: TranslationFile, sources: DomainSources, folder: String, boundary: InputBoundary? = nil, load: Loader,
        diagnostics: inout Diagnostics
    ) throws(FatalDiagnostic) -> Target {
        let language = file.language
        if let existing = sources.domain.documentPaths.first(where: { $0.key.lowercased() == language.lowercased() }) {
            let bytes = try InputFile.read(existing.value, limit: SourceText.maximumByteCount) {
                FatalDiagnostic(
                    .documentTooLarge(byteCount: $0, at: SourceLocation(path: existing.value, line: 1, column: 1)))
            }
            return Target(
                language: existing.key, path: existing.value, original: bytes, bytes: bytes, sources: sources)
        }
        var ignored = Diagnostics()
        let skeleton = try TranslationSkeleton.make(
            language: language, domainFolder: folder, boundary: boundary, diagnostics: &ignored)
        let withSkeleton = try loadWithoutErrors(
            folder, adding: (language, skeleton.path, skeleton.contents), load: load, diagnostics: &diagnostics)
        return Target(
            language: language, path: skeleton.path, original: nil, bytes: skeleton.contents, sources: withSkeleton)
    }

    /// The target document's bytes with `plan`'s edits applied; throws (nothing to write) when a translation
    /// holds a character `export` cannot write, when source texts changed without `force`, or when an edit
    /// cannot go into its cell (each such cell reported into `diagnostics` first).
    static func edited(
        _ target: Target, plan: Plan, file: TranslationFile, force: Bool, diagnostics: inout Diagnostics
    ) throws(FatalDiagnostic) -> [UInt8] {
        if !plan.unwritable.isEmpty {
            throw FatalDiagnostic(.importRefusedForCharacters(plan.unwritable.count, path: file.path))
        }
        if !plan.stale.isEmpty && !force {
            throw FatalDiagnostic(.importRefusedForChangedSources(plan.stale.count, path: file.path))
        }
        let editor = try TableCellEditor(path: target.path, bytes: target.bytes)
        let problems = editor.problems(in: plan.edits.map(\.edit))
        if !problems.isEmpty {
            for problem in problems { diagnostics.report(problem) }
            throw FatalDiagnostic(.importRefusedForCells(problems.count, path: target.path))
        }
        return try editor.applying(plan.edits.map(\.edit))
    }

    /// What the file's units ask of the document: its edits, the counts, and the units whose source text
    /// changed (errors, or warnings with `force`), with every diagnostic.
    struct Plan {
        var edits: [(id: String, edit: TableCellEdit)] = []
        var unchanged = 0
        var skipped = 0
        var stale: [String] = []
        /// The units whose translation holds a character `export` cannot write (they refuse the import).
        var unwritable: [String] = []
        var translatedFrom: [String: String?] = [:]
        var diagnostics = Diagnostics()
    }

    /// The plan for `file`'s units against the spec's `units`, for `language`'s document at `documentPath`: the
    /// file's units by id (`givenUnits(_:start:diagnostics:)`), those the spec does not have
    /// (`reportUnknownUnits(_:known:start:diagnostics:)`), then each spec unit the file gives
    /// (`Plan.add(_:for:language:documentPath:force:start:)`), in the spec's order.
    static func plan(
        _ file: TranslationFile, units: [TranslationUnit], language: String, documentPath: String, force: Bool
    ) -> Plan {
        var plan = Plan()
        plan.diagnostics.merge(file.diagnostics)
        let start = SourceLocation(path: file.path, line: 1, column: 1)
        let given = givenUnits(file, start: start, diagnostics: &plan.diagnostics)
        plan.skipped += reportUnknownUnits(
            file, known: Set(units.map(\.id)), start: start, diagnostics: &plan.diagnostics)
        for unit in units {
            guard let entry = given[unit.id] else { continue }
            plan.add(entry, for: unit, language: language, documentPath: documentPath, force: force, start: start)
        }
        return plan
    }

    /// The lock after the import: `existing` with `recorded` (each unit's source text as the translator saw it)
    /// for `language`. A domain without a lock gets one when the import writes (`starting`), the other languages'
    /// translations present taken as current; an import that writes nothing starts nothing (`nil`).
    static func lock(
        _ existing: TranslationLock?, starting: Bool, sources: DomainSources, units: [TranslationUnit],
        recording recorded: [String: String], language: String
    ) -> TranslationLock? {
        guard let base = existing ?? (starting ? .starting(sources, units: units, except: [language]) : nil) else {
            return nil
        }
        return base.recording(recorded, language: language)
    }

    /// Writes the document atomically (creating its folder for a new language); nothing when it does not
    /// change.
    public func write() throws(FatalDiagnostic) {
        if changesDocument {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty { try OutputFileSystem.createDirectories(folder) }
            try TranslationExport.write(String(decoding: contents, as: UTF8.self), to: path)  // read as UTF-8
        }
        // After the document: a failure here leaves the new translations unconfirmed, never confirmed but unwritten.
        if changesLock, let lock { try lock.write(folder: domainFolder) }
    }

    /// The unified diff of the document from before to after (`/dev/null` for a new one), every change shown;
    /// empty when nothing changes. Paths are shown relative to `directory`.
    public func diff(relativeTo directory: String? = nil) -> String {
        guard changesDocument else { return "" }
        let name = Diagnostic.relativePath(path, to: directory)
        return UnifiedDiff(
            old: original.map { String(decoding: $0, as: UTF8.self) } ?? "",
            new: String(decoding: contents, as: UTF8.self), oldName: original == nil ? "/dev/null" : name,
            newName: name, maxLines: Int.max
        ).text
    }

    /// `Pix/it.md: 3 imported, 5 unchanged, 2 skipped` (`to import` for a dry run; `(new document)` when
    /// the document is created; `; updated translations.lock` when the lock changes, `; started translations.lock
    /// (…)` when the import starts it), paths relative to
    /// `directory`.
    public func summary(dryRun: Bool, relativeTo directory: String? = nil) -> String {
        let name = Diagnostic.relativePath(path, to: directory)
        return "\(name): \(importedIDs.count) \(dryRun ? "to import" : "imported"), \(unchanged) unchanged, "
            + "\(skipped) skipped" + (original == nil ? " (new document)" : "")
            + (forcedStaleIDs.isEmpty ? "" : ", \(forcedStaleIDs.count) imported over a changed source text")
            + (changesLock ? "; " + lockChange(dryRun: dryRun) : "")
    }

    /// What the import does to the lock: updates it, or starts it (the domain had none; the other translations
    /// present are taken as current).
    func lockChange(dryRun: Bool) -> String {
        let name = TranslationLock.fileName
        return switch (originalLock == nil, dryRun) {
        case (true, _):
            "\(dryRun ? "would start" : "started") \(name) (the other translations present are taken as current)"
        case (false, true): "would update \(name)"
        case (false, false): "updated \(name)"
        }
    }
}
