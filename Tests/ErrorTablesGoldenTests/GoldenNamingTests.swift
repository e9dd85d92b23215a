import ErrorTablesTestSupport
import Testing

@testable import ErrorTablesCore

/// Names the generator derives, followed through the golden spec: the model, `dump` and the checked-in code
/// agree (the naming rules themselves are tested in ErrorTablesCoreTests, `NamingTests`).
@Suite struct GoldenNamingTests {
    @Test func aCodeWhoseNameStartsWithADigitGetsAnUnderscoreInTheModelAndTheCode() throws {
        let domain = try Golden.domain("Adversarial")
        #expect(domain.code("AdvErrorCode2FactorRequired")?.swiftName == "_2FactorRequired")
        let dump = runTool(["dump", "--spec", PackageRoot.goldenSpec + "/Adversarial"])
        #expect(dump.status == 0)
        #expect(dump.console.output.contains(#""swiftName": "_2FactorRequired""#))
        let codes = try #require(
            Golden.goldenSwiftFiles().first { $0.name == "AdversarialErrorCodes.swift" })
        #expect(codes.text.contains("\n  case _2FactorRequired = 3\n"))
        #expect(codes.text.contains("\n  case `default` = -1\n"))
        #expect(codes.text.contains("\n  case `Type` = 101\n"))
    }
}
