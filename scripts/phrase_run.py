#!/usr/bin/env python3
"""The long run of the phrase generator (the seeded sample is in
Tests/HwanKitTests/Grammar/GeneratedPhraseTests.swift).

Crosses every key of the name index (every currency and unit name, Korean and
English, codes, symbols, aliases) with every sentence pattern, each with a
number form drawn by a seeded generator, writes the phrases and the plain
lines that mean the same to two files, runs the built binary once on each in
batch `--json` mode (offline, bundled rates: both runs read the same table),
and compares them line by line — batch lines pair with their results, so line
N of one output is line N of the input. A phrase must print its plain line's
JSON or an error object (a refusal); anything else is a wrong reading.

Run: swift build && python3 scripts/phrase_run.py [--binary .build/debug/hwan] [--seed 17] [--forms 1]
Prints the counts by pattern and by number form, and the first wrong readings.
"""
import argparse
import collections
import json
import os
import pathlib
import random
import subprocess
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent

NUMBERS = [
    ("7", "7", "digits"), ("1,234", "1234", "separators"), ("12.5", "12.5", "decimal"),
    ("3만5천", "35000", "만 groups"), ("3만 5천", "35000", "만 groups spaced"),
    ("1억 2천만", "120000000", "억 groups spaced"), ("1억2천만", "120000000", "억 groups"),
    ("2.5만", "25000", "decimal 만"), ("1억 2천", "120000000", "colloquial 억"), ("3만5", "35000", "colloquial 만"),
    ("한", "1", "native"), ("두", "2", "native"), ("세", "3", "native"), ("1/2", "0.5", "fraction"),
    ("1 1/2", "1.5", "mixed fraction"), ("5k", "5000", "k suffix"), ("1.2M", "1200000", "M suffix"),
    ("１００", "100", "full-width digits"), ("３만", "30000", "full-width 만"), ("1e3", "1000", "exponent"),
]
PATTERNS = [
    ("A를 B로", "{n} {a}을 {b}로"), ("A는 B로 얼마", "{n} {a}는 {b}로 얼마?"), ("A B로", "{n} {a} {b}로"),
    ("B로 A", "{b}로 {n} {a}"), ("A to B", "{n} {a} to {b}"), ("how much is A in B", "how much is {n} {a} in {b}"),
    ("A = ? B", "{n} {a} = ? {b}"), ("A in B", "{n} {a} in {b}"), ("A -> B", "{n} {a} -> {b}"),
    ("question ending", "{n} {a}은 {b}로 얼마예요?"), ("몇 B", "{n} {a}는 몇 {b}?"),
    ("topic word first", "{t} {n} {a} to {b}"),
]
TOPICS = {"money": "가격", "length": "길이", "mass": "무게", "area": "면적", "volume": "부피",
          "temperature": "온도", "speed": "속도", "fuelEfficiency": "연비"}
SYMBOLS = [("$", "USD"), ("€", "EUR"), ("₩", "KRW"), ("¥", "JPY"), ("£", "GBP")]


def index_keys():
    text = (ROOT / "Sources/HwanCatalog/Generated/NameIndex+Generated.swift").read_text(encoding="utf-8")
    body = text.split('#"""\n', 1)[1].rsplit('\n"""#', 1)[0]
    for line in body.split("\n"):
        key, *entries = line.split("\t")
        entries = [e for e in entries if not e.startswith("w:")]
        if entries:
            yield key, entries[0]


def units():
    dims, base = {}, {}
    for line in (ROOT / "Resources/units.tsv").read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        f = line.split("\t")
        dims[f[1]] = f[0]
        if "base" in f[11].split("|"):
            base[f[0]] = f[2]
    return dims, base


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=str(ROOT / ".build/debug/hwan"))
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--forms", type=int, default=1, help="number forms per name and pattern")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    dims, base = units()
    cases = []
    for key, entry in index_keys():
        kind, name = entry.split(":")[:2]
        if kind == "c":
            target, dim = ("USD" if name == "KRW" else "KRW"), "money"
        else:
            dim = dims.get(name)
            target = base.get(dim)
            if not target:
                continue
        for pname, template in PATTERNS:
            if pname == "topic word first" and dim not in TOPICS:
                continue
            for _ in range(args.forms):
                typed, plain, form = rng.choice(NUMBERS)
                phrase = (template.replace("{n}", typed).replace("{a}", key).replace("{b}", target)
                          .replace("{t}", TOPICS.get(dim, "")))
                cases.append((phrase, f"{plain} {key} to {target}", pname, form))
    for sign, code in SYMBOLS:
        for typed, plain, form in NUMBERS[:3]:
            cases.append((f"{sign}{typed}", f"{plain} {code}", "symbol before", form))
            cases.append((f"{typed}{sign}", f"{plain} {code}", "symbol after", form))
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, HWAN_OFFLINE="1", HWAN_CACHE_DIR=tmp, HOME=tmp, HWAN_LANG="en")
        outputs = []
        for column in (0, 1):
            text = "\n".join(c[column] for c in cases) + "\n"
            run = subprocess.run([args.binary, "--json"], input=text.encode(), capture_output=True, env=env)
            outputs.append(run.stdout.decode().split("\n")[:-1])
    phrases, plains = outputs
    assert len(phrases) == len(plains) == len(cases), (len(phrases), len(plains), len(cases))

    def strip(line):
        try:
            obj = json.loads(line)
        except ValueError:
            return line
        for o in obj if isinstance(obj, list) else [obj]:
            o.pop("expression", None)
        return json.dumps(obj, sort_keys=True)

    by_pattern = collections.defaultdict(collections.Counter)
    by_form = collections.defaultdict(collections.Counter)
    wrong = []
    for (phrase, plain, pname, form), got, want in zip(cases, phrases, plains):
        if '"error"' in want:
            verdict = "plain refused"
        elif strip(got) == strip(want):
            verdict = "same"
        elif got.startswith('{"error":'):
            verdict = "refused"
        else:
            verdict = "wrong"
            wrong.append(f"{phrase} -> {got}\n    {plain} -> {want}")
        by_pattern[pname][verdict] += 1
        by_form[form][verdict] += 1
    print(f"{len(cases)} phrases")
    for title, table in (("pattern", by_pattern), ("number form", by_form)):
        for name, counts in sorted(table.items()):
            print(f"{title:12} {name:22} " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    for w in wrong[:40]:
        print("WRONG", w)
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
