/// A position in a source file: 1-based line, 1-based column counted in UTF-8 bytes
/// (the convention of swiftc, clang and cmark).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as it was given to the reader.
    public var path: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes from the start of the line.
    public var column: Int

    /// Creates a location.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`.
    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

/// A range of source, from the first byte to the last byte it covers (both inclusive, as cmark reports them).
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    /// The first line and column.
    public var start: LineColumn
    /// The last line and column (inclusive).
    public var end: LineColumn

    /// Creates a range.
    public init(start: LineColumn, end: LineColumn) {
        self.start = start
        self.end = end
    }

    /// Creates a range from four numbers.
    public init(_ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int) {
        self.init(start: LineColumn(startLine, startColumn), end: LineColumn(endLine, endColumn))
    }

    /// `line:column-line:column`, the form used in tree dumps.
    public var description: String { "\(start.line):\(start.column)-\(end.line):\(end.column)" }
}

/// A line and a column, both 1-based; the column counts UTF-8 bytes.
public struct LineColumn: Sendable, Hashable, Comparable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based UTF-8 byte column.
    public var column: Int

    /// Creates a line/column pair.
    public init(_ line: Int, _ column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: LineColumn, rhs: LineColumn) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
