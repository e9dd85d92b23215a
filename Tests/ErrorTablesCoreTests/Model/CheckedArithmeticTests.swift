import Foundation
import Testing

@testable import ErrorTablesCore

/// Numbers from the input at the limits of `Int`: raw values, the next free raw value, and lookup ranges either
/// give the right result or a diagnostic at their source; none traps. `⟨n⟩` marks where a diagnostic points.
@Suite struct CheckedArithmeticTests {
    typealias Spec = TempSpec

    /// Loads the test spec with `files` replacing the defaults; returns the markers, diagnostics and domain.
    func load(_ files: [String: String]) throws -> (at: [String: String], lines: [String], domain: ErrorDomain?) {
        var all = ["error-tables.json": Spec.config, "en.md": Spec.source]
        all.merge(files) { _, new in new }
        return try Spec.with(all) { spec in
            let (model, lines) = spec.load()
            return (spec.markers, lines, model?.domains.first)
        }
    }

    /// The test config with the `codes` object replaced.
    func config(codes: String) -> String {
        let start = Spec.config.range(of: "\"codes\": {")
        let end = Spec.config.range(of: "\"PXErrorC\": 103\n  }")
        guard let start, let end else { return Spec.config }
        return Spec.config.replacingCharacters(
            in: start.lowerBound..<end.upperBound, with: "\"codes\": {\n" + codes + "\n  }")
    }

    @Test func intMaxThenACodeWithoutRawValueIsAnErrorAtThatCode() throws {
        let config = config(codes: #"    "PXErrorA": 101, "PXErrorB": 9223372036854775807"#)
        let (_, lines, _) = try load(["error-tables.json": config])
        #expect(
            lines == [
                "Pix/en.md:21:3: error: no raw value for 'PXErrorC' in error-tables.json, and none is left to count up "
                    + "to: the raw values would pass 9223372036854775807; give 'PXErrorC' a 'rawValue'"
            ])
    }

    @Test func aCodeInTheConfigWithoutRawValueIsReportedAtItsKey() throws {
        let config = config(
            codes: #"    "PXErrorA": 9223372036854775807, "PXErrorB": 102, ⟨1⟩"PXErrorC": {"name": "C"}"#)
        let (at, lines, _) = try load(["error-tables.json": config])
        #expect(
            lines == [
                "\(at["1"]!): error: no raw value for 'PXErrorC' in error-tables.json, and none is left to count up "
                    + "to: the raw values would pass 9223372036854775807; give 'PXErrorC' a 'rawValue'"
            ])
    }

    @Test func countingUpReachesIntMaxThenStops() throws {
        let config = config(codes: #"    "PXErrorA": 9223372036854775806"#)
        let (_, lines, domain) = try load(["error-tables.json": config])
        #expect(
            lines == [
                "Pix/en.md:15:3: warning: no raw value for 'PXErrorB' in error-tables.json; it gets 9223372036854775807, "
                    + "which changes whenever codes without raw values are added before it",
                "Pix/en.md:21:3: error: no raw value for 'PXErrorC' in error-tables.json, and none is left to count up "
                    + "to: the raw values would pass 9223372036854775807; give 'PXErrorC' a 'rawValue'",
            ])
        #expect(domain?.codes.prefix(2).map(\.rawValue) == [Int.max - 1, Int.max])
    }

