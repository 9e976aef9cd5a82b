#!/usr/bin/env python3
"""Calls per line of the runtime's reference counting and allocation, from a
callgrind file: `refcounts.py FILE LINES [BASE_FILE]`.

Why: a general batch line runs at half the instructions per nanosecond of the
currency pair's; the difference is mostly atomic retains and releases (each a
locked read-modify-write, some 20 cycles) and malloc/free. Instructions alone
hide that, so bench/instructions.sh prints these counts beside them. (A `_n`
call retains or releases several at once; it is counted as one call.)
"""
import re
import sys
from collections import Counter

COUNTED = {
    "retain": (
        "swift_retain",
        "swift_retain_n",
        "swift_bridgeObjectRetain",
        "swift_bridgeObjectRetain_n",
        "swift_unknownObjectRetain",
    ),
    "release": (
        "swift_release",
        "swift_release_n",
        "swift_bridgeObjectRelease",
        "swift_bridgeObjectRelease_n",
        "swift_unknownObjectRelease",
    ),
    # (swift_allocObject calls swift_slowAlloc, which calls malloc: one allocation, counted once.)
    "alloc": ("malloc",),
}


def calls(path):
    names, counter, callee = {}, Counter(), None
    with open(path, errors="replace") as profile:
        for line in profile:
            match = re.match(r"(c?fn)=\((\d+)\)(?: (.*))?", line)
            if match:
                kind, ident, name = match.groups()
                if name:
                    # (callgrind names a call made inside a call of the same function
                    # `NAME'2`: a release from a deinit a release ran is still a release.)
                    names[ident] = re.sub(r"'\d+$", "", name.strip())
                if kind == "cfn":
                    callee = names.get(ident, ident)
                continue
            if line.startswith("calls=") and callee is not None:
                counter[callee] += int(line.split("=")[1].split()[0])
    return counter


def main():
    path, lines = sys.argv[1], int(sys.argv[2])
    counter = calls(path)
    base = calls(sys.argv[3]) if len(sys.argv) > 3 else Counter()
    parts = []
    for label, functions in COUNTED.items():
        total = sum(counter[f] - base[f] for f in functions)
        parts.append(f"{label} {total / lines:6.1f}")
    print("  ".join(parts))


main()
