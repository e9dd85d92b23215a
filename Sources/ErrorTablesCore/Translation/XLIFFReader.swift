import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an XLIFF 1.2 document (as `export` and Xcode write it) for `import`, with Foundation's streaming XML
/// parser (libxml2 on Linux), which refuses a document that is not well-formed: the `<file>` elements'
/// languages and `original`, and each `<trans-unit>`'s id, `<source>` and `<target>` text (the text of inline
/// elements inside them included) and where its start tag is. `<trans-unit>`s inside `<group>`s are read too.
/// A target in state `new` is not a translation; a trans-unit without an id is ignored. External entities are
/// not loaded, and entities the document's DTD declares are not expanded (libxml2 drops their references from
/// the text): each declaration is a warning.
///
/// The parser is fed from a stream, in chunks, so that libxml2's limit on one chunk (about 10 MB) does not
/// apply to the document. Positions are 1-based lines and columns in UTF-8 bytes, converted from libxml2's
/// character columns: a parse error at the place the parser stopped, a unit at its `<trans-unit`.
///
/// Time and memory are linear in the document; nothing recurses (the parser reports events).
enum XLIFFReader {
    /// The file's contents; throws when it holds what the parser cannot take (`XLIFFInputCheck`), is not
    /// well-formed XML (`parseErrorReason(code:)` says why in words), not XLIFF, or has files for several target
    /// languages or none. The steps: `XLIFFInputCheck.check(_:path:)`, `parsedEvents(_:lines:path:)`,
    /// `targetLanguage(of:path:)`, `domainName(original:)`, `entityWarnings(_:before:path:)`.
    static func read(_ data: Data, path: String) throws(FatalDiagnostic) -> TranslationFile {
        try XLIFFInputCheck.check(data, path: path)
        let lines = LineStarts(data)
        let events = try parsedEvents(data, lines: lines, path: path)
        let language = try targetLanguage(of: events.files, path: path)
        let first = events.files.first
        var units = events.units
        for index in units.indices {
            units[index].location = lines.sourceLocation(events.unitPositions[index], tagStart: true, path: path)
        }
        return TranslationFile(
            path: path, format: .xliff, sourceLanguage: first?["source-language"], language: language,
            domainName: domainName(original: first?["original"]), units: units,
            diagnostics: entityWarnings(lines, before: events.rootPosition, path: path))
    }

    /// The parser's events for the whole document; throws when it is not well-formed XML (at the place the
    /// parser stopped, when it says), its root element is not `<xliff>` or it has no `<file>`.
    private static func parsedEvents(_ data: Data, lines: LineStarts, path: String) throws(FatalDiagnostic)
        -> Events
    {
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let events = Events()
        parser.delegate = events
        let parsed = parser.parse()
        if let error = events.error {
            let place = lines.location(
                line: error.position.line, characterColumn: error.position.column, tagStart: false)
            throw FatalDiagnostic(
                .importFileUnreadable(
                    path, format: .xliff, reason: parseErrorReason(code: error.code),
                    at: LineColumn(place.line, place.column)))
        }
        guard parsed else {
            throw FatalDiagnostic(.importFileUnreadable(path, format: .xliff, reason: "it is not well-formed XML"))
        }
        guard events.rootIsXLIFF else {
            throw FatalDiagnostic(
                .importFileUnreadable(path, format: .xliff, reason: "its root element is not <xliff>"))
        }
        guard !events.files.isEmpty else {
            throw FatalDiagnostic(.importFileUnreadable(path, format: .xliff, reason: "it has no <file> element"))
        }
        return events
    }

    /// The one `target-language` of the `<file>` elements (their attributes); throws when one has none or
    /// they name several.
    static func targetLanguage(of files: [[String: String]], path: String) throws(FatalDiagnostic) -> String {
        let languages = Set(files.compactMap { $0["target-language"] })
        guard languages.count == 1, let language = languages.first, files.allSatisfy({ $0["target-language"] != nil })
        else {
            throw FatalDiagnostic(.importFileLanguageNotChosen(path, languages: languages.sorted()))
        }
        return language
    }

    /// The domain a file's `original` names: its next-to-last path component (`FirebaseAuth` in
    /// `FirebaseAuth/en.md`); `nil` without one.
    static func domainName(original: String?) -> String? {
        original.flatMap { $0.split(separator: "/").dropLast().last.map(String.init) }
    }

    /// A warning for each entity the document's DTD declares before the root element (at `root`), which
    /// libxml2 does not expand.
    private static func entityWarnings(_ lines: LineStarts, before root: (line: Int, column: Int)?, path: String)
        -> Diagnostics
    {
        var diagnostics = Diagnostics()
        for entity in lines.entityDeclarations(before: root) {
            diagnostics.report(
                .importEntityNotExpanded(
                    entity.name, at: SourceLocation(path: path, line: entity.line, column: entity.column)))
        }
        return diagnostics
    }

