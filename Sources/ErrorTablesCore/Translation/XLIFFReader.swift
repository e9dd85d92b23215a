import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an XLIFF 1.2 document (as `export` and Xcode write it) for `import`, with Foundation's XML parser
/// (libxml2 on Linux): the `<file>` elements' languages and `original`, and each `<trans-unit>`'s id,
/// `<source>` and `<target>` text. `<trans-unit>`s inside `<group>`s are read too (walked with a stack, not
/// recursion). A target in state `new` is not a translation. External entities are not loaded.
enum XLIFFReader {
    /// The file's contents; throws when it is not well-formed XML, not XLIFF, or has files for several
    /// target languages or none.
    static func read(_ data: Data, path: String) throws(FatalDiagnostic) -> TranslationFile {
        let document: XMLDocument
        do {
            document = try XMLDocument(data: data, options: [.nodePreserveWhitespace])
        } catch {
            throw FatalDiagnostic(.importFileUnreadable(path, format: .xliff, reason: "it is not well-formed XML"))
        }
        guard let root = document.rootElement(), root.localName == "xliff" else {
            throw FatalDiagnostic(
                .importFileUnreadable(path, format: .xliff, reason: "its root element is not <xliff>"))
        }
        let files = root.children(named: "file")
        guard !files.isEmpty else {
            throw FatalDiagnostic(.importFileUnreadable(path, format: .xliff, reason: "it has no <file> element"))
        }
        let languages = Set(files.compactMap { $0.attribute("target-language") })
        guard languages.count == 1, let language = languages.first,
            files.allSatisfy({ $0.attribute("target-language") != nil })
        else {
            throw FatalDiagnostic(.importFileLanguageNotChosen(path, languages: languages.sorted()))
        }
        var units: [TranslationFile.Unit] = []
        for file in files {
            var stack: [XMLElement] = file.children(named: "body").reversed()
            while let element = stack.popLast() {
                if element.localName == "trans-unit" {
                    guard let id = element.attribute("id") else { continue }
                    let target = element.children(named: "target").first
                    let translated = target.flatMap { $0.attribute("state") == "new" ? nil : $0.stringValue }
                    units.append(
                        TranslationFile.Unit(
                            id: id, source: element.children(named: "source").first?.stringValue,
                            target: translated))
                } else {
                    stack += element.children(named: nil).reversed()
                }
            }
        }
        let original = files.first?.attribute("original")
        let domain = original.flatMap { $0.split(separator: "/").dropLast().last.map(String.init) }
        return TranslationFile(
            path: path, format: .xliff, sourceLanguage: files.first?.attribute("source-language"), language: language,
            domainName: domain, units: units)
    }
}

extension XMLElement {
    /// The child elements with local name `name` (every child element when `nil`), in order.
    fileprivate func children(named name: String?) -> [XMLElement] {
        (children ?? []).compactMap { $0 as? XMLElement }.filter { name == nil || $0.localName == name }
    }

    /// An attribute's value by its qualified name (from the attribute list: `attribute(forName:)` finds
    /// nothing on an element in a default namespace in swift-corelibs-foundation).
    fileprivate func attribute(_ name: String) -> String? {
        attributes?.first { $0.name == name }?.stringValue
    }
}
