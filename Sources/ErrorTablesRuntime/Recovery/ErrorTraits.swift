/// What the documentation says about recovering from one error code, as a set of flags.
///
/// Generated code states each documented code's traits; ``RecoveryAdvice`` turns them into what
/// to do, and ``Retrier`` retries only codes that are ``retryable`` or ``throttled``.
///
/// ```swift
/// let traits: ErrorTraits = [.retryable]
/// traits.canSucceedOnRetry  // true
/// ```
public struct ErrorTraits: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The flags as bits; each static member is one bit.
    public let rawValue: UInt32

    /// Creates traits from their bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Retrying with the same arguments may succeed, e.g. after a network error.
    public static let retryable = ErrorTraits(rawValue: 1 << 0)

    /// The server is throttling requests: retry only after a back-off period.
    ///
    /// Implies that a retry may succeed, so it need not be combined with ``retryable``.
    public static let throttled = ErrorTraits(rawValue: 1 << 1)

    /// The operation needs a recent login: reauthenticate the signed-in user, then retry.
    public static let reauthenticate = ErrorTraits(rawValue: 1 << 2)

    /// The session or token is no longer valid: ask the user to sign in again.
    public static let signInAgain = ErrorTraits(rawValue: 1 << 3)

    /// The user typed something wrong, e.g. a wrong password: ask them to correct it.
    public static let correctInput = ErrorTraits(rawValue: 1 << 4)

    /// The app is misconfigured, e.g. an invalid API key; developer-facing, never shown to users.
    public static let developerConfiguration = ErrorTraits(rawValue: 1 << 5)

    /// The user cancelled, e.g. declined a login or a permission: do nothing.
    public static let userCancelled = ErrorTraits(rawValue: 1 << 6)

    /// A permission the operation needs was not granted or was removed: ask for it again.
    public static let permissionDenied = ErrorTraits(rawValue: 1 << 7)

    /// The documented text is meant for the user and showing it is the whole recovery.
    public static let notifyUser = ErrorTraits(rawValue: 1 << 8)

    /// Whether the documentation says a retry with the same arguments may succeed.
    ///
    /// ```swift
    /// ErrorTraits.throttled.canSucceedOnRetry     // true
    /// ErrorTraits.correctInput.canSucceedOnRetry  // false
    /// ```
    public var canSucceedOnRetry: Bool {
        !isDisjoint(with: [.retryable, .throttled])
    }

    /// The names of the flags in declaration order, e.g. `[retryable, throttled]`.
    public var description: String {
        let names = Self.named.filter { contains($0.trait) }.map(\.name)
        let unknown = rawValue & ~Self.named.reduce(0) { $0 | $1.trait.rawValue }
        let all = unknown == 0 ? names : names + ["0x" + String(unknown, radix: 16)]
        return "[" + all.joined(separator: ", ") + "]"
    }

    /// Every flag with its name, in declaration order.
    private static let named: [(name: String, trait: ErrorTraits)] = [
        ("retryable", .retryable),
        ("throttled", .throttled),
        ("reauthenticate", .reauthenticate),
        ("signInAgain", .signInAgain),
        ("correctInput", .correctInput),
        ("developerConfiguration", .developerConfiguration),
        ("userCancelled", .userCancelled),
        ("permissionDenied", .permissionDenied),
        ("notifyUser", .notifyUser),
    ]
}
