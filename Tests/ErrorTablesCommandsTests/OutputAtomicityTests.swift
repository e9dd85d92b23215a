import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `generate` changes an output folder as a set: the built `error-tables` runs as a subprocess and is made to
/// exit right after each of its changes on disk (`ERROR_TABLES_TEST_EXIT_AT_STEP`); `check` then changes nothing
/// and reports an unfinished journal; after recovery the folder holds exactly the old files or exactly the new
/// ones, and no file is ever missing.
@Suite struct OutputAtomicityTests {
    /// The old and the new spec (the golden spec; then Demo's texts changed, Adversarial removed) and the old
    /// output (without String Catalogs; the new run adds them).
    struct Fixture {
        let sandbox: TemporaryFolder
        let old: [String: Data]
        let new: [String: Data]
        let oldArguments: [String]
        let newArguments: [String]

        init() throws {
            sandbox = try TemporaryFolder()
            let golden = PackageRoot.path + "/Tests/Fixtures/GoldenSpec"
            try FileManager.default.copyItem(atPath: golden, toPath: sandbox.path("old"))
            try FileManager.default.copyItem(atPath: golden, toPath: sandbox.path("new"))
            try sandbox.edit("new/Demo/en.md", replacing: "The host name is malformed.", with: "The host is wrong.")
            try sandbox.delete("new/Adversarial")
            oldArguments = ["generate", "--spec", sandbox.path("old"), "--output"]
            newArguments = ["generate", "--spec", sandbox.path("new"), "--xcstrings", "--output"]
            guard sandbox.run(oldArguments + [sandbox.path("out-old")]).status == 0 else {
                throw TestSetupError("generating the old files failed")
            }
            old = OutputOwnershipTests.snapshot(sandbox.path("out-old"))
            try FileManager.default.copyItem(atPath: sandbox.path("out-old"), toPath: sandbox.path("out-new"))
            guard sandbox.run(newArguments + [sandbox.path("out-new")]).status == 0 else {
                throw TestSetupError("generating the new files failed")
            }
            new = OutputOwnershipTests.snapshot(sandbox.path("out-new"))
        }
    }

