import Foundation
import Payments
import Testing

/// The checked-in error types, used the way an app would.
@Suite struct PaymentsTests {
    @Test func typedThrowsSwitchOverChargesDocumentedErrors() {
        func charge(failingWith code: Int) throws(ChargeError) {
            throw ChargeError(NSError(domain: "PaymentsErrorDomain", code: code))
        }
        func outcome(_ code: Int) -> String {
            do {
                try charge(failingWith: code)
                return "charged"
            } catch {
                switch error {
                case .cardDeclined, .cardExpired: return "other card"
                case .insufficientFunds: return "smaller amount"
                case .networkError, .serviceUnavailable: return "retry"
                case .undocumented(let other): return "undocumented \(other.code)"
                }
            }
        }
        #expect(outcome(200) == "other card")
        #expect(outcome(201) == "smaller amount")
        #expect(outcome(101) == "retry")
        #expect(outcome(300) == "undocumented 300")  // refund(_:)'s error, not charge's
    }

    @Test func textsComeFromTheEnglishAndFrenchDocuments() {
        let french = Locale(identifier: "fr_FR")
        #expect(
            ChargeError.cardExpired().localizedDescription(locale: Locale(identifier: "en")) == "The card has expired.")
        #expect(ChargeError.cardExpired().localizedDescription(locale: french) == "La carte a expiré.")
        #expect(
            RefundError(URLError(.timedOut)).localizedDescription(locale: french)
                == "Le remboursement a échoué. Le client n'a pas été crédité.")
    }

    @Test func theCodesBridgeToNSError() {
        let error = PaymentErrorCode.refundPeriodEnded as NSError
        #expect(error.domain == "PaymentsErrorDomain")
        #expect(error.code == 301)
        #expect(PaymentErrorCode(error: NSError(domain: "PaymentsErrorDomain", code: 100)) == .networkError)
    }
}
