// The Firebase Authentication error types, generated at build time by the ErrorTables build plugin from
// spec/FirebaseAuth (see error-tables-plugin.json). Everything else in this module is generated:
// `AuthErrorCode`, `FIRAuth`, `FIRUser` and `FirebaseAuthMethods`.

@_exported import ErrorTablesRuntime
