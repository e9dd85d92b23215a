/// A kind of file the pipeline renders for each domain.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// `<Domain>ErrorCodes.swift`, `<Domain>MethodErrors.swift` and `<Domain>ErrorTexts.swift`.
    case swift
    /// `<language>.lproj/<Domain>Errors.strings`, one per language.
    case strings
    /// `<Domain>Errors.xcstrings`, a String Catalog with every language.
    case stringCatalog

    /// What `generate` writes without options: Swift code and `.strings` catalogs.
    public static let defaults: Set<OutputFormat> = [.swift, .strings]
}