    /// The built tool, next to the test bundle (`swift build --build-tests` builds it).
    static var tool: String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("error-tables").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return PackageRoot.path + "/.build/debug/error-tables"
    }

    static func launch(_ arguments: [String], environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test func aRunKilledAtAnyStepLeavesTheOldOrTheNewFiles() throws {
        let fixture = try Fixture()
        defer { fixture.sandbox.remove() }
        #expect(fixture.old != fixture.new)
        #expect(fixture.old.keys.contains(".error-tables/Adversarial.manifest"))
        #expect(fixture.new.keys.contains("DemoErrors.xcstrings"))
        let kept = Set(fixture.old.keys).intersection(fixture.new.keys)
        var outcomes: [String] = []
        for step in 1...200 {
            let output = fixture.sandbox.path("out-\(step)")
            try FileManager.default.copyItem(atPath: fixture.sandbox.path("out-old"), toPath: output)
            let process = try Self.launch(
                fixture.newArguments + [output], environment: ["ERROR_TABLES_TEST_EXIT_AT_STEP": "\(step)"])
            process.waitUntilExit()
            if process.terminationStatus == 0 {
                #expect(OutputOwnershipTests.snapshot(output) == fixture.new)
                outcomes.append("done")
                break
            }
            #expect(process.terminationStatus == 75, "step \(step)")
            // Right after the stop: no file is missing, and each holds its old or its new bytes.
            let stopped = OutputOwnershipTests.snapshot(output)
            for path in kept { #expect(stopped[path] != nil, "step \(step): \(path) is missing") }
            for (path, data) in stopped
            where !path.hasPrefix(".error-tables/staging/") && !path.hasPrefix(".error-tables/journal") {
                #expect(data == fixture.old[path] || data == fixture.new[path], "step \(step): \(path) is neither")
            }
            // `check` changes nothing, and reports the journal of a run stopped after its commit point.
            let check = fixture.sandbox.run(
                ["check", "--spec", fixture.sandbox.path("new"), "--xcstrings", "--generated", output])
            #expect(check.status <= 1)
            #expect(OutputOwnershipTests.snapshot(output) == stopped, "step \(step): check changed the folder")
            let journal = stopped[".error-tables/journal"] != nil
            #expect(
                check.errors.contains("error: an interrupted generate left '\(output)/.error-tables/journal'")
                    == journal, "step \(step)")
            // The recovery the next generate starts with completes or discards the run.
            try OutputJournal.recover(in: OutputFolder(path: output))
            let recovered = OutputOwnershipTests.snapshot(output)
            if recovered == fixture.old {
                outcomes.append("old")
            } else if recovered == fixture.new {
                outcomes.append("new")
            } else {
                Issue.record("step \(step): after recovery the folder is neither the old nor the new set")
                outcomes.append("mixed")
            }
            #expect(
                (try? FileManager.default.contentsOfDirectory(atPath: output + "/.error-tables").sorted()) == [
                    "Account.manifest", "Auth.manifest", "Demo.manifest", "Graph.manifest",
                ] || recovered == fixture.old)
            // And the next generate ends with the new set.
            #expect(fixture.sandbox.run(fixture.newArguments + [output]).status == 0)
            #expect(OutputOwnershipTests.snapshot(output) == fixture.new, "step \(step)")
        }
        // The steps: stage each new or changed file (manifests included), write the journal, rename it into
        // place (the commit point), rename each staged file, remove each stale file, delete the journal. Stops
        // before the commit point leave the old set; every later stop is completed to the new set.
        let changed = fixture.new.filter { fixture.old[$0.key] != $0.value }.count
        let removed = fixture.old.keys.filter { fixture.new[$0] == nil }.count
        // Demo's code enum, method types (each case's doc comment starts with its text), texts, two catalogs and
        // String Catalog, the other domains' new String Catalogs, and the 4 manifests (each lists the run's
        // domains) are written; Adversarial's 6 files go.
        #expect(changed == 12 && removed == 6)
        let firstNew = outcomes.firstIndex(of: "new") ?? outcomes.count
        #expect(firstNew == changed + 1, "\(outcomes)")
        #expect(outcomes.count == changed + 2 + changed + removed + 1 + 1, "\(outcomes)")
        #expect(outcomes.last == "done")
        #expect(outcomes[..<firstNew].allSatisfy { $0 == "old" })
        #expect(outcomes[firstNew...].dropLast().allSatisfy { $0 == "new" })
    }

    @Test func aFirstRunKilledWhileStagingLeavesAnEmptyFolderAfterRecovery() throws {
        let fixture = try Fixture()
        defer { fixture.sandbox.remove() }
        let output = fixture.sandbox.path("fresh")
        let process = try Self.launch(
            fixture.newArguments + [output], environment: ["ERROR_TABLES_TEST_EXIT_AT_STEP": "2"])
        process.waitUntilExit()
        #expect(process.terminationStatus == 75)
        #expect(
            OutputOwnershipTests.snapshot(output).keys.sorted() == [
                ".error-tables/staging/00000", ".error-tables/staging/00001",
            ])
        let check = fixture.sandbox.run(["check", "--spec", fixture.sandbox.path("new"), "--generated", output])
        #expect(check.status == 1)  // every file is missing
        #expect(!check.errors.contains("interrupted"))  // no journal: the run stopped before its commit point
        #expect(OutputOwnershipTests.snapshot(output).count == 2)  // check leaves the staged files
        try OutputJournal.recover(in: OutputFolder(path: output))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: output)) == [])
    }

    @Test func aSecondRunWaitsForTheLockOnTheFolder() throws {
        let fixture = try Fixture()
        defer { fixture.sandbox.remove() }
        let output = fixture.sandbox.path("out-old")
        let descriptor = open(output, O_RDONLY)
        #expect(descriptor >= 0)
        #expect(flock(descriptor, LOCK_EX) == 0)
        let process = try Self.launch(fixture.newArguments + [output])
        Thread.sleep(forTimeInterval: 0.5)
        #expect(process.isRunning)
        #expect(OutputOwnershipTests.snapshot(output) == fixture.old)
        flock(descriptor, LOCK_UN)
        close(descriptor)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(OutputOwnershipTests.snapshot(output) == fixture.new)
    }

    @Test func concurrentRunsIntoOneFolderTakeTurns() throws {
        let fixture = try Fixture()
        defer { fixture.sandbox.remove() }
        for round in 0..<3 {
            let output = fixture.sandbox.path("out-old")
            let processes = try (0..<4).map { index in
                try Self.launch((index % 2 == 0 ? fixture.newArguments : fixture.oldArguments) + [output])
            }
            for process in processes { process.waitUntilExit() }
            #expect(processes.map(\.terminationStatus) == [0, 0, 0, 0], "round \(round)")
            let result = OutputOwnershipTests.snapshot(output)
            #expect(result == fixture.old || result == fixture.new, "round \(round)")
        }
    }
}
