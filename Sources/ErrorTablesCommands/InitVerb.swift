import ErrorTablesCore
import Foundation

/// `error-tables init`: starts a new domain folder that `lint` accepts and `generate` turns into code.
enum InitVerb {
    static let verb = Verb(
        name: "init",
        summary: "Create a new domain folder: a config, a source document and empty translations.",
        discussion: """
            Writes <dir>/<Domain>/error-tables.json (errorDomain <Domain>ErrorDomain, typeName <Domain>ErrorCode, \
            codePrefix <Domain>ErrorCode, two example codes with raw values and names) and one <language>.md per \
            language: the first language's document has a table of errors common to all methods and a group \
            (`<Domain>Client`) with one method (doSomething:completion:) and its table; the others have the \
            same structure with empty description cells for the translator (an empty cell falls back to the \
            source text, with a warning). Nothing is overwritten: when any of these files exists, nothing is \
            written and the exit status is 1.

            With --documents, init starts from documentation that already exists: it writes only \
            <dir>/<Domain>/error-tables.json with what differs from the defaults (the documents' path pattern, \
            relative to the config, the source language when it is not en, and the guesses that choose what \
            is read: "sections" when the page holds several families of codes, "columns" by header text when \
            every error table has one inferred layout that is not the default, "codePrefix" when every code starts \
            with one such as ERR_ or IbisErrorCode, and a "swiftName" under "codes" for each code whose derived \
            case name collided with another's and was made unique with its number), reads the documents as lint \
            does, and prints what it inferred (column roles, headings, numbering) and the lint findings. Check \
            the notes: where a guess is wrong, set the key they name ('columns', 'codePrefix', …).

            With --from-symbol-graph, init starts from a hand-written error enum, read from the symbol graph \
            that swift-symbolgraph-extract or 'swift package dump-symbol-graph' writes (--type names the enum; \
            it may be left out when the graph has one enum): it writes <dir>/<Domain>/error-tables.json \
            (errorDomain <Module>.<Type>, the domain Swift gives the enum's NSErrors; typeName and codePrefix \
            <Type>; each code's rawValue and swiftName, so the generated enum keeps the case names and raw \
            values) and <language>.md with one row per case in declaration order, code <Type><Case>, the case's \
            doc comment as the description. Raw values are read from the Swift source at the positions the \
            graph gives (graphs do not hold them); an enum without a raw type is numbered 0, 1, 2 … A case \
            without a doc comment gets a warning at its declaration and a placeholder description that lint \
            reports; a deprecated case is listed under 'Deprecated codes'. Then 'check --symbol-graph' keeps \
            the enum and the docs in sync.
            """,
        arguments: ArgumentSpec(
            options: [
                .init(
                    name: "--languages", valueName: "tags",
                    help: "Comma-separated BCP-47 tags, the source language first (default: en)."),
                .init(
                    name: "--documents", valueName: "path",
                    help: "Existing documents: a path with {language} where the language tag stands."),
                .init(
                    name: "--source-language", valueName: "tag",
                    help: "With --documents or --from-symbol-graph: the source document's language (default: en)."),
                .init(
                    name: "--from-symbol-graph", valueName: "file",
                    help: "A .symbols.json whose error enum the new domain documents, one row per case."),
                .init(
                    name: "--type", valueName: "name",
                    help: "With --from-symbol-graph: the enum (default: the graph's only enum)."),
            ],
            positionals: [
                .init(name: "dir/Domain", help: "The domain folder to create; its name is the domain's name.")
            ]),
        run: { arguments, console in run(arguments, console: &console) })

    static func run(_ arguments: ParsedArguments, console: inout Console) -> Int32 {
        guard let target = arguments.positionals.first else { return ExitStatus.usage }
        let folder = target.count > 1 && target.hasSuffix("/") ? String(target.dropLast()) : target
        let domain = folder.split(separator: "/").last.map(String.init) ?? folder
        if let graph = arguments.value("--from-symbol-graph") {
            return fromSymbolGraph(graph, folder: folder, domain: domain, arguments: arguments, console: &console)
        }
        if arguments.value("--type") != nil {
            console.usageError(verb: "init", .typeWithoutSymbolGraph)
            return ExitStatus.usage
        }
        if let documents = arguments.value("--documents") {
            return fromDocuments(documents, folder: folder, domain: domain, arguments: arguments, console: &console)
        }
        if arguments.value("--source-language") != nil {
            console.usageError(verb: "init", .sourceLanguageWithoutDocuments)
            return ExitStatus.usage
        }
        guard Identifier.isIdentifier(domain), domain.first?.isLetter == true else {
            console.usageError(verb: "init", .domainNameNotAnIdentifier(domain))
            return ExitStatus.usage
        }
        let languages = (arguments.value("--languages") ?? "en").split(separator: ",", omittingEmptySubsequences: false)
            .map { String($0.trimmingCharacters(in: .whitespaces)) }
        if let invalid = languages.first(where: { !LanguageTag.isValid($0) }) {
            console.usageError(verb: "init", .notALanguageTag(invalid, inList: true))
            return ExitStatus.usage
        }
        if let duplicate = languages.enumerated().first(where: { languages[..<$0.offset].contains($0.element) }) {
            console.usageError(verb: "init", .languageGivenTwice(duplicate.element))
            return ExitStatus.usage
        }
        let files = SpecTemplate(domain: domain, languages: languages).files
        if let failure = write(files, into: folder, console: &console) { return failure }
        console.print("init: wrote \(files.map(\.name).joined(separator: ", ")) in \(folder)")
        if let failure = startLock(folder: folder, console: &console) { return failure }
        if let failure = writeAPIBaseline(folder: folder, console: &console) { return failure }
        console.print(
            "next: edit \(languages[0]).md and \(DomainConfig.fileName), then run: error-tables lint --spec \(folder)"
        )
        return ExitStatus.success
    }

