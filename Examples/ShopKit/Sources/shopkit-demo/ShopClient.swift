import Foundation
import ShopKitErrors

/// Stands in for ShopKit's networking layer. A real SDK gets an `NSError` of `ShopKitErrorDomain` (or a
/// `URLError`) from its server or an Objective-C layer; each method classifies it into the method's
/// documented error type, so callers `switch` over exactly what the documentation promises.
struct ShopClient {
    /// What the simulated server reports for the next call; nil means success.
    var serverError: (any Error)?

    /// Adds a product to the cart.
    func add(_ sku: String, quantity: Int) throws(Cart.AddItemError) {
        guard (1...99).contains(quantity) else { throw .invalidQuantity() }
        if let serverError { throw Cart.AddItemError(serverError) }
    }

    /// Applies a coupon code to the cart.
    func applyCoupon(_ code: String) throws(Cart.ApplyCouponError) {
        if let serverError { throw Cart.ApplyCouponError(serverError) }
    }

    /// Places the order for a cart.
    func placeOrder(cart: String, payment: String) throws(Checkout.PlaceOrderError) {
        if let serverError { throw Checkout.PlaceOrderError(serverError) }
    }
}
