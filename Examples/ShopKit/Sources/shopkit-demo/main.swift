import Foundation
import ShopKitErrors

// Walks through the generated ShopKit error types: typed throws, an exhaustive switch, texts in English and
// German from the documentation, and NSError bridging in both directions.

let english = Locale(identifier: "en_US")
let german = Locale(identifier: "de_DE")

/// What the app does for each error `placeOrder(cart:payment:)` is documented to throw.
func handling(_ error: Checkout.PlaceOrderError) -> String {
    switch error {
    case .paymentDeclined: "ask for another payment method"
    case .addressInvalid: "open the address form"
    case .outOfStock: "remove the sold-out product and try again"
    case .couponExpired, .couponNotApplicable: "remove the coupon and try again"
    case .networkUnavailable, .rateLimited: "retry later"
    case .sessionExpired: "sign in again"
    case .undocumented(let other): "report \(other.domain) \(other.code)"
    }
}

func printTexts(_ error: some DocumentedMethodErrors) {
    print("  en: \(error.localizedDescription(locale: english))")
    print("  de: \(error.localizedDescription(locale: german))")
}

print("ShopKit demo: error types generated from Docs/ShopKit (en, de)")

do {
    try ShopClient().add("mug-blue", quantity: 0)
} catch {
    print("add(_:quantity:) with quantity 0 → \(error)")
    printTexts(error)
}

// The server (or an Objective-C layer) reports an NSError; the method's type classifies it.
let soldOut = NSError(domain: ShopKitErrorCode.errorDomain, code: 2002)
do {
    try ShopClient(serverError: soldOut).placeOrder(cart: "cart-42", payment: "visa")
} catch {
    print("placeOrder(cart:payment:) got NSError \(soldOut.domain) \(soldOut.code) → \(error): \(handling(error))")
    printTexts(error)
}

// A coupon error: documented for applyCoupon(_:), which placeOrder(cart:payment:) includes.
let expired = NSError(domain: ShopKitErrorCode.errorDomain, code: 2101)
do {
    try ShopClient(serverError: expired).placeOrder(cart: "cart-42", payment: "visa")
} catch {
    print("placeOrder(cart:payment:) got NSError \(expired.domain) \(expired.code) → \(error): \(handling(error))")
}

// An error the documentation does not list for the method keeps the original and uses the "All others" row.
do {
    try ShopClient(serverError: URLError(.timedOut)).applyCoupon("SUMMER24")
} catch {
    if case .undocumented(let other) = error {
        print("applyCoupon(_:) got \(other.domain) \(other.code) → undocumented")
    }
    printTexts(error)
}

// Bridging to NSError, as Objective-C callers and crash reporters see it.
let bridged = ShopKitErrorCode.networkUnavailable as NSError
print(
    "ShopKitErrorCode.networkUnavailable as NSError → \(bridged.domain) \(bridged.code) "
        + "\(bridged.userInfo[ShopKitErrorCode.userInfoNameKey ?? ""] as? String ?? "-")")
print("  recovery (de): \(ShopKitErrorCode.networkUnavailable.localizedRecoverySuggestion(locale: german) ?? "-")")
