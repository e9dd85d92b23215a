import Foundation

extension ErrorTextCatalog {
    /// Returns the bundle's table for a language, reading and parsing it on first use.
    func loadedTable(forLanguage language: String) -> [String: String] {
        guard bundle != nil else { return [:] }
        let key = LocaleResolution.matchingKey(language)
        return cache.withLock { cache in
            if let table = cache.tables[key] {
                return table
            }
            let table =
                stringsFileURL(forLanguage: language, cache: &cache)
                .flatMap { Self.readTable(at: $0) } ?? [:]
            cache.tables[key] = table
            cache.loadCount += 1
            return table
        }
    }

    /// Finds `<language>.lproj/<table>.strings` in the bundle, matching the folder name loosely.
    ///
    /// Asks the bundle first (Apple bundles), then looks in the resource and bundle folders
    /// directly (SwiftPM resource bundles on Linux), where `pt-BR`, `pt_BR` and `pt-br` all match.
    private func stringsFileURL(forLanguage language: String, cache: inout CatalogCache) -> URL? {
        guard let bundle else { return nil }
        let key = LocaleResolution.matchingKey(language)
        for spelling in Self.spellings(of: language) {
            let url = bundle.url(
                forResource: table, withExtension: "strings", subdirectory: nil, localization: spelling)
            if let url, Self.lprojKey(of: url.deletingLastPathComponent()) == key {
                return url
            }
        }
        if cache.lprojFolders == nil {
            cache.lprojFolders = Self.lprojFolders(in: [bundle.resourceURL, bundle.bundleURL])
        }
        for folder in cache.lprojFolders?[key] ?? [] {
            let url = folder.appendingPathComponent("\(table).strings")
            if FileManager.default.isReadableFile(atPath: url.path) {
                return url
            }
        }
        return nil
    }

    /// Lists the `.lproj` folders directly inside the given folders, by language matching key.
    private static func lprojFolders(in roots: [URL?]) -> [String: [URL]] {
        var result: [String: [URL]] = [:]
        var seenRoots: Set<String> = []
        for root in roots.compactMap({ $0?.standardizedFileURL })
        where seenRoots.insert(root.path).inserted {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
            for name in names.sorted() {
                let folder = root.appendingPathComponent(name, isDirectory: true)
                if let key = lprojKey(of: folder) {
                    result[key, default: []].append(folder)
                }
            }
        }
        return result
    }

    /// The language matching key of a folder named `<language>.lproj`, or nil for other folders.
    private static func lprojKey(of folder: URL) -> String? {
        let name = folder.lastPathComponent
        guard name.lowercased().hasSuffix(".lproj") else { return nil }
        return LocaleResolution.matchingKey(String(name.dropLast(".lproj".count)))
    }

    /// The spellings of a language tag that `.lproj` folders commonly use.
    private static func spellings(of language: String) -> [String] {
        let dashed = language.replacingOccurrences(of: "_", with: "-")
        let underscored = language.replacingOccurrences(of: "-", with: "_")
        var seen: Set<String> = []
        return [language, dashed, underscored, dashed.lowercased(), underscored.lowercased()]
            .filter { seen.insert($0).inserted }
    }

    /// Reads and parses a `.strings` file; nil when it cannot be read or is malformed.
    private static func readTable(at url: URL) -> [String: String]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return StringsFileParser.parse(data: data)
    }
}
