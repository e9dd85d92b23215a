import ErrorTablesRuntime

extension CodeGenerator {
    /// Every text of the domain, keyed as the runtime looks them up: the codes', the domain's "all others"
    /// text, the lookups', then the methods'.
    func texts() -> StringsCatalog {
        var entries = domain.codes.flatMap(codeEntries)
        if let fallback = domainFallbackEntry() { entries.append(fallback) }
        entries += domain.lookups.flatMap(lookupEntries)
        entries += domain.methods.flatMap(methodEntries)
        return StringsCatalog(
            table: GeneratedNames.fileBase(domain.name) + "Errors", sourceLanguage: domain.sourceLanguage,
            languages: domain.languages, entries: entries)
    }

    /// A code's description (unless the methods describe it differently: then it has none of its own, and the
    /// runtime names it), then its extra columns' texts by header.
    func codeEntries(_ code: ErrorCode) -> [StringsCatalog.Entry] {
        var entries: [StringsCatalog.Entry] = []
        if !code.description.texts.isEmpty {
            entries.append(
                .init(
                    textKey: .code(identifier: code.id),
                    comment:
                        "The error message shown when an operation fails with \(codeName(code)), whichever method "
                        + "reports it. From the Description column, \(shortLocation(code.location)).",
                    texts: code.description.texts))
        }
        for (header, text) in code.properties.sorted(by: { $0.key < $1.key }) {
            entries.append(
                .init(
                    textKey: GeneratedNames.propertyKey(code.id, header: header),
                    comment: propertyComment(header: header, code: code) + " From the “\(header)” column, "
                        + "\(shortLocation(code.location)).", texts: text.texts))
        }
        return entries
    }

    /// The domain's "all others" text, if documented.
    func domainFallbackEntry() -> StringsCatalog.Entry? {
        domain.fallback.map { fallback in
            .init(
                textKey: GeneratedNames.domainFallbackKey,
                comment: "The error message shown for an error of \(domain.config.errorDomain) that the "
                    + "documentation does not list.", texts: fallback.texts)
        }
    }

    /// A lookup's messages, a row each in documented order, then its "all others" message.
    func lookupEntries(_ lookup: ErrorLookup) -> [StringsCatalog.Entry] {
        var entries: [StringsCatalog.Entry] = lookup.entries.map { entry in
            .init(
                textKey: GeneratedNames.lookupKey(lookup.name, entry.key),
                comment: "The message shown for \(lookup.name) \(entry.key) (\(entry.code)). From "
                    + "\(shortLocation(entry.location)).", texts: entry.message.texts)
        }
        if let fallback = lookup.fallback {
            entries.append(
                .init(
                    textKey: GeneratedNames.lookupFallbackKey(lookup.name),
                    comment: "The message shown for a \(lookup.name) that the table does not list.",
                    texts: fallback.texts))
        }
        return entries
    }

    /// A method's own texts: for each of its codes whose text differs from the code's in some language, then its
    /// "all others" text.
    func methodEntries(_ method: ErrorMethod) -> [StringsCatalog.Entry] {
        var entries: [StringsCatalog.Entry] = []
        for error in method.errors {
            guard let code = codesByID[error.code],
                !sameTexts(error.entry.description, code.description, source: domain.sourceLanguage)
            else { continue }
            entries.append(
                .init(
                    textKey: GeneratedNames.methodKey(method.symbol, code: error.code),
                    comment: "The error message shown when \(method.symbol) fails with \(codeName(code)); "
                        + "it says what the error means for that method. From the Description column, "
                        + "\(shortLocation(error.entry.location)).", texts: error.entry.description.texts))
        }
        if let fallback = method.fallback {
            entries.append(
                .init(
                    textKey: GeneratedNames.fallbackKey(method.symbol),
                    comment: "The error message shown when \(method.symbol) fails with an error its "
                        + "documentation does not list.", texts: fallback.texts))
        }
        return entries
    }

    /// A code as translators know it from the docs: `FIRAuthErrorCodeWrongPassword (error 17009)`.
    private func codeName(_ code: ErrorCode) -> String {
        "\(code.id) (error \(code.rawValue))"
    }

    /// What an extra column's text of a code is shown as.
    private func propertyComment(header: String, code: ErrorCode) -> String {
        switch GeneratedNames.role(ofHeader: header) {
        case .failureReason: "The reason shown with the error message of \(codeName(code))."
        case .recoverySuggestion: "What to do, shown with the error message of \(codeName(code))."
        case nil: "The “\(header)” of \(codeName(code)), shown with its error message."
        }
    }

