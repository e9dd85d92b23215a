import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an exported XLIFF 1.2 document back with Foundation's XML parser (libxml2), for tests: the file's
/// attributes and each trans-unit's parts, or the parser's error for a document that is not well-formed.
struct XLIFFReader {
    /// One `<trans-unit>` as a parser reads it.
    struct Unit: Equatable {
        var id: String
        var space: String?
        var source: String
        var target: String?
        var state: String?
        var notes: [String]
    }

    /// The `<file>` element's attributes.
    var file: [String: String]
    /// The root element's attributes.
    var root: [String: String]
    /// The trans-units in document order.
    var units: [Unit]

    init(_ text: String) throws {
        let document = try XMLDocument(data: Data(text.utf8), options: [.nodePreserveWhitespace])
        guard let xliff = document.rootElement() else { throw ReadError.noRoot }
        func attributesOf(_ element: XMLElement) -> [String: String] {
            Dictionary(
                (element.attributes ?? []).compactMap { node in node.name.map { ($0, node.stringValue ?? "") } },
                uniquingKeysWith: { first, _ in first })
        }
        root = attributesOf(xliff)
        let files = xliff.elements(forName: "file")
        guard files.count == 1, let file = files.first else { throw ReadError.files(files.count) }
        self.file = attributesOf(file)
        let bodies = file.elements(forName: "body")
        guard bodies.count == 1, let body = bodies.first else { throw ReadError.bodies(bodies.count) }
        units = try body.elements(forName: "trans-unit").map { element in
            let attributes = attributesOf(element)
            let sources = element.elements(forName: "source")
            let targets = element.elements(forName: "target")
            guard sources.count == 1, targets.count <= 1, let id = attributes["id"] else {
                throw ReadError.unit(element.xmlString)
            }
            // The children in order must be source, then target (if any), then notes: XLIFF 1.2's content model.
            let names = (element.children ?? []).compactMap { $0 as? XMLElement }.compactMap(\.name)
            let expected = ["source"] + (targets.isEmpty ? [] : ["target"])
            guard Array(names.prefix(expected.count)) == expected,
                names.dropFirst(expected.count).allSatisfy({ $0 == "note" })
            else { throw ReadError.order(names) }
            return Unit(
                id: id, space: attributes["xml:space"], source: sources[0].stringValue ?? "",
                target: targets.first?.stringValue,
                state: targets.first.flatMap { attributesOf($0)["state"] },
                notes: element.elements(forName: "note").map { $0.stringValue ?? "" })
        }
    }

    enum ReadError: Error {
        case noRoot
        case files(Int)
        case bodies(Int)
        case unit(String)
        case order([String])
    }
}
