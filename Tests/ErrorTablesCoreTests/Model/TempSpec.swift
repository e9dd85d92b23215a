import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation

@testable import ErrorTablesCore

/// A spec written to a fresh temporary folder for one test: `<root>/<domain>/<file>` for each file given,
/// removed again when the test's closure returns.
///
/// Files may mark positions with `⟨name⟩`; markers are removed before writing and remembered as
/// `<domain>/<file>:<line>:<column>` (column in UTF-8 bytes), the form diagnostics take relative to `root`.
struct TempSpec {
    /// The temporary folder holding the domain folder.
    let root: String
    /// The domain folder's name.
    let domain: String
    /// Each marker's position, by name.
    let markers: [String: String]

    /// Writes the files, runs `body`, and removes everything.
    static func with<Result>(
        domain: String = "Pix", _ files: [String: String], _ body: (TempSpec) throws -> Result
    ) throws -> Result {
        try TemporaryFolder.with { temporary in
            try FileManager.default.createDirectory(atPath: temporary.path(domain), withIntermediateDirectories: true)
            var markers: [String: String] = [:]
            for (name, text) in files {
                let (clean, positions) = stripMarkers(text)
                for (marker, position) in positions { markers[marker] = "\(domain)/\(name):\(position)" }
                try temporary.write(domain + "/" + name, clean)
            }
            return try body(TempSpec(root: temporary.path, domain: domain, markers: markers))
        }
    }

    /// The text without its `⟨name⟩` markers, and each marker's `line:column`.
    static func stripMarkers(_ text: String) -> (String, [String: String]) {
        var positions: [String: String] = [:]
        var lines: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var clean = ""
            var rest = Substring(line)
            while let open = rest.range(of: "⟨"), let close = rest[open.upperBound...].range(of: "⟩") {
                clean += rest[..<open.lowerBound]
                positions[String(rest[open.upperBound..<close.lowerBound])] = "\(index + 1):\(clean.utf8.count + 1)"
                rest = rest[close.upperBound...]
            }
            lines.append(clean + rest)
        }
        return (lines.joined(separator: "\n"), positions)
    }

    /// The position of marker `name`; fails loudly in the message when the marker is missing.
    subscript(_ name: String) -> String { markers[name] ?? "<no marker \(name)>" }

    /// The path of a file in the domain folder.
    func path(_ file: String) -> String { root + "/" + domain + "/" + file }

    /// Loads the spec; returns the model and every diagnostic as `path:line:column: severity: message`
    /// with paths relative to `root`, sorted.
    func load() -> (model: ErrorModel?, diagnostics: [String]) {
        var diagnostics = Diagnostics()
        do throws(FatalDiagnostic) {
            let model = try SpecLoading.model(path: root, diagnostics: &diagnostics)
            return (model, diagnostics.sorted.map { $0.formatted(relativeTo: root) })
        } catch {
            diagnostics.report(error.diagnostic)
            return (nil, diagnostics.sorted.map { $0.formatted(relativeTo: root) })
        }
    }

    /// The config of the test domain `Pix`: codes `PXErrorA`, `PXErrorB` and `PXErrorC` with raw values
    /// 101, 102 and 103.
    static let config = """
        {
          "errorDomain": "PXErrorDomain",
          "typeName": "PixError",
          "codePrefix": "PXError",
          "sourceLanguage": "en",
          "codes": {
            "PXErrorA": { "rawValue": 101, "name": "ERROR_A" },
            "PXErrorB": { "rawValue": 102, "name": "ERROR_B" },
            "PXErrorC": 103
          }
        }
        """

    /// A source document for `config`: one domain-common table and two methods of a group.
    static let source = """
        # Pix errors

        ## Errors common to all methods

        | Code | Description |
        | --- | --- |
        | `PXErrorA` | A happened. |

        ## `PXClient`

        ### load:

        | Code | Description |
        | --- | --- |
        | `PXErrorB` | B happened. |

        ### store:

        | Code | Description |
        | --- | --- |
        | `PXErrorC` | C happened. |
        """

    /// An Italian translation of `source`.
    static let italian = """
        # Errori Pix

        ## Errori comuni

        | Codice | Descrizione |
        | --- | --- |
        | `PXErrorA` | È successo A. |

        ## `PXClient`

        ### carica:

        | Codice | Descrizione |
        | --- | --- |
        | `PXErrorB` | È successo B. |

        ### salva:

        | Codice | Descrizione |
        | --- | --- |
        | `PXErrorC` | È successo C. |
        """
}
