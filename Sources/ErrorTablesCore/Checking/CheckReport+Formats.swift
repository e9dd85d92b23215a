/// The three ways a report is printed: compiler-style text, JSON, and GitHub Actions workflow commands.
extension CheckReport {
    /// The version of the JSON schema `json(relativeTo:)` writes.
    public static let jsonVersion = 1

    /// Compiler-style lines, one per finding, each stale, missing or extra file followed by its diff; more
    /// than `limit` findings of one cause as one summary with notes (`DiagnosticSummary`; `nil`: every one).
    public func textLines(relativeTo directory: String?, limit: Int? = nil) -> [String] {
        printed(limit: limit).flatMap { finding -> [String] in
            [finding.formatted(relativeTo: directory)] + diffLines(of: finding, relativeTo: directory)
        }
    }

    /// The findings as printed: in order, with more than `limit` of one cause and one domain summarized.
    func printed(limit: Int?) -> [CheckFinding] {
        DiagnosticSummary.plan(
            findings.map { ($0.severity, $0.cause, $0.subject) }, limit: limit,
            scopes: findings.map { summaryScopes.scope(of: $0.file) }
        ).map { line in
            switch line {
            case .item(let index):
                return findings[index]
            case .summary(let first, let cause, let count, let subjects):
                var summary = findings[first]
                summary.message = cause.summaryMessage(count: count, subjects: subjects)
                summary.cause = nil
                summary.subject = nil
                return summary
            case .note(let index):
                var note = findings[index]
                note.severity = .note
                note.cause = nil
                return note
            }
        }
    }

    /// One line per domain with translations: `FirebaseAuth translations: hi 49/49 (100%), it 48/49 (97%; 1 stale)`
    /// (see `TranslationCoverage.description`).
    public var coverageLines: [String] {
        coverage.sorted { $0.key < $1.key }.map { domain, languages in
            "\(domain) translations: "
                + languages.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }
    }

    /// `2 errors, 1 warning`.
    public var countText: String {
        "\(errorCount) error\(errorCount == 1 ? "" : "s"), \(warningCount) warning\(warningCount == 1 ? "" : "s")"
    }

    /// The machine-readable report, stable in key order:
    ///
    /// ```
    /// {"version":1,
    ///  "findings":[{"severity":"error","message":"…","file":"spec/A/it.md","line":3,"column":3,"kind":"translation"}],
    ///  "files":[{"path":"generated/AErrorCodes.swift","status":"stale","diff":"--- …"}],
    ///  "coverage":{"A":{"it":{"translated":3,"total":4,"percent":75,"missing":1,"identical":0,"stale":1}}},
    ///  "summary":{"errors":1,"warnings":0}}
    /// ```
    ///
    /// `file`, `line` and `column` are `null` when unknown; `kind` is `spec`, `translation`, `generated` or
    /// `code`; `status` is `stale`, `missing` or `extra`. A coverage's `missing` texts have no translation,
    /// `identical` ones were left as the source text, `stale` ones were made against an older source text
    /// (`TranslationCoverage`).
    public func json(relativeTo directory: String?) -> JSONValue {
        func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
        let findings: [JSONValue] = findings.map { finding in
            .object([
                ("severity", .string(finding.severity.rawValue)), ("message", .string(finding.message)),
                ("file", finding.file.map { .string(Diagnostic.relativePath($0, to: directory)) } ?? .null),
                ("line", optional(finding.line)), ("column", optional(finding.column)),
                ("kind", .string(finding.kind.rawValue)),
            ])
        }
        let files: [JSONValue] = files.map { file in
            .object([
                ("path", .string(Diagnostic.relativePath(file.path, to: directory))),
                ("status", .string(file.status.rawValue)),
                ("diff", .string(diffLines(of: file, relativeTo: directory).map { $0 + "\n" }.joined())),
            ])
        }
        let coverage: [(String, JSONValue)] = coverage.sorted { $0.key < $1.key }.map { domain, languages in
            (
                domain,
                .object(
                    languages.sorted { $0.key < $1.key }.map { language, value in
                        (
                            language,
                            .object([
                                ("translated", .int(value.translated)), ("total", .int(value.total)),
                                ("percent", .int(value.percent)), ("missing", .int(value.missing)),
                                ("identical", .int(value.identical)), ("stale", .int(value.stale)),
                            ])
                        )
                    })
            )
        }
        return .object([
            ("version", .int(Self.jsonVersion)), ("findings", .array(findings)), ("files", .array(files)),
            ("coverage", .object(coverage)),
            ("summary", .object([("errors", .int(errorCount)), ("warnings", .int(warningCount))])),
        ])
    }

    /// GitHub Actions workflow commands, one per finding:
    /// `::error file=spec/A/it.md,line=3,col=3::message` (notes as `::notice`); a stale, missing or extra
    /// file's annotation carries its diff.
    /// More than `limit` findings of one cause become one summary annotation with notices (`nil`: every one).
    public func githubLines(relativeTo directory: String?, limit: Int? = nil) -> [String] {
        printed(limit: limit).map { finding in
            let command =
                switch finding.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            var properties: [String] = []
            if let file = finding.file {
                properties.append(
                    "file=" + Self.githubProperty(Diagnostic.oneLine(Diagnostic.relativePath(file, to: directory))))
            }
            if let line = finding.line { properties.append("line=\(line)") }
            if let column = finding.column { properties.append("col=\(column)") }
            let message = ([Diagnostic.oneLine(finding.message)] + diffLines(of: finding, relativeTo: directory))
                .joined(separator: "\n")
            let head = properties.isEmpty ? "::\(command)" : "::\(command) " + properties.joined(separator: ",")
            return head + "::" + Self.githubData(message)
        }
    }

    /// A workflow command's message, escaped: `%`, `\r` and `\n`.
    public static func githubData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A workflow command's property value, escaped: `%`, `\r`, `\n`, `:` and `,`.
    public static func githubProperty(_ text: String) -> String {
        githubData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// The diff lines of the file a generated-file finding is about; empty for other findings.
    private func diffLines(of finding: CheckFinding, relativeTo directory: String?) -> [String] {
        guard finding.kind == .generated, let file = files.first(where: { $0.path == finding.file }) else { return [] }
        return diffLines(of: file, relativeTo: directory)
    }

    /// A file's diff with the paths in its headers made relative.
    private func diffLines(of file: GeneratedFileDifference, relativeTo directory: String?) -> [String] {
        let relative = Diagnostic.relativePath(file.path, to: directory)
        return file.diff.lines.enumerated().map { index, line in
            index < 2 && relative != file.path ? line.replacingOccurrences(of: file.path, with: relative) : line
        }
    }
}
