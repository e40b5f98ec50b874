#!/bin/sh
# warplab model: exit codes, one-line errors, and for every kernel, type and
# parameter the lab offers, valid JSON whose sector and line counts match
# rules worked out here by hand (not read back from the model).
. "$(dirname "$0")/../lib.sh"
W=${WARPLAB:?set WARPLAB to the binary}

expect 0 "help" -- "$W" --help
expect 0 "version" -- "$W" --version
expect 2 "unknown command" -- "$W" no-such-command
expect 0 "model help" -- "$W" model --help
expect 2 "model without a kernel" -- "$W" model
expect 2 "bad kernel" -- "$W" model --kernel bogus
expect_output "model: --kernel 'bogus': kernels are offset"
expect 2 "bad type" -- "$W" model --kernel stride --type f16
expect_output "model: --type 'f16': types are f32, f64"
expect 2 "stride 0" -- "$W" model --kernel stride --param 0
expect_output "stride 0 is not allowed"
expect 2 "offset -1" -- "$W" model --kernel offset --param -1
expect_output "offset -1 is negative; offset must be 0..32"
expect 2 "stride 33" -- "$W" model --kernel stride --param 33
expect_output "stride 33 is out of range; stride must be 1..32"
for p in abc 4x 99999999999999999999; do
    expect 2 "param $p" -- "$W" model --kernel stride --param "$p"
    expect_output "--param '$p': stride must be 1..32"
done
expect 2 "N 100" -- "$W" model --kernel transpose-naive --param 100
expect_output "N 100 is not a multiple of 32"
expect 2 "param on soa" -- "$W" model --kernel soa --param 3
expect_output "kernel soa takes no --param"
expect 2 "unknown option" -- "$W" model --kernel soa --bogus
expect_output "unknown option '--bogus'"
expect 2 "missing value" -- "$W" model --kernel
expect_output "--kernel needs a value"
expect 2 "unroll 0" -- "$W" model --kernel soa --unroll 0
expect_output "--unroll '0': unroll must be 1..16"
expect 2 "granule 48" -- "$W" model --kernel soa --read-granule 48
expect_output "--read-granule '48': must be a power of two in 32..4096"
# One 32 x 32 tile is one block of 32 x 8 threads: warps 0..7.
expect 2 "warp past the grid" -- "$W" model --kernel transpose-tiled --param 32 --warp 8
expect_output "--warp '8': warp must be 0..7"
expect 2 "unroll on a transpose" -- "$W" model --kernel transpose-naive --unroll 16
expect_output "--unroll '16': kernel transpose-naive takes no --unroll"

# --- Sectors and lines per request, by hand --------------------------------
# Lane i of a warp touches one element of e bytes. A sector is 32 bytes, a
# line 128; every warp of these kernels starts on a line boundary, so one
# warp's counts are the whole kernel's.
ceil_div() { echo $((($1 + $2 - 1) / $2)); }
# offset s: elements s..s+31, bytes e*s .. e*(s+32)-1.
offset_rule() { # e s -> "sectors lines"
    b0=$(($1 * $2)) b1=$(($1 * ($2 + 32) - 1))
    echo "$((b1 / 32 - b0 / 32 + 1)) $((b1 / 128 - b0 / 128 + 1))"
}
# stride s: lanes e*s bytes apart over e*s*31+e bytes; every sector (line) in
# that span is touched while the gap is smaller than it, else one per lane.
stride_rule() {
    gap=$(($1 * $2)) span=$(($1 * $2 * 31 + $1))
    if [ $gap -ge 32 ]; then sec=32; else sec=$(ceil_div $span 32); fi
    if [ $gap -ge 128 ]; then lin=32; else lin=$(ceil_div $span 128); fi
    echo "$sec $lin"
}

# Each run's JSON goes to one file for a single validity check at the end.
all="$HARNESS_DIR/all.json"
: >"$all"
# check WHAT "LOAD_SECTORS LOAD_LINES" "STORE_SECTORS STORE_LINES" ARGS...
check() {
    what=$1 want_load=$2 want_store=$3
    shift 3
    json=$("$W" model --json "$@") || { fail "$what: exit $?"; return; }
    printf '%s\n\036\n' "$json" >>"$all"
    got=$(printf '%s\n' "$json" | sed -n \
        's/.*"\(load\|store\)": {"sectors": \([0-9]*\), "lines": \([0-9]*\), "requests": [0-9]*, "sectors_per_request": \([0-9.]*\), "lines_per_request": \([0-9.]*\).*/\1 \2 \3 \4 \5/p' |
        tr '\n' ' ')
    want="load ${want_load% *} ${want_load#* } ${want_load% *} ${want_load#* } store ${want_store% *} ${want_store#* } ${want_store% *} ${want_store#* } "
    if [ "$got" = "$want" ]; then pass; else fail "$what: got '$got', worked out '$want'"; fi
}

