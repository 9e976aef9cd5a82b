#!/usr/bin/env bash
# Checks what scripts/release.sh wrote under dist/ as a user would meet it:
# the checksums hold; the tarball, unpacked into an empty directory, holds
# every file it should and its hwan runs there (version, a conversion offline,
# the manual page, the bash completion); the .deb holds only files under /usr
# and a Debian copyright file, and, unpacked (`dpkg -x`) and installed
# (`dpkg --root`) into scratch roots, runs the same way. hwan runs with an
# empty HOME and no network: nothing it needs comes from this machine.
#
#   bash scripts/check_release.sh VERSION
set -euo pipefail
cd "$(dirname "$0")/.."

version=${1:-}
[[ -n $version ]] || { echo "usage: scripts/check_release.sh VERSION" >&2; exit 64; }
dist=$PWD/dist
tarball=hwan-$version-linux-x86_64.tar.gz
deb=hwan_${version}_amd64.deb
for file in "$tarball" "$deb" SHA256SUMS; do
    [[ -f $dist/$file ]] || { echo "FAIL dist/$file is missing: run scripts/release.sh $version" >&2; exit 1; }
done

work=$(mktemp -d /tmp/hwan-release-XXXXXX)
trap 'rm -rf "$work"' EXIT
failures=0
check() {
    local name=$1
    shift
    if "$@" >"$work/out" 2>&1; then
        echo "OK   $name"
    else
        echo "FAIL $name"
        sed 's/^/   | /' "$work/out" | head -n 20
        failures=$((failures + 1))
    fi
}

# A clean environment: an empty HOME, no XDG or HWAN_ variables, PATH without the toolchain.
home=$work/home
mkdir -p "$home"
clean() { env -i HOME="$home" PATH=/usr/bin:/bin LANG=C.UTF-8 TERM=dumb "$@"; }

# runs_here NAME PREFIX: the checks every installed copy must pass.
runs_here() {
    local label=$1 prefix=$2 man_page=$3 bash_completion=$4
    local hwan=$prefix/bin/hwan
    if command -v readelf >/dev/null; then
        check "$label: bin/hwan is static (no program interpreter)" bash -c \
            "readelf -h '$hwan' | grep -q 'EXEC\\|DYN' && ! readelf -l '$hwan' | grep -q INTERP"
    else
        echo "SKIP $label: readelf is not installed here (not counted as a pass)"
    fi
    check "$label: hwan --version names $version" bash -c \
        "$(declare -f clean); home='$home'; clean '$hwan' --version | head -n 1 | grep -Eq '^hwan $version( |\$)'"
    check "$label: a conversion offline, from the bundled rates" bash -c \
        "$(declare -f clean); home='$home'; clean HWAN_OFFLINE=1 '$hwan' -t 100 USD to KRW | grep -Eqx '[0-9]+(\.[0-9]+)?'"
    check "$label: a unit conversion" bash -c \
        "$(declare -f clean); home='$home'; [[ \$(clean '$hwan' -t 34평 to m2) == 112.39669421* ]]"
    if command -v man >/dev/null; then
        check "$label: man -l renders the manual page" bash -c \
            "MANPAGER=cat MANWIDTH=80 man -l '$man_page' 2>/dev/null | grep -q 'EXIT STATUS'"
    else
        echo "SKIP $label: man is not installed here (not counted as a pass)"
    fi
    check "$label: bash loads the completion" bash -c \
        "source '$bash_completion'; COMP_WORDS=(hwan con); COMP_CWORD=1; _hwan; [[ \${COMPREPLY[0]} == convert ]]"
}

echo "== SHA256SUMS"
check "sha256sum -c SHA256SUMS" bash -c "cd '$dist' && sha256sum --strict -c SHA256SUMS"
check "SHA256SUMS names both archives" bash -c \
    "grep -q '  $tarball\$' '$dist/SHA256SUMS' && grep -q '  $deb\$' '$dist/SHA256SUMS'"

