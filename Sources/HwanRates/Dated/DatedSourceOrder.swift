/// The keyed sources asked for a day's rates before the ECB's (SPEC §12): the
/// chosen bank's published rate of that day when the bank publishes history
/// (Korea Exim, with its key), then the chosen provider's historical endpoint
/// when its key is set. A source without its key is not in the order at all.
public struct DatedSourceOrder: Sendable, Equatable {
    /// Korea Exim with its key; nil for any other bank (Dunamu publishes no history) or none.
    public let bank: BankSettings?
    /// openexchangerates, currencylayer or exchangerate-api with its key; nil for the keyless one.
    public let provider: ProviderSettings?

    public init(bank: BankSettings?, provider: ProviderSettings?) {
        self.bank = bank.flatMap { $0.id == .koreaexim && $0.key != nil ? $0 : nil }
        self.provider = provider.flatMap { Self.source(of: $0.id) != nil && $0.key != nil ? $0 : nil }
    }

    /// The ECB's rates alone: no bank, no keyed provider.
    public static let ecbOnly = DatedSourceOrder(bank: nil, provider: nil)

    /// The keyed sources, in the order they are asked.
    public var sources: [DatedSource] {
        var order: [DatedSource] = []
        if bank != nil { order.append(.koreaexim) }
        if let provider, let source = Self.source(of: provider.id) { order.append(source) }
        return order
    }

    /// The keys, masked in every answer before anything reads it.
    public var secrets: [String] { (bank?.secrets ?? []) + (provider?.secrets ?? []) }

    /// The dated source of a provider's historical endpoint; nil for the keyless one, which has none.
    static func source(of provider: ProviderID) -> DatedSource? {
        switch provider {
        case .openERAPI: nil
        case .openExchangeRates: .openExchangeRates
        case .currencyLayer: .currencyLayer
        case .exchangeRateAPI: .exchangeRateAPI
        }
    }
}
