#!/usr/bin/env python3
"""Every "press `K`" of the lessons does what its sentence says, in the state
of a student reading it: the section opened (the lab drawn without a GPU),
the section's prediction prompts before the sentence guessed (until then a
prompt has the lab), none other.

A slider key (h, l) whose sentence names where it goes ("press `h` for
stride 2", "press `h` twice for stride 2") must put the slider there; every
other pressed key must change the screen (a key the sentence names that
does nothing, or nothing visible, is a false instruction).

usage: test_press_keys.py WARPLAB SRCDIR
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

WARPLAB, SRC = sys.argv[1], sys.argv[2]
PRESS = re.compile(r"press `([^`]+)`(\s+(?:once|twice|(\w+) times))?", re.I)
TIMES = {None: 1, "once": 1, "twice": 2, "three": 3, "four": 4}
SLIDER_KEYS = {"h", "l"}
PROMPT = re.compile(r"<!--\s*warplab-predict:(.*?)-->", re.S)
GUESS = re.compile(r"\x01([^\x01]*)\x01")
failures = []
tmp = tempfile.mkdtemp()
env = dict(os.environ, TERM="xterm-256color", LC_ALL="C.UTF-8", LANG="C.UTF-8",
           XDG_STATE_HOME=os.path.join(tmp, "xdg"), XDG_CONFIG_HOME=os.path.join(tmp, "cfg"))


def slug(title):
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def before_and_after(slug_, guessed, keys):
    """The section's screen after the guesses, and after keys then, from one
    start (the script's "dump" event draws the screen as a run ending there
    would)."""
    state = tempfile.mkdtemp(dir=tmp)
    dump = os.path.join(state, "screen.txt")
    subprocess.run([WARPLAB, "tui", "--headless", "100x30", "--cpu", "--data-dir", SRC,
                    "--state-dir", state, "--section", slug_, "--keys", f"{guessed} dump {keys}".strip(), "--dump",
                    dump], env=env, check=True)
    return (open(dump + ".1", encoding="utf-8").read(), open(dump, encoding="utf-8").read())


def guess_keys(prompt):
    """Keys that guess a prompt (any guess will do) and go back to the lesson."""
    kind = re.search(r"kind=(\w+)", prompt).group(1)
    answers = len(re.findall(r"(?:^|\s)answer=", prompt))
    guess = "a" if kind == "choice" else " Space ".join(["1"] * max(answers, 1))
    return f"e {guess} Enter Enter"


def sentence_after(text, end):
    """The rest of the sentence a press stands in."""
    m = re.search(r"[.;:?!](\s|$)", text[end:])
    return text[end:end + m.start()] if m else text[end:]


checked = 0
for path in sorted(glob.glob(os.path.join(SRC, "lessons", "[0-9]*.md"))):
    body = re.sub(r"```.*?```", "", open(path, encoding="utf-8").read(), flags=re.S)
    parts = re.split(r"^## (.*)$", body, flags=re.M)
    for title, text in zip(parts[1::2], parts[2::2]):
        # each prompt as the keys that guess it, between two \x01
        text = PROMPT.sub(lambda p: " \x01%s\x01 " % guess_keys(p.group(1)), text)
        text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
        text = re.sub(r"\s+", " ", text)
        for m in PRESS.finditer(text):
            key, word = m.group(1), (m.group(3) or m.group(2) or "").strip().lower() or None
            n = TIMES.get(word, 1)
            name = slug(title)
            guessed = " ".join(GUESS.findall(text[:m.start()]))
            before, after = before_and_after(name, guessed, " ".join([key] * n))
            checked += 1
            goal = re.match(r"\s*for (\w+) (\d+)", sentence_after(text, m.end()))
            if key in SLIDER_KEYS and goal:
                slider = after.splitlines()[3] if len(after.splitlines()) > 3 else ""
                if not re.search(r"\b%s\b.*= x?%s\s*$" % (goal.group(1), goal.group(2)), slider):
                    failures.append(f"'{name}': press `{key}`{' ' + word if word else ''} for "
                                    f"{goal.group(1)} {goal.group(2)}, but the slider reads: "
                                    f"{slider.split('│')[-1].strip()}")
            elif after == before:
                failures.append(f"'{name}': press `{key}` changes nothing on the screen")

for f in failures:
    print("FAIL: " + f)
print(f"{checked} presses checked")
sys.exit(1 if failures or not checked else 0)
