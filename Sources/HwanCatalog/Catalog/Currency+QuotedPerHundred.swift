extension Currency {
    /// Currencies banks quote per 100 units (SPEC §3): `JPY 100`, read the
    /// same way by a conversion's rate line and the tables.
    /// (Three codes: an array, as a set would cost a one-shot conversion its
    /// hashing code and storage.)
    package static let quotedPerHundred = ["JPY", "IDR", "VND"]
}