    /// The parser's delegate: collects the files' attributes and the units as the events come.
    private final class Events: NSObject, XMLParserDelegate {
        /// libxml2's position: a 1-based line and a 1-based column in characters.
        typealias Position = (line: Int, column: Int)

        var rootIsXLIFF = false
        /// Where the parser was when the root element started (after its name and attributes).
        var rootPosition: Position?
        var files: [[String: String]] = []
        var units: [TranslationFile.Unit] = []
        /// For each unit, where the parser was when its start tag was read (after its name and attributes).
        var unitPositions: [Position] = []
        /// The first error, its libxml2 code and where the parser stopped.
        var error: (code: Int, position: Position)?
        /// How deep the parser is (the root element is 1).
        private var depth = 0
        /// The trans-unit being read and its depth.
        private var unit: (id: String?, depth: Int, source: String?, target: String?, isNew: Bool, at: Position)?
        /// The source or target being read, its depth and its text so far.
        private var text: (isTarget: Bool, depth: Int, value: String)?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            depth += 1
            if depth == 1 {
                rootIsXLIFF = name == "xliff"
                rootPosition = (parser.lineNumber, parser.columnNumber)
            }
            guard text == nil else { return }  // an inline element inside a source or target
            switch name {
            case "file" where depth == 2: files.append(attributes)
            case "trans-unit" where unit == nil:
                unit = (attributes["id"], depth, nil, nil, false, (parser.lineNumber, parser.columnNumber))
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
                    unitPositions.append(current.at)
                }
                unit = nil
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard error == nil else { return }
            error = ((parseError as NSError).code, (parser.lineNumber, parser.columnNumber))
        }
    }
}

/// Where each line of a document starts, to turn libxml2's positions (character columns) into diagnostics'
/// (UTF-8 byte columns). One `Int` per line.
private struct LineStarts {
    let bytes: [UInt8]
    /// The byte offset of each line's first byte; index 0 is line 1.
    let starts: [Int]

    init(_ data: Data) {
        bytes = Array(data)
        self.starts = bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            var offset = 0
            while offset < buffer.count {
                if buffer[offset] == 0x0A { starts.append(offset + 1) }
                offset += 1
            }
            return starts
        }
    }

    /// The byte offset of a 1-based line and character column, kept within the line (and the document).
    func offset(line: Int, characterColumn: Int) -> Int {
        let index = min(max(line, 1), starts.count) - 1
        let end = index + 1 < starts.count ? starts[index + 1] - 1 : bytes.count
        var offset = starts[index]
        var characters = 1
        while characters < characterColumn, offset < end {
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            characters += 1
        }
        return offset
    }

    /// The 1-based line and byte column of an offset.
    func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        // The last line starting at or before the offset.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// The line and byte column of libxml2's position; with `tagStart`, of the `<` of the tag the position is
    /// inside (libxml2 reports a start tag after its name and attributes, which may span lines).
    func location(line: Int, characterColumn: Int, tagStart: Bool) -> (line: Int, column: Int) {
        guard line >= 1 else { return (1, 1) }
        var offset = offset(line: line, characterColumn: characterColumn)
        if tagStart {
            var back = min(offset, bytes.count - 1)
            while back > 0, bytes[back] != UInt8(ascii: "<") { back -= 1 }
            if back >= 0, back < bytes.count, bytes[back] == UInt8(ascii: "<") { offset = back }
        }
        return lineAndColumn(ofOffset: offset)
    }

    /// The place of libxml2's position in the document at `path` (see `location(line:characterColumn:tagStart:)`).
    func sourceLocation(_ position: (line: Int, column: Int), tagStart: Bool, path: String) -> SourceLocation {
        let place = location(line: position.line, characterColumn: position.column, tagStart: tagStart)
        return SourceLocation(path: path, line: place.line, column: place.column)
    }

    /// The general entities declared (`<!ENTITY name …`) before the root element: in the
    /// document's internal DTD subset, where libxml2 reads them without telling its delegate.
    func entityDeclarations(before root: (line: Int, column: Int)?) -> [(name: String, line: Int, column: Int)] {
        let end = root.map { offset(line: $0.line, characterColumn: $0.column) } ?? bytes.count
        let marker = Array("<!ENTITY".utf8)
        var found: [(name: String, line: Int, column: Int)] = []
        var position = 0
        while position + marker.count <= end {
            guard bytes[position] == marker[0], bytes[position..<(position + marker.count)].elementsEqual(marker) else {
                position += 1
                continue
            }
            let declaration = position
            var cursor = position + marker.count
            while cursor < end, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) { cursor += 1 }
            position = cursor
            // A parameter entity (`%name`) is used only inside the DTD.
            guard cursor < end, bytes[cursor] != UInt8(ascii: "%") else { continue }
            let nameStart = cursor
            while cursor < end, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">")].contains(bytes[cursor]) { cursor += 1 }
            let place = lineAndColumn(ofOffset: declaration)
            found.append((String(decoding: bytes[nameStart..<cursor], as: UTF8.self), place.line, place.column))
            position = cursor
        }
        return found
    }
}
