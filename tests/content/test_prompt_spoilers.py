#!/usr/bin/env python3
"""No page shows a prediction prompt's answer before the prompt (issue 30).

For every prompt of the shipped course, named by its id and its section's
slug, the figures that answer it are taken from the checked figure links of
the content (a number prompt's answers and measured figure; a comparison's
later sides, as the lab holds them: the first side is what earlier sections
teach with). Then nothing the student can read before answering may show
them:
  - the text of every earlier section, and of the prompt's own section
    before the prompt;
  - the glossary and every quiz file (both open from any section);
  - README.md above its spoiler heading (it is read before the lab);
  - the screen of every section as it opens, earlier or later, the
    prompt's own included, and its details view (d), with no guess made,
    up to the first later section whose text states the figure
    (the lab draws it at 100x30 without a GPU); a count, which the diagram
    draws everywhere, on the screens up to the prompt;
  - for a count (a model: figure the diagram draws), every earlier section
    whose slider runs the same kernel, moved onto the counted point.
A bandwidth matches at the digits written (2.75 TB/s is 2750 GB/s); a ratio matches at the digits written; a count matches by its
figure link's target, as small numbers are everywhere. The pages open from
any section must not give a count away in other ways either: by working the
same count of the same experiment at another slider value, or by the
answer's number before its unit, in words or as a literal.

usage: test_prompt_spoilers.py WARPLAB SRCDIR
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

WARPLAB, SRC = sys.argv[1], sys.argv[2]
LINK = re.compile(r"\[([^\]]*)\]\(((?:model|ref|perf|ratio|product|literal):[^)\s]+)\)")
PROMPT = re.compile(r"<!-- warplab-predict: id=(\S+)(.*?)-->", re.S)
BINDING = re.compile(r"<!-- warplab: (.*?)-->")
NUMBER = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(TB/s|GB/s|times|x\b|×|ms\b|ns\b|%)?")
SPOILER = re.compile(r"^#+ .*spoiler", re.I | re.M)
failures = []


def fail(msg):
    failures.append(msg)
    print("FAIL: " + msg)


def norm(target):
    """One spelling per point: slider names as param, defaults dropped."""
    kind, _, query = target.partition("?")
    d = dict(kv.split("=", 1) for kv in query.split("&") if "=" in kv)
    for alias in ("stride", "offset", "N", "pad", "width"):
        if alias in d:
            d["param"] = d.pop(alias)
    if d.get("type") == "f32":
        del d["type"]
    if d.get("unroll") == "1":
        del d["unroll"]
    if d.get("field") == "load.sectors_per_request":  # one request per warp load
        d["field"] = "load.sectors"
    return kind + "?" + "&".join(sorted(f"{k}={v}" for k, v in d.items()))


def point(target):
    """A load's point without which of its costs is asked (4 whole lines are
    16 sectors); what the lanes ask for (elem_bytes, useful_bytes) is the
    question's premise."""
    return re.sub(r"field=load\.(sectors|lines|fetched_bytes|wasted_bytes|efficiency)"
                  r"(_per_request)?", "field=load.cost", target)


def sides(target):
    """A ratio's dividend and divisor, or the target alone."""
    m = re.match(r"ratio:(.*?field=[\w.]+)/(.*)$", target)
    return (m.group(1), m.group(2)) if m else (target,)


def slug(title):
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def strip_code_fences(text):
    return re.sub(r"```.*?```", "", text, flags=re.S)


def unseen_removed(text):
    """What the student reads: no HTML comment, no INI comment line."""
    text = re.sub(r"<!--(?! warplab).*?-->", "", text, flags=re.S)
    return re.sub(r"^[#;].*$", "", text, flags=re.M) if "[quiz]" in text else text


def lab_panes(screen):
    """A screen less its lesson pane (the text is checked as text)."""
    return "\n".join(row.split("│", 1)[1] if "│" in row else "" for row in screen.splitlines())


# The course: sections in order, with their text and binding.
sections = []
for path in sorted(glob.glob(os.path.join(SRC, "lessons", "[0-9]*.md"))):
    body = open(path, encoding="utf-8").read()
    parts = re.split(r"^## (.*)$", strip_code_fences(body), flags=re.M)
    for title, text in zip(parts[1::2], parts[2::2]):
        b = BINDING.search(text)
        binding = dict(kv.split("=", 1) for kv in b.group(1).split()) if b else {}
        sections.append({"title": title, "slug": slug(title), "text": unseen_removed(text),
                         "lesson": path, "binding": binding})

