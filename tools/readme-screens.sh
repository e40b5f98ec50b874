#!/bin/sh
# Rewrites the lab's screens in README.md from the lab as it is: each block
# after a "<!-- screen: SIZE KEYS | OPTIONS -->" line is replaced by that
# headless screen (model mode, the test suite's calibration and a fresh
# state). usage: tools/readme-screens.sh BUILD_DIR   (from the source directory)
set -eu
build=${1:-build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export TERM=xterm-256color LC_ALL=C.UTF-8 LANG=C.UTF-8
python3 - "$build/warplab" "$tmp" <<'PY'
import re, subprocess, sys
warplab, tmp = sys.argv[1], sys.argv[2]
text = open("README.md", encoding="utf-8").read()
mark = re.compile(r"(<!-- screen: (\S+) ([^|]*)\|([^>]*)-->\n```\n)(.*?)(```)", re.S)
def shot(m):
    size, keys, opts = m.group(2), m.group(3).strip(), m.group(4).split()
    dump = tmp + "/screen.txt"
    subprocess.run([warplab, "tui", "--headless", size, "--cpu", "--data-dir", ".",
                    "--calibration", "tests/tui/calibration.txt", "--state-dir", tmp + "/state",
                    "--keys", keys, "--dump", dump] + opts, check=True)
    screen = open(dump, encoding="utf-8").read().rstrip("\n")
    screen = "\n".join(line.rstrip() for line in screen.split("\n"))
    return m.group(1) + screen + "\n" + m.group(6)
open("README.md", "w", encoding="utf-8").write(mark.sub(shot, text))
PY
