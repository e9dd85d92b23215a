/// The extract step (the steps: `Pipeline`): reads one Markdown document's structure into an `ExtractedDocument`.
///
/// - Headings: text with code-span backticks removed that is one identifier or selector names a symbol.
///   A symbol heading with symbol headings nested under it is a group; one without is a method.
/// - Error tables: pipe tables with at least one row whose code column holds an identifier starting with
///   the domain's code prefix. Rows whose code cell is no identifier are the table's fallback row.
/// - Inclusion candidates: paragraphs with code spans in a method's section (source) or next to a table
///   (translations). Whether they name methods is decided once all methods are known.
public struct Extractor {
    /// Whether the document is the source language (symbol headings are trusted) or a translation.
    public enum Role: Sendable { case source, translation }

    let config: DomainConfig
    let role: Role
    /// For a translation, the source document: its tables' roles and codes say how to read the translation's.
    let source: ExtractedDocument?
    /// The source's codes and raw values (`ExtractedDocument.knownKeys`), computed once.
    let sourceKeys: Set<String>

    /// Creates an extractor for one domain's documents; a translation's extractor is given the extracted
    /// source document.
    public init(config: DomainConfig, role: Role, source: ExtractedDocument? = nil) {
        self.config = config
        self.role = role
        self.source = source
        self.sourceKeys = source?.knownKeys ?? []
    }

    /// Extracts the error structure of a parsed document: the tables are chosen first (`selections(_:)`), the
    /// source's prose headings whose sections hold error tables become operations, then one pass in document
    /// order (`DocumentWalk`) reads each error table under its owner; last, what the headings and tables tell
    /// about the whole page (heading mistakes, families of codes, tables not read) is reported.
    public func extract(_ document: MarkdownDocument, language: String, diagnostics: inout Diagnostics)
        -> ExtractedDocument
    {
        let path = document.source.path
        let items = Self.flatten(document.blocks)
        let headings = Self.headings(of: items)
        var kinds = role == .source ? Self.symbolKinds(headings) : Array(repeating: nil, count: headings.count)
        let lookups = items.map { item -> LookupTable? in
            guard case .table(let table) = item else { return nil }
            return lookupTable(table, path: path, diagnostics: &diagnostics)
        }
        let tables = items.indices.compactMap { index -> Table? in
            guard lookups[index] == nil, case .table(let table) = items[index] else { return nil }
            return table
        }
        let selections = selections(tables, headings: Self.nearestHeadings(items, isLookup: lookups.map { $0 != nil }))
        let signatureNames =
            role == .source
            ? readOperations(
                items, headings: headings, kinds: &kinds, isLookup: lookups.map { $0 != nil }, selections: selections,
                path: path, diagnostics: &diagnostics)
            : [:]
        var walk = DocumentWalk(
            extractor: self, path: path, kinds: kinds, signatureNames: signatureNames,
            result: ExtractedDocument(path: path, language: language, symbols: [], tables: [], inclusions: []),
            decisions: Self.tableDecisions(tables, selections: selections), roles: selections.map(\.roles)[...],
            sections: SectionTracker(sections: config.sections))
        noteInferredRoles(tables: tables, roles: selections.map(\.roles), path: path, diagnostics: &diagnostics)
        walk.visit(items, lookups: lookups, diagnostics: &diagnostics)
        noteGuesses(walk.guesses, path: path, diagnostics: &diagnostics)
        var result = walk.result
        result.tableDecisions = walk.decisions
        guard role == .source else { return result }
        reportPageMistakes(
            &result, headings: headings, kinds: kinds, readDecisions: walk.readDecisions, tables: tables,
            titles: walk.sections.titles, diagnostics: &diagnostics)
        return result
    }

