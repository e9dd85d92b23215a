import Foundation

// What generated code provides for recovery, and what it gets.
//
// A generated code enum adopts `RecoverableErrorCode` next to `DocumentedErrorCode` and may
// provide only
//
//   - `var traits: ErrorTraits`, a `switch` returning each documented code's traits (default
//     `[]`, so an enum without documented traits adopts the protocol with no code at all).
//
// The runtime then implements `recoveryAdvice(locale:userMessage:contextualMessage:attempts:
// maxAttempts:)` once for every `RecoveryAdviceSource` (this code enum, the method error types
// whose code enum it is, and matches of its lookup tables), `traits` on those method error types
// and matches, and `static func traits(of:)` for any error, which
// `Retrier.run(classify:operation:)` takes directly. A category enum, such as the Facebook
// SDK's `FBErrorCategory`, adopts the protocol the same way: each category's traits state its
// recovery tactic.

/// A documented error code enum whose codes state how to recover from them.
///
/// ```swift
/// public enum AuthErrorCode: Int, DocumentedErrorCode, RecoverableErrorCode {
///   case networkError = 17020
///   case wrongPassword = 17009
///   // errorDomain, textCatalog and documentedIdentifier as for DocumentedErrorCode
///   public var traits: ErrorTraits {
///     switch self {
///     case .networkError: [.retryable]
///     case .wrongPassword: [.correctInput]
///     }
///   }
/// }
/// AuthErrorCode.wrongPassword.recoveryAdvice(locale: .current)  // .correctInput(message: …)
/// ```
public protocol RecoverableErrorCode: DocumentedErrorCode, RecoveryAdviceSource {
    /// What the documentation says about recovering from this code; `[]` when it says nothing.
    var traits: ErrorTraits { get }
}
