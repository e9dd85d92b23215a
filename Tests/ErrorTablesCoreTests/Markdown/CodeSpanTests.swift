import Testing

@testable import ErrorTablesCore

/// Code spans written back as Markdown (into doc comments): the fence is longer than any backtick run inside,
/// and never two backticks, which DocC would read as a symbol link.
@Suite struct CodeSpanTests {
    @Test(arguments: [
        ("AuthErrorCode", "`AuthErrorCode`"),
        ("throws(`Type`.DefaultError)", "```throws(`Type`.DefaultError)```"),
        ("a``b", "```a``b```"),
        ("a```b", "````a```b````"),
        ("`x`", "``` `x` ```"),
    ])
    func fence(code: String, expected: String) {
        #expect(Inline.codeSpan(code) == expected)
    }
}
