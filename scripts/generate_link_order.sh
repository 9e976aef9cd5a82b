#!/usr/bin/env bash
# Lays the code one-shot commands run side by side in the release binary.
#
#   bash scripts/generate_link_order.sh      # needs: apt-get install -y valgrind
#
# Why: a static hwan is 7 MiB of code, and the kernel maps a file page in
# 64 KiB groups ("fault-around"), so a command that runs 800 KB of functions
# scattered over the binary is charged for most of it. This script runs the
# common one-shot commands and the batch path under callgrind against a warm
# cache, lists every function they execute, and writes that list (hwan's own
# functions first: the Swift runtime's big, unsplit sections go after them) to
# scripts/link-order.txt, which Package.swift hands to lld in release builds.
# The same runs under valgrind's lackey list the data they read and write;
# a symbol of each such section of .data, .bss, .rodata and .data.rel.ro
# follows the functions, so that those sections lie together too (a one-shot
# command wrote to about 50 scattered pages of .bss and .data before).
# A stale list costs only memory: symbols it names that no longer exist are
# skipped. Rerun it after large changes to the code of the common paths.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "missing valgrind: apt-get install -y valgrind" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"; kill "${server:-}" 2>/dev/null || true' EXIT

[ -f scripts/link-order.txt ] || : >scripts/link-order.txt  # the first build needs the files
[ -f scripts/link-order.ld ] || echo "/* empty */" >scripts/link-order.ld
# The link map names the object file and section of every byte of code.
swift build -c release -Xswiftc -static-executable -Xlinker -Map="$work/hwan.map" >"$work/build.log" 2>&1 ||
    { cat "$work/build.log"; exit 1; }
hwan="$(swift build -c release -Xswiftc -static-executable --show-bin-path)/hwan"

# A warm cache from a real provider response, fetched by hwan itself.
export HWAN_CACHE_DIR="$work/cache"
mkdir -p "$work/www/v6/latest"
now=$(date +%s)
sed -e "s/1775288921/$((now + 86400))/" -e "s/1775198851/$((now - 3600))/" \
    Tests/Fixtures/open-er-api-USD-2026-04-03.json >"$work/www/v6/latest/USD"
port=$((20000 + RANDOM % 20000))
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$work/www" >/dev/null 2>&1 &
server=$!
sleep 1
HWAN_BASE_URL="http://127.0.0.1:$port" "$hwan" refresh >/dev/null

n=0
profile() {
    n=$((n + 1))
    valgrind --tool=callgrind --demangle=no --dump-instr=yes --compress-pos=no --compress-strings=no \
        --callgrind-out-file="$work/run$n.out" "$@" <"${input:-/dev/null}" >/dev/null 2>&1 || true
    # The data the same run reads and writes (valgrind's lackey lists every
    # access), kept as the addresses inside the binary in first-access order.
    valgrind --tool=lackey --trace-mem=yes "$@" 2>&1 >/dev/null <"${input:-/dev/null}" | python3 -c '
import re, sys
seen = {}
for line in sys.stdin:
    m = re.match(r"^ [LSM] ([0-9a-f]+),", line)
    if m:
        address = int(m.group(1), 16)
        if 0x200000 <= address < 0x4000000:
            seen.setdefault(address, None)
sys.stdout.write("".join(f"{a:x}\n" for a in seen))' >"$work/data$n.out" || true
}
set -f
profile "$hwan" --version
profile "$hwan" convert 100 USD JPY
profile "$hwan" 5 km to mi
profile "$hwan" 3만 엔 to 원
profile "$hwan" 34 평 to m2
profile "$hwan" "(120+35)*3"
profile "$hwan" rates
profile "$hwan" status
profile "$hwan" 만원 to 엔
profile "$hwan" 5 ft 11 in to cm
profile "$hwan" remit 1000 USD KRW
profile "$hwan" 100 달러
profile "$hwan" --json convert 100 USD EUR
printf 'convert 100 USD JPY\n5 km to mi\n3만 엔\n' >"$work/batch.in"
input="$work/batch.in" profile "$hwan" -t
set +f

