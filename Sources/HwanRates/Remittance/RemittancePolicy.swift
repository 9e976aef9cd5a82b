/// SPEC §6: which remittance amounts may be quoted.
///
/// The amount must be a whole number with 0 < AMOUNT ≤ 10,000 (in FROM), and it
/// must be *written* as a number: digits with optional `,` thousands separators
/// and Korean magnitude words (`1,000`, `1만`, `5천`). Decided here:
///
/// | text                   | verdict | why                                              |
/// | ---------------------- | ------- | ------------------------------------------------ |
/// | `1`, `10000`, `1,000`  | accept  |                                                  |
/// | `1만`, `5천`, `2.5천`  | accept  | Korean numerals are how amounts are said         |
/// | `100.0`                | accept  | its value is whole; only the value is checked    |
/// | `100.5`, `0.5`         | refuse  | not whole                                        |
/// | `0`, `10001`, `1만1`   | refuse  | outside 0 < amount ≤ 10,000                      |
/// | `-5`, `+5`             | refuse  | a sign is not part of an amount of money sent    |
/// | `1e3`                  | refuse  | exponent notation is not a way to write money    |
/// | `5000+5000`, `(100)`   | refuse  | a transfer amount is stated, not computed; an    |
/// |                        |         | operator here more likely signals a typo         |
/// | `abc`, empty, `1,00`   | refuse  | not a number                                     |
public enum RemittancePolicy {
    /// The largest amount that may be quoted, in the source currency.
    public static let maximumAmount: ExactDecimal = 10_000

    /// The amount's value when it may be quoted, else nil.
    public static func validate(amountText: Substring) -> ExactDecimal? {
        guard !amountText.isEmpty, amountText.unicodeScalars.allSatisfy(isNumeralScalar) else { return nil }
        // One number token covering the whole text, read as the grammar reads numbers.
        let line = LineText(amountText)
        let tokens = Lexer.tokens(line)
        guard tokens.count == 2, case .number(let literal) = tokens[0].kind,
            tokens[0].range == 0..<line.count,
            let value = try? literal.value(at: tokens[0].range)
        else { return nil }
        guard value > 0, value <= maximumAmount, value.isInteger else { return nil }
        return value
    }

    /// Digits, `,`, `.` and Korean magnitude words: nothing that makes an expression.
    private static func isNumeralScalar(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value >= 48 && scalar.value <= 57) || scalar == "," || scalar == "."
            || KoreanWords.magnitude(scalar) != nil
    }
}
