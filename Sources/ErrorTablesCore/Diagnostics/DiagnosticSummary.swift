/// How many diagnostics of one cause are printed one by one before they are summarized, and the plan of
/// what to print: the one place where `lint`, `check`, `generate` and `dump` decide it.
///
/// More than `limit` diagnostics (default `defaultLimit`, 5) of one severity, one `Diagnostic.Cause` and one
/// domain (`SummaryScopes`, when the caller knows the model) become one line at the first of them,
/// `N <summary> ('A', 'B', 'C', …); <advice>`, followed by the first `shownOccurrences` (3) of them as notes;
/// `--verbose` (no limit) prints every one. Diagnostics without a cause are always printed one by one. Counts, exit statuses and `--strict` do not change.
public enum DiagnosticSummary {
    /// More diagnostics of one cause than this are summarized.
    public static let defaultLimit = 5
    /// How many occurrences a summary names and shows as notes.
    public static let shownOccurrences = 3

    /// One line of the plan, in terms of the indices of the items given.
    public enum Line: Equatable, Sendable {
        /// Print the item as it is.
        case item(Int)
        /// Print a summary of `count` items of `cause` at the place of item `first`, naming `subjects`.
        case summary(first: Int, cause: Diagnostic.Cause, count: Int, subjects: [String])
        /// Print the item as a note under its summary.
        case note(Int)
    }

    /// The lines to print for items given in print order as their severity and cause; `limit` `nil` prints
    /// every item. Items of different `scopes` (by index; the domain each is about, see `SummaryScopes`; none
    /// given: one scope) are never summarized together, so a summary names only one domain's subjects. Linear
    /// in the number of items.
    public static func plan(
        _ items: [(severity: Diagnostic.Severity, cause: Diagnostic.Cause?, subject: String?)], limit: Int?,
        scopes: [String?] = []
    ) -> [Line] {
        guard let limit else { return items.indices.map(Line.item) }
        struct Key: Hashable {
            var severity: Diagnostic.Severity
            var cause: String
            var scope: String?
        }
        func key(_ index: Int, _ cause: Diagnostic.Cause) -> Key {
            Key(severity: items[index].severity, cause: cause.id, scope: index < scopes.count ? scopes[index] : nil)
        }
        var members: [Key: [Int]] = [:]
        for (index, item) in items.enumerated() {
            guard let cause = item.cause else { continue }
            members[key(index, cause), default: []].append(index)
        }
        var lines: [Line] = []
        for (index, item) in items.enumerated() {
            guard let cause = item.cause, let group = members[key(index, cause)],
                group.count > limit
            else {
                lines.append(.item(index))
                continue
            }
            guard group.first == index else { continue }
            let shown = group.prefix(shownOccurrences)
            lines.append(
                .summary(
                    first: index, cause: cause, count: group.count,
                    subjects: shown.compactMap { items[$0].subject }))
            lines += shown.map(Line.note)
        }
        return lines
    }
}

extension Diagnostics {
    /// The diagnostics to print, sorted, with more than `limit` of one cause as one summary followed by notes
    /// for the first few (see `DiagnosticSummary`); `limit` `nil` gives every one. Without `verboseHint` a
    /// summary does not say "--verbose lists all" (for a caller such as the build plugin, whose user cannot
    /// pass it). With `scopes`, diagnostics of different domains are never summarized together.
    public func summarized(
        limit: Int? = DiagnosticSummary.defaultLimit, verboseHint: Bool = true, scopes: SummaryScopes? = nil
    ) -> [Diagnostic] {
        let sorted = sorted
        let plan = DiagnosticSummary.plan(
            sorted.map { ($0.severity, $0.cause, $0.subject) }, limit: limit,
            scopes: scopes.map { scopes in sorted.map { scopes.scope(of: $0.location?.path) } } ?? [])
        return plan.map { line in
            switch line {
            case .item(let index):
                return sorted[index]
            case .summary(let first, let cause, let count, let subjects):
                return .summary(
                    of: cause, count: count, subjects: subjects, severity: sorted[first].severity,
                    verboseHint: verboseHint, at: sorted[first].location)
            case .note(let index):
                var note = sorted[index]
                note.severity = .note
                note.cause = nil
                return note
            }
        }
    }
}

extension Diagnostic {
    /// The line that stands for `count` diagnostics of `cause`, at the first of them (see
    /// `Cause.summaryMessage(count:subjects:)`).
    static func summary(
        of cause: Cause, count: Int, subjects: [String], severity: Severity, verboseHint: Bool = true,
        at location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            severity, cause.summaryMessage(count: count, subjects: subjects, verboseHint: verboseHint), at: location)
    }
}

/// Which domain each file belongs to, so that a summary of many diagnostics of one cause never mixes domains
/// (a spec folder holding several, linted at once): a domain's documents belong to its folder (the config's),
/// any other file to the folder it is in.
public struct SummaryScopes: Sendable, Equatable {
    private var folderOfDocument: [String: String] = [:]

    /// The scopes of the documents of `model`'s domains.
    public init(_ model: ErrorModel?) {
        for domain in model?.domains ?? [] {
            let folder = Self.folder(of: domain.config.path)
            for path in domain.documentPaths.values { folderOfDocument[path] = folder }
        }
    }

    /// The domain folder of a file: its domain's, for a document of the model, else its own folder; `nil` for no
    /// file.
    public func scope(of path: String?) -> String? {
        guard let path else { return nil }
        return folderOfDocument[path] ?? Self.folder(of: path)
    }

    /// The folder part of a path (`""` for a bare file name).
    static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }
}
