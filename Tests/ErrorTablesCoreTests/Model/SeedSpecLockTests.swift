import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// Stale tracking is on in the bundled spec: each domain of `spec/` ships a `translations.lock` that records
/// every translated text against the current English text, so an English edit shows up as stale.
@Suite struct SeedSpecLockTests {
    static let domains = ["Facebook", "FirebaseAuth"]

    @Test(arguments: domains) func everyTranslationIsConfirmedAgainstTheCurrentSource(_ domain: String) throws {
        let folder = PackageRoot.spec + "/" + domain
        #expect(FileManager.default.fileExists(atPath: TranslationLock.path(folder: folder)))
        var diagnostics = Diagnostics()
        let sources = try #require(SpecLoading.sources(folder: folder, diagnostics: &diagnostics))
        #expect(diagnostics.errorCount == 0)
        for language in sources.domain.languages.dropFirst() {
            var confirmDiagnostics = Diagnostics()
            let confirmation = try Pipeline.confirmTranslations(
                language: language, domain: .onDisk(folder), diagnostics: &confirmDiagnostics)
            // Confirming again would change nothing: the lock is complete and nothing is stale.
            #expect(confirmation.updated == 0, "\(domain) \(language)")
            #expect(confirmation.removed == 0, "\(domain) \(language)")
            #expect(confirmation.recorded > 0, "\(domain) \(language)")
        }
    }

    @Test func anEnglishEditOfTheSeedSpecIsReportedAsStale() throws {
        let folder = PackageRoot.spec + "/FirebaseAuth"
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        let english = try #require(files["en.md"])
        let old = "| A network error occurred during the operation. |"
        #expect(english.contains(old))
        files["en.md"] = english.replacingOccurrences(
            of: old, with: "| A network error occurred during the operation; check the connection. |")
        try TempSpec.with(domain: "FirebaseAuth", files) { spec in
            let (_, lines) = spec.load()
            let stale = lines.filter { $0.contains(": warning: stale translation of 'FIRAuthErrorCodeNetworkError'") }
            #expect(stale.count == 2, "\(lines)")
            #expect(stale.contains { $0.hasPrefix("FirebaseAuth/hi.md:") && $0.hasSuffix("--confirm hi'") })
            #expect(stale.contains { $0.hasPrefix("FirebaseAuth/it.md:") && $0.hasSuffix("--confirm it'") })
        }
    }
}
