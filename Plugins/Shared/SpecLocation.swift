// Compiled into the three plugins: their `Shared` folders are symlinks to this folder, because a plugin target
// can depend on neither a library target nor another plugin. Which of the core's rules this file restates, and
// the tests that keep them in step: CoreRules.swift.

import Foundation

/// Where a target's spec domain is, and the files the generator reads and writes for it.
struct SpecLocation {
    /// The domain folder (the one holding the config).
    var folder: URL
    /// Every file the generator reads for the domain: the config, then each language's document.
    var inputs: [URL]
    /// The folders whose entries are the documents: the domain folder, or the folder a `documents` pattern's
    /// `{language}` component is matched in. A build command lists them as inputs too, so that adding or
    /// removing a language's document changes an input (a folder's modification time) and runs the generator.
    var documentFolders: [URL] = []
    /// The pointer file that named the domain folder, if one did.
    var pointer: URL?

    /// What a build command that generates the domain depends on: the inputs, the document folders and the
    /// pointer file.
    var buildInputs: [URL] { inputs + documentFolders + (pointer.map { [$0] } ?? []) }

    static let configName = "error-tables.json"
    static let pointerName = "error-tables-plugin.json"
    /// The folder inside a target that holds checked-in generated code (written by `generate-error-tables`).
    static let checkedInFolderName = "Generated"

    /// The generated Swift files, named after the domain folder.
    var swiftFileNames: [String] { Self.swiftFileNames(domain: folder.lastPathComponent) }

    /// The Swift files the generator writes for a domain folder named `domain`: the names of
    /// `CodeGenerator.fileNames(domain:languages:options:)` in ErrorTablesCore for Swift alone, which a test
    /// compares for awkward folder names.
    static func swiftFileNames(domain: String) -> [String] {
        let base = fileBase(domain)
        return ["\(base)ErrorCodes.swift", "\(base)MethodErrors.swift", "\(base)ErrorTexts.swift"]
    }

    /// The output format options every target is generated with, the same for both plugins so that checked-in
    /// code equals what the build plugin generates: Swift only (texts are embedded), no `.strings` catalogs.
    static let formatArguments = ["--no-strings"]

    /// The generator's arguments for one target.
    static func generateArguments(spec: String, output: String) -> [String] {
        ["generate", "--spec", spec, "--output", output] + formatArguments
    }

    /// `error-tables check`'s arguments comparing a target's checked-in folder (`generated`; `nil`: none, only the
    /// docs are checked) with what `generateArguments` writes.
    static func checkArguments(spec: String, generated: String?) -> [String] {
        ["check", "--spec", spec] + (generated.map { ["--generated", $0] + formatArguments } ?? [])
    }

    /// Whether a target's folder names a domain, by holding a config or a pointer file.
    static func isConfigured(_ targetDirectory: URL) -> Bool {
        [configName, pointerName].contains {
            FileManager.default.fileExists(atPath: targetDirectory.appending(path: $0).path(percentEncoded: false))
        }
    }

    /// The domain a target names: its own folder, or the folder its pointer file names, which must lie inside
    /// `package`. Every problem with a pointer is an error naming the pointer file (and the line and column).
    static func find(in targetDirectory: URL, package: URL) throws -> SpecLocation {
        let fileManager = FileManager.default
        let pointer = targetDirectory.appending(path: pointerName)
        let hasPointer = fileManager.fileExists(atPath: pointer.path(percentEncoded: false))
        let folder =
            hasPointer
            ? try pointedFolder(pointer: pointer, targetDirectory: targetDirectory, package: package)
            : targetDirectory
        let config = folder.appending(path: configName)
        guard fileManager.fileExists(atPath: config.path(percentEncoded: false)) else {
            throw PluginError(
                "no \(configName) in '\(folder.path(percentEncoded: false))'; put the spec domain in the "
                    + "target's folder or point \(pointerName) at it")
        }
        if let pattern = documentsPattern(config: config) {
            let found = documents(matching: pattern, in: folder)
            try checkInside(package: package, documents: found, config: config)
            return SpecLocation(
                folder: folder, inputs: [config] + found, documentFolders: documentFolders(of: pattern, in: folder),
                pointer: hasPointer ? pointer : nil)
        }
        let files = try fileManager.contentsOfDirectory(atPath: folder.path(percentEncoded: false)).sorted()
        let documents = files.filter { $0.hasSuffix(".md") }
        return SpecLocation(
            folder: folder, inputs: [config] + documents.map { folder.appending(path: $0) }, documentFolders: [folder],
            pointer: hasPointer ? pointer : nil)
    }

