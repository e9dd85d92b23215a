import ErrorTablesRuntime
import ErrorTablesTestSupport
import Foundation
import Testing

/// Runs every input the `strings` fuzz target found a bug with (Tests/Fuzz/Regressions/strings/) and every
/// seed (Tests/Fuzz/Corpus/strings/) through `StringsFileParser` with the target's invariants: the same result
/// twice, and entries that survive being written back as `.strings` text.
@Suite struct StringsFuzzRegressionTests {
    static let fuzzFolder = PackageRoot.path("Tests/Fuzz")

    static var inputs: [String] {
        ["Regressions/strings", "Corpus/strings"].flatMap { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: fuzzFolder + "/" + folder)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
        }
    }

    /// Entries as `.strings` text: `\` and `"` escaped, control characters as `\UXXXX`.
    static func written(_ entries: [String: String]) -> String {
        func quoted(_ string: String) -> String {
            var result = "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\\", "\"": result += "\\" + String(scalar)
                case "\u{0}"..<" ": result += "\\U" + String(format: "%04X", scalar.value)
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result + "\""
        }
        return entries.sorted { $0.key < $1.key }.map { "\(quoted($0.key)) = \(quoted($0.value));\n" }.joined()
    }

    @Test func theSeedsCoverEveryEncoding() {
        #expect(Self.inputs.count >= 9)
    }

    @Test(arguments: inputs)
    func parsesTheSameTwiceAndSurvivesWriting(_ input: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.fuzzFolder + "/" + input))
        let entries = StringsFileParser.parse(data: data)
        #expect(entries == StringsFileParser.parse(data: data))
        for parsed in [entries, StringsFileParser.parse(String(decoding: data, as: UTF8.self))].compactMap({ $0 }) {
            #expect(StringsFileParser.parse(Self.written(parsed)) == parsed)
            #expect(StringsFileParser.parse(data: Data(Self.written(parsed).utf8)) == parsed)
        }
    }

    @Test func controlCharactersAreWrittenAsEscapes() {
        #expect(Self.written(["a\u{0}": "\"\\\n"]) == #""a\U0000" = "\"\\\U000A";"# + "\n")
    }
}

/// The binary property lists `StringsFileParser` reads without Foundation's parser.
@Suite struct StringsBinaryPropertyListTests {
    @Test func readsWhatFoundationWrites() throws {
        let entries = [
            "k": "v", "e": "è", "emoji": "😀 \u{0}", "": "empty key", "long": String(repeating: "x", count: 300),
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: entries, format: .binary, options: 0)
        #expect(StringsFileParser.parse(data: data) == entries)
        let many = Dictionary(uniqueKeysWithValues: (0..<300).map { ("key\($0)", "value \($0)") })
        let manyData = try PropertyListSerialization.data(fromPropertyList: many, format: .binary, options: 0)
        #expect(StringsFileParser.parse(data: manyData) == many)
    }

    @Test func aSetWhereAStringShouldBeIsNotReadAndDoesNotCrash() throws {
        let data = try Data(
            contentsOf: URL(
                fileURLWithPath: StringsFuzzRegressionTests.fuzzFolder
                    + "/Regressions/strings/binary-plist-with-a-set-crashes-foundation"))
        #expect(data.starts(with: Array("bplist00".utf8)))
        #expect(StringsFileParser.parse(data: data) == nil)
    }

    @Test func everyTruncationOfAValidListIsNil() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["k": "v"], format: .binary, options: 0)
        for length in 8..<data.count {
            #expect(StringsFileParser.parse(data: data.prefix(length)) == nil)
        }
    }

    @Test func otherTopObjectsAndValuesAreNil() throws {
        for list: Any in [["k": 1], ["k": ["a"]], ["k": ["n": "v"]], ["a", "b"], "text"] {
            let data = try PropertyListSerialization.data(fromPropertyList: list, format: .binary, options: 0)
            #expect(StringsFileParser.parse(data: data) == nil)
        }
    }
}