    /// Writes `files` into `folder` (created when missing), none when any of them exists, and removes those
    /// written when a later one fails; the exit status of a failure, `nil` on success.
    static func write(_ files: [(name: String, contents: String)], into folder: String, console: inout Console)
        -> Int32?
    {
        let fileManager = FileManager.default
        let existing = files.map { folder + "/" + $0.name }.filter { fileManager.fileExists(atPath: $0) }
        guard existing.isEmpty else {
            console.usageError(verb: "init", .filesExist(existing))
            return ExitStatus.findings
        }
        do {
            try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var written: [String] = []
            for file in files {
                let path = folder + "/" + file.name
                // `create` never writes over a file (or link) that appeared since the check.
                let created: Bool
                do {
                    created = try AtomicFileWrite.create(Data(file.contents.utf8), at: path)
                } catch {
                    for done in written { try? fileManager.removeItem(atPath: done) }
                    throw error
                }
                guard created else {
                    for done in written { try? fileManager.removeItem(atPath: done) }
                    console.usageError(verb: "init", .filesExist([path]))
                    return ExitStatus.findings
                }
                written.append(path)
            }
        } catch {
            console.usageError(verb: "init", .cannotWrite(into: folder, error))
            return ExitStatus.usage
        }
        return nil
    }

    /// Starts the domain's `translations.lock` (see `Pipeline.startTranslationLock(domain:)`), so that stale translations
    /// are detected from the start, and says what it holds in one line; the exit status of a failure, `nil` on
    /// success or when the domain has a lock already.
    static func startLock(folder: String, console: inout Console) -> Int32? {
        do throws(FatalDiagnostic) {
            if let start = try Pipeline.startTranslationLock(domain: .onDisk(folder, boundary: .anywhere)) {
                console.print("init: " + start.summary)
            }
            return nil
        } catch {
            console.report(error)
            return ExitStatus.findings
        }
    }

    /// Replaces the config `init` wrote a moment ago with `members`, through the one safe write (never through a
    /// link); the exit status of a failure, `nil` otherwise.
    static func rewriteConfig(
        _ members: [(String, JSONValue)], at configPath: String, folder: String, console: inout Console
    ) -> Int32? {
        do {
            try AtomicFileWrite.replace(Data(JSONValue.object(members).rendered().utf8), at: configPath)
        } catch {
            console.usageError(verb: "init", .cannotWrite(into: folder, error))
            return ExitStatus.usage
        }
        return nil
    }

    /// When every error table of the source was read with one inferred layout other than the default (code in
    /// column 1, description in column 2), writes it as `columns` by header text, and keeps it only when the
    /// domain then reads the same codes and raw values; the exit status of a failure, `nil` otherwise.
    static func writeInferredColumns(
        _ members: inout [(String, JSONValue)], configPath: String, folder: String, console: inout Console
    ) -> Int32? {
        var probe = Diagnostics()
        guard let before = Pipeline.loadSources(domain: .onDisk(folder, boundary: .anywhere), diagnostics: &probe),
            let columns = layoutByHeader(before.source.tables)
        else { return nil }
        func write(_ members: [(String, JSONValue)]) -> Int32? {
            rewriteConfig(members, at: configPath, folder: folder, console: &console)
        }
        let previous = members
        members.append(("columns", .object(columns.map { ($0.role, .string($0.header)) })))
        if let failure = write(members) { return failure }
        func codes(_ sources: DomainSources?) -> [String] {
            sources?.domain.codes.map { "\($0.id)=\($0.rawValue)" } ?? []
        }
        guard
            codes(Pipeline.loadSources(domain: .onDisk(folder, boundary: .anywhere), diagnostics: &probe))
                == codes(before)
        else {
            members = previous
            return write(members)
        }
        console.print(
            "init: wrote \"columns\": {" + columns.map { "\"\($0.role)\": \"\($0.header)\"" }.joined(separator: ", ")
                + "}, the column roles it inferred, by header text; edit them there if one is wrong")
        return nil
    }

