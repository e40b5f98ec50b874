#!/bin/sh
# Custom experiments on a GPU: NVRTC compiles, the kernel runs and is
# measured (not predicted), the session's cache skips the second compile,
# and without NVRTC the model answers with the reason. Exit 77 without a GPU,
# and for the NVRTC parts without NVRTC.
# usage: gpu_expr.sh WARPLAB
W="$1"
if ! "$W" info | grep -q "cuda: available"; then
    echo "no CUDA device answers: skipped"
    exit 77
fi
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# Without NVRTC: predictions, labelled, with the reason.
out=$(WARPLAB_NVRTC=libnvrtc-absent.so.0 "$W" sweep --expr 'i * s' --range 1..2 --csv 2>&1)
echo "$out" | grep -q "PREDICTED, not measured: NVRTC not found" ||
    fail "no NVRTC: $out"
err=$(WARPLAB_NVRTC=libnvrtc-absent.so.0 "$W" run-one --expr i 2>&1)
echo "$err" | grep -q "NVRTC not found" || fail "run-one without NVRTC: $err"

if "$W" run-one --expr i --elements 65536 2>&1 | grep -q "NVRTC not found"; then
    echo "NVRTC is not installed: the rest is skipped"
    [ $fails -eq 0 ] && exit 77
    exit 1
fi
# One launch of each kind, guarded lanes included.
for e in 'i' '(i * 33) % n' 'i ^ 1' '0' 'i - 1' 'i * 64' '-i'; do
    "$W" run-one --expr "$e" --elements 65536 || fail "run-one --expr '$e'"
done
"$W" run-one --expr 'i * s' --param 5 --unroll 4 --type f64 --block 128 --elements 65536 ||
    fail "run-one f64 unroll 4 block 128"

# Measured, compiled once: the first point compiles, the others hit the cache.
csv=$("$W" sweep --expr 'i * s + 3' --range 1..3 --csv) || fail "sweep --expr"
echo "$csv"
echo "$csv" | awk -F, 'NR > 1 && $5 != "false" { bad = 1 } END { exit bad }' ||
    fail "expression points must be measured"
echo "$csv" | awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "compile_ms") c = i; next }
    NR == 2 && $c > 0 { ok = 1 } NR > 2 && $c != 0 { ok = 0 }
    END { exit !(c && ok) }' || fail "the first point compiles, the others come from the cache"
# The lab: an expression typed on the edit line is measured by the worker.
state=$(mktemp -d)
"$W" tui --headless 100x30 --section 1 --state-dir "$state" --dump "$state/screen" \
    --keys "i ( i Space * Space 3 3 ) Space % Space n Enter l" >/dev/null 2>&1 ||
    fail "tui with an expression exited $?"
grep -q "measured [0-9]" "$state/screen" || {
    cat "$state/screen"
    fail "the lab did not measure the typed expression"
}
rm -rf "$state"
[ $fails -eq 0 ] || { echo "$fails failure(s)"; exit 1; }
echo "custom experiments on the GPU: ok"
