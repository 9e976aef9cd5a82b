#!/usr/bin/env python3
"""Write Resources/units.tsv: hwan's unit catalog (SPEC §5).

The DEFINITIONS below (ids, symbols, ASCII spellings, coefficients and their
legal sources) are hand-written: they are facts about the units, not names.
The NAMES (English singular/plural, British spelling, Korean) come from CLDR
through the Python package `babel`; a Korean or English name is hand-written
only where CLDR has none (or where CLDR's word means something else to Korean
readers), and the `names` column says which ("cldr", "hand", "cldr+hand:ko").

Coefficients are exact expressions over decimal literals with + - * / ^
(integer powers), parentheses and `pi`; hwan's loader evaluates them in
Decimal (Sources/HwanCatalog/Units/UnitExpression.swift). Kinds:
  linear      base = x * factor
  affine      base = (x + offset) * factor
  reciprocal  base = factor / x        (fuel efficiency: L/100km <-> mpg, km/L)

Run: python3 scripts/generate_units.py && python3 scripts/embed_resources.py
"""
import pathlib
import sys

from babel import Locale

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Resources" / "units.tsv"

EN, GB, KO = Locale.parse("en"), Locale.parse("en_GB"), Locale.parse("ko")

# Shared exact constants, as expressions (each cited where it is used).
INCH = "0.0254"                      # international inch, NIST HB 44 App.C
FOOT = "0.3048"
YARD = "0.9144"
MILE = "1609.344"
LB = "0.45359237"                    # international pound (1959)
GN = "9.80665"                       # standard gravity, 3rd CGPM 1901
USGAL = "(231*0.0254^3*1000)"        # litres in 231 in³
IMPGAL = "4.54609"                   # litres, UK Weights and Measures Act 1985
AU = "149597870700"                  # IAU 2012 Resolution B2
CAL = "4.184"                        # thermochemical calorie
MMHG = "(13595.1*0.001*9.80665)"     # conventional mmHg = 133.322387415 Pa

SI = "SI Brochure 9th ed. (2019)"
SI_PREFIX = "SI Brochure 9th ed. §3 (SI prefixes)"
NIST_HB44 = "NIST HB 44 App.C (international yard = 0.9144 m, 1959)"
NIST_LB = "NIST HB 44 App.C (international pound = 0.45359237 kg, 1959)"
NIST_GAL = "NIST HB 44 App.C (US gallon = 231 in³ = 3.785411784 L)"
UK_WMA = "UK Weights and Measures Act 1985 Sch.1 (gallon = 4.54609 L)"
IEC_BIN = "IEC 80000-13:2008 (binary prefixes)"
KR_LAW = "계량에 관한 법률 시행령 (척관법 환산)"

ROWS = []


def unit(dim, uid, cldr, symbol, factor, source, ascii=(), aliases=(), ko=None, en=None,
         kind="linear", offset="", korean=False, ko_aliases=(), keep_cldr_ko=True, prefixes=None):
    """`prefixes` makes the unit a stem that takes prefixes by rule (see PREFIX_SETS):
    (set, English singular, English plural, Korean name, ASCII stems to prefix too)."""
    ROWS.append(dict(dim=dim, id=uid, cldr=cldr, symbol=symbol, factor=factor, source=source,
                     ascii=list(ascii), aliases=list(aliases), ko=ko, en=en, kind=kind,
                     offset=offset, korean=korean, ko_aliases=list(ko_aliases), keep_cldr_ko=keep_cldr_ko,
                     prefixes=prefixes, prefixed=False))


def prefixed(dim, stem_en, stem_ko, symbol_stem, base_factor, prefixes, source, cldr_stem=None,
             ascii_stem=None):
    """SI-prefixed family of one unit (names hand-written where CLDR lacks them)."""
    for name, ko, sym, power in prefixes:
        uid = name + stem_en
        factor = f"1e{power}" if power else "1"
        if base_factor != "1":
            factor = f"{factor}*{base_factor}" if power else base_factor
        cldr = f"{cldr_stem}-{uid}" if cldr_stem else None
        ascii_syms = []
        if ascii_stem is not None or "µ" in sym:
            a_sym = sym.replace("µ", "u")
            if ascii_stem is not None:
                a_sym = a_sym.replace(symbol_stem, ascii_stem)
            if a_sym != sym:
                ascii_syms.append(a_sym)
        unit(dim, uid, cldr, sym, factor, source if power else SI, ascii=ascii_syms,
             ko=ko + stem_ko, en=(uid, uid + "s"))


P = {  # SI prefix: English, Korean, symbol, power of ten
    "Y": ("yotta", "요타", "Y", 24), "Z": ("zetta", "제타", "Z", 21), "E": ("exa", "엑사", "E", 18),
    "P": ("peta", "페타", "P", 15), "T": ("tera", "테라", "T", 12), "G": ("giga", "기가", "G", 9),
    "M": ("mega", "메가", "M", 6), "k": ("kilo", "킬로", "k", 3), "h": ("hecto", "헥토", "h", 2),
    "da": ("deca", "데카", "da", 1), "": ("", "", "", 0), "d": ("deci", "데시", "d", -1),
    "c": ("centi", "센티", "c", -2), "m": ("milli", "밀리", "m", -3), "µ": ("micro", "마이크로", "µ", -6),
    "n": ("nano", "나노", "n", -9), "p": ("pico", "피코", "p", -12), "f": ("femto", "펨토", "f", -15),
    "Q": ("quetta", "퀘타", "Q", 30), "R": ("ronna", "론나", "R", 27), "a": ("atto", "아토", "a", -18),
    "z": ("zepto", "젭토", "z", -21), "y": ("yocto", "욕토", "y", -24), "r": ("ronto", "론토", "r", -27),
    "q": ("quecto", "퀙토", "q", -30),
}
# The sets a stem's `prefixes` names (SI Brochure 9th ed. §3, 27th CGPM 2022 for R Q r q;
# IEC 80000-13 for Ki … Yi). Information takes only the multiples: a millibyte means nothing,
# and `mb`/`mB` would otherwise read as a tiny size where people mean megabits or megabytes.
SI_ALL = ["Q", "R", "Y", "Z", "E", "P", "T", "G", "M", "k", "h", "da", "d", "c", "m", "µ", "n", "p", "f", "a",
          "z", "y", "r", "q"]
SI_MULTIPLES = ["Q", "R", "Y", "Z", "E", "P", "T", "G", "M", "k"]
IEC = [("kibi", "키비", "Ki", 1), ("mebi", "메비", "Mi", 2), ("gibi", "기비", "Gi", 3), ("tebi", "테비", "Ti", 4),
       ("pebi", "페비", "Pi", 5), ("exbi", "엑스비", "Ei", 6), ("zebi", "제비", "Zi", 7), ("yobi", "요비", "Yi", 8)]
PREFIX_SETS = {"si": SI_ALL, "si-multiples": SI_MULTIPLES, "si-iec": SI_MULTIPLES}


def pre(*keys):
    return [P[k] for k in keys]


# ---------------------------------------------------------------- acceleration (base m/s²)
unit("acceleration", "meterPerSecondSquared", "acceleration-meter-per-square-second", "m/s²", "1",
     SI, ascii=["m/s2", "m/s^2", "mps2", "m/s/s"], aliases=["metersPerSecondSquared"],
     ko_aliases=["미터毎초제곱".replace("毎", " 매 ")])
unit("acceleration", "gravity", "acceleration-g-force", "g", GN,
     "3rd CGPM 1901 (standard gravity gn = 9.80665 m/s²); NIST SP 811 B.8",
     ascii=["gn", "g0", "G"], aliases=["gravity", "standard gravity", "gravities", "gee"],
     ko_aliases=["표준중력", "중력"])

# ---------------------------------------------------------------- angle (base degree)
unit("angle", "degree", "angle-degree", "°", "1", "SI Brochure Table 8 (1° = π/180 rad)",
     ascii=["deg"], aliases=["degs"], ko_aliases=["각도"])
unit("angle", "arcMinute", "angle-arc-minute", "′", "1/60", "SI Brochure Table 8 (1′ = 1/60°)",
     ascii=["arcmin"], aliases=["arc minute", "arc minutes", "minute of arc"])
unit("angle", "arcSecond", "angle-arc-second", "″", "1/3600", "SI Brochure Table 8 (1″ = 1/60′)",
     ascii=["arcsec"], aliases=["arc second", "arc seconds", "second of arc"], ko_aliases=["초각"])
unit("angle", "radian", "angle-radian", "rad", "180/pi", "SI Brochure 9th ed. (rad = 1; π rad = 180°)",
     aliases=["rads"])
