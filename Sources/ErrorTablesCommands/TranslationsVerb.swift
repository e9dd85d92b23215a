import ErrorTablesCore

/// `error-tables translations`: manages a domain's translated documents. One action per run: `--new <tag>`
/// writes a new language's skeleton, `--confirm <tag>` records in `translations.lock` the source texts the
/// language's translations are made against; the actions are options so that more can join (each a
/// `TranslationsVerb.Action`).
enum TranslationsVerb {
    /// What one run does.
    enum Action: Equatable {
        /// Write the skeleton of a new language.
        case new(String)
        /// Record the current source text of every unit the language translates.
        case confirm(String)
    }

    static let newOption = ArgumentSpec.Option(
        name: "--new", valueName: "tag",
        help: "Write <tag>.md (where the domain's documents are) from the source document, every text cell empty.")

    static let confirmOption = ArgumentSpec.Option(
        name: "--confirm", valueName: "tag",
        help: "Record in translations.lock that <tag>'s translations match the current source texts.")

    static let domainOption = ArgumentSpec.Option(
        name: "--domain", valueName: "name", help: "The domain, when --spec holds several domain folders.")

    /// The action options, in the order usage errors list them, each with the action its value asks for (a
    /// language tag, checked as `init` checks its tags).
    static let actions: [(option: ArgumentSpec.Option, action: @Sendable (String) -> Action)] = [
        (newOption, { .new($0) }),
        (confirmOption, { .confirm($0) }),
    ]

    /// The action options.
    static var actionOptions: [ArgumentSpec.Option] { actions.map(\.option) }

    static let verb = Verb(
        name: "translations",
        summary: "Start a new language's document, or confirm that a language's translations are up to date.",
        discussion: """
            --new <tag> writes the new language's document where lint will find it (<tag>.md beside the config, \
            or the config's 'documents' pattern; the config needs no change): the source document byte for byte \
            (headings, prose, code, front matter, line endings, HTML tables as HTML) with every text cell of the \
            error and lookup tables emptied (descriptions, extra columns, fallback rows, lookup messages) and the \
            codes, numbers, header and alignment rows kept. lint then warns once per empty cell and reports 0% \
            coverage until the cells are translated. It refuses, writing nothing, a tag that is not BCP-47, the \
            source language, a language that already has a document and a source document with errors.

            --confirm <tag> writes translations.lock beside the config (after a translator updated <tag>.md by \
            hand): for every text <tag> translates, the source text it now translates, so that lint, check and \
            export report the translation as stale once that source text changes. Other languages' lines stay; \
            lines of texts <tag> no longer translates are removed. It refuses the source language, a language \
            without a document and a spec with errors.

            Exit status: 0 when written, 1 when refused, 2 for usage errors.
            """,
        arguments: ArgumentSpec(
            options: [LintVerb.specOption] + actionOptions + [
                domainOption, Verb.verboseOption, Verb.allowOutsideRepositoryOption,
            ]),
        run: { arguments, console in
            let action: Action
            do throws(UsageError) {
                action = try parseAction(arguments)
            } catch {
                console.usageError(verb: "translations", error)
                return ExitStatus.usage
            }
            guard let spec = arguments.value("--spec") else { return ExitStatus.usage }
            guard
                let folder = DomainChoice.folder(
                    spec: spec, domain: arguments.value("--domain"), verb: "translations", console: &console)
            else { return ExitStatus.usage }
            let files = DomainFiles.onDisk(folder, boundary: Verb.boundary(arguments, spec: spec))
            switch action {
            case .new(let language): return writeSkeleton(language, files: files, console: &console)
            case .confirm(let language): return confirm(language, files: files, console: &console)
            }
        })

    /// The one action the arguments ask for.
    static func parseAction(_ arguments: ParsedArguments) throws(UsageError) -> Action {
        let given = actions.filter { arguments.value($0.option.name) != nil }
        guard given.count == 1, let (option, action) = given.first else {
            throw given.isEmpty ? .noTranslationsAction : .severalTranslationsActions(given.map(\.option.name))
        }
        let language = arguments.value(option.name) ?? ""
        guard LanguageTag.isValid(language) else { throw .notALanguageTag(language, inList: false) }
        return action(language)
    }

    /// Makes and writes a skeleton; prints what it did, or why not.
    static func writeSkeleton(_ language: String, files: DomainFiles, console: inout Console) -> Int32 {
        let folder = files.folder
        var diagnostics = Diagnostics()
        do throws(FatalDiagnostic) {
            let skeleton = try TranslationSkeleton.make(
                language: language, domainFolder: folder, boundary: files.boundary, diagnostics: &diagnostics)
            try skeleton.write()
            console.report(diagnostics)
            console.print(
                "translations: wrote \(skeleton.path) (\(skeleton.emptiedCells) empty text cells to translate)")
            // Stale detection from the first translation on: a domain without a lock gets one.
            if let start = try Pipeline.startTranslationLock(domain: files) {
                console.print("translations: " + start.summary)
            }
            console.print("next: translate it, then run: error-tables lint --spec \(folder)")
            return ExitStatus.success
        } catch {
            diagnostics.report(error.diagnostic)
            console.report(diagnostics)
            return ExitStatus.findings
        }
    }

    /// Confirms `language`'s translations in the domain's lock; prints what changed, or why nothing was written.
    static func confirm(_ language: String, files: DomainFiles, console: inout Console) -> Int32 {
        let folder = files.folder
        var diagnostics = Diagnostics()
        let lockPath = TranslationLock.path(folder: folder)
        do throws(FatalDiagnostic) {
            let confirmation = try Pipeline.confirmTranslations(
                language: language, domain: files, diagnostics: &diagnostics)
            try confirmation.lock.write(folder: folder)
            // What loading reported about the lock itself (lines it skipped); the stale warnings are what this
            // run resolves.
            console.report(diagnostics.filtered { $0.location?.path == lockPath || $0.location == nil })
            let (recorded, updated, removed) = confirmation.changes
            console.print(
                "translations: confirmed \(recorded) \(confirmation.language) translation\(recorded == 1 ? "" : "s") in \(lockPath) "
                    + "(\(updated) new or changed, \(removed) removed)")
            return ExitStatus.success
        } catch {
            diagnostics.report(error.diagnostic)
            console.report(diagnostics.filtered { $0.severity == .error || $0.location?.path == lockPath })
            return ExitStatus.findings
        }
    }
}

extension UsageError {
    /// `translations` without an action.
    static let noTranslationsAction = UsageError(
        message: "give what to do: "
            + TranslationsVerb.actionOptions.map { "\($0.name) <\($0.valueName ?? "value")>" }.joined(separator: " or ")
    )

    /// `translations` with several actions.
    static func severalTranslationsActions(_ names: [String]) -> UsageError {
        UsageError(message: names.joined(separator: " and ") + " exclude each other: give one")
    }
}

extension Diagnostics {
    /// The diagnostics that satisfy `isIncluded`, in order.
    fileprivate func filtered(_ isIncluded: (Diagnostic) -> Bool) -> Diagnostics {
        var result = Diagnostics()
        for diagnostic in all where isIncluded(diagnostic) { result.report(diagnostic) }
        return result
    }
}
