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

# vg INPUT ARGS...: INPUT is piped to stdin ("" for none).
vg() {
    input=$1
    shift
    runs=$((runs + 1))
    printf '%s' "$input" | valgrind -q --error-exitcode=$VG_ERR --leak-check=full \
        --errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect \
        "$WARPLAB" "$@" >"$T/out" 2>"$T/err"
    rc=$?
    if [ $rc -eq $VG_ERR ] || grep -q "^==[0-9]*== [A-Z]" "$T/err"; then
        echo "FAIL: valgrind found errors in: warplab $*" >&2
        grep "^==" "$T/err" | head -40 >&2
        fails=$((fails + 1))
    elif [ $rc -gt 3 ]; then
        echo "FAIL: warplab $* exited $rc under valgrind: $(head -c 300 "$T/err")" >&2
        fails=$((fails + 1))
    fi
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
vg "4
1024 bytes
B
" quiz --plain --data-dir "$SRC" --state-dir "$T/state"
vg "1
2
" quiz --plain --data-dir "$SRC" --state-dir "$T/state"
vg "" quiz --plain --quiz "$T/bad.ini"
vg "" reset --yes --state-dir "$T/state"
gpu_vg "" verify --ncu /nonexistent
gpu_vg "" run-one stride:f32:1:1
gpu_vg "" tui --cpu
vg "" tui --headless 100x30 --cpu --data-dir "$SRC" --state-dir "$T/state" --keys "l l n ? q" \
    --dump "$T/screen"

[ "$fails" -eq 0 ] || { echo "$fails of $runs runs failed under valgrind" >&2; exit 1; }
echo "valgrind memcheck: $runs command lines clean"
exit 0
