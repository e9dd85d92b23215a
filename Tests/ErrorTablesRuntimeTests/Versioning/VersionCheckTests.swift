import ErrorTablesRuntime
import Testing

// Exactly what every generated file declares today; this compiles only against a runtime with API version 4.
private struct _ErrorTablesVersionCheck: ErrorTablesGeneratedCodeVersionCheck {
    struct Version: ErrorTablesRuntimeAPIVersion_4 {}
}

// What code generated for API version 3 declares, which a version 4 runtime still compiles (4 only adds API).
private struct _ErrorTablesVersion3Check: ErrorTablesGeneratedCodeVersionCheck {
    struct Version: ErrorTablesRuntimeAPIVersion_3 {}
}

@Suite struct VersionCheckTests {
    @Test func handshakeCompilesAndNamesVersionFour() {
        #expect(ErrorTablesRuntimeInfo.apiVersion == 4)
        #expect(Self.versionName(of: _ErrorTablesVersionCheck.self) == "Version")
        #expect(_ErrorTablesVersionCheck.Version.self is any ErrorTablesRuntimeAPIVersion_4.Type)
        #expect(_ErrorTablesVersion3Check.Version.self is any ErrorTablesRuntimeAPIVersion_3.Type)
        #expect(!(_ErrorTablesVersion3Check.Version.self is any ErrorTablesRuntimeAPIVersion_4.Type))
    }

    static func versionName<Check: ErrorTablesGeneratedCodeVersionCheck>(of _: Check.Type) -> String {
        String(describing: Check.Version.self)
    }
}
