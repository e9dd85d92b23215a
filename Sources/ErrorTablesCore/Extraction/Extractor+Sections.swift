/// Which sections of a page a domain reads.
///
/// **Families of codes.** A page may document several families of codes, each under its own heading:
/// connection close codes, webhook error codes and message opcodes, whose numbers collide across families
/// (4001 is a close code and a webhook error). The class: error tables that belong to no API symbol, under
/// different headings, where one number names different codes (or one code has different numbers) from one
/// heading to the next. One Swift enum cannot hold them all, so a domain reads one family:
///
/// - with `sections` (`"sections": ["Webhook error codes"]`), the tables under a heading with one of those
///   texts, of any level and at any level above the table, or after a bold label with one (a paragraph that is
///   only bold text, `**Errors**`, up to the next heading or label); a name that matches nothing is a warning
///   listing the closest titles over error tables (`SectionTracker`, `checkSections`);
/// - without it, the families whose headings name errors (`error`, `Fehler`, `erreur`, `エラー`, …), with a
///   note; else the biggest family, with a warning (`chosenFamilies`, in `Extractor+Families.swift`). Either way
///   the message lists the families with their headings and gives the `sections` line that chooses another.
///
/// A translation's table that translates a table left out is left out too (it is recognized by its codes).
extension Extractor {
    /// Without `sections`: when the source's tables form several families of colliding codes, keeps one.
    func chooseFamily(_ result: inout ExtractedDocument, readDecisions: [Int], diagnostics: inout Diagnostics) {
        // The family of each table read: the innermost heading above a table of the domain's own errors.
        let families = result.tables.indices.map { index -> String? in
            guard result.tables[index].owner == .domain else { return nil }
            return result.tableDecisions[readDecisions[index]].section.last ?? ""
        }
        guard Self.codesCollide(result.tables, families: families) else { return }
        var order: [String] = []
        for case let family? in families where !order.contains(family) { order.append(family) }
        guard order.count > 1 else { return }
        // Which families are read: `chosenFamilies` (Extractor+Families.swift).
        let paths = result.tables.indices.map { result.tableDecisions[readDecisions[$0]].section }
        let (chosenFamilies, reason) = Self.chosenFamilies(
            Self.familyFacts(result.tables, families: families, paths: paths))
        guard chosenFamilies.count < order.count, let chosen = chosenFamilies.first else { return }
        let firstLines = order.map { family in
            result.tables[families.firstIndex(of: family) ?? 0].location.line
        }

        var kept: [ErrorTable] = []
        var newIndex: [Int?] = []
        for index in result.tables.indices {
            let table = result.tables[index]
            guard let family = families[index], !chosenFamilies.contains(family) else {
                newIndex.append(kept.count)
                kept.append(table)
                continue
            }
            newIndex.append(nil)
            let decision = readDecisions[index]
            result.tableDecisions[decision].roles = nil
            result.tableDecisions[decision].reason =
                "its codes are another family than those under \(Diagnostic.quote(chosen)), which are read"
                + (chosenFamilies.count > 1 ? " (with \(chosenFamilies.count - 1) more of its layout)" : "")
            result.excludedTables.append(
                ExcludedTable(
                    line: table.location.line, reason: result.tableDecisions[decision].reason,
                    keys: ExtractedDocument.keys(of: [table])))
        }
        result.tables = kept
        for index in result.inclusions.indices {
            result.inclusions[index].tableIndex = result.inclusions[index].tableIndex.flatMap { newIndex[$0] }
        }
        result.guessedSections = chosenFamilies
        let listed = zip(order, firstLines).map { "\(Diagnostic.quote($0)) (line \($1))" }
        let location =
            result.tables.first { $0.owner == .domain }?.location
            ?? SourceLocation(
                path: result.path, line: 1, column: 1)
        diagnostics.report(
            .severalFamilies(
                listed, chosen: chosenFamilies, other: order.first { !chosenFamilies.contains($0) } ?? chosen,
                headingNamesErrors: reason == .headingNamesErrors, at: location))
    }

    /// Whether one number names different codes, or one code has different numbers, in tables of different
    /// families (`nil` families are tables of API symbols, which never collide this way).
    static func codesCollide(_ tables: [ErrorTable], families: [String?]) -> Bool {
        var codeOf: [Int: (code: String, family: String, named: Bool)] = [:]
        var numberOf: [String: (number: Int?, description: String, family: String)] = [:]
        for (table, family) in zip(tables, families) {
            guard let family else { continue }
            for row in table.rows {
                if let number = row.rawValue {
                    // A row keyed by its number alone (a troubleshooting table's `4101, 4102`) refers to the code
                    // with that number; only two names for one number collide.
                    let named = "\(number)" != row.code
                    if let earlier = codeOf[number], earlier.family != family, earlier.named, named,
                        earlier.code != row.code
                    {
                        return true
                    }
                    if codeOf[number]?.named != true { codeOf[number] = (row.code, family, named) }
                }
                if let earlier = numberOf[row.code], earlier.family != family {
                    if earlier.number != row.rawValue { return true }
                    // Numbers alone (no name column): the same number with another meaning.
                    if row.rawValue.map({ "\($0)" }) == row.code && earlier.description != row.description {
                        return true
                    }
                }
                numberOf[row.code] = numberOf[row.code] ?? (row.rawValue, row.description, family)
            }
        }
        return false
    }

