// The Facebook SDK error classifications, generated from spec/Facebook (named by error-tables-plugin.json) and
// checked in (Generated/, rewritten by `make golden` and checked by the tests): `FBErrorCategory` with its
// traits, one error type per documented method (`FBSession`, `FBRequestConnection`), and the `GraphAPIError`
// lookup table.

@_exported import ErrorTablesRuntime
import Foundation

extension ServerErrorCodes {
    /// Where the Facebook SDK 3.x puts the Graph API's error code and subcode in an `NSError`'s `userInfo`:
    /// the parsed server response under `com.facebook.sdk:ParsedJSONResponseKey`, `body.error.code` and
    /// `body.error.error_subcode`.
    ///
    /// ```swift
    /// if let codes = ServerErrorCodes(facebookError: error), let match = GraphAPIError.table.match(codes) {
    ///     show(match.recoveryAdvice(locale: .current))
    /// }
    /// ```
    public init?(facebookError error: any Error) {
        let response = ["com.facebook.sdk:ParsedJSONResponseKey", "body", "error"]
        self.init(error: error, codePath: response + ["code"], subcodePath: response + ["error_subcode"])
    }
}
