extension ModelBuilder {
    /// Resolving methods and inclusions: reports each method with several headings, resolves the inclusions
    /// (`resolveInclusions`), and sets each method's errors (its own, those it includes, its group's and the
    /// domain's common errors: `setEffectiveErrors`, within `MethodCaseLimit`) and fallback text; reports a
    /// method with neither a table nor an inclusion.
    func resolveMethods(_ owners: inout Owners, diagnostics: inout Diagnostics) {
        for method in owners.methods {
            guard let repeats = owners.repeatedHeadings[method.symbol] else { continue }
            let tableLines = source.tables.filter { $0.owner == .method(method.symbol) }.map(\.location.line)
            diagnostics.report(
                .methodHeadingRepeated(
                    method.symbol, lines: [method.location.line] + repeats.map(\.line), tableLines: tableLines,
                    at: repeats[0]))
        }
        resolveInclusions(
            methods: &owners.methods, methodIndex: owners.methodIndex, groups: owners.groups,
            diagnostics: &diagnostics)
        checkTranslatedInclusions(methods: owners.methods, methodIndex: owners.methodIndex, diagnostics: &diagnostics)
        setEffectiveErrors(&owners, diagnostics: &diagnostics)
        for index in owners.methods.indices {
            let method = owners.methods[index]
            let group = method.group.flatMap { owners.groupIndex[$0] }.map { owners.groups[$0] }
            // The method's own fallback row, else its group's or the domain's. An included method's row speaks of
            // that method's other failures, so it is not inherited.
            owners.methods[index].fallback =
                owners.methodFallbacks[method.symbol] ?? group?.fallback ?? owners.domainFallback
            if method.ownErrors.isEmpty && method.inclusions.isEmpty && owners.methodFallbacks[method.symbol] == nil {
                diagnostics.report(.methodWithoutTable(method.symbol, at: method.location))
            }
        }
    }
}

extension ModelBuilder {
    /// The keys a table is aligned by: its codes; a table with no code but a fallback row (an operation that
    /// documents only `Default`) is keyed by a mark no code can be (a code has no NUL), so that it aligns with the
    /// other language's table of that shape, in order.
    static func alignmentKeys(_ table: ErrorTable) -> [String] {
        table.rows.isEmpty && table.fallback != nil ? ["\u{0}fallback"] : table.codes
    }
}

extension Diagnostic {
    /// A method with several headings (`lines`), read as one method whose errors are the tables at `tableLines`.
    static func methodHeadingRepeated(
        _ symbol: String, lines: [Int], tableLines: [Int], at location: SourceLocation
    ) -> Diagnostic {
        let tables: String
        switch tableLines.count {
        case 0: tables = "none of them has an error table"
        case 1: tables = "its errors are the table at line \(tableLines[0])"
        default:
            tables =
                "its errors are the tables at lines " + tableLines.map(String.init).joined(separator: ", ") + ", merged"
        }
        return Diagnostic(
            .note,
            "method \(quote(symbol)) has headings at lines " + lines.map(String.init).joined(separator: ", ")
                + "; they are read as one method, and \(tables); rename a heading if it is another method",
            at: location)
    }

    /// A method with neither a table nor an inclusion.
    static func methodWithoutTable(_ symbol: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, "method \(quote(symbol)) has no error table; it gets only common errors", at: location,
            cause: .methodWithoutTable, subject: symbol)
    }
}
