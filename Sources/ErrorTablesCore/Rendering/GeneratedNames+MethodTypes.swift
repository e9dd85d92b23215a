extension GeneratedNames {
    /// Each method's type name, checked for collisions inside its namespace: `methodTypeNames` in the config
    /// where it names the method, else ``methodTypeName(for:)``; methods whose derived names fall together
    /// in one namespace (or with a configured name there) all keep their argument labels
    /// (``labelledMethodTypeName(for:)``), whatever their order, and a note says so.
    func methodTypes(diagnostics: inout Diagnostics) -> [String: String] {
        let methods = domain.methods
        let configured = methods.map { domain.config.methodTypeNames[$0.symbol] }
        let derived = methods.indices.map { configured[$0] ?? Self.methodTypeName(for: methods[$0].symbol) }
        let names = keepingLabels(derived, configured: configured, diagnostics: &diagnostics)
        let result = acceptedMethodTypes(names, diagnostics: &diagnostics)
        checkGroups(diagnostics: &diagnostics)
        checkTypeNames(result, diagnostics: &diagnostics)
        return result
    }

    /// The indices of `domain.methods` named `names` (one name per method) sharing each qualified name, in
    /// document order of each name's first method.
    func methodsSharingNames(_ names: [String]) -> [(qualified: String, methods: [Int])] {
        var sharing: [String: [Int]] = [:]
        var order: [String] = []
        for (index, method) in domain.methods.enumerated() {
            let qualified = qualifiedName(names[index], of: method)
            if sharing[qualified] == nil { order.append(qualified) }
            sharing[qualified, default: []].append(index)
        }
        return order.map { ($0, sharing[$0] ?? []) }
    }

    /// `names` (one per method of the domain) with the labelled name for every method whose derived name
    /// (`configured` is `nil`) shares its qualified name with another method's; a note for each name the
    /// labels settle (an unsettled one is reported as a collision later).
    func keepingLabels(_ names: [String], configured: [String?], diagnostics: inout Diagnostics) -> [String] {
        let methods = domain.methods
        var names = names
        for (qualified, members) in methodsSharingNames(names) where members.count > 1 {
            let derived = members.filter { configured[$0] == nil }
            guard !derived.isEmpty else { continue }
            for index in derived { names[index] = Self.labelledMethodTypeName(for: methods[index].symbol) }
            // Reported only when the labels settle it; otherwise the collision below is the error.
            let settled = members.map { names[$0] }
            guard Set(settled).count == settled.count, let last = derived.last else { continue }
            diagnostics.report(
                .methodTypesKeepLabels(
                    members.map { index in
                        (methods[index].symbol, methods[index].location.line, names[index], configured[index] != nil)
                    }, reported: methods[last].symbol, typeName: qualified, at: methods[last].location))
        }
        return names
    }

    /// The method type names that can be used, by method symbol, from `names` (one per method of the domain):
    /// a name already taken in its namespace, or a top-level name the generated code declares, is reported and
    /// left out; one differing from another only in case is kept with a warning.
    func acceptedMethodTypes(_ names: [String], diagnostics: inout Diagnostics) -> [String: String] {
        var result: [String: String] = [:]
        var owners: [String: ErrorMethod] = [:]
        // By lowercased qualified name: types differing only in case are most likely one method mistyped.
        var folded: [String: (method: ErrorMethod, typeName: String)] = [:]
        let reserved = Set(
            [domain.config.typeName, domainTypeName, textsTypeName]
                + domain.groups.map { namespace(of: $0.symbol).name } + domain.lookups.map(\.name))
        for (method, name) in zip(domain.methods, names) {
            let qualified = qualifiedName(name, of: method)
            if let other = owners[qualified] {
                diagnostics.report(
                    .methodTypeCollision(
                        method.symbol, other: other.symbol, otherLine: other.location.line, typeName: qualified,
                        at: method.location))
                continue
            }
            if method.group == nil, reserved.contains(name) {
                diagnostics.report(.methodTypeNameGenerated(method.symbol, typeName: name, at: method.location))
                continue
            }
            owners[qualified] = method
            result[method.symbol] = name
            if let other = folded[qualified.lowercased()] {
                diagnostics.report(
                    .methodTypesDifferInCase(
                        method.symbol, typeName: qualified, other: other.method.symbol,
                        otherLine: other.method.location.line, otherTypeName: other.typeName, at: method.location))
            } else {
                folded[qualified.lowercased()] = (method, qualified)
            }
        }
        return result
    }
}
