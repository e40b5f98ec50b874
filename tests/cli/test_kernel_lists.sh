#!/bin/sh
# One list of kernels: every family the registry names on the command line
# (its own error message lists them) appears in model --help, README.md,
# the man page and lessons/README.md, so a new family cannot be left out of
# any of them.
. "$(dirname "$0")/../lib.sh"
W=${WARPLAB:?set WARPLAB to the binary}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)

expect 2 "model --kernel bogus" -- "$W" model --kernel bogus
names=$(printf '%s' "$err" | sed -n 's/.*kernels are //p' | tr -d ',')
[ -n "$names" ] || fail "no kernel list in: $err"
help=$("$W" model --help)
for k in $names; do
    harness_checks=$((harness_checks + 1))
    case "$help" in *"$k"*) ;; *) fail "model --help does not list $k" ;; esac
    expect_in "$ROOT/README.md" "\`$k\`"
    expect_in "$ROOT/lessons/README.md" "\`$k\`"
    expect_in "$ROOT/man/warplab.1" "$(printf '%s' "$k" | sed 's/-/\\-/g')"
done
finish
