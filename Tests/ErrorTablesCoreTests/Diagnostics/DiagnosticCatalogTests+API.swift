import Testing

@testable import ErrorTablesCore

extension DiagnosticCatalogTests {
    static let acceptCommand = "error-tables api --spec spec --accept"
    static let baselineCode = APIBaseline.Code(caseName: "KitError.conflict", rawValue: 2, id: "KitErrorConflict")
    static let baselineMethod = APIBaseline.Method(typeName: "Client.PushError", symbol: "push(note:)")

    /// The API baseline's messages (Checking/APIBaseline*) and the translated numbers' (Alignment/).
    static let apiEntries: [Entry] = [
        Entry(
            "apiChange",
            .apiChange(.warning, "API break: a change", subject: "push(note:)", accept: acceptCommand, at: at),
            "spec/Auth/it.md:3:5: warning: API break: a change; accept it with 'error-tables api --spec spec --accept' [api-change: push(note:)]"
        ),
        Entry(
            "apiCodeAdded", .apiCodeAdded(baselineCode, accept: acceptCommand, at: at),
            "spec/Auth/it.md:3:5: note: new API: case 'KitError.conflict' (raw value 2) for 'KitErrorConflict' is not in api-baseline.txt yet, an addition; accept it with 'error-tables api --spec spec --accept' [api-change: KitErrorConflict]"
        ),
        Entry(
            "apiMethodTypeAdded", .apiMethodTypeAdded(baselineMethod, accept: acceptCommand, at: at),
            "spec/Auth/it.md:3:5: note: new API: the method type 'Client.PushError' for 'push(note:)' is not in api-baseline.txt yet, an addition; accept it with 'error-tables api --spec spec --accept' [api-change: push(note:)]"
        ),
        Entry(
            "apiCaseAdded",
            .apiCaseAdded("KitErrorConflict", to: ["Client.PushError"], isPublic: true, accept: acceptCommand, at: at),

            "spec/Auth/it.md:3:5: warning: API break: 'KitErrorConflict' adds a case to the public method type 'Client.PushError', an addition that breaks exhaustive switches over it; accept it with 'error-tables api --spec spec --accept' [api-change: KitErrorConflict]"
        ),
        Entry(
            "apiCodeRemoved", .apiCodeRemoved(baselineCode, accept: acceptCommand, at: at),
            "spec/Auth/it.md:3:5: warning: API break: case 'KitError.conflict' (raw value 2) for 'KitErrorConflict' is gone from the docs, a removal; accept it with 'error-tables api --spec spec --accept' [api-change: KitErrorConflict]"
        ),
        Entry(
            "apiCodeRenamed",
            .apiCodeRenamed(
                baselineCode,
                to: APIBaseline.Code(caseName: "KitError.editConflict", rawValue: 2, id: "KitErrorEditConflict"),
                accept: acceptCommand, at: at),
            "spec/Auth/it.md:3:5: warning: API break: 'KitErrorEditConflict' has the raw value 2 of 'KitErrorConflict', so case 'KitError.conflict' becomes 'KitError.editConflict', a rename; accept it with 'error-tables api --spec spec --accept' [api-change: KitErrorEditConflict]"
        ),
        Entry(
            "apiRenamed",
            .apiRenamed("Client.PushError", to: "PushError", id: "push(note:)", accept: acceptCommand, at: at),
            "spec/Auth/it.md:3:5: warning: API break: 'Client.PushError' for 'push(note:)' is now 'PushError', a rename; accept it with 'error-tables api --spec spec --accept' [api-change: push(note:)]"
        ),
        Entry(
            "apiRawValueChanged", .apiRawValueChanged(baselineCode, to: 20, accept: acceptCommand, at: at),
            "spec/Auth/it.md:3:5: warning: API break: the raw value of 'KitError.conflict' ('KitErrorConflict') changes from 2 to 20, a changed raw value that stored and sent codes no longer match; accept it with 'error-tables api --spec spec --accept' [api-change: KitErrorConflict]"
        ),
        Entry(
            "apiMethodTypeRemoved", .apiMethodTypeRemoved(baselineMethod, accept: acceptCommand, at: at),
            "spec/Auth/it.md:3:5: warning: API break: the method type 'Client.PushError' for 'push(note:)' is gone from the docs, a removal; accept it with 'error-tables api --spec spec --accept' [api-change: push(note:)]"
        ),
        Entry(
            "apiMethodTypeReadAsProse",
            .apiMethodTypeReadAsProse(baselineMethod, fellTo: "the group 'Client'", accept: acceptCommand, at: at),
            "spec/Auth/it.md:3:5: warning: API break: the method type 'Client.PushError' is gone because this heading is read as prose; its codes fell to the group 'Client', a removal; write the heading as '`push(note:)`' to keep it; accept it with 'error-tables api --spec spec --accept' [api-change: push(note:)]"
        ),
        Entry(
            "apiCaseRemoved",
            .apiCaseRemoved("KitErrorConflict", from: "Client.PushError", accept: acceptCommand, at: at),

            "spec/Auth/it.md:3:5: warning: API break: the method type 'Client.PushError' no longer has a case for 'KitErrorConflict', a removal; accept it with 'error-tables api --spec spec --accept' [api-change: KitErrorConflict]"
        ),
        Entry(
            "apiCodeMoved",
            .apiCodeMoved("KitErrorConflict", in: ["Client.SyncError"], toCommon: true, accept: acceptCommand, at: at),

            "spec/Auth/it.md:3:5: warning: API break: 'KitErrorConflict' moved from the method's own errors to the common errors in 'Client.SyncError', a move between a method and common; accept it with 'error-tables api --spec spec --accept' [api-change: KitErrorConflict]"
        ),
        Entry(
            "apiBaselineUnreadable", .apiBaselineUnreadable("spec/Auth/api-baseline.txt"),
            "spec/Auth/api-baseline.txt:1:1: warning: cannot read 'spec/Auth/api-baseline.txt'; the API is not compared with it"
        ),
        Entry(
            "apiBaselineLineMalformed", .apiBaselineLineMalformed(at: at),
            "spec/Auth/it.md:3:5: warning: not a line of api-baseline.txt ('code', 'method' or 'case' and its fields); it is ignored, and 'error-tables api --accept' rewrites the file"
        ),
        Entry(
            "translatedRawValueDiffers",
            .translatedRawValueDiffers(
                "KitErrorConflict", document: "ja.md", says: 2030, source: "en.md", sourceSays: 2003, at: at),
            "spec/Auth/it.md:3:5: warning: ja.md says 2030 where en.md says 2003 for 'KitErrorConflict'; the source's number is generated, so correct the translation"
        ),
    ]
}
