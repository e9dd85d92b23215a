// The core's rules that the plugins restate, in one place.
//
// Why they are restated: a plugin target can depend on neither a library target nor another plugin (SwiftPM
// compiles a plugin from its own sources with PackagePlugin and Foundation alone), so no plugin can link
// ErrorTablesCore; and a plugin that compiled the core's sources would compile cmark and libgumbo's users too.
// So each rule below is written again in this folder, as small as it can be, and a test compiles this folder
// with a small driver (Tests/ErrorTablesCommandsTests/Plugins/SpecLocationDriver.swift) and compares it with
// the core:
//
// 1. Generated file names. Here: `SpecLocation.swiftFileNames(domain:)` and `SpecLocation.fileBase(_:)`
//    (and `resourceFileNames` for `.strings`). Core: `CodeGenerator.fileNames` (Rendering/CodeGenerator.swift,
//    whose `FileKind` is the one list) and `GeneratedNames.fileBase`. In step: PluginSourcesTests
//    (`thePluginsDeclareTheSwiftFilesTheGeneratorWrites`) and PluginResourcesTests.
// 2. Language tags. Here: `SpecLocation.isLanguageTag(_:)`. Core: `LanguageTag.isValid(_:)`
//    (Model/Identifier.swift). In step: PluginSourcesTests (`thePluginsReadLanguageTagsAsTheGeneratorDoes`).
// 3. Document matching (`<language>.md` beside the config, or the config's `documents` pattern). Here:
//    `SpecLocation.find` and `SpecLocation.documents(matching:in:)`. Core: `DocumentLocator`
//    (Config/DocumentLocator.swift). In step: PluginDocumentsTests (`thePatternsMatchesAreTheInputs` runs
//    both) and PluginResourcesTests. The plugins may list more (a `README.md` beside the config is an input);
//    never fewer.
// 4. The pointer file, `{"spec": "<folder>"}`: not restated. `PointerReader.swift` here is its one reader; the
//    CLI (`generate --pointer`) compiles the same file through the symlink
//    Sources/ErrorTablesCommands/Shared/PointerReader.swift. PluginPointerTests and GeneratePointerTests.
//
// The config itself is read leniently here (`documentsPattern(config:)`, `catalogsAreResources(config:)`): the
// generator reads it strictly and reports its problems at their place, so the plugins never judge it.
