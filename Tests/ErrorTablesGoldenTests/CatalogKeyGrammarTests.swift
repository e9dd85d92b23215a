import ErrorTablesRuntime
import ErrorTablesTestSupport
import Testing

@testable import ErrorTablesCore

/// The catalog key grammar is defined once, by the runtime's `ErrorTextKey`: every key the generator
/// writes for the golden spec and the corpus is built from one, and reads back in the runtime to the
/// same parts.
@Suite struct CatalogKeyGrammarTests {
    static let specs = [PackageRoot.goldenSpec, PackageRoot.path + "/Tests/Fixtures/Corpus"]

    @Test(arguments: specs)
    func everyKeyTheGeneratorWritesParsesInTheRuntimeToItsParts(spec: String) throws {
        let model = try #require(Golden.load(spec).model)
        var count = 0
        for domain in model.domains {
            let tables = Set(domain.lookups.map(\.name))
            for entry in CodeGenerator(domain: domain).texts().entries {
                let parts = try #require(entry.textKey, "\(domain.name): \(entry.key) was not built from parts")
                #expect(entry.key == parts.description)
                #expect(ErrorTextKey(parsing: entry.key, lookupTables: tables) == parts, "\(domain.name): \(entry.key)")
                count += 1
            }
        }
        #expect(count > 50)
    }

    @Test func theGoldenSpecHasEveryKindOfKey() throws {
        let model = try #require(Golden.loaded.model)
        var kinds = Set<String>()
        for domain in model.domains {
            for entry in CodeGenerator(domain: domain).texts().entries {
                switch entry.textKey {
                case .code?: kinds.insert("code")
                case .property?: kinds.insert("property")
                case .method?: kinds.insert("method")
                case .methodFallback?: kinds.insert("methodFallback")
                case .lookupRow(_, let codes, let subcode)?:
                    kinds.insert(codes == nil && subcode == nil ? "lookupFallback" : "lookupRow")
                case .domainFallback?: kinds.insert("domainFallback")
                case nil: kinds.insert("none")
                }
            }
        }
        #expect(
            kinds == ["code", "property", "method", "methodFallback", "lookupRow", "lookupFallback", "domainFallback"])
    }

    @Test func aLookupKeyIsTheRowPartOfItsCatalogKey() {
        let key = LookupKey(codes: 200...299, subcode: 7)
        #expect(key.description == "200-299/7")
        #expect(GeneratedNames.lookupKey("GraphAPIError", key).description == "GraphAPIError/200-299/7")
    }
}
