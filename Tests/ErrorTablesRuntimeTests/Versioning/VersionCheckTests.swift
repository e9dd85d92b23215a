import ErrorTablesRuntime
import Testing

// Exactly what every generated file declares today; this compiles only against a runtime with API version 3.
private struct _ErrorTablesVersionCheck: ErrorTablesGeneratedCodeVersionCheck {
    struct Version: ErrorTablesRuntimeAPIVersion_3 {}
}

@Suite struct VersionCheckTests {
    @Test func handshakeCompilesAndNamesVersionThree() {
        #expect(ErrorTablesRuntimeInfo.apiVersion == 3)
        #expect(Self.versionName(of: _ErrorTablesVersionCheck.self) == "Version")
        #expect(_ErrorTablesVersionCheck.Version.self is any ErrorTablesRuntimeAPIVersion_3.Type)
    }

    static func versionName<Check: ErrorTablesGeneratedCodeVersionCheck>(of _: Check.Type) -> String {
        String(describing: Check.Version.self)
    }
}
