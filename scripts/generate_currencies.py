#!/usr/bin/env python3
"""Generate Resources/currencies.tsv: hwan's currency catalog (SPEC §5).

Rows: every currency of the current ISO 4217 list (the Python package
`iso4217`, which carries the ISO table with its minor units), plus every code
that a supported provider returns, as collected from the real responses in
Tests/Fixtures/ (BTC, XAU, CNH, GGP, historical codes such as HRK, ...).

Names and the territories that use each currency come from CLDR via the
Python package `babel`. Where CLDR has no name for a code, a hand-written one
from HAND_NAMES is used and the row's name_source says `hand`.

Run: python3 scripts/generate_currencies.py && python3 scripts/embed_resources.py
"""
import datetime
import importlib.metadata
import json
import pathlib

import babel
import iso4217
from babel import Locale
from babel.numbers import get_currency_name, get_currency_precision, get_territory_currencies

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests" / "Fixtures"
OUT = ROOT / "Resources" / "currencies.tsv"

# Territory currencies are read as of the ISO table's publication date, so the
# two sources describe the same moment and the output does not depend on today.
AS_OF = iso4217.__published__

# The provider responses whose codes must all be in the catalog: file -> how to get the codes.
PROVIDER_FIXTURES = {
    "open-er-api-USD-2026-04-03.json": lambda j: j["rates"].keys(),
    "exchangerate-api-v6-KRW-2023-08-06.json": lambda j: j["conversion_rates"].keys(),
    "oxr-latest-2026-08-22.json": lambda j: j["rates"].keys(),
    "currencylayer-live-2025-03-29.json": lambda j: [k[3:] for k in j["quotes"].keys()],
}

# Display digits for codes that ISO gives no minor units ("N.A.") or does not list.
# Precious metals are quoted per troy ounce; at today's prices 0.0001 oz is
# well under a dollar, so four digits keep small conversions meaningful.
# Bitcoin is divisible to the satoshi (10^-8). Everything else falls back to
# CLDR's currency digits (2 for the accounting units XDR, XUA, XBA..., XTS, XXX).
MINOR_UNITS_OVERRIDES = {"XAU": 4, "XAG": 4, "XPT": 4, "XPD": 4, "BTC": 8, "ETH": 8, "XRP": 6, "SOL": 8}

# The coins `coins` shows by default (SPEC §9), so that `0.5 ETH to USD` reads as a
# currency priced by the exchanges. BTC is also a provider code (openexchangerates).
# DOGE is left out: a catalog code is three letters (the quick lookup and listings rely on it).
COIN_CODES = ["BTC", "ETH", "XRP", "SOL"]

# Names for codes CLDR 47 does not name in every language: (English, Korean, English plural).
# Only the names CLDR lacks are taken from here; the English follows ISO 4217 where ISO lists the code.
HAND_NAMES = {
    "BTC": ("Bitcoin", "비트코인", "bitcoins"),
    "ETH": ("Ethereum", "이더리움", "ether"),
    "SOL": ("Solana", "솔라나", "solana"),
    "XRP": ("XRP", "리플", "XRP"),
    "FOK": ("Faroese Króna", "페로 제도 크로나", "Faroese krónur"),
    "GGP": ("Guernsey Pound", "건지 파운드", "Guernsey pounds"),
    "IMP": ("Manx Pound", "맨섬 파운드", "Manx pounds"),
    "JEP": ("Jersey Pound", "저지 파운드", "Jersey pounds"),
    "KID": ("Kiribati Dollar", "키리바시 달러", "Kiribati dollars"),
    "TVD": ("Tuvaluan Dollar", "투발루 달러", "Tuvaluan dollars"),
    "UYW": ("Uruguayan Nominal Wage Index Unit", "우루과이 명목 임금 지수 단위", "Uruguayan nominal wage index units"),
    "VED": ("Venezuelan Bolívar Soberano", "베네수엘라 볼리바르 소베라노", "Venezuelan bolívares soberanos"),
    "XAD": ("Arab Accounting Dinar", "아랍 회계 디나르", "Arab accounting dinars"),
    "XCG": ("Caribbean Guilder", "카리브 길더", "Caribbean guilders"),
    "XSU": ("Sucre", "수크레", "sucres"),
    "XUA": ("ADB Unit of Account", "아프리카개발은행 계산 단위", "ADB units of account"),
    "ZWG": ("Zimbabwe Gold", "짐바브웨 골드", "Zimbabwe gold"),
}

