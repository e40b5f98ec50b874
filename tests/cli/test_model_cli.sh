#!/bin/sh
# warplab model: exit codes, one-line errors, and JSON for every kernel,
# type and parameter the lab offers.
. "$(dirname "$0")/lib.sh"

expect_rc 0 --help
expect_rc 0 --version
expect_rc 2 no-such-command
expect_rc 0 model --help
expect_rc 2 model
expect_out "model: --kernel 'bogus': kernels are offset" model --kernel bogus
expect_out "model: --type 'f16': types are f32, f64" model --kernel stride --type f16
expect_out "stride 0 is not allowed" model --kernel stride --param 0
expect_out "offset -1 is negative; offset must be 0..32" model --kernel offset --param -1
expect_out "stride 33 is out of range; stride must be 1..32" model --kernel stride --param 33
expect_out "--param 'abc': stride must be 1..32" model --kernel stride --param abc
expect_out "--param '4x': stride must be 1..32" model --kernel stride --param 4x
expect_out "N 100 is not a multiple of 32" model --kernel transpose-naive --param 100
expect_out "kernel soa takes no --param" model --kernel soa --param 3
expect_out "unknown option '--bogus'" model --kernel soa --bogus
expect_out "--kernel needs a value" model --kernel
expect_out "--unroll '0': unroll must be 1..16" model --kernel soa --unroll 0
expect_out "--read-granule '48': must be a power of two in 32..4096" model --kernel soa --read-granule 48
expect_out "--warp '8': warp must be 0..7" model --kernel transpose-tiled --param 32 --warp 8
expect_out "--unroll '16': kernel transpose-naive takes no --unroll" model --kernel transpose-naive --unroll 16
for rc_args in "model --kernel stride --param 0" "model --kernel offset --param 99" \
               "model --kernel transpose-tiled --param 33" "model --kernel aos --param 1"; do
    # shellcheck disable=SC2086
    expect_rc 2 $rc_args
done

# Every configuration answers with valid JSON carrying the documented fields.
json_ok() {
    "$WARPLAB" model --json "$@" | python3 -c '
import json, sys
d = json.load(sys.stdin)
for k in ("kernel", "type", "param", "load", "store",
          "dram_read_bytes_per_element", "dram_write_bytes_per_element"):
    assert k in d, k
for op in ("load", "store"):
    for k in ("sectors_per_request", "lines_per_request", "useful_bytes",
              "fetched_bytes", "efficiency"):
        assert k in d[op], (op, k)
    assert len(d[op]["lane_addresses"]) == 32
' || { echo "FAIL: model --json $*" >&2; fails=$((fails + 1)); }
}
for t in f32 f64; do
    for s in $(seq 0 32); do json_ok --kernel offset --type $t --param "$s"; done
    for s in $(seq 1 32); do json_ok --kernel stride --type $t --param "$s"; done
    json_ok --kernel aos --type $t
    json_ok --kernel soa --type $t
    for k in transpose-naive transpose-readco transpose-tiled; do
        for n in 32 1024 4096 8192 16384; do json_ok --kernel $k --type $t --param $n; done
    done
done

# A value the test knows by hand: stride 8 on floats puts every lane in its
# own sector, 32 per request.
spr=$("$WARPLAB" model --json --kernel stride --param 8 |
      python3 -c 'import json,sys; print(json.load(sys.stdin)["load"]["sectors_per_request"])')
[ "$spr" = "32" ] || { echo "FAIL: stride 8 sectors_per_request $spr" >&2; fails=$((fails + 1)); }
finish
