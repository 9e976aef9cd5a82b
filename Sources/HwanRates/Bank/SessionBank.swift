/// The bank quotes one session works with: asked for the first time a line
/// needs them and again only when they expire or a line wants a currency
/// the asked set did not cover, with every notice said once per session.
public final class SessionBank {
    public let service: BankService
    public private(set) var answer: BankAnswer?
    private var askedKey: String?
    @exclusivity(unchecked) private var pending: [Localized] = []
    private var shown: Set<String> = []

    public init(service: BankService) {
        self.service = service
    }

    public var bank: BankID { service.settings.id }

    /// The quotes for this line: the session's while current and covering `wanted`, else a fresh answer.
    @discardableResult
    public func current(wanted: [String]) -> BankAnswer {
        let key = BankDecoding.sourceKey(bank: bank, codes: BankSettings.dunamuRequestCodes(wanted: wanted))
        if let answer, askedKey == key,
            RefreshPolicy.isCurrent(until: answer.currentUntil, now: service.clock())
        {
            return answer
        }
        let fresh = service.current(wanted: wanted)
        answer = fresh
        askedKey = key
        pending += fresh.notices
        return fresh
    }

    /// Whether the notice `key` names is said for the first time this session
    /// (then it counts as said): a notice of the session's own about the
    /// quotes is said once, as the service's are.
    package func firstTime(_ key: String) -> Bool {
        shown.insert(key).inserted
    }

    /// Whether `takeNotices` has any to give (a line without them asks only this).
    package var hasNotices: Bool { !pending.isEmpty }

    /// The notices not yet shown, in `language`; each is said once per session.
    package func takeNotices(in language: Language) -> [String] {
        if pending.isEmpty { return [] }
        defer { pending = [] }
        return pending.map { $0(language) }.filter { shown.insert($0).inserted }
    }
}
