/// libFuzzer target `xliff`: any bytes as an XLIFF file for `import` (see `importFuzzCheck(_:path:)`): the
/// check of what Foundation's XML parser cannot take, the parser, the reader's positions, then the import's
/// plan against the fixture domain.
@_cdecl("LLVMFuzzerTestOneInput")
public func xliffFuzzTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var bytes = fuzzBytes(data, size)
    // A file whose first character is '{' or '[' is read as a String Catalog: the `xcstrings` target's part.
    if let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }),
        first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    {
        bytes.insert(UInt8(ascii: "<"), at: 0)
    }
    importFuzzCheck(bytes, path: "Fuzz/it.xliff")
    return 0
}