unit("angle", "gradian", None, "grad", "360/400", "ISO 80000-3:2019 (gon = π/200 rad)",
     ascii=["gon"], aliases=["grads", "gons", "grade"], ko="그레이디언", en=("gradian", "gradians"),
     ko_aliases=["그라디안", "곤"])
unit("angle", "revolution", "angle-revolution", "rev", "360", "ISO 80000-3:2019 (1 revolution = 2π rad)",
     ascii=["turn"], aliases=["turns"])

# ---------------------------------------------------------------- area (base m²)
def square(uid, cldr, sym, length, source, ascii=(), ko=None, en=None, aliases=(), ko_aliases=()):
    unit("area", uid, cldr, sym + "²", f"{length}^2", source, ascii=[sym.replace("µ", "u") + "2", *ascii],
         ko=ko, en=en, aliases=aliases, ko_aliases=ko_aliases)


square("squareMegameter", None, "Mm", "1000000", SI_PREFIX, ko="제곱메가미터",
       en=("square megameter", "square megameters"))
square("squareKilometer", "area-square-kilometer", "km", "1000", SI_PREFIX, ascii=["sqkm"])
# 평방미터 (the older word), 헤베 (builders' slang from Japanese 平米): what Koreans say for m².
square("squareMeter", "area-square-meter", "m", "1", SI, ascii=["sqm"], ko=None,
       ko_aliases=["평방미터", "헤베"])
square("squareCentimeter", "area-square-centimeter", "cm", "0.01", SI_PREFIX)
square("squareMillimeter", None, "mm", "0.001", SI_PREFIX, ko="제곱밀리미터",
       en=("square millimeter", "square millimeters"))
square("squareMicrometer", None, "µm", "0.000001", SI_PREFIX, ko="제곱마이크로미터",
       en=("square micrometer", "square micrometers"))
square("squareNanometer", None, "nm", "0.000000001", SI_PREFIX, ko="제곱나노미터",
       en=("square nanometer", "square nanometers"))
square("squareInch", "area-square-inch", "in", INCH, NIST_HB44, ascii=["sqin"])
square("squareFoot", "area-square-foot", "ft", FOOT, NIST_HB44, ascii=["sqft"])
square("squareYard", "area-square-yard", "yd", YARD, NIST_HB44, ascii=["sqyd"])
square("squareMile", "area-square-mile", "mi", MILE, NIST_HB44 + "; mile = 1760 yd", ascii=["sqmi"])
unit("area", "acre", "area-acre", "ac", f"4840*{YARD}^2", "NIST HB 44 App.C (acre = 4840 yd², international)",
     ascii=["acre"])
unit("area", "are", None, "a", "100", "SI Brochure 8th ed. Table 8 (a = 100 m²)", ko="아르",
     en=("are", "ares"))
unit("area", "hectare", "area-hectare", "ha", "10000", "SI Brochure Table 8 (ha = 10⁴ m²)")
# 평형: an apartment type by its floor area in 평 (33평형 is a flat of 33 평).
unit("area", "pyeong", None, "평", "400/121", KR_LAW.replace("척관법 환산", "평 = 400/121 m² = 6자 × 6자"),
     ko="평", en=("pyeong", "pyeong"), aliases=["pyong", "py"], korean=True, ko_aliases=["坪", "평형"])

# ---------------------------------------------------------------- concentration of mass (base g/L)
# Foundation's millimolesPerLiter(withGramsPerMole:) needs a molar mass, so it
# has no fixed coefficient and is left out of this catalog.
unit("concentrationMass", "gramPerLiter", None, "g/L", "1", SI, ascii=["g/l", "gpl"],
     ko="리터당 그램", en=("gram per liter", "grams per liter"),
     aliases=["gram per litre", "grams per litre", "gramsPerLiter"])
unit("concentrationMass", "milligramPerDeciliter", "concentr-milligram-ofglucose-per-deciliter", "mg/dL",
     "0.001/0.1", SI_PREFIX, ascii=["mg/dl"], aliases=["milligramsPerDeciliter"])

# ---------------------------------------------------------------- duration (base s)
unit("duration", "hour", "duration-hour", "h", "3600", "SI Brochure Table 8 (h = 3600 s)",
     ascii=["hr", "hrs"])
unit("duration", "minute", "duration-minute", "min", "60", "SI Brochure Table 8 (min = 60 s)",
     ascii=["m", "mins"])
unit("duration", "second", "duration-second", "s", "1", SI, ascii=["sec", "secs"])
unit("duration", "millisecond", "duration-millisecond", "ms", "0.001", SI_PREFIX, ascii=["msec"])
unit("duration", "microsecond", "duration-microsecond", "µs", "0.000001", SI_PREFIX, ascii=["us", "usec"])
unit("duration", "nanosecond", "duration-nanosecond", "ns", "0.000000001", SI_PREFIX, ascii=["nsec"])
unit("duration", "picosecond", None, "ps", "0.000000000001", SI_PREFIX, ko="피코초",
     en=("picosecond", "picoseconds"))
# Not in Foundation, but exact and asked for constantly.
unit("duration", "day", "duration-day", "d", "86400", "SI Brochure Table 8 (d = 86400 s)",
     ascii=["day"], ko_aliases=["하루", "날"])
unit("duration", "week", "duration-week", "wk", "7*86400", "ISO 80000-3:2019 (week = 7 d)",
     ascii=["wks"], ko_aliases=["주일"])

# Year and month as GNU units defines them (`year` = 365.25 d, the Julian year; `month` = year/12).
unit("duration", "year", "duration-year", "yr", "365.25*86400", "IAU Style Manual / GNU units (Julian year = 365.25 d)",
     ascii=["yrs"], ko="년", en=("year", "years"), ko_aliases=["해"])
unit("duration", "month", "duration-month", "mo", "365.25*86400/12", "GNU units (month = year/12)",
     ascii=["mos"], ko="개월", en=("month", "months"), ko_aliases=["달"])

# ---------------------------------------------------------------- force (base N)
unit("force", "newton", "force-newton", "N", "1", "SI Brochure 9th ed. Table 4 (N = kg·m/s²)",
     ko="뉴턴", en=("newton", "newtons"))
unit("force", "kilonewton", None, "kN", "1e3", SI_PREFIX, ko="킬로뉴턴", en=("kilonewton", "kilonewtons"))
unit("force", "dyne", None, "dyn", "1e-5", "CGS (dyn = g·cm/s²)", ko="다인", en=("dyne", "dynes"))
unit("force", "kilogramForce", None, "kgf", GN, "CGPM 1901 (kgf = 9.80665 N)", ascii=["kgf", "kp"],
     ko="킬로그램힘", en=("kilogram-force", "kilograms-force"), aliases=["kilogram force", "kilopond"],
     ko_aliases=["킬로그램중"])
unit("force", "poundForce", "force-pound-force", "lbf", f"0.45359237*{GN}", NIST_LB + "; lbf = lb × g",
     ko="파운드힘", en=("pound-force", "pounds-force"), aliases=["pound force"], ko_aliases=["파운드중"])

# ---------------------------------------------------------------- electric charge (base C)
unit("electricCharge", "coulomb", None, "C", "1", SI, ko="쿨롬", en=("coulomb", "coulombs"),
     ko_aliases=["쿨롱"])
for name, ko, sym, power in pre("M", "k", "", "m", "µ"):
    uid = name + "ampereHour"
    factor = f"1e{power}*3600" if power else "3600"
    unit("electricCharge", uid, None, sym + "Ah", factor,
         "SI Brochure Table 8 (h = 3600 s); A·h = 3600 C", ascii=[sym.replace("µ", "u") + "Ah"]
         if "µ" in sym else [], ko=ko + "암페어시",
         en=(f"{name}ampere-hour", f"{name}ampere-hours"),
         aliases=[f"{name}ampere hour", f"{name}ampere hours", f"{name}amp hour", f"{name}amp hours"])

# ---------------------------------------------------------------- electric current (base A)
for name, ko, sym, power in pre("M", "k", "", "m", "µ"):
    uid = name + "ampere"
    unit("electricCurrent", uid, f"electric-{uid}" if name in ("", "milli") else None, sym + "A",
         f"1e{power}" if power else "1", SI_PREFIX if power else SI,
         ascii=([sym.replace("µ", "u") + "A"] if "µ" in sym else []) + ([name + "amp", name + "amps"]),
         ko=None if name in ("", "milli") else ko + "암페어", en=None if name in ("", "milli") else (uid, uid + "s"))