# Territories for provider-only codes that CLDR does not tie to any territory.
HAND_TERRITORIES = {
    "FOK": ["FO"],
    "GGP": ["GG"],
    "IMP": ["IM"],
    "JEP": ["JE"],
    "KID": ["KI"],
    "TVD": ["TV"],
}

# CLDR pseudo-territories that are not places a currency is "used in".
SKIPPED_TERRITORIES = {"EU", "EZ", "UN", "ZZ", "QO"}


def provider_codes():
    codes = {}
    for name, extract in PROVIDER_FIXTURES.items():
        data = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
        for code in extract(data):
            codes.setdefault(code, []).append(name)
    return codes


def iso_active():
    """code -> (minor units text, ISO English name, ISO country names)."""
    table = {}
    for code, entry in iso4217.raw_table.items():
        if code is None or entry["CcyNbr"] is None:
            continue
        table[code] = (entry["CcyMnrUnts"], entry["CcyNm"], entry["CtryNm"])
    return table


def territory_names():
    en, ko = Locale("en"), Locale("ko")
    codes = [t for t in en.territories if len(t) == 2 and t.isalpha() and t not in SKIPPED_TERRITORIES]
    return {t: (en.territories[t], ko.territories.get(t, en.territories[t])) for t in sorted(codes)}


def territory_currencies(territories, iso):
    """code -> territories, for current use as of AS_OF, with ISO's word where CLDR lags.

    CLDR 47 predates changes ISO already lists (Bulgaria: BGN -> EUR on
    2026-01-01). When CLDR names a current currency for a territory that ISO
    no longer lists, the territory moves to the currency ISO gives for the
    country of the same English name.
    """
    iso_by_country = {}
    for code, (_, _, countries) in iso.items():
        for country in countries:
            iso_by_country.setdefault(country.upper().removesuffix(" (THE)"), set()).add(code)
    current, non_tender, historical = {}, {}, {}
    for t, (english, _) in territories.items():
        for row in get_territory_currencies(t, start_date=AS_OF, end_date=AS_OF, tender=True, include_details=True):
            code = row["currency"]
            if code not in iso and english.upper() in iso_by_country:
                replacement = sorted(iso_by_country[english.upper()] - {code})
                historical.setdefault(code, []).append((AS_OF, t))
                for new in replacement:
                    current.setdefault(new, []).append(t)
                continue
            current.setdefault(code, []).append(t)
        for row in get_territory_currencies(t, start_date=AS_OF, end_date=AS_OF, tender=False, non_tender=True, include_details=True):
            non_tender.setdefault(row["currency"], []).append(t)
        for row in get_territory_currencies(t, start_date=datetime.date(1800, 1, 1), end_date=AS_OF, include_details=True):
            if row["to"] is not None:
                historical.setdefault(row["currency"], []).append((row["to"], t))
    return current, non_tender, historical


def territories_for(code, current, non_tender, historical):
    found = current.get(code) or non_tender.get(code)
    if not found and code in historical:
        latest = max(d for d, _ in historical[code])
        found = sorted({t for d, t in historical[code] if d == latest})
    if not found:
        found = HAND_TERRITORIES.get(code, [])
    # The issuing country first (US for USD, KR for KRW), then by code.
    return sorted(set(found), key=lambda t: (t != code[:2], t))


def minor_units(code, iso):
    if code in MINOR_UNITS_OVERRIDES:
        return MINOR_UNITS_OVERRIDES[code]
    text = iso[code][0] if code in iso else None
    if text is not None and text.isdigit():
        return int(text)
    return get_currency_precision(code)


