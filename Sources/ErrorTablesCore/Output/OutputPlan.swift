import Foundation

/// What one `generate` run would change in an output folder, decided by the ownership rule before anything is
/// written: a file is the writer's to replace or remove only when the manifest of the domain being generated
/// lists it and it still holds the bytes recorded there. Every other existing file or folder at a generated path
/// is a refusal, and a run with any refusal changes nothing.
struct OutputPlan {
    /// A file to write: new bytes for `path`, whose current bytes hash to `oldHash` (`nil`: absent).
    struct Put {
        var path: String
        var data: Data
        var oldHash: String?
        var newHash: String
        var isManifest: Bool
    }

    /// A file to remove, with the bytes it must still hold.
    struct Removal {
        var path: String
        var hash: String
        var isManifest: Bool
    }

    var puts: [Put] = []
    var removals: [Removal] = []
    /// Generated files whose bytes are already right.
    var unchanged: [String] = []
    /// Existing files the writer does not own, or owns but that were edited: the reasons it refuses to run.
    var refusals: [Diagnostic] = []
    /// Files that generate owns (listed in a manifest of this spec's domains) but no longer produces, whether
    /// or not their bytes still match: what `check` reports as extra.
    var noLongerProduced: [String] = []
    /// Manifest content not acted on, and why: entries naming files their domain does not generate, and
    /// domains claiming a group that this run's manifests do not confirm (see `readManifests`, `removedDomains`).
    var warnings: [Diagnostic] = []

    /// Plans writing `domains` into the open `folder`, reading it only.
    init(folder: OutputFolder, domains: [OutputWriter.Domain]) throws(FatalDiagnostic) {
        let manifests = try Self.readManifests(in: folder, warnings: &warnings)
        let running = Set(domains.map(\.name))
        let produced = Set(domains.flatMap { $0.files.map(\.path) })
        var owners: [String: String] = [:]
        for manifest in manifests.values.sorted(by: { $0.domain < $1.domain }) {
            for path in manifest.files.keys where owners[path] == nil { owners[path] = manifest.domain }
        }
        let removed = Self.removedDomains(manifests, running: running, folder: folder, warnings: &warnings)
        let removedNames = Set(removed.map(\.domain))
        let group = running.sorted()

        for domain in domains {
            let manifest = manifests[domain.name]
            var recorded: [String: String] = [:]
            for file in domain.files.sorted(by: { $0.path < $1.path }) {
                let data = Data(file.contents.utf8)
                let newHash = SHA256.hex(data)
                recorded[file.path] = newHash
                planFile(
                    file, data: data, newHash: newHash, domain: domain.name, folder: folder, manifest: manifest,
                    owner: owners[file.path].flatMap { removedNames.contains($0) ? nil : $0 }, removedOwner: removed)
            }
            for (path, hash) in (manifest?.files ?? [:]).sorted(by: { $0.key < $1.key }) where !produced.contains(path)
            {
                planStale(path, hash: hash, domain: domain.name, folder: folder)
            }
            let text = OutputManifest(domain: domain.name, group: group, files: recorded).text
            planManifest(OutputManifest.path(domain: domain.name), text: text, folder: folder)
        }
        for manifest in removed {
            for (path, hash) in manifest.files.sorted(by: { $0.key < $1.key }) where !produced.contains(path) {
                planStale(path, hash: hash, domain: manifest.domain, folder: folder)
            }
            let path = OutputManifest.path(domain: manifest.domain)
            if let data = folder.contents(path) {
                removals.append(Removal(path: path, hash: SHA256.hex(data), isManifest: true))
            }
        }
    }

    // MARK: - The ownership rule

    /// Plans one generated file: a put where nothing is, nothing where its bytes are already right, a put
    /// over a file the ownership rule lets the writer replace, and a refusal for anything else.
    private mutating func planFile(
        _ file: GeneratedFile, data: Data, newHash: String, domain: String, folder: OutputFolder,
        manifest: OutputManifest?,
        owner: String?, removedOwner: [OutputManifest]
    ) {
        let full = folder.full(file.path)
        guard let kind = kindOfGeneratedPath(file.path, domain: domain, folder: folder) else { return }
        if let refusal = Self.refusal(kind, at: full, file: file.path, domain: domain) {
            refusals.append(refusal)
            return
        }
        guard kind == .file else {
            puts.append(Put(path: file.path, data: data, oldHash: nil, newHash: newHash, isManifest: false))
            return
        }
        guard let existing = folder.contents(file.path) else {
            refusals.append(.cannotReadExisting(full))
            return
        }
        if existing == data {
            unchanged.append(file.path)
            return
        }
        let oldHash = SHA256.hex(existing)
        let ownership = Ownership(domain: domain, manifest: manifest, owner: owner, removedOwner: removedOwner)
        if let refusal = ownership.refusalToReplace(
            file, existing: existing, oldHash: oldHash, full: full, folder: folder.path)
        {
            refusals.append(refusal)
        } else {
            puts.append(Put(path: file.path, data: data, oldHash: oldHash, newHash: newHash, isManifest: false))
        }
    }

