#!/usr/bin/env python3
"""One DRAM figure per experiment: `warplab model`, in text and in JSON,
prints the DRAM bytes per element once, and it is the prediction's.

The analysis counts a custom expression over windows of threads, the
prediction over a sample and the L2 reuse walk; beyond L2 the two could
differ ((i * 33) % n over 4 MiB on a GTX 1650: 33.1 B read against 64).
Every built-in family and random custom expressions, on a GPU whose L2
holds the launch and on one whose L2 does not.

usage: test_one_dram.py WARPLAB"""
import json
import random
import re
import subprocess
import sys

W = sys.argv[1]
KERNELS = ["offset", "stride", "aos", "soa", "transpose-naive", "transpose-readco",
           "transpose-tiled", "vector", "banks", "banks-write", "transpose-pad"]
# (profile, working set): beyond a 1 MiB L2, and inside a 60 MiB one
WHERE = [("gtx1650", "4M"), ("gtx1650", "16M"), ("h200-datasheet", "4M")]
failures = 0
checked = 0


def fail(what, msg):
    global failures
    failures += 1
    print("FAIL: %s: %s" % (" ".join(what), msg), file=sys.stderr)


def run(args):
    r = subprocess.run([W, "model"] + args, capture_output=True, text=True)
    return r.returncode, r.stdout + r.stderr


def figures(text):
    """Every DRAM read and write figure the text prints, as printed."""
    est = re.findall(r"DRAM estimate per element: (\S+) bytes read, (\S+) written", text)
    chain = re.findall(r"DRAM (\S+) rd \+ (\S+) wr B", text)
    return est, chain


def same(printed, value, digits):
    return printed == "%.*g" % (digits, value)


def check(args):
    global checked
    rc, text = run(args)
    rcj, js = run(args + ["--json"])
    if rc != 0 or rcj != 0:
        return False  # an expression the model refuses (outside the array)
    m = json.loads(js)
    p = m["prediction"]
    if not p:
        fail(args, "no prediction")
        return True
    rd, wr = p["per_element"]["dram_read_bytes"], p["per_element"]["dram_write_bytes"]
    checked += 1
    for key, want in (("dram_read_bytes_per_element", rd), ("dram_write_bytes_per_element", wr)):
        if not same("%.4g" % m[key], want, 4):
            fail(args, "JSON %s %g, the prediction's %g" % (key, m[key], want))
    est, chain = figures(text)
    if len(est) != 1 or len(chain) != 1:
        fail(args, "text prints %d estimates and %d chains" % (len(est), len(chain)))
        return True
    if not (same(est[0][0], rd, 4) and same(est[0][1], wr, 4)):
        fail(args, "text estimate %s + %s B, the prediction's %g + %g" % (est[0] + (rd, wr)))
    if not (same(chain[0][0], rd, 3) and same(chain[0][1], wr, 3)):
        fail(args, "text chain %s + %s B, the prediction's %g + %g" % (chain[0] + (rd, wr)))
    return True


def random_expr(rng, depth=0):
    leaves = ["i", "lane", "warp", "block", "tid", str(rng.choice([1, 2, 3, 7, 32, 33, 64, 129]))]
    if depth >= 2 or rng.random() < 0.3:
        return rng.choice(leaves)
    op = rng.choice(["+", "*", "/", "%", "^", "<<"])
    right = str(rng.choice([1, 2, 3, 5, 8, 33])) if op in ("/", "%", "<<") else \
        random_expr(rng, depth + 1)
    return "(%s %s %s)" % (random_expr(rng, depth + 1), op, right)


for k in KERNELS:
    for gpu, _ in WHERE[::2]:
        check(["--kernel", k, "--gpu", gpu])

# The case that called for it, then random ones (a fixed seed: the same
# expressions every run), each kept inside the array by % n.
exprs = ["(i * 33) % n", "((i % 8192) * 8192 + i / 8192) % n"]
rng = random.Random(20261203)
exprs += ["%s %% n" % random_expr(rng) for _ in range(10)]
ran = 0
for e in exprs:
    for gpu, size in WHERE:
        ran += check(["--expr", e, "--gpu", gpu, "--size", size])
if ran < 24:
    fail(["--expr"], "only %d expression runs were checked" % ran)
print("%d runs checked, %d failures" % (checked, failures))
sys.exit(1 if failures or not checked else 0)
