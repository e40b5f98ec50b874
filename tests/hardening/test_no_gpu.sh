#!/bin/sh
# GPU faults a machine without a GPU can inject: no CUDA in the build or no
# device, a --device that does not exist, a working set no GPU could hold,
# and Nsight Compute missing (or named with shell metacharacters). Every
# command must answer within 20 s with a clear message and the documented
# status: a labelled fallback to the model (0), a usage error (2) or "a tool
# it needs is unavailable" (3). On a machine where CUDA answers this test is
# skipped (77): there the GPU tests cover the real device.
# Usage: test_no_gpu.sh WARPLAB
set -u
WARPLAB=$1
TIMEOUT=$(command -v timeout) || { echo "needs timeout(1)" >&2; exit 1; }
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
export HOME="$T" XDG_STATE_HOME="$T/xdg"
fails=0
fail() {
    echo "FAIL: $*" >&2
    fails=$((fails + 1))
}

# expect STATUS NEEDLE [ENV=VALUE...] -- ARGS...: exit STATUS within 20 s,
# saying NEEDLE on stdout or stderr.
expect() {
    want=$1
    needle=$2
    shift 2
    envs=""
    while [ "$1" != "--" ]; do
        envs="$envs $1"
        shift
    done
    shift
    # shellcheck disable=SC2086
    out=$(env $envs "$TIMEOUT" -k 5 20 "$WARPLAB" "$@" 2>&1 </dev/null)
    got=$?
    printf '%-60s exit %s  %s\n' "$*" "$got" "$(printf '%s' "$out" | grep -F -m1 -- "$needle" | cut -c1-90)"
    [ "$got" = "$want" ] || fail "warplab $*: exit $got, expected $want; it said: $out"
    case $out in
    *"$needle"*) ;;
    *) fail "warplab $*: does not say '$needle'; it said: $out" ;;
    esac
}

if "$WARPLAB" info --require-gpu >/dev/null 2>&1; then
    echo "a CUDA device answers here; the GPU tests cover this machine"
    exit 77
fi

# Why CUDA is unavailable here (built without it, no driver, no device):
# every fallback below must give the same reason.
reason=$("$WARPLAB" info 2>&1 | sed -n 's/.*cuda: unavailable: //p' | head -n 1)
[ -n "$reason" ] || fail "info gives no reason why CUDA is unavailable"

expect 0 "cuda: unavailable" -- info
expect 0 "cuda: unavailable" CUDA_VISIBLE_DEVICES= -- info
expect 0 "PREDICTIONS from the performance model, not measurements: $reason" -- sweep --kernel stride
expect 0 "PREDICTIONS" -- sweep --kernel stride --device 5
expect 0 "PREDICTIONS" CUDA_VISIBLE_DEVICES=7 -- sweep --kernel offset --type f64
expect 2 "device must be" -- sweep --kernel stride --device 1024
expect 2 "device must be" -- sweep --kernel stride --device -1
expect 2 "device must be" -- sweep --kernel stride --device 0x1
expect 0 "working set" -- sweep --kernel stride --size 1000000000000000
expect 2 "--size" -- sweep --kernel stride --size 99999999999999999999999
expect 2 "--size" -- sweep --kernel stride --size 1Q
expect 1 "$reason" -- run-one stride:f32:1:1
expect 3 "not on PATH" PATH="$T" -- verify
expect 3 "not on PATH" PATH="$T" -- verify --kernel stride --device 5
expect 3 "not an executable" -- verify --ncu "/nonexistent; touch $T/pwned"
expect 3 "" -- verify --ncu "\$(touch $T/pwned)"
[ -e "$T/pwned" ] && fail "a --ncu value was run through a shell"

# The lab itself falls back and says so on its screen.
timeout -k 5 20 "$WARPLAB" tui --device 9 --headless 100x30 --keys q --dump "$T/screen" \
    --state-dir "$T/state" </dev/null >/dev/null 2>&1
rc=$?
printf '%-60s exit %s\n' "tui --device 9 --headless 100x30" "$rc"
[ "$rc" = 0 ] || fail "tui --device 9: exit $rc"
grep -qE "model:? predictions" "$T/screen" || fail "tui --device 9: the screen does not say it predicts"

[ "$fails" -eq 0 ] || { echo "$fails failure(s)" >&2; exit 1; }
exit 0
