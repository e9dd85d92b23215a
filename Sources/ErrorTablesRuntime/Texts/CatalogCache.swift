import Foundation

/// What an ``ErrorTextCatalog`` has read from its bundle so far.
struct CatalogCache {
    /// The parsed `.strings` table by matching key of the language; empty when there is none.
    var tables: [String: [String: String]] = [:]
    /// The `.lproj` folders of the bundle by matching key of their language, once listed.
    var lprojFolders: [String: [URL]]?
    /// How many times a table was read from disk, for tests.
    var loadCount = 0
}
