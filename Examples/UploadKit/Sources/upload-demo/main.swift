import Foundation
import UploadErrors

// An upload fails the way the documentation says, through the checked-in error types: typed throws, an
// exhaustive switch, the text in English and Spanish, and NSError bridging.

func upload(_ file: String, failingWith code: Int) throws(UploadError) {
    throw UploadError(NSError(domain: UploadErrorCode.errorDomain, code: code))
}

do {
    try upload("holiday.mov", failingWith: 10)
} catch {
    let advice =
        switch error {
        case .fileTooLarge: "compress the video"
        case .unsupportedType: "convert the file"
        case .offline: "wait for a connection"
        case .quotaExceeded: "free some space"
        case .undocumented(let other): "report \(other.domain) \(other.code)"
        }
    // `print(error)` gives the type, the case, the domain and code, and the documented text.
    print("upload(_:) failed: \(error)")
    print("  advice: \(advice)")
    print("  en: \(error.localizedDescription(locale: Locale(identifier: "en")))")
    print("  es: \(error.localizedDescription(locale: Locale(identifier: "es")))")
    let bridged = error as NSError
    print("  as NSError: \(bridged.domain) \(bridged.code)")
}
