#!/usr/bin/env bash
# hwan's release build: one fully static executable (the Swift runtime and the
# C library linked in, every catalog and the bundled rates compiled in), with
# the build settings that measurably pay for themselves (bench/README.md,
# "Build settings, with and without"). They are given here, on the command
# line, not as unsafeFlags in Package.swift, so that the package itself stays
# usable as a dependency.
#
#   bash scripts/build_release.sh                  # the binary: .build/release/hwan
#   bash scripts/build_release.sh --show-bin-path  # any other `swift build` arguments pass through
#
# The toolchain's lld links: the system's default linker warns about dlopen in
# static executables.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release -Xswiftc -static-executable -Xswiftc -use-ld=lld)
# Each function in its own section, laid out in the order of scripts/link-order.txt
# (the functions the common commands run, side by side), and the compiler's
# private helpers, which have no symbol to list, gathered by scripts/link-order.ld:
# a one-shot command then maps half the binary's pages it otherwise would
# (peak RSS 3.1 MiB against 6.5 MiB; scripts/generate_link_order.sh writes both).
flags+=(-Xswiftc -Xfrontend -Xswiftc -function-sections
    -Xlinker "--symbol-ordering-file=$PWD/scripts/link-order.txt" -Xlinker --no-warn-symbol-ordering
    -Xlinker -T -Xlinker "$PWD/scripts/link-order.ld")
# Inlining across the layer targets.
flags+=(-Xswiftc -cross-module-optimization)
# A concrete generic type's metadata reached through its accessor, not by
# demangling its name: a demangled Dictionary<String, _> checks `String: Hashable`
# by scanning every conformance record of the binary.
flags+=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
swift build "${flags[@]}" "$@"
