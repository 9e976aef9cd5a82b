#!/usr/bin/env python3
"""Who makes a line's retains, releases or allocations, from a callgrind file:
`refcallers.py FILE LINES [FUNCTIONS]` (FUNCTIONS comma-separated; default the
retains). Prints calls per line by calling function, with the instructions a
call took (about 9 for a nil release, 16-22 for an atomic one), demangled when
piped through `swift demangle --simplified`.

Why: refcounts.py says how many; this says where, which is what a change needs.
"""
import re
import sys
from collections import Counter

DEFAULT = "swift_retain,swift_retain_n,swift_bridgeObjectRetain,swift_bridgeObjectRetain_n"


def main():
    path, lines = sys.argv[1], int(sys.argv[2])
    wanted = set((sys.argv[3] if len(sys.argv) > 3 else DEFAULT).split(","))
    names, function, callee, pending = {}, None, None, False
    calls, cost = Counter(), Counter()
    with open(path, errors="replace") as profile:
        for line in profile:
            if pending:
                fields = line.split()
                if len(fields) >= 2:
                    cost[function] += int(fields[1])
                pending = False
                continue
            match = re.match(r"(c?fn)=\((\d+)\)(?: (.*))?", line)
            if match:
                kind, ident, name = match.groups()
                if name:
                    # (`NAME'2`: callgrind's name for a call inside a call of the same function.)
                    names[ident] = re.sub(r"'\d+$", "", name.strip())
                if kind == "fn":
                    function = names.get(ident, ident)
                else:
                    callee = names.get(ident, ident)
                continue
            if line.startswith("calls=") and callee in wanted:
                calls[function] += int(line.split("=")[1].split()[0])
                pending = True
    print(f"total {sum(calls.values()) / lines:.2f} a line")
    for function, count in calls.most_common(40):
        if count * 5 >= lines:
            print(f"{count / lines:6.2f} {cost[function] / count:6.1f}  {function[:170]}")


if __name__ == "__main__":
    main()
