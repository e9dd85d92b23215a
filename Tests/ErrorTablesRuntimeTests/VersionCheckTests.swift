import ErrorTablesRuntime
import Testing

// Exactly what every generated file declares; this file compiles only against API version 1.
private struct _ErrorTablesVersionCheck: ErrorTablesGeneratedCodeVersionCheck {
    struct Version: ErrorTablesRuntimeAPIVersion_1 {}
}

@Suite struct VersionCheckTests {
    @Test func handshakeCompilesAndNamesVersionOne() {
        #expect(ErrorTablesRuntimeInfo.apiVersion == 1)
        #expect(Self.versionName(of: _ErrorTablesVersionCheck.self) == "Version")
    }

    static func versionName<Check: ErrorTablesGeneratedCodeVersionCheck>(of _: Check.Type) -> String {
        String(describing: Check.Version.self)
    }
}
