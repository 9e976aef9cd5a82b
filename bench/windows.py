#!/usr/bin/env python3
"""Which 64 KiB windows of the binary a one-shot command maps, and why.

    python3 bench/windows.py HWAN [--lackey] [--detail] -- ARG...

The kernel maps a file page in 64 KiB windows ("fault-around"), so a
command's file-backed RSS is 64 KiB times the windows it touches. This
stops the command at exit_group (strace delays the call), reads the present
bit of every page of the binary's mappings from /proc/PID/pagemap and counts
the windows per part of the binary (text, rodata, data, ...).

--lackey also runs the command under valgrind's lackey and lists, for every
window, the first symbols whose bytes it read, wrote or ran there (the page
map cannot tell which byte of a window faulted it in). Needs strace (and
valgrind for --lackey). HWAN_CACHE_DIR etc. are passed through.
"""
import bisect, collections, os, re, subprocess, sys, time

WINDOW = 64 * 1024
PAGE = 4096


def sections(binary):
    out = subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True, check=True).stdout
    result = []
    for line in out.splitlines():
        m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", line)
        if m and int(m.group(2), 16):
            result.append((int(m.group(2), 16), int(m.group(2), 16) + int(m.group(3), 16), m.group(1)))
    return sorted(result)


def part(name):
    if name in (".text", ".init", ".fini", "__libc_freeres_fn", ".iplt"):
        return "text"
    if name == ".rodata":
        return "rodata"
    if name in (".data", ".bss", ".data.rel.ro", ".got", ".got.plt", ".tdata", "swift5_backtrace") or name.startswith("__libc"):
        return "data"
    if name.startswith("swift5_") or name in (".eh_frame", ".eh_frame_hdr", ".gcc_except_table", ".rela.dyn"):
        return "meta"
    return "other"


def symbols(binary):
    out = subprocess.run(["nm", "-nS", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
    starts, names = [], []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 3:
            starts.append(int(parts[0], 16))
            names.append(parts[-1])
    return starts, names


def stopped_at_exit(binary, args):
    """Runs the command, stopped at exit_group; returns {window address: present pages}."""
    proc = subprocess.Popen(
        ["strace", "-qq", "-e", "trace=exit_group", "-e", "inject=exit_group:delay_enter=3s", "-o", "/dev/null",
         "--", binary] + args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    child = None
    deadline = time.time() + 10
    while time.time() < deadline:
        try:
            kids = open(f"/proc/{proc.pid}/task/{proc.pid}/children").read().split()
        except OSError:
            kids = []
        if kids:
            child = int(kids[0])
            try:
                if open(f"/proc/{child}/syscall").read().split()[0] == "231":
                    break
            except (OSError, IndexError):
                pass
        time.sleep(0.002)
    real = os.path.realpath(binary)
    present, rss = {}, {}
    with open(f"/proc/{child}/maps") as maps, open(f"/proc/{child}/pagemap", "rb") as pagemap:
        for line in maps:
            fields = line.split()
            lo, hi = (int(x, 16) for x in fields[0].split("-"))
            name = fields[5] if len(fields) > 5 else "[anon]"
            if name != real and not (name == "[anon]" and lo < 0x10000000):
                key = name if name.startswith("[") else "other"
                pagemap.seek(lo // PAGE * 8)
                data = pagemap.read((hi - lo) // PAGE * 8)
                rss[key] = rss.get(key, 0) + sum(1 for i in range(0, len(data), 8) if data[i + 7] & 0x80) * 4
                continue
            pagemap.seek(lo // PAGE * 8)
            data = pagemap.read((hi - lo) // PAGE * 8)
            for i in range(0, len(data), 8):
                if data[i + 7] & 0x80:  # bit 63: present
                    page = lo + i // 8 * PAGE
                    present.setdefault(page // WINDOW * WINDOW, []).append(page)
    proc.wait()
    return present, rss


def lackey(binary, args):
    """Every page of the binary the command reads, writes or runs, with the first addresses seen."""
    out = subprocess.run(["valgrind", "--tool=lackey", "--trace-mem=yes", binary] + args,
                         capture_output=True, text=True)
    seen = {}
    for line in out.stderr.splitlines():
        m = re.match(r"^\s*([ILSM])\s+([0-9a-f]+),", line)
        if m:
            address = int(m.group(2), 16)
            if 0x200000 <= address < 0x10000000:
                seen.setdefault(address // PAGE * PAGE, set()).add(address)
    return seen


def main():
    argv = sys.argv[1:]
    split = argv.index("--")
    options, args = argv[:split], argv[split + 1:]
    binary = [o for o in options if not o.startswith("--")][0]
    secs = sections(binary)
    sec_starts = [s[0] for s in secs]

    def section_of(address):
        i = bisect.bisect_right(sec_starts, address) - 1
        return secs[i][2] if i >= 0 and address < secs[i][1] else "?"

    present, rss = stopped_at_exit(binary, args)
    counts = collections.Counter()
    for window, pages in present.items():
        # a window counts where its first present page lies
        counts[part(section_of(pages[0]))] += 1
    pages = sum(len(p) for p in present.values())
    print(f"{' '.join(args)}: {len(present)} windows ({dict(sorted(counts.items()))}), "
          f"binary {pages * 4} kB, {', '.join(f'{k} {v} kB' for k, v in sorted(rss.items()))}")
    if "--detail" in options or "--lackey" in options:
        starts, names = symbols(binary)
        seen = lackey(binary, args) if "--lackey" in options else {}
        for window in sorted(present):
            where = collections.Counter(section_of(p) for p in present[window])
            line = f"  {window:#x} {len(present[window]):3}p {dict(where)}"
            if seen:
                hits = sorted(a for page, addrs in seen.items() if page // WINDOW * WINDOW == window for a in addrs)
                syms = []
                for a in hits:
                    i = bisect.bisect_right(starts, a) - 1
                    name = names[i] if i >= 0 else "?"
                    if name not in syms:
                        syms.append(name)
                line += f" touched {len(hits)} bytes in {len({a // PAGE for a in hits})}p: " + " ".join(
                    s[:60] for s in syms[:6]) + (f" +{len(syms) - 6}" if len(syms) > 6 else "")
            print(line)


main()
