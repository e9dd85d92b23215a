// The Payments error types. Their code is generated and checked in: Generated/ is written by
// `swift package --allow-writing-to-package-directory generate-error-tables` from error-tables.json, en.md
// and fr.md in this folder, and PaymentsTests fails (through `error-tables check`) when it is out of date.
// This target must not also apply the ErrorTablesPlugin build plugin.

@_exported import ErrorTablesRuntime
