#!/usr/bin/env python3
"""Every file warplab reads goes through one reader, src/common/wl_file.c
(wl_read_file, wl_read_file_optional, wl_stream_open): a regular file of a
bounded size, opened without blocking, or a clear error. This lists every
other call in src/ and kernels/ that opens something for reading (fopen,
freopen, open, openat with a read mode) and fails when one is not in the
short list below, each with the reason it is no file read.

Usage: check_bounded_reads.py SRCDIR
"""
import pathlib
import re
import sys

READER = "src/common/wl_file.c"

# (file, text of the call) -> why it is not a file read.
ALLOWED = {
    ("src/tui/wl_term.c", 'fopen("/dev/null", "r")'):
        "the terminal's input when curses draws off screen: a device on purpose",
    ("src/quiz/wl_progress_store.c", "open(path, O_RDWR | O_CREAT"):
        "the lock file: created, flocked, fstat-checked as regular, never blocking",
}

# A call through a member (ops->open(...), a page's hook) is no system call.
CALL = re.compile(r"(?<![.>])\b(fopen|freopen|fdopen|open|openat)\s*\(")


def without_comments(text):
    """The C text with its comments blanked (newlines kept), strings kept."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def call_text(text, start):
    """The call from its name to its closing parenthesis."""
    depth = 0
    for i in range(start, min(len(text), start + 400)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return " ".join(text[start:i + 1].split())
    return " ".join(text[start:start + 200].split())


def reads(name, call):
    if name in ("fopen", "freopen", "fdopen"):
        mode = re.findall(r'"([rwax+bce]*)"', call)
        return not mode or any("r" in m or "+" in m for m in mode)
    return "O_WRONLY" not in call  # open: O_RDONLY (0) or O_RDWR read


def main():
    root = pathlib.Path(sys.argv[1])
    found, bad = 0, []
    for path in sorted(list(root.glob("src/**/*.c")) + list(root.glob("kernels/**/*.c*"))):
        rel = path.relative_to(root).as_posix()
        if rel == READER:
            continue
        text = without_comments(path.read_text(errors="replace"))
        for m in CALL.finditer(text):
            # a function whose name ends in open (wl_app_progress_open) is none
            if m.start() > 0 and (text[m.start() - 1].isalnum() or text[m.start() - 1] == "_"):
                continue
            call = call_text(text, m.start())
            if not reads(m.group(1), call):
                continue
            found += 1
            line = text.count("\n", 0, m.start()) + 1
            if not any(rel == f and call.startswith(c) for f, c in ALLOWED):
                bad.append(f"{rel}:{line}: {call}")
    for b in bad:
        print(f"{b}: reads a file outside {READER}; use wl_read_file or wl_stream_open")
    print(f"{found} opens for reading outside the reader, {len(bad)} not allowed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