    /// What is at a generated file's path; `nil`, with a refusal recorded, when a component on the way is a file
    /// or a link, or the path cannot be examined.
    private mutating func kindOfGeneratedPath(_ path: String, domain: String, folder: OutputFolder)
        -> OutputFolder.Kind?
    {
        do throws(FatalDiagnostic) {
            if let (prefix, blocking) = try folder.blockingComponent(of: path) {
                refusals.append(
                    blocking == .symbolicLink
                        ? .symbolicLinkInOutput(folder.full(prefix))
                        : .parentNotFolder(folder.full(prefix), file: folder.full(path), domain: domain))
                return nil
            }
            return try folder.kind(path)
        } catch {
            refusals.append(error.diagnostic)
            return nil
        }
    }

    /// The refusal for what is at a generated file's path (`full`) when it is neither absent nor a file: a
    /// folder, a link or something else; `nil` for an absent path or a file.
    static func refusal(_ kind: OutputFolder.Kind, at full: String, file: String, domain: String) -> Diagnostic? {
        switch kind {
        case .absent, .file: nil
        case .directory: .folderInPlaceOfFile(full, file: file, domain: domain)
        case .symbolicLink: .symbolicLinkInOutput(full)
        case .other: .notRegularFile(full, file: file, domain: domain)
        }
    }

    /// What the ownership rule knows about one generated file's path: the domain generating it, that domain's
    /// manifest, the domain whose manifest lists the path (if another), and the manifests of removed domains.
    struct Ownership {
        var domain: String
        var manifest: OutputManifest?
        var owner: String?
        var removedOwner: [OutputManifest]

        /// Why an existing file with other bytes (hashing to `oldHash`) must not be replaced; `nil` when the
        /// writer owns it: recorded unchanged in the domain's manifest or in a removed domain's, or written by a
        /// version of error-tables that kept no manifest.
        func refusalToReplace(
            _ file: GeneratedFile, existing: Data, oldHash: String, full: String, folder: String
        ) -> Diagnostic? {
            if let recorded = manifest?.files[file.path] {
                return recorded == oldHash ? nil : .editedGeneratedFile(full, domain: domain, stillGenerated: true)
            }
            if let owner, owner != domain {
                return .fileOfOtherDomain(full, owner: owner, domain: domain, folder: folder)
            }
            if removedOwner.contains(where: { $0.files[file.path] == oldHash }) {
                return nil  // written for a domain removed from the spec, unchanged since
            }
            if manifest == nil, OutputPlan.hasGeneratorHeader(existing, like: file.contents) {
                return nil  // written by a version of error-tables that kept no manifest
            }
            return .foreignFile(full, domain: domain)
        }
    }

    private mutating func planStale(_ path: String, hash: String, domain: String, folder: OutputFolder) {
        let full = folder.full(path)
        // A manifest naming a path through a link is refused: the writer never removes through one.
        do throws(FatalDiagnostic) {
            if let (prefix, kind) = try folder.blockingComponent(of: path), kind == .symbolicLink {
                refusals.append(.symbolicLinkInOutput(folder.full(prefix)))
                return
            }
            if try folder.kind(path) == .symbolicLink {
                refusals.append(.symbolicLinkInOutput(full))
                return
            }
        } catch {
            refusals.append(error.diagnostic)
            return
        }
        guard let existing = folder.contents(path) else {
            return  // gone, or replaced by something else: not the writer's any more
        }
        noLongerProduced.append(path)
        if SHA256.hex(existing) == hash {
            removals.append(Removal(path: path, hash: hash, isManifest: false))
        } else {
            refusals.append(.editedGeneratedFile(full, domain: domain, stillGenerated: false))
        }
    }