# ---------------------------------------------------------------- electric potential difference (base V)
for name, ko, sym, power in pre("M", "k", "", "m", "µ"):
    uid = name + "volt"
    unit("electricPotentialDifference", uid, "electric-volt" if name == "" else None, sym + "V",
         f"1e{power}" if power else "1", SI_PREFIX if power else SI,
         ascii=[sym.replace("µ", "u") + "V"] if "µ" in sym else [],
         ko=None if name == "" else ko + "볼트", en=None if name == "" else (uid, uid + "s"))

# ---------------------------------------------------------------- electric resistance (base Ω)
for name, ko, sym, power in pre("M", "k", "", "m", "µ"):
    uid = name + "ohm"
    unit("electricResistance", uid, "electric-ohm" if name == "" else None, sym + "Ω",
         f"1e{power}" if power else "1", SI_PREFIX if power else SI,
         ascii=[sym.replace("µ", "u") + "ohm"], aliases=[],
         ko=None if name == "" else ko + "옴", en=None if name == "" else (uid, uid + "s"))

# ---------------------------------------------------------------- energy (base J)
unit("energy", "kilojoule", "energy-kilojoule", "kJ", "1000", SI_PREFIX)
unit("energy", "joule", "energy-joule", "J", "1", SI)
unit("energy", "kilocalorie", "energy-kilocalorie", "kcal", f"1000*{CAL}",
     "NIST SP 811 B.8 (thermochemical calorie = 4.184 J)", ascii=["Cal"],
     aliases=["food calorie", "food calories"], ko_aliases=["칼로리"])
# 칼로리 is the food calorie (kcal) on every Korean label (SPEC §2); `cal` stays the small calorie,
# named 소칼로리 in Korean so that no Korean word means it by surprise.
unit("energy", "calorie", "energy-calorie", "cal", CAL, "NIST SP 811 B.8 (thermochemical calorie = 4.184 J)",
     ko="소칼로리", keep_cldr_ko=False)
unit("energy", "kilowattHour", "energy-kilowatt-hour", "kWh", "3600000", "SI Brochure (W·h = 3600 J)",
     ascii=["kwh"], aliases=["kilowatt hour", "kilowatt hours", "kilowattHours"])
unit("energy", "wattHour", None, "Wh", "3600", "SI Brochure (W·h = 3600 J)", ascii=["wh"],
     ko="와트시", en=("watt-hour", "watt-hours"), aliases=["watt hour", "watt hours"])
unit("energy", "megawattHour", None, "MWh", "3600000000", "SI Brochure (W·h = 3600 J)",
     ko="메가와트시", en=("megawatt-hour", "megawatt-hours"), aliases=["megawatt hour", "megawatt hours"])
unit("energy", "electronvolt", None, "eV", "1.602176634e-19", "SI Brochure 9th ed. Table 8 (eV = e × 1 V, exact since 2019)",
     ko="전자볼트", en=("electronvolt", "electronvolts"), aliases=["electron volt", "electron volts"])
unit("energy", "britishThermalUnit", "energy-british-thermal-unit", "BTU", "1055.05585262",
     "NIST SP 811 B.8 (BTU_IT = 1055.05585262 J)", ascii=["Btu", "btu"])
unit("energy", "erg", None, "erg", "1e-7", "CGS (erg = 1e-7 J)", ko="에르그", en=("erg", "ergs"))

# ---------------------------------------------------------------- frequency (base Hz)
for name, ko, sym, power in pre("T", "G", "M", "k", "", "m", "µ", "n"):
    uid = name + "hertz"
    has = name in ("giga", "mega", "kilo", "")
    unit("frequency", uid, f"frequency-{uid}" if has else None, sym + "Hz",
         f"1e{power}" if power else "1", SI_PREFIX if power else SI,
         ascii=[sym.replace("µ", "u") + "Hz"] if "µ" in sym else [],
         ko=None if has else ko + "헤르츠", en=None if has else (uid, uid))
unit("frequency", "framesPerSecond", None, "fps", "1", "Apple Foundation UnitFrequency.framesPerSecond (1 frame/s = 1 Hz)",
     ko="초당 프레임", en=("frame per second", "frames per second"), ko_aliases=["프레임"])

# ---------------------------------------------------------------- fuel efficiency (base L/100km)
unit("fuelEfficiency", "literPer100Kilometers", "consumption-liter-per-100-kilometer", "L/100km", "1", SI,
     ascii=["l/100km", "L/100", "l/100"], aliases=["litersPer100Kilometers", "liter per 100 kilometers"])
unit("fuelEfficiency", "milePerGallon", "consumption-mile-per-gallon", "mpg", f"100*{USGAL}/({MILE}/1000)",
     NIST_GAL + "; mile = 1.609344 km; L/100km = 235.2145… / mpg", kind="reciprocal",
     ascii=["mpgus", "mpg_us"], aliases=["milesPerGallon", "mile per US gallon", "miles per US gallon"],
     ko_aliases=["미국식연비"])
unit("fuelEfficiency", "milePerImperialGallon", "consumption-mile-per-gallon-imperial", "mpg imp",
     f"100*{IMPGAL}/({MILE}/1000)", UK_WMA + "; L/100km = 282.4809… / mpg(imp)", kind="reciprocal",
     ascii=["mpg_imp", "impmpg", "mpgimp", "mpg(imp)", "mpg_uk", "mpguk"],
     aliases=["milesPerImperialGallon", "mile per imperial gallon", "miles per imperial gallon"],
     ko_aliases=["영국식연비"])
unit("fuelEfficiency", "kilometerPerLiter", None, "km/L", "100",
     "에너지이용 합리화법 자동차 에너지소비효율 표시 단위 km/L; L/100km = 100 / (km/L)", kind="reciprocal",
     ascii=["km/l", "kmpl", "kpl"], ko="리터당 킬로미터", en=("kilometer per liter", "kilometers per liter"),
     aliases=["kilometre per litre", "kilometres per litre", "kilometersPerLiter"])

# ---------------------------------------------------------------- information storage (base byte)
unit("informationStorage", "bit", "digital-bit", "bit", "1/8", IEC_BIN.replace("binary prefixes", "byte = 8 bit"),
     ascii=["b"])
unit("informationStorage", "nibble", None, "nibble", "1/2", "IEC 80000-13:2008 (byte = 8 bit; nibble = 4 bit)",
     ko="니블", en=("nibble", "nibbles"), aliases=["nybble", "nybbles"])
unit("informationStorage", "byte", "digital-byte", "B", "1", "IEC 80000-13:2008 (B = 8 bit)",
     ascii=["byte"], aliases=["octet", "octets"])
for kind_en, kind_ko, sym_stem, factor_stem in (("bit", "비트", "b", "1/8"), ("byte", "바이트", "B", "1")):
    for name, ko, sym, power in pre("k", "M", "G", "T", "P", "E", "Z", "Y"):
        uid = name + kind_en
        cldr = f"digital-{uid}" if uid in ("kilobit", "megabit", "gigabit", "terabit", "kilobyte", "megabyte",
                                           "gigabyte", "terabyte", "petabyte") else None
        factor = f"10^{power}" if kind_en == "byte" else f"10^{power}/8"
        ascii_extra = []
        if kind_en == "bit":
            ascii_extra = [sym + "bit"]
        elif sym == "k":
            ascii_extra = ["KB"]
        unit("informationStorage", uid, cldr, sym + sym_stem, factor, SI_PREFIX, ascii=ascii_extra,
             ko=None if cldr else ko + kind_ko, en=None if cldr else (uid, uid + "s"))
    for i, (name, ko, letter) in enumerate((("kibi", "키비", "Ki"), ("mebi", "메비", "Mi"), ("gibi", "기비", "Gi"),
                                            ("tebi", "테비", "Ti"), ("pebi", "페비", "Pi"), ("exbi", "엑스비", "Ei"),
                                            ("zebi", "제비", "Zi"), ("yobi", "요비", "Yi")), start=1):
        uid = name + kind_en
        factor = f"2^{10 * i}" if kind_en == "byte" else f"2^{10 * i}/8"
        ascii_extra = [letter + "bit"] if kind_en == "bit" else []
        unit("informationStorage", uid, None, letter + sym_stem, factor, IEC_BIN, ascii=ascii_extra,
             ko=ko + kind_ko, en=(uid, uid + "s"))

