#!/usr/bin/env python3
"""The cut-text checker: draws every section of the course at 80x24, 100x30,
120x40 and 200x60, in the normal and the projector layout, plus help,
contents and the quiz, on headless screens, and fails when

  - a word on screen is not a word of the source text (lessons, quizzes,
    kernels, reference data and the program's own strings): a word cut by
    the edge of a pane ("H20" for "H200", "sect" for "sectors");
  - two fields were drawn over each other (the program reports that on
    stderr in headless runs);
  - an access of the warp diagram (a "load ..." or "store ..." figures line)
    has no first line row (L0) under it;
  - a row of the lesson pane runs past its edge (it must wrap, with the
    continuation mark where it breaks inside a name or a line of code);
  - a row of the lesson pane (or the source) scrolls sideways with a name
    cut inside that would fit whole (name_cut);
  - from 100x30 up, a row of the lab panes (the readout among them) or the
    status bar ends in an ellipsis: a figure or a message cut short.

A word that runs into a sideways-scroll marker (the pane says there is more
of that row) is not cut silently and passes.

usage: check_screens.py WARPLAB SRCDIR
"""
import concurrent.futures
import glob
import os
import re
import subprocess
import sys
import tempfile

SIZES = ["80x24", "100x30", "120x40", "200x60"]
WORD = re.compile(r"[A-Za-z0-9_]+")
MARKERS = "\u2039\u203a\u21aa"  # the sideways markers and the continuation mark
# Words the program composes from a letter and a number: diagram line labels
# (L0, L12), unroll settings (x4, x16), the bank diagram's passes (p0, p31)
# and its rows of lane marks (0-9 then a-v, "0dq7k1er8l2f...").
COMPOSED = re.compile(r"^((L|x|p)[0-9]+|(?=[0-9a-v]*[0-9])[0-9a-v]{8,})$")


def vocabulary(src):
    words = set()
    pats = ["lessons/*.md", "quizzes/*.ini", "kernels/*.cu", "kernels/*.h", "reference/*.txt", "reference/*.md", "reference/gpus/*.txt",
            "src/*/*.c", "src/*/*.h"]
    for pat in pats:
        for path in glob.glob(os.path.join(src, pat)):
            with open(path, encoding="utf-8", errors="replace") as f:
                words.update(WORD.findall(f.read()))
    return words


def cut_words(screen, vocab):
    bad = []
    for row, line in enumerate(screen.splitlines()):
        for m in WORD.finditer(line):
            w = m.group(0)
            if not re.search(r"[A-Za-z]", w) or w in vocab or COMPOSED.match(w):
                continue
            before = line[m.start() - 1] if m.start() > 0 else " "
            after = line[m.end()] if m.end() < len(line) else " "
            if before in MARKERS or after in MARKERS:
                continue  # the row scrolls sideways and says so
            bad.append("row %d: '%s' in: %s" % (row, w, line.rstrip()))
    return bad


ACCESS = re.compile(r"(load|store) +[0-9]+ sectors/req")


def undrawn_accesses(screen):
    """Figures lines of the diagram without their L0 row just below."""
    rows = screen.splitlines()
    bad = []
    for r, line in enumerate(rows):
        for m in ACCESS.finditer(line):
            below = rows[r + 1] if r + 1 < len(rows) else ""
            if below[m.start():m.start() + 3] != "L0 ":
                bad.append("row %d: no L0 under: %s" % (r, line.rstrip()))
    return bad


def lesson_cut(screen):
    """Rows of the lesson pane (left of the divider) that end in the
    sideways marker, cut at the pane's edge, where the pane's header does
    not say that wide rows scroll sideways (</>). A counter name or a
    command wider than the pane is kept whole and scrolls; a word cut
    without that sign is a fault."""
    bad = []
    lines = screen.splitlines()
    header = lines[1] if len(lines) > 1 else ""
    at1 = header.find("\u2502")
    says = "</>" in (header[:at1] if at1 >= 0 else header)
    for r, line in enumerate(lines[1:-1], start=1):
        at = line.find("\u2502")
        if at >= 30 and line[:at].rstrip().endswith("\u203a") and not says:
            bad.append("row %d: lesson row cut: %s" % (r, line[:at].rstrip()))
    return bad


NAME_END = re.compile(r"[A-Za-z0-9_./-]+$")


def name_cut(screen):
    """Rows of the lesson pane (lesson text or source) cut at the sideways
    marker inside a name: a row may end between tokens, or inside a token
    wider than the whole pane between its parts (l1tex__t_sectors_pipe_ ›),
    which then fills the row from its left edge; a name that ends in '_',
    '.', '/' or '-' before the marker after other text on the row
    (kernels/wl_ ›, wl_transpose_ ›) would have fitted on a row of its own
    and is cut."""
    bad = []
    for r, line in enumerate(screen.splitlines()[1:-1], start=1):
        at = line.find("\u2502")
        left = line[:at] if at >= 30 else ""
        if not left.rstrip().endswith("\u203a"):
            continue
        text = left.rstrip()[:-1]
        m = NAME_END.search(text)
        if m and m.group(0)[-1] in "_./-" and text[1:m.start()].strip(" \u2039>"):
            bad.append("row %d: name cut inside: %s" % (r, left.rstrip()))
    return bad


