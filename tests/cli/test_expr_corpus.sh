#!/bin/sh
# The expression corpus the GPU scripts use (bench/expr-corpus.txt): every
# entry parses, passes the range check and is analysed by the model without
# a lane outside its array, so a failure on the GPU is never a typo here.
. "$(dirname "$0")/../lib.sh"
W=${WARPLAB:?set WARPLAB to the binary}
BENCH=$(cd "$(dirname "$0")/../../bench" && pwd)
. "$BENCH/expr-lib.sh"
list=$(expr_corpus "$BENCH/expr-corpus.txt")
count=$(printf '%s\n' "$list" | wc -l)
[ "$count" -ge 40 ] || fail "the corpus has $count expressions, fewer than 40"
for t in f32 f64; do
    printf '%s\n' "$list" | cut -f1 | grep -qx "$t" || fail "the corpus has no $t expression"
done
tab=$(printf '\t')
printf '%s\n' "$list" >"$HARNESS_DIR/list"
while IFS="$tab" read -r t s load store; do
    if [ -n "$store" ]; then
        expect 0 "corpus: $load ; $store" -- "$W" model --expr "$load" --store-expr "$store" \
            --type "$t" --param "$s" --size 16M
    else
        expect 0 "corpus: $load" -- "$W" model --expr "$load" --type "$t" --param "$s" --size 16M
    fi
done <"$HARNESS_DIR/list"
finish
