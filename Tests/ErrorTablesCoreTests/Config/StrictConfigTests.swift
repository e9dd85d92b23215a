import Foundation
import Testing

@testable import ErrorTablesCore

/// `error-tables.json` is read strictly: what JSONSerialization accepted silently is an error at its place.
/// `⟨n⟩` in the inputs marks where a diagnostic must point.
@Suite struct StrictConfigTests {
    typealias Spec = TempSpec

    /// Every diagnostic of the test spec with `config` as its config, and the markers.
    func diagnostics(config: String) throws -> (at: [String: String], lines: [String]) {
        try Spec.with(["error-tables.json": config, "en.md": Spec.source]) { spec in
            (spec.markers, spec.load().diagnostics)
        }
    }

    /// The diagnostic `DomainConfig.parse` throws for `bytes`, as `path:line:column: severity: message`.
    func parseFailure(_ bytes: [UInt8]) -> String? {
        var diagnostics = Diagnostics()
        do {
            _ = try DomainConfig.parse(data: Data(bytes), path: "c.json", diagnostics: &diagnostics)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aDuplicateKeyIsAnErrorAtTheSecondOne() throws {
        let config = Spec.config.replacingOccurrences(
            of: "\"codePrefix\": \"PXError\",", with: "\"codePrefix\": \"PXError\",\n  ⟨1⟩\"typeName\": \"Other\",")
        let (at, lines) = try diagnostics(config: config)
        #expect(
            lines == ["\(at["1"]!): error: duplicate key 'typeName' (first at line 3, column 3); remove one of them"])
    }

    @Test func aDuplicateCodeIsAnErrorAtTheSecondOne() throws {
        let config = Spec.config.replacingOccurrences(
            of: "\"PXErrorC\": 103", with: "\"PXErrorC\": 103,\n    ⟨1⟩\"PXErrorC\": 104")
        let (at, lines) = try diagnostics(config: config)
        #expect(
            lines == ["\(at["1"]!): error: duplicate key 'PXErrorC' (first at line 9, column 5); remove one of them"])
    }

    @Test func aTrailingCommaIsAnErrorAtTheComma() throws {
        let config = Spec.config.replacingOccurrences(of: "\"PXErrorC\": 103", with: "\"PXErrorC\": 103⟨1⟩,")
        let (at, lines) = try diagnostics(config: config)
        #expect(lines == ["\(at["1"]!): error: invalid JSON: trailing comma before '}'; remove it"])
    }

    @Test func aRawValueBeyondIntIsAnErrorAtTheNumber() throws {
        let config = Spec.config.replacingOccurrences(
            of: "\"PXErrorC\": 103", with: "\"PXErrorC\": ⟨1⟩-9223372036854775809")
        let (at, lines) = try diagnostics(config: config)
        #expect(
            lines == [
                "\(at["1"]!): error: the integer -9223372036854775809 is out of range; integers must be from "
                    + "-9223372036854775808 to 9223372036854775807"
            ])
    }

    @Test func aRawValueWithAFractionIsNoInteger() throws {
        let config = Spec.config.replacingOccurrences(of: "\"PXErrorC\": 103", with: "⟨1⟩\"PXErrorC\": 103.0")
        let (at, lines) = try diagnostics(config: config)
        #expect(
            lines == [
                "Pix/en.md:21:3: warning: no raw value for 'PXErrorC' in error-tables.json; it gets 103, which changes "
                    + "whenever codes without raw values are added before it",
                "\(at["1"]!): error: the raw value of 'PXErrorC' must be an integer, not 103.0",
            ])
    }

    @Test func invalidUTF8IsReportedAtTheByte() {
        let bytes = Array("{\n  \"errorDomain\": \"PX".utf8) + [0xC3, 0x28] + Array("\"\n}".utf8)
        #expect(parseFailure(bytes) == "c.json:2:21: error: invalid UTF-8 (byte 0xC3); save the file as UTF-8")
    }

    @Test func nestingBeyondTheLimitIsAnError() throws {
        let config = Spec.config.replacingOccurrences(
            of: "\"PXErrorC\": 103", with: "\"PXErrorC\": " + String(repeating: "[", count: 100_000))
        let (_, lines) = try diagnostics(config: config)
        // `codes` is the 2nd level, so the 511th bracket after `"PXErrorC": ` (column 17) is the 513th level.
        #expect(
            lines == [
                "Pix/error-tables.json:9:527: error: arrays and objects nest deeper than 512 levels here; flatten the "
                    + "structure"
            ])
    }

    @Test func aConfigLargerThan16MiBIsRefused() {
        #expect(DomainConfig.maximumFileSize == 16_777_216)
        let bytes = [UInt8](repeating: 0x20, count: 16_777_217)
        #expect(
            parseFailure(bytes)
                == "c.json:1:1: error: the config is 16777217 bytes; a config may be at most 16777216 bytes (16 MiB)")
        // Just at the limit the size is fine (and the blank text is no JSON value).
        #expect(
            parseFailure([UInt8](repeating: 0x20, count: 16_777_216))
                == "c.json:1:16777217: error: invalid JSON: expected a value, found the end of the text")
    }

    @Test func aConfigFileLargerThan16MiBIsRefusedBeforeReading() throws {
        try Spec.with(["error-tables.json": String(repeating: " ", count: 16_777_217), "en.md": Spec.source]) {
            spec in
            var diagnostics = Diagnostics()
            #expect(throws: FatalDiagnostic.self) {
                _ = try DomainConfig.read(path: spec.path("error-tables.json"), diagnostics: &diagnostics)
            }
            #expect(
                spec.load().diagnostics == [
                    "Pix/error-tables.json:1:1: error: the config is 16777217 bytes; a config may be at most 16777216 "
                        + "bytes (16 MiB)"
                ])
        }
    }
}
