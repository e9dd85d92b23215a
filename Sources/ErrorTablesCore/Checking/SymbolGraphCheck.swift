/// Compares a domain's documented codes with the cases a compiled enum really declares (read from a
/// symbol graph), so a hand-written error enum and its documentation cannot drift apart unnoticed:
/// a documented code without a case is an error, a case without documentation a warning.
public struct SymbolGraphCheck {
    let domain: ErrorDomain
    let typeName: String

    /// A check of `domain` against the enum called `typeName` in messages.
    public init(domain: ErrorDomain, typeName: String) {
        self.domain = domain
        self.typeName = typeName
    }

    /// Reports every difference between the domain's codes (by Swift case name) and `cases`.
    ///
    /// Documented but missing cases are reported at the code's first table row; undocumented cases at
    /// their declaration when the graph has it, else at the config's `typeName`.
    public func check(cases: [SymbolGraph.Symbol], diagnostics: inout Diagnostics) {
        let declared = Set(cases.map(\.name))
        let documented = Set(domain.codes.map { Self.unescaped($0.swiftName) })
        let undocumented = cases.filter { !documented.contains($0.name) }
        for code in domain.codes where !declared.contains(Self.unescaped(code.swiftName)) {
            let name = Self.unescaped(code.swiftName)
            let suggestion = Identifier.closest(to: name, among: undocumented.map(\.name))
            diagnostics.report(
                .missingCase(
                    code: code.id, caseName: name, typeName: typeName, suggestion: suggestion,
                    at: firstRow(of: code.id) ?? code.location))
        }
        let sourceName = domain.documentPaths[domain.sourceLanguage].map(ModelBuilder.fileName) ?? "the spec"
        var reported = Set<String>()
        for symbol in undocumented where reported.insert(symbol.name).inserted {
            diagnostics.report(
                .undocumentedCase(
                    caseName: symbol.name, typeName: typeName, document: sourceName,
                    at: symbol.location ?? domain.config.location(ofKey: "typeName")))
        }
    }

    /// Where a code is first listed in the source document: the earliest of its table rows.
    func firstRow(of code: String) -> SourceLocation? {
        let entries =
            domain.commonErrors + domain.groups.flatMap(\.commonErrors) + domain.methods.flatMap(\.ownErrors)
        return entries.filter { $0.code == code }.map(\.location).min()
    }

    /// `default` for `` `default` ``.
    static func unescaped(_ name: String) -> String { name.replacingOccurrences(of: "`", with: "") }

    /// `'FIRAuthErrorCodeX' is documented but AuthErrorCode has no case 'x'`.
}

extension Diagnostic {
    /// A documented code without a case in the compiled type, with the closest undocumented case if any.
    static func missingCase(
        code: String, caseName: String, typeName: String, suggestion: String?, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(code)' is documented but \(typeName) has no case '\(caseName)'"
                + (suggestion.map { "; did you mean '\($0)'?" }
                    ?? "; add the case or remove the code from the documentation"),
            at: location)
    }

    /// `AuthErrorCode.x is declared but not documented in en.md; …`.
    static func undocumentedCase(
        caseName: String, typeName: String, document: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "\(typeName).\(caseName) is declared but not documented in \(document); add a table row for it or remove "
                + "the case", at: location)
    }
}
