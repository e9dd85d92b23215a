// The compile-time handshake between generated code and this runtime.
//
// Every file written by the ErrorTables generator declares
//
//     private struct _ErrorTablesVersionCheck: ErrorTablesGeneratedCodeVersionCheck {
//       struct Version: ErrorTablesRuntimeAPIVersion_4 {}
//     }
//
// When generated code needs API an older runtime lacks, the generator's version goes up: a new
// `ErrorTablesRuntimeAPIVersion_N` protocol (and `ErrorTablesRuntimeInfo.apiVersion`), so code
// generated for it against an older runtime stops compiling with an error that names the version
// it needs instead of failing somewhere in the middle of a conformance. A runtime keeps declaring
// the versions whose generated code still compiles against it (version N refines N - 1 when it only
// adds API); when it drops an API, it drops the old protocol with it. The fix is always to
// regenerate the code with a generator that matches the runtime, or to pin the runtime.

/// Marks the version 3 API of the ErrorTables runtime.
///
/// Version 3 changes what a generated method type provides: each documented case holds the error as
/// received (`case wrongPassword(ReceivedError? = nil)`), and the type gives `documentedCodes`,
/// `init?(_:received:)` and `payload` instead of `documentedCases`, `code` and `undocumentedError`,
/// which the runtime now derives. Code generated for versions 1 and 2 does not conform any more, so
/// this runtime no longer declares their protocols: such code fails to compile with
/// `ErrorTablesRuntimeAPIVersion_2` in the message, and regenerating it is the fix.
public protocol ErrorTablesRuntimeAPIVersion_3 {}

/// Marks the version 4 API of the ErrorTables runtime, which generated code is written against today.
///
/// Version 4 only adds API: `DocumentedMethodErrors.payload` has a default, which reads the case by
/// reflection, so a generated method type no longer writes a `switch` for it (a third of what a method type
/// cost the compiler); and the runtime prints generated errors (`description`, `debugDescription`) and gives
/// `documentedDescription`. Code generated for version 3 still compiles against it.
public protocol ErrorTablesRuntimeAPIVersion_4: ErrorTablesRuntimeAPIVersion_3 {}

/// Lets generated code state at compile time which runtime API version it was generated for.
///
/// ```swift
/// private struct _ErrorTablesVersionCheck: ErrorTablesGeneratedCodeVersionCheck {
///   struct Version: ErrorTablesRuntimeAPIVersion_4 {}
/// }
/// ```
public protocol ErrorTablesGeneratedCodeVersionCheck {
    /// The marker type proving which runtime API version the generated code expects.
    associatedtype Version: ErrorTablesRuntimeAPIVersion_3
}
