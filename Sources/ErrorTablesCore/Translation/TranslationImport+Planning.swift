extension TranslationImport {
    /// The file's units by id, the first of each; a later unit with the same id is reported (at its place, or
    /// at `start` when it has none) and ignored.
    static func givenUnits(_ file: TranslationFile, start: SourceLocation, diagnostics: inout Diagnostics)
        -> [String: TranslationFile.Unit]
    {
        var given: [String: TranslationFile.Unit] = [:]
        for unit in file.units {
            guard let first = given[unit.id] else {
                given[unit.id] = unit
                continue
            }
            diagnostics.report(.importDuplicateUnit(unit.id, first: first.location, at: unit.location ?? start))
        }
        return given
    }

    /// Reports each id of the file that is not in `known`, once, in file order; returns how many were reported
    /// (the units skipped).
    static func reportUnknownUnits(
        _ file: TranslationFile, known: Set<String>, start: SourceLocation, diagnostics: inout Diagnostics
    ) -> Int {
        var reportedUnknown: Set<String> = []
        for unit in file.units where !known.contains(unit.id) && reportedUnknown.insert(unit.id).inserted {
            diagnostics.report(.importUnknownUnit(unit.id, at: unit.location ?? start))
        }
        return reportedUnknown.count
    }
}

extension TranslationImport.Plan {
    /// Takes the file's `entry` for the spec's `unit`: skipped when its target is empty or the unit has no cell
    /// in `language`'s document, refused when the target holds a character `export` cannot write, otherwise
    /// an edit of the unit's cell (or unchanged), with a changed source text and a trimmed target reported.
    mutating func add(
        _ entry: TranslationFile.Unit, for unit: TranslationUnit, language: String, documentPath: String,
        force: Bool, start: SourceLocation
    ) {
        // Trimmed as the reader trims a cell's text.
        let trimmed = String((entry.target ?? "").trimmingSpacesAndNewlines())
        guard !trimmed.isEmpty else {
            skipped += 1
            return
        }
        guard let cell = unit.translations[language]?.cell else {
            diagnostics.report(.importUnitWithoutCell(unit.id, document: documentPath, at: unit.sourceCell.location))
            skipped += 1
            return
        }
        if let scalar = trimmed.unicodeScalars.first(where: { !XLIFFDocument.isAllowed($0) }) {
            unwritable.append(unit.id)
            diagnostics.report(.importTargetHasControlCharacter(unit.id, scalar: scalar, at: entry.location ?? start))
            return
        }
        if entry.source != unit.sourceText {
            stale.append(unit.id)
            diagnostics.report(
                .importSourceChanged(
                    unit.id, was: entry.source, now: unit.sourceText, forced: force, at: unit.sourceCell.location))
        }
        if trimmed != entry.target {
            diagnostics.report(.importTargetTrimmed(unit.id, at: cell.location))
        }
        translatedFrom[unit.id] = entry.source
        if trimmed == unit.translation(in: language) {
            unchanged += 1
            return
        }
        edits.append(
            (unit.id, TableCellEdit(cell: LineColumn(cell.location.line, cell.location.column), text: trimmed)))
    }
}
