import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// How a method error's case is documented: its documented text first (the method's own where its table has one,
/// else the code's), then a DocC link to the code's case and where the error comes from.
@Suite struct MethodCaseDocTests {
    /// Each method of a golden domain with the doc comments of its documented cases, in order.
    func caseDocs(_ domainName: String) throws -> [(method: String, docs: [String])] {
        let domain = try Golden.domain(domainName)
        let generator = CodeGenerator(domain: domain)
        return try domain.methods.map { method in
            let docs: [String] = try method.errors.map { error in
                let code = try #require(generator.codesByID[error.code])
                return generator.methodCaseDoc(error, of: method, code: code)
            }
            return (method.symbol, docs)
        }
    }

    @Test func aCaseStartsWithItsTextAndLinksToItsCode() throws {
        let docs = try caseDocs("Demo")
        #expect(
            docs.map(\.method) == [
                "connectToHost:port:completion:", "sendMessage:completion:", "disconnectWithCompletion:",
            ])
        let invalidHost = "The host name is malformed.\n\nSee ``DemoErrorCode/invalidHost``"
        let unreachable = "The host could not be reached.\n\nDiffers from ``DemoErrorCode/networkError``"
        let notConnected =
            "The client is not connected. Call `connectToHost:port:completion:` first.\n\n"
            + "See ``DemoErrorCode/notConnected`` (common to `DemoClient`)."
        let internalError =
            "An internal error occurred. Report it with the complete `NSError` object.\n\n"
            + "See ``DemoErrorCode/internalError`` (common to the domain)."
        let included = "(included from `connectToHost:port:completion:`)."
        #expect(
            docs.map(\.docs) == [
                [
                    invalidHost + " (this method's table).", unreachable + " (this method's table).", notConnected,
                    internalError,
                ],
                [
                    "The message is longer than *4096* bytes.\n\nSee ``DemoErrorCode/messageTooLong`` (this method's table).",
                    invalidHost + " " + included, unreachable + " " + included, notConnected, internalError,
                ],
                [
                    "The client was already disconnected.\n\n"
                        + "See ``DemoErrorCode/alreadyDisconnected`` (this method's table).",
                    notConnected,
                    "A network error occurred.\n\nSee ``DemoErrorCode/networkError`` (common to the domain).",
                    internalError,
                ],
            ])
    }

    @Test func aKeywordCaseIsLinkedByItsNameWithoutBackticks() throws {
        let docs = try caseDocs("Adversarial")
        let fetch = try #require(docs.first { $0.method == "fetch(_:completion:)" })
        #expect(
            fetch.docs.map { $0.components(separatedBy: "\n\n").last } == [
                "See ``AdvErrorCode/in`` (this method's table).",
                "See ``AdvErrorCode/urlError`` (this method's table).",
                "See ``AdvErrorCode/Type`` (common to `Type`).",
                "See ``AdvErrorCode/protocol`` (common to `Type`).",
                "See ``AdvErrorCode/default`` (common to the domain).",
                "See ``AdvErrorCode/self`` (common to the domain).",
            ])
        #expect(fetch.docs.first?.hasPrefix("Invisible characters: decomposed") == true)
    }

    @Test func aMethodRowWithoutADescriptionStartsWithTheCodesText() throws {
        let domain = try Golden.domain("Demo")
        let generator = CodeGenerator(domain: domain)
        let method = try #require(domain.methods.first)
        var error = try #require(method.errors.first { $0.code == "DemoErrorCodeNetworkError" })
        let code = try #require(generator.codesByID[error.code])
        #expect(error.entry.documentation != code.documentation)
        error.entry.documentation = ""
        #expect(
            generator.methodCaseDoc(error, of: method, code: code)
                == "A network error occurred.\n\nSee ``DemoErrorCode/networkError`` (this method's table).")
        // Without any text, only the link.
        var emptyCode = code
        emptyCode.documentation = ""
        #expect(
            generator.methodCaseDoc(error, of: method, code: emptyCode)
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
