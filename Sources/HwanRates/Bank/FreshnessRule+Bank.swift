/// SPEC §7's two ways a bank publishes, as freshness rules (see `FreshnessRule`).
extension FreshnessRule {
    /// Dunamu relays Hana Bank live: a quote is fresh for 60 seconds, and a
    /// failed request is not repeated within a minute.
    public static let dunamu = FreshnessRule(
        expiry: .fixed(seconds: 60), minimumInterval: 60, failureBackoff: 60, longestWait: 60)

    /// Korea Exim publishes once a business day at about 11:00 KST: current
    /// until the next business day's 11:00 (`BankSchedule.nextPublication`),
    /// at most one successful request per 10 minutes, 5 minutes after a
    /// failure (or until the time a `[]` names), never trusting more than
    /// 12 days (the longest holiday stretch listed, 추석 2017, closed ten days
    /// between two business days).
    public static let koreaExim = FreshnessRule(
        expiry: .announced, minimumInterval: 600, failureBackoff: 300, longestWait: 12 * 86_400)

    public static func bank(_ id: BankID) -> FreshnessRule {
        switch id {
        case .dunamu: .dunamu
        case .koreaexim: .koreaExim
        }
    }
}
