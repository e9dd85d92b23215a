/// What `ModelBuilder.inclusionClosure(methods:methodIndex:)` finds.
struct InclusionClosure {
    /// An error a method has: the index of the method whose table it comes from, and of the entry among that
    /// method's own errors (indices, not entries, so that the lists cost little beside the effective sets).
    struct Reached {
        var method: Int
        var entry: Int
    }

    /// For each method, by index: its own errors, then those it includes, each code once.
    var reached: [[Reached]]
    /// The methods visited and list items taken over while making them: the work done, for tests.
    var steps = 0
    /// The method whose list took the lists, or the work of making them, over the limit; no list is made after
    /// it (see `MethodCaseLimit`).
    var overLimit: (method: Int, work: Bool)?
}

extension ModelBuilder {
    /// Reads the source's inclusion paragraphs: code spans that name other methods of the domain.
    func resolveInclusions(
        methods: inout [ErrorMethod], methodIndex: [String: Int], groups: [ErrorGroup], diagnostics: inout Diagnostics
    ) {
        let known = Set(methods.map(\.symbol))
        let groupNames = Set(groups.map(\.symbol))
        // Sorted once for every suggestion, and each method's inclusions as a set, so a long paragraph or many
        // misspelled names cost one lookup each.
        let knownSorted = known.sorted()
        var included = methods.map { Set($0.inclusions) }
        var suggestionsLeft = Self.suggestionLimit
        for paragraph in source.inclusions {
            guard let owner = paragraph.method, let index = methodIndex[owner] else { continue }
            let spans = paragraph.codeSpans
            let isInclusion =
                spans.contains { known.contains($0) || Identifier.isSelector($0) }
                && spans.allSatisfy { known.contains($0) || groupNames.contains($0) || Identifier.isSelector($0) }
            guard isInclusion else { continue }
            for span in spans where !groupNames.contains(span) {
                if span == owner {
                    diagnostics.report(.selfInclusion(owner, at: paragraph.location))
                } else if !known.contains(span) {
                    let suggestion = suggestionsLeft > 0 ? Identifier.closest(to: span, among: knownSorted) : nil
                    suggestionsLeft -= 1
                    diagnostics.report(.unknownIncludedMethod(span, suggestion: suggestion, at: paragraph.location))
                } else if included[index].insert(span).inserted {
                    methods[index].inclusions.append(span)
                }
            }
        }
    }

    /// Own errors, then included methods' (transitively, cycles cut), then group-common, then domain-common;
    /// each code once, where it first occurs. `reached` is the method's list from `inclusionClosure`.
    func effectiveErrors(
        of method: ErrorMethod, reached: [InclusionClosure.Reached], methods: [ErrorMethod], group: ErrorGroup?,
        common: [ErrorEntry]
    ) -> [EffectiveError] {
        var result: [EffectiveError] = []
        result.reserveCapacity(reached.count)
        var seen = Set<String>()
        for item in reached {
            let entry = methods[item.method].ownErrors[item.entry]
            guard seen.insert(entry.code).inserted else { continue }
            let source = methods[item.method].symbol
            let origin: EffectiveError.Origin = source == method.symbol ? .method : .included(source)
            result.append(EffectiveError(entry: entry, origin: origin))
        }
        for entry in group?.commonErrors ?? [] where seen.insert(entry.code).inserted {
            result.append(EffectiveError(entry: entry, origin: .group))
        }
        for entry in common where seen.insert(entry.code).inserted {
            result.append(EffectiveError(entry: entry, origin: .domain))
        }
        return result
    }

