import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCommands

/// `dump` on spec/Facebook: the JSON shape of lookups (`lookups[]`) and of traits (`codes[].traits`).
@Suite struct DumpLookupsTests {
    /// Runs `error-tables dump --spec <repository>/spec/Facebook` in-process and parses the one domain.
    func facebook() throws -> [String: Any] {
        var console = Console()
        let status = ErrorTablesTool.run(
            ["dump", "--spec", PackageRoot.path + "/spec/Facebook"], console: &console)
        #expect(status == 0)
        #expect(console.errors == "")
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        let domains = try #require(root["domains"] as? [[String: Any]])
        #expect(domains.count == 1)
        return try #require(domains.first)
    }

    @Test func lookupsHaveNameEntriesAndFallback() throws {
        let domain = try facebook()
        let lookups = try #require(domain["lookups"] as? [[String: Any]])
        #expect(lookups.count == 1)
        let lookup = try #require(lookups.first)
        #expect(Set(lookup.keys) == ["name", "entries", "fallback"])
        #expect(lookup["name"] as? String == "GraphAPIError")
        #expect(
            lookup["fallback"] as? [String: String] == [
                "en": "Something went wrong. Please try again later.",
                "it": "Si è verificato un errore. Riprova più tardi.",
            ])

        let entries = try #require(lookup["entries"] as? [[String: Any]])
        try #require(entries.count == 15)
        #expect(entries.allSatisfy { Set($0.keys) == ["key", "codes", "subcode", "id", "message"] })
        #expect(
            entries.compactMap { $0["key"] as? String } == [
                "1", "2", "4", "17", "341", "10", "200-299", "102", "190", "190/458", "190/459", "190/460", "190/463",
                "190/464", "190/467",
            ])

        // A code with any subcode: codes as [low, high], subcode null.
        let first = entries[0]
        #expect(first["codes"] as? [Int] == [1, 1])
        #expect(first["subcode"] is NSNull)
        #expect(first["id"] as? String == "FBErrorCategoryServer")
        #expect(
            first["message"] as? [String: String] == [
                "en": "Something went wrong on Facebook's side. Please try again.",
                "it": "Si è verificato un problema su Facebook. Riprova.",
            ])

        let range = entries[6]
        #expect(range["codes"] as? [Int] == [200, 299])
        #expect(range["subcode"] is NSNull)
        #expect(range["id"] as? String == "FBErrorCategoryPermissions")

        let appRemoved = entries[9]
        #expect(appRemoved["key"] as? String == "190/458")
        #expect(appRemoved["codes"] as? [Int] == [190, 190])
        #expect(appRemoved["subcode"] as? Int == 458)
        #expect(appRemoved["id"] as? String == "FBErrorCategoryAuthenticationReopenSession")
        #expect(
            appRemoved["message"] as? [String: String] == [
                "en": "The app was removed. Please log in again.", "it": "L'app è stata rimossa. Accedi di nuovo.",
            ])
    }

    @Test func codesCarryTheirTraitsOnlyWhenTheyHaveSome() throws {
        let codes = try #require(try facebook()["codes"] as? [[String: Any]])
        #expect(
            codes.map { code in
                "\(code["id"] as? String ?? "?"): \((code["traits"] as? [String]).map { "\($0)" } ?? "-")"
            }
                == [
                    "FBErrorCategoryServer: [\"retryable\"]",
                    "FBErrorCategoryFacebookOther: -",
                    "FBErrorCategoryBadRequest: -",
                    "FBErrorCategoryInvalid: -",
                    "FBErrorCategoryUserCancelled: [\"userCancelled\"]",
                    "FBErrorCategoryAuthenticationReopenSession: [\"signInAgain\"]",
                    "FBErrorCategoryPermissions: [\"permissionDenied\"]",
                    "FBErrorCategoryRetry: [\"retryable\"]",
                    "FBErrorCategoryThrottling: [\"throttled\"]",
                ])
        // No key at all (not an empty list) for a code without traits.
        #expect(codes.filter { $0.keys.contains("traits") }.count == 6)
    }

    @Test func aDomainWithoutLookupsDumpsAnEmptyList() throws {
        var console = Console()
        let status = ErrorTablesTool.run(
            ["dump", "--spec", PackageRoot.path + "/spec/FirebaseAuth"], console: &console)
        #expect(status == 0)
        let root = try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any]
        let domain = (root?["domains"] as? [[String: Any]])?.first
        #expect(domain?["lookups"] as? [Any] != nil)
        #expect((domain?["lookups"] as? [Any])?.isEmpty == true)
    }
}
