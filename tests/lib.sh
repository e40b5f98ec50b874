# The one harness for the shell tests: source it, check, end with `finish`.
#
#   expect CODE WHAT -- COMMAND...   run COMMAND; its exit status must be CODE.
#                                    Its stdout and stderr stay in $out and $err
#                                    (also the files $HARNESS_DIR/out, /err).
#                                    COMMAND may be a shell function.
#   expect_says TEXT -- COMMAND...    run COMMAND (any exit status); it must say TEXT
#   harness_run COMMAND...           run COMMAND as expect does, checking nothing
#                                    but this: with --json among its words, what
#                                    it printed must be strict JSON; its exit
#                                    status in $got
#   strict_json FILE                 FILE parses as strict JSON (no NaN, no
#                                    Infinity, no raw control character)
#                                    now; harness_run keeps each --json
#                                    output and `finish` checks them all in
#                                    one interpreter (one start, not one per
#                                    command)
#   feed FORMAT [ARG...]             the next expect or expect_says feeds its
#                                    COMMAND printf FORMAT ARG... on stdin
#                                    (otherwise COMMAND reads an empty stdin,
#                                    never the test's own: a here-document
#                                    given to expect does not reach COMMAND)
#   expect_output TEXT               the last command's stdout or stderr holds TEXT
#   expect_no_output TEXT            ... does not hold TEXT
#   expect_in FILE TEXT              FILE holds TEXT (for one stream of the last
#                                    command: FILE $HARNESS_DIR/out or /err)
#   expect_not_in FILE TEXT          FILE does not hold TEXT
#   fail MESSAGE                     count a failure and go on
#   pass                             count a check that held (for the summary)
#   die MESSAGE                      stop at once: the test cannot go on
#   skip REASON                      stop at once as skipped (ctest: exit 77)
#   finish                           exit 1 if anything failed, else 0;
#                                    a test that checked nothing fails
# $HARNESS_DIR is the test's scratch folder, removed when the test ends.
# python3 is the interpreter the build found (WL_PYTHON, which ctest sets),
# not a launcher the PATH puts in front of it.
if [ -n "${WL_PYTHON:-}" ]; then
    python3() { "$WL_PYTHON" "$@"; }
fi
HARNESS_DIR=$(mktemp -d)
trap 'rm -rf "$HARNESS_DIR"' EXIT
: >"$HARNESS_DIR/in"
harness_failures=0
harness_checks=0
harness_json=0
out=
err=

fail() {
    echo "FAIL: $*" >&2
    harness_failures=$((harness_failures + 1))
}

pass() {
    harness_checks=$((harness_checks + 1))
}

die() {
    echo "FAIL: $*" >&2
    exit 1
}

skip() {
    echo "SKIP: $*" >&2
    exit 77
}

feed() {
    # shellcheck disable=SC2059
    printf "$@" >"$HARNESS_DIR/in"
}

# harness_run COMMAND...: run it on the fed input, keep its output, set $got.
harness_run() {
    "$@" <"$HARNESS_DIR/in" >"$HARNESS_DIR/out" 2>"$HARNESS_DIR/err"
    got=$?
    : >"$HARNESS_DIR/in"
    out= err=
    [ -s "$HARNESS_DIR/out" ] && out=$(cat "$HARNESS_DIR/out") # no process for nothing
    [ -s "$HARNESS_DIR/err" ] && err=$(cat "$HARNESS_DIR/err")
    for arg in "$@"; do
        if [ "$arg" = --json ] && [ -s "$HARNESS_DIR/out" ]; then
            keep_json "$@"
            break
        fi
    done
}

# keep_json COMMAND...: the last stdout, kept for finish's strict check with
# the command that printed it (the name of a failure).
keep_json() {
    harness_json=$((harness_json + 1))
    mkdir -p "$HARNESS_DIR/json"
    cp "$HARNESS_DIR/out" "$HARNESS_DIR/json/$harness_json.json"
    printf '%s\n' "$*" >"$HARNESS_DIR/json/$harness_json.cmd"
}

# strict_json FILE: FILE is JSON a strict parser takes: no NaN or Infinity,
# no raw control character in a string, nothing after the value. Every
# --json output run through harness_run passes through it.
strict_json() {
    strict_json_files "$1"
}

# strict_json_files FILE...: each FILE strict JSON; names each that is not
# (with the command in FILE's .cmd beside it, when there is one) and exits 1.
strict_json_files() {
    python3 -c '
import json, os, sys
def refuse(word):
    raise ValueError("%s is not JSON" % word)
bad = 0
for path in sys.argv[1:]:
    try:
        json.loads(open(path, encoding="utf-8").read(), parse_constant=refuse)
    except ValueError as e:
        cmd = path[:-len(".json")] + ".cmd"
        what = open(cmd).read().strip() if path.endswith(".json") and os.path.exists(cmd) else path
        print("not strict JSON from: %s: %s" % (what, e), file=sys.stderr)
        bad += 1
sys.exit(1 if bad else 0)
' "$@"
}