    /// With `sections`: warns about each configured name that no heading or bold label of the source has, with
    /// the closest titles over error tables (`SectionTracker.closest`), for the first names only so that the
    /// comparisons stay within `SectionTracker.comparisonLimit`.
    func checkSections(_ result: ExtractedDocument, titles: [SectionTitle], diagnostics: inout Diagnostics) {
        let met = Set(titles.map(\.key))
        var candidates: [SectionTitle] = []
        var listed = Set<String>()
        for title in titles where title.hasTables && listed.insert(title.key).inserted { candidates.append(title) }
        var comparisonsLeft = SectionTracker.comparisonLimit
        for name in config.sections where !met.contains(SectionTracker.key(name)) {
            var closest: [SectionTitle] = []
            if comparisonsLeft >= candidates.count {
                comparisonsLeft -= candidates.count
                closest = SectionTracker.closest(to: name, among: candidates)
            }
            diagnostics.report(
                .unknownSection(
                    name, path: result.path,
                    closest: closest.map { "\(Diagnostic.quote($0.text)) (line \($0.line))" },
                    at: config.location(ofKey: "sections")))
        }
    }

    /// Says which tables with a key column were left out, so none is dropped silently: one note per source
    /// document for parameter tables, one for tables whose key column's header names no codes.
    func noteTablesNotRead(_ decisions: [TableDecision], path: String, diagnostics: inout Diagnostics) {
        let parameters = decisions.filter(\.isParameterTable)
        if let first = parameters.first {
            diagnostics.report(
                .parameterTablesSkipped(
                    lines: parameters.map(\.line),
                    at: SourceLocation(path: path, line: first.line, column: first.column)))
        }
        let fields = decisions.filter(\.isFieldTable)
        if let first = fields.first {
            diagnostics.report(
                .fieldTablesSkipped(
                    lines: fields.map(\.line), at: SourceLocation(path: path, line: first.line, column: first.column)))
        }
        let returnValues = decisions.filter(\.isReturnValueTable)
        if let first = returnValues.first {
            diagnostics.report(
                .returnValueTablesSkipped(
                    lines: returnValues.map(\.line),
                    at: SourceLocation(path: path, line: first.line, column: first.column)))
        }
        let unnamed = decisions.filter(\.hasUnnamedKey)
        if let first = unnamed.first {
            diagnostics.report(
                .unnamedKeyTablesSkipped(
                    lines: unnamed.map(\.line), at: SourceLocation(path: path, line: first.line, column: first.column)))
        }
    }
}

extension Diagnostic {
    /// Several families of colliding codes on one page, `families` as `'Heading' (line 5)`; only `chosen` is read.
    static func severalFamilies(
        _ families: [String], chosen: [String], other: String, headingNamesErrors: Bool, at location: SourceLocation
    ) -> Diagnostic {
        let read = chosen.map { quote($0) }.joined(separator: ", ")
        return Diagnostic(
            headingNamesErrors ? .note : .warning,
            "this page holds \(families.count) families of codes whose numbers collide, under "
                + families.joined(separator: ", ") + "; only the tables under \(read) are read ("
                + (headingNamesErrors
                    ? (chosen.count == 1 ? "its heading names errors" : "their headings name errors")
                    : "the biggest family")
                + "); to read another, set \"sections\": [\"\(excerpt(other))\"] in a domain's config",
            at: location)
    }

    /// A `sections` name that no heading or bold label of the source document has; `closest` lists the titles
    /// over error tables closest to it, as `'Errors' (line 12)`.
    static func unknownSection(
        _ name: String, path: String, closest: [String], at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "'sections' names \(quote(name)), but no heading or bold label of \(path) has this text"
                + (closest.isEmpty ? "" : "; the closest over error tables: " + closest.joined(separator: ", ")),
            at: location)
    }

    /// Tables left out because their key column's header names no codes while other tables' headers do.
    static func unnamedKeyTablesSkipped(lines: [Int], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .note,
            "not read as error tables: the \(lines.count == 1 ? "table" : "tables") at line"
                + (lines.count == 1 ? " " : "s ") + lines.map(String.init).joined(separator: ", ")
                + ", whose key column's header names no codes while other tables' headers do ('Code', 'Error', …); "
                + "set 'columns' by header text to read one", at: location)
    }

    /// Tables left out as return-value, response or example tables, at `lines`.
    static func returnValueTablesSkipped(lines: [Int], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .note,
            "not read as error tables: the \(lines.count == 1 ? "table" : "tables") at line"
                + (lines.count == 1 ? " " : "s ") + lines.map(String.init).joined(separator: ", ")
                + ", under a heading that names a return value, a response or an example, whose key column's "
                + "header does not name errors; set 'columns' by header text to read one", at: location)
    }

    /// Tables left out as parameter tables, at `lines`.
    static func parameterTablesSkipped(lines: [Int], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .note,
            "not read as error tables: the \(lines.count == 1 ? "table" : "tables") at line"
                + (lines.count == 1 ? " " : "s ") + lines.map(String.init).joined(separator: ", ")
                + ", parameter tables (a column gives types, requiredness or defaults, and the key column does not "
                + "name errors); set 'columns' by header text to read one", at: location)
    }
}

