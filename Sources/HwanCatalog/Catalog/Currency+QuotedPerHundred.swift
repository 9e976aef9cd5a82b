extension Currency {
    /// Currencies banks quote per 100 units (SPEC §3): `JPY 100`, read the
    /// same way by a conversion's rate line and the tables.
    package static let quotedPerHundred: Set<String> = ["JPY", "IDR", "VND"]
}