    /// The roles of `tables` by header text, when all were inferred alike, each header is non-empty and names one
    /// column, and the layout is not the default one.
    static func layoutByHeader(_ tables: [ErrorTable]) -> [(role: String, header: String)]? {
        guard let first = tables.first, first.roles.inferred,
            first.roles != ColumnRoles(code: 0, rawValue: nil, description: 1, inferred: true)
        else { return nil }
        let roles = [
            ("code", first.roles.code), ("rawValue", first.roles.rawValue), ("description", first.roles.description),
        ]
        var result: [(role: String, header: String)] = []
        for (role, column) in roles {
            guard let column else { continue }
            guard column < first.headers.count else { return nil }
            result.append((role, first.headers[column]))
        }
        for table in tables {
            guard table.roles == first.roles else { return nil }
            let lowered = table.headers.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            for (role, header) in result {
                let wanted = header.trimmingCharacters(in: .whitespaces).lowercased()
                guard !wanted.isEmpty, lowered.filter({ $0 == wanted }).count == 1,
                    let column = roles.first(where: { $0.0 == role })?.1, column < lowered.count,
                    lowered[column] == wanted
                else { return nil }
            }
        }
        return result
    }

    /// `path` (relative to the working directory, or absolute) as seen from `folder`.
    static func relativePath(_ path: String, from folder: String) -> String {
        let base = FileManager.default.currentDirectoryPath
        func absolute(_ path: String) -> [Substring] {
            let full = path.hasPrefix("/") ? path : base + "/" + path
            var parts: [Substring] = []
            for part in full.split(separator: "/") where part != "." {
                if part == "..", !parts.isEmpty { parts.removeLast() } else if part != ".." { parts.append(part) }
            }
            return parts
        }
        let target = absolute(path)
        let from = absolute(folder)
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        return (up + target[common...].map(String.init)).joined(separator: "/")
    }
}

extension UsageError {
    /// `--source-language` without `--documents`.
    static let sourceLanguageWithoutDocuments = UsageError(
        message: "--source-language goes with --documents; give --languages instead")

    /// `--type` without `--from-symbol-graph`.
    static let typeWithoutSymbolGraph = UsageError(
        message: "--type names the enum --from-symbol-graph reads; give --from-symbol-graph <file.symbols.json>")

    /// `--from-symbol-graph` with `--documents` or `--languages`.
    static func symbolGraphWith(_ option: String) -> UsageError {
        UsageError(
            message: "--from-symbol-graph and \(option) exclude each other: the symbol graph gives the source "
                + "document; add translations after, as copies of it")
    }

    /// `--languages` with `--documents`.
    static let languagesWithDocuments = UsageError(
        message: "--languages and --documents exclude each other: the documents' languages are found")

    /// A `--documents` pattern without exactly one `{language}`.
    static let documentsPatternWithoutOneLanguage = UsageError(
        message: "--documents must hold '{language}' once, where the language tag stands, such as "
            + "'docs/{language}/errors.md'")

    /// A new domain's folder name that is not a Swift identifier starting with a letter.
    static func domainNameNotAnIdentifier(_ domain: String) -> UsageError {
        let stem = Identifier.isIdentifier(domain) ? domain : "<Domain>"
        return UsageError(
            message: "the domain name '\(domain)' must be a Swift identifier starting with a letter, such as "
                + "'Payments'; it becomes the type names \(stem)ErrorCode and \(stem)ErrorDomain")
    }

    /// A domain folder name that gives no type name for a config written from documents.
    static func domainNameGivesNoTypeName(_ domain: String) -> UsageError {
        UsageError(message: "the domain name '\(domain)' gives no Swift type name; use Latin letters")
    }

    /// A language that is not a BCP-47 tag, in `--languages` (a list) or `--source-language`.
    static func notALanguageTag(_ language: String, inList: Bool) -> UsageError {
        UsageError(
            message: inList
                ? "'\(language)' is not a BCP-47 language tag; give tags such as 'en', 'hi' or 'pt-BR', separated by "
                    + "commas"
                : "'\(language)' is not a BCP-47 language tag such as 'en' or 'pt-BR'")
    }

    /// A language listed twice in `--languages`.
    static func languageGivenTwice(_ language: String) -> UsageError {
        UsageError(message: "the language '\(language)' is given twice")
    }

    /// Files init would write already exist (exit status 1: nothing is written).
    static func filesExist(_ paths: [String]) -> UsageError {
        UsageError(
            message: "nothing was written, because " + paths.map { "'\($0)'" }.joined(separator: ", ")
                + (paths.count == 1 ? " already exists" : " already exist") + "; init never overwrites files")
    }

    /// Writing the new files failed.
    static func cannotWrite(into folder: String, _ error: any Error) -> UsageError {
        let reason = (error as? FatalDiagnostic)?.diagnostic.message ?? error.localizedDescription
        return UsageError(message: "cannot write into '\(folder)': \(reason)")
    }
}
