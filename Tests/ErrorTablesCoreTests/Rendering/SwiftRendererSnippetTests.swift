import Testing

@testable import ErrorTablesCore

/// Single render functions of `SwiftRenderer`: a small description in, exact Swift text out, laid out as
/// swift-format's default configuration leaves it (two-space indentation, 100 columns).
@Suite struct SwiftRendererSnippetTests {
    @Test func aCaseWithARawValue() {
        let declaration = SwiftDeclaration.enumCase(
            SwiftCaseDescription(
                docComment: "A network error occurred.", name: "networkError", rawValue: .int(17020)))
        #expect(
            SwiftRenderer.rendered(declaration)
                == "/// A network error occurred.\ncase networkError = 17020\n")
    }

    @Test func aKeywordCaseAndLargeRawValuesGroupedAsSwiftFormatGroupsThem() {
        func rendered(_ name: String, _ value: Int) -> String {
            SwiftRenderer.rendered(
                .enumCase(SwiftCaseDescription(docComment: nil, name: name, rawValue: .int(value))))
        }
        #expect(rendered("default", -1) == "case `default` = -1\n")
        #expect(rendered("self", 123_456) == "case `self` = 123456\n")
        #expect(rendered("_2FactorRequired", 1_234_567) == "case _2FactorRequired = 1_234_567\n")
        #expect(rendered("lineBreak", Int.min) == "case lineBreak = -9_223_372_036_854_775_808\n")
    }

    @Test func aCaseThatDoesNotFitBreaksAfterTheEqualsSign() {
        let name =
            "someExtremelyLongCaseNameThatGoesOnAndOnAndOnForeverAndEverAndEverAndEverAndEverAndMoreAnd"
        #expect(("case " + name + " = 1234").count == 102)
        let declaration = SwiftDeclaration.enumCase(
            SwiftCaseDescription(docComment: nil, name: name, rawValue: .int(1234)))
        #expect(SwiftRenderer.rendered(declaration) == "case \(name) =\n  1234\n")
    }

    @Test func aComputedPropertyThatSwitchesOverSelf() {
        let declaration = SwiftDeclaration.variable(
            SwiftVariableDescription(
                docComment: "The identifier the documentation uses for this code.", access: "public",
                isStatic: false,
                isStored: false, name: "documentedIdentifier", type: "String",
                value: .switchOver(
                    .raw("self"),
                    [
                        SwiftSwitchCase(
                            patterns: [.member(nil, "networkError")],
                            value: .string("FIRAuthErrorCodeNetworkError")),
                        SwiftSwitchCase(
                            patterns: [.member(nil, "default"), .member(nil, "in")], value: .string("Keyword")),
                        SwiftSwitchCase(patterns: [], value: .nil),
                    ])))
        #expect(
            SwiftRenderer.rendered(declaration) == """
                /// The identifier the documentation uses for this code.
                public var documentedIdentifier: String {
                  switch self {
                  case .networkError: "FIRAuthErrorCodeNetworkError"
                  case .`default`, .`in`: "Keyword"
                  default: nil
                  }
                }

                """)
    }

    @Test func aSwitchStatementKeepsArmsThatFitOnOneLineAndBreaksAfterReturnAsSwiftFormatDoes() {
        let long = String(repeating: "VeryLongIdentifier", count: 5)
        let declaration = SwiftDeclaration.variable(
            SwiftVariableDescription(
                docComment: "The name.", access: "public", isStatic: false, isStored: false, name: "name",
                type: "String?",
                value: .switchReturning(
                    .raw("self"),
                    [
                        SwiftSwitchCase(patterns: [.member(nil, "a")], value: .string("A")),
                        SwiftSwitchCase(patterns: [.member(nil, "b")], value: .string(long)),
                        SwiftSwitchCase(patterns: [], value: .nil),
                    ])))
        #expect(
            SwiftRenderer.rendered(declaration) == """
                /// The name.
                public var name: String? {
                  switch self {
                  case .a: return "A"
                  case .b:
                    return
                      "\(long)"
                  default: return nil
                  }
                }

                """)
    }

    @Test func aMultilineStringHasOneEscapedLinePerElement() {
        let declaration = SwiftDeclaration.variable(
            SwiftVariableDescription(
                docComment: nil, access: "private", isStatic: true, name: "texts", type: "String",
                value: .multilineString([
                    "1:K 4:Text", #"3:"Q" 5:a\b\"#, "1:L 4:a\nb", "1:T 9:tab\tend  ", "1:U 4:\u{2028}x",
                ])))
        #expect(
            SwiftRenderer.rendered(declaration) == #"""
                private static let texts: String = """
                  1:K 4:Text
                  3:\"Q\" 5:a\\b\\
                  1:L 4:a\nb
                  1:T 9:tab\tend \u{20}
                  1:U 4:\u{2028}x
                  """

                """#)
        #expect(
            SwiftRenderer.rendered(
                .variable(
                    SwiftVariableDescription(
                        docComment: nil, access: nil, isStatic: true, name: "none", type: "String",
                        value: .multilineString([])))) == "static let none: String = \"\"\n")
    }

    @Test func anArrayThatFitsStaysOnOneLine() {
        let declaration = SwiftDeclaration.variable(
            SwiftVariableDescription(
                docComment: nil, access: "public", isStatic: true, name: "documentedCases", type: "[Self]",
                value: .array([.member(nil, "invalidHost"), .member(nil, "networkError")])))
        #expect(
            SwiftRenderer.rendered(declaration)
                == "public static let documentedCases: [Self] = [.invalidHost, .networkError]\n")
    }

    @Test func anArrayThatDoesNotFitTakesOneElementPerLineWithATrailingComma() {
        let names = ["invalidHost", "networkError", "notConnected", "internalError", "messageTooLong"]
        let declaration = SwiftDeclaration.variable(
            SwiftVariableDescription(
                docComment: nil, access: "public", isStatic: true, name: "documentedCases", type: "[Self]",
                value: .array(names.map { .member(nil, $0) })))
        #expect(
            SwiftRenderer.rendered(declaration) == """
                public static let documentedCases: [Self] = [
                  .invalidHost,
                  .networkError,
                  .notConnected,
                  .internalError,
                  .messageTooLong,
                ]

                """)
    }

    @Test func aBrokenCollectionWithOneElementHasNoTrailingComma() {
        let name = "thisIsAnExtremelyLongCodeNameThatKeepsGoingAndGoingUntilItCannotFitOnALine"
        let declaration = SwiftDeclaration.variable(
            SwiftVariableDescription(
                docComment: nil, access: "public", isStatic: true, name: "documentedCases", type: "[Self]",
                value: .array([.member(nil, name)])))
        #expect(
            SwiftRenderer.rendered(declaration)
                == "public static let documentedCases: [Self] = [\n  .\(name)\n]\n")
    }

    @Test func aMemberAccessChainThatDoesNotFitBreaksBeforeItsDots() {
        let group = "AnExtremelyLongGroupNameThatIsStillAValidIdentifierForStressTestingPurposes"
        let method = "PerformTheFirstExtremelyLongOperationNamedWithAnArgumentLabelError"
        let declaration = SwiftDeclaration.variable(
            SwiftVariableDescription(
                docComment: nil, access: "public", isStatic: true, isStored: false,
                name: "methodErrorTypes",
                type: "[any DocumentedMethodErrors.Type]",
                value: .array([.raw("\(group).\(method).self"), .raw("`Type`.ShortError.self")])))
        #expect(
            SwiftRenderer.rendered(declaration) == """
                public static var methodErrorTypes: [any DocumentedMethodErrors.Type] {
                  [
                    \(group)
                      .\(method).self,
                    `Type`.ShortError.self,
                  ]
                }

                """)
        let texts =
            "AnExtraordinarilyLongDomainFolderNameThatMakesEveryGeneratedTypeNameLongerErrorTexts"
        let stored = SwiftDeclaration.variable(
            SwiftVariableDescription(
                docComment: nil, access: "public", isStatic: true, name: "textCatalog", type: nil,
                value: .member(.raw(texts), "catalog")))
        #expect(
            SwiftRenderer.rendered(stored) == "public static let textCatalog =\n  \(texts).catalog\n")
    }

    @Test func aDictionaryEntryThatDoesNotFitPutsItsValueOnAContinuationLine() {
        let long = String(repeating: "A network error occurred. ", count: 4)
        let declaration = SwiftDeclaration.variable(
            SwiftVariableDescription(
                docComment: nil, access: "private", isStatic: true, name: "sourceTexts",
                type: "[String: String]",
                value: .dictionary([
                    SwiftDictionaryEntry(key: .string("Short"), value: .string("Fits.")),
                    SwiftDictionaryEntry(key: .string("DemoErrorCodeNetworkError"), value: .string(long)),
                ])))
        #expect(
            SwiftRenderer.rendered(declaration) == """
                private static let sourceTexts: [String: String] = [
                  "Short": "Fits.",
                  "DemoErrorCodeNetworkError":
                    "\(long)",
                ]

                """)
    }

    @Test func aLongStringValueGoesOnAContinuationLineAfterTheEqualsSign() {
        let symbol =
            "performOperationWithAnExtremelyLongSelectorName:andAnotherRatherLongArgument:completion:"
        let declaration = SwiftDeclaration.variable(
            SwiftVariableDescription(
                docComment: nil, access: "public", isStatic: true, name: "symbol", type: nil,
                value: .string(symbol)))
        #expect(SwiftRenderer.rendered(declaration) == "public static let symbol =\n  \"\(symbol)\"\n")
    }

    @Test func aTypeWhoseHeaderDoesNotFitBreaksBeforeItsInheritanceAndOpensOnItsOwnLine() {
        func header(_ name: String) -> String {
            let type = SwiftTypeDescription(
                kind: .enum, docComment: nil, access: "public", name: name,
                inheritance: ["DocumentedMethodErrors", "Hashable"],
                members: [.enumCase(SwiftCaseDescription(docComment: nil, name: "a"))])
            return SwiftRenderer.rendered(.type(type))
        }
        #expect(
            header("SignInError")
                == "public enum SignInError: DocumentedMethodErrors, Hashable {\n  case a\n}\n")
        let long = "PerformOperationWithAnExtremelyLongSelectorNameAndAnotherRatherLongArgumentError"
        #expect(
            header(long) == "public enum \(long):\n  DocumentedMethodErrors, Hashable\n{\n  case a\n}\n")
        let longer = String(repeating: "VeryLong", count: 11) + "Error"
        #expect(
            header(longer)
                == "public enum\n  \(longer):\n    DocumentedMethodErrors, Hashable\n{\n  case a\n}\n")
    }

    @Test func aFileStartsWithItsHeaderCommentWhichTextCannotEnd() {
        let file = SwiftFileDescription(
            headerComment: ["Generated from the Evil\nimport Darwin documentation.", ""],
            imports: ["ErrorTablesRuntime"],
            declarations: [])
        #expect(
            SwiftRenderer.rendered(file)
                == "// Generated from the Evil\n// import Darwin documentation.\n//\n\nimport ErrorTablesRuntime\n"
        )
    }
}
