#!/bin/sh
# Runs every libFuzzer target of a WARPLAB_FUZZ=ON build for a while, starting
# from the seed corpus and the inputs that once failed, and prints one line
# per target: executions, seconds, result. Exit 1 when any target found a
# crash, a leak, a timeout or an out-of-memory; the input that did it is kept
# in the output directory. Usage:
#   tests/fuzz/run.sh BUILD_DIR SECONDS_PER_TARGET [OUT_DIR] [TARGET...]
# Short CI run: tests/fuzz/run.sh build-fuzz 12. Long run: 600 or more, and
# `nice -n 19` in front on a shared machine.
set -u
build=${1:?usage: run.sh BUILD_DIR SECONDS [OUT_DIR] [TARGET...]}
seconds=${2:?usage: run.sh BUILD_DIR SECONDS [OUT_DIR] [TARGET...]}
out=${3:-$(mktemp -d "${TMPDIR:-/tmp}/warplab-fuzz.XXXXXX")}
[ $# -ge 3 ] && shift 3 || shift $#
here=$(cd "$(dirname "$0")" && pwd)
targets=${*:-"model lesson quiz reference progress answer cli expr"}
mkdir -p "$out" || exit 2
out=$(cd "$out" && pwd)
failed=0
printf '%-10s %12s %8s  %s\n' target executions seconds result
for t in $targets; do
    bin="$build/fuzz_$t"
    [ -x "$bin" ] || { echo "run.sh: $bin is missing (build with -DWARPLAB_FUZZ=ON)" >&2; exit 2; }
    work="$out/$t"
    mkdir -p "$work/corpus" "$work/findings"
    set --
    [ -d "$here/corpus/$t" ] && set -- "$here/corpus/$t"
    [ -d "$here/regress/$t" ] && set -- "$@" "$here/regress/$t"
    # The project's own files of this kind, read where they live.
    case $t in
    lesson) set -- "$@" "$here/../../lessons" ;;
    quiz) set -- "$@" "$here/../../quizzes" ;;
    reference) set -- "$@" "$here/../../reference" ;;
    esac
    # The command line prints a lot by design; its stdout and stderr are
    # dropped (sanitizer reports still come through libFuzzer's own copy).
    mask=1
    [ "$t" = cli ] && mask=3
    start=$(date +%s)
    "$bin" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -close_fd_mask=$mask \
        -print_final_stats=1 -artifact_prefix="$work/findings/" "$work/corpus" "$@" \
        >"$work/log" 2>&1
    rc=$?
    took=$(($(date +%s) - start))
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log" | tail -n 1)
    found=$(ls "$work/findings" | wc -l)
    if [ $rc -eq 0 ] && [ "$found" -eq 0 ]; then
        result="ok: no crash, leak, timeout or out-of-memory"
    else
        result="FAILED (exit $rc): $(ls "$work/findings" | tr '\n' ' ')see $work/log"
        failed=1
    fi
    printf '%-10s %12s %8s  %s\n' "$t" "${runs:-?}" "$took" "$result"
done
exit $failed