for t in f32 f64; do
    e=4
    [ $t = f64 ] && e=8
    for s in $(seq 0 32); do
        r=$(offset_rule $e "$s")
        check "offset $t $s" "$r" "$r" --kernel offset --type $t --param "$s"
    done
    for s in $(seq 1 32); do
        r=$(stride_rule $e "$s")
        check "stride $t $s" "$r" "$r" --kernel stride --type $t --param "$s"
    done
    # aos: field x of {x, y, z}, so stride 3; soa: x alone, offset 0.
    r=$(stride_rule $e 3)
    check "aos $t" "$r" "$r" --kernel aos --type $t
    r=$(offset_rule $e 0)
    check "soa $t" "$r" "$r" --kernel soa --type $t
    # Transposes: a row is 32 lanes in a row of e-byte elements; a column
    # puts each lane N*e >= 128 bytes from the next, a sector and a line each.
    row=$(offset_rule $e 0) column="32 32"
    for n in 32 1024 4096 8192 16384; do
        check "transpose-naive $t $n" "$column" "$row" --kernel transpose-naive --type $t --param $n
        check "transpose-readco $t $n" "$row" "$column" --kernel transpose-readco --type $t --param $n
        check "transpose-tiled $t $n" "$row" "$row" --kernel transpose-tiled --type $t --param $n
    done
    # vector: each lane w*e contiguous bytes, the warp 32*w*e bytes in a row,
    # so 32*w*e/32 sectors in 32*w*e/128 lines; a lane holds at most 16 bytes.
    for w in 1 2 4; do
        [ $((w * e)) -le 16 ] || continue
        r="$((w * e)) $((w * e / 4))"
        check "vector $t $w" "$r" "$r" --kernel vector --type $t --param $w
    done
done
expect 2 "vector width 4 of f64" -- "$W" model --kernel vector --type f64 --param 4
expect_output "width 4 is not allowed for f64; width must be 1, 2"

# --sass: the instruction behind each access, from the shipped sm_90 table.
expect 0 "sass stride f32" -- "$W" model --kernel stride --sass
expect_output "SASS (sm_90) of wl_stride<float, 1>: LDG.E x1, STG.E x1"
expect 0 "sass stride f64" -- "$W" model --kernel stride --type f64 --sass
expect_output "LDG.E.64 x1, STG.E.64 x1"
expect 0 "sass vector 4" -- "$W" model --kernel vector --param 4 --unroll 4 --sass
expect_output "SASS (sm_90) of wl_vector<float4, 4>: LDG.E.128 x4, STG.E.128 x4"
expect 0 "sass json" -- "$W" model --kernel vector --param 2 --json --sass
expect_output '"function": "wl_vector<float2, 1>", "instructions": "LDG.E.64 x1, STG.E.64 x1"'

# Every answer above is one valid JSON object with the documented fields.
python3 - "$all" <<'PY' || fail "model --json: invalid JSON or missing fields"
import json, sys
docs = [d for d in open(sys.argv[1]).read().split("\n\x1e\n") if d.strip()]
assert len(docs) == 2 * (33 + 32 + 2 + 15) + 5, len(docs)
for text in docs:
    d = json.loads(text)
    for k in ("kernel", "type", "param", "warp", "unroll", "load", "store",
              "dram_read_bytes_per_element", "dram_write_bytes_per_element"):
        assert k in d, k
    for op in ("load", "store"):
        for k in ("sectors_per_request", "lines_per_request", "useful_bytes",
                  "fetched_bytes", "efficiency"):
            assert k in d[op], (op, k)
        assert len(d[op]["lane_addresses"]) == 32
