#!/bin/sh
# tools/gpu-profiles.sh, the writer of reference/gpus/: from the shipped H200
# calibration it writes the shipped profiles again (all but their date line);
# a calibration it would draw a refused profile from replaces nothing (the
# set never mixes two calibrations); a decimal-comma locale changes nothing;
# a missing warplab and a profile that is a folder are refused.
# usage: test_gpu_profiles.sh WARPLAB SRCDIR
. "$(dirname "$0")/../lib.sh"
W=$1
SRC=$2
copy() {
    rm -rf "$1"
    mkdir -p "$1/reference"
    cp -r "$SRC/reference/gpus" "$SRC/reference/nvidia-h200-calibration.txt" "$1/reference/"
}
undated() { grep -v '^date ' "$1"; }
same_set() { # same_set DIR: DIR/reference/gpus holds the shipped profiles, dates aside
    for f in "$SRC"/reference/gpus/*.txt; do
        if [ "$(undated "$f")" = "$(undated "$1/reference/gpus/$(basename "$f")")" ]; then pass
        else fail "$(basename "$f") differs from the shipped one"; fi
    done
}

D="$HARNESS_DIR/a tree"
copy "$D"
rm "$D/reference/gpus/t4.txt"
expect 0 "the shipped calibration" -- env WARPLAB="$W" sh "$SRC/tools/gpu-profiles.sh" "$D"
same_set "$D"
ls -a "$D/reference/gpus" | grep -q '^\.new' && fail "a temporary folder was left" || pass

# A constant that makes one profile (the RTX 4090's, scaled up most) leave
# its range: refused with the profile's file:line, and no profile replaced.
copy "$D"
printf 'stale\n' >>"$D/reference/gpus/a100-80gb.txt"
sed -i 's/^hot2048_per_s .*/hot2048_per_s 9.5e+12/' "$D/reference/nvidia-h200-calibration.txt"
expect 1 "a calibration one profile would be refused from" -- \
    env WARPLAB="$W" sh "$SRC/tools/gpu-profiles.sh" "$D"
expect_output "rtx4090.txt:"
expect_output "hot2048_per_s"
tail -1 "$D/reference/gpus/a100-80gb.txt" | grep -q '^stale$' && pass ||
    fail "a profile was replaced although the set was refused"

# The calibration itself refused: file:line, nothing written.
copy "$D"
sed -i '/^dram_share_copy_r300 /d' "$D/reference/nvidia-h200-calibration.txt"
expect 1 "a calibration with nine of the ten shares" -- \
    env WARPLAB="$W" sh "$SRC/tools/gpu-profiles.sh" "$D"
expect_output "nvidia-h200-calibration.txt:"
expect_output "the ten dram_share_* come together"

# CRLF line endings write the same profiles, and so does a decimal-comma
# locale (where localedef can build one: awk's printf follows LC_NUMERIC).
copy "$D"
sed -i 's/$/\r/' "$D/reference/nvidia-h200-calibration.txt"
expect 0 "a CRLF calibration" -- env WARPLAB="$W" sh "$SRC/tools/gpu-profiles.sh" "$D"
same_set "$D"
mkdir -p "$HARNESS_DIR/loc"
if localedef -i de_DE -f UTF-8 "$HARNESS_DIR/loc/de_DE.UTF-8" >/dev/null 2>&1; then
    copy "$D"
    expect 0 "a decimal-comma locale" -- env WARPLAB="$W" LOCPATH="$HARNESS_DIR/loc" \
        LC_ALL=de_DE.UTF-8 sh "$SRC/tools/gpu-profiles.sh" "$D"
    same_set "$D"
fi

copy "$D"
expect 1 "no warplab" -- env WARPLAB="$HARNESS_DIR" sh "$SRC/tools/gpu-profiles.sh" "$D"
expect_output "no warplab at $HARNESS_DIR"
rm "$D/reference/gpus/t4.txt"
mkdir "$D/reference/gpus/t4.txt"
expect 1 "a profile that is a folder" -- env WARPLAB="$W" sh "$SRC/tools/gpu-profiles.sh" "$D"
expect_output "t4.txt is not a plain file: nothing replaced"
finish
