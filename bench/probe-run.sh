#!/bin/sh
# Runs `warplab sweep --expr` on each line of a probe file (TYPE BLOCK UNROLL
# S LOAD [; STORE]) and prints one CSV: the line's fields, then the sweep's.
# usage: bench/probe-run.sh WARPLAB FILE [sweep options...]
W=$1
F=$2
shift 2
first=1
grep -v '^#' "$F" | grep -v '^[[:space:]]*$' | while read -r type block unroll s rest; do
    load=${rest%%;*}
    store=
    case "$rest" in *";"*) store=${rest#*;} ;; esac
    if [ -n "$store" ]; then
        out=$("$W" sweep "$@" --expr "$load" --store-expr "$store" --range "$s..$s" \
            --block "$block" --unroll "$unroll" --type "$type" --csv)
    else
        out=$("$W" sweep "$@" --expr "$load" --range "$s..$s" --block "$block" \
            --unroll "$unroll" --type "$type" --csv)
    fi
    if [ $first = 1 ]; then
        echo "$out" | head -n 1 | sed 's/^/block,load,store,/'
        first=0
    fi
    echo "$out" | tail -n +2 | sed "s|^|$block,\"$load\",\"$store\",|"
done
