import Foundation
import Testing

@testable import ErrorTablesCore

extension DiagnosticCatalogTests {
    /// The messages of reading documents and configs and building the model (Markdown/, Extraction/, Model/).
    static let readingEntries: [Entry] = [
        Entry(
            "placeholderRowSkipped", .placeholderRowSkipped(at: at),
            "spec/Auth/it.md:3:5: note: a placeholder row is skipped"),
        Entry(
            "codeClassRowSkipped", .codeClassRowSkipped("Client errors", at: at),
            "spec/Auth/it.md:3:5: note: 'Client errors' names a class of codes, not a code; the row is skipped"),
        Entry(
            "rawValueOutOfRange", .rawValueOutOfRange("99999999999999999999", at: at),
            "spec/Auth/it.md:3:5: warning: '99999999999999999999' is outside the range of 64-bit integers, so it cannot be a raw value: the row is keyed by its text and numbered after the other codes (give it a raw value in \"codes\") [raw-value-out-of-range: 99999999999999999999]"
        ),
        Entry(
            "reversedRange", .reversedRange("300-200", low: 300, high: 200, at: at),
            "spec/Auth/it.md:3:5: warning: the range '300-200' ends before it starts; it is read as 200-300 [reversed-range: 300-200]"
        ),
        Entry(
            "rawValueNotNumber", .rawValueNotNumber("12a", column: "column 2 ('Value')", at: at),
            "spec/Auth/it.md:3:5: warning: '12a' in column 2 ('Value') is not a number or a range such as 200-299, so it is no raw value: a row without a code is keyed by this text and numbered after the other codes (set 'columns' if the column holds codes) [raw-value-not-number: 12a]"
        ),
        Entry(
            "severalCodesInCell", .severalCodesInCell(["A_ONE", "A_TWO"], at: at),
            "spec/Auth/it.md:3:5: warning: this cell holds 2 codes ('A_ONE', 'A_TWO'): each is a case of its own with this row's texts (put one error's names for several platforms on lines of their own (<br>) to make them one case) [several-codes-in-cell: A_ONE]"
        ),
        Entry(
            "numberedRowWithoutCode",
            .numberedRowWithoutCode(
                "17", text: "see the log", column: "column 1 ('Code')", config: "error-tables.json", at: at),
            "spec/Auth/it.md:3:5: warning: the row for 17 has no code in column 1 ('Code') ('see the log' is no code or name): its code is the number (to name it, add \"codes\": {\"17\": {\"swiftName\": \"…\"}} to error-tables.json) [numbered-row-without-code: 17]"
        ),
        Entry(
            "sentenceInCodeColumn",
            .sentenceInCodeColumn("The disk is full.", column: "column 1 ('Error')", at: at),
            "spec/Auth/it.md:3:5: warning: 'The disk is full.' in column 1 ('Error') is a sentence among codes, not a code: this row is not read (write its code in the cell, or 'All others' to make it the row for every other code)"
        ),
        Entry(
            "notACode", .notACode("Oops!", column: "column 1 ('Code')", at: at),
            "spec/Auth/it.md:3:5: warning: 'Oops!' in column 1 ('Code') is not a code token (letters, digits, '_', '-', '.' or '/'): it is read as the code as written, its case named from its letters (write 'All others' to make the row the one for every other code) [not-a-code: Oops!]"
        ),
        Entry(
            "severalNumbersForOneCode",
            .severalNumbersForOneCode(["400", "401"], code: "ERR_X", column: "column 2 ('Status')", at: at),
            "spec/Auth/it.md:3:5: warning: this cell holds 2 numbers (400, 401) for one error, 'ERR_X': one case, which takes none of them as its raw value (give each number its own row to make each a case, or make column 2 ('Status') a property by setting 'columns' without it) [several-numbers-for-one-code: ERR_X]"
        ),
        Entry(
            "codeIsPrefix", .codeIsPrefix("FIRAuthErrorCode", at: at),
            "spec/Auth/it.md:3:5: error: 'FIRAuthErrorCode' is the domain's code prefix itself, not a code"),
        Entry(
            "wrongPrefix", .wrongPrefix("OtherCode", codePrefix: "FIRAuthErrorCode", at: at),
            "spec/Auth/it.md:3:5: error: 'OtherCode' does not start with the domain's code prefix 'FIRAuthErrorCode' [wrong-prefix: OtherCode]"
        ),
        Entry(
            "repeatedRow", .repeatedRow("ERR_X", firstLine: 2, at: at),
            "spec/Auth/it.md:3:5: warning: this row repeats the row of 'ERR_X' at line 2"),
        Entry(
            "duplicateCodeInTable", .duplicateCodeInTable("ERR_X", firstLine: 2, at: at),
            "spec/Auth/it.md:3:5: error: duplicate code 'ERR_X' in one table; it is already listed at line 2 [duplicate-code-in-table: ERR_X]"
        ),
        Entry(
            "causesJoined", .causesJoined("ERR_X", firstLine: 2, at: at),
            "spec/Auth/it.md:3:5: note: 'ERR_X' is also listed at line 2 with another description: one case, whose description lists both in row order"
        ),
        Entry(
            "numbersLeftAsProperty",
            .numbersLeftAsProperty(
                "column 3 ('HTTP status')", conflict: "'403' stands beside 'AccessDenied' and 'BadSignature'",
                number: 3, at: at),
            "spec/Auth/it.md:3:5: note: column 3 ('HTTP status') holds numbers, but '403' stands beside 'AccessDenied' and 'BadSignature': they are read as a property of each error, not as raw values (set 'columns.rawValue' to 3 if they are)"
        ),
        Entry(
            "successRowSkipped",
            .successRowSkipped("200", name: "OK", rawValue: 200, config: "error-tables.json", at: at),
            "spec/Auth/it.md:3:5: note: '200' ('OK') reports success, not an error; the row is skipped (to keep it as a case, add \"codes\": {\"200\": 200} to error-tables.json)"
        ),
        Entry(
            "numberedRowWithoutName",
            .numberedRowWithoutName(
                "17", column: "column 2 ('Name')", swiftName: "code17", config: "error-tables.json", at: at),
            "spec/Auth/it.md:3:5: warning: the row for 17 has no name in column 2 ('Name'); its case is 'code17' (to name it, add \"codes\": {\"17\": {\"swiftName\": \"…\"}} to error-tables.json)"
        ),
        Entry(
            "emptyDescription", .emptyDescription("ERR_X", at: at),
            "spec/Auth/it.md:3:5: warning: 'ERR_X' has an empty description [empty-description: ERR_X]"),
        Entry(
            "numericDescriptionColumn", .numericDescriptionColumn("column 2 ('Value')", at: at),
            "spec/Auth/it.md:3:5: warning: column 2 ('Value') holds numbers but is configured as the description; is it 'columns.rawValue'?"
        ),
        Entry(
            "proseCodeColumn", .proseCodeColumn("column 1 ('Code')", at: at),
            "spec/Auth/it.md:3:5: warning: column 1 ('Code') holds sentences but is configured as the code column; check 'columns.code'"
        ),
        Entry(
            "secondNameForNumber",
            .secondNameForNumber(
                "Granted level 0", first: "Normal disconnection", rawValue: 0, firstLine: 2,
                config: "error-tables.json", at: at),
            "spec/Auth/it.md:3:5: note: 'Granted level 0' has the number 0, as 'Normal disconnection' at line 2 does: one case, 'Normal disconnection', with 'Granted level 0' as another name and its description as another cause (to make it a case of its own, give it its own raw value in error-tables.json's \"codes\")"
        ),
        Entry(
            "secondFallbackRow", .secondFallbackRow("Anything else", first: "All others", firstLine: 2, at: at),
            "spec/Auth/it.md:3:5: warning: a second row without an error code ('Anything else'): a table has one fallback row, 'All others' at line 2, and this row's description is joined to it as another cause (give this row a code to make it a case)"
        ),
        Entry(
            "notLookupCode", .notLookupCode("19O", at: at),
            "spec/Auth/it.md:3:5: error: '19O' is not a code or a range; write a number such as 190 or a range such as 200-299 (a fallback row has words, e.g. 'All others')"
        ),
        Entry(
            "secondLookupFallback", .secondLookupFallback("Other", at: at),
            "spec/Auth/it.md:3:5: error: a second row without a code ('Other'); a lookup table has at most one fallback row"
        ),
        Entry(
            "subcodeNotNumber", .subcodeNotNumber("x1", at: at),
            "spec/Auth/it.md:3:5: error: the subcode 'x1' is not a number; leave the cell empty to match any subcode"),
        Entry(
            "lookupRowMatchesNothing", .lookupRowMatchesNothing(at: at),
            "spec/Auth/it.md:3:5: error: this row has neither a code nor a subcode, so it matches nothing"),
        Entry(
            "lookupCaseNotDomainCode",
            .lookupCaseNotDomainCode(LookupKey(codes: 190...190, subcode: 458), codePrefix: "FB", column: 3, at: at),
            "spec/Auth/it.md:3:5: error: the row for 190/458 must name one of the domain's codes ('FB…') in column 3"),
        Entry(
            "duplicateLookupKeyInTable",
            .duplicateLookupKeyInTable(LookupKey(codes: 200...299, subcode: nil), firstLine: 2, at: at),
            "spec/Auth/it.md:3:5: error: the key 200-299 is listed twice in one table; the first row is at line 2"),
        Entry(
            "headingsReadAsProse", .headingsReadAsProse(["'Overview' (line 3)", "'Notes' (lines 9, 12)"], at: at),
            "spec/Auth/it.md:3:5: note: read as prose, not as API symbols: 'Overview' (line 3), 'Notes' (lines 9, 12); write a heading as a code span if it names a symbol"
        ),
        Entry(
            "brokenSignatureHeading", .brokenSignatureHeading("createNote(title:", fix: "createNote(title:)", at: at),
            "spec/Auth/it.md:3:5: warning: 'createNote(title:' looks like a method signature with a '(' left open, so it is read as prose and declares no method: its tables become errors of the enclosing group or of the domain; write 'createNote(title:)'"
        ),
        Entry(
            "hashesWithoutSpace", .hashesWithoutSpace("###sync()", fix: "### sync()", at: at),
            "spec/Auth/it.md:3:5: warning: '###sync()' is a paragraph, not a heading, as no space follows the '#'s: it declares no method and its tables belong to the heading above it; write '### sync()'"
        ),
        Entry(
            "tableUnderMisreadHeading",
            .tableUnderMisreadHeading("createNote(title:", line: 11, owner: .group("NotesClient"), at: at),
            "spec/Auth/it.md:3:5: note: this table's codes are read as errors common to the group 'NotesClient', because its heading 'createNote(title:' at line 11 was read as prose"
        ),
        Entry(
            "groupHeadingReadAsProse",
            .groupHeadingReadAsProse(
                "Notes client", methods: ["a()", "b()", "c()", "d()", "e()"], typeName: "NotesClient", at: at),
            "spec/Auth/it.md:3:5: warning: 'Notes client' stands where the groups stand but is read as prose, so the methods under it ('a()', 'b()', 'c()' and 2 more) belong to no group; write it as a code span naming the type, such as '`NotesClient`'"
        ),
        Entry(
            "methodUnderTwoGroups",
            .methodUnderTwoGroups("sync()", group: "SyncClient", firstGroup: "NotesClient", firstLine: 5, at: at),
            "spec/Auth/it.md:3:5: warning: method 'sync()' of 'SyncClient' is also a method of 'NotesClient' (line 5); a symbol is one method, so both headings' tables are merged into the method of 'NotesClient'; rename one heading if they are different methods"
        ),
        Entry(
            "methodHeadingTooDeep",
            .methodHeadingTooDeep(
                "deleteNote(id:)", level: 4, method: "createNote(title:)", methodLine: 5, wanted: "###", at: at),
            "spec/Auth/it.md:3:5: warning: the level-4 heading 'deleteNote(id:)' is nested under 'createNote(title:)' (line 5), which makes that method a group; write it at the level of 'createNote(title:)', as '### deleteNote(id:)'"
        ),
        Entry(
            "headingsReadAsSymbols", .headingsReadAsSymbols(["'signIn' (line 5, a method)"], at: at),
            "spec/Auth/it.md:3:5: note: read as API symbols because they look like code: 'signIn' (line 5, a method); write them as code spans to confirm, or in more words for prose"
        ),
        Entry(
            "inferredColumns", .inferredColumns("code in column 2, description in column 3", tableCount: 3, at: at),
            "spec/Auth/it.md:3:5: note: inferred the columns of this table and 2 more like it: code in column 2, description in column 3; set 'columns' in the config if this is wrong"
        ),
        Entry(
            "rejectedTable", .rejectedTable(headerCells: 3, delimiterCells: 2, at: at),
            "spec/Auth/it.md:3:5: warning: the header row has 3 cells but the delimiter row has 2; GFM does not read these lines as a table, so their error codes are ignored"
        ),
        Entry(
            "lookupRangeBackwards", .lookupRangeBackwards(low: 300, high: 200, at: at),
            "spec/Auth/it.md:3:5: error: the range 300-200 runs backwards; write the lowest code first, as in 200-300"),
        Entry(
            "lookupNumberOutOfRange", .lookupNumberOutOfRange("99999999999999999999", what: "subcode", at: at),
            "spec/Auth/it.md:3:5: error: the subcode 99999999999999999999 is out of range; subcodes must be from -9223372036854775808 to 9223372036854775807"
        ),
        Entry(
            "deepBlockNesting", .deepBlockNesting(at: at),
            "spec/Auth/it.md:3:5: warning: block quotes and list items are nested more than 64 deep here; the deeper ones are read as part of the one at depth 64 (nest less)"
        ),
        Entry(
            "deepInlineNesting", .deepInlineNesting(at: at),
            "spec/Auth/it.md:3:5: warning: emphasis, links and images are nested more than 64 deep here; the deeper markup is dropped and its text kept (nest less)"
        ),
        Entry(
            "tableNotRead", .tableNotRead(.htmlTableInContainer(isList: false), at: at),
            "spec/Auth/it.md:3:5: warning: this HTML table is inside a block quote, where ErrorTables reads no HTML table, so its rows are not read; move it out of the quote (no '>' before its lines) or write it as a Markdown pipe table"
        ),
        Entry(
            "brokenDelimiterRow", .brokenDelimiterRow("| === | === |", cells: 2, at: at),
            "spec/Auth/it.md:3:5: warning: the line under this header, '| === | === |', is no table delimiter row (each cell dashes, with ':' for alignment), so GFM reads these lines as a paragraph and their error codes are ignored; write '| --- | --- |'"
        ),
        Entry(
            "deepHTMLTable", .deepHTMLTable(depth: 300, at: at),
            "spec/Auth/it.md:3:5: warning: this HTML table nests elements 300 deep, more than the 256 ErrorTables reads; it is left as HTML [deep-html-table: ]"
        ),
        Entry(
            "tableOverCellBudget",
            .tableOverCellBudget(cells: 25_000_000, left: 100_000, limit: 100_000, byteCount: 40_000, at: at),
            "spec/Auth/it.md:3:5: warning: this table's spans and padding would add 25000000 cells, more than the 100000 left of the 100000 a document of 40000 bytes may add (2 per byte, at least 100000); the table is skipped (write the cells out, or split the table) [table-over-cell-budget: ]"
        ),
        Entry(
            "inputIsFolder", .inputIsFolder("spec/Auth/en.md"),
            "spec/Auth/en.md:1:1: error: cannot read this path: it is a folder, not a file; give the path of a file"
        ),
        Entry(
            "inputNotARegularFile", .inputNotARegularFile("spec/Auth/en.md", kind: "a FIFO (named pipe)"),
            "spec/Auth/en.md:1:1: error: cannot read this path: it is a FIFO (named pipe), not a regular file; give the path of a file"
        ),
        Entry(
            "inputIsDanglingLink", .inputIsDanglingLink("spec/Auth/error-tables.json", target: "../shared.json"),
            "spec/Auth/error-tables.json:1:1: error: cannot read this path: it is a symbolic link to '../shared.json', which does not exist; fix the link or remove it"
        ),
        Entry(
            "inputOutsideBoundary",
            .inputOutsideBoundary(
                "spec/Auth/it.md", target: "/home/me/secret/id_rsa",
                boundary: InputBoundary(root: "/home/me/repo", kind: "the repository"),
                at: SourceLocation(path: "spec/Auth/it.md", line: 1, column: 1)),
            "spec/Auth/it.md:1:1: error: 'spec/Auth/it.md' leads to '/home/me/secret/id_rsa', outside '/home/me/repo' (the repository holding the spec); it is not read: move it inside, or pass --allow-outside-repository if this layout is meant"
        ),
        Entry(
            "foreignEncoding",
            .foreignEncoding(ForeignEncoding(name: "UTF-16LE", hasByteOrderMark: false), at: at),
            "spec/Auth/it.md:3:5: error: this file is UTF-16LE, not UTF-8 (it has no byte order mark, but its NUL bytes fall where UTF-16LE puts them); save it as UTF-8"
        ),
        Entry(
            "nulByte", .nulByte(count: 2, at: at),
            "spec/Auth/it.md:3:5: error: a NUL byte (U+0000), which Markdown reads as U+FFFD ('\u{FFFD}'); the file has 2 of them; remove it"
        ),
        Entry(
            "inputIsLinkLoop", .inputIsLinkLoop("spec/Auth/error-tables.json"),
            "spec/Auth/error-tables.json:1:1: error: cannot read this path: its symbolic links form a loop and never reach a file; fix the links or remove them"
        ),
        Entry(
            "cannotReadInput", .cannotReadInput("spec/Auth/en.md", errno: EACCES),
            "spec/Auth/en.md:1:1: error: cannot read this path: permission denied; make it readable"),
        Entry(
            "invalidUTF8", .invalidUTF8(byteOffset: 42, at: at),
            "spec/Auth/it.md:3:5: error: invalid UTF-8 at byte offset 42; save the file as UTF-8"),
        Entry(
            "documentTooLarge", .documentTooLarge(byteCount: 70_000_000, at: at),
            "spec/Auth/it.md:3:5: error: the file is 70000000 bytes, more than the 64 MiB a document may have; split it into smaller documents"
        ),
        Entry(
            "invalidConfigJSON", .invalidConfigJSON("invalid JSON: trailing comma before '}'; remove it", at: at),
            "spec/Auth/it.md:3:5: error: invalid JSON: trailing comma before '}'; remove it"),
        Entry(
            "configNotObject", .configNotObject(at: at), "spec/Auth/it.md:3:5: error: the config must be a JSON object"),
        Entry(
            "configTooLarge", .configTooLarge(byteCount: 20_000_000, at: at),
            "spec/Auth/it.md:3:5: error: the config is 20000000 bytes; a config may be at most 16777216 bytes (16 MiB)"),
        Entry(
            "noDefaultTypeName", .noDefaultTypeName(domain: "123", key: "typeName", at: at),
            "spec/Auth/it.md:3:5: error: the domain folder name '123' gives no Swift type name; set 'typeName'"),
        Entry(
            "configValueNotString", .configValueNotString("typeName", allowEmpty: false, at: at),
            "spec/Auth/it.md:3:5: error: 'typeName' must be a non-empty string"),
        Entry(
            "invalidDocumentsPattern", .invalidDocumentsPattern(at: at),
            "spec/Auth/it.md:3:5: error: 'documents' must be a path relative to this file with '{language}' in it once, such as \"../../docs/{language}/errors.md\""
        ),
        Entry(
            "invalidTypeName", .invalidTypeName("Auth Error", at: at),
            "spec/Auth/it.md:3:5: error: 'typeName' must be a Swift type name such as 'AuthErrorCode', not 'Auth Error'"
        ),
        Entry(
            "invalidSourceLanguage", .invalidSourceLanguage("english!", at: at),
            "spec/Auth/it.md:3:5: error: 'sourceLanguage' must be a BCP-47 language tag such as 'en' or 'pt-BR', not 'english!'"
        ),
        Entry(
            "invalidAccessLevel", .invalidAccessLevel("open", at: at),
            "spec/Auth/it.md:3:5: error: 'accessLevel' must be 'public', 'package' or 'internal', not 'open'"),
        Entry(
            "invalidCatalogs", .invalidCatalogs("xcstrings", at: at),
            "spec/Auth/it.md:3:5: error: 'catalogs' must be 'embedded' (texts compiled into the code, the default) or "
                + "'resources' (.lproj/.strings resources of the target, read through Bundle.module), not 'xcstrings'"),
        Entry(
            "configKeyNotString", .configKeyNotString("userInfoNameKey", at: at),
            "spec/Auth/it.md:3:5: error: 'userInfoNameKey' must be a string"),
        Entry(
            "unknownConfigKey",
            .unknownConfigKey("typename", in: nil, suggestion: "typeName", known: ["typeName"], at: at),
            "spec/Auth/it.md:3:5: error: unknown key 'typename'; did you mean 'typeName'?"),
        Entry(
            "codesNotObject", .codesNotObject(at: at),
            "spec/Auth/it.md:3:5: error: 'codes' must be an object mapping each code identifier to its facts"),
        Entry(
            "configRawValueNotInteger", .configRawValueNotInteger("ERR_X", number: "1.5", at: at),
            "spec/Auth/it.md:3:5: error: the raw value of 'ERR_X' must be an integer, not 1.5 [unusable-code-facts: ERR_X]"
        ),
        Entry(
            "codeFactsNotObject", .codeFactsNotObject("ERR_X", at: at),
            "spec/Auth/it.md:3:5: error: the facts for 'ERR_X' must be an object such as {\"rawValue\": 17020, \"name\": \"ERROR_NAME\"} [unusable-code-facts: ERR_X]"
        ),
        Entry(
            "rawValueFieldNotInteger", .rawValueFieldNotInteger("ERR_X", at: at),
            "spec/Auth/it.md:3:5: error: 'rawValue' of 'ERR_X' must be an integer [unusable-code-facts: ERR_X]"),
        Entry(
            "invalidSwiftName", .invalidSwiftName("not valid", code: "ERR_X", at: at),
            "spec/Auth/it.md:3:5: error: 'swiftName' of 'ERR_X' must be a Swift identifier, not 'not valid' [unusable-code-facts: ERR_X]"
        ),
        Entry(
            "sectionsNotListOfHeadings", .sectionsNotListOfHeadings(at: at),
            "spec/Auth/it.md:3:5: error: 'sections' must be a list of heading texts such as [\"Webhook error codes\"]"
        ),
        Entry(
            "columnsNotObject", .columnsNotObject(at: at),
            "spec/Auth/it.md:3:5: error: 'columns' must be an object such as {\"code\": 1, \"description\": 2} or {\"code\": \"Error name\", \"rawValue\": \"Value\", \"description\": \"Meaning\"}"
        ),
        Entry(
            "invalidColumnSelector", .invalidColumnSelector("code", at: at),
            "spec/Auth/it.md:3:5: error: 'columns.code' must be a column number (1 or more) or the text of the column's header"
        ),
        Entry(
            "sharedColumns", .sharedColumns(at: at),
            "spec/Auth/it.md:3:5: error: the roles in 'columns' must name different columns"),
        Entry(
            "traitsNotObject", .traitsNotObject(at: at),
            "spec/Auth/it.md:3:5: error: 'traits' must be an object mapping code identifiers to lists of traits such as [\"retryable\"]"
        ),
        Entry(
            "traitListNotNames", .traitListNotNames("ERR_X", at: at),
            "spec/Auth/it.md:3:5: error: the traits of 'ERR_X' must be a list of names such as [\"retryable\"]"),
        Entry(
            "unknownTrait", .unknownTrait("retriable", code: "ERR_X", suggestion: "retryable", at: at),
            "spec/Auth/it.md:3:5: error: unknown trait 'retriable' for 'ERR_X'; did you mean 'retryable'?"),
        Entry(
            "lookupsNotObject", .lookupsNotObject(at: at),
            "spec/Auth/it.md:3:5: error: 'lookups' must be an object such as {\"GraphAPIError\": {\"columns\": {\"code\": 1, \"subcode\": 2, \"case\": 3, \"message\": 4}}}"
        ),
        Entry(
            "invalidLookupName", .invalidLookupName("Graph API", at: at),
            "spec/Auth/it.md:3:5: error: the lookup name 'Graph API' must be a Swift type name such as 'GraphAPIError'"),
        Entry(
            "lookupNotObject", .lookupNotObject("GraphAPIError", at: at),
            "spec/Auth/it.md:3:5: error: the lookup 'GraphAPIError' must be an object such as {\"GraphAPIError\": {\"columns\": {\"code\": 1, \"subcode\": 2, \"case\": 3, \"message\": 4}}}"
        ),
        Entry(
            "invalidLookupColumn", .invalidLookupColumn("code", lookup: "GraphAPIError", at: at),
            "spec/Auth/it.md:3:5: error: 'code' of the lookup 'GraphAPIError' must be a column number, 1 or more"),
        Entry(
            "lookupColumnsMissing", .lookupColumnsMissing("GraphAPIError", at: at),
            "spec/Auth/it.md:3:5: error: the lookup 'GraphAPIError' needs the columns 'code', 'case' and 'message' ('subcode' is optional)"
        ),
        Entry(
            "lookupColumnsShared", .lookupColumnsShared("GraphAPIError", at: at),
            "spec/Auth/it.md:3:5: error: the columns of the lookup 'GraphAPIError' must all be different"),
        Entry(
            "methodTypeNamesNotObject", .methodTypeNamesNotObject(at: at),
            "spec/Auth/it.md:3:5: error: 'methodTypeNames' must be an object mapping selectors to Swift type names"),
        Entry(
            "invalidMethodTypeName", .invalidMethodTypeName(selector: "signIn(with:)", at: at),
            "spec/Auth/it.md:3:5: error: the type name for 'signIn(with:)' must be a Swift type name"),
        Entry(
            "groupsNotObject", .groupsNotObject(at: at),
            "spec/Auth/it.md:3:5: error: 'groups' must be an object mapping group names to {\"name\": \"…\"} or {\"extend\": true}"
        ),
        Entry(
            "groupSettingNotObject", .groupSettingNotObject("FIRAuth", at: at),
            "spec/Auth/it.md:3:5: error: the group 'FIRAuth' in 'groups' must be an object: {\"name\": \"…\"} to name its namespace, or {\"extend\": true} to extend the SDK's own type"
        ),
        Entry(
            "invalidGroupName", .invalidGroupName("FIRAuth", at: at),
            "spec/Auth/it.md:3:5: error: 'name' of the group 'FIRAuth' must be a Swift type name without dots, such as 'NoteSyncErrors'"
        ),
        Entry(
            "invalidGroupExtension", .invalidGroupExtension("FIRAuth", at: at),
            "spec/Auth/it.md:3:5: error: 'extend' of the group 'FIRAuth' must be true (extend the type named like the group), false, or the Swift type to extend, such as \"Auth\""
        ),
        Entry(
            "groupNameAndExtension", .groupNameAndExtension("FIRAuth", at: at),
            "spec/Auth/it.md:3:5: error: the group 'FIRAuth' has both 'name' and 'extend': 'name' declares a namespace enum of that name, 'extend' adds the method types to an existing type; keep one (to extend a type of another name, write \"extend\": \"TypeName\")"
        ),
        Entry(
            "lookupWithoutTable",
            .lookupWithoutTable(
                DomainConfig.Lookup(
                    name: "GraphAPIError", code: 1, subcode: 2, caseColumn: 3, message: 4, location: at),
                document: "en.md"),
            "spec/Auth/it.md:3:5: warning: the lookup 'GraphAPIError' is configured but en.md has no table with numeric codes in column 1 and codes of the domain in column 3"
        ),
        Entry(
            "duplicateLookupKeyInLookup",
            .duplicateLookupKeyInLookup(
                LookupKey(codes: 190...190, subcode: nil), lookup: "GraphAPIError", firstLine: 2, at: at),
            "spec/Auth/it.md:3:5: error: the key 190 of 'GraphAPIError' is listed twice; the first row is at line 2"),
        Entry(
            "lookupCodeUndocumented",
            .lookupCodeUndocumented(
                "FBMissing", key: LookupKey(codes: 190...190, subcode: 458), lookup: "GraphAPIError", document: "en.md",
                at: at),
            "spec/Auth/it.md:3:5: error: 'FBMissing' is not documented in any error table of en.md, so 'GraphAPIError' cannot map 190/458 to it"
        ),
        Entry(
            "lookupNotTranslated", .lookupNotTranslated("GraphAPIError", source: "en.md", at: at),
            "spec/Auth/it.md:3:5: warning: no table translates the lookup 'GraphAPIError' of en.md; the source-language messages are used"
        ),
        Entry(
            "lookupKeyNotInSource",
            .lookupKeyNotInSource(
                LookupKey(codes: nil, subcode: 458), lookup: "GraphAPIError", source: "en.md", at: at),
            "spec/Auth/it.md:3:5: error: the key */458 is not in the lookup 'GraphAPIError' of en.md; a translation cannot add rows"
        ),
        Entry(
            "lookupTranslationMapsElsewhere",
            .lookupTranslationMapsElsewhere(
                LookupKey(codes: 190...190, subcode: nil), code: "FBOne", sourceCode: "FBTwo", source: "en.md", at: at),
            "spec/Auth/it.md:3:5: error: 190 maps to 'FBOne' here but to 'FBTwo' in en.md"),
        Entry(
            "lookupKeyTranslatedTwice",
            .lookupKeyTranslatedTwice(LookupKey(codes: 190...190, subcode: nil), lookup: "GraphAPIError", at: at),
            "spec/Auth/it.md:3:5: error: 190 is translated twice in the lookup 'GraphAPIError'"),
        Entry(
            "emptyLookupMessage", .emptyLookupMessage(LookupKey(codes: 190...190, subcode: nil), at: at),
            "spec/Auth/it.md:3:5: warning: the message of 190 is empty; the source-language message is used"),
        Entry(
            "emptyLookupFallbackMessage", .emptyLookupFallbackMessage(lookup: "GraphAPIError", at: at),
            "spec/Auth/it.md:3:5: warning: the message of the fallback row of 'GraphAPIError' is empty; the source-language message is used"
        ),
        Entry(
            "lookupTranslationIncomplete",
            .lookupTranslationIncomplete("GraphAPIError", missing: ["190", "the fallback row"], at: at),
            "spec/Auth/it.md:3:5: warning: the lookup 'GraphAPIError' lacks 190, the fallback row; the source-language messages are used"
        ),
        Entry(
            "lookupFallbackNotInSource", .lookupFallbackNotInSource(lookup: "GraphAPIError", source: "en.md", at: at),
            "spec/Auth/it.md:3:5: error: the fallback row has no counterpart in the lookup 'GraphAPIError' of en.md"),
        Entry(
            "traitsForUndocumentedCode",
            .traitsForUndocumentedCode("ERR_Y", document: "en.md", suggestion: "ERR_X", at: at),
            "spec/Auth/it.md:3:5: error: traits are given for 'ERR_Y', which no table of en.md documents; did you mean 'ERR_X'?"
        ),
        Entry(
            "selfInclusion", .selfInclusion("signIn", at: at),
            "spec/Auth/it.md:3:5: warning: 'signIn' names itself in its inclusion paragraph"),
        Entry(
            "unknownIncludedMethod", .unknownIncludedMethod("signin", suggestion: "signIn", at: at),
            "spec/Auth/it.md:3:5: error: the inclusion paragraph names 'signin', which is not a documented method; did you mean 'signIn'?"
        ),
        Entry(
            "methodCasesOverLimit",
            .methodCasesOverLimit(
                "a(_:)", chain: ["b(_:)", "c(_:)", "d(_:)", nil], reached: 1999, limit: MethodCaseLimit(rows: 2000),
                work: false, at: at),
            "spec/Auth/it.md:3:5: error: the errors of 'a(_:)' include those of 1999 methods through 'b(_:)' → 'c(_:)' → 'd(_:)' → …; the methods' error types would have more than 20000 cases together, the most for a source of 2000 rows (8 cases per row, at least 20000); no code is generated: include fewer methods (a method's type lists every error it can return)"
        ),
        Entry(
            "codesNumberedInOrder", .codesNumberedInOrder(12, config: "error-tables.json", at: at),
            "spec/Auth/it.md:3:5: note: no code has a raw value in the docs or in error-tables.json, so the codes are numbered 1 to 12 in document order; a code added before others renumbers them, so give 'rawValue's where NSError codes must stay the same"
        ),
        Entry(
            "rawValueConflict",
            .rawValueConflict("ERR_X", configured: 17, documented: 18, config: "error-tables.json", at: at),
            "spec/Auth/it.md:3:5: error: error-tables.json gives 'ERR_X' the raw value 17, but the docs give 18; remove one of them [raw-value-conflict: ERR_X]"
        ),
        Entry(
            "noRawValue", .noRawValue("ERR_X", assigned: 19, config: "error-tables.json", at: at),
            "spec/Auth/it.md:3:5: warning: no raw value for 'ERR_X' in error-tables.json; it gets 19, which changes whenever codes without raw values are added before it [no-raw-value: ERR_X]"
        ),
        Entry(
            "noRawValueLeft", .noRawValueLeft("ERR_X", config: "error-tables.json", at: at),
            "spec/Auth/it.md:3:5: error: no raw value for 'ERR_X' in error-tables.json, and none is left to count up to: the raw values would pass 9223372036854775807; give 'ERR_X' a 'rawValue'"
        ),
        Entry(
            "duplicateRawValue", .duplicateRawValue("ERR_Y", rawValue: 17, owner: "ERR_X", at: at),
            "spec/Auth/it.md:3:5: error: 'ERR_Y' has the raw value 17, which 'ERR_X' already has [duplicate-raw-value: ERR_Y]"
        ),
        Entry(
            "caseNameCollision",
            .caseNameCollision(
                "ERR_X_2", other: "ERR_X", otherLine: 2, swiftName: "x", config: "error-tables.json", at: at),
            "spec/Auth/it.md:3:5: error: 'ERR_X' (line 2) and 'ERR_X_2' both become the Swift case 'x'; give one a 'swiftName' in error-tables.json [case-name-collision: ERR_X_2]"
        ),
        Entry(
            "caseNameMadeUnique",
            .caseNameMadeUnique(
                "1202", other: "1201", otherLine: 7, swiftName: "invalidToken", unique: "invalidToken1202",
                config: "error-tables.json", at: at),
            "spec/Auth/it.md:3:5: note: '1201' (line 7) and '1202' both read as the Swift case 'invalidToken'; '1202' becomes 'invalidToken1202' (to name it, add \"codes\": {\"1202\": {\"swiftName\": \"…\"}} to error-tables.json)"
        ),
        Entry(
            "tableAnnotatesCodes", .tableAnnotatesCodes(3, columns: ["What to do"], at: at),
            "spec/Auth/it.md:3:5: note: this table lists 3 codes already named in other tables, by number; its 'What to do' column joins those codes as a property, not as new codes"
        ),
        Entry(
            "undocumentedConfiguredCode", .undocumentedConfiguredCode("ERR_Z", document: "en.md", at: at),
            "spec/Auth/it.md:3:5: warning: the config gives facts for 'ERR_Z', which no table of en.md documents [undocumented-configured-code: ERR_Z]"
        ),
        Entry(
            "sourceCodeMisspelt",
            .sourceCodeMisspelt(
                "ERR_CONFLCT", intended: "ERR_CONFLICT", config: "error-tables.json", rawValue: 18, hasRawValue: true,
                at: at),
            "spec/Auth/it.md:3:5: warning: 'ERR_CONFLCT' matches no code of error-tables.json, but error-tables.json and the translations have 'ERR_CONFLICT'; did you mean 'ERR_CONFLICT'? As written, 'ERR_CONFLCT' gets raw value 18 and none of the facts of 'ERR_CONFLICT'"
        ),
        Entry(
            "configuredCodeInNoDocument",
            .configuredCodeInNoDocument("ERR_CONFLCT", document: "en.md", suggestion: "ERR_CONFLICT", at: at),
            "spec/Auth/it.md:3:5: error: the config gives facts for 'ERR_CONFLCT', which no document has, so they are not applied; did you mean 'ERR_CONFLICT' (en.md has it)? [configured-code-in-no-document: ERR_CONFLCT]"
        ),
        Entry(
            "unmatchedTranslatedTable", .unmatchedTranslatedTable(codes: ["ERR_A", "ERR_B"], source: "en.md", at: at),
            "spec/Auth/it.md:3:5: warning: this table cannot be matched to any table of en.md by its codes ('ERR_A', 'ERR_B'), so it is left out; remove it, or check that it translates a table of the source document"
        ),
        Entry(
            "codeNotInSourceTable",
            .codeNotInSourceTable("ERR_XX", source: "en.md", sourceLine: 7, suggestion: "ERR_X", at: at),
            "spec/Auth/it.md:3:5: warning: 'ERR_XX' is not in the matching table of en.md (line 7); a translation cannot add codes, so the row is left out; did you mean 'ERR_X'? [code-not-in-source-table: ERR_XX]"
        ),
        Entry(
            "translatedColumnsExtra",
            .translatedColumnsExtra(
                ["Note", ""], firstColumn: 3, source: "en.md", sourceLine: 7, sourceColumns: 2, at: at),
            "spec/Auth/it.md:3:5: warning: this table has column 3 ('Note'), column 4, which the table of en.md:7 lacks (it has 2 columns); the cells of those columns are ignored: add the column to en.md or remove it here"
        ),
        Entry(
            "translatedColumnsMissing",
            .translatedColumnsMissing(["Fix"], firstColumn: 3, source: "en.md", sourceLine: 7, at: at),
            "spec/Auth/it.md:3:5: warning: this table lacks column 3 ('Fix') of en.md:7; the source-language texts of that column are used: translate it here"
        ),
        Entry(
            "translationLacksCodes", .translationLacksCodes(["ERR_A"], source: "en.md", sourceLine: 7, at: at),
            "spec/Auth/it.md:3:5: warning: this table lacks 'ERR_A' of en.md:7; the source-language text is used"),
        Entry(
            "emptyTranslation", .emptyTranslation("the fallback row 'All others'", code: "All others", at: at),
            "spec/Auth/it.md:3:5: warning: the fallback row 'All others' is empty; the source-language text is used [empty-translation: All others]"
        ),
        Entry(
            "untranslated",
            .untranslated(
                "the description of 'ERR_X'", code: "ERR_X",
                sourceLocation: ErrorTablesCore.SourceLocation(path: "spec/Auth/en.md", line: 12, column: 3), at: at),
            "spec/Auth/it.md:3:5: warning: untranslated: the description of 'ERR_X' is the same as en.md:12 [untranslated: ERR_X]"
        ),
        Entry(
            "translationLacksFallback", .translationLacksFallback("All others", source: "en.md", sourceLine: 9, at: at),
            "spec/Auth/it.md:3:5: warning: this table lacks the fallback row 'All others' of en.md:9; the source-language text is used"
        ),
        Entry(
            "fallbackNotInSource", .fallbackNotInSource("Tutti gli altri", source: "en.md", sourceLine: 7, at: at),
            "spec/Auth/it.md:3:5: warning: the fallback row 'Tutti gli altri' has no counterpart in en.md:7, so it is left out"
        ),
        Entry(
            "untranslatedTable",
            .untranslatedTable(codes: ["ERR_A"], source: "en.md", sourceLine: 7, beforeThisTable: true, at: at),
            "spec/Auth/it.md:3:5: warning: no table translates en.md:7 ('ERR_A') before this table; the source-language texts are used"
        ),
        Entry(
            "translatedInclusionsDiffer",
            .translatedInclusionsDiffer(["signUp"], source: "en.md", method: "signIn", inclusions: [], at: at),
            "spec/Auth/it.md:3:5: warning: this paragraph names 'signUp' but en.md says 'signIn' also returns the errors of no other method"
        ),
        Entry(
            "methodHeadingRepeated",
            .methodHeadingRepeated("signIn", lines: [2, 40, 61], tableLines: [5, 44], at: at),
            "spec/Auth/it.md:3:5: note: method 'signIn' has headings at lines 2, 40, 61; they are read as one method, and its errors are the tables at lines 5, 44, merged; rename a heading if it is another method"
        ),
        Entry(
            "fieldTablesSkipped", .fieldTablesSkipped(lines: [12], at: at),
            "spec/Auth/it.md:3:5: note: not read as error tables: the table at line 12, which describes fields (an error response's 'Code', 'Message', …, or a key column headed 'Field', 'Tag', 'Property'); set 'columns' by header text to read one"
        ),
        Entry(
            "severalFamilies",
            .severalFamilies(
                ["'Opcodes' (line 5)", "'Webhook errors' (line 20)"], chosen: ["Webhook errors"], other: "Opcodes",
                headingNamesErrors: true, at: at),
            "spec/Auth/it.md:3:5: note: this page holds 2 families of codes whose numbers collide, under 'Opcodes' (line 5), 'Webhook errors' (line 20); only the tables under 'Webhook errors' are read (its heading names errors); to read another, set \"sections\": [\"Opcodes\"] in a domain's config"
        ),
        Entry(
            "unknownSection",
            .unknownSection(
                "Webhook codes", path: "spec/Auth/en.md", closest: ["'Webhook error codes' (line 9)"], at: at),
            "spec/Auth/it.md:3:5: warning: 'sections' names 'Webhook codes', but no heading or bold label of spec/Auth/en.md has this text; the closest over error tables: 'Webhook error codes' (line 9)"
        ),
        Entry(
            "unnamedKeyTablesSkipped", .unnamedKeyTablesSkipped(lines: [30], at: at),
            "spec/Auth/it.md:3:5: note: not read as error tables: the table at line 30, whose key column's header names no codes while other tables' headers do ('Code', 'Error', …); set 'columns' by header text to read one"
        ),
        Entry(
            "returnValueTablesSkipped", .returnValueTablesSkipped(lines: [12], at: at),
            "spec/Auth/it.md:3:5: note: not read as error tables: the table at line 12, under a heading that names a return value, a response or an example, whose key column's header does not name errors; set 'columns' by header text to read one"
        ),
        Entry(
            "parameterTablesSkipped", .parameterTablesSkipped(lines: [9, 18], at: at),
            "spec/Auth/it.md:3:5: note: not read as error tables: the tables at lines 9, 18, parameter tables (a column gives types, requiredness or defaults, and the key column does not name errors); set 'columns' by header text to read one"
        ),
        Entry(
            "headingsReadAsOperations",
            .headingsReadAsOperations(["'Create order' (line 3)", "'Cancel order' (line 28)"], at: at),
            "spec/Auth/it.md:3:5: note: read as operations, as their sections hold error tables under sub-headings such as 'Errors': 'Create order' (line 3), 'Cancel order' (line 28); write a heading as a code span to name the symbol, or put the table under no sub-heading for common errors"
        ),
        Entry(
            "methodWithoutTable", .methodWithoutTable("signOut", at: at),
            "spec/Auth/it.md:3:5: warning: method 'signOut' has no error table; it gets only common errors [method-without-table: signOut]"
        ),
        Entry(
            "duplicateCodeInList",
            .duplicateCodeInList("ERR_X", owner: "the domain's common errors", firstLine: 2, at: at),
            "spec/Auth/it.md:3:5: error: 'ERR_X' is listed twice for the domain's common errors with two raw values; the first row is at line 2 [duplicate-code-in-list: ERR_X]"
        ),
        Entry(
            "notATableCell", .notATableCell(at: at),
            "spec/Auth/it.md:3:5: error: no table cell starts here; only the cells the reader reports can be rewritten"),
        Entry(
            "tableCellEditedTwice", .tableCellEditedTwice(at: at),
            "spec/Auth/it.md:3:5: error: this cell is given two new texts; give each cell one"),
        Entry(
            "cellTextWithOuterWhitespace", .cellTextWithOuterWhitespace(at: at),
            "spec/Auth/it.md:3:5: error: the new text of this cell starts or ends with whitespace or a line break, which a table cell cannot keep (its text is trimmed when read); trim it"
        ),
        Entry(
            "cellTextWithNUL", .cellTextWithNUL(at: at),
            "spec/Auth/it.md:3:5: error: the new text of this cell holds a NUL character, which a document cannot keep; remove it"
        ),
        Entry(
            "htmlCellTextWithWhitespaceRun", .htmlCellTextWithWhitespaceRun(at: at),
            "spec/Auth/it.md:3:5: error: the new text of this HTML cell holds a tab, a carriage return, a form feed or consecutive spaces, which HTML shows as one space; use single spaces"
        ),
        Entry(
            "htmlCellTextWithC1Control", .htmlCellTextWithC1Control(at: at),
            "spec/Auth/it.md:3:5: error: the new text of this HTML cell holds a C1 control character (U+0080 to U+009F), which HTML cannot keep; remove it"
        ),
        Entry(
            "cellEditNotReadBack", .cellEditNotReadBack(at: at),
            "spec/Auth/it.md:3:5: error: rewriting this cell would not read back as its new text; nothing was written"),
    ]
}

extension DiagnosticCatalogTests {
    /// Without a raw value left, the misspelt code's message names no number at all.
    @Test func sourceCodeMisspeltWithoutRawValueNamesNoNumber() {
        let diagnostic = Diagnostic.sourceCodeMisspelt(
            "ERR_CONFLCT", intended: "ERR_CONFLICT", config: "error-tables.json", rawValue: 0, hasRawValue: false,
            at: Self.at)
        #expect(
            diagnostic.description
                == "spec/Auth/it.md:3:5: warning: 'ERR_CONFLCT' matches no code of error-tables.json, but error-tables.json and the translations have 'ERR_CONFLICT'; did you mean 'ERR_CONFLICT'? As written, 'ERR_CONFLCT' gets none of the facts of 'ERR_CONFLICT'"
        )
    }
}
