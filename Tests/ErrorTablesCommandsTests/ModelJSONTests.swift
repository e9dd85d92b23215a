import Testing

@testable import ErrorTablesCommands
@testable import ErrorTablesCore

/// The steps of `ModelJSON.json(_:)` (`dump`'s domain object): texts in every language with the source text
/// where a translation lacks one, codes, entries with their origin, and lookup entries.
@Suite struct ModelJSONTests {
    static let location = ErrorTablesCore.SourceLocation(path: "spec/Sync/en.md", line: 5, column: 3)

    /// A domain in English (source) and French.
    static let domain = ErrorDomain(
        name: "Sync",
        config: DomainConfig(
            path: "spec/Sync/error-tables.json", errorDomain: "SyncErrorDomain", typeName: "SyncError",
            codePrefix: "SyncError", sourceLanguage: "en"),
        languages: ["en", "fr"], documentPaths: [:], codes: [], groups: [], methods: [], commonErrors: [],
        fallback: nil, extraColumns: [:])

    static let offline = LocalizedText(["en": "The device is offline.", "fr": "L'appareil est hors ligne."])
    static let englishOnly = LocalizedText(["en": "Try again."])

    @Test func aTextMissingInATranslationIsTheSourceText() {
        #expect(
            ModelJSON.texts(Self.englishOnly, in: Self.domain)
                == .object([("en", .string("Try again.")), ("fr", .string("Try again."))]))
        #expect(ModelJSON.optionalText(nil, in: Self.domain) == .null)
    }

    @Test func aCodeListsPropertiesSortedAndTraitsOnlyWhenItHasThem() {
        var code = ErrorCode(
            id: "SyncErrorOffline", swiftName: "offline", rawValue: 7, hasConfiguredRawValue: true, name: nil,
            description: Self.offline, documentation: "", properties: [:], location: Self.location)
        #expect(
            ModelJSON.code(code, in: Self.domain)
                == .object([
                    ("id", .string("SyncErrorOffline")), ("swiftName", .string("offline")), ("rawValue", .int(7)),
                    ("name", .null), ("description", ModelJSON.texts(Self.offline, in: Self.domain)),
                ]))
        code.properties = ["Remedy": Self.englishOnly, "Cause": Self.offline]
        code.traits = ["retryable"]
        code.name = "OFFLINE"
        #expect(
            ModelJSON.code(code, in: Self.domain)
                == .object([
                    ("id", .string("SyncErrorOffline")), ("swiftName", .string("offline")), ("rawValue", .int(7)),
                    ("name", .string("OFFLINE")), ("description", ModelJSON.texts(Self.offline, in: Self.domain)),
                    (
                        "properties",
                        .object([
                            ("Cause", ModelJSON.texts(Self.offline, in: Self.domain)),
                            ("Remedy", ModelJSON.texts(Self.englishOnly, in: Self.domain)),
                        ])
                    ),
                    ("traits", .array([.string("retryable")])),
                ]))
    }

    @Test func anEntryNamesItsOriginAfterItsID() {
        let entry = ErrorEntry(
            code: "SyncErrorOffline", description: Self.offline, documentation: "", properties: [:],
            location: Self.location)
        #expect(
            ModelJSON.entry(entry, origin: .domain, in: Self.domain)
                == .object([
                    ("id", .string("SyncErrorOffline")), ("origin", .string("domain")),
                    ("description", ModelJSON.texts(Self.offline, in: Self.domain)),
                ]))
    }

    @Test func aLookupEntryGivesItsCodeRangeAndSubcodeOrNull() {
        let ranged = ErrorLookup.Entry(
            key: LookupKey(codes: 200...299, subcode: nil), code: "SyncErrorOffline", message: Self.englishOnly,
            documentation: "", location: Self.location)
        #expect(
            ModelJSON.lookupEntry(ranged, in: Self.domain)
                == .object([
                    ("key", .string(LookupKey(codes: 200...299, subcode: nil).description)),
                    ("codes", .array([.int(200), .int(299)])), ("subcode", .null),
                    ("id", .string("SyncErrorOffline")),
                    ("message", ModelJSON.texts(Self.englishOnly, in: Self.domain)),
                ]))
        let subcodeOnly = ErrorLookup.Entry(
            key: LookupKey(codes: nil, subcode: 458), code: "SyncErrorOffline", message: Self.englishOnly,
            documentation: "", location: Self.location)
        #expect(
            ModelJSON.lookupEntry(subcodeOnly, in: Self.domain)
                == .object([
                    ("key", .string(LookupKey(codes: nil, subcode: 458).description)), ("codes", .null),
                    ("subcode", .int(458)), ("id", .string("SyncErrorOffline")),
                    ("message", ModelJSON.texts(Self.englishOnly, in: Self.domain)),
                ]))
    }
}