def names(code):
    """English, Korean and English plural names: CLDR's, with HAND_NAMES filling only its gaps."""
    cldr = [get_currency_name(code, locale="en"), get_currency_name(code, locale="ko"),
            get_currency_name(code, count=2, locale="en")]
    hand = HAND_NAMES.get(code)
    if hand is None:
        if code in cldr:
            raise SystemExit(f"{code}: CLDR lacks a name; add one to HAND_NAMES")
        return (*cldr, "cldr")
    chosen = [h if c == code else c for c, h in zip(cldr, hand)]
    if chosen == cldr:
        raise SystemExit(f"{code}: CLDR now has every name; drop it from HAND_NAMES")
    return (*chosen, "hand")


def main():
    iso = iso_active()
    providers = provider_codes()
    codes = sorted(set(iso) | set(providers) | set(COIN_CODES))
    territories = territory_names()
    current, non_tender, historical = territory_currencies(territories, iso)

    rows = []
    for code in codes:
        english, korean, plural, source = names(code)
        terrs = territories_for(code, current, non_tender, historical)
        iso_units = iso[code][0] if code in iso else "-"
        status = "iso" if code in iso else "provider" if code in providers else "coin"
        for field in (english, korean, plural):
            if "\t" in field or "|" in field:
                raise SystemExit(f"{code}: separator inside a name")
        rows.append([
            code, str(minor_units(code, iso)), iso_units, status, english, korean, plural, source,
            "|".join(terrs), "|".join(territories[t][0] for t in terrs), "|".join(territories[t][1] for t in terrs),
        ])

    # Names are lookup keys (Korean without spaces, English case-insensitive): they must be unique.
    for column, fold in ((4, lambda s: s.lower()), (5, lambda s: s.replace(" ", ""))):
        seen = {}
        for row in rows:
            key = fold(row[column])
            if key in seen:
                raise SystemExit(f"name {row[column]!r} used by {seen[key]} and {row[0]}")
            seen[key] = row[0]

    missing = set(providers) - set(codes)
    assert not missing, missing
    header = [
        "# hwan currency catalog. Generated by scripts/generate_currencies.py; do not edit by hand.",
        f"# Codes: ISO 4217 list one published {iso4217.__published__} (Python package iso4217"
        f" {importlib.metadata.version('iso4217')}), plus every code in the provider responses in Tests/Fixtures.",
        f"# Names and territories: Unicode CLDR {babel.core.get_global('cldr')['version']}"
        f" via Python package babel {babel.__version__}; territory currencies in use on {AS_OF}",
        "#   (legal tender; else non-tender such as fund codes; else the last territories that used it).",
        "# minor_units: ISO 4217 minor units; where ISO says N.A. or does not list the code: coins as below, BTC 8,",
        "#   precious metals (XAU XAG XPT XPD, per troy ounce) 4, otherwise CLDR's currency digits.",
        "# iso_minor_units: as the ISO table gives it ('N.A.'; '-' when ISO does not list the code).",
        "# status: iso = on the current ISO 4217 list; provider = only because a provider returns it;",
        "#   coin = a coin priced by the exchanges (SPEC §9); ETH 8, XRP 6, SOL 8 digits.",
        "# name_source: cldr, or hand = written for hwan because CLDR has no name for the code.",
        "# Lists are separated by '|' and share one order (issuing territory first, then by code).",
        "\t".join(["code", "minor_units", "iso_minor_units", "status", "name_en", "name_ko", "plural_en",
                   "name_source", "territories", "countries_en", "countries_ko"]),
    ]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("\n".join(header + ["\t".join(r) for r in rows]) + "\n", encoding="utf-8")
    print(f"{OUT.relative_to(ROOT)}: {len(rows)} currencies ({sum(r[3] == 'iso' for r in rows)} ISO,"
          f" {sum(r[7] == 'hand' for r in rows)} hand-named)")


if __name__ == "__main__":
    main()
