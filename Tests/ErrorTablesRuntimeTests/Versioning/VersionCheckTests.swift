import ErrorTablesRuntime
import Testing

// Exactly what every generated file declares today; this compiles only against a runtime with API version 2.
private struct _ErrorTablesVersionCheck: ErrorTablesGeneratedCodeVersionCheck {
    struct Version: ErrorTablesRuntimeAPIVersion_2 {}
}

// What version 1 generated code declares: version 2 only adds API, so this runtime still accepts it.
private struct _ErrorTablesVersion1Check: ErrorTablesGeneratedCodeVersionCheck {
    struct Version: ErrorTablesRuntimeAPIVersion_1 {}
}

@Suite struct VersionCheckTests {
    @Test func handshakeCompilesAndNamesVersionTwo() {
        #expect(ErrorTablesRuntimeInfo.apiVersion == 2)
        #expect(Self.versionName(of: _ErrorTablesVersionCheck.self) == "Version")
    }

    @Test func versionTwoIncludesVersionOne() {
        #expect(_ErrorTablesVersionCheck.Version.self is any ErrorTablesRuntimeAPIVersion_1.Type)
        #expect(!(_ErrorTablesVersion1Check.Version.self is any ErrorTablesRuntimeAPIVersion_2.Type))
    }

    static func versionName<Check: ErrorTablesGeneratedCodeVersionCheck>(of _: Check.Type) -> String {
        String(describing: Check.Version.self)
    }
}
