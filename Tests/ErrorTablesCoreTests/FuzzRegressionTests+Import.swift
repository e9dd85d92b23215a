import ErrorTablesCore
import ErrorTablesTestSupport
import Foundation
import Testing

/// The `xliff` and `xcstrings` targets' path (Tests/Fuzz/Import/ImportFuzzCheck.swift) for their seeds and
/// regressions: the bytes read as a translator's file, then the import prepared against the fixture domain
/// `Tests/Fuzz/Import/Fixture/Kiln`. Among the regressions, the XLIFF file whose attribute name held the byte
/// 0xFF, which trapped the process inside Foundation's XML parser (issue 28).
extension FuzzRegressionTests {
    @Test func theImportTargetsHaveSeeds() {
        #expect(Self.inputs("xliff").count >= 5)
        #expect(Self.inputs("xcstrings").count >= 3)
    }

    @Test(arguments: inputs("xliff") + inputs("xcstrings"))
    func importTargets(_ input: String) throws {
        let data = Data(try Self.bytes(input))
        let path = "Fuzz/" + (input.split(separator: "/").last.map(String.init) ?? input)
        let file: TranslationFile
        do throws(FatalDiagnostic) {
            file = try TranslationFile.parse(data, path: path)
        } catch {
            #expect(!error.diagnostic.description.contains("\n"))
            #expect(error.diagnostic.severity == .error)
            return
        }
        #expect((try? TranslationFile.parse(data, path: path)) == file)
        let first = Self.prepared(file)
        #expect(first == Self.prepared(file))
        #expect(first.allSatisfy { !$0.contains("\n") })
    }

    /// The refusal or the prepared document's path, then every diagnostic.
    static func prepared(_ file: TranslationFile) -> [String] {
        var diagnostics = Diagnostics()
        var result: [String]
        do throws(FatalDiagnostic) {
            let prepared = try Pipeline.prepareImport(
                file, domain: .onDisk(PackageRoot.path + "/Tests/Fuzz/Import/Fixture/Kiln"), force: false,
                diagnostics: &diagnostics)
            result = [prepared.path]
        } catch {
            result = [error.diagnostic.description]
        }
        return result + diagnostics.all.map(\.description)
    }

    @Test func theIssuesCrashInputIsRefusedAtItsByte() throws {
        let data = Data(try Self.bytes("Regressions/xliff/attribute-name-with-byte-ff-traps-xmlparser"))
        let refusal: String?
        do throws(FatalDiagnostic) {
            _ = try TranslationFile.parse(data, path: "c")
            refusal = nil
        } catch {
            refusal = error.diagnostic.description
        }
        #expect(
            refusal
                == "c:1:150: error: this file cannot be imported as XLIFF 1.2: the byte 0xFF is not UTF-8 (import reads "
                + "XLIFF in UTF-8 or UTF-16); save the file as UTF-8; nothing was written")
    }
}
