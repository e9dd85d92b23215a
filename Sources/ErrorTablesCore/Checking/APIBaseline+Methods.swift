import Foundation

/// Comparing the method types and their cases with the baseline.
extension APIBaselineComparison {
    func compareMethods(diagnostics: inout Diagnostics) {
        for method in domain.methods {
            guard let now = new.methods[method.symbol] else { continue }
            if let before = old.methods[method.symbol] {
                if before.typeName != now.typeName {
                    diagnostics.report(
                        .apiRenamed(
                            before.typeName, to: now.typeName, id: method.symbol, accept: accept, at: method.location))
                }
            } else {
                diagnostics.report(.apiMethodTypeAdded(now, accept: accept, at: method.location))
            }
        }
        let headings = old.methods.values.contains { new.methods[$0.symbol] == nil } ? proseHeadings() : []
        for method in old.methods.values.sorted(by: { $0.typeName < $1.typeName })
        where new.methods[method.symbol] == nil {
            if let heading = headings.first(where: { Self.sameWords($0.text, method.symbol) }) {
                diagnostics.report(
                    .apiMethodTypeReadAsProse(
                        method, fellTo: whereCodesWent(method), accept: accept, at: heading.location))
            } else {
                diagnostics.report(.apiMethodTypeRemoved(method, accept: accept, at: documentStart))
            }
        }
    }

    /// The source document's headings that name no method or group of the model: those read as prose.
    func proseHeadings() -> [(text: String, location: SourceLocation)] {
        guard let path = domain.documentPaths[domain.sourceLanguage],
            let document = try? MarkdownDocument.read(path: path)
        else { return [] }
        let symbolLines = Set(domain.methods.map(\.location.line) + domain.groups.map(\.location.line))
        var result: [(text: String, location: SourceLocation)] = []
        document.forEachBlock { block in
            guard case .heading(let heading) = block, !symbolLines.contains(heading.range.start.line) else { return }
            let start = heading.range.start
            result.append(
                (heading.inlines.plainText, SourceLocation(path: path, line: start.line, column: start.column)))
        }
        return result
    }

    /// Whether a heading's words are a symbol's base name's (`Refund status` and `refundStatus(for:)`), or its
    /// base name's and labels' (`Push note` and `push(note:)`).
    static func sameWords(_ heading: String, _ symbol: String) -> Bool {
        let base = symbol.split(separator: "(").first.map(String.init) ?? symbol
        let words = Identifier.words(of: heading).joined().lowercased()
        let unlabelled = symbol.replacingOccurrences(of: "_:", with: "")
        return !words.isEmpty
            && [base, unlabelled].contains { Identifier.words(of: $0).joined().lowercased() == words }
    }

    /// Where the codes a method type had as its own errors are now: `the group 'G'`, `the domain's common
    /// errors` or `other methods`.
    func whereCodesWent(_ method: APIBaseline.Method) -> String {
        let own = Set(
            old.cases.values.filter { $0.origin == "method" && $0.caseName.hasPrefix(method.typeName + ".") }.map {
                String($0.caseName.dropFirst(method.typeName.count + 1))
            })
        let ids = Set(domain.codes.filter { own.contains($0.swiftName) }.map(\.id))
        if let group = domain.groups.first(where: { $0.commonErrors.contains { ids.contains($0.code) } }) {
            return "the group \(Diagnostic.quote(group.symbol))"
        }
        return domain.commonErrors.contains { ids.contains($0.code) } ? "the domain's common errors" : "other methods"
    }

    // MARK: Cases of method types

    func compareCases(renames: [String: String], diagnostics: inout Diagnostics) {
        let oldIDs = Dictionary(
            old.codes.values.map {
                ($0.caseName.split(separator: ".").last.map(String.init) ?? "", renames[$0.id] ?? $0.id)
            }, uniquingKeysWith: { first, _ in first })
        let origins = oldOrigins(ids: oldIDs)
        var added: [SourceLocation: (code: String, types: [String])] = [:]
        var moved: [SourceLocation: (code: String, types: [String], toCommon: Bool)] = [:]
        for method in domain.methods {
            guard let type = new.methods[method.symbol]?.typeName, old.methods[method.symbol]?.typeName == type else {
                continue
            }
            let before = origins[type] ?? [:]
            for error in method.errors where domain.code(error.code) != nil {
                let origin = APIBaseline.origin(error)
                guard let was = before[error.code] else {
                    added[error.entry.location, default: (error.code, [])].types.append(type)
                    continue
                }
                let common = ["group", "domain"]
                if common.contains(was) != common.contains(origin) {
                    moved[error.entry.location, default: (error.code, [], common.contains(origin))].types.append(type)
                }
            }
            reportRemovedCases(of: method, type: type, before: before, diagnostics: &diagnostics)
        }
        let isPublic = domain.config.accessLevel == .public
        for (location, entry) in added.sorted(by: { Self.precedes($0.key, $1.key) }) {
            diagnostics.report(
                .apiCaseAdded(entry.code, to: entry.types, isPublic: isPublic, accept: accept, at: location))
        }
        for (location, entry) in moved.sorted(by: { Self.precedes($0.key, $1.key) }) {
            diagnostics.report(
                .apiCodeMoved(entry.code, in: entry.types, toCommon: entry.toCommon, accept: accept, at: location))
        }
    }

    /// Document order.
    static func precedes(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }

    /// The recorded codes of every method type and where each method got them, by type name, then by (current)
    /// identifier: one pass over the baseline's cases.
    func oldOrigins(ids: [String: String]) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for item in old.cases.values {
            guard let dot = item.caseName.lastIndex(of: "."),
                let id = ids[String(item.caseName[item.caseName.index(after: dot)...])]
            else { continue }
            result[String(item.caseName[..<dot]), default: [:]][id] = item.origin
        }
        return result
    }

    /// A case the recorded type had for a code the domain still documents, which the method no longer returns.
    func reportRemovedCases(
        of method: ErrorMethod, type: String, before: [String: String], diagnostics: inout Diagnostics
    ) {
        let now = Set(method.errors.map(\.code))
        for id in before.keys.sorted() where !now.contains(id) && domain.code(id) != nil {
            diagnostics.report(.apiCaseRemoved(id, from: type, accept: accept, at: method.location))
        }
    }
}
