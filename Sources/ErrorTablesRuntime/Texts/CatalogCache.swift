import Foundation

/// What an ``ErrorTextCatalog`` has read from its bundle and resolved so far.
struct CatalogCache {
    /// The parsed `.strings` table by matching key of the language; empty when there is none.
    var tables: [String: [String: String]] = [:]
    /// The `.lproj` folders of the bundle by matching key of their language, once listed.
    var lprojFolders: [String: [URL]]?
    /// How many times a table was read from disk, for tests.
    var loadCount = 0
    /// The usable texts of a language (bundle table over given texts, blank texts left out), by
    /// matching key of the language.
    var usableTables: [String: [String: String]] = [:]
    /// The usable texts of each language to try, in order, by list of preferred languages as asked.
    var resolvedTables: [[String]: [[String: String]]] = [:]
}