# Every kept --json output, in one interpreter: one failure per bad output.
check_kept_json() {
    [ "$harness_json" -gt 0 ] || return 0
    i=1
    set --
    while [ $i -le "$harness_json" ]; do
        set -- "$@" "$HARNESS_DIR/json/$i.json"
        i=$((i + 1))
    done
    strict_json_files "$@" 2>"$HARNESS_DIR/json/verdict"
    bad=$(grep -c '^not strict JSON from: ' "$HARNESS_DIR/json/verdict")
    [ -s "$HARNESS_DIR/json/verdict" ] && cat "$HARNESS_DIR/json/verdict" >&2
    if [ "$bad" -gt 0 ]; then
        harness_failures=$((harness_failures + bad))
    elif [ -s "$HARNESS_DIR/json/verdict" ]; then
        fail "the strict JSON check did not run"
    fi
}

expect() {
    want=$1 what=$2
    shift 3 # CODE WHAT --
    harness_run "$@"
    harness_checks=$((harness_checks + 1))
    if [ "$got" != "$want" ]; then
        fail "$what: exit $got, expected $want (command: $*)
--- stdout:
$(head -c 2000 "$HARNESS_DIR/out")
--- stderr:
$(head -c 2000 "$HARNESS_DIR/err")"
    fi
}

expect_says() {
    text=$1
    shift 2 # TEXT --
    harness_run "$@"
    expect_output "$text"
}

expect_output() {
    harness_checks=$((harness_checks + 1))
    case "$out
$err" in
    *"$1"*) ;;
    *) fail "output lacks '$1'; stdout: $(printf '%s' "$out" | head -c 600); stderr: $(printf '%s' "$err" | head -c 600)" ;;
    esac
}

expect_no_output() {
    harness_checks=$((harness_checks + 1))
    case "$out
$err" in
    *"$1"*) fail "output holds '$1': $(printf '%s\n%s' "$out" "$err" | head -c 600)" ;;
    esac
}

# holds FILE TEXT: whether a line of FILE holds TEXT (grep -qF). A file of
# a few hundred lines (a screen) is read by the shell itself: the checks
# read thousands of screens, a grep process each.
holds() {
    case $2 in *"$harness_nl"*) grep -qF -- "$2" "$1" 2>/dev/null; return ;; esac
    [ -r "$1" ] || return 1
    holds_n=0 holds_line=
    while [ $holds_n -lt 400 ] && IFS= read -r holds_line || [ -n "$holds_line" ]; do
        case $holds_line in *"$2"*) return 0 ;; esac
        holds_n=$((holds_n + 1)) holds_line=
    done <"$1"
    [ $holds_n -ge 400 ] && grep -qF -- "$2" "$1" 2>/dev/null
}
harness_nl='
'

expect_in() {
    harness_checks=$((harness_checks + 1))
    holds "$1" "$2" ||
        fail "$1 lacks '$2'; it holds:
$(head -c 4000 "$1" 2>&1)"
}

expect_not_in() {
    harness_checks=$((harness_checks + 1))
    if holds "$1" "$2"; then
        fail "$1 holds '$2':
$(head -c 4000 "$1")"
    fi
}

# tmux_lab NAME: a test that drives the real lab in tmux; skipped without
# tmux. Sets the terminal, the locale and XDG_STATE_HOME, S (the state
# folder) and SOCK (a socket of its own, its server killed at exit).
tmux_lab() {
    command -v tmux >/dev/null 2>&1 || skip "tmux is not installed"
    export TERM=xterm-256color LC_ALL=C.UTF-8 XDG_STATE_HOME="$HARNESS_DIR/xdg"
    S=$HARNESS_DIR/state
    SOCK="warplab-$1-$$"
    trap 'tmux -L "$SOCK" kill-server 2>/dev/null; rm -rf "$HARNESS_DIR"' EXIT
}

# wait_for TEXT: the tmux pane "lab" on the server $SOCK (the caller's own
# -L socket) shows TEXT within ten seconds.
wait_for() {
    i=0
    while [ $i -lt 100 ]; do
        tmux -L "$SOCK" capture-pane -p -t lab 2>/dev/null | grep -qF "$1" && return 0
        sleep 0.1
        i=$((i + 1))
    done
    return 1
}

finish() {
    check_kept_json
    if [ "$harness_failures" -ne 0 ]; then
        echo "$harness_failures failure(s); $harness_checks checks run" >&2
        exit 1
    fi
    [ "$harness_checks" -gt 0 ] || die "the test checked nothing"
    exit 0
}
