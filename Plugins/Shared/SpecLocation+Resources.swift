// Compiled into both plugins through their `Shared` symlinks (see SpecLocation.swift).

import Foundation

extension SpecLocation {
    /// The `.strings` files the generator writes for a domain whose config says `"catalogs": "resources"`,
    /// `<language>.lproj/<Domain>Errors.strings` for each document's language; none for other domains.
    /// Declared as outputs of the build command, they become resources of the target (SwiftPM copies
    /// `.lproj` folders into the target's resource bundle), which the generated code reads through
    /// `Bundle.module`.
    var resourceFileNames: [String] {
        guard let config = inputs.first, Self.catalogsAreResources(config: config) else { return [] }
        let pattern = Self.documentsPattern(config: config)
        let base = Self.fileBase(folder.lastPathComponent)
        return inputs.dropFirst().compactMap { Self.language(of: $0, pattern: pattern) }
            .map { "\($0).lproj/\(base)Errors.strings" }
    }

    /// Whether the config says `"catalogs": "resources"`. The generator reads the config strictly and
    /// reports its problems; here a config that does not parse has embedded catalogs.
    static func catalogsAreResources(config: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: config.path(percentEncoded: false)),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return false }
        return object["catalogs"] as? String == "resources"
    }

    /// The language tag of a document: `pt-BR.md` beside the config, or the part of the path `{language}`
    /// stands for in a `documents` pattern; nil for a name that is no language tag (the generator skips it).
    static func language(of document: URL, pattern: String?) -> String? {
        guard let pattern else {
            let name = document.lastPathComponent
            guard name.hasSuffix(".md") else { return nil }
            let language = String(name.dropLast(3))
            return isLanguageTag(language) ? language : nil
        }
        let components = pattern.split(separator: "/").map(String.init)
        guard let index = components.firstIndex(where: { $0.contains("{language}") }) else { return nil }
        let parts = components[index].components(separatedBy: "{language}")
        let path = document.pathComponents
        let position = path.count - (components.count - index)
        guard parts.count == 2, position >= 0, position < path.count else { return nil }
        let entry = path[position]
        guard entry.hasPrefix(parts[0]), entry.hasSuffix(parts[1]), entry.count > parts[0].count + parts[1].count
        else { return nil }
        let language = String(entry.dropFirst(parts[0].count).dropLast(parts[1].count))
        return isLanguageTag(language) ? language : nil
    }
}
