#!/usr/bin/env python3
"""Cross-check of Resources/units.tsv against GNU units: every linear
unit whose symbol or name GNU units knows is converted there into its dimension's
SI unit and compared with hwan's exact factor.

    apt-get install units        # GNU units 2.22 was used
    python3 scripts/check_units_gnu.py [--verbose]

Prints the rows compared, the rows GNU units does not know (Korean units, some
prefixed forms), and every disagreement beyond 1e-12 relative; exits 1 on any
disagreement that is not a documented choice (CHOICES below).
"""
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

# hwan's base unit of each dimension, as GNU units writes it, times hwan's factor there.
GNU_BASE = {
    "length": "m", "mass": "kg", "area": "m^2", "volume": "L", "temperature": "K", "duration": "s",
    "speed": "m/s", "informationStorage": "byte", "energy": "J", "power": "W", "pressure": "Pa",
    "angle": "degree", "frequency": "Hz", "acceleration": "m/s^2", "concentrationMass": "g/L",
    "electricCurrent": "A", "electricPotentialDifference": "V", "electricResistance": "ohm",
    "electricCharge": "C", "force": "N",
}
# Names GNU units spells differently from hwan's symbol.
GNU_NAME = {
    "year": "julianyear", "month": "julianyear/12", "wk": "week", "d": "day", "yr": "julianyear",
    "mo": "julianyear/12", "BTU": "btu", "ly": "lightyear", "pc": "parsec", "au": "au", "NM": "nmi",
    "smi": "scandinavianmile", "ftm": "fathom", "fur": "furlong", "ct": "carat", "oz t": "troyounce",
    "st": "stone", "ton": "shortton", "t": "tonne", "ac": "acre", "a": "are", "ha": "hectare",
    "bu": "bushel", "tsp": "teaspoon", "tbsp": "tablespoon", "fl oz": "floz", "cup": "cup", "pt": "pint",
    "qt": "quart", "gal": "gallon", "tsp imp": "brteaspoon", "tbsp imp": "brtablespoon",
    "fl oz imp": "brfloz", "pt imp": "brpint", "qt imp": "brquart", "gal imp": "brgallon",
    "ac ft": "acrefoot", "kn": "knot", "mph": "mph", "km/h": "km/hr", "hp": "hp", "PS": "metrichp",
    "inHg": "inHg", "mmHg": "mmHg", "psi": "psi", "atm": "atm", "kcal": "kcal", "cal": "calorie_th",
    "′": "arcmin", "″": "arcsec", "rad": "radian", "grad": "grad", "rev": "revolution",
    "kgf": "kgf", "lbf": "lbf", "dyn": "dyne", "g": "g", "B": "byte", "bit": "bit", "nibble": "nibble",
    "eV": "eV", "erg": "erg", "slug": "slug", "mcup": "metriccup",
}
# Documented differences (hwan's data follows its source column).
CHOICES = {
    "parsec": "IAU 2015 B2: pc = 648000/π au exactly; GNU units uses au/tan(1 arcsec) (8e-12 relative)",
    "imperialTeaspoon": "the imperial teaspoon of 1/3 imperial tablespoon (5/8 fl oz imp); GNU `brteaspoon` is 5 mL",
    "imperialTablespoon": "the imperial tablespoon of 5/8 fl oz imp; GNU `brtablespoon` is 15 mL",
    "ri": "the Korean 리 = 1296 자 = 392.7 m (계량법); GNU `ri` is the Japanese ri of 3.927 km",
}


def gnu(expr, base):
    out = subprocess.run(["units", "-d", "15", "-t", "1 " + expr if "/" not in expr else expr, base],
                         capture_output=True, text=True)
    text = out.stdout.strip()
    try:
        return float(text)
    except ValueError:
        return None


def main():
    from generate_units import ROWS  # the hand-written definitions, exact
    import generate_units
    compared, unknown, wrong = 0, [], []
    for row in ROWS:
        if row["kind"] != "linear" or row["dim"] not in GNU_BASE or row["dim"] == "temperature":
            continue
        factor = float(exact(row["factor"]))
        name = GNU_NAME.get(row["symbol"], GNU_NAME.get(row["id"], row["symbol"]))
        name = name.replace("²", "^2").replace("³", "^3").replace("µ", "micro")
        if row["id"] == "gravity":
            name = "gravity"
        if row["symbol"] == "h":
            name = "hour"  # GNU `h` is Planck's constant
        value = gnu(name, GNU_BASE[row["dim"]])
        if value is None and row.get("en"):
            value = gnu(row["en"][0].replace(" ", ""), GNU_BASE[row["dim"]])
        if value is None:
            value = gnu(row["id"].lower(), GNU_BASE[row["dim"]])
        if value is None:
            unknown.append(f'{row["id"]} ({row["symbol"]})')
            continue
        compared += 1
        if abs(value - factor) > 1e-12 * max(abs(factor), 1e-300) and abs(value - factor) / abs(factor) > 1e-12:
            line = f'{row["id"]} ({row["symbol"]}): hwan {factor!r}, GNU units {value!r} [{name}]'
            if row["id"] in CHOICES:
                print("CHOICE ", line, "--", CHOICES[row["id"]])
            else:
                wrong.append(line)
    print(f"compared {compared} units with GNU units; {len(unknown)} unknown to it; {len(wrong)} disagree")
    if "--verbose" in sys.argv:
        print("unknown:", ", ".join(unknown))
    for line in wrong:
        print("DIFFERS", line)
    sys.exit(1 if wrong else 0)


def exact(expression):
    """The factor expression of units.tsv as an exact Fraction (+ - * / ^ ( ) pi)."""
    import re
    text = expression.replace("^", "**").replace("pi", "Fraction('3.1415926535897932384626433832795028842')")
    text = re.sub(r"(?<![\w'.])(\d+(?:\.\d+)?(?:e-?\d+)?)", r"Fraction('\1')", text)
    return eval(text, {"Fraction": Fraction})


if __name__ == "__main__":
    main()
