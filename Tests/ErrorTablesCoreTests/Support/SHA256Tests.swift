import Foundation
import Testing

@testable import ErrorTablesCore

/// The digest the output manifests record: FIPS 180-4 test vectors, padding boundaries included.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (String(repeating: "a", count: 1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ])
    func knownDigests(text: String, digest: String) {
        #expect(SHA256.hex(Data(text.utf8)) == digest)
    }

    @Test func aSliceIsHashedFromItsOwnStart() {
        let slice = Data("xxabc".utf8).dropFirst(2)
        #expect(SHA256.hex(slice) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Data(repeating: 0x61, count: 200)
        #expect(SHA256.hex(long.dropFirst(70)) == SHA256.hex(Data(repeating: 0x61, count: 130)))
    }

    @Test func everyLengthAroundABlockBoundaryGivesADistinctDigest() {
        let digests = (50...130).map { SHA256.hex(Data(repeating: 0x61, count: $0)) }
        #expect(Set(digests).count == digests.count)
        #expect(digests.allSatisfy { $0.count == 64 })
    }
}
