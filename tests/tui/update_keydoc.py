#!/usr/bin/env python3
"""Rewrites the key lists of README.md and man/warplab.1 from the action
table (through test_tui_actions --print), after the table changed.

usage: tests/tui/update_keydoc.py BUILD_DIR   (from the source directory)
"""
import subprocess
import sys

MARKS = {
    "README.md": ("readme", "<!-- keys:", "<!-- /keys -->"),
    "man/warplab.1": ("man", '.\\" keys:', '.\\" /keys'),
}


def main():
    tool = sys.argv[1] + "/test_tui_actions"
    for path, (kind, begin, end) in MARKS.items():
        doc = subprocess.run([tool, "--print", kind], capture_output=True, text=True,
                             check=True).stdout
        with open(path, encoding="utf-8") as f:
            text = f.read()
        a = text.index("\n", text.index(begin)) + 1
        b = text.index(end)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text[:a] + doc + text[b:])
    return 0


if __name__ == "__main__":
    sys.exit(main())
