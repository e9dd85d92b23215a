import ErrorTablesRuntime

/// A lookup table read from a document: rows that map a server code (or code range) and an optional
/// subcode to one of the domain's codes and a contextual message, e.g. Facebook's Graph API codes.
public struct LookupTable: Sendable, Equatable {
    /// The configured lookup this table belongs to.
    public var name: String
    /// The rows with a key, in document order.
    public var rows: [LookupRow]
    /// The row for every other code ("All others"), if any.
    public var fallback: LookupRow?
    /// Where the table starts.
    public var location: SourceLocation

    /// The rows' keys as text, for aligning translations (`190/458`, `200-299`, `*/458`).
    public var keys: [String] { rows.map(\.key.description) }
}

/// What a lookup row matches: a code or code range (`nil`: any code) and a subcode (`nil`: any subcode).
public struct LookupKey: Sendable, Hashable, CustomStringConvertible {
    /// The codes the row matches; `nil` for a row that matches on the subcode alone.
    public var codes: ClosedRange<Int>?
    /// The subcode the row matches; `nil` for any subcode.
    public var subcode: Int?

    /// Creates a key.
    public init(codes: ClosedRange<Int>?, subcode: Int?) {
        self.codes = codes
        self.subcode = subcode
    }

    /// `190/458`, `190`, `200-299`, `*/458`: the row's part of its catalog key, by the runtime's grammar.
    public var description: String {
        ErrorTextKey.lookupRowPart(codes: codes, subcode: subcode)
    }

    /// Reads a code cell: empty (any code), `190`, `-2`, `200-299` or `200–299`; `nil` when it is none of these.
    static func codes(from text: String) -> ClosedRange<Int>?? {
        let trimmed = text.trimmingSpacesAndNewlines()
        if trimmed.isEmpty { return .some(nil) }
        if let single = Int(trimmed) { return .some(single...single) }
        for separator in ["–", "-"] {
            // The separator after the first character, so a leading minus stays a sign.
            guard let range = trimmed.dropFirst().range(of: separator) else { continue }
            let low = trimmed[..<range.lowerBound].trimmingSpacesAndNewlines()
            let high = trimmed[range.upperBound...].trimmingSpacesAndNewlines()
            if let low = Int(low), let high = Int(high), low <= high { return .some(low...high) }
        }
        return nil
    }

    /// Why a code cell that looks numeric is neither a code nor a range: a range written high to low, or a
    /// number beyond `Int`. `nil` when it is neither of these (then it is just not a number).
    static func problem(in text: String, at location: SourceLocation) -> Diagnostic? {
        let trimmed = text.trimmingSpacesAndNewlines()
        if let problem = outOfRange(trimmed, "code", at: location) { return problem }
        for separator in ["–", "-"] {
            guard let range = trimmed.dropFirst().range(of: separator) else { continue }
            let low = trimmed[..<range.lowerBound].trimmingSpacesAndNewlines()
            let high = trimmed[range.upperBound...].trimmingSpacesAndNewlines()
            if let problem = outOfRange(low, "code", at: location) ?? outOfRange(high, "code", at: location) {
                return problem
            }
            if let low = Int(low), let high = Int(high), low > high {
                return .lookupRangeBackwards(low: low, high: high, at: location)
            }
        }
        return nil
    }

    /// "the code … is out of range" when `text` is an integer (digits with an optional sign) beyond `Int`.
    static func outOfRange(_ text: Substring, _ what: String, at location: SourceLocation) -> Diagnostic? {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : text
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), Int(text) == nil else { return nil }
        return .lookupNumberOutOfRange(text, what: what, at: location)
    }

    /// Reads a subcode cell: empty or a dash (any subcode) or an integer; `nil` when it is neither.
    static func subcode(from text: String) -> Int?? {
        let trimmed = text.trimmingSpacesAndNewlines()
        if trimmed.isEmpty || trimmed == "-" || trimmed == "–" || trimmed == "—" || trimmed == "*" { return .some(nil) }
        return Int(trimmed).map { .some($0) }
    }
}

/// One row of a lookup table.
public struct LookupRow: Sendable, Equatable {
    /// What the row matches.
    public var key: LookupKey
    /// The domain code the row maps to (the case column); `nil` for a fallback row without one.
    public var caseCode: String?
    /// The message's plain text.
    public var message: String
    /// The message as Markdown, for doc comments.
    public var documentation: String
    /// Where the row starts.
    public var location: SourceLocation
    /// Where the case cell starts.
    public var caseLocation: SourceLocation
    /// Where the message cell starts.
    public var messageLocation: SourceLocation
}

extension Diagnostic {
    /// A lookup's code range written high to low.
    static func lookupRangeBackwards(low: Int, high: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "the range \(low)-\(high) runs backwards; write the lowest code first, as in \(high)-\(low)",
            at: location)
    }

    /// A lookup's code or subcode (`what`) beyond `Int`; `text` is cut after 40 characters.
    static func lookupNumberOutOfRange(_ text: Substring, what: String, at location: SourceLocation) -> Diagnostic {
        let excerpt = text.count > 40 ? text.prefix(40) + "…" : text
        return Diagnostic(
            .error, "the \(what) \(excerpt) is out of range; \(what)s must be from \(Int.min) to \(Int.max)",
            at: location)
    }
}
