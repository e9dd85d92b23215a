import ErrorTablesTestSupport
import Foundation
import Testing

/// Translation drift, reported by `lint` and `check` alike, on a small crafted spec.
@Suite struct CheckTranslationTests {
    static let config = """
        {
          "errorDomain": "DriftErrorDomain",
          "typeName": "DriftErrorCode",
          "codePrefix": "DriftErrorCode",
          "sourceLanguage": "en",
          "codes": {
            "DriftErrorCodeNetworkError": { "rawValue": 1001, "name": "ERROR_NETWORK" },
            "DriftErrorCodeInvalidArgument": { "rawValue": 1002, "name": "ERROR_INVALID_ARGUMENT" },
            "DriftErrorCodeQuotaExceeded": { "rawValue": 1003, "name": "ERROR_QUOTA_EXCEEDED" }
          }
        }

        """

    static let source = """
        # Drift errors

        ## Errors common to all methods

        | Code | Description |
        | --- | --- |
        | `DriftErrorCodeNetworkError` | A network error occurred. |
        | `DriftErrorCodeInvalidArgument` | An argument is not valid. |

        ### `DriftClient`

        #### upload:completion:

        | Code | Description |
        | --- | --- |
        | `DriftErrorCodeQuotaExceeded` | The upload quota is exhausted. |
        | `DriftErrorCodeInvalidArgument` | The file name is not valid. |

        #### download:completion:

        | Code | Description |
        | --- | --- |
        | `DriftErrorCodeNetworkError` | The download was interrupted. |
        | All others | The download failed. |

        """

    static let translation = """
        # Errori di Drift

        ## Errori comuni a tutti i metodi

        | Codice | Descrizione |
        | --- | --- |
        | `DriftErrorCodeNetworkError` | Si è verificato un errore di rete. |
        | `DriftErrorCodeInvalidArgument` | Un argomento non è valido. |

        ### `DriftClient`

        #### caricamento:completamento:

        | Codice | Descrizione |
        | --- | --- |
        | `DriftErrorCodeQuotaExceeded` | La quota di caricamento è esaurita. |
        | `DriftErrorCodeInvalidArgument` | Il nome del file non è valido. |

        #### scaricamento:completamento:

        | Codice | Descrizione |
        | --- | --- |
        | `DriftErrorCodeNetworkError` | Lo scaricamento è stato interrotto. |
        | Tutti gli altri | Lo scaricamento non è riuscito. |

        """

    /// A sandbox with `spec/Drift` holding the source and `it.md` after `edit`.
    static func sandbox(_ edit: (String) -> String = { $0 }) throws -> TemporaryFolder {
        let sandbox = try TemporaryFolder()
        try sandbox.write("spec/Drift/error-tables.json", config)
        try sandbox.write("spec/Drift/en.md", source)
        try sandbox.write("spec/Drift/it.md", edit(translation))
        // As init starts it: no line, so nothing is stale and no note says the lock is missing.
        try sandbox.write("spec/Drift/translations.lock", "# no line yet\n")
        return sandbox
    }

