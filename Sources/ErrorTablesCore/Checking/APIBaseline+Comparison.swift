import Foundation

/// Comparing the API the docs generate with the domain's `api-baseline.txt`: each change is reported at the
/// line of the docs (or config) that made it, naming the API element, the kind of change and the command that
/// accepts it. Additions are notes, except a new case in an existing public method type (a source break for
/// exhaustive switches: a warning); removals, renames, changed raw values and codes moving between a method's
/// own errors and the common errors are warnings, which `check` and `lint --strict` fail on.
public struct APIBaselineComparison {
    /// The domain as built.
    let domain: ErrorDomain
    /// The recorded API.
    let old: APIBaseline
    /// The API the docs generate now.
    let new: APIBaseline
    /// The command that accepts the changes.
    let accept: String

    /// Compares `domain` (with its method type names, as `CodeGenerator.checkNames(diagnostics:)` returns them)
    /// with its baseline when it has one; `spec` is the path the user gave, for the accepting command.
    public static func check(
        _ domain: ErrorDomain, methodTypes: [String: String], spec: String, diagnostics: inout Diagnostics
    ) {
        let path = APIBaseline.path(configPath: domain.config.path)
        guard let old = APIBaseline.read(path: path, diagnostics: &diagnostics) else { return }
        let comparison = APIBaselineComparison(
            domain: domain, old: old, new: APIBaseline(domain, methodTypes: methodTypes),
            accept: "error-tables api --spec \(spec) --accept")
        diagnostics.merge(comparison.differences())
    }

    /// Every difference, as diagnostics.
    func differences() -> Diagnostics {
        var diagnostics = Diagnostics()
        let renames = codeRenames()
        compareCodes(renames: renames, diagnostics: &diagnostics)
        compareMethods(diagnostics: &diagnostics)
        compareCases(renames: renames, diagnostics: &diagnostics)
        return diagnostics
    }

    // MARK: Codes

    /// Removed codes whose raw value one added code now has (one each): old identifier → new identifier.
    func codeRenames() -> [String: String] {
        let removed = old.codes.values.filter { new.codes[$0.id] == nil }
        let added = new.codes.values.filter { old.codes[$0.id] == nil }
        var renames: [String: String] = [:]
        for code in removed {
            let matches = added.filter { $0.rawValue == code.rawValue }
            let rivals = removed.filter { $0.rawValue == code.rawValue }
            if matches.count == 1, rivals.count == 1, let match = matches.first { renames[code.id] = match.id }
        }
        return renames
    }

    func compareCodes(renames: [String: String], diagnostics: inout Diagnostics) {
        let renamed = Set(renames.values)
        for code in domain.codes {
            guard let now = new.codes[code.id] else { continue }
            if let before = old.codes[code.id] {
                if before.rawValue != now.rawValue {
                    diagnostics.report(
                        .apiRawValueChanged(before, to: now.rawValue, accept: accept, at: rawValueLocation(code)))
                }
                if before.caseName != now.caseName {
                    diagnostics.report(
                        .apiRenamed(before.caseName, to: now.caseName, id: code.id, accept: accept, at: code.location))
                }
            } else if let oldID = renames.first(where: { $0.value == code.id })?.key, let before = old.codes[oldID] {
                diagnostics.report(.apiCodeRenamed(before, to: now, accept: accept, at: code.location))
            } else if !renamed.contains(code.id) {
                diagnostics.report(.apiCodeAdded(now, accept: accept, at: code.location))
            }
        }
        for code in old.codes.values.sorted(by: { $0.rawValue < $1.rawValue }) where new.codes[code.id] == nil {
            guard renames[code.id] == nil else { continue }
            diagnostics.report(.apiCodeRemoved(code, accept: accept, at: removalLocation(of: code)))
        }
    }

    /// Where a code's raw value is set: its line in `error-tables.json` when the config gives it, else its row.
    func rawValueLocation(_ code: ErrorCode) -> SourceLocation {
        if let facts = domain.config.codes[code.id], facts.rawValue != nil { return facts.location }
        return code.location
    }

    /// Where a removed code was: the heading of a method whose own table listed it, else the first table of
    /// common errors, else the source document's start.
    func removalLocation(of code: APIBaseline.Code) -> SourceLocation {
        let swiftName = code.caseName.split(separator: ".").last.map(String.init) ?? code.caseName
        for method in domain.methods {
            guard let type = old.methods[method.symbol]?.typeName else { continue }
            if old.cases[type + "." + swiftName]?.origin == "method" { return method.location }
        }
        return domain.commonErrors.first?.location ?? documentStart
    }

    /// The source document's first line.
    var documentStart: SourceLocation {
        SourceLocation(path: domain.documentPaths[domain.sourceLanguage] ?? domain.config.path, line: 1, column: 1)
    }
}
