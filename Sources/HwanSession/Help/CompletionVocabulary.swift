/// The words a shell completion script offers, drawn from the tables the
/// parser reads (`CommandLineSurface`, the currency and unit catalogs), so
/// the scripts complete exactly what hwan understands.
///
/// Only words a shell can carry unquoted are offered: a word with a space,
/// a quote, `$`, a backquote, a glob or a `:` (which bash splits words at)
/// would need escaping in every shell's own way and is left out. Multi-word
/// Korean names are offered without their spaces (`일본엔화`), as hwan
/// accepts them.
package enum CompletionVocabulary {
    /// Every command word, English and Korean (`convert`, `환전`).
    static var commands: [String] {
        unique(CommandLineSurface.commands.flatMap(\.words))
    }

    /// Currency codes, Korean names and Korean aliases (`JPY`, `일본엔화`, `엔`).
    static var currencies: [String] {
        let catalog = CurrencyCatalog.standard
        let codes = catalog.all.map(\.code)
        let names = catalog.all.map { withoutSpaces($0.koreanName) }
        // Korean words of the name index, the grammar's own lookup (one engine for names).
        var aliases: [String] = []
        NameIndex.forEachKey { key, entries in
            guard isHangul(key), !key.contains("-"), !key.contains(" ") else { return }
            if entries.contains(where: { $0.kind == .currency && $0.spelling == .alias }) {
                aliases.append(key)
            }
        }
        aliases.sort()
        return unique(codes + names + aliases)
    }

    /// Unit symbols, ASCII spellings, English names and Korean names (`km`, `m2`, `miles`, `평`).
    static var units: [String] {
        var words: [String] = []
        for unit in UnitCatalog.standard.all {
            words.append(unit.symbol)
            words += unit.asciiSymbols
            words += [unit.englishSingular, unit.englishPlural]
            let korean = [unit.koreanName] + unit.aliases.filter(isHangul)
            words += korean.map(withoutSpaces)
            words += unit.aliases.filter { !isHangul($0) }
        }
        return unique(words)
    }

    static func withoutSpaces(_ word: String) -> String { word.filter { $0 != " " } }

    /// What `units` takes: each type's keyword and Korean name (`length`, `길이`, `korean`).
    static var unitTypes: [String] {
        unique(UnitView.all.flatMap { [$0.keyword, withoutSpaces($0.name(in: .ko))] })
    }

    /// The calculator's functions, constants and bases (SPEC §2): `sqrt`, `sin`, `pi`, `원주율`, `e`, `hex`.
    static var functions: [String] {
        MathFunction.allCases.map(\.rawValue) + ["pi", "π", "원주율", "e"] + NumberBase.allCases.map(\.rawValue)
    }

    /// The words between quantities (`to`, `in`).
    static let connectors = ["to", "in"]

    /// Whether a shell can take the word as it is, in bash's `compgen -W`, zsh's and fish's lists.
    static func isShellSafe(_ word: String) -> Bool {
        !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.value > 0x20 && scalar.value != 0x7F && !unsafe.contains(scalar)
                    && scalar.properties.generalCategory != .control
                    && scalar.properties.generalCategory != .spaceSeparator
            }
    }

    private static let unsafe = Set("'\"`$\\!#&*?()[]{}<>|;:=~,%^".unicodeScalars)

    static func isHangul(_ word: String) -> Bool {
        word.unicodeScalars.contains(where: \.isHangulSyllable)
    }

    /// Shell-safe words without repeats, in their first order.
    private static func unique(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { isShellSafe($0) && seen.insert($0).inserted }
    }
}
