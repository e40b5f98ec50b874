#!/bin/sh
# GPU profiles on screen: every prediction names the GPU it is for, and an
# estimated profile says so in every wording the readout may pick, at 80x24
# and 100x30, and on the details page; the m key cycles through the profiles.
. "$(dirname "$0")/screen.sh"
# A section of the shipped course, by its id: a float warp at stride 1.
warp_section=thirty-two-lanes-one-instruction

profile() {
    size=$1
    keys=$2
    shift 2
    rm -f "$SCREEN"
    "$WARPLAB" tui --headless "$size" --cpu --data-dir "$SRC" --state-dir "$TMP/state" \
        --keys "$keys" --dump "$SCREEN" "$@"
}

# Where bytes in flight bind, the details work out Little's law, the answer
# of a later prompt (one-float-per-thread-on-the-h200): they wait for it,
# then show.
expect 0 "the details before Little's law is guessed" -- profile 80x24 "d" --section $warp_section
expect_screen "asks first, and they would answer it"
expect 0 "Little's law guessed" -- profile 80x24 "e 1 3 9 3 Enter" --section one-float-per-thread-on-the-h200
for size in 80x24 100x30; do
    expect 0 "the lab on the GTX 1650 profile at $size" -- profile $size "" --gpu gtx1650 --section $warp_section
    expect_screen "GeForce GTX 1650 (est"
    expect_screen_not "on an "
done
expect 0 "the details of a GTX 1650 prediction" -- profile 100x30 "d" --gpu gtx1650 --section $warp_section
expect_screen "on the GeForce GTX 1650 (estimated)"
expect_screen "constants estimated for NVIDIA GeForce GTX 1650"
# nobody calibrated an estimate: its DRAM rate is the estimated one
expect_screen "At the estimated DRAM rate"
expect_screen_not "calibrated DRAM rate"
# Measured constants carry no mark.
expect 0 "the lab on the measured H200" -- profile 100x30 "" --section $warp_section
expect_screen "on the H200,"
expect_screen_not "(estimated)"
# The details say what the model assumes apart from what was measured: the
# L1 share of the round trip is the model's, and a store meeting other
# loads' fills is a pattern it adds no time for, not a slower kernel (some
# flagged H200 kernels ran faster than predicted).
expect 0 "the details of the bytes-in-flight limit" -- profile 100x30 "d" --section $warp_section
expect_screen "the model assumes 65 ns of it is the SM's L1"
expect 0 "the details of offset 1" -- profile 100x30 "d" --section off-by-one-float
expect_screen "model adds no time for that pattern"
expect_screen_not "the real figure is lower"

# m cycles the model through the profiles: the shipped calibration, then
# reference/gpus/ in name order (a100-80gb, gtx1650-gddr6, gtx1650, ...),
# then back (gtx1650-gddr6 second).
expect 0 "m once" -- profile 100x30 "m" --section $warp_section
expect_screen "model: now estimated for NVIDIA A100 80GB PCIe from its datasheet"
expect_screen "A100 80GB PCIe (est.):"
expect 0 "m twice" -- profile 100x30 "m m" --section $warp_section
expect_screen "(est.): 148 GB/s"
expect_screen "model: GeForce GTX 1650"
# Labelled everywhere (issue 30, item 4): the title bar names the profile,
# and where the legend has no room the chart's title says which GPU each
# mark is for (the model's curve is the profile's, the + the H200's).
expect_screen "model: GeForce GTX 1650 GDDR6 (est.)"
expect_screen_not "model: predictions"
expect 0 "m at 80x24" -- profile 80x24 "m" --section where-does-double-saturate
expect_screen "model: A100 80GB PCIe (est.)"
expect_screen "GB/s: ∙ A100 80GB PCIe (est.)  + H200"
# no both-mark across GPUs: an estimate for one never agrees with another's
# measurement (the chart draws none, so the title names none)
expect_screen_not "⊕ both"
expect_screen_not "on the H200"
expect 0 "m twice, then the details" -- profile 100x30 "m m d" --section $warp_section
expect_screen "constants estimated for NVIDIA GeForce GTX 1650"
profiles=$(ls "$SRC"/reference/gpus/*.txt | wc -l)
keys=""
i=0
while [ $i -le "$profiles" ]; do
    keys="$keys m"
    i=$((i + 1))
done
expect 0 "m once per profile and once more" -- profile 100x30 "$keys" --section $warp_section
expect_screen "on the H200,"
expect_screen "model: now calibrated on NVIDIA H200"
# A prompt about the H200 is judged against the lab's own calibration
# whichever profile m shows: Little's law's 1393 GB/s is right under the
# A100's estimate too (it was judged against the A100's 1140, and kept).
rm -rf "$TMP/state"
expect 0 "a prompt answered under a profile" -- profile 80x24 "m e 1 3 9 3 Enter" --section one-float-per-thread-on-the-h200
expect_screen "model: A100 80GB PCIe (est.)"
expect_screen "You guessed 1393: right"
expect_in "$TMP/state/progress.ini" "in-flight-seed = right"
# The room's big figure names the profile with its mark too: the H200's
# datasheet estimate beside the H200's measurement is "H200 (est.)".
rm -rf "$TMP/state"
expect 0 "the datasheet H200 in the big figure" -- profile 100x30 "" --gpu h200-datasheet --projector --section the-same-sweep-at-dram-scale
expect_screen "model, H200 (est.):"
rm -rf "$TMP/state"
expect 0 "the A100 in the big figure" -- profile 100x30 "" --gpu a100-80gb --projector --section the-same-sweep-at-dram-scale
grep -A3 "Readout" "$SCREEN" | grep -q "model: A100 80GB PCIe (est.)" && pass ||
    fail "the big figure does not mark the A100's estimate: $(grep -A3 Readout "$SCREEN")"
finish