# ---------------------------------------------------------------- length (base m)
L_CLDR = {"kilo", "", "deci", "centi", "milli", "micro", "nano", "pico"}
for name, ko, sym, power in pre("M", "k", "h", "da", "", "d", "c", "m", "µ", "n", "p"):
    uid = name + "meter"
    has = name in L_CLDR
    unit("length", uid, f"length-{uid}" if has else None, sym + "m", f"1e{power}" if power else "1",
         SI_PREFIX if power else SI, ascii=[sym.replace("µ", "u") + "m"] if "µ" in sym else [],
         ko=None if has else ko + "미터", en=None if has else (uid, uid + "s"))
unit("length", "inch", "length-inch", "in", INCH, NIST_HB44.replace("yard = 0.9144 m", "inch = 0.0254 m"),
     ascii=["inch"])
unit("length", "foot", "length-foot", "ft", FOOT, NIST_HB44.replace("yard = 0.9144 m", "foot = 0.3048 m"),
     ascii=["feet"], ko_aliases=["피드"])
unit("length", "yard", "length-yard", "yd", YARD, NIST_HB44, ascii=["yds"])
unit("length", "mile", "length-mile", "mi", MILE, NIST_HB44 + "; mile = 1760 yd", ascii=["mile"])
unit("length", "scandinavianMile", "length-mile-scandinavian", "smi", "10000",
     "Swedish/Norwegian mil = 10 km (metric since 1889)", en=("Scandinavian mile", "Scandinavian miles"),
     aliases=["scandinavian mile", "scandinavian miles", "scandinavianMiles", "mil"])
unit("length", "lightyear", "length-light-year", "ly", "299792458*365.25*86400",
     "IAU 2012 Resolution B2 / IAU Style Manual (ly = c × 365.25 d = 9460730472580800 m)",
     aliases=["lightyear", "lightyears"])
unit("length", "nauticalMile", "length-nautical-mile", "NM", "1852",
     "SI Brochure 8th ed. Table 8 (nautical mile = 1852 m)", ascii=["nmi"], aliases=["nauticalMiles"])
unit("length", "fathom", "length-fathom", "ftm", f"6*{FOOT}", NIST_HB44.replace("yard = 0.9144 m", "fathom = 6 ft"),
     ascii=["fath"])
unit("length", "furlong", "length-furlong", "fur", f"220*{YARD}", NIST_HB44.replace("yard = 0.9144 m", "furlong = 220 yd"))
unit("length", "astronomicalUnit", "length-astronomical-unit", "au", AU, "IAU 2012 Resolution B2 (au = 149597870700 m)",
     ascii=["AU", "ua"], aliases=["astronomicalUnits"])
unit("length", "parsec", "length-parsec", "pc", f"648000/pi*{AU}", "IAU 2015 Resolution B2 (pc = 648000/π au)")
unit("length", "ja", None, "자", "10/33", KR_LAW.replace("척관법 환산", "1자 = 10/33 m (곡척)"), ko="자",
     en=("ja", "ja"), aliases=["cheok", "chuk"], korean=True, ko_aliases=["척", "尺"])
unit("length", "chi", None, "치", "1/10*10/33", KR_LAW.replace("척관법 환산", "1치 = 1/10 자"), ko="치",
     en=("chi", "chi"), aliases=["chon"], korean=True, ko_aliases=["촌", "寸"])
unit("length", "ri", None, "리", "1296*10/33", KR_LAW.replace("척관법 환산", "1리 = 1296 자"), ko="리",
     en=("ri", "ri"), aliases=["korean li"], korean=True, ko_aliases=["里"])

# ---------------------------------------------------------------- mass (base kg)
M_CLDR = {"kilo", "", "milli", "micro"}
for name, ko, sym, power in pre("k", "", "d", "c", "m", "µ", "n", "p"):
    uid = name + "gram"
    has = name in M_CLDR
    factor = "1" if name == "kilo" else f"1e{power - 3}"
    extra = ["mcg"] if name == "micro" else []
    unit("mass", uid, f"mass-{uid}" if has else None, sym + "g", factor,
         SI if name == "kilo" else SI_PREFIX, ascii=([sym.replace("µ", "u") + "g"] if "µ" in sym else []) + extra,
         ko=None if has else ko + "그램", en=None if has else (uid, uid + "s"))
unit("mass", "ounce", "mass-ounce", "oz", f"{LB}/16", NIST_LB + "; ounce = 1/16 lb")
unit("mass", "pound", "mass-pound", "lb", LB, NIST_LB, ascii=["lbs", "lbm"])
unit("mass", "stone", "mass-stone", "st", f"14*{LB}", UK_WMA.replace("gallon = 4.54609 L", "stone = 14 lb"))
unit("mass", "metricTon", "mass-tonne", "t", "1000", "SI Brochure Table 8 (t = 1000 kg)",
     aliases=["tonne", "tonnes", "metric ton", "metric tons", "metricTons"], ko_aliases=["톤"])
unit("mass", "shortTon", "mass-ton", "ton", f"2000*{LB}", NIST_LB + "; short ton = 2000 lb",
     ascii=["tn"], aliases=["short ton", "short tons", "shortTons", "US ton", "US tons"],
     ko="미국톤", ko_aliases=["숏톤", "쇼트톤"], keep_cldr_ko=False)
unit("mass", "carat", "mass-carat", "ct", "0.0002", "NIST HB 44 App.C (metric carat = 200 mg)", ascii=["CD"])
unit("mass", "ounceTroy", "mass-ounce-troy", "oz t", "480*0.00006479891",
     "NIST HB 44 App.C (grain = 64.79891 mg; troy ounce = 480 grains)",
     ascii=["ozt", "troyoz", "toz"], aliases=["ouncesTroy", "troy oz"])
unit("mass", "slug", None, "slug", f"{LB}*{GN}/{FOOT}", "NIST SP 811 B.8 (slug = lbf·s²/ft)", ko="슬러그",
     en=("slug", "slugs"))
unit("mass", "geun", None, "근", "0.6", KR_LAW.replace("척관법 환산", "1근 = 600 g"), ko="근", en=("geun", "geun"),
     aliases=["kun"], korean=True, ko_aliases=["斤"])
unit("mass", "don", None, "돈", "0.00375", KR_LAW.replace("척관법 환산", "1돈 = 3.75 g"), ko="돈", en=("don", "don"),
     aliases=["mon"], korean=True, ko_aliases=["돈쭝"])
unit("mass", "nyang", None, "냥", "0.0375", KR_LAW.replace("척관법 환산", "1냥 = 10돈 = 37.5 g"), ko="냥",
     en=("nyang", "nyang"), aliases=["tael"], korean=True, ko_aliases=["兩"])
unit("mass", "gwan", None, "관", "3.75", KR_LAW.replace("척관법 환산", "1관 = 1000돈 = 3.75 kg"), ko="관",
     en=("gwan", "gwan"), aliases=["kwan"], korean=True, ko_aliases=["貫"])

# ---------------------------------------------------------------- power (base W)
W_CLDR = {"giga", "mega", "kilo", "", "milli"}
for name, ko, sym, power in pre("T", "G", "M", "k", "", "m", "µ", "n", "p", "f"):
    uid = name + "watt"
    has = name in W_CLDR
    unit("power", uid, f"power-{uid}" if has else None, sym + "W", f"1e{power}" if power else "1",
         SI_PREFIX if power else SI, ascii=[sym.replace("µ", "u") + "W"] if "µ" in sym else [],
         ko=None if has else ko + "와트", en=None if has else (uid, uid + "s"))
unit("power", "horsepower", "power-horsepower", "hp", f"550*{FOOT}*{LB}*{GN}",
     "NIST SP 811 B.8 (mechanical horsepower = 550 ft·lbf/s)", aliases=["horsepowers"], ko="영마력",
     keep_cldr_ko=False, ko_aliases=["영국마력"])
# In Korea 마력 is the metric horsepower (PS), as on every car's spec sheet.
unit("power", "metricHorsepower", None, "PS", f"75*{GN}", "DIN 66036 / 계량법 (1 PS = 75 kgf·m/s = 735.49875 W)",
     ko="마력", en=("metric horsepower", "metric horsepower"), ascii=["cv"],
     aliases=["pferdestarke", "metricHorsepowers"], ko_aliases=["불마력", "미터마력"])

# ---------------------------------------------------------------- pressure (base Pa = N/m²)
unit("pressure", "newtonPerSquareMeter", "pressure-pascal", "Pa", "1", SI + " (Pa = N/m²)",
     ascii=["N/m²", "N/m2"], aliases=["newton per square meter", "newtons per square meter",
                                      "newtonsPerMetersSquared"])
for name, ko, sym, power in pre("G", "M", "k", "h"):
    uid = name + "pascal"
    has = name != "giga"
    unit("pressure", uid, f"pressure-{uid}" if has else None, sym + "Pa", f"1e{power}", SI_PREFIX,
         ko=None if has else ko + "파스칼", en=None if has else (uid, uid + "s"))
