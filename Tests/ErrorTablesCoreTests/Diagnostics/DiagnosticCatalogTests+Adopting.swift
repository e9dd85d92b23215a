import Testing

@testable import ErrorTablesCore

extension DiagnosticCatalogTests {
    /// The messages of `init --from-symbol-graph` (Adoption/) and the placeholder it leaves for `lint`.
    static let adoptingEntries: [Entry] = [
        Entry(
            "importedSpecTooLarge",
            .importedSpecTooLarge("error-tables.json", byteCount: 16_777_300, limit: 16_777_216, codes: 200_000),
            "error-tables: error: the error-tables.json for 200000 codes would be 16777300 bytes, more than the 16777216 bytes 'lint' reads; split the enum into several domains"
        ),
        Entry(
            "chooseAnEnum", .chooseAnEnum(["A", "B"], graph: "Kit.symbols.json"),
            "error-tables: error: the symbol graph 'Kit.symbols.json' declares several enums ('A', 'B'); choose the error enum with --type <name>"
        ),
        Entry(
            "noEnumToImport",
            .noEnumToImport(
                "KitErrorCod", module: "Kit", graph: "Kit.symbols.json", enums: ["KitErrorCode"],
                suggestion: "KitErrorCode", ambiguous: []),
            "error-tables: error: the symbol graph 'Kit.symbols.json' of module 'Kit' declares no enum 'KitErrorCod'; did you mean 'KitErrorCode'?"
        ),
        Entry(
            "typeIsNotAnEnum", .typeIsNotAnEnum("KitClient", kind: "swift.class"),
            "error-tables: error: 'KitClient' is a class, not an enum; init --from-symbol-graph reads the cases of an error enum"
        ),
        Entry(
            "enumWithoutCases", .enumWithoutCases("Empty", graph: "Kit.symbols.json"),
            "error-tables: error: Empty has no cases in the symbol graph 'Kit.symbols.json', so there is nothing to document; is it the error enum, and were its cases extracted (they have the enum's access level)?"
        ),
        Entry(
            "unsupportedRawType", .unsupportedRawType("UInt8", typeName: "KitErrorCode"),
            "error-tables: error: KitErrorCode has UInt8 raw values, but generated code enums have Int raw values (the NSError code), so init cannot keep them; give the enum Int raw values first, or start from 'error-tables init <dir/Domain>' and name the codes yourself"
        ),
        Entry(
            "casesInGraphOrder", .casesInGraphOrder("KitErrorCode", at: at),
            "spec/Auth/it.md:3:5: note: the symbol graph gives no source location for some cases of KitErrorCode, so the rows follow the graph's order, which may not be the declaration order"
        ),
        Entry(
            "numberedInDeclarationOrder", .numberedInDeclarationOrder("KitError", at: at),
            "spec/Auth/it.md:3:5: note: KitError has no raw type, so its codes get the raw values 0, 1, 2 … in declaration order, the codes Swift gives its cases as NSErrors; the generated enum has these Int raw values"
        ),
        Entry(
            "noLocationForRawValue", .noLocationForRawValue("KitErrorCode.a", at: at),
            "spec/Auth/it.md:3:5: error: the symbol graph gives no source location for KitErrorCode.a, and symbol graphs do not hold raw values, so its raw value cannot be read from the source; extract the graph from a build of the module"
        ),
        Entry(
            "cannotReadEnumSource", .cannotReadEnumSource("Sources/Kit/Errors.swift", typeName: "KitErrorCode"),
            "error-tables: error: cannot read 'Sources/Kit/Errors.swift', where KitErrorCode's cases are declared: symbol graphs do not hold raw values, so init reads them from the source; run init where the module's sources are"
        ),
        Entry(
            "caseNotAtLocation", .caseNotAtLocation("KitErrorCode.a", at: at),
            "spec/Auth/it.md:3:5: error: KitErrorCode.a is not declared here any more, where the symbol graph says; the source changed since the graph was extracted: build and extract it again"
        ),
        Entry(
            "rawValueNotRead", .rawValueNotRead("KitErrorCode.a", written: "1.5", at: at),
            "spec/Auth/it.md:3:5: error: cannot read the raw value of KitErrorCode.a ('1.5'): init reads integer literals within Int's range"
        ),
        Entry(
            "caseWithAssociatedValues", .caseWithAssociatedValues("KitErrorCode.failure(_:)", at: at),
            "spec/Auth/it.md:3:5: error: KitErrorCode.failure(_:) has associated values, but generated code enums have plain cases; turn its payload into userInfo, or leave this enum hand-written"
        ),
        Entry(
            "caseNameNotASCII", .caseNameNotASCII("KitErrorCode.café", at: at),
            "spec/Auth/it.md:3:5: error: KitErrorCode.café is not an ASCII identifier, and generated case names are ASCII; rename it"
        ),
        Entry(
            "caseNameReserved", .caseNameReserved("KitErrorCode.code", name: "code", at: at),
            "spec/Auth/it.md:3:5: error: KitErrorCode.code cannot keep its name: the generated error types have a member 'code'; rename the case first"
        ),
        Entry(
            "casesShareACode", .casesShareACode("Foo", other: "foo", code: "KitErrorCodeFoo", at: at),
            "spec/Auth/it.md:3:5: error: 'Foo' and 'foo' would both be documented as 'KitErrorCodeFoo'; rename one of the cases"
        ),
        Entry(
            "caseWithoutDocComment", .caseWithoutDocComment("KitErrorCode.a", at: at),
            "spec/Auth/it.md:3:5: warning: KitErrorCode.a has no doc comment, so its row gets a placeholder that lint reports; write in its place when the error happens and what the user can do about it"
        ),
        Entry(
            "deprecatedCase", .deprecatedCase("KitErrorCode.a", deprecation: "Deprecated: use b.", at: at),
            "spec/Auth/it.md:3:5: note: KitErrorCode.a is deprecated ('Deprecated: use b.'); error tables have no deprecation, so the document lists it under 'Deprecated codes', and the generated case is not marked deprecated"
        ),
        Entry(
            "placeholderDescription", .placeholderDescription("KitErrorCodeA", at: at),
            "spec/Auth/it.md:3:5: warning: 'KitErrorCodeA' still has the placeholder description init wrote; replace it with when the error happens and what the user can do about it [placeholder-description: KitErrorCodeA]"
        ),
    ]
}
