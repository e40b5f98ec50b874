#!/bin/sh
# valgrind memcheck over the command-line paths: every run must be free of
# invalid reads and writes, uses of uninitialised values and definite or
# indirect leaks (--error-exitcode). Exit 77 when valgrind is not installed.
# Where a CUDA device answers, the commands that would open the driver are
# left out (valgrind does not understand the driver; compute-sanitizer
# checks that side).
# Usage: test_valgrind.sh WARPLAB SRCDIR
set -u
WARPLAB=$1
SRC=$2
command -v valgrind >/dev/null || { echo "valgrind is not installed"; exit 77; }
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
export HOME="$T" XDG_STATE_HOME="$T/xdg" TERM=xterm-256color LC_ALL=C.UTF-8
VG_ERR=99
fails=0
runs=0

# vg INPUT ARGS...: INPUT is piped to stdin ("" for none). Runs go in the
# background, as many at once as there are processors: memcheck makes each
# run 50 times slower, and this test is the suite's longest. Each run keeps
# its output in $T/runN; a run that failed leaves $T/runN/fail.
jobs=$(nproc 2>/dev/null || echo 2)
vg() {
    input=$1
    shift
    runs=$((runs + 1))
    (
        d="$T/run$runs"
        mkdir -p "$d"
        printf '%s' "$input" | valgrind -q --error-exitcode=$VG_ERR --leak-check=full \
            --errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect \
            "$WARPLAB" "$@" >"$d/out" 2>"$d/err"
        rc=$?
        if [ $rc -eq $VG_ERR ] || grep -q "^==[0-9]*== [A-Z]" "$d/err"; then
            { echo "FAIL: valgrind found errors in: warplab $*"; grep "^==" "$d/err" | head -40; } >"$d/fail"
        elif [ $rc -gt 3 ]; then
            echo "FAIL: warplab $* exited $rc under valgrind: $(head -c 300 "$d/err")" >"$d/fail"
        fi
    ) &
    # A batch of $jobs at a time: simple, and close to full use of the cores.
    [ $((runs % jobs)) -ne 0 ] || wait
}
# vg_alone INPUT ARGS...: a run that shares the state directory with others
# goes alone, after them, so each finds what the one before saved.
vg_alone() {
    wait
    vg "$@"
    wait
}

gpu_here=false
"$WARPLAB" info --require-gpu >/dev/null 2>&1 && gpu_here=true
# gpu_vg INPUT ARGS...: like vg, but only where no CUDA device answers.
gpu_vg() {
    $gpu_here || vg "$@"
}

printf '# Bad\n\n## S\n\n<!-- warplab: kernel=nope -->\ntext\n' >"$T/bad.md"
printf '[quiz]\nid = x\n[question q]\nkind = maybe\n' >"$T/bad.ini"

vg "" --help
vg "" --version
vg "" frobnicate
vg "" model --kernel stride --type f32 --param 8
vg "" model --kernel transpose-naive --param 4096 --json
vg "" model --kernel aos --warp 7 --unroll 4 --ascii
vg "" model --kernel offset --param 33
vg "" model --kernel nope
vg "" sweep --kernel all --cpu --csv
vg "" sweep --kernel stride --type f64 --unroll 4 --json --cpu --no-reference
gpu_vg "" sweep --kernel stride --device 5
vg "" sweep --kernel stride --size 1Q
vg "" sweep --kernel stride --save "$T/sweep.csv" --csv --cpu
gpu_vg "" info
vg "" check-content --data-dir "$SRC"
vg "" check-content "$T/bad.md" "$T/bad.ini"
vg_alone "4
1024 bytes
B
" quiz --plain --data-dir "$SRC" --state-dir "$T/state"
vg_alone "1
2
" quiz --plain --data-dir "$SRC" --state-dir "$T/state"
vg "" quiz --plain --quiz "$T/bad.ini"
vg_alone "" reset --yes --state-dir "$T/state"
gpu_vg "" verify --ncu /nonexistent
gpu_vg "" run-one stride:f32:1:1
gpu_vg "" tui --cpu
vg_alone "" tui --headless 100x30 --cpu --data-dir "$SRC" --state-dir "$T/state" --keys "l l n ? q" \
    --dump "$T/screen"

wait
for f in "$T"/run*/fail; do
    [ -e "$f" ] || continue
    cat "$f" >&2
    fails=$((fails + 1))
done
[ "$fails" -eq 0 ] || { echo "$fails of $runs runs failed under valgrind" >&2; exit 1; }
echo "valgrind memcheck: $runs command lines clean"
exit 0
