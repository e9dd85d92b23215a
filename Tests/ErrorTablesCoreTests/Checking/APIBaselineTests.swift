import Testing

@testable import ErrorTablesCore

/// `api-baseline.txt`: what it reads back is what it wrote, whatever the documented names hold, and a line it
/// cannot read is a warning at that line.
@Suite struct APIBaselineTests {
    @Test func aRenderedBaselineReadsBackEqual() {
        var baseline = APIBaseline()
        baseline.codes["Odd \\ code\twith tab"] = .init(
            caseName: "KitError.odd", rawValue: -3, id: "Odd \\ code\twith tab")
        baseline.methods["Create order"] = .init(typeName: "CreateOrderError", symbol: "Create order")
        baseline.cases["CreateOrderError.odd"] = .init(caseName: "CreateOrderError.odd", origin: "domain")
        var diagnostics = Diagnostics()
        let read = APIBaseline.parse(
            Array(baseline.rendered().utf8), path: "api-baseline.txt", diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(read == baseline)
    }

    @Test func aLineItCannotReadIsAWarningAtItsLine() {
        var diagnostics = Diagnostics()
        let text = "# comment\ncode KitError.a 1 KitErrorA\ncase KitError.a elsewhere\nmethod Lone\n"
        let read = APIBaseline.parse(Array(text.utf8), path: "api-baseline.txt", diagnostics: &diagnostics)
        #expect(read.codes.count == 1)
        #expect(
            diagnostics.all.map(\.description)
                == [3, 4].map {
                    "api-baseline.txt:\($0):1: warning: not a line of api-baseline.txt ('code', 'method' or 'case' and its "
                        + "fields); it is ignored, and 'error-tables api --accept' rewrites the file"
                })
    }
}