# Every checked figure: its normalised target and the numbers written for it.
written = {}
content = glob.glob(os.path.join(SRC, "lessons", "*.md")) + glob.glob(
    os.path.join(SRC, "lessons", "glossary", "*.md")) + glob.glob(
    os.path.join(SRC, "quizzes", "*.ini"))
for path in content:
    for m in LINK.finditer(open(path, encoding="utf-8").read()):
        written.setdefault(norm(m.group(2)), set()).add(m.group(1))


def value(target):
    """The figure a target has, as the content writes it, or None."""
    parts = sides(target)
    if len(parts) == 2:
        a, b = value(parts[0]), value(parts[1])
        return a / b if a and b else None
    for text in written.get(norm(target), ()):
        try:
            return float(text.rstrip("%"))
        except ValueError:
            pass
    return None


class Answer:
    """One figure that answers a prompt: a count by its target, a bandwidth
    or a ratio by its value."""

    def __init__(self, target):
        self.target = norm(target)
        self.count = target.startswith("model:")
        self.value = value(target)
        self.ratio = target.startswith("ratio:") and self.value is not None and self.value < 100

    def __str__(self):
        return self.target if self.count or self.value is None else f"{self.value:g}"

    def shown_in(self, text):
        if self.count:
            return any(point(norm(m.group(2))) == point(self.target) for m in LINK.finditer(text))
        if self.value is None:
            return False
        # a literal states another fact that happens to share digits
        plain = LINK.sub(lambda m: "" if m.group(2).startswith("literal:") else m.group(1), text)
        for m in NUMBER.finditer(plain):
            digits, unit = m.group(1), m.group(2) or ""
            seen = float(digits)
            if self.ratio:
                places = len(digits.split(".")[1]) if "." in digits else 0
                # a time or a share is not a ratio of speeds
                if places and unit in ("", "times", "x", "×") and round(self.value, places) == seen:
                    return True
            elif seen >= 1 and self.value >= 100:
                places = len(digits.split(".")[1]) if "." in digits else 0
                scale = 1000 if unit == "TB/s" else 1
                # the content writes GB/s whole: 2749.9 is its 2750
                if abs(seen * scale - self.value) <= max(0.5 * scale * 10**-places, 0.5):
                    return True
        return False


def answers_of(kind, fields):
    """The figures that give a prompt away: a number prompt's every answer
    and measured figure (a ratio's value and its divisor); a choice's later
    sides (the first is the one the lesson shows anyway)."""
    out = []
    items = re.findall(r"(answer|measured|value)=(\S+)", fields)
    if kind == "choice":
        items = items[1:]
    for _, target in items:
        out.append(Answer(target))
        if len(sides(target)) == 2:
            out.append(Answer(sides(target)[1]))
    return out


prompts = []
for index, sec in enumerate(sections):
    for m in PROMPT.finditer(sec["text"]):
        kind = re.search(r"kind=(\w+)", m.group(2)).group(1)
        before = sec["text"][: m.start()]
        if kind == "set":  # a set's answer is which parameters: no figure
            targets = re.findall(r"answer=(\S+)", m.group(2))
            prompts.append((m.group(1), index, before, [Answer(t) for t in targets], kind))
            continue
        prompts.append((m.group(1), index, before, answers_of(kind, m.group(2)), kind))


def readme_before_spoilers(shown=True):
    text = open(os.path.join(SRC, "README.md"), encoding="utf-8").read()
    m = SPOILER.search(text)
    text = text[: m.start()] if m else text
    return unseen_removed(text) if shown else text


always_open = {"the glossary": "".join(unseen_removed(open(p, encoding="utf-8").read()) for p in glob.glob(
    os.path.join(SRC, "lessons", "glossary", "*.md"))),
    "README.md (above its spoiler heading)": readme_before_spoilers()}
for path in sorted(glob.glob(os.path.join(SRC, "quizzes", "*.ini"))):
    always_open[os.path.relpath(path, SRC)] = unseen_removed(open(path, encoding="utf-8").read())