    /// For every method, its own errors and those of the methods it includes, transitively: each code once,
    /// where a depth-first walk of the inclusions in paragraph order, each method once, first meets it (a
    /// walk from each method, which cuts the cycles through it).
    ///
    /// A walk that leaves the method's strongly connected component (the methods that include each other,
    /// directly or not) enters a method whose list is already made, since the components are handled in
    /// reverse topological order: that list is taken instead of walking on. It holds exactly the codes the
    /// walk would meet beyond that method in the same order, because no method beyond it can reach back.
    /// A chain of n methods then costs n times the length of a list, not n²/2 steps (each with the codes of
    /// a method) as walking each method's whole closure did.
    ///
    /// The lists are what a chain of methods with codes of their own makes quadratic, so they stop at `limit`:
    /// once the lists hold more items than `limit` together, or making them took more than
    /// `MethodCaseLimit.workPerCase` times as many steps (inclusions that meet again), the method whose list
    /// crossed it is `overLimit` and no later list is made. The work is then at most a few times `limit` beyond
    /// the graph's size.
    static func inclusionClosure(
        methods: [ErrorMethod], methodIndex: [String: Int], limit: Int = .max
    ) -> InclusionClosure {
        let edges = methods.map { $0.inclusions.compactMap { methodIndex[$0] } }
        let components = stronglyConnectedComponents(edges)
        var closure = InclusionClosure(reached: Array(repeating: [], count: methods.count))
        var component = Array(repeating: 0, count: methods.count)
        for (index, members) in components.enumerated() {
            for member in members { component[member] = index }
        }
        var stamp = Array(repeating: -1, count: methods.count)  // the root whose walk last met a method
        var total = 0
        for members in components {
            for root in members {
                var reached: [InclusionClosure.Reached] = []
                var seen = Set<String>()
                var pending = [root]
                while let node = pending.popLast() {
                    closure.steps += 1
                    guard stamp[node] != root else { continue }
                    stamp[node] = root
                    if component[node] == component[root] {
                        for (position, entry) in methods[node].ownErrors.enumerated()
                        where seen.insert(entry.code).inserted {
                            reached.append(InclusionClosure.Reached(method: node, entry: position))
                        }
                        pending += edges[node].reversed()
                    } else {
                        closure.steps += closure.reached[node].count
                        for item in closure.reached[node]
                        where seen.insert(methods[item.method].ownErrors[item.entry].code).inserted {
                            reached.append(item)
                        }
                    }
                }
                closure.reached[root] = reached
                total += reached.count
                if total > limit || closure.steps / MethodCaseLimit.workPerCase > limit {
                    closure.overLimit = (root, total <= limit)
                    return closure
                }
            }
        }
        return closure
    }

    /// The strongly connected components of a graph (Tarjan's algorithm with an explicit stack), each
    /// after every component it reaches.
    static func stronglyConnectedComponents(_ edges: [[Int]]) -> [[Int]] {
        let count = edges.count
        var order = Array(repeating: -1, count: count)
        var low = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        for root in 0..<count where order[root] < 0 {
            order[root] = counter
            low[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            var work: [(node: Int, next: Int)] = [(root, 0)]
            while let (node, next) = work.last {
                if next < edges[node].count {
                    work[work.count - 1].next += 1
                    let child = edges[node][next]
                    if order[child] < 0 {
                        order[child] = counter
                        low[child] = counter
                        counter += 1
                        stack.append(child)
                        onStack[child] = true
                        work.append((child, 0))
                    } else if onStack[child] {
                        low[node] = min(low[node], order[child])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == order[node] else { continue }
                var members: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    members.append(member)
                    if member == node { break }
                }
                components.append(members.reversed())
            }
        }
        return components
    }

    /// The domain's codes with their facts from the config, checked against each other.
    /// The derived case name of a code: from its identifier or name in any style; for a row keyed by a
    /// number alone, from the label beside the number (`400 (Bad request)` → `badRequest`), else from the
    /// description's first words, else `code<N>` (at once when the row's name cell was empty).
    static func caseName(for entry: ErrorEntry, id: String, rawValue: Int, config: DomainConfig) -> String {
        let numericKey =
            entry.rawValue != nil && (CellText.integer(id) != nil || entry.range != nil && id.first?.isNumber == true)
        let description = entry.description.texts[config.sourceLanguage] ?? ""
        // A code written with digits first and no raw value (`08S01`, `00000`): named by its description, as a
        // number is, else by its characters (`_08s01`).
        if !numericKey, let first = id.unicodeScalars.first, ("0"..."9").contains(first) {
            return Identifier.caseName(fromDescription: description)
                ?? Identifier.swiftCaseName(forCode: id, prefix: "") ?? Identifier.caseName(forNumber: rawValue)
        }
        if !numericKey, let name = Identifier.swiftCaseName(forCode: id, prefix: config.codePrefix) { return name }
        if numericKey, let label = entry.label {
            if label.isEmpty { return Identifier.caseName(forNumber: rawValue) }
            if let name = Identifier.swiftCaseName(forCode: label, prefix: "") { return name }
        }
        return Identifier.caseName(fromDescription: description) ?? Identifier.caseName(forNumber: rawValue)
    }

    /// Each code's entry, whose description becomes the code enum's own: the domain-common row where
    /// there is one, else the first row common to a group, else the methods' rows when they all give
    /// the same source-language description. A code that methods document with different meanings
    /// gets a neutral entry: no description (the runtime then names the code, domain and raw value),
    /// the extra columns every row agrees on, and a doc comment naming the methods, never one
    /// method's meaning. Returns the codes in first documented order.
    func preferredEntries(
        tableEntries: [[ErrorEntry]], common: [ErrorEntry]
    ) -> (order: [String], entries: [String: ErrorEntry]) {
        let commonByCode = Dictionary(common.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        let documented = documentedEntries(tableEntries)
        var preferred: [String: ErrorEntry] = [:]
        preferred.reserveCapacity(documented.order.count)
        for code in documented.order {
            guard let entry = documented.first[code] else { continue }
            if let chosen = commonByCode[code] ?? documented.groupEntry[code] {
                preferred[code] = chosen
                continue
            }
            let rows = documented.methodEntries[code] ?? []
            let meaning = entry.description.texts[config.sourceLanguage]
            if rows.allSatisfy({ $0.entry.description.texts[config.sourceLanguage] == meaning }) {
                preferred[code] = entry
                continue
            }
            preferred[code] = neutralEntry(entry, methodRows: rows)
        }
        return (documented.order, preferred)
    }

    /// `name` with the raw value after it (`invalidToken1202`, `invalidTokenMinus5`), and a counter after that
    /// when even that is taken.
    static func uniqueCaseName(
        _ name: String, rawValue: Int, taken: [String: (id: String, location: SourceLocation)]
    ) -> String {
        let base = name + (rawValue < 0 ? "Minus\(rawValue.magnitude)" : "\(rawValue)")
        var candidate = base
        var counter = 2
        while taken[candidate] != nil {
            candidate = base + "_\(counter)"
            counter += 1
        }
        return candidate
    }

    /// The doc comment of a code whose methods give it different meanings: the methods, by name.
    static func neutralDocumentation(methods: [String]) -> String {
        var names: [String] = []
        for method in methods where !names.contains(method) { names.append(method) }
        let shown = names.prefix(3).map { "`\($0)`" }
        let more = names.count > 3 ? ", and \(names.count - 3) more" : ""
        return "Its meaning depends on the method: see the method error types of " + shown.joined(separator: ", ")
            + more + "."
    }
}

extension Diagnostic {
    /// An inclusion paragraph that names its own method.
    static func selfInclusion(_ method: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, "\(quote(method)) names itself in its inclusion paragraph", at: location)
    }

    /// An inclusion paragraph naming no documented method, with the closest one when there is one.
    static func unknownIncludedMethod(
        _ method: String, suggestion: String?, at location: SourceLocation
    ) -> Diagnostic {
        var message = "the inclusion paragraph names \(quote(method)), which is not a documented method"
        if let suggestion { message += "; did you mean \(quote(suggestion))?" }
        return Diagnostic(.error, message, at: location)
    }

    /// A document none of whose `count` codes has a raw value; `config` is the config's file name.
    static func codesNumberedInOrder(_ count: Int, config: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .note,
            "no code has a raw value in the docs or in \(config), so the codes are numbered 1 to \(count) in "
                + "document order; a code added before others renumbers them, so give 'rawValue's where NSError codes "
                + "must stay the same", at: location)
    }

    /// A code whose configured and documented raw values differ.
    static func rawValueConflict(
        _ code: String, configured: Int, documented: Int, config: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error,
            "\(config) gives \(quote(code)) the raw value \(configured), but the docs give \(documented); remove one "
                + "of them", at: location, cause: .rawValueConflict, subject: code)
    }

