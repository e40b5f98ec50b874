#!/bin/sh
# valgrind memcheck over the command-line paths: every run must be free of
# invalid reads and writes, uses of uninitialised values and definite or
# indirect leaks (--error-exitcode). Exit 77 when valgrind is not installed.
# Where a CUDA device answers, the commands that would open the driver are
# left out (valgrind does not understand the driver; compute-sanitizer
# checks that side).
# The command lines come in three parts, each a test of its own so that ctest
# runs them side by side (memcheck makes each run 50 times slower): PART is
# commands (help, model, info, verify, run-one, the lab without a terminal),
# sweep, or content (check-content, the quiz, reset and the lab, in order on
# one state directory).
# Usage: test_valgrind.sh WARPLAB SRCDIR PART
. "$(dirname "$0")/../lib.sh"
set -u
WARPLAB=$1
SRC=$2
PART=$3
command -v valgrind >/dev/null || skip "valgrind is not installed"
T=$HARNESS_DIR
export HOME="$T" XDG_STATE_HOME="$T/xdg" TERM=xterm-256color LC_ALL=C.UTF-8
VG_ERR=99
runs=0

# vg INPUT ARGS...: warplab ARGS under memcheck, INPUT on stdin ("" for none).
# --read-inline-info=no: reports name the outer function of inlined code;
# reading inlining from libc's debug info took a fifth of every run's time.
vg() {
    runs=$((runs + 1))
    feed '%s' "$1"
    shift
    harness_run valgrind -q --error-exitcode=$VG_ERR --leak-check=full \
        --errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect \
        --read-inline-info=no "$WARPLAB" "$@"
    if [ "$got" -eq $VG_ERR ] || grep -q "^==[0-9]*== [A-Z]" "$HARNESS_DIR/err"; then
        fail "valgrind found errors in: warplab $*
$(grep "^==" "$HARNESS_DIR/err" | head -40)"
    elif [ "$got" -gt 3 ]; then
        fail "warplab $* exited $got under valgrind: $(head -c 300 "$HARNESS_DIR/err")"
    else
        pass
    fi
}

gpu_here=false
"$WARPLAB" info --require-gpu >/dev/null 2>&1 && gpu_here=true
# gpu_vg INPUT ARGS...: like vg, but only where no CUDA device answers.
gpu_vg() {
    $gpu_here || vg "$@"
}

case $PART in
commands)
    # A representative subset, each run a path no other run here takes
    # (memcheck's own start is 0.3 s a run; every one of these paths, and
    # the ones left out, runs again under AddressSanitizer in `make asan`):
    # the dispatcher's refusal of an unknown command (--help prints a fixed
    # text through the same dispatcher; verify, run-one and the lab refuse
    # at once without a GPU or a terminal, as this does: hardening.no_gpu,
    # hardening.no_terminal and cli.every_option run them); the model's JSON report of a 2-D family; its text
    # report of a later warp, unrolled, in ASCII (the block glyphs are
    # another table of the same drawing; a slider value out of range is the
    # option check a model run passes through); info's reading of the
    # calibration.
    vg "" frobnicate
    vg "" model --kernel transpose-naive --param 4096 --json
    vg "" model --kernel aos --warp 7 --unroll 4 --ascii
    gpu_vg "" info
    ;;
sweep)
    # A representative subset: one kernel for the CSV (a point of a family
    # runs the same code as the next; `make asan` runs every point under the
    # sanitizers), a list of two for the JSON (aos and soa, a point each,
    # where stride's 32 points ran the same code 32 times). The text table
    # prints the rows the CSV does from the same predictions, and --save's
    # refusal with --cpu is an option check: both run under the sanitizers
    # in `make asan` (hardening.no_gpu, cli.every_option).
    vg "" sweep --kernel offset --cpu --csv
    vg "" sweep --kernel aos,soa --type f64 --unroll 4 --json --cpu --no-reference
    ;;
content)
    # One after another: each run on the state directory finds what the one
    # before saved.
    printf '# Bad\n\n## S\n\n<!-- warplab: kernel=nope -->\ntext\n' >"$T/bad.md"
    printf '[quiz]\nid = x\n[question q]\nkind = maybe\n' >"$T/bad.ini"
    vg "" check-content --data-dir "$SRC"
    # A bad lesson and a bad quiz, refused by the loaders the quiz and the
    # lab read them with (the quiz's own refusal of bad.ini is this one).
    vg "" check-content "$T/bad.md" "$T/bad.ini"
    # The quiz and the lab on the fixture course (the shipped quiz's first
    # three questions; the lab's start, a slider, a section, help). Every
    # figure of the shipped course went through the same checker under
    # memcheck above (check-content), so the quiz's and the lab's own
    # start-up check of them all would only repeat it at 50 times the cost.
    vg "4
1024 bytes
B
" quiz --plain --data-dir "$SRC/tests/course" --state-dir "$T/state"
    vg "1
2
" quiz --plain --data-dir "$SRC/tests/course" --state-dir "$T/state"
    vg "" reset --yes --state-dir "$T/state"
    vg "" tui --headless 100x30 --cpu --data-dir "$SRC/tests/course" --state-dir "$T/state" \
        --keys "l l n ? q" --dump "$T/screen"
    ;;
*) die "PART must be commands, sweep or content, not '$PART'" ;;
esac
echo "valgrind memcheck ($PART): $runs command lines, $harness_failures failing"
finish
