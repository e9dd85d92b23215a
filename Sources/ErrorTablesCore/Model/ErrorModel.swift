/// The build step's output (the steps: `Pipeline`): the validated error model of every domain in a spec folder.
public struct ErrorModel: Sendable, Equatable {
    /// The domains, sorted by name.
    public var domains: [ErrorDomain]

    /// Creates a model.
    public init(domains: [ErrorDomain]) { self.domains = domains }
}

/// Text in every language of a domain, by BCP-47 tag.
public struct LocalizedText: Sendable, Equatable, Hashable {
    /// The texts written in each language's document.
    public var texts: [String: String]

    /// Creates localized text.
    public init(_ texts: [String: String] = [:]) { self.texts = texts }

    /// The text in `language`, or in `fallback` when that language has none.
    public func text(in language: String, fallback: String) -> String? { texts[language] ?? texts[fallback] }
}

/// One error domain: one `spec/<Domain>` folder.
public struct ErrorDomain: Sendable, Equatable {
    /// The folder name, e.g. `FirebaseAuth`.
    public var name: String
    /// The domain's settings.
    public var config: DomainConfig
    /// Every language, the source language first, then the others sorted.
    public var languages: [String]
    /// The path of each language's document.
    public var documentPaths: [String: String]
    /// Every documented code, in order of first appearance in the source document.
    public var codes: [ErrorCode]
    /// Groups, in document order.
    public var groups: [ErrorGroup]
    /// Methods, in document order.
    public var methods: [ErrorMethod]
    /// Errors common to every method.
    public var commonErrors: [ErrorEntry]
    /// The domain-common tables' fallback text, if any.
    public var fallback: LocalizedText?
    /// Headers of extra columns (beyond code and description), by column index, in the source language.
    public var extraColumns: [Int: String]
    /// How much of the source document's table texts each translation translates, by language.
    public var translationCoverage: [String: TranslationCoverage] = [:]
    /// Lookup tables (server codes → a code of this domain and a message), in configuration order.
    public var lookups: [ErrorLookup] = []

    /// The source language.
    public var sourceLanguage: String { config.sourceLanguage }

    /// The code with the given identifier.
    public func code(_ id: String) -> ErrorCode? { codes.first { $0.id == id } }

    /// The method with the given selector.
    public func method(_ symbol: String) -> ErrorMethod? { methods.first { $0.symbol == symbol } }
}

/// How many of the source document's table texts (descriptions, fallback rows, extra columns) a
/// translation translates: present, not empty, and not left identical to the source text; how many it lacks
/// or left identical; and how many of its translations are stale (see `TranslationLock`).
///
/// ```
/// hi 47/49 (95%)
/// it 45/49 (91%; 3 missing, 1 identical, 2 stale)
/// ```
public struct TranslationCoverage: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Texts the translation translates.
    public var translated: Int
    /// Texts of the source document that need translating.
    public var total: Int
    /// Texts the translation left identical to a source text that needs translating ("untranslated").
    public var identical: Int
    /// Translations made against an older source text than the current one, as the domain's
    /// `translations.lock` records (lookup messages included; they count among `translated`); 0 without a lock.
    public var stale: Int

    /// Creates a coverage count.
    public init(translated: Int, total: Int, identical: Int = 0, stale: Int = 0) {
        self.translated = translated
        self.total = total
        self.identical = identical
        self.stale = stale
    }

    /// Texts the translation has no text for (no row, or an empty cell).
    public var missing: Int { max(0, total - translated - identical) }

    /// The translated share in whole percent, rounded down so that 100 means complete; 100 when there is
    /// nothing to translate.
    public var percent: Int { total == 0 ? 100 : translated * 100 / total }

    /// `47/49 (95%)`, with the missing, identical and stale counts that are not 0:
    /// `45/49 (91%; 3 missing, 1 identical, 2 stale)`.
    public var description: String {
        let details = [(missing, "missing"), (identical, "identical"), (stale, "stale")].filter { $0.0 > 0 }
        let detail = details.isEmpty ? "" : "; " + details.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        return "\(translated)/\(total) (\(percent)%\(detail))"
    }
}

