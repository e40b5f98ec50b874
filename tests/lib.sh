# The one harness for the shell tests: source it, check, end with `finish`.
#
#   expect CODE WHAT -- COMMAND...   run COMMAND; its exit status must be CODE.
#                                    Its stdout and stderr stay in $out and $err
#                                    (also the files $HARNESS_DIR/out, /err).
#   expect_says TEXT -- COMMAND...    run COMMAND (any exit status); it must say TEXT
#   expect_output TEXT               the last command's stdout or stderr holds TEXT
#   expect_no_output TEXT            ... does not hold TEXT
#   fail MESSAGE                     count a failure and go on
#   pass                             count a check that held (for the summary)
#   die MESSAGE                      stop at once: the test cannot go on
#   skip REASON                      stop at once as skipped (ctest: exit 77)
#   finish                           exit 1 if anything failed, else 0
HARNESS_DIR=$(mktemp -d)
trap 'rm -rf "$HARNESS_DIR"' EXIT
harness_failures=0
harness_checks=0
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

expect() {
    want=$1 what=$2
    shift 3 # CODE WHAT --
    "$@" >"$HARNESS_DIR/out" 2>"$HARNESS_DIR/err"
    got=$?
    out=$(cat "$HARNESS_DIR/out")
    err=$(cat "$HARNESS_DIR/err")
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
    "$@" >"$HARNESS_DIR/out" 2>"$HARNESS_DIR/err"
    out=$(cat "$HARNESS_DIR/out")
    err=$(cat "$HARNESS_DIR/err")
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

finish() {
    if [ "$harness_failures" -ne 0 ]; then
        echo "$harness_failures failure(s); $harness_checks checks run" >&2
        exit 1
    fi
    [ "$harness_checks" -gt 0 ] || die "the test checked nothing"
    exit 0
}
