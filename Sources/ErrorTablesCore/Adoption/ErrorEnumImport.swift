/// A hand-written error enum read from a symbol graph, as the rows of the spec `init --from-symbol-graph`
/// writes for it: one row per case in declaration order, with the case's doc comment as its description and
/// its name and raw value kept, so that the generated enum has the same cases and raw values.
///
/// Symbol graphs carry each case's name, doc comment, deprecation and where it is declared, but not its raw
/// value: for an `Int` enum the raw values are read from the Swift source at the declared positions
/// (`CaseRawValueReader`); an enum without a raw type is numbered 0, 1, 2 … in declaration order, as Swift
/// numbers such an enum's cases when it bridges them to `NSError`.
public struct ErrorEnumImport: Sendable, Equatable {
    /// One case, one table row.
    public struct Row: Sendable, Equatable {
        /// The Swift case name, e.g. `networkError`.
        public var caseName: String
        /// The documented code: the type name then the case name in upper camel case, e.g.
        /// `DriftErrorCodeNetworkError`.
        public var code: String
        /// The raw value.
        public var rawValue: Int
        /// The doc comment as one table cell (paragraphs separated by `<br>`), or the placeholder.
        public var description: String
        /// Whether `description` is the placeholder for a case without a doc comment.
        public var isPlaceholder: Bool
        /// What the case's `@available` says about its deprecation, e.g. `Use networkError instead.`;
        /// `nil` when it is not deprecated.
        public var deprecation: String?
        /// Where the case is declared, when the graph says.
        public var location: SourceLocation?
    }

    /// The module's name.
    public var moduleName: String
    /// The enum's dotted name, e.g. `Outer.DriftErrorCode`.
    public var qualifiedName: String
    /// The enum's name, e.g. `DriftErrorCode`: the generated type's name and the codes' prefix.
    public var typeName: String
    /// The first paragraph of the enum's doc comment, when it has one.
    public var summary: String?
    /// The enum's access level (`public`, `package`, `internal`), when the graph says.
    public var accessLevel: String?
    /// The rows, in declaration order.
    public var rows: [Row]

    /// The `NSError` domain Swift gives the hand-written enum's errors: `<Module>.<Type>`.
    public var errorDomain: String { moduleName.isEmpty ? qualifiedName : moduleName + "." + qualifiedName }

    /// What a row without a doc comment says, in place of a description: `lint` warns about it.
    public static let placeholderMarker = "TODO(error-tables):"

    /// The placeholder description of a case without a doc comment.
    public static func placeholder(for caseName: String, in typeName: String) -> String {
        "\(placeholderMarker) \(typeName).\(caseName) has no doc comment; say here when this error happens and what "
            + "the user can do about it."
    }

    /// Reads the enum `type` (its dotted name, or its name when unique; when `nil`, the graph's only enum) from
    /// `graph`, which was read from `graphPath`. `readSource` returns a Swift file's bytes, `nil` when it
    /// cannot be read. Reports a warning per case without a doc comment, a note per deprecated case and an
    /// error per case init cannot keep (associated values, a raw value it cannot read); throws when there is
    /// no such enum or it cannot be imported at all.
    public static func read(
        graph: SymbolGraph, graphPath: String, type: String?, readSource: (String) -> [UInt8]?,
        diagnostics: inout Diagnostics
    ) throws(FatalDiagnostic) -> ErrorEnumImport {
        let path = try enumPath(in: graph, graphPath: graphPath, type: type)
        let qualifiedName = path.joined(separator: ".")
        let typeName = path.last ?? qualifiedName
        let graphCases = graph.cases(ofEnumAt: path)
        guard !graphCases.isEmpty else { throw FatalDiagnostic(.enumWithoutCases(qualifiedName, graph: graphPath)) }
        let rawType = graph.rawType(ofEnumAt: path)
        if let rawType, rawType != "Int", rawType != "Swift.Int" {
            throw FatalDiagnostic(.unsupportedRawType(rawType, typeName: qualifiedName))
        }
        let enumSymbol = graph.enumSymbol(at: path)
        let cases = declarationOrder(
            graphCases, typeName: qualifiedName, at: enumSymbol?.entryLocation, diagnostics: &diagnostics)
        var result = ErrorEnumImport(
            moduleName: graph.moduleName, qualifiedName: qualifiedName, typeName: typeName,
            summary: enumSymbol?.docComment.flatMap { paragraphs(of: $0).first }, accessLevel: enumSymbol?.accessLevel,
            rows: [])
        let rawValues: [Int]
        if rawType == nil {
            rawValues = Array(0..<cases.count)
            diagnostics.report(
                .numberedInDeclarationOrder(qualifiedName, at: enumSymbol?.location ?? enumSymbol?.entryLocation))
        } else {
            guard
                let read = try readRawValues(
                    of: cases, typeName: qualifiedName, readSource: readSource, diagnostics: &diagnostics)
            else { return result }
            rawValues = read
        }
        var codeOwner: [String: String] = [:]
        for (symbol, rawValue) in zip(cases, rawValues) {
            let row = self.row(
                symbol, rawValue: rawValue, typeName: typeName, qualifiedName: qualifiedName, codeOwner: &codeOwner,
                diagnostics: &diagnostics)
            if let row { result.rows.append(row) }
        }
        return result
    }

