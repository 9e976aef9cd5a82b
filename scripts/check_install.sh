#!/usr/bin/env bash
# Runs the README's Install and Completions blocks as a new user would: on a
# copy of the clone's tracked files, in an empty temporary HOME, with only the
# Swift toolchain and the base system on PATH. Then runs the installed hwan:
# its version, a conversion offline, the manual page (when `man` exists) and
# the bash completion. Prints how long each step took and the binary's size
# before and after strip. Usage: bash scripts/check_install.sh
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
swift_bin=$(dirname "$(command -v swift)")
work=$(mktemp -d /tmp/hwan-install-XXXXXX)
trap 'rm -rf "$work"' EXIT
home=$work/home
clone=$work/hwan
mkdir -p "$home" "$clone"

# The block of shell that follows the HTML comment starting with "<!-- $1".
block() {
    awk -v marker="<!-- $1" '
        index($0, marker) == 1 { found = 1; next }
        found && /^```sh$/ { inside = 1; next }
        inside && /^```$/ { exit }
        inside { print }
    ' "$root/README.md"
}
install_block=$(block install)
completions_block=$(block completions)
[[ -n $install_block && -n $completions_block ]] || { echo "FAIL: blocks not found in README.md"; exit 1; }

# A fresh clone: the tracked files as they are now, no .build.
(cd "$root" && git ls-files -z | tar --null -T - -cf -) | (cd "$clone" && tar -xf -)

clean_env=(env -i HOME="$home" PATH="$swift_bin:/usr/local/bin:/usr/bin:/bin" LANG=C.UTF-8 TERM=dumb)
seconds() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(seconds)" 'BEGIN { printf "%.1f", b - a }'; }

echo "== install block (in $clone, HOME=$home)"
start=$(seconds)
(cd "$clone" && "${clean_env[@]}" bash -euo pipefail -c "$install_block") 2>&1 | sed 's/^/   | /'
install_time=$(elapsed "$start")
echo "== completions block"
start=$(seconds)
(cd "$clone" && "${clean_env[@]}" PATH="$home/.local/bin:$swift_bin:/usr/bin:/bin" \
    bash -euo pipefail -c "$completions_block") 2>&1 | sed 's/^/   | /'
completions_time=$(elapsed "$start")

hwan=$home/.local/bin/hwan
run() { "${clean_env[@]}" PATH="$home/.local/bin:/usr/bin:/bin" "$@"; }
failures=0
check() {
    local name=$1; shift
    if "$@" > "$work/out" 2>&1; then echo "OK   $name"; else echo "FAIL $name"; sed 's/^/   | /' "$work/out"; failures=$((failures + 1)); fi
}

check "the install block put hwan in ~/.local/bin" test -x "$hwan"
check "hwan --version" run bash -c 'hwan --version | head -n 1 | grep -Eq "^hwan [0-9]+[.][0-9.]*( |$)"'
check "a conversion offline" run bash -c 'HWAN_OFFLINE=1 hwan -t 100 USD to KRW | grep -Eqx "[0-9]+(\.[0-9]+)?"'
check "the binary is stripped and static" bash -c "file '$hwan' | grep -q 'statically linked' && file '$hwan' | grep -q stripped"
if command -v man > /dev/null; then
    check "man -l renders the installed page" run bash -c "man -l '$home/.local/share/man/man1/hwan.1' | grep -q 'EXIT STATUS'"
    check "man finds hwan through PATH" run bash -c 'man -w hwan | grep -q "share/man/man1/hwan.1"'
else
    echo "SKIP man is not installed here (not counted as a pass)"
fi
check "bash loads the installed completion" run bash -c \
    "source '$home/.local/share/bash-completion/completions/hwan'; COMP_WORDS=(hwan con); COMP_CWORD=1; _hwan; [[ \${COMPREPLY[0]} == convert ]]"
check "zsh and fish completion files are in place" test -s "$home/.zfunc/_hwan" -a -s "$home/.config/fish/completions/hwan.fish"

unstripped=$(stat -c %s "$clone/.build/release/hwan")
stripped=$(stat -c %s "$hwan")
echo
echo "install block: ${install_time}s (fresh release build included); completions block: ${completions_time}s"
echo "binary: $unstripped bytes as linked, $stripped bytes stripped"
[[ $failures -eq 0 ]] || { echo "$failures check(s) failed"; exit 1; }
echo "all checks passed"
