import Foundation

/// A translator's file as `import` reads it: an XLIFF 1.2 document (`XLIFFReader`) or a String Catalog
/// (`.xcstrings`), reduced to what import needs: the languages and, per unit id, the source text the
/// translator saw and the translated text, if any.
public struct TranslationFile: Sendable, Equatable {
    /// The formats `import` reads, told apart by the file's first non-blank character (`{` or `[`: JSON, so a
    /// String Catalog; anything else: XLIFF).
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
        /// Where the unit is in the file (XLIFF: its `<trans-unit` tag; a String Catalog: its key), for
        /// diagnostics about it; `nil` when not known.
        public var location: SourceLocation?

        /// Creates a unit.
        public init(id: String, source: String?, target: String?, location: SourceLocation? = nil) {
            self.id = id
            self.source = source
            self.target = target
            self.location = location
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
    /// The units, in the file's order (a String Catalog's sorted by id).
    public var units: [Unit]
    /// The warnings reading the file gave (XLIFF entities that were not expanded), for `import` to report.
    public var diagnostics: Diagnostics

    /// Creates a file's contents.
    public init(
        path: String, format: Format, sourceLanguage: String?, language: String, domainName: String?, units: [Unit],
        diagnostics: Diagnostics = Diagnostics()
    ) {
        self.path = path
        self.format = format
        self.sourceLanguage = sourceLanguage
        self.language = language
        self.domainName = domainName
        self.units = units
        self.diagnostics = diagnostics
    }

    /// Reads the file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - language: The target language to read: required for a String Catalog with several languages
    ///     beside the source; for XLIFF it must be the file's `target-language` when given.
    /// - Throws: `FatalDiagnostic` when the file cannot be read (a FIFO or a device included), is neither
    ///   well-formed XLIFF nor a String Catalog, or names no single target language.
    public static func read(path: String, language: String? = nil) throws(FatalDiagnostic) -> TranslationFile {
        var data = Data(
            try InputFile.read(path, limit: Int.max) { _ in FatalDiagnostic(.cannotReadInput(path, errno: EFBIG)) })
        guard try isStringCatalog(data, path: path) else { return try parseXLIFF(data, path: path, language: language) }
        let bytes = Array(data)
        data = Data()  // the bytes are held once while the JSON is read
        return try parseStringCatalog(bytes, path: path, language: language)
    }

    /// Reads a file's bytes (see `read(path:language:)`); `path` is where diagnostics point.
    public static func parse(_ data: Data, path: String, language: String? = nil) throws(FatalDiagnostic)
        -> TranslationFile
    {
        guard try isStringCatalog(data, path: path) else { return try parseXLIFF(data, path: path, language: language) }
        return try parseStringCatalog(Array(data), path: path, language: language)
    }

    /// Whether the file is JSON (its first non-blank character is `{` or `[`), so a String Catalog; throws for
    /// JSON in UTF-16 or UTF-32.
    static func isStringCatalog(_ data: Data, path: String) throws(FatalDiagnostic) -> Bool {
        if let encoding = utf16Or32(data), let first = firstCharacter(data, encoding: encoding),
            first == "{" || first == "["
        {
            throw FatalDiagnostic(
                .importFileUnreadable(
                    path, format: .xcstrings, reason: "it is encoded in \(encoding.name), not UTF-8; save it as UTF-8"))
        }
        let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// Reads XLIFF, checking that its target language is `language` when given.
    static func parseXLIFF(_ data: Data, path: String, language: String?) throws(FatalDiagnostic) -> TranslationFile {
        let file = try XLIFFReader.read(data, path: path)
        if let language, language != file.language {
            throw FatalDiagnostic(.importLanguageNotInFile(language, path: path, languages: [file.language]))
        }
        return file
    }

    /// A wide Unicode encoding: its name, how many bytes a code unit has, and whether it is big-endian.
    struct WideEncoding {
        var name: String
        var width: Int
        var bigEndian: Bool
        /// Where the text starts (after the byte order mark).
        var start: Int
    }

    /// The UTF-16 or UTF-32 encoding of a file, told by its byte order mark or, without one, by the zero bytes
    /// around its first character (`{` as `7B 00` or `00 7B`); `nil` for anything else.
    static func utf16Or32(_ data: Data) -> WideEncoding? {
        let head = Array(data.prefix(4))
        func starts(_ prefix: [UInt8]) -> Bool { head.starts(with: prefix) }
        if starts([0xFF, 0xFE, 0, 0]) { return WideEncoding(name: "UTF-32", width: 4, bigEndian: false, start: 4) }
        if starts([0, 0, 0xFE, 0xFF]) { return WideEncoding(name: "UTF-32", width: 4, bigEndian: true, start: 4) }
        if starts([0xFF, 0xFE]) { return WideEncoding(name: "UTF-16", width: 2, bigEndian: false, start: 2) }
        if starts([0xFE, 0xFF]) { return WideEncoding(name: "UTF-16", width: 2, bigEndian: true, start: 2) }
        guard head.count >= 2, head[0] == 0 || head[1] == 0, head[0] != head[1] else { return nil }
        return WideEncoding(name: "UTF-16", width: 2, bigEndian: head[0] == 0, start: 0)
    }

    /// The first character of a wide-encoded text that is not a space or a line break, if it is ASCII.
    static func firstCharacter(_ data: Data, encoding: WideEncoding) -> Character? {
        var offset = data.startIndex + encoding.start
        while offset + encoding.width <= data.endIndex {
            var value: UInt32 = 0
            for index in 0..<encoding.width {
                let byte = UInt32(data[offset + (encoding.bigEndian ? index : encoding.width - 1 - index)])
                value = value << 8 | byte
            }
            offset += encoding.width
            if [0x20, 0x09, 0x0A, 0x0D].contains(value) { continue }
            return value < 0x80 ? Character(Unicode.Scalar(UInt8(value))) : nil
        }
        return nil
    }
}
