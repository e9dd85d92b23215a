// The Firebase Authentication error types, generated from spec/FirebaseAuth (named by error-tables-plugin.json)
// and checked in: Generated/ holds `AuthErrorCode`, `FIRAuth`, `FIRUser` and `FirebaseAuthMethods`. `make golden`
// (or the command plugin, `generate-error-tables --target FirebaseAuthErrors`) rewrites it; the tests run
// `check` on it. No build plugin, so a package using only ErrorTablesRuntime never builds the generator.

@_exported import ErrorTablesRuntime
