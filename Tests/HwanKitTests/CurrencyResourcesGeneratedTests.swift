import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

@Suite("Currency resources embedded")
struct CurrencyResourcesGeneratedTests {
    @Test(
        "each generated Swift file holds its Resources file as it is now (run scripts/embed_resources.py)",
        arguments: [
            ("Resources/currencies.tsv", EmbeddedResource.currenciesTsv),
            ("Resources/currency-aliases.tsv", EmbeddedResource.currencyAliasesTsv),
            ("Resources/rates-snapshot.json", EmbeddedResource.ratesSnapshotJson),
        ])
    func upToDate(path: String, embedded: String) throws {
        var text = try CurrencyTestFiles.text(path)
        // The embed script ends the file on its own line, so the literal lacks the final newline.
        if text.hasSuffix("\n") { text.removeLast() }
        #expect(embedded == text)
    }
}
