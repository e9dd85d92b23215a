// The Uploads error types. Generated/ is checked in: it is written from Docs/Uploads (named by
// error-tables-plugin.json) by `swift package --allow-writing-to-package-directory generate-error-tables`,
// the only step that builds the generator. Building this target needs nothing but ErrorTablesRuntime.

@_exported import ErrorTablesRuntime