    /// The spec domain folder a pointer file names (relative to `targetDirectory`): an existing folder inside
    /// `package` holding a config. Every problem is an error naming the pointer file, at the `spec` value's line
    /// and column once it is read.
    static func pointedFolder(pointer: URL, targetDirectory: URL, package: URL) throws -> URL {
        let pointerPath = pointer.path(percentEncoded: false)
        guard let data = FileManager.default.contents(atPath: pointerPath) else {
            throw PluginError("\(pointerPath): error: cannot read the file")
        }
        let read: (value: String, line: Int, column: Int)
        do throws(PointerReader.Failure) {
            read = try PointerReader.spec(in: data, path: pointerPath)
        } catch {
            throw PluginError(error.description)
        }
        let (spec, line, column) = read
        func pointerError(_ message: String) -> PluginError {
            PluginError("\(pointerPath):\(line):\(column): error: \(message)")
        }
        guard !spec.isEmpty else { throw pointerError("\"spec\" is empty; give the spec domain's folder") }
        let folder = URL(filePath: spec, directoryHint: .isDirectory, relativeTo: targetDirectory).standardizedFileURL
        let root = package.standardizedFileURL.path(percentEncoded: false)
        let resolved = folder.path(percentEncoded: false)
        guard isInside(resolved, root: root) else {
            throw pointerError(
                "'\(spec)' leaves the package (it is '\(resolved)'); a plugin reads only files inside the "
                    + "package: point at a spec domain folder below '\(root)'")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw pointerError("'\(spec)' names no folder ('\(resolved)' does not exist)")
        }
        guard FileManager.default.fileExists(atPath: folder.appending(path: configName).path(percentEncoded: false))
        else {
            throw pointerError("'\(spec)' names no spec domain: '\(resolved)' has no \(configName)")
        }
        return folder
    }

    /// Whether `path` is `root` or lies below it, both read as folders (a missing final `/` added).
    static func isInside(_ path: String, root: String) -> Bool {
        (path.hasSuffix("/") ? path : path + "/").hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// That every document a `documents` pattern matched lies inside `package`: an error naming the config and
    /// the first one outside.
    static func checkInside(package: URL, documents: [URL], config: URL) throws {
        let root = package.standardizedFileURL.path(percentEncoded: false)
        for document in documents {
            let path = document.standardizedFileURL.path(percentEncoded: false)
            guard path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
                throw PluginError(
                    "\(config.path(percentEncoded: false)): error: 'documents' matches '\(path)', outside the "
                        + "package; a plugin reads only files inside the package")
            }
        }
    }

    /// The folder a `documents` pattern's `{language}` component is matched in, and each matching entry's
    /// folder on the way to a document (`docs/` and `docs/ko/` for `docs/{language}/errors.md`): adding or
    /// removing a document changes one of them.
    static func documentFolders(of pattern: String, in folder: URL) -> [URL] {
        let components = pattern.split(separator: "/").map(String.init)
        guard let index = components.firstIndex(where: { $0.contains("{language}") }) else { return [] }
        let parent = components[..<index].reduce(folder) { $0.appending(path: $1, directoryHint: .isDirectory) }
        let below = documents(matching: pattern, in: folder).compactMap { document -> URL? in
            let folder = document.deletingLastPathComponent()
            return folder.standardizedFileURL == parent.standardizedFileURL ? nil : folder
        }
        return [parent] + below
    }

    /// The config's `documents` pattern (`../../docs/{language}/errors.md`), if it has one. The generator
    /// reads the config strictly and reports its problems; here a config that does not parse has no pattern.
    static func documentsPattern(config: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: config.path(percentEncoded: false)),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let pattern = object["documents"] as? String, pattern.components(separatedBy: "{language}").count == 2
        else { return nil }
        return pattern
    }

    /// The files a `documents` pattern matches below a domain folder, sorted by language, the way the generator
    /// finds them: the component holding `{language}` is matched against its folder's entries.
    static func documents(matching pattern: String, in folder: URL) -> [URL] {
        let components = pattern.split(separator: "/").map(String.init)
        guard let index = components.firstIndex(where: { $0.contains("{language}") }) else { return [] }
        let parent = components[..<index].reduce(folder) { $0.appending(path: $1) }
        let parts = components[index].components(separatedBy: "{language}")
        let rest = components[(index + 1)...]
        let entries =
            (try? FileManager.default.contentsOfDirectory(atPath: parent.path(percentEncoded: false)))?.sorted() ?? []
        var result: [URL] = []
        for entry in entries where entry.hasPrefix(parts[0]) && entry.hasSuffix(parts[1]) {
            guard entry.count > parts[0].count + parts[1].count else { continue }
            let language = String(entry.dropFirst(parts[0].count).dropLast(parts[1].count))
            guard isLanguageTag(language) else { continue }
            let url = rest.reduce(parent.appending(path: entry)) { $0.appending(path: $1) }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path(percentEncoded: false), isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            result.append(url)
        }
        return result
    }

    /// A BCP-47 tag as the generator accepts one: 2–3 letters, then subtags of 2–8 letters or digits.
    static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count),
            first.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count)
                && part.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
                }
        }
    }

    /// The domain folder's name as a type-name base: invalid characters become `_`, the first letter is
    /// uppercased, a leading digit gets `_` in front.
    static func fileBase(_ name: String) -> String {
        var result = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
                    ? Character(scalar) : "_"
            })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.prefix(1).uppercased() + result.dropFirst()
    }
}
