extension ModelBuilder {
    /// The rows of every code as the source's tables document them (`preferredEntries`' input, sorted).
    struct DocumentedEntries {
        /// The codes in first documented order.
        var order: [String] = []
        /// Each code's first row, whatever its table's owner.
        var first: [String: ErrorEntry] = [:]
        /// Each code's first row in a table of a group's common errors.
        var groupEntry: [String: ErrorEntry] = [:]
        /// Each code's rows in methods' tables, in document order, with the method's symbol.
        var methodEntries: [String: [(method: String, entry: ErrorEntry)]] = [:]
    }

    /// Sorts the rows of the source's tables (`tableEntries`: the rows of each of `source.tables`, by index)
    /// by code and by the owner of their table; the domain's own tables (and rows of no known table) count
    /// only for `first` and `order`.
    func documentedEntries(_ tableEntries: [[ErrorEntry]]) -> DocumentedEntries {
        var documented = DocumentedEntries()
        for (index, entries) in tableEntries.enumerated() {
            let owner = index < source.tables.count ? source.tables[index].owner : nil
            for entry in entries {
                if documented.first[entry.code] == nil {
                    documented.order.append(entry.code)
                    documented.first[entry.code] = entry
                }
                switch owner {
                case .group:
                    if documented.groupEntry[entry.code] == nil { documented.groupEntry[entry.code] = entry }
                case .method(let symbol):
                    documented.methodEntries[entry.code, default: []].append((symbol, entry))
                case .domain, nil:
                    break
                }
            }
        }
        return documented
    }

    /// The neutral entry of a code that methods document with different meanings: no description, the extra
    /// columns every method's row agrees on (a "Recovery tactic" of "Do nothing."), and a doc comment naming
    /// the methods.
    func neutralEntry(_ entry: ErrorEntry, methodRows rows: [(method: String, entry: ErrorEntry)]) -> ErrorEntry {
        var neutral = entry
        neutral.description = LocalizedText([:])
        neutral.properties = entry.properties.filter { name, value in
            rows.allSatisfy {
                $0.entry.properties[name]?.texts[config.sourceLanguage] == value.texts[config.sourceLanguage]
            }
        }
        neutral.documentation = Self.neutralDocumentation(methods: rows.map(\.method))
        return neutral
    }
}
