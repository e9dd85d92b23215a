import Foundation
import Testing

@testable import ErrorTablesCore

extension DiagnosticCatalogTests {
    /// The messages of naming generated code, checking it and writing it, and the summary line (Rendering/,
    /// Checking/, Output/, Diagnostics/).
    static let generatingEntries: [Entry] = [
        Entry(
            "noGeneratedFolder", .noGeneratedFolder("Sources/Auth/Generated"),
            "error-tables: error: the generated folder 'Sources/Auth/Generated' does not exist; create it with 'error-tables generate --output Sources/Auth/Generated'"
        ),
        Entry(
            "inferredFormats", .inferredFormats(folder: "Sources/Auth/Generated", strings: false, stringCatalog: true),
            "error-tables: note: 'Sources/Auth/Generated' holds no .strings catalog and a String Catalog by generate (its .error-tables manifests list them), so it is compared with what 'generate --xcstrings --no-strings' writes; --xcstrings or --no-strings say otherwise"
        ),
        Entry(
            "noFormatsToInfer", .noFormatsToInfer(folder: "Sources/Auth/Generated"),
            "error-tables: note: 'Sources/Auth/Generated' holds no manifest of generate (.error-tables/<Domain>.manifest), so nothing tells which formats it should hold: it is compared with what 'generate' writes by default (Swift and .strings); --xcstrings or --no-strings say otherwise"
        ),
        Entry(
            "cannotReadSymbolGraph", .cannotReadSymbolGraph("Auth.symbols.json"),
            "error-tables: error: cannot read the symbol graph 'Auth.symbols.json'"),
        Entry(
            "symbolGraphNotJSON",
            .symbolGraphNotJSON(
                "Auth.symbols.json", problem: "invalid JSON: expected ',' or '}', found 'x'", at: LineColumn(2, 7)),
            "Auth.symbols.json:2:7: error: the symbol graph is not valid JSON: expected ',' or '}', found 'x'"
        ),
        Entry(
            "notSymbolGraph", .notSymbolGraph("Auth.symbols.json"),
            "error-tables: error: 'Auth.symbols.json' is not a symbol graph: it has no \"symbols\" list (expected the .symbols.json that swift-symbolgraph-extract or 'swift package dump-symbol-graph' writes)"
        ),
        Entry(
            "missingCase",
            .missingCase(
                code: "ERROR_INVALID_EMAIL", caseName: "invalidEmail", typeName: "AuthErrorCode",
                suggestion: "invalidMail", at: at),
            "spec/Auth/it.md:3:5: error: 'ERROR_INVALID_EMAIL' is documented but AuthErrorCode has no case 'invalidEmail'; did you mean 'invalidMail'?"
        ),
        Entry(
            "undocumentedCase",
            .undocumentedCase(caseName: "legacy", typeName: "AuthErrorCode", document: "en.md", at: at),
            "spec/Auth/it.md:3:5: warning: AuthErrorCode.legacy is declared but not documented in en.md; add a table row for it or remove the case"
        ),
        Entry(
            "summary", .summary(of: .noRawValue, count: 8, subjects: ["A", "B", "C"], severity: .warning, at: at),
            "spec/Auth/it.md:3:5: warning: 8 codes have no raw value in error-tables.json ('A', 'B', 'C', …); each gets the next free one, which changes whenever codes without raw values are added before it; give each a 'rawValue' (the first 3 follow as notes; --verbose lists all)"
        ),
        Entry(
            "cannotReadOutput", .cannotReadOutput("out/A.swift", errno: EACCES),
            "error-tables: error: cannot read 'out/A.swift': Permission denied"),
        Entry(
            "cannotWrite", .cannotWrite("out/A.swift", errno: ENOSPC),
            "error-tables: error: cannot write 'out/A.swift': No space left on device"),
        Entry(
            "cannotReplace", .cannotReplace("out/A.swift", errno: EACCES),
            "error-tables: error: cannot replace 'out/A.swift': Permission denied"),
        Entry(
            "cannotRemove", .cannotRemove("out/A.swift", errno: EACCES),
            "error-tables: error: cannot remove 'out/A.swift': Permission denied"),
        Entry(
            "cannotCreateFolder", .cannotCreateFolder("out", reason: "Permission denied"),
            "error-tables: error: cannot create the folder 'out': Permission denied"),
        Entry(
            "cannotOpenFolder", .cannotOpenFolder("out", errno: ENOENT),
            "error-tables: error: cannot open the folder 'out': No such file or directory"),
        Entry(
            "cannotLockFolder", .cannotLockFolder("out", errno: EBADF),
            "error-tables: error: cannot lock the folder 'out': Bad file descriptor"),
        Entry(
            "folderLocked", .folderLocked("out", seconds: 120),
            "error-tables: error: another error-tables run has been writing into 'out' for over 120 s; nothing was changed: wait for it to finish, or stop it, and run again"
        ),
        Entry(
            "applyFailed",
            .applyFailed(
                .cannotWrite("out/A.swift", errno: ENOSPC), journal: "out/.error-tables/journal", folder: "out"),
            "error-tables: error: cannot write 'out/A.swift': No space left on device; this run stopped after its commit point, leaving 'out/.error-tables/journal': fix that, and the next generate on 'out' completes the run (or delete 'out/.error-tables/journal' and 'out/.error-tables/staging' to leave the files as they are)"
        ),
        Entry(
            "recoveryFailed",
            .recoveryFailed(
                .cannotWrite("out/A.swift", errno: ENOSPC), journal: "out/.error-tables/journal", folder: "out"),
            "error-tables: error: an interrupted error-tables run left 'out/.error-tables/journal', and completing it failed: cannot write 'out/A.swift': No space left on device; fix that and run again (or delete 'out/.error-tables/journal' and 'out/.error-tables/staging' to leave the files as they are)"
        ),
        Entry(
            "untrustedJournal", .untrustedJournal("'link/authorized_keys' is not a path generate writes", at: at),
            "spec/Auth/it.md:3:5: error: this journal was not written by error-tables ('link/authorized_keys' is not a path generate writes), so nothing was written or removed: delete it, and the staging folder beside it, and run again"
        ),
        Entry(
            "symbolicLinkInOutput", .symbolicLinkInOutput("out/link"),
            "error-tables: error: 'out/link' is a symbolic link inside the output folder; error-tables never writes or removes through one, so nothing was written: replace it with a real folder or file, or remove it"
        ),
        Entry(
            "blockedOutputPath", .blockedOutputPath("out/en.lproj", isLink: false),
            "error-tables: error: cannot create the folder 'out/en.lproj': Not a directory"),
        Entry(
            "unsafeOutputPath", .unsafeOutputPath("out/../x.swift"),
            "error-tables: error: 'out/../x.swift' is not a plain relative path inside the output folder; nothing was written"
        ),
        Entry(
            "refusedSymbolicLink", .refusedSymbolicLink("spec/Auth/de.md", target: "../shared/de.md"),
            "error-tables: error: 'spec/Auth/de.md' is a symbolic link to '../shared/de.md'; error-tables does not write through or replace a link, so nothing was written: name the file it points to instead, or replace the link with a copy"
        ),
        Entry(
            "refusedSpecialFile", .refusedSpecialFile("/dev/null", what: "a device"),
            "error-tables: error: '/dev/null' is a device, not a regular file; error-tables replaces only regular files, so nothing was written: choose another path"
        ),
        Entry(
            "unfinishedGenerate",
            .unfinishedGenerate(
                journal: "out/.error-tables/journal", command: "error-tables generate --spec spec --output out"),
            "error-tables: error: an interrupted generate left 'out/.error-tables/journal', so the folder may hold part of its files; check compared the files as they are and changed nothing: run 'error-tables generate --spec spec --output out' to complete it"
        ),
        Entry(
            "malformedManifestLine", .malformedManifestLine("a line without a value", at: at),
            "spec/Auth/it.md:3:5: error: malformed manifest (a line without a value); error-tables writes this file: restore it from version control, or delete it and generate again (files it listed are then adopted only when their first line is the generator's header)"
        ),
        Entry(
            "manifestWithoutHeader", .manifestWithoutHeader(at: at),
            "spec/Auth/it.md:3:5: error: malformed manifest (no version or domain line); restore it or delete it"),
        Entry(
            "parentNotFolder", .parentNotFolder("out/Auth", file: "out/Auth/A.swift", domain: "Auth"),
            "error-tables: error: 'out/Auth' is not a folder, and generate needs one there for 'out/Auth/A.swift' (domain Auth); nothing was written: move that file away"
        ),
        Entry(
            "folderInPlaceOfFile", .folderInPlaceOfFile("out/A.swift", file: "A.swift", domain: "Auth"),
            "error-tables: error: 'out/A.swift' is a folder, where generate writes the file 'A.swift' of domain Auth; nothing was written: generate never replaces a folder, so move or rename it"
        ),
        Entry(
            "notRegularFile", .notRegularFile("out/A.swift", file: "A.swift", domain: "Auth"),
            "error-tables: error: 'out/A.swift' is not a regular file (a device, a named pipe or a socket), where generate writes 'A.swift' of domain Auth; nothing was written: move it away"
        ),
        Entry(
            "cannotReadExisting", .cannotReadExisting("out/A.swift"),
            "error-tables: error: cannot read 'out/A.swift'; nothing was written"),
        Entry(
            "editedGeneratedFile", .editedGeneratedFile("out/A.swift", domain: "Auth", stillGenerated: true),
            "error-tables: error: 'out/A.swift' was generated for domain Auth but has been edited since (it no longer matches .error-tables/Auth.manifest); nothing was written: delete it to generate it again, or restore the generated version (e.g. with git checkout)"
        ),
        Entry(
            "fileOfOtherDomain", .fileOfOtherDomain("out/A.swift", owner: "Other", domain: "Auth", folder: "out"),
            "error-tables: error: 'out/A.swift' belongs to domain Other (listed in out/.error-tables/Other.manifest), and domain Auth generates the same file; nothing was written: generate the two domains into different folders, or rename one"
        ),
        Entry(
            "foreignFile", .foreignFile("out/A.swift", domain: "Auth"),
            "error-tables: error: 'out/A.swift' was not written by error-tables (no manifest lists it), and domain Auth generates a file there; nothing was written: move or rename that file, or generate into another folder"
        ),
        Entry(
            "manifestNotRegularFile", .manifestNotRegularFile("out/.error-tables/Auth.manifest"),
            "error-tables: error: 'out/.error-tables/Auth.manifest' is not a regular file; error-tables keeps its manifest there: move it away"
        ),
        Entry(
            "refusedWrites", .refusedWrites(first: .foreignFile("out/A.swift", domain: "Auth"), count: 3),
            "error-tables: error: 'out/A.swift' was not written by error-tables (no manifest lists it), and domain Auth generates a file there; nothing was written: move or rename that file, or generate into another folder (and 2 more refused files)"
        ),
        Entry(
            "misnamedManifest", .misnamedManifest("Other.manifest", domain: "Auth", at: at),
            "spec/Auth/it.md:3:5: error: the manifest of domain 'Auth' is named 'Other.manifest'; rename it to 'Auth.manifest'"
        ),
        Entry(
            "methodTypesDifferInCase",
            .methodTypesDifferInCase(
                "signin()", typeName: "SigninError", other: "signIn()", otherLine: 2, otherTypeName: "SignInError",
                at: at),
            "spec/Auth/it.md:3:5: warning: 'signin()' and 'signIn()' (line 2) become the Swift types 'SigninError' and 'SignInError', which differ only in case; if they are one method, correct the heading's spelling, else name one in 'methodTypeNames' of error-tables.json"
        ),
        Entry(
            "methodTypeCollision",
            .methodTypeCollision("signIn(with:)", other: "signIn()", otherLine: 2, typeName: "SignInError", at: at),
            "spec/Auth/it.md:3:5: error: 'signIn(with:)' and 'signIn()' (line 2) both become the Swift type 'SignInError'; name one in 'methodTypeNames' of error-tables.json"
        ),
        Entry(
            "methodTypeNameGenerated", .methodTypeNameGenerated("auth", typeName: "AuthErrorCode", at: at),
            "spec/Auth/it.md:3:5: error: 'auth' becomes the Swift type 'AuthErrorCode', which the generated code already uses; name it in 'methodTypeNames' of error-tables.json"
        ),
        Entry(
            "methodTypesKeepLabels",
            .methodTypesKeepLabels(
                [
                    ("signIn:", 2, "SignInError", true),
                    ("signIn(withEmail:password:)", 5, "SignInWithEmailPasswordError", false),
                    ("signIn(withCustomToken:)", 9, "SignInWithCustomTokenError", false),
                ], reported: "signIn(withCustomToken:)", typeName: "FIRAuth.SignInError", at: at),
            "spec/Auth/it.md:3:5: note: 'signIn(withCustomToken:)' and 'signIn:' (line 2, named so in 'methodTypeNames') and 'signIn(withEmail:password:)' (line 5) would all become the Swift type 'FIRAuth.SignInError'; generating 'SignInWithEmailPasswordError' for 'signIn(withEmail:password:)' and 'SignInWithCustomTokenError' for 'signIn(withCustomToken:)' instead, with argument labels; name them in 'methodTypeNames' of error-tables.json to choose other names"
        ),
        Entry(
            "groupNamedLikeGeneratedType", .groupNamedLikeGeneratedType("AuthErrorCode", namespace: nil, at: at),
            "spec/Auth/it.md:3:5: error: the group 'AuthErrorCode' has the same name as a generated type; rename 'typeName' in error-tables.json, or give the group another 'name' in 'groups'"
        ),
        Entry(
            "groupNamespaceCollision", .groupNamespaceCollision("FIRUser", other: "FIRAuth", typeName: "Auth", at: at),
            "spec/Auth/it.md:3:5: error: the groups 'FIRUser' and 'FIRAuth' would both use the Swift type 'Auth', and at least one declares it; give one another 'name' in 'groups' of error-tables.json"
        ),
        Entry(
            "undocumentedGroup", .undocumentedGroup("FIRAuht", document: "en.md", suggestion: "FIRAuth", at: at),
            "spec/Auth/it.md:3:5: error: 'groups' names the group 'FIRAuht', but en.md has no group heading of that name; did you mean 'FIRAuth'?"
        ),
        Entry(
            "unusableTypeName", .unusableTypeName("String", at: at),
            "spec/Auth/it.md:3:5: error: 'typeName' 'String' cannot name the generated code enum: it must be a plain Swift identifier that is not a keyword or a name the generated code uses ('String', 'Code', 'UndocumentedError', …)"
        ),
        Entry(
            "groupNamedLikeReferencedType", .groupNamedLikeReferencedType("self", namespace: nil, at: at),
            "spec/Auth/it.md:3:5: error: the group 'self' would become a Swift type named like one the generated code uses; give it another 'name' in 'groups' of error-tables.json"
        ),
        Entry(
            "methodTypeNameReferenced", .methodTypeNameReferenced("error", typeName: "Error", at: at),
            "spec/Auth/it.md:3:5: error: 'error' becomes the Swift type 'Error', which the generated code uses from ErrorTablesRuntime or the standard library; name it in 'methodTypeNames' of error-tables.json"
        ),
        Entry(
            "lookupNamedLikeGeneratedType", .lookupNamedLikeGeneratedType("AuthErrorCode", at: at),
            "spec/Auth/it.md:3:5: error: the lookup 'AuthErrorCode' would become a Swift type named like one the generated code declares or uses; rename it in 'lookups' of error-tables.json"
        ),
        Entry(
            "reservedCaseName", .reservedCaseName("ERR_CODE", swiftName: "code", at: at),
            "spec/Auth/it.md:3:5: error: 'ERR_CODE' becomes the Swift case 'code', which the generated error types already use as a member name; give it a 'swiftName' in error-tables.json"
        ),
        Entry(
            "unwritableDomainName",
            .unwritableDomainName(
                folder: "spec/.Auth", why: "a name starting with '.' would make its manifest a hidden file",
                config: "spec/.Auth/error-tables.json"),
            "spec/.Auth/error-tables.json:1:1: error: the domain folder 'spec/.Auth' cannot be generated: a name starting with '.' would make its manifest a hidden file; nothing was written: rename the folder"
        ),
        Entry(
            "overlongOutputPath",
            .overlongOutputPath("/deep/AuthErrorCodes.swift", length: 4100, domain: "Auth", config: nil),
            "error-tables: error: the path of '/deep/AuthErrorCodes.swift' (domain Auth) would be 4100 bytes long, over the \(OutputNames.pathLimit) the system takes; nothing was written: generate into a folder with a shorter path, or rename the domain folder"
        ),
        Entry(
            "unreadableNewJournal", .unreadableNewJournal("out/.error-tables/journal", steps: 100_001),
            "error-tables: error: error-tables would commit a journal of 100001 steps at 'out/.error-tables/journal' that it could not read back (over 100000 files, or a path it does not write), so nothing was written"
        ),
        Entry(
            "notTheDomainsFile",
            .notTheDomainsFile("out/Notes.swift", domain: "Auth", manifest: "out/.error-tables/Auth.manifest"),
            "error-tables: warning: 'out/.error-tables/Auth.manifest' lists 'out/Notes.swift', which domain Auth does not generate; that file was left as it is, never replaced or removed: delete it yourself if it is an old generated file"
        ),
        Entry(
            "unconfirmedGroup",
            .unconfirmedGroup(
                OutputManifest(domain: "Old", group: ["Auth", "Old"], files: [:]), claimed: "Auth", folder: "out"),
            "error-tables: warning: 'out/.error-tables/Old.manifest' says domain Old was generated together with Auth, but the manifest of Auth does not list Old; its files and manifest were left as they are: delete them if Old is no longer generated into this folder"
        ),
        Entry(
            "caseNameRenamedFromMember",
            .caseNameRenamedFromMember(
                "Code", swiftName: "code", renamed: "codeError", config: "error-tables.json", at: at),
            "spec/Auth/it.md:3:5: note: 'Code' would become the Swift case 'code', which the generated error types already have as a member; its case is 'codeError' (to name it, add \"codes\": {\"Code\": {\"swiftName\": \"…\"}} to error-tables.json)"
        ),
    ]
}
