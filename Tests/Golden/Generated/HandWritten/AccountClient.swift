// Hand-written, not generated: the SDK's own type that the Account domain's generated method types extend
// (`"groups": {"AccountClient": {"extend": true}}` in Tests/Fixtures/GoldenSpec/Account/error-tables.json), as
// a real SDK's client class would be. `make golden` leaves this folder alone; the golden tests ignore it.

/// Stands in for an SDK's client class; the generated `AccountClient.SignInWithEmailPasswordError` and its
/// siblings are nested in it.
public final class AccountClient: Sendable {
    /// The account the client signs in to.
    public let accountName: String

    /// A client for an account.
    public init(accountName: String) { self.accountName = accountName }
}