# Text: earlier sections, the prompt's own text before it, pages open anywhere.
for pid, at, before, answers, kind in prompts:
    for a in answers:
        if kind == "set" and not a.count:
            continue
        for sec in sections[:at]:
            if a.shown_in(sec["text"]):
                fail(f"{pid}: {a} is in the text of '{sec['slug']}', before the prompt")
        if a.shown_in(before):
            fail(f"{pid}: {a} is in its own section's text before the prompt")
        for page, text in always_open.items():
            if a.shown_in(text):
                fail(f"{pid}: {a} is in {page}")

# A comparison between two kernels is answered by either kernel's speed at
# any size, not only the size it names (readco at N = 4096 tells what readco
# at 8192 is): no earlier section opens on a later side's kernel.
def kernel_of(target):
    m = re.match(r"(?:ref|perf):([\w-]+)\?", target)
    return m.group(1) if m else None


for pid, at, before, answers, kind in prompts:
    if kind == "set":
        continue
    fields = PROMPT.search(sections[at]["text"][len(before):]).group(2)
    firsts = [kernel_of(sides(t)[0]) for _, t in re.findall(r"(answer|value)=(\S+)", fields)[:1]]
    for a in answers:
        k = kernel_of(a.target)
        if a.count or not k or k in firsts:
            continue
        for sec in sections[:at]:
            if sec["binding"].get("kernel") == k:
                fail(f"{pid}: '{sec['slug']}' opens on {k}, a side of the comparison")

# Screens, drawn as the student sees them.
tmp = tempfile.mkdtemp()
env = dict(os.environ, TERM="xterm-256color", LC_ALL="C.UTF-8", LANG="C.UTF-8",
           XDG_STATE_HOME=os.path.join(tmp, "xdg"), XDG_CONFIG_HOME=os.path.join(tmp, "cfg"))
env.pop("NO_COLOR", None)


def screens(slug_, keys):
    """The screens after each step of keys (`dump` marks a step)."""
    state = tempfile.mkdtemp(dir=tmp)
    dump = os.path.join(state, "screen.txt")
    subprocess.run([WARPLAB, "tui", "--headless", "100x30", "--cpu", "--data-dir", SRC,
                    "--state-dir", state, "--section", slug_, "--keys", keys, "--dump", dump],
                   env=env, check=True)
    out = [open(p, encoding="utf-8").read() for p in sorted(
        glob.glob(dump + ".*"), key=lambda p: int(p.rsplit(".", 1)[1]))]
    return out + [open(dump, encoding="utf-8").read()]


def drawn_point(screen):
    """The count target a lab screen draws (kernel, slider value, type), or
    None: the lab pane's experiment rows, as the lab lays them out."""
    rows = lab_panes(screen).splitlines()
    if len(rows) < 5 or "sectors/req" not in screen:
        return None
    kernel = rows[2].split()[0] if rows[2].split() else ""
    value_ = re.search(r"= (\d+)\s*$", rows[3]) or re.search(r" at \w+ (\d+)\s*$", rows[2])
    type_ = re.search(r"type (f\d\d)", rows[4])
    query = {"field": "load.cost"}
    if value_:
        query["param"] = value_.group(1)
    if type_ and type_.group(1) != "f32":
        query["type"] = type_.group(1)
    return f"model:{kernel}?" + "&".join(f"{k}={v}" for k, v in sorted(query.items()))


def readme_models(text):
    """The points the README's `warplab model` examples draw."""
    for m in re.finditer(r"^\$ warplab model (.*)$", text, re.M):
        args = dict(re.findall(r"--(\w+) (\S+)", m.group(1)))
        query = {"field": "load.cost"}
        if "param" in args:
            query["param"] = args["param"]
        if args.get("type", "f32") != "f32":
            query["type"] = args["type"]
        yield args.get("kernel", ""), "model:%s?%s" % (args.get("kernel", ""), "&".join(
            f"{k}={v}" for k, v in sorted(query.items())))


def count_point(a):
    """A count answer's point as drawn_point names it (any count of a shared
    instruction is the same drawing)."""
    return re.sub(r"field=shared\.[a-z_]+", "field=load.cost", point(a.target))


# Pages open from any section (the glossary, the quizzes, README.md above
# its spoiler heading) also give a count away, in ways a link's target does
# not show:
#  - a worked neighbour: the same count of the same experiment at another
#    slider value (stride 4: four passes tells stride 2), which takes the
#    step the prompt asks the student to take. The prompt's own section picks
#    the neighbours it shows before asking; the warp's extreme, a count of
#    one per lane (every lane alone, or all in one bank), scales the counts
#    rather than stepping between them, and is allowed;
#  - the answer's number before the prompt's unit where nothing traces it:
#    in words ("two passes") or as a literal ("[2](literal:...) wavefronts").
#    Digits with a checked link are left to the target rule above, as small
#    numbers of sectors are everywhere.
WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
         8: "eight", 9: "nine", 10: "ten", 12: "twelve", 16: "sixteen", 32: "thirty-two"}


