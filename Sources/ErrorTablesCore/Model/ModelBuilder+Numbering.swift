/// What numbering codes in order keeps from one code to the next (`ModelBuilder.buildCodes`).
struct CodeNumbering {
    /// The raw value for the next code that has none; `nil` once `Int.max` is taken.
    var nextRawValue: Int?
    /// Whether no code has a configured or documented raw value: numbering them all is the plan, said once.
    var numbersAll: Bool
    /// Configured codes the source misspells, by the misspelt code (`ModelBuilder.sourceTypos` reversed).
    var misspeltCodes: [String: String]
    /// Codes suggested for a configured code no document has: no other warning about their raw value.
    var suggested: Set<String>
    /// The code that took each raw value.
    var rawValueOwner: [Int: String] = [:]
    /// The code that took each case name, and where.
    var swiftNameOwner: [String: (id: String, location: SourceLocation)] = [:]
    /// The codes whose derived case name was made unique with the raw value (`ErrorCode.nameMadeUnique`).
    var madeUnique: Set<String> = []
}

extension ModelBuilder {
    /// Numbering codes: one `ErrorCode` per code, in document order, each with its raw value and case name,
    /// reporting conflicts, codes numbered for want of a raw value, and configured codes no document has.
    func buildCodes(tableEntries: [[ErrorEntry]], common: [ErrorEntry], diagnostics: inout Diagnostics) -> [ErrorCode] {
        let (order, preferred) = preferredEntries(tableEntries: tableEntries, common: common)
        // A config code no document has; the code it is suggested for has no other warning for its raw value.
        let undocumented = undocumentedConfiguredCodes(order: order, documented: preferred)
        var numbering = codeNumbering(
            order: order, preferred: preferred, suggested: Set(undocumented.compactMap(\.suggestion)),
            diagnostics: &diagnostics)
        var codes: [ErrorCode] = []
        for id in order {
            guard let entry = preferred[id] else { continue }
            codes.append(numberedCode(id, entry: entry, numbering: &numbering, diagnostics: &diagnostics))
        }
        report(undocumented, diagnostics: &diagnostics)
        return codes
    }

    /// Where numbering starts: codes without a raw value count up from the largest configured or documented
    /// one. Docs whose codes are all strings get one note saying they are numbered in order.
    func codeNumbering(
        order: [String], preferred: [String: ErrorEntry], suggested: Set<String>, diagnostics: inout Diagnostics
    ) -> CodeNumbering {
        let largest = max(
            config.codes.values.compactMap(\.rawValue).max() ?? 0,
            order.compactMap { preferred[$0]?.rawValue }.max() ?? 0)
        let numbersAll =
            !config.codes.values.contains { $0.rawValue != nil } && !order.contains { preferred[$0]?.rawValue != nil }
        if numbersAll, let first = order.first.flatMap({ preferred[$0] }) {
            diagnostics.report(
                .codesNumberedInOrder(order.count, config: Self.fileName(config.path), at: first.location))
        }
        // Source codes misspelling a configured code that the translations have: their one warning says so.
        return CodeNumbering(
            nextRawValue: largest < Int.max ? largest + 1 : nil, numbersAll: numbersAll,
            misspeltCodes: Dictionary(sourceTypos.map { ($1, $0) }, uniquingKeysWith: { first, _ in first }),
            suggested: suggested)
    }