# Every executed instruction's function, named from the symbol table or, for
# code outside every symbol, from the debug information (the outermost
# function of an inlined chain). Most such code is a copy of a weak function
# (a value witness, a closure's destroyer) that another object file of the
# same module kept: its name orders only the copy the symbol names, so these
# copies stay scattered unless the module is one object file (see README, Speed).
# In first-run order (start-up first): ranking by how many commands run a
# function touched more 64 KiB windows per command (332 against 325 in total,
# one measurement).
nm -S --defined-only "$hwan" >"$work/symbols.txt"
nm --defined-only "$hwan" >"$work/symbols-all.txt"
python3 - "$work" "$n" "$hwan" <<'PY'
import bisect, re, subprocess, sys
work, runs, hwan = sys.argv[1], int(sys.argv[2]), sys.argv[3]
starts, ends, names = [], [], []
for line in open(f"{work}/symbols.txt"):
    parts = line.split()
    if len(parts) == 4 and parts[2] in "tTwWiI":
        starts.append(int(parts[0], 16)); ends.append(int(parts[0], 16) + int(parts[1], 16)); names.append(parts[3])
order = sorted(range(len(starts)), key=starts.__getitem__)
starts, ends, names = [starts[i] for i in order], [ends[i] for i in order], [names[i] for i in order]
first = {}
for run in range(1, runs + 1):
    for line in open(f"{work}/run{run}.out"):
        if not line.startswith("0x"):
            continue
        address = int(line.split(None, 1)[0], 16)
        i = bisect.bisect_right(starts, address) - 1
        if i >= 0 and address < ends[i]:
            name = names[i]
        else:
            name = address
        first.setdefault(name, len(first))
# Addresses outside every symbol: ask the debug information, one batch.
gaps = sorted(name for name in first if isinstance(name, int))
resolved = {}
if gaps:
    # -a prints each address, then (function, place) pairs, innermost first.
    out = subprocess.run(["addr2line", "-a", "-i", "-f", "-e", hwan] + [hex(a) for a in gaps],
                         capture_output=True, text=True).stdout.splitlines()
    current, function, expect = None, None, None
    for line in out:
        if line.startswith("0x"):
            if current is not None and function:
                resolved[current] = function
            current, function, expect = int(line, 16), None, "function"
        elif expect == "function":
            if line != "??":
                function = line
            expect = "place"
        else:
            expect = "function"
    if current is not None and function:
        resolved[current] = function
merged_first = {}
symbols = set(names)
for name, position in first.items():
    key = resolved.get(name) if isinstance(name, int) else name
    # A gap the debug information names after a symbol that exists is another
    # object file's copy of that function: listing the name would place the
    # copy nobody ran among the hot code.
    if key is None or (isinstance(name, int) and key in symbols):
        continue
    merged_first[key] = min(merged_first.get(key, position), position)
# hwan's functions first: the runtime's unsplit sections (a whole object file's
# code moves with its first listed function) go after them. A name found only in
# the debug information is kept only when it is a Swift symbol: a local name
# such as `objectdestroy` or a C function also names code inside the standard
# library's one big section, which would then land among hwan's functions.
prefix = re.compile(r"^\$s(7HwanKit|4hwan|11HwanNumbers|11HwanSupport|11HwanCatalog|11HwanGrammar|12HwanEvaluate|9HwanRates)")
from_gaps = set(resolved.values()) - symbols
def own(name):
    return bool(prefix.match(name))
for name in list(merged_first):
    if name in from_gaps and not name.startswith("$s"):
        del merged_first[name]
# The link map: every input section's place, object file and name.
sections = []
for line in open(f"{work}/hwan.map"):
    m = re.match(r"\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ {9}(\S.*)", line)
    if m and int(m.group(2), 16):
        sections.append((int(m.group(1), 16), int(m.group(1), 16) + int(m.group(2), 16), m.group(3)))
sections.sort()
section_starts = [s[0] for s in sections]
# Code in a section whose symbols have no size (crtbeginT.o's frame_dummy and
# register_tm_clones, run at start and exit) is a gap above; naming one of its
# symbols moves the whole section among the ordered code.
sized = set(names)
sizeless = {}
for line in open(f"{work}/symbols-all.txt"):
    parts = line.split()
    if len(parts) == 3 and parts[1] in "tT" and parts[2] not in sized:
        sizeless.setdefault(int(parts[0], 16), parts[2])