def family(target):
    """A count's experiment and what it counts, without its slider value."""
    kind, _, query = point(norm(target)).partition("?")
    d = dict(kv.split("=", 1) for kv in query.split("&") if "=" in kv)
    d["field"] = re.sub(r"^shared\.(wavefronts|conflicts|conflict_ways)$", "shared.cost",
                        d.get("field", ""))
    return kind, tuple(sorted((k, v) for k, v in d.items() if k != "param")), d.get("param")


def units_of(fields):
    """The prompt's unit and what its question names it in parentheses."""
    unit = re.search(r'unit=(?:"([^"]*)"|(\S+))', fields)
    words = {w for w in (unit.group(1) or unit.group(2)).split()} if unit else set()
    ask = re.search(r'ask="([^"]*)"', fields)
    words |= set(re.findall(r"\((\w+)\)", ask.group(1))) if ask else set()
    return {w for w in words if w.isalpha()}


def neighbours_in(text, answer, shown, extreme):
    """Slider values at which text works the answer's count (not shown ones,
    not the warp's extreme)."""
    kind, rest, param = family(answer.target)
    out = set()
    for m in LINK.finditer(text):
        k, r, p = family(m.group(2))
        if (k, r) == (kind, rest) and p != param and p not in shown and m.group(1) != extreme:
            out.add(p)
    return out


def model_count(target):
    """A model: count as `warplab model --json` gives it (a prompt's answer
    need not be written anywhere as a link)."""
    kind, _, query = norm(target).partition("?")
    d = dict(kv.split("=", 1) for kv in query.split("&") if "=" in kv)
    args = [WARPLAB, "model", "--kernel", kind.split(":", 1)[1], "--json"]
    for key in ("param", "type", "unroll"):
        if key in d:
            args += ["--" + key, d[key]]
    out = json.loads(subprocess.run(args, check=True, capture_output=True, text=True).stdout)
    for part in d["field"].split("."):
        out = out[part]
    return float(out)


def count_in_words(text, answer, units):
    """The count's number before its unit ("two passes", "2 wavefronts")."""
    v = model_count(answer.target)
    if v is None or v != int(v) or not units:
        return None
    # a literal's digits in braces; a checked link's target was judged above,
    # and bare digits are a quiz's choices or the README's sample output
    plain = LINK.sub(lambda m: "{%s}" % m.group(1) if m.group(2).startswith("literal:") else "#",
                     text)
    names = [r"\{%d\}" % v] + ([r"\b" + WORDS[int(v)]] if int(v) in WORDS else [])
    pattern = r"(%s)\s+(%s)\b" % ("|".join(names), "|".join(sorted(units)))
    m = re.search(pattern, plain, re.I)
    return m.group(0) if m else None


for pid, at, before, answers, kind in prompts:
    if kind != "number":
        continue
    fields = PROMPT.search(sections[at]["text"][len(before):]).group(2)
    units = units_of(fields)
    for a in answers:
        if not a.count:
            continue
        extreme = "%g" % value("model:warp_size")
        shown = {family(m.group(2))[2] for m in LINK.finditer(before)
                 if family(m.group(2))[:2] == family(a.target)[:2]}
        for page, text in always_open.items():
            near = neighbours_in(text, a, shown, extreme)
            if near:
                fail(f"{pid}: {page} works {a.target} at other values ({', '.join(sorted(near))})")
            said = count_in_words(text, a, units)
            if said:
                fail(f"{pid}: {page} says '{said}', the answer with its unit")
        # a README example draws every count of its point, loads and banks
        kind_, rest, param = family(a.target)
        for _, t in readme_models(readme_before_spoilers()):
            k, r, p = family(t)
            if (k, dict(r).get("type")) != (kind_, dict(rest).get("type")) or p in (
                    {param, None} | shown):
                continue
            at_example = re.sub(r"param=\w+", "param=" + p, a.target)
            if "%g" % model_count(at_example) != extreme:
                fail(f"{pid}: a README example above its spoiler heading works "
                     f"{k.split(':')[1]} at {p}")

