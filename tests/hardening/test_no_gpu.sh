#!/bin/sh
# GPU faults a machine without a GPU can inject: no CUDA in the build or no
# device, a --device that does not exist, a working set no GPU could hold,
# and Nsight Compute missing (or named with shell metacharacters). Every
# command must answer within 20 s with a clear message and the documented
# status: a labelled fallback to the model (0), a usage error (2) or "a tool
# it needs is unavailable" (3). On a machine where CUDA answers this test is
# skipped (77): there the GPU tests cover the real device.
# Usage: test_no_gpu.sh WARPLAB
. "$(dirname "$0")/../lib.sh"
set -u
WARPLAB=$1
TIMEOUT=$(command -v timeout) || die "needs timeout(1)"
T=$HARNESS_DIR
export HOME="$T" XDG_STATE_HOME="$T/xdg"

# answers STATUS NEEDLE [ENV=VALUE...] -- ARGS...: warplab ARGS, with those
# variables set, exits STATUS within 20 s, saying NEEDLE on stdout or stderr.
answers() {
    status=$1
    needle=$2
    shift 2
    envs=""
    while [ "$1" != "--" ]; do
        envs="$envs $1"
        shift
    done
    shift
    # shellcheck disable=SC2086
    expect "$status" "warplab $*" -- env $envs "$TIMEOUT" -k 5 20 "$WARPLAB" "$@"
    expect_output "$needle"
    printf '%-60s exit %s  %s\n' "$*" "$got" \
        "$(printf '%s\n%s' "$out" "$err" | grep -F -m1 -- "$needle" | cut -c1-90)"
}

"$WARPLAB" info --require-gpu >/dev/null 2>&1 && skip "a CUDA device answers here; the GPU tests cover this machine"

# Why CUDA is unavailable here (built without it, no driver, no device):
# every fallback below must give the same reason.
reason=$("$WARPLAB" info 2>&1 | sed -n 's/.*cuda: unavailable: //p' | head -n 1)
[ -n "$reason" ] || fail "info gives no reason why CUDA is unavailable"

answers 0 "cuda: unavailable" -- info
answers 0 "cuda: unavailable" CUDA_VISIBLE_DEVICES= -- info
answers 0 "PREDICTIONS from the performance model, not measurements: $reason" -- sweep --kernel stride
answers 0 "PREDICTIONS" -- sweep --kernel stride --device 5
answers 0 "PREDICTIONS" CUDA_VISIBLE_DEVICES=7 -- sweep --kernel offset --type f64
answers 2 "device must be" -- sweep --kernel stride --device 1024
answers 2 "device must be" -- sweep --kernel stride --device -1
answers 2 "device must be" -- sweep --kernel stride --device 0x1
answers 0 "working set" -- sweep --kernel stride --size 1000000000000000
answers 2 "--size" -- sweep --kernel stride --size 99999999999999999999999
answers 2 "--size" -- sweep --kernel stride --size 1Q
answers 3 "$reason" -- run-one stride:f32:1:1
answers 3 "$reason" -- run-one --expr i
answers 3 "not on PATH" PATH="$T" -- verify
answers 3 "not on PATH" PATH="$T" -- verify --kernel stride --device 5
answers 3 "not an executable" -- verify --ncu "/nonexistent; touch $T/pwned"
answers 3 "" -- verify --ncu "\$(touch $T/pwned)"
expect 1 "a --ncu value is never run through a shell" -- test -e "$T/pwned"

# The lab itself falls back and says so on its screen.
expect 0 "tui --device 9" -- "$TIMEOUT" -k 5 20 "$WARPLAB" tui --device 9 --headless 100x30 --keys q \
    --dump "$T/screen" --state-dir "$T/state"
expect 0 "tui --device 9: the screen says it predicts" -- grep -E "model:? predictions" "$T/screen"
finish