/// A title tables can stand under: a heading's text, or a bold label's (a paragraph that is only bold text).
struct SectionTitle: Equatable {
    var text: String
    /// The text as `sections` names are compared with it (`SectionTracker.key`).
    var key: String
    var line: Int
    /// Whether an error table stands under it (read, or left out by `sections`).
    var hasTables = false
}

/// The titles open at each point of the source's walk (`Extractor.DocumentWalk`), and whether a table stands
/// under one that `sections` names. Each name is compared once, through a set, and each title's match is
/// decided when it opens, so a table costs a look at its few open titles: linear in the document and the
/// config, however many names `sections` has.
struct SectionTracker {
    /// The names `sections` gives, as keys.
    let names: Set<String>
    /// Every title met, in document order.
    private(set) var titles: [SectionTitle] = []
    /// The open headings' titles, outermost first, by index in `titles`.
    private var openHeadings: [Int] = []
    /// The bold label after the innermost open heading, if any.
    private var openLabel: Int?
    /// How many open titles `sections` names.
    private var openNamed = 0

    /// Titles compared with `sections` names that match nothing, for their closest titles, in one document.
    static let comparisonLimit = 20_000
    /// The closest titles a message lists.
    static let shownTitles = 3

    init(sections: [String]) {
        names = Set(sections.map(Self.key))
    }

    /// How a title and a name are compared: case and surrounding spaces aside, and a colon after the text
    /// (`**Errors:**`, `**异常：**`).
    static func key(_ text: String) -> String {
        var key = text.trimmingSpacesAndNewlines().lowercased()
        while key.hasSuffix(":") || key.hasSuffix("：") { key.removeLast() }
        return String(key.trimmingSpacesAndNewlines())
    }

    /// Whether a table now stands under a title `sections` names (always, when it names none).
    var isNamed: Bool { names.isEmpty || openNamed > 0 }

    /// A heading opens when `depth` of the open headings are left (those above it); it closes any label.
    /// Without `sections` nothing is tracked.
    mutating func heading(_ text: String, line: Int, depth: Int) {
        guard !names.isEmpty else { return }
        closeLabel()
        while openHeadings.count > depth, let last = openHeadings.popLast() {
            if names.contains(titles[last].key) { openNamed -= 1 }
        }
        openHeadings.append(open(text, line: line))
    }

    /// A paragraph that is only bold text opens a label, closing the one before.
    mutating func paragraph(_ paragraph: Paragraph) {
        guard !names.isEmpty, let text = Self.boldLabel(paragraph.inlines) else { return }
        closeLabel()
        openLabel = open(text, line: paragraph.range.start.line)
    }

    /// Marks the open titles as having an error table under them.
    mutating func tableStands() {
        for index in openHeadings { titles[index].hasTables = true }
        if let openLabel { titles[openLabel].hasTables = true }
    }

    private mutating func open(_ text: String, line: Int) -> Int {
        let title = SectionTitle(text: text, key: Self.key(text), line: line)
        if names.contains(title.key) { openNamed += 1 }
        titles.append(title)
        return titles.count - 1
    }

    private mutating func closeLabel() {
        guard let label = openLabel else { return }
        if names.contains(titles[label].key) { openNamed -= 1 }
        openLabel = nil
    }

    /// The text of a paragraph that is only bold text (spaces, and a colon after it, aside), else `nil`.
    static func boldLabel(_ inlines: [Inline]) -> String? {
        var label: String?
        for inline in inlines {
            switch inline {
            case .strong(let children) where label == nil: label = children.plainText
            case .text(let text) where text.allSatisfy { $0 == " " || $0 == ":" || $0 == "：" }: continue
            case .softBreak, .lineBreak: continue
            default: return nil
            }
        }
        guard let label, !label.isEmpty else { return nil }
        return label
    }

    /// The titles closest to `name` by edit distance (of their first 64 characters, case aside), ties in
    /// document order: at most `shownTitles`.
    static func closest(to name: String, among titles: [SectionTitle]) -> [SectionTitle] {
        let target = String(key(name).prefix(64))
        let scored = titles.enumerated().map { index, title in
            (index: index, distance: Identifier.editDistance(target, String(title.key.prefix(64))))
        }
        let sorted = scored.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
        return sorted.prefix(shownTitles).map { titles[$0.index] }
    }
}
