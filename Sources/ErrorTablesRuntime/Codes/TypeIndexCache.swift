/// The indexes the runtime builds once per generated type, on first use, and keeps for the life of
/// the process.
///
/// Generated types have no stored properties the runtime could fill in, so their indexes live
/// here, keyed by the generated type and the kind of index. An index is built outside the lock
/// (building runs generated code, which may itself use an index); when two threads build the same
/// index at once, the first one stored is kept and returned to both, so every caller sees one
/// index. A lookup takes the lock once and reads one dictionary entry; the index's class is known
/// from its key, so reading it needs no dynamic cast.
@usableFromInline
enum TypeIndexCache {
    /// The kinds of index, each stored as one class.
    @usableFromInline
    enum Kind: UInt8 {
        /// A ``DocumentedIdentifierIndex`` of a code enum.
        case documentedIdentifiers
        /// A ``DocumentedCaseIndex`` of a method error type.
        case documentedCases
    }

    /// Where an index is stored: the type it indexes and its kind.
    @usableFromInline
    struct Key: Hashable {
        /// The indexed type.
        let type: ObjectIdentifier
        /// The kind of index, which fixes its class.
        let kind: Kind

        /// Names the index of `kind` for `type`.
        @usableFromInline
        init(type: ObjectIdentifier, kind: Kind) {
            self.type = type
            self.kind = kind
        }
    }

    /// The indexes built so far.
    private static let indexes = Protected<[Key: AnyObject]>([:])

    /// Returns the index stored under `key`, or nil before it is built.
    @usableFromInline
    static func cached(_ key: Key) -> AnyObject? {
        indexes.withLock { $0[key] }
    }

    /// Stores `index` under `key` unless another is stored already, and returns the stored one.
    @usableFromInline
    static func store(_ index: AnyObject, for key: Key) -> AnyObject {
        indexes.withLock { indexes in
            if let stored = indexes[key] {
                return stored
            }
            indexes[key] = index
            return index
        }
    }

    /// Returns the identifier index of a code enum, building it on first use.
    @inlinable
    static func documentedIdentifiers<Code: DocumentedErrorCode>(of _: Code.Type) -> DocumentedIdentifierIndex<Code> {
        let key = Key(type: ObjectIdentifier(Code.self), kind: .documentedIdentifiers)
        let index = cached(key) ?? store(DocumentedIdentifierIndex<Code>(), for: key)
        return unsafeDowncast(index, to: DocumentedIdentifierIndex<Code>.self)
    }

    /// Returns the case index of a method error type, building it on first use.
    @inlinable
    static func documentedCases<Method: DocumentedMethodErrors>(of _: Method.Type) -> DocumentedCaseIndex<Method> {
        let key = Key(type: ObjectIdentifier(Method.self), kind: .documentedCases)
        let index = cached(key) ?? store(DocumentedCaseIndex<Method>(), for: key)
        return unsafeDowncast(index, to: DocumentedCaseIndex<Method>.self)
    }
}
