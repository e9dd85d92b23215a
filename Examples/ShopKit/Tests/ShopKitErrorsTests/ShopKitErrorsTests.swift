import Foundation
import ShopKitErrors
import Testing

/// The error types the ErrorTables build plugin generates from Docs/ShopKit, used the way an app would.
@Suite struct ShopKitErrorsTests {
    let english = Locale(identifier: "en_US")
    let german = Locale(identifier: "de_DE")

    @Test func theCodeEnumHasEveryDocumentedCodeWithItsConfiguredRawValue() {
        #expect(
            ShopKitErrorCode.allCases.map(\.rawValue) == [
                1001, 1002, 1003, 2001, 2002, 2003, 2101, 2102, 3001, 3002, 3101,
            ])
        #expect(ShopKitErrorCode.outOfStock.documentedIdentifier == "ShopKitErrorCodeOutOfStock")
        #expect(ShopKitErrorCode.outOfStock.crossPlatformName == "OUT_OF_STOCK")
        #expect(ShopKitErrorCode.errorDomain == "ShopKitErrorDomain")
    }

    @Test func eachMethodListsItsOwnThenIncludedThenGroupThenCommonErrors() {
        #expect(
            Cart.AddItemError.documentedCodes == [
                .outOfStock, .invalidQuantity, .cartNotFound, .networkUnavailable, .sessionExpired, .rateLimited,
            ])
        #expect(
            Checkout.PlaceOrderError.documentedCodes == [
                .paymentDeclined, .addressInvalid, .outOfStock, .couponExpired, .couponNotApplicable,
                .networkUnavailable, .sessionExpired, .rateLimited,
            ])
        #expect(Checkout.CancelOrderError.documentedCases.count == 4)
        #expect(
            ShopKitMethods.methodErrorTypes.map { $0.symbol } == [
                "add(_:quantity:)", "applyCoupon(_:)", "placeOrder(cart:payment:)", "cancelOrder(_:)",
            ])
    }

    @Test func typedThrowsSwitchOverTheDocumentedErrors() {
        func placeOrder(failingWith code: Int) throws(Checkout.PlaceOrderError) {
            throw Checkout.PlaceOrderError(NSError(domain: "ShopKitErrorDomain", code: code))
        }
        func outcome(_ code: Int) -> String {
            do {
                try placeOrder(failingWith: code)
                return "placed"
            } catch {
                switch error {
                case .paymentDeclined: return "new payment"
                case .addressInvalid: return "edit address"
                case .outOfStock: return "edit cart"
                case .couponExpired, .couponNotApplicable: return "drop coupon"
                case .networkUnavailable, .rateLimited: return "retry"
                case .sessionExpired: return "sign in"
                case .undocumented(let other): return "undocumented \(other.code)"
                }
            }
        }
        #expect(outcome(3001) == "new payment")
        #expect(outcome(2102) == "drop coupon")  // included from applyCoupon(_:)
        #expect(outcome(1003) == "retry")  // common to all methods
        #expect(outcome(3101) == "undocumented 3101")  // cancelOrder(_:)'s error, not placeOrder's
    }

    @Test func anNSErrorFromTheSDKBecomesTheMethodsCase() throws {
        let error = NSError(domain: "ShopKitErrorDomain", code: 2001, userInfo: ["cart": "cart-42"])
        #expect(Cart.ApplyCouponError(error) == .cartNotFound())
        #expect(ShopKitErrorCode(error: error) == .cartNotFound)
        let foreign = Checkout.CancelOrderError(URLError(.notConnectedToInternet))
        let undocumented = try #require(foreign.undocumentedError)
        #expect(undocumented.domain == NSURLErrorDomain)
        #expect(undocumented.code == URLError.notConnectedToInternet.rawValue)
        #expect(foreign.code == nil)
    }

    @Test func textsComeFromTheEnglishAndGermanDocuments() {
        #expect(
            Cart.AddItemError.invalidQuantity().localizedDescription(locale: english)
                == "The quantity must be between 1 and 99.")
        #expect(
            Cart.AddItemError.invalidQuantity().localizedDescription(locale: german)
                == "Die Menge muss zwischen 1 und 99 liegen.")
        // The same code has its own text in placeOrder(cart:payment:).
        #expect(
            Cart.AddItemError.outOfStock().localizedDescription(locale: german) == "Der Artikel ist nicht vorrätig.")
        #expect(
            Checkout.PlaceOrderError.outOfStock().localizedDescription(locale: german)
                == "Ein Artikel im Warenkorb war vor dem Absenden der Bestellung ausverkauft. Entfernen Sie ihn und "
                + "senden Sie die Bestellung erneut ab.")
        #expect(
            ShopKitErrorCode.sessionExpired.localizedRecoverySuggestion(locale: german)
                == "Melden Sie die Kundin oder den Kunden erneut an.")
        #expect(ShopKitErrorCode.cartNotFound.localizedRecoverySuggestion(locale: english) == nil)
    }

    @Test func anUndocumentedErrorUsesTheAllOthersRow() {
        let failure = Cart.ApplyCouponError(URLError(.timedOut))
        #expect(
            failure.localizedDescription(locale: english) == "The coupon could not be applied. The cart is unchanged.")
        #expect(
            failure.localizedDescription(locale: german)
                == "Der Gutschein konnte nicht eingelöst werden. Der Warenkorb ist unverändert.")
    }

    @Test func aLanguageWithoutADocumentFallsBackToEnglish() {
        #expect(
            Checkout.CancelOrderError.orderAlreadyShipped().localizedDescription(locale: Locale(identifier: "fr_FR"))
                == "The order has already shipped and can no longer be canceled.")
    }

    @Test func theErrorsBridgeToNSError() {
        let code = ShopKitErrorCode.paymentDeclined as NSError
        #expect(code.domain == "ShopKitErrorDomain")
        #expect(code.code == 3001)
        #expect(code.userInfo["ShopKitErrorNameKey"] as? String == "PAYMENT_DECLINED")
        let method = Checkout.PlaceOrderError.addressInvalid().nsError
        #expect(method.domain == "ShopKitErrorDomain")
        #expect(method.code == 3002)
        let undocumented = Cart.AddItemError(URLError(.timedOut)).nsError
        #expect(undocumented.domain == NSURLErrorDomain)
        #expect(undocumented.code == URLError.timedOut.rawValue)
    }

    @Test func theTextsAreResourcesOfTheTarget() throws {
        // `"catalogs": "resources"`: the build plugin put en.lproj and de.lproj/ShopKitErrors.strings into the
        // target's resource bundle, and the generated code reads them through Bundle.module.
        let reference = ShopKitErrorCode.networkUnavailable.textReference
        #expect(reference.key == "ShopKitErrorCodeNetworkUnavailable")
        #expect(reference.table == "ShopKitErrors")
        #expect(reference.defaultValue == "The shop's servers could not be reached.")
        let bundleURL = try #require(reference.bundleURL)
        for language in ["en", "de"] {
            let table = bundleURL.appendingPathComponent("\(language).lproj/ShopKitErrors.strings")
            #expect(FileManager.default.fileExists(atPath: table.path), "\(table.path)")
        }
        // A method's own text is its own key; a code the methods describe differently has no text of its own,
        // so its reference is the runtime's sentence, outside any table.
        let soldOut = Cart.AddItemError.outOfStock().textReference
        #expect(soldOut.key == "add(_:quantity:)/ShopKitErrorCodeOutOfStock")
        #expect(soldOut.bundleURL == bundleURL)
        let code = ShopKitErrorCode.outOfStock.textReference
        #expect(
            code.key == "The operation failed with error ShopKitErrorCodeOutOfStock (ShopKitErrorDomain error 2002).")
        #expect(code.bundleURL == nil)
    }
}
