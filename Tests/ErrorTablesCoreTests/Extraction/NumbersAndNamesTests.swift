import Foundation
import Testing

@testable import ErrorTablesCore

/// Issue 20, slice A, rule by rule: how cells with numbers, labels and phrases read, and the decisions about
/// names and repeated rows, each on the smallest page that shows it (the corpus pages show them together).
@Suite struct NumbersAndNamesTests {
    // MARK: - Cells

    func label(_ text: String) -> String? { CellText.labeledNumber(text).map { "\($0.number)|\($0.label)" } }

    @Test func aNumberWithItsLabelInParentheses() {
        #expect(label("400 (Bad request)") == "400|Bad request")
        #expect(label("429 (요청 한도 초과)") == "429|요청 한도 초과")
        #expect(label("0（SUCCESS）") == "0|SUCCESS")
        #expect(label("100-199 (Informational)") == "100-199|Informational")
        #expect(label("Bad request (400)") == nil)
        #expect(label("400 ()") == nil)
        #expect(label("400 (a (b))") == nil)
        #expect(label("4xx (Client errors)") == nil)
    }

    @Test func listsOfNumbersAndOfClasses() {
        #expect(CellText.numberList("4101, 4102") == ["4101", "4102"])
        #expect(CellText.numberList("1000 ~ 1099, 2000") == ["1000 ~ 1099", "2000"])
        #expect(CellText.numberList("4101") == nil)
        #expect(CellText.numberList("4101, later") == nil)
        #expect(CellText.isCodeClass("4XX, 5XX"))
        #expect(CellText.isCodeClass("4xx/5xx"))
        #expect(CellText.isCodeClass("4xx or 5xx"))
        #expect(CellText.isCodeClass("5XX"))
        #expect(!CellText.isCodeClass("4XX, 500"))
        #expect(!CellText.isCodeClass("4XX,"))
    }

    @Test func rangesWithFullwidthAndWaveDashes() {
        #expect(CellText.range("1 ～ 9") == 1...9)
        #expect(CellText.range("100〜199") == 100...199)
        #expect(CellText.range("300 — 399") == 300...399)
        #expect(CellText.reversedRange("9 ～ 1").map { "\($0.0)-\($0.1)" } == "9-1")
    }

    @Test func phrasesThatNameErrors() {
        for phrase in ["Invalid request.", "'region' value invalid", "Gone Fishing", "Switch Proxy", "Bucket full!"] {
            #expect(CellText.isPhraseName(phrase), "\(phrase)")
        }
        for text in [
            "The body is not JSON, or a field is missing.", "Retry: later", "", ".",
            "one two three four five six seven",
        ] {
            #expect(!CellText.isPhraseName(text), "\(text)")
        }
        #expect(Identifier.swiftCaseName(forCode: "'region' value invalid", prefix: "") == "regionValueInvalid")
        #expect(Identifier.swiftCaseName(forCode: "Invalid request.", prefix: "") == "invalidRequest")
    }

    // MARK: - Pages

    func load(_ source: String, translation: String? = nil) throws -> (domain: ErrorDomain?, lines: [String]) {
        var files = ["error-tables.json": "{}", "en.md": source]
        if let translation { files["de.md"] = translation }
        return try TempSpec.with(files) { spec in
            let (model, lines) = spec.load()
            return (model?.domains.first, lines)
        }
    }

    /// An empty name cell beside a number: the row is kept, keyed by its number and named `code<N>`, with a
    /// warning that gives the config line naming it.
    @Test func anEmptyNameCellFallsBackToTheNumber() throws {
        let (domain, lines) = try load(
            """
            | Code | Name | Description |
            | --- | --- | --- |
            | 401 | TOKEN_EXPIRED | The token has expired. |
            | 402 |  | The signature does not match. |
            """)
        #expect(
            domain?.codes.map { "\($0.id)=\($0.rawValue)→\($0.swiftName)" } == [
                "TOKEN_EXPIRED=401→tokenExpired", "402=402→code402",
            ])
        #expect(
            lines == [
                "Pix/en.md:1:1: note: inferred the columns of this table: code = column 2 ('Name'), raw value = "
                    + "column 1 ('Code'), description = column 3 ('Description'); set 'columns' in the config if this "
                    + "is wrong",
                "Pix/en.md:4:8: warning: the row for 402 has no name in column 2 ('Name'); its case is 'code402' (to "
                    + "name it, add \"codes\": {\"402\": {\"swiftName\": \"…\"}} to error-tables.json)",
            ])
    }

    /// The same code in two tables with two different meanings is one case whose description lists both, with a
    /// note; with two different raw values it is a contradiction, an error.
    @Test func oneCodeWithTwoMeaningsInTwoTablesIsOneCaseAndTwoRawValuesAnError() throws {
        let (domain, lines) = try load(
            """
            ## Server

            | Code | Description |
            | --- | --- |
            | `BAD_ARGUMENTS` | The arguments could not be parsed. |

            ## Console

            | Code | Description |
            | --- | --- |
            | `BAD_ARGUMENTS` | The form has an empty field. |
            """)
        #expect(
            domain?.codes.map { $0.description.texts["en"] ?? "" } == [
                "The arguments could not be parsed.\nThe form has an empty field."
            ])
        #expect(
            lines.contains(
                "Pix/en.md:11:3: note: 'BAD_ARGUMENTS' is also listed at line 5 with another description: one case, "
                    + "whose description lists both in row order"))
        let (_, contradiction) = try load(
            """
            | Code | Value | Description |
            | --- | --- | --- |
            | `BAD_ARGUMENTS` | 3100 | The arguments could not be parsed. |

            The console uses the same code for its own check:

            | Code | Value | Description |
            | --- | --- | --- |
            | `BAD_ARGUMENTS` | 3200 | The form has an empty field. |
            """)
        #expect(
            contradiction.contains(
                "Pix/en.md:9:3: error: 'BAD_ARGUMENTS' is listed twice for the domain's common errors with two raw "
                    + "values; the first row is at line 3"))
    }

    /// A status beside a code on every row, where one code has one status: still the raw value.
    @Test func numbersThatIdentifyTheRowsStayRawValues() throws {
        let (domain, _) = try load(
            """
            | Exception | Code | Status | Description |
            | --- | --- | --- | --- |
            | `ApiException` | `NOT_FOUND` | 404 | Nothing is there. |
            | `ApiException` | `CONFLICT` | 409 | Someone else changed it. |
            """)
        #expect(domain?.codes.map { "\($0.id)=\($0.rawValue)" } == ["NOT_FOUND=404", "CONFLICT=409"])
        #expect(domain?.codes.first?.properties["Exception"]?.texts["en"] == "ApiException")
    }

    /// A success row is skipped unless `codes` names it; then it is a case like any other.
    @Test func aSuccessRowIsKeptWhenTheConfigNamesIt() throws {
        let page = """
            | Code | Description |
            | --- | --- |
            | 0 (OK) | Done. |
            | 7 (Busy) | The device is busy. |
            """
        #expect(try load(page).domain?.codes.map(\.swiftName) == ["busy"])
        let kept = try TempSpec.with(["error-tables.json": "{\"codes\": {\"0\": 0}}", "en.md": page]) { spec in
            spec.load().model?.domains.first?.codes.map(\.swiftName)
        }
        #expect(kept == ["ok", "busy"])
    }
}