readme = readme_before_spoilers()
readme_screens = re.findall(r"<!-- screen: [^>]*-->\n```\n(.*?)```", readme_before_spoilers(False),
                            re.S)
for pid, at, before, answers, kind in prompts:
    for a in answers:
        if not a.count:
            continue
        if any(drawn_point(shot) == count_point(a) for shot in readme_screens):
            fail(f"{pid}: a README screen above its spoiler heading draws {a.target}")
        if any(t == count_point(a) for _, t in readme_models(readme)):
            fail(f"{pid}: a README example above its spoiler heading draws {a.target}")

# Every section's screen as it opens, and its details view page by page,
# with no guess made: a student who skips a prompt (or opens a later section
# first) finds its measured answer in no lab pane, whichever section it is,
# until the text itself has stated it: from the first section after the
# prompt whose visible text (up to its own first prompt, which hides the
# rest) gives the figure, the lab shows it beside that text.
DETAILS = "dump d dump PgDn dump PgDn dump PgDn dump End"
# One start walks every section with n, each as it opens and its details
# page by page, then Esc: a section reached so shows the same screens as one
# opened alone (--section, a state of its own), byte for byte. Six screens
# a section, its header naming it (k/N) so a walk out of step fails.
SHOTS = DETAILS.count("dump") + 1
walk = screens(sections[0]["slug"], " n ".join([DETAILS + " dump Esc"] * len(sections)))
opening = {}
for k, sec in enumerate(sections):
    opening[sec["slug"]] = walk[SHOTS * k: SHOTS * (k + 1)]
    if f" {k + 1}/{len(sections)} " not in opening[sec["slug"]][0].split("\n", 1)[0]:
        fail(f"the walk's screen {SHOTS * k + 1} is not section {k + 1} ({sec['slug']})")
def visible_text(sec):
    m = PROMPT.search(sec["text"])
    return sec["text"][: m.start()] if m else sec["text"]
def stated_by(a, at, index):
    return any(a.shown_in(visible_text(s)) for s in sections[at + 1: index + 1])
for pid, at, before, answers, kind in prompts:
    for index, sec in enumerate(sections):
        shots = opening[sec["slug"]]
        for a in answers:
            if index > at and stated_by(a, at, index):
                continue
            # a count is what the diagram draws: held up to its prompt (the
            # lesson's reach); later lessons teach with the diagram
            if a.count and sec in sections[:at] and drawn_point(shots[0]) == count_point(a):
                fail(f"{pid}: the screen of '{sec['slug']}' draws {a.target} as it opens")
            if a.count:
                continue
            for i, shot in enumerate(shots):
                if i and "The readout in full" not in shot:
                    continue  # held panes open no details: d did nothing
                if a.shown_in(lab_panes(shot) if i == 0 else shot.split("\n", 1)[-1]):
                    where = "screen" if i == 0 else "details"
                    fail(f"{pid}: {a} is in the {where} of '{sec['slug']}' as it opens")
                    break

SLIDER_KEY = {"stride": "stride", "offset": "offset", "width": "param", "pad": "param"}
for pid, at, before, answers, kind in prompts:
    for a in answers:
        if not a.count:
            continue
        d = dict(kv.split("=", 1) for kv in a.target.split("?", 1)[1].split("&"))
        kernel = a.target.split("?")[0].split(":", 1)[1]
        for sec in sections[:at]:
            b = sec["binding"]
            if b.get("kernel") != kernel or b.get("slider") not in SLIDER_KEY:
                continue
            keys = "f " if b.get("type", "f32") != d.get("type", "f32") else ""
            # a count is one instruction's: the same at every unrolling (u)
            for unroll in ("", "u "):
                slide = keys + unroll + " ".join(["Home"] + ["dump l"] * 33)
                for shot in screens(sec["slug"], slide):
                    rows = shot.splitlines()
                    at_point = len(rows) > 3 and (
                        "param" not in d or re.search(r"= x?" + d["param"] + r"\s*$", rows[3]))
                    if at_point and "sectors/req" in shot:
                        fail(f"{pid}: '{sec['slug']}' slides onto {a.target} "
                             f"{'after u ' if unroll else ''}and draws it")
                        break

print(f"{len(prompts)} prompts, {len(sections)} sections checked")
sys.exit(1 if failures else 0)
