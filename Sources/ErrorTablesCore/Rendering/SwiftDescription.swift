/// A small, structured description of generated Swift: the translator builds it from the model, the
/// renderer turns it into text. Names and literals inside are raw; the renderer makes them safe.
public struct SwiftFileDescription: Sendable, Equatable {
    /// `//` comment lines at the top of the file (without the slashes).
    public var headerComment: [String]
    /// Modules to import, in order.
    public var imports: [String]
    /// Top-level declarations.
    public var declarations: [SwiftDeclaration]
}

/// A declaration.
public indirect enum SwiftDeclaration: Sendable, Equatable {
    /// An enum, struct or extension with members.
    case type(SwiftTypeDescription)
    /// An enum case.
    case enumCase(SwiftCaseDescription)
    /// A stored or computed property.
    case variable(SwiftVariableDescription)
    /// A function or initializer.
    case function(SwiftFunctionDescription)
    /// A type alias.
    case typeAlias(docComment: String?, access: String?, name: String, type: String)
}

/// An enum, struct or extension.
public struct SwiftTypeDescription: Sendable, Equatable {
    /// The kind of type declaration.
    public enum Kind: String, Sendable, Equatable { case `enum`, `struct`, `extension` }

    /// Enum, struct or extension.
    public var kind: Kind
    /// The doc comment's text (rendered as `///` lines), if any.
    public var docComment: String?
    /// The access level keyword, if written.
    public var access: String?
    /// The type's name (raw; for extensions, the extended type's spelling as is).
    public var name: String
    /// Inherited types and protocols, as written.
    public var inheritance: [String] = []
    /// The members, in order.
    public var members: [SwiftDeclaration] = []
}

/// One enum case, optionally with a raw value or associated values.
public struct SwiftCaseDescription: Sendable, Equatable {
    /// The doc comment's text (rendered as `///` lines), if any.
    public var docComment: String?
    /// The case name (made a valid identifier by the renderer).
    public var name: String
    /// The raw value, if the enum has raw values.
    public var rawValue: SwiftExpression?
    /// Associated values as `(label, type)`.
    public var associatedValues: [(label: String?, type: String)] = []

    public static func == (lhs: SwiftCaseDescription, rhs: SwiftCaseDescription) -> Bool {
        lhs.docComment == rhs.docComment && lhs.name == rhs.name && lhs.rawValue == rhs.rawValue
            && lhs.associatedValues.map(\.label) == rhs.associatedValues.map(\.label)
            && lhs.associatedValues.map(\.type) == rhs.associatedValues.map(\.type)
    }
}

/// A property: `let name: Type = value` or a computed `var name: Type { body }`.
public struct SwiftVariableDescription: Sendable, Equatable {
    /// The doc comment's text (rendered as `///` lines), if any.
    public var docComment: String?
    /// The access level keyword, if written.
    public var access: String?
    /// Whether the member is `static`.
    public var isStatic = false
    /// `true` for a stored `let`, `false` for a computed `var`.
    public var isStored = true
    /// The property's name.
    public var name: String
    /// The type annotation, if written.
    public var type: String?
    /// The stored value, or the computed property's single expression.
    public var value: SwiftExpression
}

/// A function or `init`.
public struct SwiftFunctionDescription: Sendable, Equatable {
    /// The doc comment's text (rendered as `///` lines), if any.
    public var docComment: String?
    /// The access level keyword, if written.
    public var access: String?
    /// Whether the member is `static`.
    public var isStatic = false
    /// `init` (or `init?`) for initializers.
    public var name: String
    /// Parameters as written, e.g. `locale: Locale` or `_ error: any Error`.
    public var parameters: [String]
    /// The return type; `nil` for `Void` and initializers.
    public var returnType: String?
    /// The body: statements as expressions (the last one may be a `return`).
    public var body: [SwiftStatement]
}

/// A statement in a body.
public indirect enum SwiftStatement: Sendable, Equatable {
    /// An expression on its own (the result of a single-expression body).
    case expression(SwiftExpression)
    /// `self = value`.
    case assignSelf(SwiftExpression)
}

/// An expression.
public indirect enum SwiftExpression: Sendable, Equatable {
    /// A string literal holding exactly this text.
    case string(String)
    /// An integer literal.
    case int(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// `nil`.
    case `nil`
    /// A name written as is (already a valid expression, e.g. `Self` or `Locale.current`).
    case raw(String)
    /// `.member` (implicit base) or `base.member`.
    case member(SwiftExpression?, String)
    /// `function(label: argument, …)`.
    case call(SwiftExpression, [SwiftArgument])
    /// `[a, b]`.
    case array([SwiftExpression])
    /// `[key: value]`, in the given order.
    case dictionary([SwiftDictionaryEntry])
    /// `switch subject { case …: value }` used as an expression.
    case switchOver(SwiftExpression, [SwiftSwitchCase])
    /// `switch subject { case …: return value }`, a statement: the compiler type-checks each `return`
    /// on its own, where it type-checks a `switch` expression as one expression whose cost grows with
    /// the square of its cases (a one-case-per-code switch of 10,000 codes takes minutes).
    case switchReturning(SwiftExpression, [SwiftSwitchCase])
    /// `switch subject { case …: statement }`, a statement whose cases' values are statements: `raw` text
    /// written as it is (`return nil`), any other value assigned to `self` (`self = .x(received)`), each
    /// type-checked on its own as `switchReturning`'s.
    case switchStatement(SwiftExpression, [SwiftSwitchCase])
    /// A multi-line string literal (`"""`), one line of source per element, each element escaped as a
    /// one-line literal is (so it cannot hold a line break of its own), the elements joined by line feeds.
    case multilineString([String])
}

/// One argument of a call.
public struct SwiftArgument: Sendable, Equatable {
    /// The argument label, if any.
    public var label: String?
    /// The value.
    public var value: SwiftExpression
}

/// One entry of a dictionary literal.
public struct SwiftDictionaryEntry: Sendable, Equatable {
    /// The key.
    public var key: SwiftExpression
    /// The value.
    public var value: SwiftExpression
}

/// One `case` of a switch: patterns as written (`.networkError`, `.undocumented`), or none for `default`.
public struct SwiftSwitchCase: Sendable, Equatable {
    /// The patterns; empty for `default`.
    public var patterns: [SwiftExpression]
    /// The value the case produces.
    public var value: SwiftExpression
}
