import ErrorTablesCore

extension OutputFormat {
    /// `--xcstrings`: adds `.stringCatalog`.
    static let stringCatalogFlag = "--xcstrings"
    /// `--no-strings`: drops `.strings`.
    static let noStringsFlag = "--no-strings"

    /// The formats `generate` writes and `check --generated` compares: Swift and `.strings`, changed by
    /// `--xcstrings` and `--no-strings`.
    static func formats(_ arguments: ParsedArguments) -> Set<OutputFormat> {
        var formats = defaults
        if arguments.has(stringCatalogFlag) { formats.insert(.stringCatalog) }
        if arguments.has(noStringsFlag) { formats.remove(.strings) }
        return formats
    }

    /// Whether the arguments choose the formats (`--xcstrings` or `--no-strings`); without either, `check` infers
    /// them from the generated folder.
    static func hasFormatOption(_ arguments: ParsedArguments) -> Bool {
        arguments.has(stringCatalogFlag) || arguments.has(noStringsFlag)
    }

    /// The flags that select `formats` on `generate`'s command line, e.g. ` --xcstrings --no-strings`.
    static func flags(for formats: Set<OutputFormat>) -> String {
        (formats.contains(.stringCatalog) ? " " + stringCatalogFlag : "")
            + (formats.contains(.strings) ? "" : " " + noStringsFlag)
    }
}
