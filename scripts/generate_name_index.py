#!/usr/bin/env python3
"""Lay out, at generation time, everything the line grammar looks names up in.

Writes two Swift files under Sources/HwanCatalog/Generated/ (derived data: the
single source of truth stays in Resources/):

- NameIndex+Generated.swift: every spelling of every currency (code, Korean
  and English names, aliases, symbols) and unit (symbol, ASCII spellings,
  names, aliases), folded, sorted by UTF-8 bytes, one line per key. Each
  entry points at its row in the embedded Resources file by byte offset, so a
  one-shot command binary-searches this table and parses only the rows it
  uses: nothing is built at start-up.
- CompatibilityForms+Generated.swift: the Unicode compatibility forms people
  type (full-width letters and digits, ㎡ ㎏ ㎞ ㏄, ℃, ², the ideographic
  space), each with its NFKC replacement, from Python's unicodedata.

Folding (mirrored exactly by Sources/HwanCatalog/Catalog/LineText.swift): map
compatibility forms through the table below, Greek mu to `u`, ASCII capitals
to small letters, and every run of white space to one space. Names with spaces
are also indexed without them (`미국 달러`, `미국달러`); `-`, `_` and `.` inside
names count as spaces; `²`/`³` in symbols may also be typed `^2`/`^3`.

Entry format, tab-separated after the key:
    c:CODE:OFFSET:CLASS         currency; CLASS C code, N name, A alias, S symbol
    u:ID:OFFSET:CLASS[:EXACT]   unit; CLASS s symbol, a ASCII spelling (both
                                case-sensitive: EXACT is the spelling with its
                                compatibility forms replaced, as typed text is
                                compared), n name, l alias (names ignore case);
                                in capitals (S A N L) for a unit the prefix
                                rule made, which suggestions leave out
    w:CLASS:MEANING             a word of Resources/grammar-words.tsv (token
                                classes: topic, rate, scale, filler, join and
                                the phrase classes op, pct, split, people, items, each,
                                halves, per, pertopic, numeral, days)

Run: python3 scripts/generate_name_index.py   (scripts/generate.py runs everything)
"""
import pathlib
import sys
import unicodedata

ROOT = pathlib.Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "Resources"
OUT = ROOT / "Sources" / "HwanCatalog" / "Generated"

# Characters whose NFKC form is worth folding: what people paste or type with
# a Korean or Japanese input method. Fractions, Roman numerals and circled
# numbers are left alone (they do not mean plain text in a calculator).
COMPAT_RANGES = [(0x00A0, 0x00BF), (0x2000, 0x200A), (0x2100, 0x214F), (0x3000, 0x3000),
                 (0x3380, 0x33FF), (0xFF01, 0xFF5E), (0xFFE0, 0xFFE6)]
KEEP = set("°μΩ₩¥£¢¬¯¦")


# The phrase classes of Resources/grammar-words.tsv whose meaning is one of a
# closed set (None: no meaning, `-`), as Sources/HwanCatalog/Catalog/NameIndex+Words.swift reads them.
PHRASE_MEANINGS = {
    "op": {"plus", "minus", "times", "divide", "power", "sqrt", "square", "cube", "raised", "over"},
    "pct": {"off", "up", "down", "vat", "tip", "extra", "included", "supply"},
    "split": {"-"}, "people": {"-"}, "items": {"-"}, "each": {"-"}, "halves": {"-"}, "per": {"-"},
}


def compat_table():
    table = {}
    for low, high in COMPAT_RANGES:
        for code in range(low, high + 1):
            ch = chr(code)
            nfkc = unicodedata.normalize("NFKC", ch)
            if nfkc == ch or not nfkc:
                continue
            if all((" " <= c <= "~") or c in KEEP for c in nfkc) and "⁄" not in nfkc:
                table[code] = nfkc
    return table


COMPAT = compat_table()


def fold(text):
    out = []
    for ch in text:
        rep = COMPAT.get(ord(ch), ch)
        for c in rep:
            if c in "µμ":
                c = "u"
            elif "A" <= c <= "Z":
                c = c.lower()
            elif c in " \t\u3000\u00a0":
                c = " "
            out.append(c)
    return " ".join(part for part in "".join(out).split(" ") if part)


