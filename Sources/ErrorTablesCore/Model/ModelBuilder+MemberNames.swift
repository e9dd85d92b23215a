/// Derived case names that a member of the generated types already has.
///
/// The class: catalogues whose codes are ordinary words (`Code`, `Symbol`, `Payload`, `Init`, an S3-style
/// `Code`/`Message` pair, a protocol's `TRAITS`), which read as the Swift case of a member the generated enums
/// or the runtime's protocols declare (`GeneratedNames.reservedCaseNames`). The page is not wrong, so such a name
/// is not refused: the case is renamed deterministically, `Error` appended (`code` → `codeError`), or `Code` or
/// `Case` when that is taken too, with a note naming the `swiftName` line that chooses another. A name the config
/// gives is the user's choice and stays an error when it is a member's (`reservedCaseName`).
extension ModelBuilder {
    /// The case name to use instead of a derived `name` that a generated member has; `nil` when `name` is free.
    static func caseNameAvoidingMembers(_ name: String) -> String? {
        let reserved = GeneratedNames.reservedCaseNames
        guard reserved.contains(name) else { return nil }
        return ["Error", "Code", "Case"].lazy.map { name + $0 }.first { !reserved.contains($0) }
    }
}

extension Diagnostic {
    /// A derived case name (`swiftName`) that a generated member has, renamed to `renamed`.
    static func caseNameRenamedFromMember(
        _ code: String, swiftName: String, renamed: String, config: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .note,
            "\(quote(code)) would become the Swift case \(quote(swiftName)), which the generated error types already "
                + "have as a member; its case is \(quote(renamed)) (to name it, add \"codes\": {\"\(excerpt(code))\": "
                + "{\"swiftName\": \"…\"}} to \(config))", at: location)
    }
}
