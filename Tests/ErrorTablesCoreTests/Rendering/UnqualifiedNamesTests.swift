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

    /// The identifiers starting with a capital letter that a Swift file uses in code (not in comments or string
    /// literals), not after a `.` or a backtick, and not declared in the file.
    static func unqualifiedTypeNames(in source: String) -> Set<String> {
        let code = code(of: source)
        let declared = Set(
            code.matches(of: #/\b(?:enum|struct|class|typealias|protocol)\s+`?([A-Za-z_]\w*)/#).map { String($0.1) })
        // After a `.`: a member or a qualified type; after a backtick: a case named like a keyword (`Type`).
        let used = identifiers(in: code).filter {
            $0.name.first?.isUppercase == true && $0.before != "." && $0.before != "`"
        }
        return Set(used.map(\.name)).subtracting(declared)
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
        var used = Set<String>()
        for file in swift { used.formUnion(Self.unqualifiedTypeNames(in: file.contents)) }
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
            for name in try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)
            where name.hasSuffix(".swift") {
                let source = try String(contentsOfFile: root + "/" + folder + "/" + name, encoding: .utf8)
                let names = Self.unqualifiedTypeNames(in: source).subtracting(GeneratedNames.referencedTypeNames)
                    .filter { !$0.hasPrefix("_") }
                #expect(names == [], "\(folder)/\(name)")
                checked += 1
            }
        }
        #expect(checked > 10)
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