    /// What the headings and tables of a source document tell about the whole page, once it is read: heading
    /// mistakes; the family of codes (or, with `sections`, the sections checked); the tables not read; and,
    /// when no error table was read, a hint at a code column the config does not name (`missingTablesHint`).
    func reportPageMistakes(
        _ result: inout ExtractedDocument, headings: [Heading], kinds: [SymbolHeading.Kind?], readDecisions: [Int],
        tables: [Table], titles: [SectionTitle], diagnostics: inout Diagnostics
    ) {
        let path = result.path
        reportHeadingMistakes(headings, kinds: kinds, path: path, diagnostics: &diagnostics)
        if config.sections.isEmpty {
            chooseFamily(&result, readDecisions: readDecisions, diagnostics: &diagnostics)
        } else {
            checkSections(result, titles: titles, diagnostics: &diagnostics)
        }
        noteTablesNotRead(result.tableDecisions, path: path, diagnostics: &diagnostics)
        if result.tables.isEmpty { result.missingTablesHint = codeColumnHint(tables) }
    }

    /// The text of the heading nearest above each table that is not a lookup table, in order (`nil` before the
    /// first heading).
    static func nearestHeadings(_ items: [Block], isLookup: [Bool]) -> [String?] {
        var nearest: String?
        var result: [String?] = []
        for (index, item) in items.enumerated() {
            switch item {
            case .heading(let heading): nearest = heading.inlines.plainText
            case .table where !isLookup[index]: result.append(nearest)
            default: continue
            }
        }
        return result
    }

    /// The source's prose headings whose sections hold an error table become operations (their kind set to
    /// method), reported in one note; returns the operations a code block signature in their section names, by
    /// heading index.
    private func readOperations(
        _ items: [Block], headings: [Heading], kinds: inout [SymbolHeading.Kind?], isLookup: [Bool],
        selections: [Selection], path: String, diagnostics: inout Diagnostics
    ) -> [Int: String] {
        var isErrorTable: [Bool] = []
        var tableIndex = 0
        for index in items.indices {
            guard !isLookup[index], case .table = items[index] else {
                isErrorTable.append(false)
                continue
            }
            isErrorTable.append(selections[tableIndex].roles != nil)
            tableIndex += 1
        }
        let operations = Self.proseOperations(items, headings: headings, kinds: kinds, isErrorTable: isErrorTable)
        for index in operations { kinds[index] = .method }
        let signatureNames = Self.signatureNames(of: operations, items: items, headings: headings)
        if let first = operations.first {
            diagnostics.report(
                .headingsReadAsOperations(
                    operations.map { index in
                        "\(Diagnostic.quote(headings[index].inlines.plainText)) (line "
                            + "\(headings[index].range.start.line)"
                            + (signatureNames[index].map { ", \(Diagnostic.quote($0)) by its signature" } ?? "")
                            + ")"
                    },
                    at: SourceLocation(
                        path: path, line: headings[first].range.start.line,
                        column: headings[first].range.start.column)))
        }
        return signatureNames
    }

    /// Method headings nested under another method's, and prose headings over a group's methods.
    private func reportHeadingMistakes(
        _ headings: [Heading], kinds: [SymbolHeading.Kind?], path: String, diagnostics: inout Diagnostics
    ) {
        func location(_ heading: Heading) -> SourceLocation {
            SourceLocation(path: path, line: heading.range.start.line, column: heading.range.start.column)
        }
        for (index, method) in Self.methodsNestedInMethods(headings, kinds: kinds) {
            let heading = headings[index]
            let other = headings[method]
            diagnostics.report(
                .methodHeadingTooDeep(
                    heading.inlines.plainText, level: heading.level, method: other.inlines.plainText,
                    methodLine: other.range.start.line, wanted: String(repeating: "#", count: other.level),
                    at: location(heading)))
        }
        for (parent, methods) in Self.proseGroupHeadings(headings, kinds: kinds) {
            let text = headings[parent].inlines.plainText
            let typeName = Identifier.words(of: text).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            diagnostics.report(
                .groupHeadingReadAsProse(
                    text, methods: methods.map { headings[$0].inlines.plainText },
                    typeName: Identifier.isIdentifier(typeName) ? typeName : "TypeName",
                    at: location(headings[parent])))
        }
    }

