import ErrorTablesTestSupport
import Foundation
import Testing

/// Linting a folder of several domains summarizes many diagnostics of one cause per domain: a summary never
/// counts or names another domain's codes.
@Suite struct SummariesPerDomainTests {
    /// Domains `X` and `Y`, each with `XErrorCodeA` (raw value 1) then `letters` without a raw value.
    static func sandbox(_ domains: [(name: String, letters: String)]) throws -> TemporaryFolder {
        let sandbox = try TemporaryFolder()
        for (name, letters) in domains {
            try sandbox.write(
                "spec/\(name)/error-tables.json",
                """
                {"errorDomain": "\(name)ErrorDomain", "typeName": "\(name)ErrorCode", "codePrefix": "\(name)ErrorCode",
                 "sourceLanguage": "en", "codes": {"\(name)ErrorCodeA": {"rawValue": 1}}}
                """)
            let rows = ("A" + letters).map { "| `\(name)ErrorCode\($0)` | Failure \($0). |\n" }.joined()
            try sandbox.write(
                "spec/\(name)/en.md", "# \(name)\n\n## Error codes\n\n| Code | Description |\n| --- | --- |\n" + rows)
        }
        return sandbox
    }

    static func warning(_ domain: String, _ letter: Character, line: Int, rawValue: Int) -> String {
        "spec/\(domain)/en.md:\(line):3: warning: no raw value for '\(domain)ErrorCode\(letter)' in error-tables.json; "
            + "it gets \(rawValue), which changes whenever codes without raw values are added before it\n"
    }

    /// 2 warnings in X and 4 in Y: 6 of one cause, but no domain has more than 5, so each is printed (the old
    /// summary at X's first said "6 codes" and named Y's 'YErrorCodeB').
    @Test func noDomainOverTheLimitPrintsEveryOne() throws {
        let sandbox = try Self.sandbox([("X", "BC"), ("Y", "BCDE")])
        defer { sandbox.remove() }
        let result = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(result.status == 0)
        #expect(
            result.errors
                == Self.warning("X", "B", line: 8, rawValue: 2) + Self.warning("X", "C", line: 9, rawValue: 3)
                + Self.warning("Y", "B", line: 8, rawValue: 2) + Self.warning("Y", "C", line: 9, rawValue: 3)
                + Self.warning("Y", "D", line: 10, rawValue: 4) + Self.warning("Y", "E", line: 11, rawValue: 5))
    }

    /// 2 warnings in X and 6 in Y: Y's summary counts and names Y's codes alone, and X's are printed.
    @Test func aSummaryNamesOnlyItsOwnDomainsCodes() throws {
        let sandbox = try Self.sandbox([("X", "BC"), ("Y", "BCDEFG")])
        defer { sandbox.remove() }
        let result = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(result.status == 0)
        let note = { (letter: Character, line: Int, rawValue: Int) in
            Self.warning("Y", letter, line: line, rawValue: rawValue).replacingOccurrences(
                of: ": warning: ", with: ": note: ")
        }
        #expect(
            result.errors
                == Self.warning("X", "B", line: 8, rawValue: 2) + Self.warning("X", "C", line: 9, rawValue: 3)
                + "spec/Y/en.md:8:3: warning: 6 codes have no raw value in error-tables.json ('YErrorCodeB', "
                + "'YErrorCodeC', 'YErrorCodeD', …); each gets the next free one, which changes whenever codes "
                + "without raw values are added before it; give each a 'rawValue' (the first 3 follow as notes; "
                + "--verbose lists all)\n" + note("B", 8, 2) + note("C", 9, 3) + note("D", 10, 4))
    }
}
