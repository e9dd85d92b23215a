/// The messages of reading a config (`DomainConfig+Reading.swift`). Keys and values quoted from the config
/// are cut to 40 characters (`JSONReader.excerpt`) or go through `quote(_:limit:)`.
extension Diagnostic {
    /// A config that is not valid JSON; `message` is the `JSONReader`'s.
    static func invalidConfigJSON(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    /// A config whose top level is not an object.
    static func configNotObject(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "the config must be a JSON object", at: location)
    }

    /// A config larger than `DomainConfig.maximumFileSize`.
    static func configTooLarge(byteCount: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "the config is \(byteCount) bytes; a config may be at most \(DomainConfig.maximumFileSize) bytes (16 MiB)",
            at: location)
    }

    /// A required key left out whose default comes from a domain folder name that is no type name.
    static func noDefaultTypeName(domain: String, key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "the domain folder name '\(domain)' gives no Swift type name; set \(quote(key))", at: location)
    }

    /// A top-level string key with another value, or an empty string where one is not allowed.
    static func configValueNotString(_ key: String, allowEmpty: Bool, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "\(quote(key)) must be a \(allowEmpty ? "" : "non-empty ")string", at: location)
    }

    /// A `documents` pattern that is absolute or lacks one `{language}`.
    static func invalidDocumentsPattern(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "'documents' must be a path relative to this file with '{language}' in it once, such as "
                + "\"../../docs/{language}/errors.md\"", at: location)
    }

    /// A `typeName` that is no Swift type name.
    static func invalidTypeName(_ typeName: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "'typeName' must be a Swift type name such as 'AuthErrorCode', not \(quote(typeName))",
            at: location)
    }

    /// A `sourceLanguage` that is no BCP-47 tag.
    static func invalidSourceLanguage(_ language: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "'sourceLanguage' must be a BCP-47 language tag such as 'en' or 'pt-BR', not \(quote(language))",
            at: location)
    }

    /// An `accessLevel` other than the three allowed.
    static func invalidAccessLevel(_ value: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "'accessLevel' must be 'public', 'package' or 'internal', not '\(value)'", at: location)
    }

    /// A `catalogs` other than `embedded` and `resources`.
    static func invalidCatalogs(_ value: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "'catalogs' must be 'embedded' (texts compiled into the code, the default) or 'resources' (.lproj/.strings "
                + "resources of the target, read through Bundle.module), not \(quote(value))", at: location)
    }

    /// A key whose value must be a string.
    static func configKeyNotString(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "'\(key)' must be a string", at: location)
    }

    /// A key the config (or the object `context`) does not know, with the closest known key or all of them.
    static func unknownConfigKey(
        _ key: String, in context: String?, suggestion: String?, known: [String], at location: SourceLocation
    ) -> Diagnostic {
        var message = "unknown key '\(JSONReader.excerpt(key))'"
        if let context { message += " in '\(context)'" }
        if let suggestion {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; known keys: " + known.joined(separator: ", ")
        }
        return Diagnostic(.error, message, at: location)
    }

    /// A `codes` value that is not an object.
    static func codesNotObject(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "'codes' must be an object mapping each code identifier to its facts", at: location)
    }

    /// A code's raw value written as a number that is no integer (`number` as written).
    static func configRawValueNotInteger(_ code: String, number: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "the raw value of \(quote(code)) must be an integer, not \(JSONReader.excerpt(number))",
            at: location, cause: .unusableCodeFacts, subject: code)
    }

    /// A code's facts that are neither an integer nor an object.
    static func codeFactsNotObject(_ code: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "the facts for \(quote(code)) must be an object such as {\"rawValue\": 17020, \"name\": \"ERROR_NAME\"}",
            at: location, cause: .unusableCodeFacts, subject: code)
    }

    /// A code's `rawValue` field that is no integer.
    static func rawValueFieldNotInteger(_ code: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "'rawValue' of \(quote(code)) must be an integer", at: location, cause: .unusableCodeFacts,
            subject: code)
    }

    /// A code's `swiftName` that is no Swift identifier.
    static func invalidSwiftName(_ name: String, code: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "'swiftName' of \(quote(code)) must be a Swift identifier, not \(quote(name))", at: location,
            cause: .unusableCodeFacts, subject: code)
    }

    /// A `sections` value that is not a non-empty list of non-empty strings.
    static func sectionsNotListOfHeadings(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "'sections' must be a list of heading texts such as [\"Webhook error codes\"]", at: location)
    }

    /// A `columns` value that is not an object.
    static func columnsNotObject(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "'columns' must be an object such as {\"code\": 1, \"description\": 2} or "
                + "{\"code\": \"Error name\", \"rawValue\": \"Value\", \"description\": \"Meaning\"}",
            at: location)
    }

    /// A `columns` role that is neither a column number nor header text.
    static func invalidColumnSelector(_ role: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "'columns.\(role)' must be a column number (1 or more) or the text of the column's header",
            at: location)
    }

    /// Two `columns` roles naming one column.
    static func sharedColumns(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "the roles in 'columns' must name different columns", at: location)
    }

    /// A `traits` value that is not an object.
    static func traitsNotObject(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "'traits' must be an object mapping code identifiers to lists of traits such as [\"retryable\"]",
            at: location)
    }

    /// A code's traits that are not a list of strings.
    static func traitListNotNames(_ code: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "the traits of \(quote(code)) must be a list of names such as [\"retryable\"]", at: location)
    }

    /// A trait name that is not one of `DomainConfig.traitNames`, with the closest one or all of them.
    static func unknownTrait(
        _ name: String, code: String, suggestion: String?, at location: SourceLocation
    ) -> Diagnostic {
        var message = "unknown trait '\(JSONReader.excerpt(name))' for \(quote(code))"
        if let suggestion {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; traits: " + DomainConfig.traitNames.joined(separator: ", ")
        }
        return Diagnostic(.error, message, at: location)
    }

    /// The example of a lookup in `lookups` messages.
    private static let lookupExample =
        "{\"GraphAPIError\": {\"columns\": {\"code\": 1, \"subcode\": 2, \"case\": 3, \"message\": 4}}}"

    /// A `lookups` value that is not an object.
    static func lookupsNotObject(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "'lookups' must be an object such as \(lookupExample)", at: location)
    }

    /// A lookup name that is no identifier.
    static func invalidLookupName(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "the lookup name '\(JSONReader.excerpt(name))' must be a Swift type name such as 'GraphAPIError'",
            at: location)
    }

    /// A lookup that is not an object with `columns`.
    static func lookupNotObject(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "the lookup \(quote(name)) must be an object such as \(lookupExample)", at: location)
    }

    /// A lookup column that is not a number of 1 or more.
    static func invalidLookupColumn(_ column: String, lookup name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "'\(column)' of the lookup \(quote(name)) must be a column number, 1 or more", at: location)
    }

    /// A lookup without one of its required columns.
    static func lookupColumnsMissing(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "the lookup \(quote(name)) needs the columns 'code', 'case' and 'message' ('subcode' is optional)",
            at: location)
    }

    /// A lookup whose columns are not all different.
    static func lookupColumnsShared(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "the columns of the lookup \(quote(name)) must all be different", at: location)
    }

    /// A `groups` value that is not an object.
    static func groupsNotObject(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "'groups' must be an object mapping group names to {\"name\": \"…\"} or {\"extend\": true}",
            at: location)
    }

    /// A `groups` entry that is not an object.
    static func groupSettingNotObject(_ group: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "the group \(quote(group)) in 'groups' must be an object: {\"name\": \"…\"} to name its namespace, "
                + "or {\"extend\": true} to extend the SDK's own type", at: location)
    }

    /// A group's `name` that is no plain Swift identifier.
    static func invalidGroupName(_ group: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "'name' of the group \(quote(group)) must be a Swift type name without dots, such as 'NoteSyncErrors'",
            at: location)
    }

    /// A group's `extend` that is neither a boolean nor a type name.
    static func invalidGroupExtension(_ group: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "'extend' of the group \(quote(group)) must be true (extend the type named like the group), false, "
                + "or the Swift type to extend, such as \"Auth\"", at: location)
    }

    /// A group given both a namespace name and a type to extend.
    static func groupNameAndExtension(_ group: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "the group \(quote(group)) has both 'name' and 'extend': 'name' declares a namespace enum of that name, "
                + "'extend' adds the method types to an existing type; keep one (to extend a type of another name, "
                + "write \"extend\": \"TypeName\")", at: location)
    }

    /// A `methodTypeNames` value that is not an object.
    static func methodTypeNamesNotObject(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "'methodTypeNames' must be an object mapping selectors to Swift type names", at: location)
    }

    /// A `methodTypeNames` entry that is no Swift type name.
    static func invalidMethodTypeName(selector: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "the type name for '\(JSONReader.excerpt(selector))' must be a Swift type name", at: location)
    }
}

extension Diagnostic {
    /// A domain folder without a config whose name makes no Swift type name for the default config.
    static func noTypeNameFromFolder(_ name: String) -> Diagnostic {
        Diagnostic(
            .error,
            "the folder name '\(name)' gives no Swift type name; add an \(DomainConfig.fileName) with 'typeName'",
            at: nil)
    }
}