sizeless_starts = sorted(sizeless)
for name, position in first.items():
    if not isinstance(name, int):
        continue
    i = bisect.bisect_right(section_starts, name) - 1
    if i < 0 or name >= sections[i][1] or "(.text)" not in sections[i][2]:
        continue
    j = bisect.bisect_left(sizeless_starts, sections[i][0])
    if j < len(sizeless_starts) and sizeless_starts[j] < sections[i][1]:
        symbol = sizeless[sizeless_starts[j]]
        merged_first[symbol] = min(merged_first.get(symbol, position), position)
ranked = sorted(merged_first, key=lambda k: merged_first[k])

# The data the runs read and write, gathered the same way: a one-shot command
# touches a few hundred of the thousands of input sections of .data, .bss,
# .rodata and .data.rel.ro, spread over every page of them, and each page it
# writes is a fault of its own (a page of .bss it reads first, two). Named in
# first-access order, lld puts the sections that hold them first in their
# output section. A section is named by any symbol defined in it; sections
# without one (a function's jump table, the merged string pools) stay put.
data_outputs = {".data", ".bss", ".rodata", ".data.rel.ro"}
input_sections, output = [], None
for line in open(f"{work}/hwan.map"):
    m = re.match(r"\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+( +)(\S.*)", line)
    if not m:
        continue
    if len(m.group(3)) == 1:
        output = m.group(4)
    elif len(m.group(3)) == 9 and output in data_outputs and int(m.group(2), 16):
        input_sections.append((int(m.group(1), 16), int(m.group(1), 16) + int(m.group(2), 16), []))
input_sections.sort()
input_starts = [s[0] for s in input_sections]
for line in open(f"{work}/symbols-all.txt"):
    parts = line.split()
    if len(parts) == 3 and parts[1] in "dDbBrRvV" and not parts[2].startswith(".L"):
        i = bisect.bisect_right(input_starts, int(parts[0], 16)) - 1
        if i >= 0 and int(parts[0], 16) < input_sections[i][1]:
            input_sections[i][2].append(parts[2])
data_names, named = [], set()
for run in range(1, runs + 1):
    for line in open(f"{work}/data{run}.out"):
        address = int(line, 16)
        i = bisect.bisect_right(input_starts, address) - 1
        if i < 0 or address >= input_sections[i][1] or i in named or not input_sections[i][2]:
            continue
        named.add(i)
        data_names.append(input_sections[i][2][0])
with open("scripts/link-order.txt", "w") as out:
    for name in [k for k in ranked if own(k)] + [k for k in ranked if not own(k)] + data_names:
        out.write(name + "\n")

# Code with no symbol at all: the compiler's private helpers (a closure
# context's destroyer, an outlined copy of an enum payload) are `.L` labels,
# so a symbol ordering file cannot name them and they stay among the cold code
# of their object file, each costing a whole 64 KiB window for a few bytes.
# The link map names their sections; a linker script gathers the ones hwan's
# own object files run into one output section just before .text.
private = []
for address in [name for name in first if isinstance(name, int)]:
    i = bisect.bisect_right(section_starts, address) - 1
    if i < 0 or address >= sections[i][1]:
        continue
    m = re.match(r".*/(\w+\.build/[^/():]+\.o):\((\.text\.\.L[^()\s]*)\)$", sections[i][2])
    if m and f"*/{m.group(1)}({m.group(2)})" not in private:
        private.append(f"*/{m.group(1)}({m.group(2)})")
with open("scripts/link-order.ld", "w") as out:
    out.write("/* Written by scripts/generate_link_order.sh: hwan's private helpers that\n"
              "   common commands run, gathered before .text (see README, Speed). */\n")
    out.write("SECTIONS {\n  .text.hwan_private : {\n")
    for pattern in private:
        out.write(f"    {pattern}\n")
    out.write("  }\n} INSERT BEFORE .text;\n")
PY
# SwiftPM does not see the list as an input: the next release build must link anew.
rm -f "$hwan"
echo "scripts/link-order.txt: $(wc -l <scripts/link-order.txt) functions and data symbols from $n runs"
echo "scripts/link-order.ld: $(grep -c '^    \*/' scripts/link-order.ld) private helpers"