def name_variants(name):
    """A name as typed with its spaces, with `-`/`_`/`.` as spaces, hyphenated, and without any."""
    spaced = fold(name.replace("-", " ").replace("_", " ").replace(".", " "))
    spaced = " ".join(spaced.split())
    forms = {fold(name), spaced, spaced.replace(" ", ""), spaced.replace(" ", "-")}
    return {f for f in forms if f}


def compat(text):
    """`text` with compatibility forms replaced, case kept: how LineText.scalars holds it."""
    return "".join(COMPAT.get(ord(ch), ch) for ch in text)


def symbol_variants(symbol):
    forms = {fold(symbol)}
    for a, b in (("²", "^2"), ("³", "^3")):
        if a in symbol:
            forms.add(fold(symbol.replace(a, b)))
    if " " in symbol:
        forms |= {f.replace(" ", "") for f in list(forms)}
    return {f for f in forms if f}


def rows_with_offsets(path):
    """(byte offset, fields) of each data row of a TSV file."""
    data = path.read_bytes()
    offset = 0
    for raw in data.split(b"\n"):
        line = raw.decode("utf-8")
        if line and not line.startswith("#"):
            yield offset, line.split("\t")
        offset += len(raw) + 1


def has_letters(text):
    return any(ch.isalpha() for ch in text)


SYMBOL_CHARS = set("$₩€£¥円元₹₽฿₫₱₺₴₪₿￦￡￥")


