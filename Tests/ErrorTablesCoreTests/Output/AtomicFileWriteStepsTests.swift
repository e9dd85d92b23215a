import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The steps of `AtomicFileWrite`: checking the destination, creating the temporary file, moving it into place.
@Suite struct AtomicFileWriteStepsTests {
    @Test func theDestinationIsCheckedWithoutFollowingALink() throws {
        try TemporaryFolder.with { sandbox in
            try sandbox.write("a.txt", "old")
            #expect(try AtomicFileWrite.destinationMayBeWritten(sandbox.path("none"), replacing: false))
            #expect(try AtomicFileWrite.destinationMayBeWritten(sandbox.path("none"), replacing: true))
            #expect(try AtomicFileWrite.destinationMayBeWritten(sandbox.path("a.txt"), replacing: true))
            #expect(try !AtomicFileWrite.destinationMayBeWritten(sandbox.path("a.txt"), replacing: false))
            try FileManager.default.createSymbolicLink(atPath: sandbox.path("l"), withDestinationPath: "gone")
            #expect(try !AtomicFileWrite.destinationMayBeWritten(sandbox.path("l"), replacing: false))
            #expect(throws: FatalDiagnostic(.refusedSymbolicLink(sandbox.path("l"), target: "gone"))) {
                try AtomicFileWrite.destinationMayBeWritten(sandbox.path("l"), replacing: true)
            }
            #expect(throws: FatalDiagnostic(.refusedSpecialFile(sandbox.path, what: "a folder"))) {
                try AtomicFileWrite.destinationMayBeWritten(sandbox.path, replacing: false)
            }
        }
    }

    @Test func theTemporaryFileIsNewHiddenAndNamedAfterTheDestination() throws {
        try TemporaryFolder.with { sandbox in
            let directory = open(sandbox.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            try #require(directory >= 0)
            defer { close(directory) }
            let first = try AtomicFileWrite.createTemporary(for: "out.json", in: directory, folder: sandbox.path)
            close(first.file)
            let second = try AtomicFileWrite.createTemporary(for: "out.json", in: directory, folder: sandbox.path)
            close(second.file)
            for name in [first.name, second.name] {
                #expect(name.hasPrefix(".out.json.error-tables-") && name.hasSuffix(".tmp"))
                #expect(sandbox.read(name) == "")
            }
            #expect(first.name != second.name)
        }
    }

    @Test func theTemporaryFileIsRenamedOverOrLinkedToTheDestination() throws {
        try TemporaryFolder.with { sandbox in
            let directory = open(sandbox.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            try #require(directory >= 0)
            defer { close(directory) }
            try sandbox.write("a.txt", "old")
            try sandbox.write(".t1", "new")
            #expect(try AtomicFileWrite.move(".t1", to: "a.txt", in: directory, path: "a.txt", replacing: true))
            try sandbox.write(".t2", "other")
            #expect(try !AtomicFileWrite.move(".t2", to: "a.txt", in: directory, path: "a.txt", replacing: false))
            try sandbox.write(".t3", "created")
            #expect(try AtomicFileWrite.move(".t3", to: "b.txt", in: directory, path: "b.txt", replacing: false))
            #expect(sandbox.read("a.txt") == "new")
            #expect(sandbox.read("b.txt") == "created")
            #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted() == ["a.txt", "b.txt"])
        }
    }
}
