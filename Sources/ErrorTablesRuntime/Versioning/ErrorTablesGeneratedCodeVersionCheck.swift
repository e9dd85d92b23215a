// The compile-time handshake between generated code and this runtime.
//
// Every file written by the ErrorTables generator declares
//
//     private struct _ErrorTablesVersionCheck: ErrorTablesGeneratedCodeVersionCheck {
//       struct Version: ErrorTablesRuntimeAPIVersion_2 {}
//     }
//
// When generated code needs API an older runtime lacks, the generator's version goes up: a new
// `ErrorTablesRuntimeAPIVersion_N` protocol (and `ErrorTablesRuntimeInfo.apiVersion`), so code
// generated for it against an older runtime stops compiling with an error that names the version
// it needs instead of failing somewhere in the middle of a conformance. A runtime keeps declaring
// the versions whose generated code still compiles against it (version N refines N - 1 when it only
// adds API); when it drops an API, it drops the old protocol with it. The fix is always to
// regenerate the code with a generator that matches the runtime, or to pin the runtime.

/// Marks the version 1 API of the ErrorTables runtime that generated code is written against.
///
/// Generated code nests a `struct Version: ErrorTablesRuntimeAPIVersion_1 {}` in its
/// version check; a runtime with a different API version no longer declares this protocol.
public protocol ErrorTablesRuntimeAPIVersion_1 {}

/// Marks the version 2 API of the ErrorTables runtime, which generated code is written against today.
///
/// Version 2 adds what version 2 generated code uses: texts embedded as one encoded literal per
/// language (`ErrorTextCatalog`'s `encodedSourceTexts:` initializer) and method errors' equality and
/// hashing from the runtime. It keeps all of version 1, so it refines it: code generated for version 1
/// still compiles against this runtime, and code generated for version 2 fails to compile against a
/// version 1 runtime with `ErrorTablesRuntimeAPIVersion_2` in the message.
public protocol ErrorTablesRuntimeAPIVersion_2: ErrorTablesRuntimeAPIVersion_1 {}

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