def build():
    index = {}  # key -> list of entries, in insertion order

    def add(key, entry):
        if "\t" in key or "\n" in key or not key:
            sys.exit(f"bad key {key!r}")
        entries = index.setdefault(key, [])
        if entry not in entries:
            entries.append(entry)

    # Currencies: ISO codes and CLDR names.
    header = None
    offsets_by_code = {}
    for offset, fields in rows_with_offsets(RESOURCES / "currencies.tsv"):
        if header is None:
            header = fields
            continue
        row = dict(zip(header, fields))
        code = row["code"]
        offsets_by_code[code] = offset
        add(fold(code), f"c:{code}:{offset}:C")
        for name in (row["name_ko"], row["name_en"], row["plural_en"]):
            # Historic names carry years or notes in parentheses; their code still works.
            if not name or any(ch in name for ch in "()0123456789–—"):
                continue
            for key in name_variants(name):
                add(key, f"c:{code}:{offset}:N")

    # Hand-curated aliases; several codes make an ambiguous word.
    for _, fields in rows_with_offsets(RESOURCES / "currency-aliases.tsv"):
        alias, codes = fields[0], fields[1].split(",")
        symbolic = any(ch in SYMBOL_CHARS for ch in alias)
        for code in codes:
            if code not in offsets_by_code:
                sys.exit(f"alias {alias} names unknown currency {code}")
            klass = "S" if symbolic else "A"
            for key in (symbol_variants(alias) if not has_letters(alias) else name_variants(alias)):
                add(key, f"c:{code}:{offsets_by_code[code]}:{klass}")

    # Units: symbols and ASCII spellings are case-sensitive, names are not.
    # A prefixed unit the prefix rule made (flag `prefixed-by-rule`) has its classes in capitals:
    # read as any other, never offered as "did you mean" (`abc` is no typo of `aBq`).
    for offset, f in rows_with_offsets(RESOURCES / "units.tsv"):
        uid, symbol = f[1], f[2]
        by_rule = "prefixed-by-rule" in f[11].split("|")
        s, a, n, l = ("S", "A", "N", "L") if by_rule else ("s", "a", "n", "l")
        for key in symbol_variants(symbol):
            add(key, f"u:{uid}:{offset}:{s}:{compat(symbol)}")
        for spelling in filter(None, f[9].split("|")):
            for key in symbol_variants(spelling):
                add(key, f"u:{uid}:{offset}:{a}:{compat(spelling)}")
        for name in filter(None, [f[6], f[7], f[8]]):
            for key in name_variants(name):
                add(key, f"u:{uid}:{offset}:{n}")
        for name in filter(None, f[10].split("|")):
            for key in name_variants(name):
                add(key, f"u:{uid}:{offset}:{l}")

    # Token classes of the grammar: topic, rate, scale, filler and join words, and
    # the phrase words (op, pct, split, people, items, each, halves, per, pertopic, numeral, days).
    unit_ids = {f[1] for _, f in rows_with_offsets(RESOURCES / "units.tsv")}
    unit_symbols = {f[2] for _, f in rows_with_offsets(RESOURCES / "units.tsv")}
    dimensions = {f[0] for _, f in rows_with_offsets(RESOURCES / "units.tsv")}
    for _, fields in rows_with_offsets(RESOURCES / "grammar-words.tsv"):
        word, klass, meaning = fields
        if klass == "topic":
            if meaning not in dimensions | {"money", "-"}:
                sys.exit(f"topic word {word}: unknown dimension {meaning}")
        elif klass == "scale":
            for part in meaning.split("|"):
                if part.startswith("~"):
                    continue
                *lengths, symbol = part.split("=")
                if symbol not in unit_symbols or any(uid not in unit_ids for uid in lengths):
                    sys.exit(f"scale word {word}: unknown unit in {part}")
        elif klass in PHRASE_MEANINGS:
            if PHRASE_MEANINGS[klass] is not None and meaning not in PHRASE_MEANINGS[klass]:
                sys.exit(f"{klass} word {word}: unknown meaning {meaning}")
        elif klass == "pertopic":
            if meaning not in unit_symbols:
                sys.exit(f"pertopic word {word}: unknown unit {meaning}")
        elif klass == "numeral":
            numerator, _, denominator = meaning.partition("/")
            if not numerator.isdigit() or not (denominator == "" or denominator.isdigit()):
                sys.exit(f"numeral word {word}: {meaning} is no whole number or fraction")
        elif klass == "days":
            symbol, _, count = meaning.partition(":")
            if symbol not in unit_symbols or not count.isdigit():
                sys.exit(f"days word {word}: {meaning} is no SYMBOL:NUMBER")
        elif klass not in ("rate", "filler", "join"):
            sys.exit(f"grammar word {word}: unknown class {klass}")
        for key in {fold(word), fold(word).replace(" ", "")} if klass != "filler" else {fold(word)}:
            names = [e for e in index.get(key, []) if not e.startswith("w:")]
            # A scale word is a name too (섭씨로 is °C); any other class must not hide a name.
            if names and klass != "scale":
                sys.exit(f"grammar word {word} is also a name: {names}")
            add(key, f"w:{klass}:{meaning}")
    return index


def swift_compat(table):
    cases = []
    for code, rep in sorted(table.items()):
        escaped = rep.replace("\\", "\\\\").replace('"', '\\"')
        cases.append(f'        case 0x{code:04X}: "{escaped}"')
    return (
        "// swift-format-ignore-file\n"
        "// Generated by scripts/generate_name_index.py from Python's unicodedata "
        f"(Unicode {unicodedata.unidata_version}). Do not edit.\n\n"
        "extension LineText {\n"
        "    /// The NFKC form of a compatibility character people type (full-width forms,\n"
        "    /// squared unit signs, letterlike symbols, odd spaces); nil for every other scalar.\n"
        "    static func compatibilityForm(_ scalar: UInt32) -> String? {\n"
        "        switch scalar {\n" + "\n".join(cases) + "\n        default: nil\n        }\n    }\n}\n"
    )


