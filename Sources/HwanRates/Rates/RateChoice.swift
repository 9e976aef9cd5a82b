/// Which rate answers the won when a bank is chosen (SPEC §7, `--rate`,
/// the config's `rate`): the bank's 매매기준율 under its time rule, or the
/// provider's mid-market rate always.
public enum RateChoice: String, CaseIterable, Sendable {
    /// The bank's 매매기준율 from 08:25 to 24:00 KST on a day its quote is dated today (the default).
    case bank
    /// The provider's mid-market rate, whatever the bank says.
    case mid
}
