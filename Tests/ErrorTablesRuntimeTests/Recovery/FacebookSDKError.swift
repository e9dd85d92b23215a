import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation

/// What an `NSError(FBError)` of the Facebook SDK 3.x tells an app, as a domain adapter would
/// read it: the category, the SDK's user message, and the Graph API code and subcode. It is the
/// app's side of the flow (an adapter an app writes), not an imitation of generated code.
struct FacebookSDKError: Error, Equatable {
    var category: FBErrorCategory
    var shouldNotifyUser = false
    var userMessage: String?
    var code: Int?
    var subcode: Int?

    /// The contextual messages of a Graph API lookup, (code, subcode) to message, as others build
    /// it; a nil subcode matches any.
    static let contextualMessages: [(code: Int, subcode: Int?, message: String)] = [
        (190, 458, "The app was removed. Please log in again."),
        (190, 460, "Your Facebook password changed. Please log in again."),
    ]

    /// The most specific contextual message for the error's code and subcode, or nil.
    var contextualMessage: String? {
        guard let code else { return nil }
        let candidates = Self.contextualMessages.filter { $0.code == code }
        return
            (candidates.first { $0.subcode == subcode && subcode != nil }
            ?? candidates.first { $0.subcode == nil })?.message
    }

    /// The advice for this error, with the inputs a Facebook adapter passes.
    func advice(
        locale: Locale = Locale(identifier: "en"), attempts: Int = 1, maxAttempts: Int = 2
    ) -> RecoveryAdvice {
        category.recoveryAdvice(
            locale: locale,
            userMessage: shouldNotifyUser ? userMessage : nil,
            contextualMessage: contextualMessage,
            attempts: attempts,
            maxAttempts: maxAttempts)
    }
}
