#!/bin/sh
# Every command words getopt's complaints alike and exits 2: a missing value
# names the option, an unknown option names itself and the command's --help.
. "$(dirname "$0")/lib.sh"

for cmd in model sweep verify info quiz reset run-one; do
    expect_rc 2 $cmd --no-such-option
    expect_out "warplab $cmd: unknown option '--no-such-option' (see warplab $cmd --help)" \
        $cmd --no-such-option
done
expect_out "warplab model: --type needs a value" model --kernel soa --type
expect_out "warplab sweep: --size needs a value" sweep --size
expect_out "warplab verify: --log needs a value" verify --log
expect_out "warplab info: --data-dir needs a value" info --data-dir
expect_out "warplab quiz: --quiz needs a value" quiz --quiz
expect_out "warplab reset: --state-dir needs a value" reset --state-dir
expect_out "warplab run-one: --device '9999': device must be 0..1023" run-one --device 9999 offset:f32:0:1
for cmd in model sweep verify info quiz reset run-one check-content; do
    expect_rc 0 $cmd --help
done

# Shared options: one rule and one wording in every command that takes them.
for cmd in sweep check-content quiz; do
    expect_rc 2 $cmd --data-dir /nonexistent
    expect_out "warplab $cmd: --data-dir '/nonexistent': no lessons/ folder there" \
        $cmd --data-dir /nonexistent
done
expect_rc 2 tui --headless 80x24 --data-dir /nonexistent
expect_rc 2 tui --headless 80x24 --state-dir ""
expect_out "warplab tui: --state-dir '': needs a directory" tui --headless 80x24 --state-dir ""
for cmd in sweep verify run-one tui; do
    expect_out "warplab $cmd: --device '-1': device must be 0..1023" $cmd --device -1
done

# run-one's configurations: every field whole, in range, and no extra ones.
expect_rc 2 run-one offset:f32:4294967297:1
expect_out "parameter '4294967297' is not a whole number" run-one offset:f32:4294967297:1
expect_rc 2 run-one offset:f32:99999999999999999999:1
expect_out "parameter '99999999999999999999' is not a whole number" \
    run-one offset:f32:99999999999999999999:1
expect_out "more than KERNEL:TYPE:PARAM:UNROLL" run-one offset:f32:0:1:zzz
expect_out "unroll ' 4' is not a whole number" run-one "offset:f32:0: 4"
expect_out "--elements '1x': must be" run-one --elements 1x offset

# One unit parser: KB is ambiguous here as in the quiz.
expect_rc 2 sweep --cpu --kernel aos --size 4MB
expect_rc 0 sweep --cpu --kernel aos --size 4MiB

# A repeated format is not a conflict; two different ones are.
expect_rc 0 sweep --cpu --kernel aos --csv --csv
expect_out "--csv and --json exclude each other" sweep --cpu --kernel aos --csv --json

# Option values echoed in a message cannot drive the terminal.
esc=$(printf 'x\033]0;owned\007y')
out=$("$WARPLAB" model --kernel "$esc" 2>&1)
case "$out" in
*"$(printf '\033')"* | *"$(printf '\007')"*) echo "FAIL: an escape reached the terminal: $out" >&2
    fails=$((fails + 1)) ;;
*'x\x1b]0;owned\x07y'*) ;;
*) echo "FAIL: the escaped value is not shown: $out" >&2; fails=$((fails + 1)) ;;
esac

# A file name that would drive the terminal is shown escaped, in every message.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
bad="$T/x$(printf '\033]0;owned\007').md"
printf '# t\n\n## s\n\ntext \033[2J\n' >"$bad"
"$WARPLAB" check-content "$bad" >"$T/out" 2>&1
if grep -q "$(printf '\033')" "$T/out" || ! grep -q 'x\\x1b]0;owned\\x07.md' "$T/out"; then
    echo "FAIL: check-content printed a raw escape: $(cat -v "$T/out")" >&2
    fails=$((fails + 1))
fi

# A failed write to stdout is a failure, whatever the command.
if [ -w /dev/full ]; then
    for args in "model --kernel stride --json" "sweep --cpu --kernel aos --csv" "info" \
        "--help" "model --help"; do
        # shellcheck disable=SC2086
        "$WARPLAB" $args >/dev/full 2>/dev/null
        rc=$?
        [ $rc = 1 ] || { echo "FAIL: warplab $args >/dev/full exited $rc" >&2; fails=$((fails + 1)); }
    done
    out=$("$WARPLAB" info 2>&1 >/dev/full)
    case "$out" in *"cannot write the output"*) ;; *) echo "FAIL: no message: $out" >&2
        fails=$((fails + 1)) ;; esac
fi
finish
