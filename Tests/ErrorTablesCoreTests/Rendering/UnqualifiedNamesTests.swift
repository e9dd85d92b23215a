import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// Generated code does not depend on which names the docs choose: every type name it refers to without a
/// module is reserved (a group, method type or lookup with that name is refused), and Foundation's types, which
/// docs name their classes after (`Locale`, `Bundle`), are written with their module.
@Suite struct UnqualifiedNamesTests {
    /// A Swift file's code without comments and with every string literal emptied.
    static func code(of source: String) -> String {
        var code = source.replacing(#/"""[\s\S]*?"""/#, with: "\"\"")
        code = code.replacing(#/"(?:\\.|[^"\\\n])*"/#, with: "\"\"")
        return code.replacing(#///[^\n]*/#, with: "")
    }

    /// Each identifier of some code with the character before it and the one after it (a space at either end).
    static func identifiers(in code: String) -> [(name: String, before: Character, after: Character)] {
        code.matches(of: #/[A-Za-z_]\w*/#).map { match in
            let before =
                match.range.lowerBound > code.startIndex ? code[code.index(before: match.range.lowerBound)] : " "
            let after = match.range.upperBound < code.endIndex ? code[match.range.upperBound] : " "
            return (String(match.output), before, after)
        }
    }

    /// The type names some Swift files declare or extend (a group's namespace may extend the SDK's own type).
    static func declaredTypeNames(in sources: [String]) -> Set<String> {
        Set(
            sources.flatMap { source in
                code(of: source).matches(
                    of: #/\b(?:enum|struct|class|typealias|protocol|extension)\s+`?([A-Za-z_]\w*)/#
                )
                .map { String($0.1) }
            })
    }

    /// The identifiers starting with a capital letter that Swift files use in code (not in comments or string
    /// literals), not after a `.` or a backtick, and not declared in those files.
    static func unqualifiedTypeNames(in sources: [String]) -> Set<String> {
        let declared = declaredTypeNames(in: sources)
        var used = Set<String>()
        for source in sources { used.formUnion(usedNames(in: code(of: source))) }
        return used.subtracting(declared)
    }

    /// The identifiers starting with a capital letter some code uses, not after a `.` or a backtick.
    static func usedNames(in code: String) -> Set<String> {
        // After a `.`: a member or a qualified type; after a backtick: a case named like a keyword (`Type`).
        let used = identifiers(in: code).filter {
            $0.name.first?.isUppercase == true && $0.before != "." && $0.before != "`"
        }
        return Set(used.map(\.name))
    }

    /// A one-domain spec whose only method is in a group named `group`.
    static func specWithGroup(_ group: String, in folder: TemporaryFolder) throws -> String {
        try NamingTests.spec(
            in: folder, config: #", "codes": {"XErrorCodeNetwork": 1}"#,
            markdown: """
                # X

                | Code | Description | Recovery tactic |
                | --- | --- | --- |
                | `XErrorCodeNetwork` | Network. | Wait. |

                ### `\(group)`

                #### connectWithCompletion:

                | Code | Description |
                | --- | --- |
                | `XErrorCodeNetwork` | Network. |

                """)
    }

    @Test func everyTypeNameTheGeneratedCodeUsesUnqualifiedIsReserved() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A group named like Foundation's `Locale`, with an extra column so that the `locale:` accessors exist.
        let (files, diagnostics) = try NamingTests.diagnostics(try Self.specWithGroup("Locale", in: folder))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let swift = try #require(files).filter { $0.path.hasSuffix(".swift") }
        #expect(swift.count == 3)
        let used = Self.unqualifiedTypeNames(in: swift.map(\.contents))
        let codes = try #require(swift.first { $0.path == "XErrorCodes.swift" }?.contents)
        #expect(codes.contains("locale: Foundation.Locale"))
        #expect(used.subtracting(GeneratedNames.referencedTypeNames) == [])
        #expect(used.isSuperset(of: ["String", "Int", "Foundation", "ErrorTablesRuntime", "ReceivedError"]))
    }

    @Test func everyCheckedInGeneratedFileUsesOnlyReservedNamesUnqualified() throws {
        let root = PackageRoot.path
        let folders = [
            "Sources/FirebaseAuthErrors/Generated", "Sources/FacebookErrors/Generated", "Tests/Golden/Generated",
        ]
        var checked = 0
        for folder in folders {
            // A folder's generated files together (a domain's files refer to each other's types); the hand-written
            // types of the golden spec (`HandWritten/`, which its groups extend) count as declared.
            let paths = try Self.swiftFiles(in: root + "/" + folder)
            let generated = try paths.filter { !$0.contains("/HandWritten/") }.map {
                try String(contentsOfFile: $0, encoding: .utf8)
            }
            let handWritten = try paths.filter { $0.contains("/HandWritten/") }.map {
                try String(contentsOfFile: $0, encoding: .utf8)
            }
            let names = Self.unqualifiedTypeNames(in: generated)
                .subtracting(Self.declaredTypeNames(in: handWritten))
                .subtracting(GeneratedNames.referencedTypeNames)
                .filter { !$0.hasPrefix("_") }
            #expect(names == [], "\(folder)")
            checked += generated.count
        }
        #expect(checked > 10)
    }

    /// The Swift files of a folder and its subfolders.
    static func swiftFiles(in folder: String) throws -> [String] {
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder)
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    @Test(arguments: GeneratedNames.referencedTypeNames.sorted())
    func aGroupNamedLikeAReservedNameIsRefused(_ name: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (files, diagnostics) = try NamingTests.diagnostics(try Self.specWithGroup(name, in: folder))
        #expect(files == nil)
        #expect(diagnostics.contains { $0.severity == .error && $0.message.contains("'\(name)'") }, "\(diagnostics)")
    }

    /// Whether code uses `name` as a type by itself: unqualified, not declared there (`enum Locale`), and not the
    /// start of a generated type's path (`Locale.ConnectError`, the group's namespace).
    static func usesAsType(_ name: String, in source: String) -> Bool {
        let code = code(of: source).replacingOccurrences(of: "enum \(name) {", with: "")
        return identifiers(in: code).contains { $0.name == name && $0.before != "." && $0.after != "." }
    }

    @Test(arguments: ["Locale", "Bundle", "Result", "Never", "NSError", "Optional", "Array", "Data"])
    func aGroupNamedLikeAFoundationOrStandardLibraryTypeShadowsNothing(_ name: String) throws {
        #expect(!GeneratedNames.referencedTypeNames.contains(name))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (files, diagnostics) = try NamingTests.diagnostics(try Self.specWithGroup(name, in: folder))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let swift = try #require(files).filter { $0.path.hasSuffix(".swift") }
        #expect(swift.count == 3)
        for file in swift {
            #expect(file.contents.contains("enum \(name) {") == (file.path == "XMethodErrors.swift"), "\(file.path)")
            #expect(!Self.usesAsType(name, in: file.contents), "\(file.path)")
        }
    }

    @Test func theShadowCheckSeesAnUnqualifiedUse() {
        #expect(Self.usesAsType("Locale", in: "func f(locale: Locale) {}"))
        #expect(!Self.usesAsType("Locale", in: "func f(locale: Foundation.Locale) {}\nenum Locale {}\nLocale.A.self"))
    }
}
