extension ExactFraction {
    /// The value truncated to 60 significant digits, for the formatters: their
    /// half-away-from-zero rounding of a truncated expansion is the same as
    /// rounding the exact value (a truncation never crosses a half), and 60
    /// digits cover every amount a conversion prints.
    public var displayDecimal: ExactDecimal {
        decimal(significantDigits: DecimalFormatting.displayDigits, rounding: .towardZero)
    }
}

/// A decimal as sign, significant digits and the position of the point:
