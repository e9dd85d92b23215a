import ErrorTablesCore

/// `init --documents`: the guesses written out besides `sections` and `columns`, so the config says what the
/// reader decided: the prefix every code starts with (`codePrefix`), and a `swiftName` for each code whose
/// derived case name collided with an earlier one's and was made unique with its number.
extension InitVerb {
    /// Words that make a shared start of codes a prefix rather than a shared word (`Card` in `CardDeclined` and
    /// `CardExpired` is no prefix; `IbisError` and `ERR_` are): the prefix ends with one, or names an error or
    /// exception.
    static let prefixWords: Set<String> = [
        "error", "errors", "err", "code", "codes", "exception", "status", "fault", "failure", "result",
    ]

    /// The longest prefix every code starts with that is clearly one: two codes or more, each an identifier
    /// starting with a letter; the prefix ends with `_` or before a capital that follows a small letter in every
    /// code, and a letter follows it in every code; and it holds an error word (`IbisErrorCode`, `ERR_`, see
    /// `prefixWords`) or is an abbreviation of at most four capitals and `_` (`QD_`). `nil` otherwise.
    static func commonCodePrefix(_ ids: [String]) -> String? {
        guard ids.count > 1, let first = ids.first,
            ids.allSatisfy({ Identifier.isIdentifier($0) && $0.first?.isLetter == true })
        else { return nil }
        var prefix = Array(first)
        let codes = ids.map(Array.init)
        for code in codes.dropFirst() {
            var shared = 0
            while shared < min(prefix.count, code.count), prefix[shared] == code[shared] { shared += 1 }
            prefix.removeLast(prefix.count - shared)
        }
        func isBoundary(_ end: Int) -> Bool {
            guard codes.allSatisfy({ $0.count > end && $0[end].isLetter }) else { return false }
            if prefix[end - 1] == "_" { return true }
            return prefix[end - 1].isLowercase && codes.allSatisfy { $0[end].isUppercase }
        }
        func isPrefix(_ candidate: ArraySlice<Character>) -> Bool {
            let lowered = String(candidate).lowercased().filter { $0 != "_" }
            let namesErrors =
                lowered.contains("error") || lowered.contains("exception")
                || prefixWords.contains(where: lowered.hasSuffix)
            let abbreviation =
                candidate.count <= 5 && candidate.last == "_" && candidate.dropLast().allSatisfy(\.isUppercase)
            return abbreviation || namesErrors
        }
        // The longest boundary that makes a prefix: `ERR_` of `ERR_NOT_FOUND` and `ERR_NOT_ALLOWED`.
        var end = prefix.count
        while end >= 2 {
            if isBoundary(end) && isPrefix(prefix[..<end]) { return String(prefix[..<end]) }
            end -= 1
        }
        return nil
    }

    /// Each code as `id=rawValue`, for telling whether a config change kept the model's codes.
    static func codeList(_ result: PipelineResult) -> [String] {
        result.model.domains.flatMap(\.codes).map { "\($0.id)=\($0.rawValue)" }
    }

    /// Adds `member` to the config and writes it; keeps it only when the domain then reads the same codes and raw
    /// values (`codeList`) with no more errors than `before`, else writes the config back without it. Whether it
    /// was kept, and the exit status of a failed write.
    static func addIfModelHolds(
        _ member: (String, JSONValue), before: PipelineResult, _ members: inout [(String, JSONValue)],
        configPath: String, folder: String, console: inout Console
    ) -> (kept: Bool, failure: Int32?) {
        let previous = members
        members.append(member)
        if let failure = rewriteConfig(members, at: configPath, folder: folder, console: &console) {
            return (false, failure)
        }
        let after = Pipeline(formats: [], allowsOutsideRepository: true).load(spec: folder)
        guard codeList(after) == codeList(before), after.diagnostics.errorCount <= before.diagnostics.errorCount else {
            members = previous
            return (false, rewriteConfig(members, at: configPath, folder: folder, console: &console))
        }
        return (true, nil)
    }

    /// Writes `codePrefix` when every code the documents give shares one (`commonCodePrefix`), and keeps it only
    /// when the domain then reads the same codes and raw values with no more errors; the exit status of a
    /// failure, `nil` otherwise.
    static func writeInferredPrefix(
        _ members: inout [(String, JSONValue)], configPath: String, folder: String, console: inout Console
    ) -> Int32? {
        let before = Pipeline(formats: [], allowsOutsideRepository: true).load(spec: folder)
        guard let prefix = commonCodePrefix(before.model.domains.flatMap(\.codes).map(\.id)) else { return nil }
        let outcome = addIfModelHolds(
            ("codePrefix", .string(prefix)), before: before, &members, configPath: configPath, folder: folder,
            console: &console)
        guard outcome.kept else { return outcome.failure }
        console.print(
            "init: wrote \"codePrefix\": \"\(prefix)\", the prefix every code starts with, which case names leave "
                + "out; remove it to keep it in the names")
        return nil
    }

    /// Writes a `swiftName` under `codes` for each code whose derived case name collided with an earlier code's
    /// and was made unique with its number, so the config settles each collision; the exit status of a
    /// failure, `nil` otherwise.
    static func writeUniqueNames(
        _ members: inout [(String, JSONValue)], configPath: String, folder: String, console: inout Console
    ) -> Int32? {
        let before = Pipeline(formats: [], allowsOutsideRepository: true).load(spec: folder)
        let renamed = before.model.domains.flatMap(\.codes).filter(\.nameMadeUnique)
        guard !renamed.isEmpty, !members.contains(where: { $0.0 == "codes" }) else { return nil }
        let outcome = addIfModelHolds(
            ("codes", .object(renamed.map { ($0.id, .object([("swiftName", .string($0.swiftName))])) })),
            before: before, &members, configPath: configPath, folder: folder, console: &console)
        guard outcome.kept else { return outcome.failure }
        console.print(
            "init: wrote \"codes\": {"
                + renamed.map { "\"\($0.id)\": {\"swiftName\": \"\($0.swiftName)\"}" }.joined(separator: ", ")
                + "}, the names it made unique where derived names collided; rename them there")
        return nil
    }
}
