/// Which family of codes a page's reader takes for its error codes, when several collide (`chooseFamily`).
///
/// The class: one page lists several tables of numbers under different headings, and a careful reader takes one
/// of them for the error codes: the ones under a heading that says errors (`Error`, `Kernel Exception`,
/// `오류`, `Коды ошибок`, in the languages `TableSelection.errorHeadingWords` knows) rather than an HTTP status
/// table listed for reference, a table of language codes or of message and instruction types. So:
///
/// - the families whose headings say errors, below the headings all families share (a page titled `Error
///   codes` says nothing about one family), are read: of those, the ones laid out like the biggest of them
///   (the same header row), so that a page splitting one catalogue into sections (`Meta data`, `Syntax` under
///   `Kernel Exception`) keeps them all, and another error family with its own layout stays out;
/// - without such a heading, the biggest family (most rows; the first of equals) is read, with a warning.
///
/// Either way the message lists the families and gives the `sections` line that reads another.
extension Extractor {
    /// What the family choice knows of one family: its heading (innermost, its name), the headings above its
    /// first table (outermost first), its first table's header row, and its row count.
    struct FamilyFacts: Equatable {
        var name: String
        var path: [String]
        var layout: [String]
        var rows: Int
    }

    /// Why the families were chosen.
    enum FamilyReason: Equatable {
        /// Their headings (or a heading above them that not every family shares) say errors.
        case headingNamesErrors
        /// No family's heading says errors: the biggest family.
        case biggest
    }

    /// The families read, in page order, and why: see the type's comment.
    static func chosenFamilies(_ families: [FamilyFacts]) -> (chosen: [String], reason: FamilyReason) {
        let shared = sharedPrefixCount(families.map(\.path))
        let naming = families.filter { family in
            family.path.dropFirst(shared).contains(where: TableSelection.headingNamesErrors)
        }
        guard let anchor = biggest(naming) else {
            return (biggest(families).map { [$0.name] } ?? [], .biggest)
        }
        let layout = normalizedLayout(anchor.layout)
        let chosen = naming.filter { normalizedLayout($0.layout) == layout }.map(\.name)
        return (chosen, .headingNamesErrors)
    }

    /// The family with the most rows; the first of equals.
    static func biggest(_ families: [FamilyFacts]) -> FamilyFacts? {
        var best: FamilyFacts?
        for family in families where family.rows > (best?.rows ?? -1) { best = family }
        return best
    }

    /// How many leading headings every path has in common.
    static func sharedPrefixCount(_ paths: [[String]]) -> Int {
        guard var prefix = paths.first else { return 0 }
        for path in paths.dropFirst() {
            let common = zip(prefix, path).prefix { $0 == $1 }.count
            prefix = Array(prefix.prefix(common))
        }
        return prefix.count
    }

    /// A header row as compared between families: each cell trimmed and lowercased.
    static func normalizedLayout(_ headers: [String]) -> [String] {
        headers.map { $0.trimmingSpacesAndNewlines().lowercased() }
    }

    /// Each family's facts, in page order: `families` gives each table's family (`nil`: a table of an API symbol),
    /// `paths` each table's open headings.
    static func familyFacts(_ tables: [ErrorTable], families: [String?], paths: [[String]]) -> [FamilyFacts] {
        var facts: [FamilyFacts] = []
        var index: [String: Int] = [:]
        for (offset, table) in tables.enumerated() {
            guard let family = families[offset] else { continue }
            if let known = index[family] {
                facts[known].rows += table.rows.count
            } else {
                index[family] = facts.count
                facts.append(
                    FamilyFacts(name: family, path: paths[offset], layout: table.headers, rows: table.rows.count))
            }
        }
        return facts
    }
}