    /// `lint` and `check` on the sandbox's spec, which must agree on findings and coverage.
    func lintAndCheck(_ sandbox: TemporaryFolder, _ extra: [String] = []) -> (
        status: Int32, output: String, errors: String
    ) {
        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec")] + extra)
        let check = sandbox.run(["check", "--spec", sandbox.path("spec")] + extra)
        #expect(lint.status == check.status)
        #expect(lint.errors == check.errors)
        #expect(
            lint.output.split(separator: "\n").dropFirst().dropLast()
                == check.output.split(separator: "\n").dropLast())
        return check
    }

    @Test func cleanTranslation() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let result = lintAndCheck(sandbox)
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output == "Drift translations: it 6/6 (100%)\ncheck: 0 errors, 0 warnings\n")
        #expect(
            sandbox.run(["lint", "--spec", sandbox.path("spec")]).output == """
                Drift (DriftErrorDomain): languages en, it; 3 codes; 1 group; 2 methods; 2 common errors
                Drift translations: it 6/6 (100%)
                0 errors, 0 warnings

                """)
    }

    @Test func missingRow() throws {
        let sandbox = try Self.sandbox {
            $0.replacingOccurrences(of: "| `DriftErrorCodeInvalidArgument` | Un argomento non è valido. |\n", with: "")
        }
        defer { sandbox.remove() }
        let result = lintAndCheck(sandbox)
        #expect(result.status == 0)
        #expect(
            result.errors == "spec/Drift/it.md:5:1: warning: this table lacks 'DriftErrorCodeInvalidArgument' of "
                + "en.md:5; the source-language text is used\n")
        #expect(result.output == "Drift translations: it 5/6 (83%; 1 missing)\ncheck: 0 errors, 1 warning\n")
    }

    /// A code the source table lacks is drift, not a broken spec: a warning, and check still compares.
    @Test func extraRow() throws {
        let sandbox = try Self.sandbox {
            $0.replacingOccurrences(
                of: "| Un argomento non è valido. |\n",
                with: "| Un argomento non è valido. |\n| `DriftErrorCodeQuotaExceeded` | Quota esaurita. |\n")
        }
        defer { sandbox.remove() }
        let result = lintAndCheck(sandbox)
        #expect(result.status == 0)
        #expect(
            result.errors == "spec/Drift/it.md:9:3: warning: 'DriftErrorCodeQuotaExceeded' is not in the matching "
                + "table of en.md (line 5); a translation cannot add codes, so the row is left out\n")
        #expect(result.output == "Drift translations: it 6/6 (100%)\ncheck: 0 errors, 1 warning\n")
    }

    @Test func missingTableIsOneDiagnostic() throws {
        let sandbox = try Self.sandbox {
            $0.replacingOccurrences(
                of: """
                    #### caricamento:completamento:

                    | Codice | Descrizione |
                    | --- | --- |
                    | `DriftErrorCodeQuotaExceeded` | La quota di caricamento è esaurita. |
                    | `DriftErrorCodeInvalidArgument` | Il nome del file non è valido. |


                    """, with: "")
        }
        defer { sandbox.remove() }
        let result = lintAndCheck(sandbox)
        #expect(result.status == 0)
        #expect(
            result.errors == "spec/Drift/it.md:14:1: warning: no table translates en.md:14 "
                + "('DriftErrorCodeQuotaExceeded', 'DriftErrorCodeInvalidArgument') before this table; the "
                + "source-language texts are used\n")
        #expect(result.output == "Drift translations: it 4/6 (66%; 2 missing)\ncheck: 0 errors, 1 warning\n")
    }

    @Test func untranslatedText() throws {
        let sandbox = try Self.sandbox {
            $0.replacingOccurrences(of: "La quota di caricamento è esaurita.", with: "The upload quota is exhausted.")
        }
        defer { sandbox.remove() }
        let result = lintAndCheck(sandbox)
        #expect(result.status == 0)
        #expect(
            result.errors == "spec/Drift/it.md:16:35: warning: untranslated: the description of "
                + "'DriftErrorCodeQuotaExceeded' is the same as en.md:16\n")
        #expect(result.output == "Drift translations: it 5/6 (83%; 1 identical)\ncheck: 0 errors, 1 warning\n")
    }

    @Test func strictTurnsWarningsIntoErrors() throws {
        let sandbox = try Self.sandbox {
            $0.replacingOccurrences(of: "La quota di caricamento è esaurita.", with: "The upload quota is exhausted.")
        }
        defer { sandbox.remove() }
        let result = lintAndCheck(sandbox, ["--strict"])
        #expect(result.status == 1)
        #expect(
            result.errors == "spec/Drift/it.md:16:35: error: untranslated: the description of "
                + "'DriftErrorCodeQuotaExceeded' is the same as en.md:16\n")
        #expect(result.output == "Drift translations: it 5/6 (83%; 1 identical)\ncheck: 1 error, 0 warnings\n")
    }

    @Test func jsonFormat() throws {
        let sandbox = try Self.sandbox {
            $0.replacingOccurrences(of: "La quota di caricamento è esaurita.", with: "The upload quota is exhausted.")
        }
        defer { sandbox.remove() }
        let result = sandbox.run(["check", "--spec", sandbox.path("spec"), "--format", "json"])
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(
            result.output == """
                {
                  "version": 1,
                  "findings": [
                    {
                      "severity": "warning",
                      "message": "untranslated: the description of 'DriftErrorCodeQuotaExceeded' is the same as en.md:16",
                      "file": "spec/Drift/it.md",
                      "line": 16,
                      "column": 35,
                      "kind": "translation"
                    }
                  ],
                  "files": [],
                  "coverage": {
                    "Drift": {
                      "it": {
                        "translated": 5,
                        "total": 6,
                        "percent": 83,
                        "missing": 0,
                        "identical": 1,
                        "stale": 0
                      }
                    }
                  },
                  "summary": {
                    "errors": 0,
                    "warnings": 1
                  }
                }

                """)
        // lint prints the same report.
        #expect(sandbox.run(["lint", "--spec", sandbox.path("spec"), "--format", "json"]).output == result.output)
    }

    @Test func githubFormat() throws {
        let sandbox = try Self.sandbox {
            $0.replacingOccurrences(of: "La quota di caricamento è esaurita.", with: "The upload quota is exhausted.")
                .replacingOccurrences(
                    of: "| `DriftErrorCodeInvalidArgument` | Un argomento non è valido. |\n", with: "")
        }
        defer { sandbox.remove() }
        let result = sandbox.run(["check", "--spec", sandbox.path("spec"), "--format", "github", "--strict"])
        #expect(result.status == 1)
        #expect(result.errors == "")
        #expect(
            result.output == """
                ::error file=spec/Drift/it.md,line=5,col=1::this table lacks 'DriftErrorCodeInvalidArgument' of \
                en.md:5; the source-language text is used
                ::error file=spec/Drift/it.md,line=15,col=35::untranslated: the description of \
                'DriftErrorCodeQuotaExceeded' is the same as en.md:16
                Drift translations: it 4/6 (66%; 1 missing, 1 identical)
                check: 2 errors, 0 warnings

                """)
    }

    @Test func unknownFormatIsAUsageError() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let result = sandbox.run(["check", "--spec", sandbox.path("spec"), "--format", "xml"])
        #expect(result.status == 2)
        #expect(
            result.errors.hasPrefix(
                "error-tables check: error: '--format' must be one of text, json, github, not 'xml'\n"))
    }
}
