extension XLIFFReader {
    /// Why a document is not well-formed, in words, from the error code Foundation's XML parser reports (libxml2's
    /// `xmlParserErrors`, which `XMLParser.ErrorCode` numbers the same way), with the code for a search: the
    /// reason of an `importFileUnreadable` diagnostic at the place the parser stopped. Codes a document rarely
    /// produces keep only their number.
    static func parseErrorReason(code: Int) -> String {
        let words = parseErrorWords[code].map { ": " + $0 } ?? ""
        return "it is not well-formed XML\(words) (XML parser error \(code))"
    }

    /// The codes a translator's file can produce, each with what it means and, where it helps, what to write.
    static let parseErrorWords: [Int: String] = [
        4: "the document is empty",
        5: "the document does not end where its root element ends (it is cut short, or more follows)",
        6: "a character reference (&#x…;) is not a hexadecimal number",
        7: "a character reference (&#…;) is not a decimal number",
        9: "a character is not allowed here (a character reference to a control character, or a character that "
            + "cannot start a name)",
        23: "an entity reference lacks its ';' (write '&amp;' for '&')",
        26: "a text refers to an entity the document does not declare (XML knows only &amp; &lt; &gt; &quot; "
            + "&apos;; write the character itself or a character reference)",
        27: "a text refers to an entity the document does not declare (write the character itself or a "
            + "character reference)",
        38: "an attribute's value holds '<' (write '&lt;')",
        39: "an attribute's value does not start with a quote",
        40: "an attribute's value is not closed by its quote",
        41: "an attribute has no value",
        42: "an attribute is given twice in one tag",
        45: "a comment is not closed by '-->'",
        63: "a CDATA section is not closed by ']]>'",
        65: "a space is missing between two parts of a tag or declaration",
        68: "a name is missing after '<' or '&' (write '&lt;' for '<' and '&amp;' for '&' in a text)",
        73: "a tag is not closed by '>'",
        76: "an end tag does not match the element it closes",
        77: "the document ends before an element is closed",
        85: "the document ends before an element is closed",
        86: "there is more after the root element's end tag",
        89: "an entity refers to itself (through other entities or directly), or its references nest too deep or "
            + "expand too much; write the text out instead of the entities",
        201: "an element or attribute has a namespace prefix that no xmlns declaration names",
        203: "an attribute is given twice in one tag (once through a namespace prefix)",
    ]
}
