/// The notes for translators that `TranslationExport` gives each unit, in the words of the generated catalogs'
/// comments (`CodeGenerator.texts()`): what the text is shown as, for which code and method, and where it is
/// in the source document.
///
/// ```
/// The error message shown when signIn: fails with PXErrorB (error 102); it says what the error means for
/// that method. From the “Description” column, en.md:12.
/// ```
struct TranslationNotes {
    let domain: ErrorDomain
    /// Raw values by code, for `codeName`.
    let rawValues: [String: Int]

    init(domain: ErrorDomain) {
        self.domain = domain
        rawValues = Dictionary(domain.codes.map { ($0.id, $0.rawValue) }, uniquingKeysWith: { first, _ in first })
    }

    /// The note for one unit.
    func text(for unit: TranslationUnit) -> String {
        let place = ModelBuilder.fileName(unit.sourceCell.location.path) + ":\(unit.sourceCell.location.line)"
        let column = "From the “\(unit.columnHeader)” column, \(place)."
        switch unit.kind {
        case .description:
            return "\(shownWhen(unit.owner, code: unit.code)). \(column)"
        case .extra(_, let header):
            return "\(propertyText(header: header)) \(codeName(unit.code))\(forOwner(unit.owner)). \(column)"
        case .fallback:
            return "\(shownForUnlisted(unit.owner)) From the “\(unit.code)” row, \(place)."
        case .fallbackExtra(_, let header):
            return "\(propertyText(header: header)) an error \(unlistedBy(unit.owner)) does not list. From the "
                + "“\(unit.code)” row, “\(header)” column, \(place)."
        case .lookupMessage:
            let table = ownerName(unit.owner)
            return "The message shown for \(table) \(unit.code)\(unit.lookupCode.map { " (\($0))" } ?? ""). "
                + "From \(place)."
        case .lookupFallback:
            return "The message shown for a \(ownerName(unit.owner)) that the table does not list. From \(place)."
        }
    }

    /// A code as translators know it from the docs: `FIRAuthErrorCodeWrongPassword (error 17009)`.
    private func codeName(_ code: String) -> String {
        rawValues[code].map { "\(code) (error \($0))" } ?? code
    }

    private func shownWhen(_ owner: TranslationUnit.Owner, code: String) -> String {
        switch owner {
        case .domain, .lookup:
            "The error message shown when an operation fails with \(codeName(code)), whichever method reports it"
        case .group(let symbol):
            "The error message shown when a method of \(symbol) fails with \(codeName(code)), unless the method "
                + "documents its own"
        case .method(let symbol):
            "The error message shown when \(symbol) fails with \(codeName(code)); it says what the error means for "
                + "that method"
        }
    }

    private func shownForUnlisted(_ owner: TranslationUnit.Owner) -> String {
        switch owner {
        case .domain, .lookup:
            "The error message shown for an error of \(domain.config.errorDomain) that the documentation does not "
                + "list."
        case .group(let symbol):
            "The error message shown when a method of \(symbol) fails with an error the documentation does not list."
        case .method(let symbol):
            "The error message shown when \(symbol) fails with an error its documentation does not list."
        }
    }

    private func unlistedBy(_ owner: TranslationUnit.Owner) -> String {
        switch owner {
        case .domain, .lookup: "that the documentation of \(domain.config.errorDomain)"
        case .group(let symbol): "that the documentation of \(symbol)"
        case .method(let symbol): "that the documentation of \(symbol)"
        }
    }

    /// ` (for signIn:)`, ` (for the methods of FIRUser)`, or nothing for the domain's.
    private func forOwner(_ owner: TranslationUnit.Owner) -> String {
        switch owner {
        case .domain, .lookup: ""
        case .group(let symbol): " (for the methods of \(symbol))"
        case .method(let symbol): " (for \(symbol))"
        }
    }

    private func ownerName(_ owner: TranslationUnit.Owner) -> String {
        switch owner {
        case .domain: domain.config.errorDomain
        case .group(let symbol), .method(let symbol), .lookup(let symbol): symbol
        }
    }

    /// What an extra column's text is shown as, up to the code it is shown with.
    private func propertyText(header: String) -> String {
        switch GeneratedNames.role(ofHeader: header) {
        case .failureReason: "The reason shown with the error message of"
        case .recoverySuggestion: "What to do, shown with the error message of"
        case nil: "The “\(header)” shown with the error message of"
        }
    }
}