/// An error code of a domain.
public struct ErrorCode: Sendable, Equatable {
    /// The documented identifier, e.g. `FIRAuthErrorCodeNetworkError`.
    public var id: String
    /// The Swift case name, e.g. `networkError`.
    public var swiftName: String
    /// The integer raw value.
    public var rawValue: Int
    /// Whether the raw value came from the config or the docs (`false`: assigned, see the README).
    public var hasConfiguredRawValue: Bool
    /// The cross-platform error name, e.g. `ERROR_NETWORK_REQUEST_FAILED`.
    public var name: String?
    /// Recovery traits from the config (`retryable`, `throttled`, …), in the runtime's order.
    public var traits: [String] = []
    /// The code's own description: domain-common, else group-common, else the methods' when they agree, else
    /// empty (`ModelBuilder.preferredEntries`).
    public var description: LocalizedText
    /// That description's source-language Markdown (code spans, emphasis and links kept), for doc comments.
    public var documentation: String
    /// Extra columns' texts of that same row, by source header.
    public var properties: [String: LocalizedText]
    /// Where the code is first documented.
    public var location: SourceLocation
    /// The range of codes the docs give for this error (`1000 ~ 1099`), whose first code is the raw value.
    public var range: ClosedRange<Int>? = nil
    /// Other names the docs give the same error (one per platform), besides `id` and `name`.
    public var alternativeNames: [String] = []
    /// Whether `swiftName` was made unique with the raw value because the derived name collided with an earlier
    /// code's (`init --documents` writes it out as a `swiftName`).
    public var nameMadeUnique = false
}

/// An error listed in a table: a code and what it means there.
public struct ErrorEntry: Sendable, Equatable {
    /// The code identifier.
    public var code: String
    /// The description in every language.
    public var description: LocalizedText
    /// The source-language description as Markdown (code spans, emphasis and links kept), for doc comments.
    public var documentation: String
    /// Extra columns' texts, by source header.
    public var properties: [String: LocalizedText]
    /// Where the row is in the source document.
    public var location: SourceLocation
    /// The integer code the row gives, if its table has a raw-value column.
    public var rawValue: Int? = nil
    /// The range of codes the row gives, if any.
    public var range: ClosedRange<Int>? = nil
    /// Other names the row gives the same error.
    public var aliases: [String] = []
    /// The label beside the row's number in its cell (`Bad request` in `400 (Bad request)`), if any.
    public var label: String? = nil
}

/// A group of methods (a class), with the errors common to its methods.
public struct ErrorGroup: Sendable, Equatable {
    /// The symbol, e.g. `FIRUser`.
    public var symbol: String
    /// Errors common to the group's methods.
    public var commonErrors: [ErrorEntry]
    /// The common tables' fallback text, if any.
    public var fallback: LocalizedText?
    /// Where the group's heading is.
    public var location: SourceLocation
}

/// A documented API method.
public struct ErrorMethod: Sendable, Equatable {
    /// The selector, e.g. `signInWithEmail:password:completion:`.
    public var symbol: String
    /// The enclosing group, if any.
    public var group: String?
    /// The method's own errors.
    public var ownErrors: [ErrorEntry]
    /// Methods whose errors this one may also return, as the docs say.
    public var inclusions: [String]
    /// The effective set: own, included, group-common, then domain-common; first occurrence wins.
    public var errors: [EffectiveError]
    /// The fallback text for undocumented codes: the method's table's, else the group's, else the domain's.
    public var fallback: LocalizedText?
    /// Where the method's heading is.
    public var location: SourceLocation
}

/// One error in a method's effective set.
public struct EffectiveError: Sendable, Equatable {
    /// Where an effective error comes from.
    public enum Origin: Sendable, Equatable, Hashable, CustomStringConvertible {
        /// The method's own table.
        case method
        /// The table of a method it includes (directly or transitively).
        case included(String)
        /// The group's common errors.
        case group
        /// The domain's common errors.
        case domain

        /// `method`, `included:<symbol>`, `group` or `domain`.
        public var description: String {
            switch self {
            case .method: "method"
            case .included(let symbol): "included:\(symbol)"
            case .group: "group"
            case .domain: "domain"
            }
        }
    }

    /// The entry as documented where it comes from.
    public var entry: ErrorEntry
    /// Where it comes from.
    public var origin: Origin

    /// The code identifier.
    public var code: String { entry.code }
}

/// A lookup table of a domain: server codes (or ranges) and subcodes mapped to one of the domain's codes and
/// a contextual message, matched most specific first by the runtime.
public struct ErrorLookup: Sendable, Equatable {
    /// One row.
    public struct Entry: Sendable, Equatable {
        /// What the row matches.
        public var key: LookupKey
        /// The domain code (case) the row maps to.
        public var code: String
        /// The message in every language.
        public var message: LocalizedText
        /// The source-language message as Markdown.
        public var documentation: String
        /// Where the row is in the source document.
        public var location: SourceLocation
    }

    /// The configured name, e.g. `GraphAPIError`.
    public var name: String
    /// The rows, in document order.
    public var entries: [Entry]
    /// The "All others" message, if the table has one.
    public var fallback: LocalizedText?
    /// Where the first table of the lookup starts.
    public var location: SourceLocation
}