def swift_index(index):
    keys = sorted(index, key=lambda k: k.encode("utf-8"))
    lines = [k + "\t" + "\t".join(index[k]) for k in keys]
    body = "\n".join(lines)
    if '"""#' in body:
        sys.exit("index contains a raw-string terminator")
    longest = max(len(k.encode("utf-8")) for k in keys)
    starts, offset = [], 0
    for line in lines:
        starts.append(offset)
        offset += len(line.encode("utf-8")) + 1
    rows = [", ".join(str(s) for s in starts[i : i + 12]) for i in range(0, len(starts), 12)]
    # For each byte b, the first line whose key starts with b or a higher byte
    # (257 bounds): a search starts inside its first byte's lines, so a lookup
    # reads one part of the table, not probes spread over all of it.
    firsts = [k.encode("utf-8")[0] for k in keys]
    bounds, line = [], 0
    for byte in range(257):
        while line < len(firsts) and firsts[line] < byte:
            line += 1
        bounds.append(line)
    bound_rows = [", ".join(str(b) for b in bounds[i : i + 16]) for i in range(0, len(bounds), 16)]
    # Every key's bytes before each ASCII digit in it (`km` of `km2`, `liter per ` of
    # `liter per 100 kilometers`): a name read up to there may go on into a number's
    # digits, so the value of those digits decides what the line's names are.
    contexts = sorted({k.encode("utf-8")[:i] for k in keys for i, b in enumerate(k.encode("utf-8"))
                       if 0x30 <= b <= 0x39 and i > 0})
    if any(b"\t" in c or b'"' in c or b"\\" in c for c in contexts):
        sys.exit("a digit context holds a tab, quote or backslash")
    context_text = "\t" + "".join(c.decode("utf-8") + "\t" for c in contexts)
    # Two sets of 256 bits: the contexts of one byte (digits as `0`), and the last two
    # bytes of the longer ones, `(last * 31 + before) & 255`: most places need no scan.
    def digit_as_zero(b):
        return 0x30 if 0x30 <= b <= 0x39 else b
    single_bits, pair_bits = 0, 0
    for c in contexts:
        if len(c) == 1:
            single_bits |= 1 << digit_as_zero(c[0])
        else:
            pair_bits |= 1 << ((digit_as_zero(c[-1]) * 31 + digit_as_zero(c[-2])) & 255)
    def words(bits):
        return ", ".join("0x%016X" % ((bits >> (64 * i)) & (2**64 - 1)) for i in range(4))
    return (
        "// swift-format-ignore-file\n"
        "// Generated by scripts/generate_name_index.py from Resources/currencies.tsv,\n"
        "// Resources/currency-aliases.tsv, Resources/units.tsv and Resources/grammar-words.tsv.\n"
        "// Do not edit.\n\n"
        "extension NameIndex {\n"
        f"    /// Bytes in the longest key ({len(keys)} keys in all).\n"
        f"    static let longestKey = {longest}\n"
        "    /// One line per folded key, sorted by UTF-8 bytes: `key<TAB>entry<TAB>entry...`.\n"
        '    static let table: StaticString = #"""\n' + body + '\n"""#\n'
        "    /// Where each line of `table` starts (a byte offset), so a search reads keys, not lines.\n"
        "    static let lineStarts: [UInt32] = [\n        " + ",\n        ".join(rows) + ",\n    ]\n"
        "    /// For each byte b (and 256), the first line whose key starts with b or a\n"
        "    /// higher byte: the lines of keys starting with b are `bounds[b]..<bounds[b + 1]`.\n"
        "    static let firstByteBounds: [UInt32] = [\n        " + ",\n        ".join(bound_rows) + ",\n    ]\n"
        "    /// The bytes of every key before each ASCII digit in it (not empty), each\n"
        "    /// between tabs: where a name may run on into a number's digits.\n"
        '    static let digitContexts: StaticString = "' + context_text.replace("\t", "\\t") + '"\n'
        "    /// The contexts of one byte, a bit each (digits read as `0`).\n"
        "    static let digitContextBytes: (UInt64, UInt64, UInt64, UInt64) = (" + words(single_bits) + ")\n"
        "    /// For each longer context, bit `(last * 31 + before) & 255` of its last two bytes.\n"
        "    static let digitContextPairs: (UInt64, UInt64, UInt64, UInt64) = (" + words(pair_bits) + ")\n}\n"
    )


def outputs():
    return {
        OUT / "NameIndex+Generated.swift": swift_index(build()),
        OUT / "CompatibilityForms+Generated.swift": swift_compat(COMPAT),
    }


def main():
    for path, text in outputs().items():
        path.write_text(text, encoding="utf-8")
        print(f"{path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