    private mutating func planManifest(_ path: String, text: String, folder: OutputFolder) {
        let data = Data(text.utf8)
        let full = folder.full(path)
        let kind: OutputFolder.Kind
        do throws(FatalDiagnostic) {
            kind = try folder.kind(path)
        } catch {
            refusals.append(error.diagnostic)
            return
        }
        switch kind {
        case .absent:
            puts.append(Put(path: path, data: data, oldHash: nil, newHash: SHA256.hex(data), isManifest: true))
        case .file:
            let existing = folder.contents(path) ?? Data()
            guard existing != data else { return }
            puts.append(
                Put(path: path, data: data, oldHash: SHA256.hex(existing), newHash: SHA256.hex(data), isManifest: true))
        case .symbolicLink: refusals.append(.symbolicLinkInOutput(full))
        case .directory, .other:
            refusals.append(.manifestNotRegularFile(full))
        }
    }

    // MARK: - Helpers

    /// The manifests of domains removed from the spec: not generated in this run, and generated together with
    /// one of its domains, as both manifests say (each lists the other in its `group`). A manifest that names
    /// one of this run's domains in its group without that domain's manifest naming it back was not written
    /// with it (planted, or left from another checkout): it is left alone, with a warning, so that it cannot
    /// choose files to remove.
    static func removedDomains(
        _ manifests: [String: OutputManifest], running: Set<String>, folder: OutputFolder,
        warnings: inout [Diagnostic]
    ) -> [OutputManifest] {
        var result: [OutputManifest] = []
        for manifest in manifests.values.sorted(by: { $0.domain < $1.domain }) where !running.contains(manifest.domain)
        {
            let claimed = manifest.group.filter(running.contains).sorted()
            guard let first = claimed.first else { continue }
            if claimed.contains(where: { manifests[$0]?.group.contains(manifest.domain) == true }) {
                result.append(manifest)
            } else {
                warnings.append(.unconfirmedGroup(manifest, claimed: first, folder: folder.path))
            }
        }
        return result
    }

    /// Every manifest in the folder's `.error-tables`, by domain, each keeping only the files its domain
    /// generates by name (`OutputNames.isFile(_:ofDomain:)`): any other entry is dropped with a warning, so a
    /// manifest can never make the writer replace or remove a file of another name.
    /// `.error-tables` must be a real folder: a link there is an error naming it.
    static func readManifests(
        in folder: OutputFolder, warnings: inout [Diagnostic]
    ) throws(FatalDiagnostic) -> [String: OutputManifest] {
        if try folder.kind(OutputManifest.folderName) == .symbolicLink {
            throw FatalDiagnostic(.symbolicLinkInOutput(folder.full(OutputManifest.folderName)))
        }
        var result: [String: OutputManifest] = [:]
        for name in try folder.names(in: OutputManifest.folderName) where name.hasSuffix(".manifest") {
            let relative = OutputManifest.folderName + "/" + name
            let path = folder.full(relative)
            switch try folder.kind(relative) {
            case .file: break
            case .symbolicLink: throw FatalDiagnostic(.symbolicLinkInOutput(path))
            case .absent, .directory, .other: continue
            }
            let text = String(decoding: try folder.read(relative), as: UTF8.self)
            let manifest = try OutputManifest.parse(text, location: path)
            guard name == manifest.domain + ".manifest" else {
                throw FatalDiagnostic(
                    .misnamedManifest(name, domain: manifest.domain, at: SourceLocation(path: path, line: 1, column: 1))
                )
            }
            result[manifest.domain] = manifest
            for file in manifest.files.keys.sorted() where !OutputNames.isFile(file, ofDomain: manifest.domain) {
                result[manifest.domain]?.files[file] = nil
                warnings.append(.notTheDomainsFile(folder.full(file), domain: manifest.domain, manifest: path))
            }
        }
        return result
    }

