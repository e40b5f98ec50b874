#!/bin/sh
# What the lab checks on a real GPU, with logs in OUTDIR. Steps (any of them,
# in order; default all): env tests bench reference verify verify4 sanitizers
#   env         device, driver, tool versions, the unrolled kernel's SASS
#   tests       ctest -L gpu
#   bench       bench/run.sh
#   reference   the full reference sweep, saved as OUTDIR/nvidia-h200.txt
#   verify      the model against ncu, unroll 1, every kernel, f32 and f64
#   verify4     the same for the one-dimensional kernels at unroll 4
#   sanitizers  compute-sanitizer memcheck, racecheck, initcheck on every kernel
# usage: tools/gpu-checks.sh BUILD_DIR OUTDIR [STEP...]
B=${1:-build-gpu}
O=${2:-gpu-checks}
shift 2 2>/dev/null
W=$B/warplab
mkdir -p "$O"
step() { echo "### $*  ($(date -u +%H:%M:%S))"; }

env_step() {
    nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.mem --format=csv
    "$W" info
    ncu --version | tail -1
    compute-sanitizer --version | tail -1
    echo "SASS of wl_offset<float, 4>: loads first, then stores, 4 bytes wide"
    cuobjdump --dump-sass --function '_Z9wl_offsetIfLi4EEvPT_i' "$W" | grep -E 'LDG|STG'
}

sanitizers_step() {
    for tool in memcheck racecheck initcheck; do
        echo "== $tool"
        timeout 150 compute-sanitizer --tool "$tool" --error-exitcode 9 \
            "$W" run-one --all --check --elements 16384 >/tmp/wl-sanitizer.log 2>&1
        echo "exit $?"
        tail -4 /tmp/wl-sanitizer.log
    done
}

for s in ${*:-env tests bench reference verify verify4 sanitizers}; do
    step "$s"
    case $s in
    env) env_step >"$O/env.txt" 2>&1 ;;
    tests)
        ctest --test-dir "$B" -L gpu --output-on-failure >"$O/gpu-tests.log" 2>&1
        tail -3 "$O/gpu-tests.log" ;;
    bench)
        timeout 120 bench/run.sh "$W" >"$O/bench.txt" 2>&1
        cat "$O/bench.txt" ;;
    reference)
        timeout 150 "$W" sweep --kernel every --type all --unroll 1,4 --no-reference \
            --save "$O/nvidia-h200.txt" >"$O/sweep.txt" 2>&1
        echo "sweep exit $?" ;;
    verify)
        timeout 240 "$W" verify --kernel all --type all --unroll 1 --log "$O/ncu-raw.csv" \
            >"$O/verify.txt" 2>&1
        echo "verify exit $?"
        tail -4 "$O/verify.txt" ;;
    verify4)
        timeout 200 "$W" verify --kernel offset,stride,aos,soa --type all --unroll 4 \
            >"$O/verify4.txt" 2>&1
        echo "verify exit $?"
        tail -4 "$O/verify4.txt" ;;
    sanitizers)
        sanitizers_step >"$O/sanitizers.log" 2>&1
        cat "$O/sanitizers.log" ;;
    *) echo "unknown step $s" ;;
    esac
done
step done
