#!/bin/sh
# Custom experiments on a GPU: NVRTC compiles, the kernel runs and is
# measured (not predicted), the session's cache skips the second compile,
# and without NVRTC the model answers with the reason. Exit 77 without a GPU,
# and for the NVRTC parts without NVRTC.
# usage: gpu_expr.sh WARPLAB
. "$(dirname "$0")/../lib.sh"
W="$1"
"$W" info | grep -q "cuda: available" || skip "no CUDA device answers"

# Without NVRTC: predictions, labelled, with the reason.
expect_says "PREDICTED, not measured: NVRTC not found" -- \
    env WARPLAB_NVRTC=libnvrtc-absent.so.0 "$W" sweep --expr 'i * s' --range 1..2 --csv
expect_says "NVRTC not found" -- env WARPLAB_NVRTC=libnvrtc-absent.so.0 "$W" run-one --expr i

if "$W" run-one --expr i --elements 65536 2>&1 | grep -q "NVRTC not found"; then
    [ "$harness_failures" -eq 0 ] || finish
    skip "NVRTC is not installed: the rest is skipped"
fi
# One launch of each kind.
for e in 'i' '(i * 33) % n' 'i ^ 1' '0' 'n - 1 - i' 'i / 64'; do
    expect 0 "run-one --expr '$e'" -- "$W" run-one --expr "$e" --elements 65536
done
# A launch whose lanes leave the array is refused before it starts, with the
# lane that would, as model and sweep refuse it (one range check for all).
for e in 'i - 1' 'i * 64' '-i'; do
    expect 2 "run-one --expr '$e' (outside the array)" -- \
        "$W" run-one --expr "$e" --elements 65536
    expect_output "touches element"
done
expect 0 "run-one f64 unroll 4 block 128" -- \
    "$W" run-one --expr 'i * s' --param 5 --unroll 4 --type f64 --block 128 --elements 65536

# Measured, compiled once: the first point compiles, the others hit the cache.
expect 0 "sweep --expr" -- "$W" sweep --expr 'i * s + 3' --range 1..3 --csv
csv=$out
echo "$csv"
echo "$csv" | awk -F, 'NR > 1 && $5 != "false" { bad = 1 } END { exit bad }' && pass ||
    fail "expression points must be measured"
echo "$csv" | awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "compile_ms") c = i; next }
    NR == 2 && $c > 0 { ok = 1 } NR > 2 && $c != 0 { ok = 0 }
    END { exit !(c && ok) }' && pass || fail "the first point compiles, the others come from the cache"
# The lab: an expression typed on the edit line is measured by the worker.
expect 0 "the lab with an expression" -- "$W" tui --headless 100x30 --section a-gpu-for-c-programmers \
    --state-dir "$HARNESS_DIR/state" --dump "$HARNESS_DIR/screen" \
    --keys "i ( i Space * Space 3 3 ) Space % Space n Enter l"
grep -q "measured [0-9]" "$HARNESS_DIR/screen" && pass ||
    fail "the lab did not measure the typed expression: $(cat "$HARNESS_DIR/screen")"
[ "$harness_failures" -eq 0 ] && echo "custom experiments on the GPU: ok"
finish
