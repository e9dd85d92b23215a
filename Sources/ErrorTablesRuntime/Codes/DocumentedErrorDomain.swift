/// The list of method error types of one documented domain, for introspection.
///
/// Generated code adds one conforming type per domain:
///
/// ```swift
/// public enum FirebaseAuthMethods: DocumentedErrorDomain {
///   public typealias Code = AuthErrorCode
///   public static var methodErrorTypes: [any DocumentedMethodErrors.Type] {
///     [FIRAuth.SignInWithEmailPasswordError.self, FIRAuth.SignOutError.self]
///   }
/// }
/// FirebaseAuthMethods.methodErrorType(forSymbol: "signInWithEmail:password:completion:")
/// ```
public protocol DocumentedErrorDomain {
    /// The domain's code enum.
    associatedtype Code: DocumentedErrorCode

    /// The method error types, in documented order.
    static var methodErrorTypes: [any DocumentedMethodErrors.Type] { get }
}
