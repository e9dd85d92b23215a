import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// A code enum's own description: the domain-common row, else a group-common row, else the methods' rows when
/// they all say the same; otherwise no description and a doc comment naming the methods, never one method's
/// meaning. Extra columns follow the same rule column by column.
@Suite struct CodeDescriptionRuleTests {
    static let config = """
        {
          "errorDomain": "PXErrorDomain", "typeName": "PixError", "codePrefix": "PXError", "sourceLanguage": "en",
          "codes": { "PXErrorA": 101, "PXErrorB": 102, "PXErrorC": 103, "PXErrorD": 104, "PXErrorE": 105 }
        }
        """

    static let source = """
        # Pix errors

        ## `PXClient`

        ### load:

        | Code | Description | Recovery tactic |
        | --- | --- | --- |
        | `PXErrorA` | A, as load sees it. | Retry. |
        | `PXErrorB` | B happened. | Retry. |
        | `PXErrorC` | C, as load sees it. | Retry. |
        | `PXErrorD` | D, as load sees it. | Retry. |
        | `PXErrorE` | E, as load sees it. | Retry. |

        ### store:

        | Code | Description | Recovery tactic |
        | --- | --- | --- |
        | `PXErrorB` | B happened. | Retry. |
        | `PXErrorC` | C, as store sees it. | Retry. |
        | `PXErrorD` | D, as store sees it. | Give up. |

        ### Common errors of `PXClient`

        | Code | Description |
        | --- | --- |
        | `PXErrorE` | E happened to the client. |

        ## Errors common to all methods

        | Code | Description |
        | --- | --- |
        | `PXErrorA` | A happened. |
        """

    /// Each code as `id: description | documentation | columns`.
    func codes() throws -> [String] {
        try TempSpec.with(["error-tables.json": Self.config, "en.md": Self.source]) { spec in
            let (model, lines) = spec.load()
            #expect(lines.filter { $0.contains("error:") } == [])
            return (model?.domains.first?.codes ?? []).map { code in
                let columns = code.properties.keys.sorted().map { "\($0)=\(code.properties[$0]?.texts["en"] ?? "")" }
                return "\(code.id): \(code.description.texts["en"] ?? "-") | \(code.documentation) | "
                    + columns.joined(separator: ", ")
            }
        }
    }

    @Test func eachCodeGetsTheTextTheRuleGives() throws {
        #expect(
            try codes() == [
                // The domain-common row, though a method documents the code first.
                "PXErrorA: A happened. | A happened. | ",
                // Every method says the same.
                "PXErrorB: B happened. | B happened. | Recovery tactic=Retry.",
                // Two meanings: no description; the column both rows agree on stays.
                "PXErrorC: - | Its meaning depends on the method: see the method error types of `load:`, `store:`. | "
                    + "Recovery tactic=Retry.",
                // Two meanings and two tactics: neither is the code's.
                "PXErrorD: - | Its meaning depends on the method: see the method error types of `load:`, `store:`. | ",
                // The group's common row.
                "PXErrorE: E happened to the client. | E happened to the client. | ",
            ])
    }

    @Test func moreThanThreeMethodsAreCounted() {
        #expect(
            ModelBuilder.neutralDocumentation(methods: ["a:", "b:", "a:", "c:", "d:", "e:"])
                == "Its meaning depends on the method: see the method error types of `a:`, `b:`, `c:`, and 2 more.")
    }
}