    /// A code that got the next free raw value.
    static func noRawValue(_ code: String, assigned: Int, config: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "no raw value for \(quote(code)) in \(config); it gets \(assigned), which changes whenever codes without "
                + "raw values are added before it", at: location, cause: .noRawValue, subject: code)
    }

    /// A code without a raw value after `Int.max` was given.
    static func noRawValueLeft(_ code: String, config: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "no raw value for \(quote(code)) in \(config), and none is left to count up to: the raw values would "
                + "pass \(Int.max); give \(quote(code)) a 'rawValue'", at: location)
    }

    /// Two codes with one raw value; `owner` has it first.
    static func duplicateRawValue(
        _ code: String, rawValue: Int, owner: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error, "\(quote(code)) has the raw value \(rawValue), which \(quote(owner)) already has", at: location,
            cause: .duplicateRawValue, subject: code)
    }

    /// Two codes with one Swift case name; `other` (at `otherLine`) has it first.
    static func caseNameCollision(
        _ code: String, other: String, otherLine: Int, swiftName: String, config: String,
        at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error,
            "\(quote(other)) (line \(otherLine)) and \(quote(code)) both become the Swift case \(quote(swiftName)); "
                + "give one a 'swiftName' in " + config, at: location, cause: .caseNameCollision, subject: code)
    }

    /// Two codes whose derived Swift case names collide: the later one, `code`, gets `unique`.
    static func caseNameMadeUnique(
        _ code: String, other: String, otherLine: Int, swiftName: String, unique: String, config: String,
        at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .note,
            "\(quote(other)) (line \(otherLine)) and \(quote(code)) both read as the Swift case \(quote(swiftName)); "
                + "\(quote(code)) becomes \(quote(unique)) (to name it, add \"codes\": {\"\(excerpt(code))\": "
                + "{\"swiftName\": \"…\"}} to \(config))", at: location)
    }

    /// Config facts for a code that `document` does not document.
    static func undocumentedConfiguredCode(
        _ code: String, document: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning, "the config gives facts for \(quote(code)), which no table of \(document) documents",
            at: location, cause: .undocumentedConfiguredCode, subject: code)
    }
}
