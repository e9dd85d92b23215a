/// How many cases a domain's method error types may have together.
///
/// A method's type has a case for every error it can return: its own, those of every method it includes
/// (directly or not), its group's and the domain's common ones. A chain of n methods that each "can also
/// return the errors of" the next, with a code of its own each, makes n²/2 cases from n rows: a 72 KB chain of
/// 500 methods asked for 31 MB of Swift. The cases are kept proportional to the source's rows instead: when
/// they would pass the limit, the head of the chain through the method whose errors cross it gets one error
/// naming the chain, and no more effective sets are made (the domain has an error, so nothing is generated).
struct MethodCaseLimit: Equatable {
    /// Cases the methods' types of any domain may have together, however few rows its source has.
    static let minimumCases = 20_000
    /// Cases per row of the source's tables (methods' own, groups' and the domain's common rows).
    static let casesPerRow = 8
    /// Steps the inclusion walk may take per case allowed: inclusions that meet again make the walk go through
    /// an included list more than once.
    static let workPerCase = 4

    /// The rows of the source's error tables.
    let rows: Int
    /// `max(minimumCases, casesPerRow × rows)`.
    let cases: Int

    init(rows: Int) {
        self.rows = max(rows, 0)
        let (product, overflow) = self.rows.multipliedReportingOverflow(by: Self.casesPerRow)
        cases = overflow ? Int.max : max(Self.minimumCases, product)
    }

    /// The limit for the rows of `owners`' tables.
    init(_ owners: Owners) {
        let methodRows = owners.methods.reduce(0) { $0 + $1.ownErrors.count }
        let groupRows = owners.groups.reduce(0) { $0 + $1.commonErrors.count }
        self.init(rows: methodRows + groupRows + owners.commonErrors.count)
    }
}

extension ModelBuilder {
    /// Sets each method's effective errors (`effectiveErrors`), in method order, while the types' cases stay
    /// within `MethodCaseLimit`; the method that crosses it is reported (`reportOverLimit`) and the methods
    /// from there on keep no errors.
    func setEffectiveErrors(_ owners: inout Owners, diagnostics: inout Diagnostics) {
        let limit = MethodCaseLimit(owners)
        let closure = Self.inclusionClosure(
            methods: owners.methods, methodIndex: owners.methodIndex, limit: limit.cases)
        if let over = closure.overLimit {
            reportOverLimit(over.method, work: over.work, owners: owners, limit: limit, diagnostics: &diagnostics)
            return
        }
        var total = 0
        for index in owners.methods.indices {
            let method = owners.methods[index]
            let group = method.group.flatMap { owners.groupIndex[$0] }.map { owners.groups[$0] }
            let errors = effectiveErrors(
                of: method, reached: closure.reached[index], methods: owners.methods, group: group,
                common: owners.commonErrors)
            total += errors.count
            guard total <= limit.cases else {
                reportOverLimit(index, work: false, owners: owners, limit: limit, diagnostics: &diagnostics)
                return
            }
            owners.methods[index].errors = errors
        }
    }

    /// The error for the method at `index`, whose errors crossed the limit, reported at the head of its chain
    /// (`chainHead`: the method a user reads the chain from) at its inclusion paragraph (its heading when it
    /// includes none), naming the methods it includes: how many, and the chain of each one's first inclusion.
    func reportOverLimit(
        _ crossing: Int, work: Bool, owners: Owners, limit: MethodCaseLimit, diagnostics: inout Diagnostics
    ) {
        let edges = owners.methods.map { $0.inclusions.compactMap { owners.methodIndex[$0] } }
        let index = Self.chainHead(of: crossing, edges: edges)
        let method = owners.methods[index]
        let included = Set(method.inclusions)
        let paragraph = source.inclusions.first { paragraph in
            paragraph.method == method.symbol && paragraph.codeSpans.contains { included.contains($0) }
        }
        diagnostics.report(
            .methodCasesOverLimit(
                method.symbol,
                chain: Self.firstInclusions(from: index, edges: edges).map { $0.map { owners.methods[$0].symbol } },
                reached: Self.reachedCount(from: index, edges: edges), limit: limit, work: work,
                at: paragraph?.location ?? method.location))
    }

    /// The head of the chain through `method`: from it, the first method (in document order) that includes the
    /// one before, until a method that no method includes, or one met before (a cycle).
    static func chainHead(of method: Int, edges: [[Int]]) -> Int {
        var firstIncluder = Array(repeating: -1, count: edges.count)
        for (node, targets) in edges.enumerated() {
            for target in targets where firstIncluder[target] < 0 && target != node { firstIncluder[target] = node }
        }
        var seen: Set<Int> = [method]
        var head = method
        while firstIncluder[head] >= 0, seen.insert(firstIncluder[head]).inserted { head = firstIncluder[head] }
        return head
    }

    /// How many other methods `start` includes, directly or not.
    static func reachedCount(from start: Int, edges: [[Int]]) -> Int {
        var seen: Set<Int> = [start]
        var pending = [start]
        while let node = pending.popLast() {
            for next in edges[node] where seen.insert(next).inserted { pending.append(next) }
        }
        return seen.count - 1
    }

    /// The methods met by following each method's first inclusion from `start`, at most `shown` of them, and
    /// `nil` after them when the chain goes on.
    static func firstInclusions(from start: Int, edges: [[Int]], shown: Int = 3) -> [Int?] {
        var chain: [Int?] = []
        var seen: Set<Int> = [start]
        var node = start
        while let next = edges[node].first, seen.insert(next).inserted {
            guard chain.count < shown else { return chain + [nil] }
            chain.append(next)
            node = next
        }
        return chain
    }
}

extension Diagnostic {
    /// Method error types that would have more cases together than `limit` allows (or whose inclusions would
    /// take more than `MethodCaseLimit.workPerCase` steps per case to list, `work`), reported at the method whose
    /// errors cross it, or at the head of its chain: `chain` follows `method`'s first inclusions (`nil` where it goes on), `reached` counts the
    /// methods it includes.
    static func methodCasesOverLimit(
        _ method: String, chain: [String?], reached: Int, limit: MethodCaseLimit, work: Bool,
        at location: SourceLocation
    ) -> Diagnostic {
        let through = chain.map { $0.map { quote($0) } ?? "…" }.joined(separator: " → ")
        let figure =
            work
            ? "listing them would go through more than \(limit.cases * MethodCaseLimit.workPerCase) errors of "
                + "methods included on several paths"
            : "the methods' error types would have more than \(limit.cases) cases together"
        let cause =
            reached == 0
            ? "with \(quote(method)), " + figure + " (each lists its own errors and the common ones)"
            : "the errors of \(quote(method)) include those of \(reached) method\(reached == 1 ? "" : "s") through "
                + through + "; " + figure
        return Diagnostic(
            .error,
            cause + ", the most for a source of \(limit.rows) rows (\(MethodCaseLimit.casesPerRow) cases per row, at "
                + "least \(MethodCaseLimit.minimumCases)); no code is generated: include fewer methods (a method's "
                + "type lists every error it can return)",
            at: location)
    }
}