    /// The cases by file, line and column (the graph's order between equal positions); in the graph's order,
    /// with a warning at `enumLocation`, when some case has no location.
    static func declarationOrder(
        _ cases: [SymbolGraph.Symbol], typeName: String, at enumLocation: SourceLocation?,
        diagnostics: inout Diagnostics
    ) -> [SymbolGraph.Symbol] {
        let located = cases.compactMap { symbol in symbol.location.map { (symbol, $0) } }
        guard located.count == cases.count else {
            diagnostics.report(.casesInGraphOrder(typeName, at: enumLocation))
            return cases
        }
        return located.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element.0)
    }

    /// The row of one case, or `nil` with an error when init cannot keep it (associated values, a name that is
    /// no ASCII identifier or is reserved, a code another case has already); warns about a missing doc comment
    /// and notes a deprecation. `codeOwner` maps each code taken so far to its case.
    static func row(
        _ symbol: SymbolGraph.Symbol, rawValue: Int, typeName: String, qualifiedName: String,
        codeOwner: inout [String: String], diagnostics: inout Diagnostics
    ) -> Row? {
        let place = symbol.location ?? symbol.entryLocation
        if let rejection = rejection(of: symbol, at: place) {
            diagnostics.report(rejection)
            return nil
        }
        let code = typeName + Identifier.upperFirst(symbol.name)
        if let other = codeOwner[code] {
            diagnostics.report(.casesShareACode(symbol.name, other: other, code: code, at: place))
            return nil
        }
        codeOwner[code] = symbol.name
        var description = symbol.docComment.map { paragraphs(of: $0).joined(separator: "<br>") } ?? ""
        let isPlaceholder = description.isEmpty
        if isPlaceholder {
            description = placeholder(for: symbol.name, in: qualifiedName)
            diagnostics.report(.caseWithoutDocComment(symbol.qualifiedName, at: place))
        }
        let deprecation = symbol.deprecations.first.map(Self.sentence)
        if let deprecation {
            diagnostics.report(.deprecatedCase(symbol.qualifiedName, deprecation: deprecation, at: place))
        }
        return Row(
            caseName: symbol.name, code: code, rawValue: rawValue, description: description,
            isPlaceholder: isPlaceholder, deprecation: deprecation, location: symbol.location)
    }

    /// Why a case cannot become a row whatever its code: associated values, a name that is no ASCII Swift
    /// identifier, or a name the generated enum reserves; `nil` when it can.
    static func rejection(of symbol: SymbolGraph.Symbol, at place: SourceLocation?) -> Diagnostic? {
        if symbol.pathComponents.last?.contains("(") == true {
            return .caseWithAssociatedValues(symbol.qualifiedName, at: place)
        }
        if !Identifier.isSwiftIdentifier(symbol.name) { return .caseNameNotASCII(symbol.qualifiedName, at: place) }
        if GeneratedNames.reservedCaseNames.contains(symbol.name) {
            return .caseNameReserved(symbol.qualifiedName, name: symbol.name, at: place)
        }
        return nil
    }

    /// The enum `type` names, or the graph's only enum; throws with the enums there are when none fits.
    static func enumPath(in graph: SymbolGraph, graphPath: String, type: String?) throws(FatalDiagnostic) -> [String] {
        let enums = graph.enumNames
        guard let type else {
            guard enums.count == 1, let only = graph.enumPath(named: enums[0]) else {
                throw FatalDiagnostic(.chooseAnEnum(enums, graph: graphPath))
            }
            return only
        }
        if let path = graph.enumPath(named: type) { return path }
        if let other = graph.symbols(named: type).first(where: { $0.kind != SymbolGraph.enumKind }) {
            throw FatalDiagnostic(.typeIsNotAnEnum(other.qualifiedName, kind: other.kind))
        }
        let sameName = enums.filter { $0.split(separator: ".").last.map(String.init) == type }
        let suggestion = Identifier.closest(to: type, among: enums)
        throw FatalDiagnostic(
            .noEnumToImport(
                type, module: graph.moduleName, graph: graphPath, enums: enums,
                suggestion: sameName.isEmpty ? suggestion : nil, ambiguous: sameName))
    }

    /// The raw values of `cases` (in declaration order) read from their source files; `nil` after an error.
    static func readRawValues(
        of cases: [SymbolGraph.Symbol], typeName: String, readSource: (String) -> [UInt8]?,
        diagnostics: inout Diagnostics
    ) throws(FatalDiagnostic) -> [Int]? {
        var readers: [String: CaseRawValueReader] = [:]
        var values: [Int] = []
        var previous: Int?
        for symbol in cases {
            guard let location = symbol.location else {
                throw FatalDiagnostic(.noLocationForRawValue(symbol.qualifiedName, at: symbol.entryLocation))
            }
            let reader: CaseRawValueReader
            if let known = readers[location.path] {
                reader = known
            } else {
                guard let bytes = readSource(location.path) else {
                    throw FatalDiagnostic(.cannotReadEnumSource(location.path, typeName: typeName))
                }
                reader = CaseRawValueReader(bytes: bytes)
                readers[location.path] = reader
            }
            switch reader.reading(name: symbol.name, line: location.line, column: location.column) {
            case .explicit(let value):
                previous = value
            case .implicit:
                let next = previous.map { $0.addingReportingOverflow(1) } ?? (partialValue: 0, overflow: false)
                guard !next.overflow else {
                    diagnostics.report(
                        .rawValueNotRead(symbol.qualifiedName, written: "after \(Int.max)", at: location))
                    return nil
                }
                previous = next.partialValue
            case .nameNotFound:
                throw FatalDiagnostic(.caseNotAtLocation(symbol.qualifiedName, at: location))
            case .notAnInteger(let written), .outOfRange(let written):
                diagnostics.report(.rawValueNotRead(symbol.qualifiedName, written: written, at: location))
                return nil
            }
            values.append(previous ?? 0)
        }
        return values
    }

    /// A doc comment's paragraphs, each one line: lines trimmed and joined with spaces, `|` escaped for a
    /// table cell; blank lines separate paragraphs.
    static func paragraphs(of lines: [String]) -> [String] {
        var result: [String] = []
        var current: [String] = []
        for line in lines {
            let trimmed = line.trimmingSpacesAndNewlines()
            if trimmed.isEmpty {
                if !current.isEmpty { result.append(current.joined(separator: " ")) }
                current = []
            } else {
                current.append(trimmed.replacingOccurrences(of: "|", with: "\\|"))
            }
        }
        if !current.isEmpty { result.append(current.joined(separator: " ")) }
        return result
    }

    /// A deprecation as a sentence: `Deprecated in iOS 15.0: use networkError instead.`
    static func sentence(_ deprecation: SymbolGraph.Deprecation) -> String {
        var text = "Deprecated"
        if let version = deprecation.version { text += " in \(deprecation.platform) \(version)" }
        let message = deprecation.message.map { $0.split(whereSeparator: \.isNewline).joined(separator: " ") }
        if let message = message?.trimmingSpacesAndNewlines(), !message.isEmpty {
            text += ": " + message
        } else if let renamed = deprecation.renamed, !renamed.isEmpty {
            text += ": use `\(renamed)` instead"
        }
        return text.hasSuffix(".") ? text : text + "."
    }
}
