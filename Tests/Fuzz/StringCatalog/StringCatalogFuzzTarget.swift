/// libFuzzer target `xcstrings`: any bytes as a String Catalog for `import` (see `importFuzzCheck(_:path:)`):
/// the strict JSON reader with positions, the catalog's languages and units, then the import's plan against the
/// fixture domain.
@_cdecl("LLVMFuzzerTestOneInput")
public func stringCatalogFuzzTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var bytes = fuzzBytes(data, size)
    // Anything whose first character is not '{' or '[' is read as XLIFF: the `xliff` target's part.
    if let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }),
        first != UInt8(ascii: "{") && first != UInt8(ascii: "[")
    {
        bytes.insert(UInt8(ascii: "{"), at: 0)
    }
    importFuzzCheck(bytes, path: "Fuzz/it.xcstrings")
    return 0
}
