#!/usr/bin/env bash
# Lays the code one-shot commands run side by side in the release binary.
#
#   bash scripts/generate_link_order.sh      # needs: apt-get install -y valgrind gdb
#
# Why: a static hwan is 7 MiB of code, and the kernel maps a file page in
# 64 KiB groups ("fault-around"), so a command that runs 800 KB of functions
# scattered over the binary is charged for most of it. This script runs the
# common one-shot commands and the batch path under callgrind against a warm
# cache, lists every function they execute, and writes that list (hwan's own
# functions first: the Swift runtime's big, unsplit sections go after them) to
# scripts/link-order.txt, which scripts/build_release.sh hands to lld.
# The same runs under valgrind's lackey list the data they read and write;
# a symbol of each such section of .data, .bss, .rodata and .data.rel.ro
# follows the functions, so that those sections lie together too (a one-shot
# command wrote to about 50 scattered pages of .bss and .data before).
# A stale list costs only memory: symbols it names that no longer exist are
# skipped. Rerun it after large changes to the code of the common paths.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "missing valgrind: apt-get install -y valgrind" >&2; exit 1; }
# LINK_ORDER_WORK=DIR keeps the profiles in DIR; with LINK_ORDER_REUSE=1 too, the
# list is made again from DIR's profiles without building or running anything
# (to compare ways of ranking, LINK_ORDER_RANK, on the same runs).
if [ -n "${LINK_ORDER_WORK:-}" ]; then
    work=$LINK_ORDER_WORK
    mkdir -p "$work"
    trap 'kill "${server:-}" 2>/dev/null || true' EXIT
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"; kill "${server:-}" 2>/dev/null || true' EXIT
fi
if [ -z "${LINK_ORDER_REUSE:-}" ]; then

[ -f scripts/link-order.txt ] || : >scripts/link-order.txt  # the first build needs the files
[ -f scripts/link-order.ld ] || echo "/* empty */" >scripts/link-order.ld
# The link map names the object file and section of every byte of code.
bash scripts/build_release.sh -Xlinker -Map="$work/hwan.map" >"$work/build.log" 2>&1 ||
    { cat "$work/build.log"; exit 1; }
hwan="$(bash scripts/build_release.sh --show-bin-path)/hwan"

# A warm cache from a real provider response, fetched by hwan itself.
export HWAN_CACHE_DIR="$work/cache"
mkdir -p "$work/www/v6/latest"
now=$(date +%s)
sed -e "s/1775288921/$((now + 86400))/" -e "s/1775198851/$((now - 3600))/" \
    Tests/Fixtures/open-er-api-USD-2026-04-03.json >"$work/www/v6/latest/USD"
port=$((20000 + RANDOM % 20000))
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$work/www" >/dev/null 2>&1 &
server=$!
# Ready when it answers (a loaded machine starts Python slowly).
for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
HWAN_BASE_URL="http://127.0.0.1:$port" "$hwan" refresh >/dev/null

# Valgrind's CPU has no AVX-512 and its process no vDSO, so under valgrind the C
# library picks other string functions (`__memmove_avx_unaligned_erms` where the
# machine runs `__memmove_avx512_unaligned_erms`) and skips the vDSO's set-up
# (`_dl_new_object`, `_dl_lookup_symbol_x`): listed only from valgrind, the code a
# native run starts with lay in 4-5 windows at the end of .text (0.3 MiB of every
# command's peak RSS). So each command also runs natively under gdb, with a
# one-time breakpoint on every C function (the Swift code is the same either way),
# and the C functions the native run reaches that callgrind did not see are listed
# beside the start-up code. Without gdb the list is valgrind's alone.
native=
if command -v gdb >/dev/null; then
    native=yes
    nm --defined-only "$hwan" | awk '$2 ~ /^[tTwW]$/ && $3 !~ /^(\$s|_Z)/ && !seen[$1]++ {
        printf "tbreak *0x%s\ncommands\nsilent\nprintf \"native %%lx\\n\", $pc\ncontinue\nend\n", $1 }' >"$work/native.gdb"
else
    echo "no gdb (apt-get install -y gdb): the list will miss the C functions only a native run calls" >&2
