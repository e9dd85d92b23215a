import Testing

@testable import ErrorTablesCore

/// The steps `SwiftRenderer.write(_:prefix:suffix:)` and `writeArm(_:of:)` are made of, each writing into a
/// fresh renderer (100 columns, two-space indentation) with its exact lines.
@Suite struct SwiftRendererExpressionStepsTests {
    /// `count` copies of `character`: a name or value of an exact length.
    static func text(_ character: Character, _ count: Int) -> String { String(repeating: character, count: count) }

    @Test func writeUnbrokenWritesAWholeExpressionOnThePrefixsLineWhenItFits() {
        var renderer = SwiftRenderer()
        let written = renderer.writeUnbroken(.int(5), inline: "5", prefix: "let x = ", suffix: ",")
        #expect(written)
        #expect(renderer.lines == ["let x = 5,"])
    }

    @Test func writeUnbrokenPutsAnUnbreakableValueOnAContinuationLineAfterABreakingPrefix() {
        let long = Self.text("a", 95)
        var renderer = SwiftRenderer()
        let written = renderer.writeUnbroken(
            .string(long), inline: "\"" + long + "\"", prefix: "let x = ", suffix: "")
        #expect(written)
        #expect(renderer.lines == ["let x =", "  \"" + long + "\""])
    }

    @Test func writeUnbrokenLeavesAnUnbreakableValueOnThePrefixsLineAfterAnotherPrefix() {
        let long = Self.text("a", 95)
        var renderer = SwiftRenderer()
        let written = renderer.writeUnbroken(.raw(long + "+1"), inline: long + "+1", prefix: "f(", suffix: ")")
        #expect(written)
        #expect(renderer.lines == ["f(" + long + "+1)"])
    }

    @Test func writeUnbrokenBreaksAChainThatDoesNotFit() {
        let base = Self.text("A", 60)
        let member = Self.text("B", 50)
        var renderer = SwiftRenderer()
        let written = renderer.writeUnbroken(
            .raw(base + "." + member), inline: base + "." + member, prefix: "x: ", suffix: ",")
        #expect(written)
        #expect(renderer.lines == ["x: " + base, "  ." + member + ","])
    }

    @Test func writeUnbrokenBreaksAfterThePrefixWhenAChainsBaseDoesNotFitAfterIt() {
        let base = Self.text("A", 95)
        var renderer = SwiftRenderer()
        let written = renderer.writeUnbroken(
            .raw(base + ".self"), inline: base + ".self", prefix: "let x = ", suffix: "")
        #expect(written)
        #expect(renderer.lines == ["let x =", "  " + base, "  .self"])
    }

    @Test func writeUnbrokenWritesNothingForACallThatDoesNotFit() {
        let long = Self.text("a", 95)
        let call = SwiftExpression.call(.raw("f"), [SwiftArgument(label: nil, value: .raw(long))])
        var renderer = SwiftRenderer()
        let written = renderer.writeUnbroken(call, inline: "f(" + long + ")", prefix: "let x = ", suffix: "")
        #expect(!written)
        #expect(renderer.lines.isEmpty)
    }

    @Test func writeBrokenCollectionWritesAnElementALineWithCommasOnlyForSeveral() {
        var renderer = SwiftRenderer()
        renderer.writeBrokenCollection([("", .int(1)), ("", .int(2))], prefix: "let x = ", suffix: "")
        renderer.writeBrokenCollection([("\"a\": ", .int(1))], prefix: "y: ", suffix: ",")
        #expect(renderer.lines == ["let x = [", "  1,", "  2,", "]", "y: [", "  \"a\": 1", "],"])
    }

    @Test func writeBrokenCallWritesAnArgumentALineWithItsLabel() {
        var renderer = SwiftRenderer()
        renderer.writeBrokenCall(
            .raw("f"), [SwiftArgument(label: "a", value: .int(1)), SwiftArgument(label: nil, value: .int(2))],
            prefix: "return ", suffix: ",")
        #expect(renderer.lines == ["return f(", "  a: 1,", "  2", "),"])
    }

    @Test func armPrefixDependsOnTheSwitchAndTheValue() {
        let call = SwiftSwitchCase(patterns: [.member(nil, "a")], value: .call(.member(nil, "a"), []))
        let raw = SwiftSwitchCase(patterns: [], value: .raw("return nil"))
        #expect(SwiftRenderer.armPrefix(call, of: .switchReturning(.raw("self"), [])) == "return ")
        #expect(SwiftRenderer.armPrefix(raw, of: .switchReturning(.raw("self"), [])) == "return ")
        #expect(SwiftRenderer.armPrefix(call, of: .switchStatement(.raw("code"), [])) == "self = ")
        #expect(SwiftRenderer.armPrefix(raw, of: .switchStatement(.raw("code"), [])) == "")
        #expect(SwiftRenderer.armPrefix(call, of: .switchOver(.raw("self"), [])) == "")
    }

    @Test func armLabelListsThePatternsOrSaysDefault() {
        #expect(SwiftRenderer.armLabel(SwiftSwitchCase(patterns: [], value: .nil)) == "default:")
        #expect(
            SwiftRenderer.armLabel(
                SwiftSwitchCase(patterns: [.member(nil, "a"), .member(nil, "default")], value: .nil))
                == "case .a, .`default`:")
    }

    @Test func writeArmLabelBreaksAfterTheParenthesisOfOnePatternThatDoesNotFit() {
        let name = Self.text("n", 90)
        let label = "case ." + name + "(let received):"
        var renderer = SwiftRenderer()
        renderer.writeArmLabel(label, patternCount: 1)
        renderer.writeArmLabel(label, patternCount: 2)
        renderer.writeArmLabel("case .a(let b):", patternCount: 1)
        #expect(
            renderer.lines == ["case ." + name + "(", "  let received):", label, "case .a(let b):"])
    }

    @Test func writeArmCallWritesTheCallOnOneLineWhenItFits() {
        var renderer = SwiftRenderer()
        renderer.writeArmCall(".a", ["b", "c"], prefix: "self = ")
        #expect(renderer.lines == ["self = .a(b, c)"])
    }

    @Test func writeArmCallPutsTheArgumentsTogetherAfterTheParenthesisWhenTheyFitThere() {
        let value = Self.text("v", 30)
        var renderer = SwiftRenderer()
        renderer.writeArmCall("f", [value, value, value], prefix: "return ")
        #expect(renderer.lines == ["return f(", "  \(value), \(value), \(value))"])
    }

    @Test func writeArmCallWritesAnArgumentALineWhenTheyDoNotFitTogether() {
        let value = Self.text("v", 40)
        var renderer = SwiftRenderer()
        renderer.writeArmCall("f", [value, value, value], prefix: "return ")
        #expect(renderer.lines == ["return f(", "  \(value),", "  \(value),", "  \(value))"])
    }

    @Test func writeArmCallBreaksAfterThePrefixWhenTheCalleeDoesNotFitAfterIt() {
        let function = Self.text("f", 95)
        var renderer = SwiftRenderer()
        renderer.writeArmCall(function, ["a", "b"], prefix: "self = ")
        #expect(renderer.lines == ["self =", "  " + function + "(", "    a, b)"])
    }
}
