/// Everything `lint` or `check` found, ready to print as compiler-style text, JSON or GitHub workflow
/// annotations (see `CheckReport+Formats.swift`).
public struct CheckReport: Sendable, Equatable {
    /// Every finding, grouped by kind (spec, translation, generated files, code against docs) and within a
    /// kind sorted by file, line and column, those without a file first — so the order does not depend on
    /// where the spec and the compiled code happen to live.
    public private(set) var findings: [CheckFinding] = []
    /// The generated files that differ, by path.
    public private(set) var files: [GeneratedFileDifference] = []
    /// Translation coverage by domain name, then language.
    public var coverage: [String: [String: TranslationCoverage]] = [:]
    /// Whether warnings count as errors.
    public let strict: Bool
    /// The domain of each finding's file, so that a summary names one domain's subjects (the model's, once
    /// diagnostics are added with one).
    var summaryScopes = SummaryScopes(nil)

    /// An empty report; with `strict`, every warning added becomes an error.
    public init(strict: Bool = false) { self.strict = strict }

    /// Adds diagnostics, each classified as a translation finding when it points into a translated
    /// document of `model`, else as `kind`.
    public mutating func add(_ diagnostics: Diagnostics, model: ErrorModel?, kind: CheckFinding.Kind = .spec) {
        if let model { summaryScopes = SummaryScopes(model) }
        let translations = Set(
            (model?.domains ?? []).flatMap { domain in
                domain.documentPaths.filter { $0.key != domain.sourceLanguage }.map(\.value)
            })
        let added = diagnostics.all.map { diagnostic in
            let isTranslation = diagnostic.location.map { translations.contains($0.path) } ?? false
            return strictened(CheckFinding(diagnostic, kind: isTranslation ? .translation : kind))
        }
        // One stable sort of old and new together (old first among equals), not one insertion per finding.
        findings = (findings + added).enumerated().sorted { a, b in
            Self.precedes(a.element, b.element) || (!Self.precedes(b.element, a.element) && a.offset < b.offset)
        }.map(\.element)
    }

    /// Adds generated files that differ, each also as an error finding.
    public mutating func add(_ differences: [GeneratedFileDifference]) {
        files = (files + differences).sorted { $0.path < $1.path }
        for difference in differences { add(CheckFinding(difference)) }
    }

    /// Adds one finding (a warning becomes an error when the report is strict).
    public mutating func add(_ finding: CheckFinding) {
        let finding = strictened(finding)
        // After the last finding that does not come after it (binary search: findings are sorted).
        var low = 0
        var high = findings.count
        while low < high {
            let middle = (low + high) / 2
            if Self.precedes(finding, findings[middle]) { high = middle } else { low = middle + 1 }
        }
        findings.insert(finding, at: low)
    }

    /// The finding as this report counts it: a warning is an error when the report is strict.
    private func strictened(_ finding: CheckFinding) -> CheckFinding {
        var finding = finding
        if strict && finding.severity == .warning { finding.severity = .error }
        return finding
    }

    /// Records every domain's translation coverage.
    public mutating func addCoverage(of model: ErrorModel) {
        for domain in model.domains where !domain.translationCoverage.isEmpty {
            coverage[domain.name] = domain.translationCoverage
        }
    }

    /// The number of errors (with `strict`, warnings included).
    public var errorCount: Int { findings.filter { $0.severity == .error }.count }

    /// The number of warnings.
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }

    /// Whether the check fails: any error (with `strict`, any warning).
    public var failed: Bool { errorCount > 0 }

    /// Sort order: by kind; code findings errors first (they point into the spec, the warnings into Swift
    /// sources, so file order would depend on where each lives); then findings without a file first, then by
    /// file, line and column; report order among equals.
    private static func precedes(_ a: CheckFinding, _ b: CheckFinding) -> Bool {
        func key(_ finding: CheckFinding) -> (Int, Int, Int, String, Int, Int) {
            (
                CheckFinding.Kind.allCases.firstIndex(of: finding.kind) ?? 0,
                finding.kind == .code && finding.severity != .error ? 1 : 0, finding.file == nil ? 0 : 1,
                finding.file ?? "", finding.line ?? 0, finding.column ?? 0
            )
        }
        return key(a) < key(b)
    }
}
