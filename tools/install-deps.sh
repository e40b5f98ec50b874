#!/bin/sh
# Installs the Debian/Ubuntu packages warplab builds and tests with. As root it
# runs apt-get; otherwise it prints the exact command and stops.
set -eu
need="cmake make gcc pkg-config libncurses-dev libmd4c-dev libinih-dev libvterm-dev tmux locales clang-format clang libclang-rt-dev valgrind python3"
missing=""
for p in $need; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
    echo "warplab needs:$missing (no apt-get here: install them with your package manager)" >&2
    exit 1
fi
if [ "$(id -u)" -ne 0 ]; then
    echo "warplab needs these packages; run:" >&2
    echo "  sudo apt-get install -y$missing" >&2
    exit 1
fi
echo "installing:$missing" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing
