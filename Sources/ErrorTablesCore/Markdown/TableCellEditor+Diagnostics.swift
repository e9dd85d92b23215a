extension Diagnostic {
    /// An edit that names a position where no table cell of the document starts.
    static func notATableCell(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .error, "no table cell starts here; only the cells the reader reports can be rewritten", at: location)
    }

    /// Two edits of one cell.
    static func tableCellEditedTwice(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.error, "this cell is given two new texts; give each cell one", at: location)
    }

    /// A new cell text with whitespace at an end, which a cell's trimmed text cannot keep.
    static func cellTextWithOuterWhitespace(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .error,
            "the new text of this cell starts or ends with whitespace or a line break, which a table cell cannot "
                + "keep (its text is trimmed when read); trim it", at: location)
    }

    /// A new cell text holding NUL, which cmark and HTML both replace.
    static func cellTextWithNUL(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .error, "the new text of this cell holds a NUL character, which a document cannot keep; remove it",
            at: location)
    }

    /// A new HTML cell text with whitespace that HTML shows as one space.
    static func htmlCellTextWithWhitespaceRun(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .error,
            "the new text of this HTML cell holds a tab, a carriage return, a form feed or consecutive spaces, "
                + "which HTML shows as one space; use single spaces", at: location)
    }

    /// A new HTML cell text with a C1 control character, which HTML cannot keep.
    static func htmlCellTextWithC1Control(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .error,
            "the new text of this HTML cell holds a C1 control character (U+0080 to U+009F), which HTML cannot "
                + "keep; remove it", at: location)
    }

    /// An edit whose result would not read back as intended (a safety net: nothing is written).
    static func cellEditNotReadBack(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .error, "rewriting this cell would not read back as its new text; nothing was written", at: location)
    }
}
