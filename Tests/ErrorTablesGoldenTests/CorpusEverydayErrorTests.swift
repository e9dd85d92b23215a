import ErrorTablesCorpusTypes
import ErrorTablesRuntime
import Foundation
import Testing

/// A corpus domain (RepeatedSymbolHeadings: English and Japanese, no "all others" row) in an alert and a log
/// line: `localizedDescription`, `print(error)`, the documented text, and the undocumented sentence in Japanese.
@Suite struct CorpusEverydayErrorTests {
    typealias Push = SyncClient.PushError
    static let languages = LocaleResolution.currentIdentifiers()

    @Test func aReceivedErrorDescribesItselfWithTheMethodsText() {
        let sent = NSError(domain: "RepeatedSymbolHeadingsErrorDomain", code: 1, userInfo: ["record": "r1"])
        let failure = Push(sent)
        #expect(failure == .conflict())
        #expect(failure.localizedDescription == failure.localizedDescription(preferredLanguages: Self.languages))
        #expect(failure.documentedDescription == failure.localizedDescription)
        #expect((failure as NSError).userInfo["record"] as? String == "r1")
        #expect(
            failure.localizedDescription(locale: Locale(identifier: "ja_JP")) == "別のデバイスが先に同じレコードを変更しました。")
        #expect(
            "\(failure)"
                == "SyncClient.PushError.conflict (RepeatedSymbolHeadingsErrorDomain error 1): "
                + failure.documentedDescription)
        // The case's code and received error, read from the case itself.
        #expect(failure.code == .conflict)
        #expect(failure.receivedError?.nsError === sent)
    }

    @Test func theUndocumentedSentenceIsJapaneseForAJapaneseUser() {
        let failure = Push(NSError(domain: "NSURLErrorDomain", code: -1009))
        #expect(failure.code == nil)
        #expect(failure.undocumentedError?.code == -1009)
        #expect(
            failure.localizedDescription(locale: Locale(identifier: "ja_JP"))
                == "操作 push(changes:) は、ドキュメントに記載されていないエラーで失敗しました（NSURLErrorDomain エラー -1009）。")
        #expect(
            failure.localizedDescription(locale: Locale(identifier: "en"))
                == "The operation push(changes:) failed with an undocumented error (NSURLErrorDomain error -1009).")
        #expect(
            "\(failure)"
                == "SyncClient.PushError.undocumented (NSURLErrorDomain error -1009): " + failure.documentedDescription)
    }
}
