import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an XLIFF 1.2 document (as `export` and Xcode write it) for `import`, with Foundation's streaming XML
/// parser (libxml2 on Linux), which refuses a document that is not well-formed: the `<file>` elements'
/// languages and `original`, and each `<trans-unit>`'s id, `<source>` and `<target>` text (the text of inline
/// elements inside them included). `<trans-unit>`s inside `<group>`s are read too. A target in state `new` is
/// not a translation; a trans-unit without an id is ignored. External entities are not loaded.
///
/// Time and memory are linear in the document; nothing recurses (the parser reports events).
enum XLIFFReader {
    /// The file's contents; throws when it is not well-formed XML, not XLIFF, or has files for several
    /// target languages or none.
    static func read(_ data: Data, path: String) throws(FatalDiagnostic) -> TranslationFile {
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let events = Events()
        parser.delegate = events
        guard parser.parse(), events.error == nil else {
            throw FatalDiagnostic(.importFileUnreadable(path, format: .xliff, reason: "it is not well-formed XML"))
        }
        guard events.rootIsXLIFF else {
            throw FatalDiagnostic(
                .importFileUnreadable(path, format: .xliff, reason: "its root element is not <xliff>"))
        }
        guard !events.files.isEmpty else {
            throw FatalDiagnostic(.importFileUnreadable(path, format: .xliff, reason: "it has no <file> element"))
        }
        let languages = Set(events.files.compactMap { $0["target-language"] })
        guard languages.count == 1, let language = languages.first,
            events.files.allSatisfy({ $0["target-language"] != nil })
        else {
            throw FatalDiagnostic(.importFileLanguageNotChosen(path, languages: languages.sorted()))
        }
        let first = events.files.first
        let domain = first?["original"].flatMap { $0.split(separator: "/").dropLast().last.map(String.init) }
        return TranslationFile(
            path: path, format: .xliff, sourceLanguage: first?["source-language"], language: language,
            domainName: domain, units: events.units)
    }

    /// The parser's delegate: collects the files' attributes and the units as the events come.
    private final class Events: NSObject, XMLParserDelegate {
        var rootIsXLIFF = false
        var files: [[String: String]] = []
        var units: [TranslationFile.Unit] = []
        var error: Error?
        /// How deep the parser is (the root element is 1).
        private var depth = 0
        /// The trans-unit being read and its depth.
        private var unit: (id: String?, depth: Int, source: String?, target: String?, isNew: Bool)?
        /// The source or target being read, its depth and its text so far.
        private var text: (isTarget: Bool, depth: Int, value: String)?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            depth += 1
            if depth == 1 { rootIsXLIFF = name == "xliff" }
            guard text == nil else { return }  // an inline element inside a source or target
            switch name {
            case "file" where depth == 2: files.append(attributes)
            case "trans-unit" where unit == nil:
                unit = (attributes["id"], depth, nil, nil, false)
            case "source" where unit?.depth == depth - 1, "target" where unit?.depth == depth - 1:
                text = (name == "target", depth, "")
                if name == "target" { unit?.isNew = attributes["state"] == "new" }
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text?.value += string
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            text?.value += String(decoding: block, as: UTF8.self)
        }

        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
        ) {
            defer { depth -= 1 }
            if let current = text, current.depth == depth {
                if current.isTarget { unit?.target = current.value } else { unit?.source = current.value }
                text = nil
            } else if let current = unit, current.depth == depth {
                if let id = current.id {
                    units.append(
                        TranslationFile.Unit(
                            id: id, source: current.source, target: current.isNew ? nil : current.target))
                }
                unit = nil
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            error = parseError
        }
    }
}
