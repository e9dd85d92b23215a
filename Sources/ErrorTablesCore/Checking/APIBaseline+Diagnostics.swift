extension Diagnostic.Cause {
    /// A change of the generated API that `api-baseline.txt` does not record yet.
    public static let apiChange = Self(
        id: "api-change", summary: "changes of the generated API are not in api-baseline.txt",
        advice: "review them, then accept them with 'error-tables api --spec <folder> --accept'")
}

extension Diagnostic {
    /// Whether this diagnostic is a change of the API that breaks its users, which `check` fails on until it
    /// is accepted.
    public var isAPIBreak: Bool { cause == .apiChange && severity >= .warning }

    /// A change of the API: `message`, then the command that accepts it.
    static func apiChange(
        _ severity: Severity, _ message: String, subject: String, accept: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            severity, message + "; accept it with '\(accept)'", at: location, cause: .apiChange, subject: subject)
    }

    /// A new code: a new case of the code enum.
    static func apiCodeAdded(_ code: APIBaseline.Code, accept: String, at location: SourceLocation) -> Diagnostic {
        apiChange(
            .note,
            "new API: case \(quote(code.caseName)) (raw value \(code.rawValue)) for \(quote(code.id)) is not in "
                + "\(APIBaseline.fileName) yet, an addition", subject: code.id, accept: accept, at: location)
    }

    /// A new method: a new method type.
    static func apiMethodTypeAdded(_ method: APIBaseline.Method, accept: String, at location: SourceLocation)
        -> Diagnostic
    {
        apiChange(
            .note,
            "new API: the method type \(quote(method.typeName)) for \(quote(method.symbol)) is not in "
                + "\(APIBaseline.fileName) yet, an addition", subject: method.symbol, accept: accept, at: location)
    }

    /// A code (`code`) that the method types `types` return and did not: a source break for exhaustive switches
    /// over them when they are public.
    static func apiCaseAdded(
        _ code: String, to types: [String], isPublic: Bool, accept: String, at location: SourceLocation
    ) -> Diagnostic {
        let listed = listed(types)
        let message =
            isPublic
            ? "API break: \(quote(code)) adds a case to the public method type\(types.count == 1 ? "" : "s") "
                + "\(listed), an addition that breaks exhaustive switches over \(types.count == 1 ? "it" : "them")"
            : "new API: \(quote(code)) adds a case to the method type\(types.count == 1 ? "" : "s") \(listed), an addition"
        return apiChange(isPublic ? .warning : .note, message, subject: code, accept: accept, at: location)
    }

    /// A code of the baseline the docs no longer document.
    static func apiCodeRemoved(_ code: APIBaseline.Code, accept: String, at location: SourceLocation) -> Diagnostic {
        apiChange(
            .warning,
            "API break: case \(quote(code.caseName)) (raw value \(code.rawValue)) for \(quote(code.id)) is gone "
                + "from the docs, a removal", subject: code.id, accept: accept, at: location)
    }

    /// A code documented under a new identifier with the old one's raw value.
    static func apiCodeRenamed(
        _ old: APIBaseline.Code, to new: APIBaseline.Code, accept: String, at location: SourceLocation
    ) -> Diagnostic {
        apiChange(
            .warning,
            "API break: \(quote(new.id)) has the raw value \(new.rawValue) of \(quote(old.id)), so case "
                + "\(quote(old.caseName)) becomes \(quote(new.caseName)), a rename", subject: new.id, accept: accept,
            at: location)
    }

    /// A Swift name (`old`) that the element `subject` (a code or a method) now has as `new`.
    static func apiRenamed(
        _ old: String, to new: String, id subject: String, accept: String, at location: SourceLocation
    ) -> Diagnostic {
        apiChange(
            .warning, "API break: \(quote(old)) for \(quote(subject)) is now \(quote(new)), a rename",
            subject: subject, accept: accept, at: location)
    }

    /// A code whose raw value changed.
    static func apiRawValueChanged(
        _ code: APIBaseline.Code, to rawValue: Int, accept: String, at location: SourceLocation
    ) -> Diagnostic {
        apiChange(
            .warning,
            "API break: the raw value of \(quote(code.caseName)) (\(quote(code.id))) changes from \(code.rawValue) "
                + "to \(rawValue), a changed raw value that stored and sent codes no longer match",
            subject: code.id, accept: accept, at: location)
    }

    /// A method type of the baseline whose method the docs no longer document.
    static func apiMethodTypeRemoved(_ method: APIBaseline.Method, accept: String, at location: SourceLocation)
        -> Diagnostic
    {
        apiChange(
            .warning,
            "API break: the method type \(quote(method.typeName)) for \(quote(method.symbol)) is gone from the docs, "
                + "a removal", subject: method.symbol, accept: accept, at: location)
    }

    /// A method type that is gone because its heading (here) is read as prose; `fellTo` says where its codes are.
    static func apiMethodTypeReadAsProse(
        _ method: APIBaseline.Method, fellTo: String, accept: String, at location: SourceLocation
    ) -> Diagnostic {
        apiChange(
            .warning,
            "API break: the method type \(quote(method.typeName)) is gone because this heading is read as prose; "
                + "its codes fell to \(fellTo), a removal; write the heading as '`\(method.symbol)`' to keep it",
            subject: method.symbol, accept: accept, at: location)
    }

    /// A code the method type `type` no longer returns, though the domain still documents it.
    static func apiCaseRemoved(_ code: String, from type: String, accept: String, at location: SourceLocation)
        -> Diagnostic
    {
        apiChange(
            .warning, "API break: the method type \(quote(type)) no longer has a case for \(quote(code)), a removal",
            subject: code, accept: accept, at: location)
    }

    /// A code that moved, in the method types `types`, between the method's own errors and the common errors.
    static func apiCodeMoved(
        _ code: String, in types: [String], toCommon: Bool, accept: String, at location: SourceLocation
    ) -> Diagnostic {
        let direction =
            toCommon
            ? "from the method's own errors to the common errors" : "from the common errors to the method's own errors"
        return apiChange(
            .warning,
            "API break: \(quote(code)) moved \(direction) in \(listed(types)), a move between a method and common",
            subject: code, accept: accept, at: location)
    }

    /// A baseline that cannot be read.
    static func apiBaselineUnreadable(_ path: String) -> Diagnostic {
        Diagnostic(
            .warning, "cannot read \(quote(path)); the API is not compared with it",
            at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// A baseline line that is not `code`, `method` or `case` with its fields.
    static func apiBaselineLineMalformed(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "not a line of \(APIBaseline.fileName) ('code', 'method' or 'case' and its fields); it is ignored, and "
                + "'error-tables api --accept' rewrites the file", at: location)
    }

    /// `'A', 'B', 'C'` and `and N more` after three.
    private static func listed(_ names: [String]) -> String {
        names.prefix(3).map { quote($0) }.joined(separator: ", ")
            + (names.count > 3 ? " and \(names.count - 3) more" : "")
    }
}

extension Diagnostics {
    /// These diagnostics with every API break (`Diagnostic.isAPIBreak`) made an error, as `check` reports them:
    /// a pull request that breaks the API fails until the change is accepted in `api-baseline.txt`.
    public var withAPIBreaksAsErrors: Diagnostics {
        Diagnostics(
            all.map { diagnostic in
                var diagnostic = diagnostic
                if diagnostic.isAPIBreak { diagnostic.severity = .error }
                return diagnostic
            })
    }
}
