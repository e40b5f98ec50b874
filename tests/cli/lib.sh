# Shared helpers for the command-line tests: run the real binary, check its
# exit status and output. Usage: . lib.sh; expect_rc 2 model --kernel x
WARPLAB=${WARPLAB:?set WARPLAB to the binary}
fails=0
expect_rc() {
    want=$1; shift
    out=$("$WARPLAB" "$@" 2>&1); got=$?
    if [ "$got" != "$want" ]; then
        echo "FAIL: warplab $* exited $got, expected $want; output: $out" >&2
        fails=$((fails + 1))
    fi
}
expect_out() {
    needle=$1; shift
    out=$("$WARPLAB" "$@" 2>&1)
    case "$out" in
    *"$needle"*) ;;
    *) echo "FAIL: warplab $* does not say '$needle'; it said: $out" >&2; fails=$((fails + 1)) ;;
    esac
}
finish() {
    [ "$fails" -eq 0 ] || { echo "$fails failure(s)" >&2; exit 1; }
    exit 0
}
