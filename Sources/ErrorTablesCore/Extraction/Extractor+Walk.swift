extension Extractor {
    /// One pass over a document's headings, tables and paragraphs in order (`Extractor.extract`): the open
    /// headings say who owns each table (a method, a group, the domain), and each error table is read with the
    /// roles its selection gave. Heading levels are 1–6, so the stack of open headings is short and the pass is
    /// linear.
    struct DocumentWalk {
        let extractor: Extractor
        let path: String
        /// Each heading's symbol kind, by heading index.
        let kinds: [SymbolHeading.Kind?]
        /// Operations named by a signature in their section, by heading index.
        let signatureNames: [Int: String]
        var result: ExtractedDocument
        /// For each table that is not a lookup table, in order: the reader's decision.
        var decisions: [TableDecision]
        /// The roles of the tables not yet reached.
        var roles: ArraySlice<ColumnRoles?>
        var decisionIndex = 0
        /// For each table read, the index of its decision.
        var readDecisions: [Int] = []
        var stack: [(level: Int, symbol: String?, kind: SymbolHeading.Kind?)] = []
        /// The open headings' texts, outermost first (parallel to `stack`).
        var headingTexts: [String] = []
        var headingIndex = 0
        var sectionTables: [Int] = []
        var pendingInclusions: [Int] = []
        /// A heading meant as a symbol but read as prose (a broken signature, hashes without a space), until the
        /// next heading: the first error table after it is told where its codes went.
        var misread: (text: String, line: Int, level: Int)?
        /// The source's headings with the kind each was read as, for `noteGuesses`.
        var guesses: [(heading: Heading, kind: SymbolHeading.Kind?)] = []
        /// The headings and bold labels open at each point, for `sections`.
        var sections: SectionTracker

        var isSource: Bool { extractor.role == .source }

        func location(_ position: LineColumn) -> SourceLocation {
            SourceLocation(path: path, line: position.line, column: position.column)
        }

        /// The innermost symbol heading owns the tables of its section, prose sub-headings included (`### Errors`
        /// under a method); a prose heading beside the methods of a group holds the group's common errors.
        func currentOwner() -> TableOwner? {
            guard isSource else { return nil }
            guard let innermost = stack.last(where: { $0.kind != nil }), let symbol = innermost.symbol else {
                return .domain
            }
            return innermost.kind == .method ? .method(symbol) : .group(symbol)
        }

        /// Every item of the document in order (`lookups`: the lookup table read from each item, if any);
        /// other blocks than headings, tables and paragraphs are passed over.
        mutating func visit(_ items: [Block], lookups: [LookupTable?], diagnostics: inout Diagnostics) {
            for (itemIndex, item) in items.enumerated() {
                switch item {
                case .heading(let heading): visit(heading, diagnostics: &diagnostics)
                case .table(let table): visit(table, lookup: lookups[itemIndex], diagnostics: &diagnostics)
                case .paragraph(let paragraph): visit(paragraph, diagnostics: &diagnostics)
                default: continue
                }
            }
        }

        /// A heading: closes the sections it ends, and opens its own (a symbol when its kind says so).
        mutating func visit(_ heading: Heading, diagnostics: inout Diagnostics) {
            let kind = kinds[headingIndex]
            headingIndex += 1
            while let last = stack.last, last.level >= heading.level { stack.removeLast() }
            let text = heading.inlines.plainText
            sections.heading(text, line: heading.range.start.line, depth: stack.count)
            if isSource { guesses.append((heading, kind)) }
            if let open = misread, heading.level <= open.level { misread = nil }
            if isSource, kind == nil, let fix = Extractor.repairedSignature(text) {
                diagnostics.report(.brokenSignatureHeading(text, fix: fix, at: location(heading.range.start)))
                misread = (text, heading.range.start.line, heading.level)
            }
            let symbol = signatureNames[headingIndex - 1] ?? text
            if let kind {
                let group = stack.last(where: { $0.kind == .group })?.symbol
                result.symbols.append(
                    SymbolHeading(symbol: symbol, kind: kind, group: group, location: location(heading.range.start)))
            }
            headingTexts.removeLast(headingTexts.count - stack.count)
            stack.append((heading.level, kind == nil ? nil : symbol, kind))
            headingTexts.append(text)
            // Inclusion paragraphs that came before any table of their section attach to nothing.
            sectionTables = []
            pendingInclusions = []
        }

        /// A table: a lookup table as it was read; an error table read with its roles and owner, or left out when
        /// it stands under no heading `sections` names.
        mutating func visit(_ table: Table, lookup: LookupTable?, diagnostics: inout Diagnostics) {
            if let lookup {
                result.lookups.append(lookup)
                return
            }
            let decision = decisionIndex
            decisionIndex += 1
            decisions[decision].section = headingTexts
            guard let tableRoles = roles.popFirst() ?? nil else { return }
            sections.tableStands()
            if isSource, !sections.isNamed {
                exclude(table, roles: tableRoles, decision: decision)
                return
            }
            readDecisions.append(decision)
            let owner = currentOwner()
            if let heading = misread {
                misread = nil
                diagnostics.report(
                    .tableUnderMisreadHeading(
                        heading.text, line: heading.line, owner: owner ?? .domain, at: location(table.range.start)))
            }
            let errorTable = extractor.errorTable(
                table, roles: tableRoles, path: path, owner: owner, diagnostics: &diagnostics)
            result.tables.append(errorTable)
            decisions[decision].rows = errorTable.rowDecisions
            sectionTables.append(result.tables.count - 1)
            for pending in pendingInclusions { result.inclusions[pending].tableIndex = result.tables.count - 1 }
            pendingInclusions = []
        }

        /// A table under no heading `sections` names: not read, and its codes kept so that a translation's table
        /// that translates it is left out too.
        private mutating func exclude(_ table: Table, roles: ColumnRoles, decision: Int) {
            decisions[decision].roles = nil
            decisions[decision].reason = "it stands under no heading that 'sections' names"
            var ignored = Diagnostics()
            let excluded = extractor.errorTable(table, roles: roles, path: path, owner: nil, diagnostics: &ignored)
            result.excludedTables.append(
                ExcludedTable(
                    line: table.range.start.line, reason: decisions[decision].reason,
                    keys: ExtractedDocument.keys(of: [excluded])))
        }

        /// A paragraph: a rejected table is reported, hashes without a space are a misread heading, and code spans
        /// may name methods whose errors the current method also returns.
        mutating func visit(_ paragraph: Paragraph, diagnostics: inout Diagnostics) {
            if let rejected = paragraph.rejectedTable {
                extractor.report(rejected, path: path, diagnostics: &diagnostics)
            }
            sections.paragraph(paragraph)
            if isSource, let (written, fix) = Extractor.headingWithoutSpace(paragraph.inlines.plainText) {
                diagnostics.report(.hashesWithoutSpace(written, fix: fix, at: location(paragraph.range.start)))
                misread = (written, paragraph.range.start.line, written.prefix { $0 == "#" }.count)
            }
            let spans = paragraph.inlines.codeSpans
            guard !spans.isEmpty else { return }
            var method: String?
            if case .method(let symbol)? = currentOwner() { method = symbol }
            if isSource && method == nil { return }
            result.inclusions.append(
                InclusionParagraph(
                    method: method, tableIndex: sectionTables.last, codeSpans: spans,
                    location: location(paragraph.range.start)))
            if sectionTables.isEmpty { pendingInclusions.append(result.inclusions.count - 1) }
        }
    }
}
