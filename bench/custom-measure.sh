#!/bin/sh
# Measures (or, with --cpu, predicts) every custom experiment of
# bench/custom-set.txt with `warplab sweep --expr`; one CSV on stdout, the
# sweep's columns plus the set's family and block size in front.
# usage: bench/custom-measure.sh [WARPLAB] [--cpu [--calibration FILE]]
W=${1:-build/warplab}
shift 2>/dev/null
SET=$(cd "$(dirname "$0")" && pwd)/custom-set.txt
first=1
grep -v '^#' "$SET" | grep -v '^[[:space:]]*$' | while read -r fam type block unroll s rest; do
    load=${rest%%;*}
    store=
    case "$rest" in *";"*) store=${rest#*;} ;; esac
    set -- "$@"
    if [ -n "$store" ]; then
        out=$("$W" sweep "$@" --expr "$load" --store-expr "$store" --range "$s..$s" \
            --block "$block" --unroll "$unroll" --type "$type" --csv 2>/dev/null)
    else
        out=$("$W" sweep "$@" --expr "$load" --range "$s..$s" \
            --block "$block" --unroll "$unroll" --type "$type" --csv 2>/dev/null)
    fi
    if [ -z "$out" ]; then
        echo "custom-measure: no figure for: $fam $type $block $unroll $s $rest" >&2
        continue
    fi
    if [ $first = 1 ]; then
        echo "$out" | head -n 1 | sed 's/^/family,block,load,store,/'
        first=0
    fi
    echo "$out" | tail -n +2 | sed "s|^|$fam,$block,\"$load\",\"$store\",|"
done
