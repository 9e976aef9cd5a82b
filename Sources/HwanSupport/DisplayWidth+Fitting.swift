/// Cutting a line to the terminal's width, for screens redrawn in place (the
/// live board): a line one column too wide would wrap and push every line
/// below it down.
extension DisplayWidth {
    /// `line` cut to at most `width` columns, Hangul counting two; a wide
    /// character that would straddle the edge is left out. ANSI SGR sequences
    /// (`ESC [ ... m`) take no columns and are kept; when the cut falls inside
    /// painted text a reset is added, so the colour cannot leak.
    public static func fit(_ line: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        var painted = false
        var escape = false
        for character in line {
            if escape {
                result.append(character)
                if character.isLetter { escape = false }
                continue
            }
            if character == "\u{1B}" {
                escape = true
                painted = true
                result.append(character)
                continue
            }
            let columns = of(character)
            if used + columns > width {
                return painted ? result + "\u{1B}[0m" : result
            }
            used += columns
            result.append(character)
        }
        return result
    }

    /// Columns of `line` not counting ANSI SGR sequences.
    public static func ofVisible(_ line: String) -> Int {
        var total = 0
        var escape = false
        for character in line {
            if escape {
                if character.isLetter { escape = false }
                continue
            }
            if character == "\u{1B}" {
                escape = true
                continue
            }
            total += of(character)
        }
        return total
    }
}
