#!/bin/sh
# The lab without a terminal: stdin, stdout or both redirected, and no
# controlling terminal at all (setsid). Each must exit 2 at once with a
# message naming the plain commands, and never wait for input.
# Usage: test_no_terminal.sh WARPLAB
. "$(dirname "$0")/../lib.sh"
set -u
WARPLAB=$1
T=$HARNESS_DIR
export HOME="$T" XDG_STATE_HOME="$T/xdg" TERM=xterm-256color

# refused HOW STATUS: the lab, run as HOW says, exited STATUS: it must be 2,
# and stderr ($T/lab.err) must point at the plain commands.
refused() {
    printf '%-36s exit %s  %s\n' "$1" "$2" "$(head -n 1 "$T/lab.err")"
    [ "$2" = 2 ] && pass || fail "$1: exit $2, expected 2"
    expect_in "$T/lab.err" "quiz --plain"
}

timeout -k 5 10 "$WARPLAB" --cpu </dev/null >"$T/lab.out" 2>"$T/lab.err"
refused "stdin /dev/null, stdout a file" $?
{
    timeout -k 5 10 "$WARPLAB" --cpu </dev/null 2>"$T/lab.err"
    echo $? >"$T/rc"
} | cat >/dev/null
refused "stdout a pipe" "$(cat "$T/rc")"
echo q | timeout -k 5 10 "$WARPLAB" --cpu 2>"$T/lab.err" >/dev/null
refused "stdin a pipe" $?
timeout -k 5 10 setsid "$WARPLAB" --cpu </dev/null >/dev/null 2>"$T/lab.err"
refused "no controlling terminal" $?
finish