PY
pass
# Shared memory's wavefronts per request: word lane * s of 4-byte words
# lands in bank (l * s) % 32, so gcd(s, 32) lanes share each bank used (s = 0:
# one word for all, a broadcast); worked by hand, as in tests/model/test_banks.c.
for pair in 1:1 2:2 4:4 32:32 33:1 0:1 6:2 16:16; do
    s=${pair%%:*}
    ways=${pair#*:}
    expect 0 "banks stride $s" -- "$W" model --kernel banks --param "$s" --json
    python3 - "$HARNESS_DIR/out" "$ways" <<'PY' || fail "banks stride $s: shared.wavefronts is not $ways"
import json, sys
d = json.load(open(sys.argv[1]))["shared"]
want = int(sys.argv[2])
assert d["wavefronts"] == want and d["conflict_ways"] == want, d
PY
done
expect 0 "stride has no shared memory" -- "$W" model --kernel stride --json
expect_in "$HARNESS_DIR/out" '"shared": null'
pass

# Profiles against published measurements (reference/gpu-validation.txt): a
# profile with one says how far its copy prediction is, one without says so,
# and the measured calibration carries no such line. The T4's 246 GB/s is
# 320 x 0.77, the share of GDDR with ECC on (tools/gpu-profiles.sh).
SRC=$(cd "$(dirname "$0")/../.." && pwd)
expect_says "profile validation: copy 246 GB/s, +2.8% against 239.6 published" -- \
    "$W" model --kernel offset --gpu t4 --data-dir "$SRC"
expect_output "within 10%; strides and L2 unvalidated"
# A figure more than 10% away is said to be: the T4's profile in a data
# folder whose table holds 200 GB/s for it.
far="$HARNESS_DIR/far"
mkdir -p "$far/lessons" "$far/reference/gpus"
cp "$SRC/reference/gpus/t4.txt" "$far/reference/gpus/"
printf 'warplab-validation 1\nt4 copy 200 a figure 23%% below the profile\nend\n' \
    >"$far/reference/gpu-validation.txt"
expect_says "copy 246 GB/s, +23.2% against 200.0 published (a figure 23% below the profile), more than 10% off" -- \
    "$W" model --kernel offset --gpu t4 --data-dir "$far"
# An L2 row is checked through the h200-datasheet row: the T4's L2 rate over
# that profile's, times its figure. Without that profile's file the L2 part
# says it is unchecked, not guessed.
cp "$SRC/reference/gpus/h200-datasheet.txt" "$far/reference/gpus/"
printf 'warplab-validation 1\nt4 copy 200 c\nt4 l2 100 t4-l2\nh200-datasheet l2 1000 anchor\nend\n' \
    >"$far/reference/gpu-validation.txt"
t4_l2=$(awk '$1 == "l2_bytes_per_s" { print $2 }' "$far/reference/gpus/t4.txt")
h_l2=$(awk '$1 == "l2_bytes_per_s" { print $2 }' "$far/reference/gpus/h200-datasheet.txt")
want=$(awk -v a="$t4_l2" -v h="$h_l2" 'BEGIN { p = 1000 * a / h; printf "L2 read stream %.0f GB/s, %+.1f%% against 100.0 published (t4-l2), within 10%%; strides unvalidated", p, p - 100 }')
expect_says "$want" -- "$W" model --kernel offset --gpu t4 --data-dir "$far"
printf 'warplab-calibration 1\nend\n' >"$far/reference/gpus/h200-datasheet.txt"
expect_says "(c), more than 10% off; L2 unchecked: 100.0 GB/s published, but the h200-datasheet profile, which it is checked through, does not load: $far/reference/gpus/h200-datasheet.txt:2: missing key" -- \
    "$W" model --kernel offset --gpu t4 --data-dir "$far"
rm "$far/reference/gpus/h200-datasheet.txt"
expect_says "L2 unchecked: 100.0 GB/s published, but the h200-datasheet profile, which it is checked through, does not load: no GPU profile 'h200-datasheet' in $far/reference/gpus" -- \
    "$W" model --kernel offset --gpu t4 --data-dir "$far"
printf 'warplab-validation 1\nt4 copy 200 c\nt4 l2 100 t4-l2\nend \n' >"$far/reference/gpu-validation.txt"
expect_says "L2 unchecked: 100.0 GB/s published, but no h200-datasheet row in the table to check it through; strides unvalidated" -- \
    "$W" model --kernel offset --gpu t4 --data-dir "$far"
# A table with a bad line is read not at all, and says where: a figure with
# more after it, hexadecimal, no end line; a file of another GPU named as a
# profile is not compared with that profile's rows.
for bad in 't4 copy 240junk c' 't4 copy 0xF0 c' 't4 copy inf c' 't4 cpy 200 c'; do
    printf 'warplab-validation 1\n%s\nend\n' "$bad" >"$far/reference/gpu-validation.txt"
    expect_says "the validation table is unreadable: $far/reference/gpu-validation.txt:2:" -- \
        "$W" model --kernel offset --gpu t4 --data-dir "$far"
done
printf 'warplab-validation 1\nt4 copy 200 c\n' >"$far/reference/gpu-validation.txt"
expect_says "gpu-validation.txt:2: no 'end' line" -- "$W" model --kernel offset --gpu t4 --data-dir "$far"
printf 't4 copy 200 c\nend\n' >"$far/reference/gpu-validation.txt"
expect_says "gpu-validation.txt:1: not a warplab validation table" -- \
    "$W" model --kernel offset --gpu t4 --data-dir "$far"
# The verdict follows the difference as shown: +10.0% is within 10%, even
# when the unrounded difference is a little over.
pub=$(awk '$1 == "dram_bytes_per_s" { printf "%.4f", $2 / 1e9 / 1.10004 }' "$far/reference/gpus/t4.txt")
printf 'warplab-validation 1\nt4 copy %s c\nend\n' "$pub" >"$far/reference/gpu-validation.txt"
expect_says "+10.0% against" -- "$W" model --kernel offset --gpu t4 --data-dir "$far"
expect_output "(c), within 10%"
# A calibration with a NUL byte is refused at its line: a line reader would
# stop there and another tool (awk) would read on.
{ head -3 "$far/reference/gpus/t4.txt"; printf 'x\000y\n'; tail -n +4 "$far/reference/gpus/t4.txt"; } >"$HARNESS_DIR/nul.txt"
expect 1 "a calibration with a NUL byte" -- "$W" model --kernel offset --calibration "$HARNESS_DIR/nul.txt"
expect_output "nul.txt:4: a NUL byte: this is a text file"
# No table shipped: no published measurement (not "unreadable").
mv "$far/reference/gpu-validation.txt" "$HARNESS_DIR/table.txt"
expect_says "profile validation: no published measurement" -- \
    "$W" model --kernel offset --gpu t4 --data-dir "$far"
mv "$HARNESS_DIR/table.txt" "$far/reference/gpu-validation.txt"
# A line of 1023 bytes is read, whatever its line ending (here CRLF); a
# longer one is refused. A source past 400 bytes is cut on a whole character:
# "é" (2 bytes) at bytes 400-401 of the source is dropped whole, not halved.
long=$(awk 'BEGIN { s = "t4 copy 200 "; while (length(s) < 1023) s = s "x"; print s }')
printf 'warplab-validation 1\r\n%s\r\nend\r\n' "$long" >"$far/reference/gpu-validation.txt"
expect_says "against 200.0 published (xxx" -- "$W" model --kernel offset --gpu t4 --data-dir "$far"
printf 'warplab-validation 1\n%sx\nend\n' "$long" >"$far/reference/gpu-validation.txt"
expect_says "gpu-validation.txt:2: a line over 1023 bytes" -- \
    "$W" model --kernel offset --gpu t4 --data-dir "$far"
src399=$(awk 'BEGIN { while (length(s) < 399) s = s "y"; print s }')
printf 'warplab-validation 1\nt4 copy 200 %s\303\251zz\nend\n' "$src399" >"$far/reference/gpu-validation.txt"
expect_says "${src399}...)" -- "$W" model --kernel offset --gpu t4 --data-dir "$far"
printf 'warplab-validation 1\nt4 copy 200 c\nend\n' >"$far/reference/gpu-validation.txt"
sed 's/^device .*/device Another GPU/' "$far/reference/gpus/t4.txt" >"$HARNESS_DIR/t4.txt"
expect 0 "another GPU's file named as a profile" -- \
    "$W" model --kernel offset --calibration "$HARNESS_DIR/t4.txt" --data-dir "$far"
expect_no_output "200.0 published"
# The shipped table: the A100 80GB has an L2 figure and no copy.
expect_says "validation: L2 read stream 5781 GB/s, +7.0% against 5405.0 published" -- \
    "$W" info --data-dir "$SRC"
expect_output "1c36d50), within 10%; copy and strides unvalidated"
expect_says "validation: copy 907 GB/s, -1.6% against 921.9 published" -- \
    "$W" info --data-dir "$SRC"
expect_output "validation: no published measurement"
expect 0 "the measured calibration" -- "$W" model --kernel offset --data-dir "$SRC"
expect_no_output "profile validation"
finish