unit("pressure", "inchOfMercury", "pressure-inch-ofhg", "inHg", f"25.4*{MMHG}",
     "NIST SP 811 B.8 (conventional inHg = 25.4 mmHg)", ascii=["inhg"], aliases=["inchesOfMercury"])
unit("pressure", "bar", "pressure-bar", "bar", "100000", "SI Brochure 8th ed. Table 8 (bar = 10⁵ Pa)")
unit("pressure", "millibar", "pressure-millibar", "mbar", "100", SI_PREFIX + "; bar = 10⁵ Pa")
unit("pressure", "millimeterOfMercury", "pressure-millimeter-ofhg", "mmHg", MMHG,
     "NIST SP 811 B.8 (conventional mmHg = 13.5951 g/cm³ × 1 mm × gn = 133.322387415 Pa)",
     ascii=["mmhg", "torr"], aliases=["millimetersOfMercury"])
unit("pressure", "poundForcePerSquareInch", "pressure-pound-force-per-square-inch", "psi",
     f"{LB}*{GN}/{INCH}^2", "NIST SP 811 B.8 (psi = lbf/in²; lbf = 0.45359237 kg × gn)",
     aliases=["poundsForcePerSquareInch", "pound per square inch", "pounds per square inch"])
unit("pressure", "atmosphere", "pressure-atmosphere", "atm", "101325",
     "10th CGPM 1954 (standard atmosphere = 101325 Pa)", ko="기압", ko_aliases=["대기압"])

# ---------------------------------------------------------------- speed (base m/s)
unit("speed", "meterPerSecond", "speed-meter-per-second", "m/s", "1", SI, ascii=["mps"],
     aliases=["metersPerSecond"], ko_aliases=["초속"])
unit("speed", "kilometerPerHour", "speed-kilometer-per-hour", "km/h", "1000/3600", SI_PREFIX + "; h = 3600 s",
     ascii=["kph", "kmh", "km/hr", "kmph"], aliases=["kilometersPerHour"], ko_aliases=["시속"])
unit("speed", "milePerHour", "speed-mile-per-hour", "mph", f"{MILE}/3600", NIST_HB44 + "; mile = 1760 yd",
     ascii=["mi/h", "mi/hr"], aliases=["milesPerHour"])
# 분속 50m (SPEC §2 scale words) and 초속 10km need these two.
unit("speed", "meterPerMinute", None, "m/min", "1/60", SI + "; min = 60 s", aliases=["metersPerMinute"],
     ko="분당 미터", en=("meter per minute", "meters per minute"))
unit("speed", "kilometerPerSecond", None, "km/s", "1000", SI_PREFIX, aliases=["kilometersPerSecond"],
     ko="초당 킬로미터", en=("kilometer per second", "kilometers per second"))
unit("speed", "knot", "speed-knot", "kn", "1852/3600", "SI Brochure 8th ed. Table 8 (knot = 1852 m/h)",
     ascii=["kt", "kts"])

# ---------------------------------------------------------------- temperature (base K)
unit("temperature", "kelvin", "temperature-kelvin", "K", "1", SI, aliases=["degK"])
unit("temperature", "celsius", "temperature-celsius", "°C", "1", "SI Brochure 9th ed. (t/°C = T/K − 273.15)",
     kind="affine", offset="273.15", ascii=["degC", "C", "℃", "oC"], aliases=["celsius", "centigrade"],
     ko_aliases=["섭씨온도", "섭씨도"])
unit("temperature", "fahrenheit", "temperature-fahrenheit", "°F", "5/9",
     "NIST SP 811 B.9 (T/K = (t/°F + 459.67)/1.8)", kind="affine", offset="459.67",
     ascii=["degF", "F", "℉", "oF"], aliases=["fahrenheit"], ko_aliases=["화씨온도", "화씨도"])

# ---------------------------------------------------------------- volume (base L)
V_CLDR = {"mega", "", "deci", "centi", "milli"}
for name, ko, sym, power in pre("M", "k", "", "d", "c", "m"):
    uid = name + "liter"
    has = name in V_CLDR
    extra = [sym + "l"] if sym not in ("M",) else []
    unit("volume", uid, f"volume-{uid}" if has else None, sym + "L", f"1e{power}" if power else "1",
         SI_PREFIX if power else "SI Brochure Table 8 (L = dm³)", ascii=extra,
         ko=None if has else ko + "리터", en=None if has else (uid, uid + "s"))


def cubic(uid, cldr, sym, length, source, ascii=(), ko=None, en=None, aliases=(), ko_aliases=()):
    unit("volume", uid, cldr, sym + "³", f"{length}^3*1000", source, ascii=[sym + "3", *ascii],
         ko=ko, en=en, aliases=aliases, ko_aliases=ko_aliases)


cubic("cubicKilometer", "volume-cubic-kilometer", "km", "1000", SI_PREFIX)
# 루베 (builders' word for m³, from Japanese 立米), 입방미터 (the older word).
cubic("cubicMeter", "volume-cubic-meter", "m", "1", SI, ascii=["cbm"], ko_aliases=["루베", "입방미터"])
cubic("cubicDecimeter", None, "dm", "0.1", SI_PREFIX, ko="세제곱데시미터", en=("cubic decimeter", "cubic decimeters"))
cubic("cubicCentimeter", "volume-cubic-centimeter", "cm", "0.01", SI_PREFIX)
cubic("cubicMillimeter", None, "mm", "0.001", SI_PREFIX, ko="세제곱밀리미터", en=("cubic millimeter", "cubic millimeters"))
cubic("cubicInch", "volume-cubic-inch", "in", INCH, NIST_HB44.replace("yard = 0.9144 m", "inch = 0.0254 m"), ascii=["cuin"])
cubic("cubicFoot", "volume-cubic-foot", "ft", FOOT, NIST_HB44.replace("yard = 0.9144 m", "foot = 0.3048 m"), ascii=["cuft"])
cubic("cubicYard", "volume-cubic-yard", "yd", YARD, NIST_HB44, ascii=["cuyd"])
cubic("cubicMile", "volume-cubic-mile", "mi", MILE, NIST_HB44 + "; mile = 1760 yd", ascii=["cumi"])
unit("volume", "acreFoot", "volume-acre-foot", "ac ft", f"4840*{YARD}^2*{FOOT}*1000",
     "NIST HB 44 App.C (acre-foot = 4840 yd² × 1 ft)", ascii=["acft", "af"], aliases=["acreFeet", "acre foot", "acre feet"])
unit("volume", "bushel", "volume-bushel", "bu", "2150.42*0.0254^3*1000", "NIST HB 44 App.C (US bushel = 2150.42 in³)",
     ascii=["bsh"])
US = NIST_GAL
unit("volume", "teaspoon", "volume-teaspoon", "tsp", f"{USGAL}/768", US + "; tsp = 1/6 fl oz",
     aliases=["US teaspoon", "US teaspoons"])
unit("volume", "tablespoon", "volume-tablespoon", "tbsp", f"{USGAL}/256", US + "; tbsp = 1/2 fl oz",
     aliases=["US tablespoon", "US tablespoons"])
unit("volume", "fluidOunce", "volume-fluid-ounce", "fl oz", f"{USGAL}/128", US + "; fl oz = 1/128 gal",
     ascii=["floz", "fl.oz"], aliases=["fluidOunces", "US fluid ounce", "US fluid ounces"])
unit("volume", "cup", "volume-cup", "cup", f"{USGAL}/16", US + "; cup = 8 fl oz", ascii=["cups"],
     aliases=["US cup", "US cups"], ko="미국 컵", keep_cldr_ko=False)
unit("volume", "pint", "volume-pint", "pt", f"{USGAL}/8", US + "; pint = 1/8 gal", aliases=["US pint", "US pints"])
unit("volume", "quart", "volume-quart", "qt", f"{USGAL}/4", US + "; quart = 1/4 gal", aliases=["US quart", "US quarts"])
unit("volume", "gallon", "volume-gallon", "gal", USGAL, US, ascii=["galus", "gal_us"],
     aliases=["US gallon", "US gallons"], ko_aliases=["미국갤런"])
unit("volume", "imperialTeaspoon", None, "tsp imp", f"{IMPGAL}/160*5/8/3",
     UK_WMA + "; imperial tablespoon = 5/8 fl oz, teaspoon = 1/3 tablespoon", ascii=["tsp_imp", "imptsp"],
     ko="영국 티스푼", en=("Imp. teaspoon", "Imp. teaspoons"),
     aliases=["imperial teaspoon", "imperial teaspoons", "imperialTeaspoons"])
