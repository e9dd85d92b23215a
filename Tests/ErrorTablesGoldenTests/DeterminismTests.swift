import ErrorTablesCore
import ErrorTablesTestSupport
import Foundation
import Testing

/// The same spec gives the same bytes, whatever the order its files were created in or where it lives.
@Suite struct DeterminismTests {
    @Test func generatingTwiceGivesIdenticalBytes() throws {
        let first = try Golden.generate(PackageRoot.goldenSpec)
        let second = try Golden.generate(PackageRoot.goldenSpec)
        #expect(first.count == 30)
        #expect(first == second)
    }

    @Test func aCopyWhoseFilesWereCreatedInAnotherOrderGivesIdenticalBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reversed = try folder.copy(PackageRoot.goldenSpec, to: "spec", order: { $0.reversed() })
        let interleaved = try folder.copy(
            PackageRoot.goldenSpec, to: "other/place/spec",
            order: { paths in
                paths.enumerated().sorted { ($0.offset % 2, $0.offset) < ($1.offset % 2, $1.offset) }.map(
                    \.element)
            })
        let original = try Golden.generate(PackageRoot.goldenSpec)
        #expect(try Golden.generate(reversed) == original)
        #expect(try Golden.generate(interleaved) == original)
    }

    @Test func theOutputHoldsNoAbsolutePath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let copy = try folder.copy(PackageRoot.goldenSpec, to: "spec")
        for file in try Golden.generate(copy) {
            #expect(!file.path.hasPrefix("/"))
            for path in [
                folder.path, PackageRoot.path, NSTemporaryDirectory(), "/tmp/", "/home/", "/Users/",
                "/work/",
            ] {
                #expect(!file.contents.contains(path), "\(file.path) contains \(path)")
            }
        }
        // Comments name inputs by domain and file name: `Demo/en.md:10`.
        let strings = try #require(
            try Golden.generate(copy).first { $0.path == "en.lproj/DemoErrors.strings" })
        #expect(
            strings.contents.contains(", whichever method reports it. From the Description column, Demo/en.md:10. */\n")
        )
    }
}
