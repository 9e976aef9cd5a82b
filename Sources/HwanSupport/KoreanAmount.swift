/// Won amounts read the Korean way (SPEC §3): `1,510,003` → `151만 3원`,
/// `120,000,000` → `1억 2,000만원`. Groups of four digits take 만, 억, 조, 경;
/// each group keeps its thousands separator; a zero group is skipped.
public enum KoreanAmount {
    private static let groupWords = ["", "만", "억", "조", "경"]

    /// The reading of a plain decimal text (`-1510003`, `12345.67`; no separators),
    /// ending in 원; nil below 1만, where the digits say it already.
    public static func reading(_ plain: String) -> String? {
        reading(plain, spoken: false)
    }

    /// The reading of an amount the user typed, as it is said: a group of whole
    /// thousands is `N천` (`250,000,000` → `2억 5천만원`, SPEC §3).
    public static func spokenReading(_ plain: String) -> String? {
        reading(plain, spoken: true)
    }

    private static func reading(_ plain: String, spoken: Bool) -> String? {
        var text = Substring(plain)
        let negative = text.first == "-"
        if negative { text = text.dropFirst() }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = Array(parts[0].drop { $0 == "0" })
        guard integer.count > 4, integer.allSatisfy(\.isASCII) else { return nil }
        var groups: [String] = []
        var end = integer.count
        var index = 0
        while end > 0 {
            let start = max(0, end - 4)
            let value = Int(String(integer[start..<end])) ?? 0
            if index >= groupWords.count - 1 && start > 0 {
                // Beyond 경: the rest stays digits in front of it.
                let rest = Int(String(integer[0..<end])).map(grouped) ?? String(integer[0..<end])
                groups.append(rest + groupWords[groupWords.count - 1])
                break
            }
            if value != 0 {
                let fraction = index == 0 && parts.count > 1 ? "." + parts[1] : ""
                let digits =
                    spoken && value % 1000 == 0 && fraction.isEmpty ? "\(value / 1000)천" : grouped(value)
                groups.append(digits + fraction + groupWords[index])
            }
            end = start
            index += 1
        }
        return (negative ? "-" : "") + groups.reversed().joined(separator: " ") + "원"
    }

    private static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return out
    }
}
