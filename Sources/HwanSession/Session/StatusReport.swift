/// What `status` tells: where the rates come from and how old they are (SPEC §4).
package struct StatusReport {
    package let provider: String
    package let source: RateSource
    package let ratesTime: Int64
    package let fetchedAt: Int64?
    package let nextUpdate: Int64?
    package let lastFailure: Int64?
    package let lastFailureReason: String?
    /// The reason in Korean (nil in metadata written before it was kept).
    package var lastFailureReasonKo: String? = nil
    package let cachePath: String
    package let bundledSource: String?
    package let now: Int64
}
