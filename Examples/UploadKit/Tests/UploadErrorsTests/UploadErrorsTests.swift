import Foundation
import Testing
import UploadErrors

/// The checked-in error types, used the way an app would, with nothing but the runtime built.
@Suite struct UploadErrorsTests {
    @Test func anNSErrorOfTheDomainBecomesTheMethodsDocumentedCase() {
        #expect(UploadError(NSError(domain: "UploadsErrorDomain", code: 11)) == .unsupportedType())
        #expect(DeleteError(NSError(domain: "UploadsErrorDomain", code: 2)) == .quotaExceeded())
        // upload(_:)'s code is not one delete(_:) is documented to return.
        #expect(DeleteError(NSError(domain: "UploadsErrorDomain", code: 10)).code == nil)
    }

    @Test func textsComeFromTheEnglishAndSpanishDocuments() {
        #expect(
            UploadError.fileTooLarge().localizedDescription(locale: Locale(identifier: "en"))
                == "The file is larger than 2 GB.")
        #expect(
            UploadError.fileTooLarge().localizedDescription(locale: Locale(identifier: "es_ES"))
                == "El archivo ocupa más de 2 GB.")
        #expect(
            DeleteError(URLError(.timedOut)).localizedDescription(locale: Locale(identifier: "es"))
                == "No se pudo eliminar el archivo.")
    }

    @Test func theCodesBridgeToNSError() {
        let error = UploadErrorCode.quotaExceeded as NSError
        #expect(error.domain == "UploadsErrorDomain")
        #expect(error.code == 2)
    }
}
