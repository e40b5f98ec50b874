#!/bin/sh
# Every command words getopt's complaints alike and exits 2: a missing value
# names the option, an unknown option names itself and the command's --help.
. "$(dirname "$0")/../lib.sh"
W=${WARPLAB:?set WARPLAB to the binary}

for cmd in model sweep verify info quiz reset run-one; do
    expect 2 "warplab $cmd --no-such-option" -- "$W" $cmd --no-such-option
    expect_output "warplab $cmd: unknown option '--no-such-option' (see warplab $cmd --help)"
done
expect_says "warplab model: --type needs a value" -- "$W" model --kernel soa --type
expect_says "warplab sweep: --size needs a value" -- "$W" sweep --size
expect_says "warplab verify: --log needs a value" -- "$W" verify --log
expect_says "warplab info: --data-dir needs a value" -- "$W" info --data-dir
expect_says "warplab quiz: --quiz needs a value" -- "$W" quiz --quiz
expect_says "warplab reset: --state-dir needs a value" -- "$W" reset --state-dir
expect_says "warplab run-one: --device '9999': device must be 0..1023" -- "$W" run-one --device 9999 offset:f32:0:1
for cmd in model sweep verify info quiz reset run-one check-content; do
    expect 0 "warplab $cmd --help" -- "$W" $cmd --help
done

# Shared options: one rule and one wording in every command that takes them.
for cmd in info sweep check-content quiz; do
    expect 2 "warplab $cmd --data-dir /nonexistent" -- "$W" $cmd --data-dir /nonexistent
    expect_output "warplab $cmd: --data-dir '/nonexistent': no lessons/ folder there"
done
expect 2 "warplab tui --headless 80x24 --data-dir /nonexistent" -- "$W" tui --headless 80x24 --data-dir /nonexistent
expect 2 "warplab tui --headless 80x24 --state-dir" -- "$W" tui --headless 80x24 --state-dir ""
expect_output "warplab tui: --state-dir '': needs a directory"
for cmd in sweep verify run-one tui; do
    expect_says "warplab $cmd: --device '-1': device must be 0..1023" -- "$W" $cmd --device -1
done

# A name or number with a blank at one end is a slip of the quoting: refused
# by the one parser, in a whole sentence, for every option alike (the lab's
# --section took '5 ' as section 5); a space stays a key in --keys.
expect 2 "warplab tui --section '5 '" -- "$W" tui --headless 80x24 --state-dir "$HARNESS_DIR/st" --section '5 '
expect_output "warplab tui: --section '5 ': A value cannot begin or end with a blank; give it as '5'."
expect_says "warplab model: --kernel ' stride': A value cannot begin or end with a blank; give it as 'stride'." -- \
    "$W" model --kernel ' stride'
expect_says "warplab reset: --section ' ': A value of blanks alone gives nothing." -- "$W" reset --section ' '
expect 0 "a space key" -- "$W" tui --headless 80x24 --state-dir "$HARNESS_DIR/st" --keys ' q'

# run-one's configurations: every field whole, in range, and no extra ones.
expect 2 "warplab run-one offset:f32:4294967297:1" -- "$W" run-one offset:f32:4294967297:1
expect_output "parameter '4294967297' is not a whole number"
expect 2 "warplab run-one offset:f32:99999999999999999999:1" -- "$W" run-one offset:f32:99999999999999999999:1
expect_output "parameter '99999999999999999999' is not a whole number"
expect_says "more than KERNEL:TYPE:PARAM:UNROLL" -- "$W" run-one offset:f32:0:1:zzz
expect_says "unroll ' 4' is not a whole number" -- "$W" run-one "offset:f32:0: 4"
expect_says "--elements '1x': must be" -- "$W" run-one --elements 1x offset

# One unit parser: KB is ambiguous here as in the quiz.
expect 2 "warplab sweep --cpu --kernel aos --size 4MB" -- "$W" sweep --cpu --kernel aos --size 4MB
expect 0 "warplab sweep --cpu --kernel aos --size 4MiB" -- "$W" sweep --cpu --kernel aos --size 4MiB

# Two different formats conflict; one given twice is refused like every
# option given twice, with a value or without (a slip of the command line).
expect 2 "warplab sweep --cpu --kernel aos --csv --csv" -- "$W" sweep --cpu --kernel aos --csv --csv
expect_output "--csv given twice"
expect_says "--csv and --json exclude each other" -- "$W" sweep --cpu --kernel aos --csv --json

# Option values echoed in a message cannot drive the terminal.
expect 2 "an escape in a kernel name" -- "$W" model --kernel "$(printf 'x\033]0;owned\007y')"
expect_output 'x\x1b]0;owned\x07y'
expect_no_output "$(printf '\033')"
expect_no_output "$(printf '\007')"

# A file name that would drive the terminal is shown escaped, in every message.
bad="$HARNESS_DIR/x$(printf '\033]0;owned\007').md"
printf '# t\n\n## s\n\ntext \033[2J\n' >"$bad"
expect 1 "a lesson whose name holds an escape" -- "$W" check-content "$bad"
expect_output 'x\x1b]0;owned\x07.md'
expect_no_output "$(printf '\033')"

# A failed write to stdout is a failure, whatever the command.
[ -w /dev/full ] || skip "no /dev/full to write to"
for args in "model --kernel stride --json" "sweep --cpu --kernel aos --csv" "info" "--help" \
    "model --help"; do
    # shellcheck disable=SC2086
    expect 1 "warplab $args >/dev/full" -- sh -c '"$@" >/dev/full' sh "$W" $args
    expect_output "cannot write the output"
done
finish