echo "== $tarball, unpacked into an empty directory"
unpacked=$work/tarball
mkdir -p "$unpacked"
check "no absolute paths or .. in the tarball" bash -c \
    "! tar -tzf '$dist/$tarball' | grep -Eq '^/|(^|/)\.\.(/|\$)'"
tar -xzf "$dist/$tarball" -C "$unpacked"
expected=(bin/hwan share/man/man1/hwan.1 share/bash-completion/completions/hwan
    share/zsh/site-functions/_hwan share/fish/vendor_completions.d/hwan.fish README.md LICENSE NOTICE)
[[ ! -f Resources/hwan.ko.1 ]] || expected+=(share/man/ko/man1/hwan.1)
for file in "${expected[@]}"; do check "tarball holds $file" test -s "$unpacked/$file"; done
check "NOTICE names the ECB, HMRC (OGL v3.0) and CLDR" bash -c \
    "grep -q 'European Central Bank' '$unpacked/NOTICE' && grep -q 'Open Government Licence v3.0' '$unpacked/NOTICE' && grep -q CLDR '$unpacked/NOTICE'"
check "LICENSE is the Apache License 2.0" grep -q "Apache License" "$unpacked/LICENSE"
runs_here tarball "$unpacked" "$unpacked/share/man/man1/hwan.1" "$unpacked/share/bash-completion/completions/hwan"
check "tarball: hwan wrote nothing beside itself" bash -c \
    "[[ -z \$(find '$unpacked' -newer '$unpacked/NOTICE' -not -type d) ]]"

echo "== $deb"
check "dpkg-deb reads the control file" dpkg-deb --info "$dist/$deb"
for field in "Package: hwan" "Version: $version" "Architecture: amd64" "Maintainer: " "Description: "; do
    check "control: $field" bash -c "dpkg-deb --field '$dist/$deb' | grep -q '^$field'"
done
check "every file lies under /usr, owned by root" bash -c \
    "dpkg-deb --contents '$dist/$deb' | awk '{ if (\$2 != \"root/root\") exit 1; if (\$6 != \"./\" && \$6 !~ /^\\.\\/usr(\\/|\$)/) exit 1 }'"
extracted=$work/deb-x
dpkg-deb -x "$dist/$deb" "$extracted"
check "copyright is in Debian's machine-readable format" bash -c \
    "head -n 1 '$extracted/usr/share/doc/hwan/copyright' | grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/'"
for file in usr/share/bash-completion/completions/hwan usr/share/zsh/vendor-completions/_hwan \
    usr/share/fish/vendor_completions.d/hwan.fish usr/share/doc/hwan/NOTICE; do
    check "deb holds /$file" test -s "$extracted/$file"
done
runs_here "dpkg -x" "$extracted/usr" "$extracted/usr/share/man/man1/hwan.1.gz" \
    "$extracted/usr/share/bash-completion/completions/hwan"

if command -v dpkg >/dev/null; then
    # A scratch root with an empty dpkg database: install, list, remove.
    root=$work/root
    mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" "$root/var/lib/dpkg/triggers"
    : >"$root/var/lib/dpkg/status"
    dpkg_root=(dpkg --root="$root" --force-not-root --force-script-chrootless --log=/dev/null)
    check "dpkg --root installs the package" "${dpkg_root[@]}" --install "$dist/$deb"
    check "dpkg --root knows hwan $version" bash -c \
        "dpkg-query --admindir='$root/var/lib/dpkg' -W -f '\${Version} \${Status}' hwan | grep -qx '$version install ok installed'"
    runs_here "dpkg --root" "$root/usr" "$root/usr/share/man/man1/hwan.1.gz" \
        "$root/usr/share/bash-completion/completions/hwan"
    check "dpkg --root removes every file it installed" bash -c \
        "${dpkg_root[*]} --purge hwan && [[ -z \$(find '$root/usr' -type f) ]]"
else
    echo "SKIP dpkg is not installed here (not counted as a pass)"
fi

echo
[[ $failures -eq 0 ]] || { echo "$failures check(s) failed"; exit 1; }
echo "all release checks passed"
