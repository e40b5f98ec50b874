#!/bin/sh
# The lab without a terminal: stdin, stdout or both redirected, and no
# controlling terminal at all (setsid). Each must exit 2 at once with a
# message naming the plain commands, and never wait for input.
# Usage: test_no_terminal.sh WARPLAB
set -u
WARPLAB=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
export HOME="$T" XDG_STATE_HOME="$T/xdg" TERM=xterm-256color
fails=0

check() {
    how=$1
    rc=$2
    printf '%-36s exit %s  %s\n' "$how" "$rc" "$(head -n 1 "$T/err")"
    [ "$rc" = 2 ] || { echo "FAIL: $how: exit $rc, expected 2" >&2; fails=$((fails + 1)); }
    grep -q "quiz --plain" "$T/err" ||
        { echo "FAIL: $how: no pointer to the plain commands" >&2; fails=$((fails + 1)); }
}

timeout -k 5 10 "$WARPLAB" --cpu </dev/null >"$T/out" 2>"$T/err"
check "stdin /dev/null, stdout a file" $?
{
    timeout -k 5 10 "$WARPLAB" --cpu </dev/null 2>"$T/err"
    echo $? >"$T/rc"
} | cat >/dev/null
check "stdout a pipe" "$(cat "$T/rc")"
echo q | timeout -k 5 10 "$WARPLAB" --cpu 2>"$T/err" >/dev/null
check "stdin a pipe" $?
timeout -k 5 10 setsid "$WARPLAB" --cpu </dev/null >/dev/null 2>"$T/err"
check "no controlling terminal" $?

[ "$fails" -eq 0 ] || exit 1
exit 0
