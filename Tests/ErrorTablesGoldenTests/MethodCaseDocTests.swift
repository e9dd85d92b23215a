import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// How a method error's case is documented: a DocC link to the code's case where the method says what the
/// code says, the method's own text where it says something else, and where the error comes from either way.
@Suite struct MethodCaseDocTests {
    /// Each method of a golden domain with the doc comments of its documented cases, in order.
    func caseDocs(_ domainName: String) throws -> [(method: String, docs: [String?])] {
        let domain = try Golden.domain(domainName)
        let generator = CodeGenerator(domain: domain)
        return try domain.methods.map { method in
            let docs = try method.errors.map { error in
                let code = try #require(generator.codesByID[error.code])
                return generator.methodCaseDoc(error, of: method, code: code)
            }
            return (method.symbol, docs)
        }
    }

    @Test func aCaseLinksToItsCodeUnlessTheMethodDescribesItOtherwise() throws {
        let docs = try caseDocs("Demo")
        #expect(
            docs.map(\.method) == [
                "connectToHost:port:completion:", "sendMessage:completion:", "disconnectWithCompletion:",
            ])
        #expect(
            docs.map(\.docs) == [
                [
                    "See ``DemoErrorCode/invalidHost`` (this method's table).",
                    "The host could not be reached.\n\n"
                        + "Differs from ``DemoErrorCode/networkError`` (this method's table).",
                    "See ``DemoErrorCode/notConnected`` (common to `DemoClient`).",
                    nil,
                ],
                [
                    "See ``DemoErrorCode/messageTooLong`` (this method's table).",
                    "See ``DemoErrorCode/invalidHost`` (included from `connectToHost:port:completion:`).",
                    "The host could not be reached.\n\n"
                        + "Differs from ``DemoErrorCode/networkError`` (included from `connectToHost:port:completion:`).",
                    "See ``DemoErrorCode/notConnected`` (common to `DemoClient`).",
                    nil,
                ],
                [
                    "See ``DemoErrorCode/alreadyDisconnected`` (this method's table).",
                    "See ``DemoErrorCode/notConnected`` (common to `DemoClient`).",
                    nil,
                    nil,
                ],
            ])
    }

    @Test func aKeywordCaseIsLinkedByItsNameWithoutBackticks() throws {
        let docs = try caseDocs("Adversarial")
        let fetch = try #require(docs.first { $0.method == "fetch(_:completion:)" })
        #expect(
            fetch.docs == [
                "See ``AdvErrorCode/in`` (this method's table).",
                "See ``AdvErrorCode/urlError`` (this method's table).",
                "See ``AdvErrorCode/Type`` (common to `Type`).",
                "See ``AdvErrorCode/protocol`` (common to `Type`).",
                nil,
                nil,
            ])
    }

    @Test func aMethodRowWithoutADescriptionLinksToTheCode() throws {
        let domain = try Golden.domain("Demo")
        let generator = CodeGenerator(domain: domain)
        let method = try #require(domain.methods.first)
        var error = try #require(method.errors.first { $0.code == "DemoErrorCodeNetworkError" })
        let code = try #require(generator.codesByID[error.code])
        #expect(error.entry.documentation != code.documentation)
        error.entry.documentation = ""
        #expect(
            generator.methodCaseDoc(error, of: method, code: code)
                == "See ``DemoErrorCode/networkError`` (this method's table).")
    }

    @Test func originsAreCodeSpansWhateverTheirCharacters() {
        #expect(CodeGenerator.originNote(.method, group: "G") == "this method's table")
        #expect(CodeGenerator.originNote(.domain, group: "G") == "common to the domain")
        #expect(CodeGenerator.originNote(.group, group: "FIRUser") == "common to `FIRUser`")
        #expect(CodeGenerator.originNote(.included("signOut:"), group: nil) == "included from `signOut:`")
        #expect(CodeGenerator.originNote(.group, group: "a`b") == "common to ```a`b```")
    }

    /// The code enum a codes file declares (`public enum X: Int, …`) and its cases.
    func declaredCodes(_ codesFile: String) throws -> (type: String, cases: Set<String>) {
        let type = try #require(codesFile.firstMatch(of: #/\n(?:public |internal |package )?enum (\w+): Int/#))
        var cases = Set<String>()
        for match in codesFile.matches(of: #/\n  case `?(\w+)`? = /#) { cases.insert(String(match.1)) }
        return (String(type.1), cases)
    }

    /// Every DocC link of every method file generated from a spec folder names the code enum its domain's
    /// codes file declares and one of that enum's cases, so DocC can resolve it.
    @Test(arguments: ["Tests/Fixtures/GoldenSpec", "Tests/Fixtures/Corpus", "spec"])
    func everyLinkNamesADeclaredCodeCase(_ spec: String) throws {
        let (model, _) = Golden.load(PackageRoot.path + "/" + spec)
        let domains = try #require(model?.domains)
        #expect(!domains.isEmpty)
        for domain in domains {
            var diagnostics = Diagnostics()
            let files = try #require(CodeGenerator(domain: domain).generate(diagnostics: &diagnostics))
            let base = GeneratedNames.fileBase(domain.name)
            let codes = try declaredCodes(try #require(files.first { $0.path == base + "ErrorCodes.swift" }?.contents))
            let methods = try #require(files.first { $0.path == base + "MethodErrors.swift" }?.contents)
            let links = methods.matches(of: #/``(\w+)/(\w+)``/#).map { (String($0.1), String($0.2)) }
            let methodCases = domain.methods.reduce(0) { $0 + $1.errors.count }
            #expect(links.count == methodCases, "\(domain.name)")
            for (type, name) in links {
                #expect(type == codes.type, "\(domain.name): \(type)/\(name)")
                #expect(codes.cases.contains(name), "\(domain.name): \(type)/\(name)")
            }
        }
    }
}
