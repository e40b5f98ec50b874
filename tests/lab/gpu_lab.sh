#!/bin/sh
# On a GPU: every kernel correct on a small size, bandwidth ordering at the
# default size, and the fallback for an absent device. Skipped (77) on a
# machine without a GPU; a failure when this machine has one (an NVIDIA
# device node) and a build with CUDA cannot use it, so GPU tests never go
# quietly unrun where they could run.
# usage: gpu_lab.sh WARPLAB HAVE_CUDA (ON or OFF: how it was built)
. "$(dirname "$0")/../lib.sh"
W="$1" HAVE_CUDA="$2"
if ! "$W" info --require-gpu >/dev/null 2>&1; then
    if ls /dev/nvidia[0-9]* >/dev/null 2>&1; then
        [ "$HAVE_CUDA" = ON ] &&
            die "this machine has an NVIDIA GPU but warplab finds no CUDA device: $("$W" info 2>&1 | head -n 3)"
        skip "a GPU is here but this build has no CUDA: build with -DWARPLAB_CUDA=ON to test it"
    fi
    skip "no CUDA device answers"
fi

# Correctness: every kernel, type, parameter, unroll 1 and 4.
"$W" run-one --all --check --elements 65536 && pass || fail "kernel correctness"
# Every unroll value runs the same pattern correctly.
for u in 2 3 5 8 13 16; do
    "$W" run-one --check --elements 65536 "offset:f32:3:$u" "stride:f64:5:$u" "aos:f32:0:$u" \
        || fail "unroll $u"
done

# Bandwidth ordering at the default working set: stride 1 > 2 > 8.
csv=$("$W" sweep --kernel stride --csv --no-reference) || fail "sweep"
bw() { echo "$csv" | awk -F, -v p="$1" '$1 == "stride" && $3 == p { print $6 }'; }
b1=$(bw 1) b2=$(bw 2) b8=$(bw 8)
echo "stride 1: $b1 GB/s, stride 2: $b2 GB/s, stride 8: $b8 GB/s"
awk -v a="$b1" -v b="$b2" -v c="$b8" 'BEGIN { exit !(a > b && b > c) }' || fail "ordering"
echo "$csv" | grep -q ',false,' || fail "measurements must not be marked predicted"

# An absent device: the model answers and says why.
err=$("$W" sweep --kernel soa --device 999 --no-reference 2>&1 >/dev/null)
echo "$err" | grep -q "device 999 absent" || fail "absent device message: $err"

# A working set larger than the device: a clear error and exit 1, no crash.
expect 1 "too-large --size" -- "$W" sweep --kernel soa --size 100000G --no-reference
expect_in "$HARNESS_DIR/err" "smaller --size"

pass
finish