def cut_short(screen, size):
    """From 100x30 up: lab pane rows (right of the divider) and the status
    bar that end in an ellipsis."""
    cols, rows = (int(v) for v in size.split("x"))
    if cols < 100 or rows < 30:
        return []
    bad = []
    lines = screen.splitlines()
    for r, line in enumerate(lines):
        at = line.find("\u2502")
        seg = line[at + 1:] if at >= 30 else (line if r == len(lines) - 1 else "")
        if seg.rstrip().endswith("\u2026"):
            bad.append("row %d: cut short: %s" % (r, seg.rstrip()))
    return bad


def main():
    warplab, src = sys.argv[1], sys.argv[2]
    vocab = vocabulary(src)
    nsections = 0
    for path in glob.glob(os.path.join(src, "lessons", "[0-9]*.md")):
        with open(path, encoding="utf-8") as f:
            nsections += sum(1 for line in f if line.startswith("## "))
    # Every section at every size, in one run per layout: each section's
    # experiment is evaluated once (that is what costs), then drawn at each
    # size (a resize re-lays out, as when the terminal is resized) and
    # written out by the key script's dump event.
    walk, drawn = [], []
    for sec in range(1, nsections + 1):
        for size in SIZES:
            walk += ["resize:" + size, "dump"]
            drawn.append(("section %d at %s" % (sec, size), size))
        walk.append("n")
    cases = [(SIZES[0], " ".join(walk), ["--section", "1"] + mode, drawn, "the walk")
             for mode in ([], ["--projector"])]
    # Pages over the lab, on sections named by id (a section added to the
    # course moves numbers, not ids): each opened once per layout, then drawn
    # at every size by resizing, as the sections are.
    first = ["--section", "a-gpu-for-c-programmers"]
    stride = ["--section", "bandwidth-and-the-seed"]
    doubles = ["--section", "coalescing-belongs-to-one-instruction"]
    pages = [("?", first), ("? PgDn PgDn", first), ("t End", first), ("y 9 Enter", first),
             ("y 4 Enter Enter 1 2 8 Enter 1 2 8 Enter Enter Down Down Enter Enter", first),
             ("z", ["--section", "models-and-measurements"]), ("z z", stride), ("s", stride),
             ("d", ["--section", "thirty-two-lanes-one-instruction"]), ("d End", doubles),
             ("w", doubles), ("R", first), ("x", ["--section", "the-tile-in-code"]),
             ("", [])]  # the welcome of a first run
    for keys, opts in pages:
        at_sizes = " ".join("resize:%s dump" % size for size in SIZES)
        drawn_at = [("at %s" % size, size) for size in SIZES]
        for mode in ([], ["--projector"]):
            cases.append((SIZES[0], (keys + " " + at_sizes).strip(), opts + mode, drawn_at,
                          "keys '%s'" % keys))
    env = dict(os.environ, TERM="xterm-256color", LC_ALL="C.UTF-8", LANG="C.UTF-8")
    env.pop("NO_COLOR", None)

    def check(n, case, tmp):
        size, keys, opts, drawn, label = case
        what = "%s %s" % (label, " ".join(opts))
        dump = os.path.join(tmp, "screen%d.txt" % n)
        p = subprocess.run([warplab, "tui", "--headless", size, "--cpu", "--data-dir", src,
                            "--calibration", os.path.join(src, "tests", "tui", "calibration.txt"),
                            "--state-dir", os.path.join(tmp, "state%d" % n), "--keys", keys,
                            "--dump", dump] + opts,
                           env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if p.returncode != 0 or p.stderr:
            return ["%s: exit %d: %s" % (what, p.returncode, p.stderr.strip())]
        screens = [("%s: %s" % (what, where), "%s.%d" % (dump, k), at_size)
                   for k, (where, at_size) in enumerate(drawn, start=1)]
        bad = []
        for at, path, at_size in screens:
            with open(path, encoding="utf-8") as f:
                text = f.read()
            bad += (["%s: cut word at %s" % (at, b) for b in cut_words(text, vocab)] +
                    ["%s: %s" % (at, b)
                     for b in undrawn_accesses(text) + lesson_cut(text) + name_cut(text) +
                     cut_short(text, at_size)])
        return bad

    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        # two at a time: the machines that run the tests are small
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            for result in pool.map(lambda nc: check(nc[0], nc[1], tmp), enumerate(cases)):
                failures.extend(result)
    for f in failures:
        print(f)
    screens = sum(len(case[3]) for case in cases)
    print("%d screens checked in %d runs, %d problems" % (screens, len(cases), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
