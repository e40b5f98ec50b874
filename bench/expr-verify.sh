#!/bin/sh
# The access model against Nsight Compute for every custom experiment of the
# corpus (bench/expr-corpus.txt): `warplab verify --expr` profiles each one
# (ncu --clock-control none) and compares sectors per request, load and
# store, over every warp of a 1 Mi-element launch; DRAM bytes are shown. Prints
# one row per expression, model then ncu, and a summary; exit 1 on any
# mismatch or failure, 3 when ncu or the GPU is missing.
# usage: bench/expr-verify.sh [WARPLAB] [CORPUS] [UNROLL]
#   (defaults: build-gpu/warplab, bench/expr-corpus.txt, 1)
W=${1:-build-gpu/warplab}
HERE=$(cd "$(dirname "$0")" && pwd)
CORPUS=${2:-$HERE/expr-corpus.txt}
UNROLL=${3:-1}
. "$HERE/expr-lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

expr_corpus "$CORPUS" >"$tmp/list"
total=0 ok=0 bad=0
printf '%-4s %4s  %-52s %6s %6s  %6s %6s  %s\n' type s "expression (load ; store)" \
    "ld mod" "ld ncu" "st mod" "st ncu" result
while IFS="$(printf '\t')" read -r t s load store; do
    total=$((total + 1))
    if [ -n "$store" ]; then
        "$W" verify --expr "$load" --store-expr "$store" --type "$t" --param "$s" \
            --unroll "$UNROLL" >"$tmp/out" 2>&1 </dev/null
    else
        "$W" verify --expr "$load" --type "$t" --param "$s" --unroll "$UNROLL" \
            >"$tmp/out" 2>&1 </dev/null
    fi
    rc=$?
    [ $rc -eq 3 ] && { cat "$tmp/out"; exit 3; }
    # The data row: type s u  ld-model ld-ncu  st-model st-ncu  ... ok|MISMATCH
    row=$(awk '$1 == "f32" || $1 == "f64"' "$tmp/out" | tail -n 1)
    set -- $row
    if [ $rc -eq 0 ] && [ "$#" -ge 12 ]; then
        ok=$((ok + 1)) result=ok
    else
        bad=$((bad + 1)) result="FAILED (exit $rc)"
        [ "$#" -ge 12 ] || result="$result: $(tail -n 1 "$tmp/out")"
    fi
    shown="$load"
    [ -n "$store" ] && shown="$load ; $store"
    printf '%-4s %4s  %-52.52s %6s %6s  %6s %6s  %s\n' "$t" "$s" "$shown" "${4:--}" "${5:--}" \
        "${6:--}" "${7:--}" "$result"
done <"$tmp/list"
echo "$total expressions, unroll $UNROLL: $ok agree with ncu, $bad do not"
[ "$bad" -eq 0 ]
