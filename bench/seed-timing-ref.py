#!/usr/bin/env python3
"""Turns runs of the repaired seed program (kernels/wl_seed_fixed.cu, "Offset:"
and "Stride:" tables of `s median (slowest..fastest)`) into a warplab
reference file with `timing seed`: per point, the middle of the runs'
medians, the slowest and the fastest launch over all runs.
usage: seed-timing-ref.py LOG COPY_CEILING_GBPS DATE [RUN_TITLE] > FILE
LOG holds one or more runs; only those at 4 MiB are read."""
import re
import sys
from statistics import median

log, ceiling, date = sys.argv[1], float(sys.argv[2]), sys.argv[3]
points = {}  # (kernel, s) -> list of (median, slowest, fastest)
kernel = None
size_ok = False
reps = None
for line in open(log):
    m = re.match(r"Working set (\d+) MiB, float, median of (\d+)", line)
    if m:
        size_ok = m.group(1) == "4"
        reps = int(m.group(2))
        kernel = None
        continue
    if line.startswith("Offset:"):
        kernel = "offset"
        continue
    if line.startswith("Stride:"):
        kernel = "stride"
        continue
    m = re.match(r"\s*(\d+)\s+([\d.]+) \(([\d.]+)\.\.([\d.]+)\)", line)
    if m and kernel and size_ok:
        s, med, lo, hi = int(m.group(1)), *map(float, m.group(2, 3, 4))
        points.setdefault((kernel, s), []).append((med, lo, hi))
    elif not m:
        kernel = kernel if line.strip() == "" else None
if not points:
    sys.exit("seed-timing-ref: no 4 MiB run of the repaired seed in " + log)
runs = {len(v) for v in points.values()}
print("warplab-reference 1")
print(f"# The seed's 4 MiB timed the repaired seed program's way: each launch")
print(f"# alone between two events, synchronised after it (wl_seed_fixed 4).")
print(f"# {max(runs)} runs of {reps} launches: median_gbps is the middle of the runs'")
print(f"# medians; min and max are the slowest and fastest launch of all runs.")
print(f"# The copy ceiling is warplab's, measured the same day on the same GPU")
print(f"# (the seed program measures none). Written by bench/seed-timing-ref.py.")
print("device NVIDIA H200")
print("compute_capability 9.0")
print("cuda_runtime 13.0")
print("driver 580.159.04")
print(f"date {date}")
print("size_bytes 4194304")
print(f"copy_ceiling_gbps {ceiling:.1f}")
print("timing seed")
print("columns kernel type param unroll reps median_gbps min_gbps max_gbps median_ms")
n = 0
for kernel in ("offset", "stride"):
    for s in sorted(k[1] for k in points if k[0] == kernel):
        v = points[(kernel, s)]
        med = median(x[0] for x in v)
        lo = min(x[1] for x in v)
        hi = max(x[2] for x in v)
        ms = 2 * 4194304 / (med * 1e6)
        print(f"{kernel} f32 {s} 1 {reps} {med:.1f} {lo:.1f} {hi:.1f} {ms:.5f}")
        n += 1
print(f"end {n}")