unit("volume", "imperialTablespoon", None, "tbsp imp", f"{IMPGAL}/160*5/8",
     UK_WMA + "; imperial tablespoon = 5/8 fl oz", ascii=["tbsp_imp", "imptbsp"],
     ko="영국 테이블스푼", en=("Imp. tablespoon", "Imp. tablespoons"),
     aliases=["imperial tablespoon", "imperial tablespoons", "imperialTablespoons"])
unit("volume", "imperialFluidOunce", "volume-fluid-ounce-imperial", "fl oz imp", f"{IMPGAL}/160",
     UK_WMA + "; fl oz = 1/160 gal", ascii=["floz_imp", "impfloz", "flozimp"],
     aliases=["imperial fluid ounce", "imperial fluid ounces", "imperialFluidOunces"])
unit("volume", "imperialPint", None, "pt imp", f"{IMPGAL}/8", UK_WMA + "; pint = 1/8 gal",
     ascii=["pt_imp", "imppt", "ptimp"], ko="영국 파인트", en=("Imp. pint", "Imp. pints"),
     aliases=["imperial pint", "imperial pints", "imperialPints"])
unit("volume", "imperialQuart", "volume-quart-imperial", "qt imp", f"{IMPGAL}/4", UK_WMA + "; quart = 1/4 gal",
     ascii=["qt_imp", "impqt", "qtimp"], aliases=["imperial quart", "imperial quarts", "imperialQuarts"])
unit("volume", "imperialGallon", "volume-gallon-imperial", "gal imp", IMPGAL, UK_WMA,
     ascii=["gal_imp", "impgal", "galimp", "galuk"], aliases=["imperial gallon", "imperial gallons", "imperialGallons"],
     ko_aliases=["영국갤런"])
# Korean recipes: 1컵 = 200 mL, 1큰술 = 15 mL, 1작은술 = 5 mL (식품의약품안전처 계량 기준).
unit("volume", "koreanCup", None, "컵", "0.2", "식품의약품안전처 요리 계량 기준 (1컵 = 200 mL)", ko="컵",
     en=("Korean cup", "Korean cups"), aliases=["korean cup"])
unit("volume", "koreanTablespoon", None, "큰술", "0.015", "식품의약품안전처 요리 계량 기준 (1큰술 = 15 mL)", ko="큰술",
     en=("Korean tablespoon", "Korean tablespoons"), ko_aliases=["밥숟가락"])
unit("volume", "koreanTeaspoon", None, "작은술", "0.005", "식품의약품안전처 요리 계량 기준 (1작은술 = 5 mL)",
     ko="작은술", en=("Korean teaspoon", "Korean teaspoons"), ko_aliases=["찻숟가락"])
unit("volume", "metricCup", "volume-cup-metric", "mcup", "0.25", "metric cup = 250 mL (Australia, Canada, …)",
     ascii=["metric_cup"], aliases=["metricCups"])
unit("volume", "hop", None, "홉", "2401/1331/10", KR_LAW.replace("척관법 환산", "1홉 = 1/10 되"), ko="홉",
     en=("hop", "hop"), aliases=["hob"], korean=True, ko_aliases=["合"])
unit("volume", "doe", None, "되", "2401/1331", KR_LAW.replace("척관법 환산", "1되 = 2401/1331 L"), ko="되",
     en=("doe", "doe"), aliases=["toe"], korean=True, ko_aliases=["升"])
unit("volume", "mal", None, "말", "10*2401/1331", KR_LAW.replace("척관법 환산", "1말 = 10 되"), ko="말",
     en=("mal", "mal"), aliases=["korean mal"], korean=True, ko_aliases=["斗"])


# ---------------------------------------------------------------- SI units of their own dimensions
# The SI's other named units (SI Brochure 9th ed. Tables 2 and 4), each a base of a dimension hwan
# converts within; their prefixed forms come from the rule below.
for dim, uid, sym, en, ko in (
    ("amountOfSubstance", "mole", "mol", ("mole", "moles"), "몰"),
    ("luminousIntensity", "candela", "cd", ("candela", "candelas"), "칸델라"),
    ("luminousFlux", "lumen", "lm", ("lumen", "lumens"), "루멘"),
    ("illuminance", "lux", "lx", ("lux", "lux"), "럭스"),
    ("radioactivity", "becquerel", "Bq", ("becquerel", "becquerels"), "베크렐"),
    ("absorbedDose", "gray", "Gy", ("gray", "grays"), "그레이"),
    ("equivalentDose", "sievert", "Sv", ("sievert", "sieverts"), "시버트"),
    ("catalyticActivity", "katal", "kat", ("katal", "katals"), "카탈"),
    ("capacitance", "farad", "F", ("farad", "farads"), "패럿"),
    ("inductance", "henry", "H", ("henry", "henries"), "헨리"),
    ("magneticFlux", "weber", "Wb", ("weber", "webers"), "웨버"),
    ("magneticFluxDensity", "tesla", "T", ("tesla", "teslas"), "테슬라"),
    ("electricConductance", "siemens", "S", ("siemens", "siemens"), "지멘스"),
):
    unit(dim, uid, None, sym, "1", SI + " Tables 2 and 4", ko=ko, en=en)
# Data rates: bit/s as networks are sold (bps), B/s as downloads are shown.
unit("dataRate", "bytePerSecond", None, "B/s", "1", IEC_BIN.replace("binary prefixes", "B = 8 bit") + "; per second",
     ascii=["Bps"], ko="초당 바이트", en=("byte per second", "bytes per second"),
     aliases=["bytes/s", "byte/s"])
unit("dataRate", "bitPerSecond", None, "bit/s", "1/8", IEC_BIN.replace("binary prefixes", "B = 8 bit") + "; per second",
     ascii=["bps", "b/s"], ko="초당 비트", en=("bit per second", "bits per second"), aliases=["bits/s"],
     ko_aliases=["비피에스"])

# ---------------------------------------------------------------- prefixes by rule
# Which units take prefixes is a column of the data (flags `prefixes-SET` of the stem's row); every
# prefix of the set on such a unit is a row of its own below, so the name index, "did you mean" and
# completion see it as any other unit. The stem's names here are what the prefix is put before
# (`kilo` + `pascal`, `킬로` + `파스칼`; `{}` marks where the prefix goes inside a name).
# An exact spelling of another unit wins over a prefixed reading: a prefixed symbol that already
# names a unit (`PS` horsepower, not petasiemens; `kt` knot, not kilotonne; `ft` foot) makes no row.
PREFIX_STEMS = {
    # id: (set, English singular, plural, Korean, ASCII stems, symbol stem if not the symbol)
    "meter": ("si", "meter", "meters", "미터", [], None),
    "gram": ("si", "gram", "grams", "그램", [], None),
    "second": ("si", "second", "seconds", "초", [], None),
    "ampere": ("si", "ampere", "amperes", "암페어", [], None),
    "kelvin": ("si", "kelvin", "kelvins", "켈빈", [], None),
    "mole": ("si", "mole", "moles", "몰", [], None),
    "candela": ("si", "candela", "candelas", "칸델라", [], None),
    "hertz": ("si", "hertz", "hertz", "헤르츠", [], None),
    "newton": ("si", "newton", "newtons", "뉴턴", [], None),
    "newtonPerSquareMeter": ("si", "pascal", "pascals", "파스칼", [], None),
    "joule": ("si", "joule", "joules", "줄", [], None),
    "watt": ("si", "watt", "watts", "와트", [], None),
    "coulomb": ("si", "coulomb", "coulombs", "쿨롬", [], None),
    "volt": ("si", "volt", "volts", "볼트", [], None),
    "ohm": ("si", "ohm", "ohms", "옴", ["ohm"], None),
    "farad": ("si", "farad", "farads", "패럿", [], None),
    "henry": ("si", "henry", "henries", "헨리", [], None),
    "weber": ("si", "weber", "webers", "웨버", [], None),
    "tesla": ("si", "tesla", "teslas", "테슬라", [], None),
    "siemens": ("si", "siemens", "siemens", "지멘스", [], None),
    "lumen": ("si", "lumen", "lumens", "루멘", [], None),
    "lux": ("si", "lux", "lux", "럭스", [], None),
    "becquerel": ("si", "becquerel", "becquerels", "베크렐", [], None),
    "gray": ("si", "gray", "grays", "그레이", [], None),
    "sievert": ("si", "sievert", "sieverts", "시버트", [], None),
    "katal": ("si", "katal", "katals", "카탈", [], None),
    "liter": ("si", "liter", "liters", "리터", ["l"], None),
    "electronvolt": ("si", "electronvolt", "electronvolts", "전자볼트", [], None),
    "wattHour": ("si", "watt-hour", "watt-hours", "와트시", [], None),
    "bar": ("si", "bar", "bars", "바", [], None),
    "metricTon": ("si-multiples", "tonne", "tonnes", "톤", [], None),
    "bit": ("si-iec", "bit", "bits", "비트", ["bit"], "b"),
    "byte": ("si-iec", "byte", "bytes", "바이트", [], None),
    "bitPerSecond": ("si-multiples", "bit per second", "bits per second", "초당 {}비트", ["bps", "b/s"], None),
    "bytePerSecond": ("si-iec", "byte per second", "bytes per second", "초당 {}바이트", ["Bps"], None),
}