    /// Whether a method's text says the same as the domain-level text in every language (then the method
    /// needs no key of its own: the runtime falls back to the code's text).
    private func sameTexts(_ a: LocalizedText, _ b: LocalizedText, source: String) -> Bool {
        domain.languages.allSatisfy { a.text(in: $0, fallback: source) == b.text(in: $0, fallback: source) }
    }

    /// `<Domain>ErrorTexts.swift`: every language's texts, so lookups work without a resource bundle. With
    /// `"catalogs": "resources"` the catalog also reads the target's `.lproj/*.strings` through `Bundle.module`
    /// first, the compiled texts staying the fallback.
    ///
    /// Each language is one multi-line string literal, an entry a line in the form the runtime's
    /// `EmbeddedTexts` reads (lengths, then key and text), decoded when the catalog is first used: a
    /// dictionary literal costs the compiler hundreds of kilobytes per entry, a string about its length.
    func textsFile(_ catalog: StringsCatalog) -> SwiftFileDescription {
        let translations = domain.languages.filter { $0 != domain.sourceLanguage }
        let members =
            [textCatalogProperty(catalog, translations: translations)]
            + ([domain.sourceLanguage] + translations).map { encodedTextsProperty(catalog, language: $0) }
        return SwiftFileDescription(
            headerComment: header,
            // `Bundle.module` is an extension of Foundation's `Bundle` that SwiftPM and Xcode generate (qualified:
            // a group may be named `Bundle`).
            imports: domain.config.catalogs == .resources
                ? ["Foundation", RuntimeSymbols.module] : [RuntimeSymbols.module],
            declarations: [
                .type(
                    SwiftTypeDescription(
                        kind: .enum,
                        docComment: "The documented texts of the \(errorDomainSpan) errors, in every language.",
                        access: nil, name: textsTypeNameForFile, members: members))
            ])
    }

    /// `static let catalog = ErrorTextCatalog(…)`: the catalog over the encoded texts (and, with
    /// `"catalogs": "resources"`, `Bundle.module`).
    func textCatalogProperty(_ catalog: StringsCatalog, translations: [String]) -> SwiftDeclaration {
        .variable(
            SwiftVariableDescription(
                docComment: "The catalog the generated error types read their texts from, decoded when it is "
                    + "first used.",
                access: nil, isStatic: true, name: "catalog", type: nil,
                value: .call(
                    .raw(RuntimeSymbols.errorTextCatalog),
                    [
                        SwiftArgument(label: "table", value: .string(catalog.table)),
                        SwiftArgument(
                            label: "bundle",
                            value: domain.config.catalogs == .resources ? .raw(Self.foundationBundle + ".module") : .nil
                        ),
                        SwiftArgument(label: "sourceLanguage", value: .string(domain.sourceLanguage)),
                        SwiftArgument(label: "languages", value: .array(domain.languages.map { .string($0) })),
                        SwiftArgument(label: "encodedSourceTexts", value: .raw("sourceTexts")),
                        SwiftArgument(
                            label: "encodedLocalizedTexts",
                            value: .dictionary(
                                translations.map {
                                    SwiftDictionaryEntry(key: .string($0), value: .raw(Self.textsPropertyName($0)))
                                })),
                    ])))
    }

    /// One language's texts as a private multi-line string, an entry a line in `EmbeddedTexts` form:
    /// `sourceTexts` for the source language, `<language>Texts` for a translation.
    func encodedTextsProperty(_ catalog: StringsCatalog, language: String) -> SwiftDeclaration {
        let form =
            "one a line: the key's length in UTF-8 bytes, `:`, the key, a space, the text's length, `:`, the text"
        let isSource = language == domain.sourceLanguage
        return .variable(
            SwiftVariableDescription(
                docComment: isSource
                    ? "Texts of the source language (\(language)), \(form)."
                    : "Texts of the \(language) documentation, \(form).",
                access: "private", isStatic: true, name: isSource ? "sourceTexts" : Self.textsPropertyName(language),
                type: "String",
                value: .multilineString(
                    catalog.entries.compactMap { entry in
                        entry.texts[language].map { EmbeddedTexts.entry(key: entry.key, text: $0) }
                    })))
    }

    var textsTypeNameForFile: String { names.textsTypeName }

    /// `hi` → `hiTexts`, `pt-BR` → `ptBRTexts`.
    static func textsPropertyName(_ language: String) -> String {
        let parts = language.split(separator: "-")
        let name =
            (parts.first.map(String.init) ?? "") + parts.dropFirst().map { Identifier.upperFirst(String($0)) }.joined()
        return SwiftLiteral.identifier(name + "Texts").replacingOccurrences(of: "`", with: "")
    }
}