    @Test func rawValuesAtIntMinAndIntMaxAreGenerated() throws {
        let config = config(
            codes: #"    "PXErrorA": -9223372036854775808, "PXErrorB": 9223372036854775807, "PXErrorC": 0"#)
        let (_, lines, loaded) = try load(["error-tables.json": config])
        #expect(lines == [])
        let domain = try #require(loaded)
        #expect(domain.codes.map(\.rawValue) == [Int.min, Int.max, 0])
        var diagnostics = Diagnostics()
        let files = try #require(CodeGenerator(domain: domain).generate(diagnostics: &diagnostics))
        let codes = try #require(files.first { $0.path == "PixErrorCodes.swift" }?.contents)
        #expect(codes.contains("case a = -9_223_372_036_854_775_808\n"))
        #expect(codes.contains("case b = 9_223_372_036_854_775_807\n"))
    }

    /// `TempSpec.source` with a lookup table whose code cells are `cells`, one row each, all mapping to
    /// `PXErrorB`; the first cell is marked `⟨1⟩`, the second `⟨2⟩`.
    func lookupSource(_ cells: [String]) -> String {
        let rows = cells.enumerated().map {
            "| ⟨\($0.offset + 1)⟩\($0.element) | | `PXErrorB` | Row \($0.offset + 1). |"
        }
        return Spec.source
            + "\n\n## Server codes\n\n| Code | Subcode | Category | Message |\n| --- | --- | --- | --- |\n"
            + rows.joined(separator: "\n") + "\n"
    }

    static let lookupConfig = Spec.config.replacingOccurrences(
        of: "\"PXErrorC\": 103\n  }\n}",
        with: "\"PXErrorC\": 103\n  },\n  \"lookups\": { \"ServerError\": { \"columns\": "
            + "{ \"code\": 1, \"subcode\": 2, \"case\": 3, \"message\": 4 } } }\n}")

    @Test func aBackwardsRangeIsAnErrorAtItsCell() throws {
        let (at, lines, domain) = try load([
            "error-tables.json": Self.lookupConfig, "en.md": lookupSource(["17", "300-200"]),
        ])
        #expect(
            lines == [
                "\(at["2"]!): error: the range 300-200 runs backwards; write the lowest code first, as in 200-300"
            ])
        #expect(domain?.lookups.first?.entries.map(\.key.description) == ["17"])
    }

    @Test func codesBeyondIntAreErrorsAtTheirCell() throws {
        let (at, lines, _) = try load([
            "error-tables.json": Self.lookupConfig,
            "en.md": lookupSource(["17", "9223372036854775808", "1-99999999999999999999"]),
        ])
        let range = "codes must be from -9223372036854775808 to 9223372036854775807"
        #expect(
            lines == [
                "\(at["2"]!): error: the code 9223372036854775808 is out of range; \(range)",
                "\(at["3"]!): error: the code 99999999999999999999 is out of range; \(range)",
            ])
    }

    @Test func aSubcodeBeyondIntIsAnErrorAtItsCell() throws {
        let source = lookupSource(["17", "18"]).replacingOccurrences(
            of: "| ⟨2⟩18 | |", with: "| 18 | ⟨2⟩-9223372036854775809 |")
        let (at, lines, _) = try load(["error-tables.json": Self.lookupConfig, "en.md": source])
        #expect(
            lines == [
                "\(at["2"]!): error: the subcode -9223372036854775809 is out of range; subcodes must be from "
                    + "-9223372036854775808 to 9223372036854775807"
            ])
    }

    @Test func aRangeOfEveryIntIsReadAndGenerated() throws {
        let (_, lines, loaded) = try load([
            "error-tables.json": Self.lookupConfig,
            "en.md": lookupSource(["-9223372036854775808-9223372036854775807", "9223372036854775807"]),
        ])
        #expect(lines == [])
        let domain = try #require(loaded)
        let entries = try #require(domain.lookups.first?.entries)
        #expect(entries.map(\.key.codes) == [Int.min...Int.max, Int.max...Int.max])
        #expect(entries.map(\.key.description) == ["-9223372036854775808-9223372036854775807", "9223372036854775807"])
        var diagnostics = Diagnostics()
        let files = try #require(CodeGenerator(domain: domain).generate(diagnostics: &diagnostics))
        let swift = files.filter { $0.path.hasSuffix(".swift") }.map(\.contents).joined()
        #expect(swift.contains("codes: -9223372036854775808...9223372036854775807,"))
        #expect(swift.contains("codes: 9223372036854775807...9223372036854775807,"))
    }
}