def prefix_id(name, stem_id):
    """`kilo` + `meter`, `kilo` + `wattHour`; a stem whose id is not its name keeps the name's word."""
    word = {"newtonPerSquareMeter": "pascal"}.get(stem_id, stem_id)
    return name + word


def expand_prefixes():
    by_id = {r["id"]: r for r in ROWS}
    taken_symbols = {s for r in ROWS for s in [r["symbol"], *r["ascii"]]}
    for stem_id, (kind, singular, plural, ko, ascii_stems, symbol_stem) in PREFIX_STEMS.items():
        stem = by_id[stem_id]
        stem["prefixes"] = kind
        prefixes = [(*P[k][:3], "1e%d" % P[k][3]) for k in PREFIX_SETS[kind]]
        if kind == "si-iec":
            prefixes += [(name, pko, letter, "2^%d" % (10 * i)) for name, pko, letter, i in IEC]
        stem_symbol = symbol_stem or stem["symbol"]
        for name, pko, psym, scale in prefixes:
            uid = prefix_id(name, stem_id)
            if uid in by_id:
                by_id[uid]["prefixed"] = True
                continue
            symbol = psym + stem_symbol
            if symbol in taken_symbols:
                continue  # another unit's own spelling
            ascii_syms = [psym.replace("µ", "u") + a for a in [stem_symbol, *ascii_stems]]
            ascii_syms = [a for a in dict.fromkeys(ascii_syms) if a != symbol and a not in taken_symbols]
            taken_symbols.update([symbol, *ascii_syms])
            korean = ko.format(pko) if "{}" in ko else pko + ko
            # `kilo` + `bit per second` is `kilobit per second`.
            en_one, en_many = (name + singular, name + plural)
            factor = scale if stem["factor"] == "1" else f"{scale}*({stem['factor']})"
            source = (IEC_BIN if psym.endswith("i") else SI_PREFIX) + f"; {stem['symbol']} as defined above"
            unit(stem["dim"], uid, None, symbol, factor, source, ascii=ascii_syms, ko=korean,
                 en=(en_one, en_many))
            ROWS[-1]["prefixed"] = "by-rule"
            by_id[uid] = ROWS[-1]


expand_prefixes()

# ---------------------------------------------------------------- ladders (SPEC §2, results shown)
# A quantity alone whose reference unit would give a number below 1 or from 10^6 up is shown in
# the rung of its dimension's ladder that gives 1 <= n < 1000 (flag `ladder`).
LADDERS = {
    "duration": ["nanosecond", "microsecond", "millisecond", "second", "minute", "hour", "day"],
    "length": ["nanometer", "micrometer", "millimeter", "meter", "kilometer"],
    "mass": ["milligram", "gram", "kilogram", "metricTon"],
    "informationStorage": ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte"],
    "energy": ["joule", "kilojoule", "megajoule", "gigajoule"],
    "power": ["milliwatt", "watt", "kilowatt", "megawatt", "gigawatt"],
    "pressure": ["newtonPerSquareMeter", "kilopascal", "megapascal", "gigapascal"],
    "frequency": ["hertz", "kilohertz", "megahertz", "gigahertz", "terahertz"],
    "dataRate": ["bitPerSecond", "kilobitPerSecond", "megabitPerSecond", "gigabitPerSecond", "terabitPerSecond"],
    "volume": ["milliliter", "liter"],
    "electricCurrent": ["microampere", "milliampere", "ampere", "kiloampere"],
    "electricPotentialDifference": ["microvolt", "millivolt", "volt", "kilovolt", "megavolt"],
    "electricResistance": ["milliohm", "ohm", "kiloohm", "megaohm"],
    "amountOfSubstance": ["nanomole", "micromole", "millimole", "mole", "kilomole"],
    "equivalentDose": ["nanosievert", "microsievert", "millisievert", "sievert"],
    "absorbedDose": ["microgray", "milligray", "gray"],
    "radioactivity": ["becquerel", "kilobecquerel", "megabecquerel", "gigabecquerel", "terabecquerel"],
}
for _dim, _ids in LADDERS.items():
    for _uid in _ids:
        _rows = [r for r in ROWS if r["id"] == _uid and r["dim"] == _dim]
        if len(_rows) != 1:
            sys.exit(f"ladder {_dim}: no unit {_uid}")
        _rows[0]["ladder"] = True

# ---------------------------------------------------------------- everyday Korean words (SPEC §2)
# 센치/센티 (cm), 미리 (mm), 키로/킬로 (km and kg: the other side of a conversion decides), 씨씨/cc (mL),
# 섭씨/화씨 (°C/°F) and 도 (°C next to a temperature, else the angle degree: the grammar decides).
EVERYDAY_KO = {
    "centimeter": ["센치", "센티"],
    "millimeter": ["미리"],
    "kilometer": ["키로", "킬로"],
    "kilogram": ["키로", "킬로", "키로그램"],
    "milliliter": ["씨씨", "cc"],
    "celsius": ["섭씨", "도"],
    "fahrenheit": ["화씨"],
    "degree": ["도"],
}
for _row in ROWS:
    _row["ko_aliases"].extend(a for a in EVERYDAY_KO.get(_row["id"], []) if a not in _row["ko_aliases"])

# English shorthand (SPEC §2): sq/cu prefixes, `degrees C`, the feet and inch marks (5'11", 27").
EVERYDAY_EN = {
    "squareMeter": ["sq m", "sq meter", "sq meters", "sq metre", "sq metres"],
    "squareKilometer": ["sq km"],
    "squareInch": ["sq in", "sq inch", "sq inches"],
    "squareFoot": ["sq ft", "sq foot", "sq feet"],
    "squareYard": ["sq yd", "sq yard", "sq yards"],
    "squareMile": ["sq mi", "sq mile", "sq miles"],
    "cubicMeter": ["cu m", "cu meter", "cu meters"],
    "cubicInch": ["cu in", "cu inch", "cu inches"],
    "cubicFoot": ["cu ft", "cu foot", "cu feet"],
    "cubicYard": ["cu yd", "cu yard", "cu yards"],
    "celsius": ["degrees c", "degree c", "deg c", "degrees celsius", "degree celsius"],
    "fahrenheit": ["degrees f", "degree f", "deg f", "degrees fahrenheit", "degree fahrenheit"],
}
EVERYDAY_MARKS = {"foot": ["'", "′"], "inch": ['"', "″"]}
for _row in ROWS:
    _row["aliases"].extend(a for a in EVERYDAY_EN.get(_row["id"], []) if a not in _row["aliases"])
    _row["ascii"].extend(a for a in EVERYDAY_MARKS.get(_row["id"], []) if a not in _row["ascii"])

# ---------------------------------------------------------------- names from CLDR
# Rows are written in this order so that, when a token means units of several
# dimensions equally well (`g`), the everyday one comes first.
EVERYDAY_ORDER = [
    "length", "mass", "area", "volume", "temperature", "duration", "speed", "informationStorage", "energy",
    "power", "pressure", "fuelEfficiency", "angle", "frequency", "acceleration", "concentrationMass",
    "electricCurrent", "electricPotentialDifference", "electricResistance", "electricCharge", "force",
    "dataRate", "amountOfSubstance", "radioactivity", "absorbedDose", "equivalentDose", "luminousIntensity",
    "luminousFlux", "illuminance", "catalyticActivity", "capacitance", "inductance", "magneticFlux",
    "magneticFluxDensity", "electricConductance",
]

BASE_UNITS = {
    "meterPerSecondSquared", "degree", "squareMeter", "gramPerLiter", "second", "coulomb", "ampere", "volt", "ohm",
    "joule", "hertz", "literPer100Kilometers", "byte", "meter", "kilogram", "watt", "newtonPerSquareMeter",
    "meterPerSecond", "kelvin", "liter", "newton", "bytePerSecond", "mole", "candela", "lumen", "lux",
    "becquerel", "gray", "sievert", "katal", "farad", "henry", "weber", "tesla", "siemens",
}