    /// Headings, paragraphs, tables and code blocks in document order, looking inside lists and block quotes.
    static func flatten(_ blocks: [Block]) -> [Block] {
        blocks.flatMap { block -> [Block] in
            switch block {
            case .heading, .paragraph, .table, .codeBlock: [block]
            case .blockQuote(let container): flatten(container.blocks)
            case .list(let list): list.items.flatMap { flatten($0.blocks) }
            case .htmlBlock, .thematicBreak: []
            }
        }
    }

    /// For each heading: group, method, or `nil` when it names no symbol (see `Identifier.reading(ofHeading:)`).
    /// A symbol heading with a symbol heading nested under it is a group. Heading levels are 1–6, so the stack
    /// of open symbol headings is short and the pass is linear.
    static func symbolKinds(_ headings: [Heading]) -> [SymbolHeading.Kind?] {
        var kinds: [SymbolHeading.Kind?] = headings.map {
            Identifier.reading(ofHeading: $0.inlines).isSymbol ? .method : nil
        }
        var open: [Int] = []  // symbol headings whose sections are still open, outermost first
        for index in headings.indices {
            let level = headings[index].level
            while let last = open.last, headings[last].level >= level { open.removeLast() }
            guard kinds[index] != nil else { continue }
            for enclosing in open { kinds[enclosing] = .group }
            open.append(index)
        }
        return kinds
    }

    /// Prose headings that document an operation, as indices into `headings`.
    ///
    /// The class: API references that title each operation in words (`## Create order`, `# Cancel an order`)
    /// and put its error table under a sub-heading that labels it (`### Errors`, `### Error codes`, `###
    /// Response details`, `### Fehler`, `### エラー`, …). Such a heading is read as a method whose symbol is
    /// its text (its Swift type name comes from its words: `CreateOrderError`). The same holds under a group
    /// heading, among operations whose names read as code: a generated SDK reference titles the page with its
    /// resource (`# PhoneNumbers`) and each operation by its name, one word (`## create`) or several
    /// (`## prepare_verification`), so the one-word ones are the group's methods as the others are. Not an
    /// operation: a heading that itself names errors (`## Errors any call can throw`), one with a symbol heading
    /// inside it or a method heading above it, one whose table stands directly under it (`## Geocoding` then a table: a category of the
    /// domain's common errors), a level-1 title when the page has one level-1 heading only, and a heading whose
    /// table's sub-heading names it as a category of errors (`## Authentication` over `### Authentication
    /// errors`, `## Autenticación` over `### Errores de autenticación`: a word of the heading beside the error
    /// words), whose tables are then the domain's common errors.
    static func proseOperations(
        _ items: [Block], headings: [Heading], kinds: [SymbolHeading.Kind?], isErrorTable: [Bool]
    ) -> [Int] {
        let titles = headings.filter { $0.level == 1 }.count
        var open: [Int] = []  // open headings, outermost first
        var candidates: [Int] = []
        var symbolInside: Set<Int> = []
        var headingIndex = 0
        for (itemIndex, item) in items.enumerated() {
            switch item {
            case .heading(let heading):
                while let last = open.last, headings[last].level >= heading.level { open.removeLast() }
                if kinds[headingIndex] != nil { symbolInside.formUnion(open) }
                open.append(headingIndex)
                headingIndex += 1
            case .table where isErrorTable[itemIndex]:
                guard open.count >= 2, let label = open.last, kinds[label] == nil,
                    kinds[open[open.count - 2]] == nil,
                    open.dropLast(2).allSatisfy({ kinds[$0] == nil || kinds[$0] == .group }),
                    TableSelection.headingLabelsErrors(headings[label].inlines.plainText)
                else { continue }
                let parent = open[open.count - 2]
                let text = headings[parent].inlines.plainText
                guard !TableSelection.headingNamesErrors(text), headings[parent].level > 1 || titles > 1,
                    !candidates.contains(parent),
                    !Self.namesCategory(headings[label].inlines.plainText, of: text)
                else { continue }
                candidates.append(parent)
            default:
                continue
            }
        }
        return candidates.filter { !symbolInside.contains($0) }
    }