    /// One code numbered and named: its raw value (`rawValue(of:entry:numbering:diagnostics:)`), its case name
    /// (`chosenCaseName(of:entry:rawValue:numbering:diagnostics:)`), and the raw value or case name it shares
    /// with an earlier code reported.
    func numberedCode(
        _ id: String, entry: ErrorEntry, numbering: inout CodeNumbering, diagnostics: inout Diagnostics
    ) -> ErrorCode {
        let facts = config.codes[id]
        let assigned = rawValue(of: id, entry: entry, numbering: &numbering, diagnostics: &diagnostics)
        let rawValue = assigned ?? 0
        let swiftName = chosenCaseName(
            of: id, entry: entry, rawValue: rawValue, numbering: &numbering, diagnostics: &diagnostics)
        if assigned != nil, let other = numbering.rawValueOwner[rawValue] {
            diagnostics.report(
                .duplicateRawValue(id, rawValue: rawValue, owner: other, at: facts?.location ?? entry.location))
        }
        if assigned != nil { numbering.rawValueOwner[rawValue] = id }
        if let other = numbering.swiftNameOwner[swiftName] {
            diagnostics.report(
                .caseNameCollision(
                    id, other: other.id, otherLine: other.location.line, swiftName: swiftName,
                    config: Self.fileName(config.path), at: entry.location))
        }
        numbering.swiftNameOwner[swiftName] = (id, entry.location)
        return ErrorCode(
            id: id, swiftName: swiftName, rawValue: rawValue,
            hasConfiguredRawValue: facts?.rawValue != nil || entry.rawValue != nil,
            name: facts?.name ?? entry.aliases.first, description: entry.description,
            documentation: entry.documentation, properties: entry.properties, location: entry.location,
            range: entry.range, alternativeNames: entry.aliases.filter { $0 != (facts?.name ?? entry.aliases.first) },
            nameMadeUnique: numbering.madeUnique.contains(id))
    }

    /// A code's raw value: the configured one (reported when the document says another), else the documented
    /// one, else the next free number (reported, unless all codes are numbered or the code is a misspelling
    /// or a suggestion reported otherwise); `nil` when no number is left after `Int.max`. A source code
    /// misspelling a configured code is reported here, with the raw value it got.
    func rawValue(
        of id: String, entry: ErrorEntry, numbering: inout CodeNumbering, diagnostics: inout Diagnostics
    ) -> Int? {
        let facts = config.codes[id]
        let intended = numbering.misspeltCodes[id]
        var rawValue: Int?
        if let configured = facts?.rawValue {
            rawValue = configured
            if let documented = entry.rawValue, documented != configured {
                diagnostics.report(
                    .rawValueConflict(
                        id, configured: configured, documented: documented, config: Self.fileName(config.path),
                        at: facts?.location ?? entry.location))
            }
        } else if let documented = entry.rawValue {
            rawValue = documented
        } else if let next = numbering.nextRawValue {
            rawValue = next
            numbering.nextRawValue = next < Int.max ? next + 1 : nil
            if !numbering.numbersAll && intended == nil && !numbering.suggested.contains(id) {
                diagnostics.report(
                    .noRawValue(id, assigned: next, config: Self.fileName(config.path), at: entry.location))
            }
        } else {
            diagnostics.report(
                .noRawValueLeft(id, config: Self.fileName(config.path), at: facts?.location ?? entry.location))
        }
        if let intended {
            diagnostics.report(
                .sourceCodeMisspelt(
                    id, intended: intended, config: Self.fileName(config.path), rawValue: rawValue ?? 0,
                    hasRawValue: rawValue != nil, at: entry.location))
        }
        return rawValue
    }

    /// A code's case name: the configured one, else one derived from the code (`caseName(for:id:rawValue:config:)`).
    /// Derived names that collide (two codes whose descriptions start with the same words) are made unique with
    /// the raw value, the later code renamed, and said in a note; a configured name that collides is an error
    /// (reported by `numberedCode`), as the config asked for it.
    func chosenCaseName(
        of id: String, entry: ErrorEntry, rawValue: Int, numbering: inout CodeNumbering,
        diagnostics: inout Diagnostics
    ) -> String {
        let facts = config.codes[id]
        var swiftName = facts?.swiftName ?? Self.caseName(for: entry, id: id, rawValue: rawValue, config: config)
        if facts?.swiftName == nil, let renamed = Self.caseNameAvoidingMembers(swiftName) {
            diagnostics.report(
                .caseNameRenamedFromMember(
                    id, swiftName: swiftName, renamed: renamed, config: Self.fileName(config.path), at: entry.location))
            swiftName = renamed
        }
        guard facts?.swiftName == nil, let other = numbering.swiftNameOwner[swiftName] else { return swiftName }
        let unique = Self.uniqueCaseName(swiftName, rawValue: rawValue, taken: numbering.swiftNameOwner)
        diagnostics.report(
            .caseNameMadeUnique(
                id, other: other.id, otherLine: other.location.line, swiftName: swiftName, unique: unique,
                config: Self.fileName(config.path), at: entry.location))
        numbering.madeUnique.insert(id)
        return unique
    }
}
