import Foundation

extension CatalogedMethodErrors {
    /// The codes of the documented cases, in documented order.
    public static var documentedCodes: [Code] {
        documentedCases.compactMap(\.code)
    }

    /// Returns the documented case whose code is `code`, or nil.
    public static func documentedCase(for code: Code) -> Self? {
        documentedCases.first { $0.code == code }
    }

    /// The "all others" text is stored under `"<symbol>/*"`.
    public static var fallbackKey: String? {
        ErrorTextKey.fallback(symbol: symbol)
    }

    /// The method's text for a code is stored under `"<symbol>/<code identifier>"`.
    public var descriptionKey: String? {
        code.map { ErrorTextKey.method(symbol: Self.symbol, identifier: $0.documentedIdentifier) }
    }

    /// Classifies any error the method reported.
    ///
    /// A value of this type is kept; the code enum, an `NSError` of the domain, or another method
    /// error of the domain whose code this method documents becomes that case; anything else
    /// becomes the undocumented case, keeping the original error.
    ///
    /// ```swift
    /// SignInErrors(NSError(domain: "FIRAuthErrorDomain", code: 17020))  // .networkError
    /// ```
    public init(_ error: any Error) {
        if let same = error as? Self {
            self = same
            return
        }
        if let code = Code(error: error), let documented = Self.documentedCase(for: code) {
            self = documented
            return
        }
        self.init(undocumented: UndocumentedError(error))
    }
}