def hangul(text):
    return any("\uac00" <= ch <= "\ud7a3" for ch in text)


def pattern_name(locale, key, count):
    pattern = locale._data["unit_patterns"].get(key, {}).get("long", {})
    text = pattern.get(count) or pattern.get("other")
    return text.replace("{0}", "").strip() if text else None


def korean_name(key):
    names = KO._data["unit_display_names"].get(key, {})
    if names.get("long"):
        return names["long"]
    from_pattern = pattern_name(KO, key, "other")
    if from_pattern:
        return from_pattern
    short = names.get("short")
    return short if short and hangul(short) else None


def british(text):
    return text.replace("meter", "metre").replace("liter", "litre")


def name_key(text):
    return "".join(ch for ch in text.lower() if ch not in " -_.")


def symbol_key(text):
    """Mirrors UnitDefinition.symbolKey: no spaces; ², ^2 → 2; ³, ^3 → 3; µ, μ → u."""
    for a, b in ((" ", ""), ("^2", "2"), ("^3", "3"), ("²", "2"), ("³", "3"), ("µ", "u"), ("μ", "u")):
        text = text.replace(a, b)
    return text


def main():
    rows = []
    for r in ROWS:
        origin = []
        if r["cldr"]:
            singular, plural = pattern_name(EN, r["cldr"], "one"), pattern_name(EN, r["cldr"], "other")
            # British spellings only where they are the same word (CLDR en_GB calls the imperial gallon "gallon").
            gb = [g for g, us in ((pattern_name(GB, r["cldr"], "one"), singular),
                                  (pattern_name(GB, r["cldr"], "other"), plural)) if g and name_key(g) == name_key(british(us))]
            ko = korean_name(r["cldr"])
            if not (singular and plural):
                sys.exit(f"{r['id']}: CLDR {r['cldr']} has no English long name")
            if r["en"]:
                singular, plural = r["en"]
                origin.append("hand:en")
            if r["ko"]:
                origin.append("hand:ko")
                if ko and ko != r["ko"] and r["keep_cldr_ko"]:
                    r["ko_aliases"].append(ko)  # keep CLDR's word as an alias
                ko = r["ko"]
            if not ko:
                sys.exit(f"{r['id']}: CLDR {r['cldr']} has no Korean name; hand-write one")
            names = "cldr" + ("+" + "+".join(origin) if origin else "")
        else:
            singular, plural = r["en"]
            gb = (british(singular), british(plural))
            ko = r["ko"]
            names = "hand"
        aliases = []
        for a in [*gb, *r["aliases"], *r["ko_aliases"], r["id"]]:
            if a and a not in aliases and name_key(a) not in {name_key(singular), name_key(plural), name_key(ko)}:
                aliases.append(a)
        if ko and " " in ko and ko.replace(" ", "") not in aliases:
            pass  # matching ignores spaces in names; no need for a spaceless copy
        own_names = {name_key(n) for n in [singular, plural, ko, *aliases]}
        ascii_syms = [a for a in r["ascii"] if a != r["symbol"] and name_key(a) not in own_names]
        aliases += [a for a in r["ascii"] if name_key(a) in own_names and a not in aliases and
                    name_key(a) not in {name_key(singular), name_key(plural)}]
        if "µ" in r["symbol"]:
            ascii_syms.append(r["symbol"].replace("µ", "μ"))  # Greek mu, what many keyboards type
        if "Ω" in r["symbol"]:
            ascii_syms.append(r["symbol"].replace("Ω", "Ω"))  # U+2126 OHM SIGN
        rows.append(dict(r, singular=singular, plural=plural, ko=ko, aliases=aliases, ascii=ascii_syms, names=names))

    # Every spelling must pick exactly one unit inside its dimension (mirrors UnitCatalog's matching).
    problems = []
    for dim in dict.fromkeys(r["dim"] for r in rows):
        units = [r for r in rows if r["dim"] == dim]
        for r in units:
            symbols = [r["symbol"], *r["ascii"]]
            names = [r["singular"], r["plural"], r["ko"], *r["aliases"]]
            for spelling in symbols + names:
                hits = [u["id"] for u in units
                        if symbol_key(spelling) in {symbol_key(s) for s in [u["symbol"], *u["ascii"]]}
                        or name_key(spelling) in {name_key(n) for n in [u["singular"], u["plural"], u["ko"], *u["aliases"]]}]
                if hits != [r["id"]]:
                    problems.append(f"{dim}: '{spelling}' of {r['id']} matches {hits}")
    if problems:
        sys.exit("\n".join(sorted(set(problems))))

    header = [
        "# hwan unit catalog. Generated by scripts/generate_units.py (definitions hand-written there,",
        "# names from CLDR via babel " + __import__("babel").__version__ + "). Edit the script, not this file.",
        "#",
        "# Columns (tab-separated): dimension, id, symbol (case-sensitive), kind, factor, offset,",
        "# English singular, English plural, Korean name, ascii (case-sensitive extra symbols, '|'-separated),",
        "# aliases (extra names, matched ignoring case, spaces, '-', '_' and '.'; '|'-separated),",
        "# flags (base = the dimension's base unit; korean = 한국 전통 단위; prefixes-SET = takes the prefixes",
        "# of SET by rule: si all 24, si-multiples k to Q, si-iec those and Ki to Yi; prefixed = such a",
        "# prefix on such a unit, written out by hand; prefixed-by-rule = one the rule made), names (where",
        "# the names came from; ladder = a rung of the dimension's ladder, where a quantity alone is shown),",
        "# source (of the definition). Dimensions are in everyday order: the first listed wins a tie (`g` = gram).",
        "#",
        "# kind linear: base = x * factor; affine: base = (x + offset) * factor; reciprocal: base = factor / x.",
        "# factor/offset are exact expressions over decimal literals: + - * / ^ (integer powers), ( ), pi.",
        "# Base units: m/s², degree, m², g/L, s, C, A, V, Ω, J, Hz, L/100km, byte, m, kg, W, Pa, m/s, K, L,",
        "# B/s, mol, cd, lm, lx, Bq, Gy, Sv, kat, F, H, Wb, T, S.",
        "#",
        "# Left out: Foundation's UnitConcentrationMass.millimolesPerLiter(withGramsPerMole:) has no fixed",
        "# coefficient (it needs the molar mass of the solute), so it cannot be a catalog entry.",
        "# Added beyond Foundation: day, week, atmosphere, km/L (Korean 연비) and the Korean units.",
        "# Choices: `mpg` is the US mile per gallon (imperial: `mpg_imp`, `impmpg`); `gal`, `pt`, `qt`, `fl oz`,",
        "# `cup`, `tsp`, `tbsp` are US customary (imperial: `gal_imp`, `impgal`, ...); `ton` is the US short",
        "# ton while `t`/`tonne`/`톤` is the metric ton (Korean 톤 means 1000 kg); `C` is both coulomb and",
        "# degree Celsius, `g` both gram and standard gravity, `m` both metre and minute: the other side of",
        "# a conversion decides.",
        "# Names: CLDR's Korean for mass-ton is 톤, which Korean readers take as 1000 kg, so the short ton",
        "# is hand-named 미국톤 and 톤 is an alias of the metric ton.",
    ]
    lines = header
    rows.sort(key=lambda r: EVERYDAY_ORDER.index(r["dim"]))  # stable: Foundation's order within a dimension
    for r in rows:
        lines.append("\t".join([
            r["dim"], r["id"], r["symbol"], r["kind"], r["factor"], r["offset"], r["singular"], r["plural"],
            r["ko"], "|".join(r["ascii"]), "|".join(r["aliases"]),
            "|".join(f for f, on in (("base", r["id"] in BASE_UNITS), ("korean", r["korean"]),
                                     (f"prefixes-{r['prefixes']}", r["prefixes"]),
                                     ("prefixed" + ("-by-rule" if r["prefixed"] == "by-rule" else ""), r["prefixed"]),
                                     ("ladder", r.get("ladder")))
                     if on),
            r["names"], r["source"],
        ]))
    for line in lines:
        if any(ch in line for ch in "\r\n") or line.count("\t") not in (0, 13):
            sys.exit(f"bad line: {line!r}")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{OUT.relative_to(ROOT)}: {len(rows)} units, "
          f"{sum(len(r['ascii']) + len(r['aliases']) for r in rows)} extra spellings")


if __name__ == "__main__":
    main()
