import Foundation

/// A translator's file as `import` reads it: an XLIFF 1.2 document (`XLIFFReader`) or a String Catalog
/// (`.xcstrings`), reduced to what import needs: the languages and, per unit id, the source text the
/// translator saw and the translated text, if any.
public struct TranslationFile: Sendable, Equatable {
    /// The formats `import` reads, told apart by the file's first non-blank character (`<` or `{`).
    public enum Format: String, Sendable, Equatable {
        /// XLIFF 1.2.
        case xliff
        /// A String Catalog.
        case xcstrings
    }

    /// One unit of the file.
    public struct Unit: Sendable, Equatable {
        /// The unit's id (the catalog key).
        public var id: String
        /// The source text the translator saw; `nil` when the file has none for the unit.
        public var source: String?
        /// The translation; `nil` when the unit is not translated in the file.
        public var target: String?

        /// Creates a unit.
        public init(id: String, source: String?, target: String?) {
            self.id = id
            self.source = source
            self.target = target
        }
    }

    /// The file's path, as given.
    public var path: String
    /// The format it was read as.
    public var format: Format
    /// The source language the file names (XLIFF `source-language`, a catalog's `sourceLanguage`), if any.
    public var sourceLanguage: String?
    /// The target language.
    public var language: String
    /// The domain the file says it is of (XLIFF `original`'s folder, `FirebaseAuth/en.md` → `FirebaseAuth`),
    /// if any.
    public var domainName: String?
    /// The units, in the file's order.
    public var units: [Unit]

    /// Creates a file's contents.
    public init(
        path: String, format: Format, sourceLanguage: String?, language: String, domainName: String?, units: [Unit]
    ) {
        self.path = path
        self.format = format
        self.sourceLanguage = sourceLanguage
        self.language = language
        self.domainName = domainName
        self.units = units
    }

    /// Reads the file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - language: The target language to read: required for a String Catalog with several languages
    ///     beside the source; for XLIFF it must be the file's `target-language` when given.
    /// - Throws: `FatalDiagnostic` when the file cannot be read, is neither well-formed XLIFF nor a String
    ///   Catalog, or names no single target language.
    public static func read(path: String, language: String? = nil) throws(FatalDiagnostic) -> TranslationFile {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw FatalDiagnostic(.cannotRead(path, reason: error.localizedDescription))
        }
        return try parse(data, path: path, language: language)
    }

    /// Reads a file's bytes (see `read(path:language:)`); `path` is where diagnostics point.
    public static func parse(_ data: Data, path: String, language: String? = nil) throws(FatalDiagnostic)
        -> TranslationFile
    {
        let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if first == UInt8(ascii: "{") { return try parseStringCatalog(data, path: path, language: language) }
        let file = try XLIFFReader.read(data, path: path)
        if let language, language != file.language {
            throw FatalDiagnostic(.importLanguageNotInFile(language, path: path, languages: [file.language]))
        }
        return file
    }
}
