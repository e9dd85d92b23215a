/// The domain folder `init --from-symbol-graph` writes for an imported error enum: a config that keeps every
/// case's name and raw value, and a source document with one table row per case.
public struct ImportedSpec: Sendable {
    /// The enum read from the symbol graph.
    public var imported: ErrorEnumImport
    /// The domain folder's name, e.g. `Drift`.
    public var domain: String
    /// The source document's language.
    public var language: String

    /// A spec for `imported` in the domain `domain`, its document in `language`.
    public init(imported: ErrorEnumImport, domain: String, language: String) {
        self.imported = imported
        self.domain = domain
        self.language = language
    }

    /// Each file's name below the domain folder and its contents, the config first.
    public var files: [(name: String, contents: String)] {
        [(DomainConfig.fileName, config), ("\(language).md", document)]
    }

    /// `files`, refused when one is larger than `lint` reads (the config's `DomainConfig.maximumFileSize`, the
    /// document's `SourceText.maximumByteCount`, or the limits given), so that `init` never writes a spec that
    /// `lint` then refuses.
    public func checkedFiles(
        maximumConfigSize: Int = DomainConfig.maximumFileSize,
        maximumDocumentSize: Int = SourceText.maximumByteCount
    ) throws(FatalDiagnostic) -> [(name: String, contents: String)] {
        let files = files
        for (index, file) in files.enumerated() {
            let limit = index == 0 ? maximumConfigSize : maximumDocumentSize
            let size = file.contents.utf8.count
            if size > limit {
                throw FatalDiagnostic(
                    .importedSpecTooLarge(file.name, byteCount: size, limit: limit, codes: imported.rows.count))
            }
        }
        return files
    }

    /// `error-tables.json`: the enum's type name and `NSError` domain, the type name as the codes' prefix, and
    /// each code's `rawValue` and `swiftName`, so the generated enum has the hand-written one's cases.
    public var config: String {
        var members: [(String, JSONValue)] = [
            ("errorDomain", .string(imported.errorDomain)), ("typeName", .string(imported.typeName)),
            ("codePrefix", .string(imported.typeName)), ("sourceLanguage", .string(language)),
        ]
        if let level = imported.accessLevel, level != "public", DomainConfig.AccessLevel(rawValue: level) != nil {
            members.append(("accessLevel", .string(level)))
        }
        let codes: [(String, JSONValue)] = imported.rows.map { row in
            (row.code, .object([("rawValue", .int(row.rawValue)), ("swiftName", .string(row.caseName))]))
        }
        members.append(("codes", .object(codes)))
        return JSONValue.object(members).rendered()
    }

    /// The source document: a title, the enum's summary, the table, and the deprecated codes.
    public var document: String {
        var lines = ["# \(domain) errors", ""]
        if let summary = imported.summary, summary.first.map({ $0.isLetter || $0 == "`" }) == true {
            lines += [summary, ""]
        }
        lines += [
            "When an operation fails, it throws `\(imported.typeName)`, whose code is one of the codes below.", "",
            "## Error codes", "", "| Code | Description |", "| --- | --- |",
        ]
        lines += imported.rows.map { "| `\($0.code)` | \($0.description) |" }
        let deprecated = imported.rows.filter { $0.deprecation != nil }
        if !deprecated.isEmpty {
            lines += ["", "## Deprecated codes", ""]
            lines += deprecated.map { "- `\($0.code)`: \($0.deprecation ?? "")" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Diagnostic {
    /// A file `init --from-symbol-graph` would write that is larger than `lint` reads (`limit` bytes).
    static func importedSpecTooLarge(_ name: String, byteCount: Int, limit: Int, codes: Int) -> Diagnostic {
        Diagnostic(
            .error,
            "the \(name) for \(codes) codes would be \(byteCount) bytes, more than the \(limit) bytes 'lint' reads; "
                + "split the enum into several domains", at: nil)
    }
}
