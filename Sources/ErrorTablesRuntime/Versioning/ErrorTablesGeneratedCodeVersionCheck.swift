// The compile-time handshake between generated code and this runtime.
//
// Every file written by the ErrorTables generator declares
//
//     private struct _ErrorTablesVersionCheck: ErrorTablesGeneratedCodeVersionCheck {
//       struct Version: ErrorTablesRuntimeAPIVersion_1 {}
//     }
//
// When the runtime's API changes incompatibly, `ErrorTablesRuntimeAPIVersion_1` is replaced
// by `ErrorTablesRuntimeAPIVersion_2` (and `ErrorTablesRuntimeInfo.apiVersion` goes up), so
// code generated for the old API stops compiling with an error that names the version it
// needs instead of failing somewhere in the middle of a conformance. The fix is always to
// regenerate the code with a generator that matches the runtime, or to pin the runtime.

/// Marks the version 1 API of the ErrorTables runtime that generated code is written against.
///
/// Generated code nests a `struct Version: ErrorTablesRuntimeAPIVersion_1 {}` in its
/// version check; a runtime with a different API version no longer declares this protocol.
public protocol ErrorTablesRuntimeAPIVersion_1 {}

/// Lets generated code state at compile time which runtime API version it was generated for.
///
/// ```swift
/// private struct _ErrorTablesVersionCheck: ErrorTablesGeneratedCodeVersionCheck {
///   struct Version: ErrorTablesRuntimeAPIVersion_1 {}
/// }
/// ```
public protocol ErrorTablesGeneratedCodeVersionCheck {
    /// The marker type proving which runtime API version the generated code expects.
    associatedtype Version: ErrorTablesRuntimeAPIVersion_1
}
