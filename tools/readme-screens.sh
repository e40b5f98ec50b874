#!/bin/sh
# Rewrites the lab's screens in README.md from the lab as it is: each block
# after a "<!-- screen: SIZE KEYS | OPTIONS -->" line is replaced by that
# headless screen (model mode, the shipped calibration as a student sees it, a fresh
# state). With --check it writes nothing and fails, showing the difference,
# when a screen in README.md is not the lab's (the test suite runs that).
# usage: tools/readme-screens.sh BUILD_DIR [--check]   (from the source directory)
set -eu
build=${1:-build}
check=${2:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export TERM=xterm-256color LC_ALL=C.UTF-8 LANG=C.UTF-8
unset NO_COLOR LINES COLUMNS || true
python3 - "$build/warplab" "$tmp" "$check" <<'PY'
import difflib, re, subprocess, sys
warplab, tmp, check = sys.argv[1], sys.argv[2], sys.argv[3] == "--check"
text = open("README.md", encoding="utf-8").read()
mark = re.compile(r"(<!-- screen: (\S+) ([^|]*)\|([^>]*)-->\n```\n)(.*?)(```)", re.S)
stale = []
def shot(m):
    size, keys, opts = m.group(2), m.group(3).strip(), m.group(4).split()
    dump = tmp + "/screen.txt"
    subprocess.run(["rm", "-rf", tmp + "/state"], check=True)
    subprocess.run([warplab, "tui", "--headless", size, "--cpu", "--data-dir", ".",
                    "--state-dir", tmp + "/state",
                    "--keys", keys, "--dump", dump] + opts, check=True)
    screen = open(dump, encoding="utf-8").read().rstrip("\n")
    screen = "\n".join(line.rstrip() for line in screen.split("\n"))
    if screen + "\n" != m.group(5):
        stale.append("".join(difflib.unified_diff(
            m.group(5).splitlines(True), (screen + "\n").splitlines(True),
            "README.md (" + m.group(2) + " " + m.group(3).strip() + ")", "the lab")))
    return m.group(1) + screen + "\n" + m.group(6)
new = mark.sub(shot, text)
# Figures the prose states that the lab can say: how many limits the model
# weighs (as many as `warplab model --json` lists).
import json
words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve"]
model = json.loads(subprocess.run([warplab, "model", "--kernel", "stride", "--param", "8",
                                   "--data-dir", ".", "--json"], check=True,
                                  capture_output=True, text=True).stdout)
nlimits = len(model["prediction"]["limits_s"])
for said in re.findall(r"largest of (\w+) limits", text):
    if said != (words[nlimits] if nlimits < len(words) else str(nlimits)):
        stale.append("README.md says the largest of %s limits; the model weighs %d\n" % (said, nlimits))
if check:
    if stale:
        sys.stdout.write("".join(stale))
        print("README.md disagrees with the lab: tools/readme-screens.sh BUILD_DIR rewrites its screens")
        sys.exit(1)
    print("README.md: %d screens, each the lab's; its limit count the model's" % len(mark.findall(text)))
else:
    open("README.md", "w", encoding="utf-8").write(new)
    if stale and not stale[-1].startswith("---"):
        sys.stdout.write(stale[-1])  # prose is fixed by hand
PY