    /// Whether a sub-heading names its parent heading as a category of errors: it names errors and holds a word
    /// of the parent's (`Authentication errors` under `Authentication`), case aside.
    static func namesCategory(_ label: String, of parent: String) -> Bool {
        guard TableSelection.headingNamesErrors(label) else { return false }
        func words(_ text: String) -> Set<String> {
            Set(text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.count > 2 })
        }
        return !words(label).isDisjoint(with: words(parent))
    }

    /// The function a code block of an operation's section declares, when its words are the heading's (`def
    /// create_order(…)` under `## Create order`, `func cancelOrder(` under `## Cancel an order`): then the code's
    /// name is the operation's symbol. By heading index.
    static func signatureNames(of operations: [Int], items: [Block], headings: [Heading]) -> [Int: String] {
        var result: [Int: String] = [:]
        guard !operations.isEmpty else { return result }
        let wanted = Set(operations)
        var headingIndex = -1
        var current: (heading: Int, level: Int)?
        for item in items {
            switch item {
            case .heading(let heading):
                headingIndex += 1
                if let open = current, heading.level > open.level { continue }
                current = wanted.contains(headingIndex) ? (headingIndex, heading.level) : nil
            case .codeBlock(let block):
                guard let open = current, result[open.heading] == nil,
                    let name = declaredFunction(in: block.literal),
                    significantWords(Identifier.words(of: name))
                        == significantWords(Identifier.words(of: headings[open.heading].inlines.plainText))
                else { continue }
                result[open.heading] = name
            default:
                continue
            }
        }
        return result
    }

    /// The name after the first `def`, `func`, `function`, `fun` or `fn` keyword of a code block, when it is an
    /// identifier followed by `(` or `<`.
    static func declaredFunction(in code: String) -> String? {
        let keywords: Set<Substring> = ["def", "func", "function", "fun", "fn"]
        for line in code.split(separator: "\n").prefix(20) {
            let words = line.split(whereSeparator: \.isWhitespace)
            for (keyword, next) in zip(words, words.dropFirst()) where keywords.contains(keyword) {
                guard let end = next.firstIndex(where: { $0 == "(" || $0 == "<" }) else { continue }
                let name = String(next[..<end])
                if Identifier.isIdentifier(name) { return name }
            }
        }
        return nil
    }

    /// Words lowercased, articles left out, camel-case humps split (`createOrder` → `create`, `order`).
    private static func significantWords(_ words: [String]) -> [String] {
        words.flatMap { word -> [String] in
            var parts: [String] = []
            var current = ""
            for character in word {
                if character.isUppercase && !current.isEmpty && current.last?.isLowercase == true {
                    parts.append(current)
                    current = ""
                }
                current.append(character)
            }
            if !current.isEmpty { parts.append(current) }
            return parts.map { $0.lowercased() }
        }.filter { !["a", "an", "the"].contains($0) }
    }

    /// Method headings one level too deep: nested under a heading that is a function name (`#### b()` under
    /// `### a()`, which makes `a()` a group), each with that heading, as indices into `headings`. (A method at
    /// the level of the groups is not reported: a page may document free functions beside its types.)
    static func methodsNestedInMethods(_ headings: [Heading], kinds: [SymbolHeading.Kind?]) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var open: [Int] = []  // open headings, outermost first
        for index in headings.indices {
            let level = headings[index].level
            while let last = open.last, headings[last].level >= level { open.removeLast() }
            defer { open.append(index) }
            guard kinds[index] == .method, let group = open.last(where: { kinds[$0] == .group }),
                headings[group].inlines.plainText.hasSuffix(")")
            else { continue }
            result.append((index, group))
        }
        return result
    }

    /// Prose headings that stand where the page's groups stand (a level some group heading has, below the
    /// title) with method headings directly under them and no group above them (`## Notes client` among
    /// `` ## `SyncClient` ``): meant as groups, their methods belong to none. Each with its methods, as indices
    /// into `headings`, in document order.
    static func proseGroupHeadings(_ headings: [Heading], kinds: [SymbolHeading.Kind?]) -> [(Int, [Int])] {
        var groupLevels: Set<Int> = []
        for index in headings.indices where kinds[index] == .group { groupLevels.insert(headings[index].level) }
        guard !groupLevels.isEmpty else { return [] }
        var candidates: [(parent: Int, method: Int)] = []
        var grouped: Set<String> = []  // methods with a heading inside a group: a repeat elsewhere is merged
        var open: [Int] = []  // open headings, outermost first
        for index in headings.indices {
            let level = headings[index].level
            while let last = open.last, headings[last].level >= level { open.removeLast() }
            defer { open.append(index) }
            guard kinds[index] == .method else { continue }
            if open.contains(where: { kinds[$0] == .group }) {
                grouped.insert(headings[index].inlines.plainText)
                continue
            }
            guard let parent = open.last, kinds[parent] == nil, headings[parent].level > 1,
                groupLevels.contains(headings[parent].level)
            else { continue }
            candidates.append((parent, index))
        }
        var result: [(Int, [Int])] = []
        for (parent, method) in candidates where !grouped.contains(headings[method].inlines.plainText) {
            if let last = result.last, last.0 == parent {
                result[result.count - 1].1.append(method)
            } else {
                result.append((parent, [method]))
            }
        }
        return result
    }

    /// The signature a heading's text was meant to be when it is one with parentheses left open
    /// (`createNote(title:` → `createNote(title:)`), else `nil`.
    static func repairedSignature(_ text: String) -> String? {
        let trimmed = text.trimmingSpacesAndNewlines()
        guard let open = trimmed.firstIndex(of: "("), Identifier.isIdentifier(trimmed[..<open]) else { return nil }
        let opened = trimmed.filter { $0 == "(" }.count
        let closed = trimmed.filter { $0 == ")" }.count
        guard opened > closed else { return nil }
        return String(trimmed) + String(repeating: ")", count: opened - closed)
    }

    /// The first line of a paragraph that was meant as a symbol heading but has no space after its hashes
    /// (`###sync()`), with that line written as a heading (`### sync()`); else `nil`.
    static func headingWithoutSpace(_ text: String) -> (written: String, fix: String)? {
        guard text.hasPrefix("#") else { return nil }
        let line = text.prefix { $0 != "\n" }.trimmingSpacesAndNewlines()
        let hashes = line.prefix { $0 == "#" }
        let rest = line.dropFirst(hashes.count)
        guard hashes.count <= 6, let first = rest.first, !first.isWhitespace else { return nil }
        let symbol = rest.replacingOccurrences(of: "`", with: "")
        guard Identifier.isSymbol(symbol) || repairedSignature(symbol) != nil else { return nil }
        return (String(line), "\(hashes) \(rest)")
    }

    /// Says how the headings that could go either way were read, in one note each per document: plain words
    /// read as prose (level-1 titles go without saying) and bare identifiers that look like code read as symbols.
    func noteGuesses(
        _ guesses: [(heading: Heading, kind: SymbolHeading.Kind?)], path: String, diagnostics: inout Diagnostics
    ) {
        var prose: [(text: String, lines: [Int])] = []
        var symbols: [String] = []
        var firstProse: LineColumn?
        var firstSymbol: LineColumn?
        for (heading, kind) in guesses {
            let text = heading.inlines.plainText
            switch Identifier.reading(ofHeading: heading.inlines) {
            case .plainWord where heading.level > 1:
                firstProse = firstProse ?? heading.range.start
                if let index = prose.firstIndex(where: { $0.text == text }) {
                    prose[index].lines.append(heading.range.start.line)
                } else {
                    prose.append((text, [heading.range.start.line]))
                }
            case .codeLikeIdentifier:
                firstSymbol = firstSymbol ?? heading.range.start
                let what = kind == .group ? "a group" : "a method"
                symbols.append("\(Diagnostic.quote(text)) (line \(heading.range.start.line), \(what))")
            default:
                break
            }
        }
        func location(_ position: LineColumn) -> SourceLocation {
            SourceLocation(path: path, line: position.line, column: position.column)
        }
        if let firstProse {
            let list = prose.map { entry in
                "\(Diagnostic.quote(entry.text)) (line\(entry.lines.count == 1 ? "" : "s") "
                    + entry.lines.map(String.init).joined(separator: ", ") + ")"
            }
            diagnostics.report(.headingsReadAsProse(list, at: location(firstProse)))
        }
        if let firstSymbol {
            diagnostics.report(.headingsReadAsSymbols(symbols, at: location(firstSymbol)))
        }
    }

    /// Says, once per layout of a source document, which roles were inferred for its error tables, unless
    /// they are the documented default (code in column 1, description in column 2, nothing else inferred).
    func noteInferredRoles(tables: [Table], roles: [ColumnRoles?], path: String, diagnostics: inout Diagnostics) {
        guard role == .source else { return }
        let standard = ColumnRoles(code: 0, rawValue: nil, description: 1, inferred: true)
        var noted: [String: Int] = [:]  // summary → index in `notes`
        var notes: [(summary: String, start: LineColumn, count: Int)] = []
        for (table, roles) in zip(tables, roles) {
            guard let roles, roles.inferred, roles != standard else { continue }
            let summary = roles.summary(headers: table.header.map(\.plainText))
            if let index = noted[summary] {
                notes[index].count += 1
            } else {
                noted[summary] = notes.count
                notes.append((summary, table.range.start, 1))
            }
        }
        for note in notes {
            diagnostics.report(
                .inferredColumns(
                    note.summary, tableCount: note.count,
                    at: SourceLocation(path: path, line: note.start.line, column: note.start.column)))
        }
    }

    /// Reports lines that were meant as an error table but are not one by GFM's rules.
    func report(_ rejected: RejectedTable, path: String, diagnostics: inout Diagnostics) {
        let mentionsCodes = rejected.firstCells.contains { cell in
            cell.replacingOccurrences(of: "`", with: "").trimmingSpacesAndNewlines().hasPrefix(config.codePrefix)
        }
        guard mentionsCodes else { return }
        let location = SourceLocation(path: path, line: rejected.headerStart.line, column: rejected.headerStart.column)
        if let written = rejected.brokenDelimiterRow {
            diagnostics.report(.brokenDelimiterRow(written, cells: rejected.delimiterCellCount, at: location))
            return
        }
        diagnostics.report(
            .rejectedTable(
                headerCells: rejected.headerCells.count, delimiterCells: rejected.delimiterCellCount,
                at: SourceLocation(path: path, line: rejected.headerStart.line, column: rejected.headerStart.column)))
    }
}

