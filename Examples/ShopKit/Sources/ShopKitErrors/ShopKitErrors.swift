// The ShopKit checkout error types, generated at build time by the ErrorTables build plugin from
// Docs/ShopKit (see error-tables-plugin.json): `ShopKitErrorCode`, `Cart`, `Checkout` and `ShopKitMethods`.
// Callers get the runtime's API (localized texts, NSError bridging) with this module. The texts are read from
// the target's resources (en.lproj and de.lproj/ShopKitErrors.strings, `"catalogs": "resources"`), with the
// texts compiled into the code as the fallback.

@_exported import ErrorTablesRuntime
