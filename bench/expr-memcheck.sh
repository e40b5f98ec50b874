#!/bin/sh
# compute-sanitizer memcheck over every custom experiment of the corpus and a
# few that aim outside the array on purpose (negative indices, past the
# 32 x n limit, wrapping products): the generated kernel's guard must keep
# every access inside its buffer (allocated to the exact extent here), so
# memcheck must report nothing. One line per expression, then a summary;
# exit 1 when any run reports an error.
# usage: bench/expr-memcheck.sh [WARPLAB] [CORPUS] [COMPUTE_SANITIZER]
#   (defaults: build-gpu/warplab, bench/expr-corpus.txt, compute-sanitizer on PATH)
W=${1:-build-gpu/warplab}
HERE=$(cd "$(dirname "$0")" && pwd)
CORPUS=${2:-$HERE/expr-corpus.txt}
CS=${3:-compute-sanitizer}
. "$HERE/expr-lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
command -v "$CS" >/dev/null 2>&1 || { echo "expr-memcheck: $CS not found" >&2; exit 3; }

{
    expr_corpus "$CORPUS"
    # Outside the array on purpose: the model refuses these, the kernel skips
    # the lanes that leave it.
    printf 'f32\t0\ti - 1\t\n'
    printf 'f32\t0\t-i\t\n'
    printf 'f32\t0\ti * 64\t\n'
    printf 'f64\t0\ti\ti * 64 - 5\n'
    printf 'f32\t0\ti * 4611686018427387904\t\n'
    printf 'f32\t0\ti << 63\t\n'
    printf 'f32\t5\tn - i + s\t\n'
    printf 'f64\t0\t0 - i * 3\t0\n'
} >"$tmp/list"
total=0 clean=0
while IFS="$(printf '\t')" read -r t s load store; do
    total=$((total + 1))
    if [ -n "$store" ]; then
        "$CS" --tool memcheck --error-exitcode 99 "$W" run-one --expr "$load" \
            --store-expr "$store" --type "$t" --param "$s" >"$tmp/out" 2>&1 </dev/null
    else
        "$CS" --tool memcheck --error-exitcode 99 "$W" run-one --expr "$load" \
            --type "$t" --param "$s" >"$tmp/out" 2>&1 </dev/null
    fi
    rc=$?
    summary=$(grep -E 'ERROR SUMMARY' "$tmp/out" | tail -n 1)
    if [ $rc -eq 0 ] && printf '%s' "$summary" | grep -q '0 errors'; then
        clean=$((clean + 1)) result=clean
    else
        result="FAILED (exit $rc): ${summary:-$(tail -n 3 "$tmp/out" | tr '\n' ' ')}"
    fi
    shown="$load"
    [ -n "$store" ] && shown="$load ; $store"
    printf '%-4s %4s  %-52.52s %s\n' "$t" "$s" "$shown" "$result"
done <"$tmp/list"
echo "$total expressions under memcheck: $clean clean, $((total - clean)) with errors"
[ "$clean" -eq "$total" ]