extension Diagnostic {
    /// Headings that could name symbols, read as prose; `headings` are `'Text' (line 3)` each.
    static func headingsReadAsProse(_ headings: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .note,
            "read as prose, not as API symbols: " + headings.joined(separator: ", ")
                + "; write a heading as a code span if it names a symbol", at: location)
    }

    /// Bare identifiers in headings read as symbols; `headings` are `'Text' (line 3, a method)` each.
    static func headingsReadAsSymbols(_ headings: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .note,
            "read as API symbols because they look like code: " + headings.joined(separator: ", ")
                + "; write them as code spans to confirm, or in more words for prose", at: location)
    }

    /// A heading that is a signature with parentheses left open (`text`), read as prose; `fix` closes them.
    static func brokenSignatureHeading(_ text: String, fix: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "\(quote(text)) looks like a method signature with a '(' left open, so it is read as prose and declares "
                + "no method: its tables become errors of the enclosing group or of the domain; write "
                + "\(quote(fix))", at: location)
    }

    /// A paragraph `written` as a heading without a space after its hashes; `fix` is the heading.
    static func hashesWithoutSpace(_ written: String, fix: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "\(quote(written)) is a paragraph, not a heading, as no space follows the '#'s: it declares no method "
                + "and its tables belong to the heading above it; write \(quote(fix))", at: location)
    }

    /// A method heading (`heading`, at `level`) nested under the function `method` (at `methodLine`), which it
    /// made a group; `wanted` is the hashes of `method`'s level.
    static func methodHeadingTooDeep(
        _ heading: String, level: Int, method: String, methodLine: Int, wanted: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "the level-\(level) heading \(quote(heading)) is nested under \(quote(method)) (line \(methodLine)), "
                + "which makes that method a group; write it at the level of \(quote(method)), as "
                + quote(wanted + " " + heading), at: location)
    }

    /// A prose heading (`heading`) at the level of the page's groups, with `methods` directly under it.
    /// `typeName` is the code span suggested.
    static func groupHeadingReadAsProse(
        _ heading: String, methods: [String], typeName: String, at location: SourceLocation
    ) -> Diagnostic {
        let listed =
            methods.prefix(3).map { quote($0) }.joined(separator: ", ")
            + (methods.count > 3 ? " and \(methods.count - 3) more" : "")
        return Diagnostic(
            .warning,
            "\(quote(heading)) stands where the groups stand but is read as prose, so the methods under it "
                + "(\(listed)) belong to no group; write it as a code span naming the type, such as "
                + "'`\(typeName)`'", at: location)
    }

    /// An error table whose heading (`heading`, at `line`) was read as prose, so that its codes went to `owner`.
    static func tableUnderMisreadHeading(
        _ heading: String, line: Int, owner: TableOwner, at location: SourceLocation
    ) -> Diagnostic {
        let whose =
            switch owner {
            case .method(let method): "errors of the method \(quote(method)) above it"
            case .group(let group): "errors common to the group \(quote(group))"
            case .domain: "errors common to the domain"
            }
        return Diagnostic(
            .note,
            "this table's codes are read as \(whose), because its heading \(quote(heading)) at line \(line) was "
                + "read as prose", at: location)
    }

    /// Prose headings read as operations; `headings` are `'Text' (line 3)` each.
    static func headingsReadAsOperations(_ headings: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .note,
            "read as operations, as their sections hold error tables under sub-headings such as 'Errors': "
                + headings.joined(separator: ", ")
                + "; write a heading as a code span to name the symbol, or put the table under no sub-heading for "
                + "common errors", at: location)
    }

    /// The column roles inferred for `tableCount` tables of one layout, described by `summary`.
    static func inferredColumns(_ summary: String, tableCount: Int, at location: SourceLocation) -> Diagnostic {
        let tables = tableCount == 1 ? "this table" : "this table and \(tableCount - 1) more like it"
        return Diagnostic(
            .note, "inferred the columns of \(tables): \(summary); set 'columns' in the config if this is wrong",
            at: location)
    }

    /// Lines meant as an error table whose delimiter row (`written`, of `cells` cells) is no delimiter row: a
    /// warning, as the page's shape is no contradiction (a domain left without any error table is an error of its
    /// own, `noErrorTables`).
    static func brokenDelimiterRow(_ written: String, cells: Int, at location: SourceLocation) -> Diagnostic {
        let fix = "|" + String(repeating: " --- |", count: max(cells, 1))
        return Diagnostic(
            .warning,
            "the line under this header, \(quote(written)), is no table delimiter row (each cell dashes, with ':' "
                + "for alignment), so GFM reads these lines as a paragraph and their error codes are ignored; write "
                + "\(quote(fix))", at: location)
    }

    /// Lines meant as an error table whose header and delimiter rows differ in width: not a table by GFM's rules,
    /// said as a warning (in a translation it is drift); a domain left without any error table is an error of its
    /// own.
    static func rejectedTable(headerCells: Int, delimiterCells: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "the header row has \(headerCells) cells but the delimiter row has \(delimiterCells); GFM does not read "
                + "these lines as a table, so their error codes are ignored", at: location)
    }
}
