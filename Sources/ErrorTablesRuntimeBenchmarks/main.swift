// `make bench` (second part): the runtime's lookups in a release build, in nanoseconds per call,
// each against the algorithm it replaced (a linear scan, or the locale work redone on every call),
// measured interleaved in the same run, at 1,000 and 10,000 codes and with the golden generated
// types. Not a test: nothing here passes or fails; it measures.
//
//   swift run -c release ErrorTablesRuntimeBenchmarks

import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation

/// A deterministic sequence of pseudo-random numbers, so every run asks the same questions.
struct SplitMix {
    var state: UInt64
    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed % UInt64(bound))
    }
}

/// How many different questions each benchmark cycles through.
let queryCount = 64

func record(_ operation: String, _ size: String, _ body: () -> Void, baseline: (() -> Void)? = nil) {
    let figures = interleavedNanoseconds(body, baseline: baseline)
    let row = BenchmarkRow(operation: operation, size: size, new: figures.new, old: figures.old)
    print(row.line)
}

/// The texts of a catalog as the replaced algorithm kept them: embedded source texts and given
/// texts by lowercased language (a translation only where it differs from the source text), read
/// back through the public API for the codes' and the method's keys.
func referenceTexts<Method: DocumentedMethodErrors>(_: Method.Type) -> (
    embedded: [String: String], given: [String: [String: String]]
) {
    let catalog = Method.Code.textCatalog
    var keys = Method.Code.allCases.map(\.descriptionKey) + Method.documentedCases.compactMap(\.descriptionKey)
    keys += [Method.fallbackKey].compactMap { $0 }
    var embedded: [String: String] = [:]
    var given: [String: [String: String]] = [:]
    for key in keys {
        let source = catalog.text(forKey: key, language: catalog.sourceLanguage)
        embedded[key] = source
        for language in catalog.languages where language != catalog.sourceLanguage {
            let text = catalog.text(forKey: key, language: language)
            if text != source {
                given[language.lowercased(), default: [:]][key] = text
            }
        }
    }
    return (embedded, given)
}

/// The code and method rows of the table for one code type and a method documenting its codes.
func benchmarkCodes<Code: DocumentedErrorCode, Method: DocumentedMethodErrors>(
    _: Code.Type, _: Method.Type, size: String, locales: [Locale]
) where Method.Code == Code {
    var random = SplitMix(state: 11)
    let cases = Code.allCases.map { $0 }
    let picked = (0..<queryCount).map { _ in cases[random.next(below: cases.count)] }
    let identifiers = picked.map(\.documentedIdentifier)
    let errors = picked.map { NSError(domain: Code.errorDomain, code: $0.rawValue) }
    let queryLocales = (0..<queryCount).map { locales[$0 % locales.count] }
    let methods = errors.map { Method($0) }
    let texts = referenceTexts(Method.self)
    var next = 0

    record("Code(documentedIdentifier:)", size) {
        blackHole(Code(documentedIdentifier: identifiers[next & (queryCount - 1)]))
        next &+= 1
    } baseline: {
        blackHole(ReferenceAlgorithms.code(Code.self, documentedIdentifier: identifiers[next & (queryCount - 1)]))
        next &+= 1
    }
    record("MethodError(nsError), documented code", size) {
        blackHole(Method(errors[next & (queryCount - 1)]))
        next &+= 1
    } baseline: {
        blackHole(ReferenceAlgorithms.methodError(Method.self, errors[next & (queryCount - 1)]))
        next &+= 1
    }
    record("code.localizedDescription(locale:), loaded", size) {
        let index = next & (queryCount - 1)
        blackHole(picked[index].localizedDescription(locale: queryLocales[index]))
        next &+= 1
    } baseline: {
        let index = next & (queryCount - 1)
        blackHole(
            ReferenceAlgorithms.localizedDescription(
                picked[index], locale: queryLocales[index], embedded: texts.embedded, given: texts.given))
        next &+= 1
    }
    record("method.localizedDescription(locale:), loaded", size) {
        let index = next & (queryCount - 1)
        blackHole(methods[index].localizedDescription(locale: queryLocales[index]))
        next &+= 1
    } baseline: {
        let index = next & (queryCount - 1)
        blackHole(
            ReferenceAlgorithms.localizedDescription(
                methods[index], locale: queryLocales[index], embedded: texts.embedded, given: texts.given))
        next &+= 1
    }
}

