import CCmark
import ErrorTablesCommands
import ErrorTablesCore
import Foundation

/// What `make bench` times on one spec: the floor (cmark parsing each document) and the three verbs that read
/// the whole spec, run in process through `ErrorTablesTool` exactly as the command line runs them.
enum Workload: String, CaseIterable {
    case floor
    case generate
    case lint
    case dump

    /// Runs the workload once on the spec at `spec` (whose documents are `documents`), writing generated files
    /// into `output`. Throws when a verb does not succeed, so a broken spec cannot pass for a fast one.
    func run(spec: String, documents: [String], output: String) throws {
        switch self {
        case .floor:
            for path in documents { try Self.cmarkParse(path: path) }
        case .generate:
            try Self.tool(["generate", "--spec", spec, "--output", output, "--quiet"])
        case .lint:
            try Self.tool(["lint", "--spec", spec])
        case .dump:
            try Self.tool(["dump", "--spec", spec])
        }
    }

    /// Reads a file and parses it with cmark, with the options ErrorTables' reader uses, then frees the tree.
    static func cmarkParse(path: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8 | CMARK_OPT_UNSAFE
        let document = bytes.withUnsafeBytes { buffer in
            cmark_parse_document(buffer.baseAddress?.assumingMemoryBound(to: CChar.self), buffer.count, options)
        }
        guard let document else { throw BenchmarkFailure("cmark could not parse \(path)") }
        cmark_node_free(document)
    }

    static func tool(_ arguments: [String]) throws {
        var console = Console()
        let status = ErrorTablesTool.run(arguments, console: &console)
        guard status == 0 else {
            throw BenchmarkFailure(
                "error-tables \(arguments.joined(separator: " ")) exited with \(status):\n"
                    + String(console.errors.prefix(2_000)))
        }
    }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
