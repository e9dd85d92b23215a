import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// The Translation steps `Pipeline/` calls with a loaded domain: the stale check on the built model
/// (`TranslationLock.markStale`) and starting a lock (`TranslationLock.start(folder:loading:)`), which loads only
/// through the loader it is given.
@Suite struct TranslationLockStepTests {
    static let files = TranslationImportStepTests.files

    /// The domain loaded before any lock is there.
    static func unlocked(_ spec: TempSpec) throws -> DomainSources {
        var diagnostics = Diagnostics()
        let sources = try #require(SpecLoading.sources(folder: spec.root + "/D", diagnostics: &diagnostics))
        #expect(sources.lock == nil)
        return sources
    }

    @Test func aStaleTranslationIsReportedAndCountedOnTheBuiltModel() throws {
        try TempSpec.with(domain: "D", Self.files) { spec in
            var sources = try Self.unlocked(spec)
            try "it\tEOne\tOne went wrong before.\n".write(
                toFile: spec.path("translations.lock"), atomically: true, encoding: .utf8)
            var diagnostics = Diagnostics()
            TranslationLock.markStale(in: &sources, folder: spec.root + "/D", diagnostics: &diagnostics)
            #expect(sources.lock?.sourceTexts == ["it": ["EOne": "One went wrong before."]])
            #expect(sources.domain.translationCoverage["it"]?.stale == 1)
            #expect(
                diagnostics.all.map { $0.formatted(relativeTo: spec.root) } == [
                    "D/it.md:5:12: warning: stale translation of 'EOne': it was made against 'One went wrong "
                        + "before.' but en.md:5 now says 'One went wrong.'; update it, then run 'error-tables "
                        + "translations --spec \(spec.root)/D --confirm it'"
                ])
        }
    }

    @Test func withoutALockNothingIsStale() throws {
        try TempSpec.with(domain: "D", Self.files) { spec in
            let unlocked = try Self.unlocked(spec)
            var sources = unlocked
            var diagnostics = Diagnostics()
            TranslationLock.markStale(in: &sources, folder: spec.root + "/D", diagnostics: &diagnostics)
            #expect(sources == unlocked)
            #expect(diagnostics.all == [])
        }
    }

    @Test func startingLoadsOnlyWhenThereIsNoLock() throws {
        try TempSpec.with(domain: "D", Self.files) { spec in
            let sources = try Self.unlocked(spec)
            var loads = 0
            let start = try TranslationLock.start(folder: spec.root + "/D") {
                loads += 1
                return sources
            }
            #expect(start?.recorded == ["it": 1])
            #expect(loads == 1)
            var built = Diagnostics()
            let units = TranslationUnitBuilder(sources).build(diagnostics: &built)
            #expect(
                FileManager.default.contents(atPath: spec.path("translations.lock"))
                    .map { String(decoding: $0, as: UTF8.self) }
                    == TranslationLock().confirming(language: "it", units: units).rendered())
            let again = try TranslationLock.start(folder: spec.root + "/D") {
                loads += 1
                return sources
            }
            #expect(again == nil)
            #expect(loads == 1)
        }
    }
}