/// A lookup table of `count` rows of every kind: exact codes, overlapping ranges, codes with a
/// subcode, subcodes alone, and an "all others" row.
func syntheticTable(rows count: Int) -> ErrorLookupTable<Codes1k> {
    var entries: [ErrorLookupEntry<Codes1k>] = []
    for row in 0..<count {
        let code = 1_000 + row * 10
        switch row % 4 {
        case 0: entries.append(ErrorLookupEntry(codes: code...code, subcode: nil, case: nil, messageKey: "T/\(code)"))
        case 1:
            entries.append(
                ErrorLookupEntry(codes: code...(code + 25), subcode: nil, case: nil, messageKey: "T/r\(code)"))
        case 2:
            entries.append(ErrorLookupEntry(codes: code...code, subcode: row % 7, case: nil, messageKey: "T/s\(code)"))
        default: entries.append(ErrorLookupEntry(codes: nil, subcode: 100 + row, case: nil, messageKey: "T/*/\(row)"))
        }
    }
    entries.append(ErrorLookupEntry(codes: nil, subcode: nil, case: nil, messageKey: "T/any"))
    return ErrorLookupTable(name: "T", entries: entries, fallbackMessageKey: "T/*")
}

func benchmarkTable<Code>(_ table: ErrorLookupTable<Code>, size: String, codes: ClosedRange<Int>, subcodes: [Int?]) {
    var random = SplitMix(state: 7)
    let questions = (0..<queryCount).map { _ in
        (
            code: codes.lowerBound + random.next(below: codes.count),
            subcode: subcodes[random.next(below: subcodes.count)]
        )
    }
    var next = 0
    record("lookup table match(code:subcode:)", size) {
        let question = questions[next & (queryCount - 1)]
        blackHole(table.match(code: question.code, subcode: question.subcode))
        next &+= 1
    } baseline: {
        let question = questions[next & (queryCount - 1)]
        blackHole(ReferenceAlgorithms.match(table, code: question.code, subcode: question.subcode))
        next &+= 1
    }
}

print("ErrorTables runtime lookups, release build; old = the algorithm replaced, measured interleaved")
print("ns/op: the fastest of 11 interleaved samples of about 10 ms each")
print(BenchmarkRow.header)
let locales = ["it_IT", "de_DE", "fr", "hi_IN"].map(Locale.init(identifier:))
benchmarkCodes(Codes1k.self, Method1k.self, size: "1,000 codes", locales: locales)
benchmarkCodes(Codes10k.self, Method10k.self, size: "10,000 codes", locales: locales)
benchmarkCodes(
    AccountErrorCode.self, AccountClient.SignInWithEmailPasswordError.self, size: "golden Account",
    locales: ["it_IT", "hi_IN"].map(Locale.init(identifier:)))
for count in [100, 1_000, 10_000] {
    benchmarkTable(
        syntheticTable(rows: count), size: "\(count.formatted()) rows", codes: 990...(1_000 + count * 10 + 40),
        subcodes: [nil, 0, 1, 2, 3, 4, 5, 6, 150])
}
benchmarkTable(GraphAPIError.table, size: "golden Graph", codes: 0...700, subcodes: [nil, 458, 460, 463, 467])

let lock = NSLock()
record("NSLock lock + unlock (the index cache's lock)", "-") {
    lock.lock()
    lock.unlock()
}
// A method's index (its documented cases' keys) is built once and fetched under the lock on each use; since
// runtime API 3 `documentedCodes` is the generated type's own static list, so the fetch is measured through
// `fallbackKey`, which reads the index and nothing else.
record("Method.fallbackKey (index fetch under the lock)", "10,000 codes") {
    blackHole(Method10k.fallbackKey)
}