    /// Whether `existing` starts with the generator's header for the file `generated` is the new text of: its
    /// first line up to "documentation" (`// Generated by error-tables from the Demo documentation`, which names
    /// the domain, or the language for a `.strings` file), followed by the end of the line, a space or a period.
    static func hasGeneratorHeader(_ existing: Data, like generated: String) -> Bool {
        let newLine = generated.prefix { $0 != "\n" }
        guard newLine.contains(GeneratedFile.marker), let end = newLine.range(of: " documentation") else {
            return false
        }
        let header = String(newLine[..<end.upperBound])
        let firstLine = String(decoding: existing.prefix(4096).prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        guard firstLine.hasPrefix(header) else { return false }
        let rest = firstLine.dropFirst(header.count)
        return rest.isEmpty || rest.hasPrefix(" ") || rest.hasPrefix(".")
    }
}

/// The refusals of the ownership rule: each says that nothing was written and what to do.
extension Diagnostic {
    /// A path whose parent `blocked` is a file, not a folder.
    static func parentNotFolder(_ blocked: String, file: String, domain: String) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(blocked)' is not a folder, and generate needs one there for '\(file)' (domain \(domain)); nothing was "
                + "written: move that file away", at: nil)
    }

    /// A folder where a generated file goes (`file` relative to the output folder).
    static func folderInPlaceOfFile(_ path: String, file: String, domain: String) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(path)' is a folder, where generate writes the file '\(file)' of domain \(domain); nothing was written: "
                + "generate never replaces a folder, so move or rename it", at: nil)
    }

    /// A device, named pipe or socket where a generated file goes.
    static func notRegularFile(_ path: String, file: String, domain: String) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(path)' is not a regular file (a device, a named pipe or a socket), where generate writes '\(file)' of domain "
                + "\(domain); nothing was written: move it away", at: nil)
    }

    /// An existing file in the way that could not be read.
    static func cannotReadExisting(_ path: String) -> Diagnostic {
        Diagnostic(.error, "cannot read '\(path)'; nothing was written", at: nil)
    }

    /// A generated file edited since it was written, still generated or no longer.
    static func editedGeneratedFile(_ path: String, domain: String, stillGenerated: Bool) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(path)' was generated for domain \(domain) but has been edited since (it no longer matches "
                + "\(OutputManifest.path(domain: domain))); nothing was written: "
                + (stillGenerated ? "delete it to generate it again" : "the spec no longer generates it, so delete it")
                + ", or restore the generated version (e.g. with git checkout)", at: nil)
    }

    /// A file another domain's manifest lists.
    static func fileOfOtherDomain(_ path: String, owner: String, domain: String, folder: String) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(path)' belongs to domain \(owner) (listed in \(folder)/\(OutputManifest.path(domain: owner))), and "
                + "domain \(domain) generates the same file; nothing was written: generate the two domains into "
                + "different folders, or rename one", at: nil)
    }

    /// A file no manifest lists and without the generator's header.
    static func foreignFile(_ path: String, domain: String) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(path)' was not written by error-tables (no manifest lists it), and domain \(domain) generates a file "
                + "there; nothing was written: move or rename that file, or generate into another folder", at: nil)
    }

    /// Something other than a file where a manifest goes.
    static func manifestNotRegularFile(_ path: String) -> Diagnostic {
        Diagnostic(
            .error, "'\(path)' is not a regular file; error-tables keeps its manifest there: move it away", at: nil)
    }

    /// The first of `count` refusals, saying how many more there are.
    static func refusedWrites(first refusal: Diagnostic, count: Int) -> Diagnostic {
        let more = count - 1
        var result = refusal
        result.message += more > 0 ? " (and \(more) more refused file\(more == 1 ? "" : "s"))" : ""
        return result
    }

    /// A manifest entry naming a file its domain does not generate: left as it is.
    static func notTheDomainsFile(_ path: String, domain: String, manifest: String) -> Diagnostic {
        Diagnostic(
            .warning,
            "'\(manifest)' lists '\(path)', which domain \(domain) does not generate; that file was left as it is, "
                + "never replaced or removed: delete it yourself if it is an old generated file", at: nil)
    }

    /// A manifest claiming to have been generated together with `claimed`, whose manifest does not say so.
    static func unconfirmedGroup(_ manifest: OutputManifest, claimed: String, folder: String) -> Diagnostic {
        let path = folder + "/" + OutputManifest.path(domain: manifest.domain)
        return Diagnostic(
            .warning,
            "'\(path)' says domain \(manifest.domain) was generated together with \(claimed), but the manifest of "
                + "\(claimed) does not list \(manifest.domain); its files and manifest were left as they are: delete "
                + "them if \(manifest.domain) is no longer generated into this folder", at: nil)
    }

    /// A manifest whose file name is not its domain's.
    static func misnamedManifest(_ name: String, domain: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "the manifest of domain '\(domain)' is named '\(name)'; rename it to '\(domain).manifest'",
            at: location)
    }
}
