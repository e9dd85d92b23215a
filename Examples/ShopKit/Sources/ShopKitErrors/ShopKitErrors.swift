// The ShopKit checkout error types, generated at build time by the ErrorTables build plugin from
// Docs/ShopKit (see error-tables-plugin.json): `ShopKitErrorCode`, `Cart`, `Checkout` and `ShopKitMethods`.
// Callers get the runtime's API (localized texts, NSError bridging) with this module.

@_exported import ErrorTablesRuntime
