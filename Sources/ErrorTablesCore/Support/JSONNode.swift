/// A JSON value as ``JSONReader`` read it, with where it starts and where each object key starts, so that
/// whoever checks the value can point a diagnostic at the exact key or value.
///
/// Objects keep their members in file order; ``JSONReader`` guarantees that no key appears twice (unless
/// asked to keep duplicates: then ``member(_:)`` finds the first) and that
/// nesting is at most ``JSONReader/maximumDepth`` deep, so walking a node recursively is safe.
struct JSONNode: Sendable, Equatable {
    /// What the value is.
    enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        /// A number written without fraction or exponent, read exactly.
        case integer(Int)
        /// A number with a fraction or an exponent, as written (`1.5`, `2e3`).
        case number(String)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    /// One `"key": value` of an object.
    struct Member: Sendable, Equatable {
        /// The key, unescaped.
        var key: String
        /// Where the key's opening quote is.
        var keyLocation: LineColumn
        /// The value.
        var value: JSONNode
    }

    /// The value.
    var value: Value
    /// Where the value's first character is.
    var location: LineColumn

    /// The string, when the value is one.
    var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The integer, when the value is a number without fraction or exponent.
    var integer: Int? {
        if case .integer(let integer) = value { return integer }
        return nil
    }

    /// The members, when the value is an object.
    var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements, when the value is an array.
    var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The member with the given key, when the value is an object that has it.
    func member(_ key: String) -> Member? {
        members?.first { $0.key == key }
    }

    /// The value of the member with the given key, when the value is an object that has it.
    subscript(_ key: String) -> JSONNode? { member(key)?.value }
}
