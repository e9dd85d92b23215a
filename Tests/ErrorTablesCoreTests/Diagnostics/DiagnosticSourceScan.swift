import Foundation

/// Reads the core's Swift sources for the rule that every diagnostic message is a static factory on
/// `Diagnostic`, defined in an `extension Diagnostic { … }` beside the check that reports it.
enum DiagnosticSourceScan {
    /// A place that builds a message outside a factory.
    struct Offender: Equatable, CustomStringConvertible {
        /// The file, relative to the scanned folder.
        var file: String
        /// The 1-based line where the offending call starts.
        var line: Int
        /// That line, trimmed.
        var text: String

        var description: String { "\(file):\(line): \(text)" }
    }

    /// What builds a message by hand: a sink's convenience call (`diagnostics.error(…)`, `local.note(…)`), a
    /// string literal handed to a severity-named call or to `FatalDiagnostic`, a `FatalDiagnostic` made from
    /// anything but a factory (`FatalDiagnostic(.cannotRead(…))`), and a `Diagnostic(…)` initializer call.
    static let offendingPatterns = [
        #"\b\w+\.(error|warning|note)\("#,
        #"\.(error|warning|note)\(\s*""#,
        #"FatalDiagnostic\(\s*[^.\s]"#,
        #"(?<![\w.])Diagnostic\("#,
    ]

    /// The source with comment lines blanked (kept as empty lines, so line numbers stay true): doc comments
    /// may show calls as examples.
    static func code(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map { line in
            line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : line
        }
    }

    /// The 0-based line indices inside `extension Diagnostic { … }` blocks, found by counting braces.
    static func factoryLines(_ lines: [String]) -> Set<Int> {
        var result: Set<Int> = []
        var depth = 0
        var inside = false
        for (index, line) in lines.enumerated() {
            if !inside, line.hasPrefix("extension Diagnostic {") {
                inside = true
                depth = 0
            }
            guard inside else { continue }
            result.insert(index)
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth == 0 { inside = false }
        }
        return result
    }

    /// The places in `text` that build a message outside `extension Diagnostic` blocks, in line order.
    static func offenders(in text: String, file: String) -> [Offender] {
        let lines = code(text)
        let joined = lines.joined(separator: "\n")
        let factories = factoryLines(lines)
        var result: [Offender] = []
        for pattern in offendingPatterns {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            let range = NSRange(joined.startIndex..., in: joined)
            for match in regex.matches(in: joined, range: range) {
                guard let start = Range(match.range, in: joined)?.lowerBound else { continue }
                let line = joined[..<start].filter { $0 == "\n" }.count
                guard !factories.contains(line) else { continue }
                let offender = Offender(
                    file: file, line: line + 1, text: lines[line].trimmingCharacters(in: .whitespaces))
                if !result.contains(offender) { result.append(offender) }
            }
        }
        return result.sorted { $0.line < $1.line }
    }

    /// The names of the static functions returning a `Diagnostic` in `extension Diagnostic` blocks.
    static func factoryNames(in text: String) -> [String] {
        let lines = code(text)
        let factories = factoryLines(lines)
        let body = lines.indices.filter(factories.contains).map { lines[$0] }.joined(separator: "\n")
        guard let regex = try? NSRegularExpression(pattern: #"static func (\w+)\([^{]*?\)\s*->\s*Diagnostic\s*\{"#)
        else { return [] }
        return regex.matches(in: body, range: NSRange(body.startIndex..., in: body)).compactMap { match in
            Range(match.range(at: 1), in: body).map { String(body[$0]) }
        }
    }

    /// The Swift files below `folder` (relative paths, sorted) and their text, without those whose relative
    /// path starts with one of `excluded`.
    static func sources(in folder: String, excluding excluded: [String]) -> [(path: String, text: String)] {
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return files.filter { path in path.hasSuffix(".swift") && !excluded.contains { path.hasPrefix($0) } }
            .sorted()
            .compactMap { path in
                (try? String(contentsOfFile: folder + "/" + path, encoding: .utf8)).map { (path, $0) }
            }
    }
}
