#!/bin/sh
# The seed's 4 MiB working set timed two ways on one GPU (lesson 6): the
# repaired seed program (each launch alone between two events, synchronised
# after it; kernels/wl_seed_fixed.cu), warplab with the same method
# (sweep --timing seed), and warplab's own (launches back to back, an event
# between each; sweep --timing warplab). Three runs of each.
# Prints a short table (the middle of the three medians per point); writes
# every run and a reference file of the repaired seed's runs
# (nvidia-h200-4mib-seed-timing.txt, the format of reference/README.md) to
# OUT. Copy that file to reference/ to replace the shipped one.
# usage: bench/seed-timing-h200.sh CUDA_BUILD_DIR OUT_DIR
set -e
B=${1:?usage: seed-timing-h200.sh CUDA_BUILD_DIR OUT_DIR}
O=${2:?usage: seed-timing-h200.sh CUDA_BUILD_DIR OUT_DIR}
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$O"
W="$B/warplab"
S="$B/wl_seed_fixed"
[ -x "$W" ] || { echo "seed-timing: no $W" >&2; exit 2; }
[ -x "$S" ] || { echo "seed-timing: no $S (a CUDA build builds it)" >&2; exit 2; }

"$W" info >"$O/info.txt" 2>&1 || true
: >"$O/seed-fixed-4mib.txt"
: >"$O/sweep-timing-seed.csv"
: >"$O/sweep-timing-warplab.csv"
for r in 1 2 3; do
    echo "== run $r" >>"$O/seed-fixed-4mib.txt"
    "$S" 4 >>"$O/seed-fixed-4mib.txt"
    "$W" sweep --kernel offset,stride --type f32 --seed-size --timing seed --csv \
        --no-reference >>"$O/sweep-timing-seed.csv"
    "$W" sweep --kernel offset,stride --type f32 --seed-size --timing warplab --csv \
        --no-reference >>"$O/sweep-timing-warplab.csv"
done

python3 - "$O" "$HERE" <<'PY'
import csv, re, subprocess, sys
from statistics import median
out, here = sys.argv[1], sys.argv[2]

def sweep(path):
    runs, rows = [], None
    for line in open(path):
        if line.startswith("#"):
            continue
        if line.startswith("kernel,"):
            hdr = line.strip().split(",")
            runs.append({})
            continue
        r = dict(zip(hdr, line.strip().split(",")))
        runs[-1][(r["kernel"], int(r["param"]))] = r
    return runs

seed_t = sweep(f"{out}/sweep-timing-seed.csv")
warp_t = sweep(f"{out}/sweep-timing-warplab.csv")
fixed = {}
kernel = None
for line in open(f"{out}/seed-fixed-4mib.txt"):
    if line.startswith("Offset:"): kernel = "offset"; continue
    if line.startswith("Stride:"): kernel = "stride"; continue
    m = re.match(r"\s*(\d+)\s+([\d.]+) \(", line)
    if m and kernel:
        fixed.setdefault((kernel, int(m.group(1))), []).append(float(m.group(2)))

def mid(runs, key):
    return median(float(r[key]["gbps_median"]) for r in runs)

ceiling = median(float(r[k]["copy_ceiling_gbps"]) for r in warp_t for k in list(r)[:1])
print("4 MiB, f32, GB/s (middle of three runs' medians)")
print(f"{'point':12} {'wl_seed_fixed':>14} {'--timing seed':>14} {'--timing warplab':>17}")
for key in [("offset", 0), ("offset", 1), ("offset", 8), ("stride", 1), ("stride", 2),
            ("stride", 8), ("stride", 32)]:
    print(f"{key[0]+' '+str(key[1]):12} {median(fixed[key]):14.1f} {mid(seed_t, key):14.1f} "
          f"{mid(warp_t, key):17.1f}")
print(f"copy ceiling (warplab, middle of three): {ceiling:.1f} GB/s")
import datetime
ref = subprocess.run([sys.executable, f"{here}/seed-timing-ref.py", f"{out}/seed-fixed-4mib.txt",
                      f"{ceiling:.1f}", datetime.date.today().isoformat()],
                     check=True, capture_output=True, text=True).stdout
open(f"{out}/nvidia-h200-4mib-seed-timing.txt", "w").write(ref)
print(f"reference file: {out}/nvidia-h200-4mib-seed-timing.txt")
PY