fi
n=0
profile() {
    n=$((n + 1))
    if [ -n "$native" ]; then
        gdb -batch -x "$work/native.gdb" -ex run --args "$@" <"${input:-/dev/null}" 2>/dev/null |
            sed -n 's/^native //p' >"$work/native$n.out" || true
    fi
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

nm -S --defined-only "$hwan" >"$work/symbols.txt"
nm --defined-only "$hwan" >"$work/symbols-all.txt"
echo "$n" >"$work/runs"
cp "$hwan" "$work/hwan"
fi
n=$(cat "$work/runs")
hwan="$(bash scripts/build_release.sh --show-bin-path)/hwan"

# Every executed instruction's function, named from the symbol table or, for
# code outside every symbol, from the debug information (the outermost
# function of an inlined chain). Most such code is a copy of a weak function
# (a value witness, a closure's destroyer) that another object file of the
# same module kept: its name orders only the copy the symbol names, so these
# copies stay scattered unless the module is one object file (see bench/README.md).
# Ranked by the set of runs that execute each function (see `priority`
# below); ranking by how many commands run a function touched more 64 KiB
# windows per command than first-run order (332 against 325 in total, one
# measurement), and grouping by the whole set fewer (355 against 370).
python3 - "$work" "$n" "$work/hwan" <<'PY'
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
runs_of = {}
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
        runs_of.setdefault(name, set()).add(run)
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
merged_runs = {}
symbols = set(names)
for name, position in first.items():
    key = resolved.get(name) if isinstance(name, int) else name
    # A gap the debug information names after a symbol that exists is another
    # object file's copy of that function: listing the name would place the
    # copy nobody ran among the hot code.
    if key is None or (isinstance(name, int) and key in symbols):
        continue
    merged_first[key] = min(merged_first.get(key, position), position)
    merged_runs.setdefault(key, set()).update(runs_of.get(name, ()))
# hwan's functions first: the runtime's unsplit sections (a whole object file's
# code moves with its first listed function) go after them. A name found only in
# the debug information is kept only when it is a Swift symbol: a local name
# such as `objectdestroy` or a C function also names code inside the standard
# library's one big section, which would then land among hwan's functions.
prefix = re.compile(r"^\$s(7HwanKit|4hwan|11HwanNumbers|11HwanSupport|11HwanCatalog|11HwanGrammar|12HwanEvaluate|9HwanRates|11HwanSession)")
from_gaps = set(resolved.values()) - symbols
def own(name):
    # hwan's object files (one section per function) by where the symbol lies
    # (a specialization of a standard library generic hwan emits, `$sSp...Tg5`,
    # is hwan's code with the library's name); else by the module prefix.
    address = address_of.get(name)
    if address is not None and section_starts:
        i = bisect.bisect_right(section_starts, address) - 1
        if i >= 0 and address < sections[i][1]:
            return "/.build/" in sections[i][2]
    return bool(prefix.match(name))
address_of = {}
for start, name in zip(starts, names):
    address_of.setdefault(name, start)
section_starts = []
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
        merged_runs.setdefault(symbol, set()).update(runs_of.get(name, ()))
import os
if os.environ.get("LINK_ORDER_RANK", "signature") == "signature":
    # Grouped by the set of runs that execute a function, the sets in the order
    # of the runs (--version, convert, rates, km, Korean yen, pyeong, arith, then
    # the rest): a command's functions lie in the groups of the sets that hold
    # it, the groups it shares with the runs before it first. On one set of
    # profiles, the seven commands bench/ measures mapped 355 windows in all
    # (rates 53) where first-run order mapped 370 (rates 58, over GNU units'
    # peak RSS); LINK_ORDER_RANK=first is that order.
    priority = [int(r) for r in os.environ.get("LINK_ORDER_PRIORITY", "1 2 7 3 4 5 6").split()]
    priority += [r for r in range(1, runs + 1) if r not in priority]
    ranked = sorted(merged_first, key=lambda k: (
        tuple(r not in merged_runs.get(k, ()) for r in priority), merged_first[k]))
else:
    ranked = sorted(merged_first, key=lambda k: merged_first[k])

# The C functions only a native run reaches (see `native` above), placed right
# after the C library's start-up function: every command calls them at start-up
# or from the same few callers (memcpy, strlen, the vDSO's symbol lookup).
aliases = {}
for start, name in zip(starts, names):
    aliases.setdefault(start, []).append(name)
native_only = []
for run in range(1, runs + 1):
    try:
        hits = open(f"{work}/native{run}.out").read().split()
    except OSError:
        continue
    for hit in hits:
        names_here = aliases.get(int(hit, 16), [])
        if names_here and not any(k in merged_first or k in native_only for k in names_here):
            native_only.append(names_here[0])
if native_only:
    anchor = next((i for i, k in enumerate(ranked) if k in ("__libc_start_main_impl", "__libc_start_main")), None)
    if anchor is None:
        anchor = next((i - 1 for i, k in enumerate(ranked) if not own(k)), len(ranked) - 1)
    ranked[anchor + 1:anchor + 1] = native_only
print(f"{len(native_only)} C functions only a native run calls: {' '.join(native_only[:8])}{' ...' if len(native_only) > 8 else ''}")

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
              "   common commands run, gathered before .text (see bench/README.md). */\n")
    out.write("SECTIONS {\n  .text.hwan_private : {\n")
    for pattern in private:
        out.write(f"    {pattern}\n")
    # .init, .fini and the PLT of the C library's CPU-dispatched functions
    # (every memcpy call jumps through .iplt) run in every command; after .text
    # they kept a window of its cold end mapped.
    out.write("  }\n  .init : { KEEP (*(SORT_NONE(.init))) }\n  .fini : { KEEP (*(SORT_NONE(.fini))) }\n"
              "  .iplt : { *(.iplt) }\n} INSERT BEFORE .text;\n")
PY
# SwiftPM does not see the list as an input: the next release build must link anew.
rm -f "$hwan"
echo "scripts/link-order.txt: $(wc -l <scripts/link-order.txt) functions and data symbols from $n runs"
echo "scripts/link-order.ld: $(grep -c '^    \*/' scripts/link-order.ld) private helpers"
