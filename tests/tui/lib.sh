# Shared by the TUI's shell tests: a pinned terminal, locale and state so
# screens come out the same on every machine.
set -eu
WARPLAB=$1
SRC=$2
shift 2
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
export TERM=xterm-256color LC_ALL=C.UTF-8 LANG=C.UTF-8 XDG_STATE_HOME="$TMP/xdg"
unset NO_COLOR LINES COLUMNS || true

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# screen SIZE KEYS [OPTIONS...]: the headless screen's text into $TMP/screen.txt
screen() {
    size=$1
    keys=$2
    shift 2
    "$WARPLAB" tui --headless "$size" --cpu --data-dir "$SRC" --state-dir "$TMP/state" \
        --calibration "$SRC/tests/tui/calibration.txt" --keys "$keys" --dump "$TMP/screen.txt" "$@"
}

expect() {
    grep -qF -- "$1" "$TMP/screen.txt" || {
        cat "$TMP/screen.txt" >&2
        fail "screen lacks '$1'"
    }
}

expect_not() {
    if grep -qF -- "$1" "$TMP/screen.txt"; then
        cat "$TMP/screen.txt" >&2
        fail "screen shows '$1'"
    fi
}
