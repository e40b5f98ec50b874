#!/bin/sh
# Writes reference/gpus/NAME.txt, the estimated profiles of common GPUs, from
# their published figures and the H200's measured calibration, by the rules
# below (reference/README.md says the same). Run it again after the H200's
# calibration changes. usage: tools/gpu-profiles.sh [SRC]
# WARPLAB names a built warplab (default SRC/build/warplab): its loader reads
# the H200's calibration before any profile is drawn from it, and each profile
# before it replaces the old one, so a file it refuses is never written.
#
# From the datasheet: SMs, resident warps per SM, L2 bytes, DRAM bandwidth
# (bus width x data rate), boost clock, memory type. Every other constant from
# the H200's measured one (H200: 132 SMs at 1980 MHz, 4.8 TB/s):
#   dram_bytes_per_s  = datasheet DRAM bandwidth x the share a copy reaches on
#                       that memory type, each share the mean of two cards'
#                       published copies (reference/README.md lists them and
#                       checks each share on a card not used for it):
#                       HBM 0.88 (H200, A100 40GB), GDDR 0.90 (GTX 1650
#                       GDDR6, RTX 4090), and GDDR on a card that ships with
#                       ECC on 0.77 (T4, A10): inline ECC keeps its bits in
#                       the same DRAM and moves them over the same pins, and
#                       costs a copy more than its 1/16 of the memory
# By compute capability, in the loader (wl_calibration_arch_rules): resident
# blocks per SM and whether L2 keeps two copies of a line (a split L2).
#   dram_pages_per_s  = H200's x (this GPU's DRAM bandwidth / 4.8e12)
#   l1_lines_per_s, shared_wavefronts_per_s
#                     = H200's x (clock / 1980 MHz)          (per SM)
#   l2_partial_per_s, l2_fills_per_s, hot32_per_s, hot2048_per_s,
#   blocks_per_s, warps_per_s
#                     = H200's x (SMs x clock) / (132 x 1980 MHz)
#   l2_bytes_per_s    = the same, on a chip whose L2 is split in two partitions
#                       (compute capability 8.0 and 9.0, wl_calibration_arch_rules
#                       keeps the same split); on a chip with one L2 (7.5, 8.6,
#                       8.9), times what one L2 moves per SM and clock against
#                       the H200's split one. Both from one published benchmark
#                       (RRZE gpu-benches, gpu-l2-cache: blocks read parts
#                       of a data set L2 holds, again and again): the H200
#                       9920.3 GB/s (132 SMs, 1980 MHz: 37.96 B per SM and
#                       clock), the L40 5207.4 GB/s (one L2, 142 SMs, 2490
#                       MHz: 14.73), the medians over data sets from 4 MiB up
#                       to half of L2. The split rule is checked on two GPUs
#                       not used for it, the A100 80GB and the H100 PCIe; the
#                       one-L2 figure rests on the L40, with the same
#                       repository's gpu-cache test on an A40 (GA102) beside
#                       it (reference/README.md: the caveats and spread)
#   latency_s, launch_s, launch_fixed_s, dram_page_bytes = the H200's, and on
#   a split L2 the ten dram_share_* too (what L2 keeps of a working set past
#   it, by a footprint that counts a read line twice); a chip with one L2
#   counts it once, so the H200's curve would be read at other sizes there:
#   those profiles have none (a working set past L2 keeps nothing)
SRC=${1:-$(cd "$(dirname "$0")/.." && pwd)}
CAL=$SRC/reference/nvidia-h200-calibration.txt
OUT=$SRC/reference/gpus
WARPLAB=${WARPLAB:-$SRC/build/warplab}
# figures with a decimal point whatever the user's locale
export LC_ALL=C
mkdir -p "$OUT"
[ -f "$WARPLAB" ] && [ -x "$WARPLAB" ] || {
    echo "gpu-profiles.sh: no warplab at $WARPLAB to check the files with: build it, or set WARPLAB" >&2
    exit 1
}
# warplab prints file:line and what is wrong
loads() {
    "$WARPLAB" info --calibration "$1" >/dev/null || {
        echo "gpu-profiles.sh: $WARPLAB refused $1" >&2
        return 1
    }
}
loads "$CAL" || exit 1
# Every profile is written beside the old one and checked first; the set is
# replaced only when all of them load, so it never mixes two calibrations.
NEW=$(mktemp -d "$OUT/.new.XXXXXX") || exit 1
trap 'rm -rf "$NEW"' EXIT
trap 'exit 1' HUP INT TERM

# What one L2 moves per SM and clock against the H200's, from the two figures
# above: 5207.4e9 / (142 x 2490e6) over 9920.3e9 / (132 x 1980e6).
ONE_L2=$(awk 'BEGIN { printf "%.4f", (5207.4e9 / (142 * 2490e6)) / (9920.3e9 / (132 * 1980e6)) }')

# name|device|cc|sms|warps_per_sm|l2_bytes|dram_bytes_per_s|clock_mhz|memory|source
# memory: HBM, GDDR5, GDDR6, GDDR6X; "+ECC" after a GDDR type: ECC on as shipped
profiles() {
    cat <<'P'
gtx1650|NVIDIA GeForce GTX 1650|7.5|14|32|1048576|128e9|1665|GDDR5|NVIDIA GeForce GTX 1650 product page (896 CUDA cores = 14 SMs, 128-bit GDDR5 at 8 Gbps = 128 GB/s, boost 1665 MHz); NVIDIA Turing architecture whitepaper (1024 threads per SM); TU117: 1 MiB L2 (TechPowerUp GPU database; NVIDIA does not publish it, and the seed program does not state it)
gtx1650-gddr6|NVIDIA GeForce GTX 1650 GDDR6|7.5|14|32|1048576|192e9|1590|GDDR6|NVIDIA GeForce GTX 1650 product page, GDDR6 edition (896 CUDA cores = 14 SMs, 128-bit GDDR6 at 12 Gbps = 192 GB/s, boost 1590 MHz); NVIDIA Turing architecture whitepaper (1024 threads per SM); TU117: 1 MiB L2 (TechPowerUp GPU database)
t4|Tesla T4|7.5|40|32|4194304|320e9|1590|GDDR6+ECC|NVIDIA T4 datasheet (2560 CUDA cores = 40 SMs, 320 GB/s GDDR6, boost 1590 MHz); ECC on as shipped: a T4 shows 15 of its 16 GB (exafunction.com/blog/ecc-gpu, AWS g4dn); NVIDIA Turing whitepaper (1024 threads per SM, TU104 4 MiB L2)
a100-80gb|NVIDIA A100 80GB PCIe|8.0|108|64|41943040|1935e9|1410|HBM|NVIDIA A100 datasheet (80GB PCIe: 1935 GB/s HBM2e, boost 1410 MHz); NVIDIA Ampere GA100 whitepaper (108 SMs, 2048 threads per SM, 40 MB L2)
l4|NVIDIA L4|8.9|58|48|50331648|300e9|2040|GDDR6|NVIDIA L4 datasheet (7424 CUDA cores = 58 SMs, 300 GB/s GDDR6, boost 2040 MHz); NVIDIA Ada Lovelace whitepaper (1536 threads per SM); CUDA Programming Guide, compute capability 8.9; AD104 48 MB L2 (TechPowerUp GPU database)
rtx3060|NVIDIA GeForce RTX 3060|8.6|28|48|3145728|360e9|1777|GDDR6|NVIDIA GeForce RTX 3060 product page (3584 CUDA cores = 28 SMs, 12 GB 192-bit GDDR6 at 15 Gbps = 360 GB/s, boost 1777 MHz); NVIDIA Ampere GA102 whitepaper (1536 threads per SM, compute capability 8.6); GA106 3 MB L2 (TechPowerUp GPU database)
rtx4090|NVIDIA GeForce RTX 4090|8.9|128|48|75497472|1008e9|2520|GDDR6X|NVIDIA GeForce RTX 4090 product page (16384 CUDA cores = 128 SMs, 384-bit GDDR6X at 21 Gbps = 1008 GB/s, boost 2520 MHz); NVIDIA Ada Lovelace whitepaper (72 MB L2, 1536 threads per SM)
h200-datasheet|NVIDIA H200|9.0|132|64|62914560|4.8e12|1980|HBM|NVIDIA H200 datasheet (4.8 TB/s HBM3e); NVIDIA H100 Tensor Core GPU architecture whitepaper (SXM5: 132 SMs, 2048 threads per SM, boost 1980 MHz); L2 60 MiB, the 62914560 B the H200 reports to cudaGetDeviceProperties (the 50 MB of the whitepaper is the H100's). The method's check: this GPU was also measured (nvidia-h200-calibration.txt)
P
}

profiles | while IFS='|' read -r name device cc sms warps l2 dram clock memory source; do
    awk -v name="$name" -v device="$device" -v cc="$cc" -v sms="$sms" -v warps="$warps" \
        -v l2="$l2" -v dram="$dram" -v clock="$clock" -v memory="$memory" -v source="$source" \
        -v one_l2="$ONE_L2" -v today="$(date -u +%Y-%m-%d)" '
        { sub(/\r$/, "") } # a calibration saved with CRLF
        $1 ~ /^[a-z0-9_]+$/ && NF == 2 { h[$1] = $2 }
        END {
            # every constant read here is one the loader required of $CAL above
            comp = (sms * clock) / (132 * 1980)
            printf "warplab-calibration 1\n"
            printf "# An ESTIMATED profile, not a measurement: written by tools/gpu-profiles.sh\n"
            printf "# from published figures and the H200%ss measured constants (the rules are\n", "\047"
            printf "# in that script and in reference/README.md).\n"
            printf "# Sources: %s\n", source
            printf "kind estimated\ndevice %s\ncompute_capability %s\n", device, cc
            printf "cuda_runtime none\ndriver none\ndate %s\n", today
            printf "# datasheet\nsms %d\nwarps_per_sm %d\nl2_bytes %d\n", sms, warps, l2
            ecc = sub(/\+ECC$/, "", memory)
            eff = memory == "HBM" ? 0.88 : ecc ? 0.77 : 0.9
            printf "# datasheet DRAM bandwidth (%s%s) x %.2f, the share a copy reaches on %s%s\n", memory, ecc ? ", ECC on" : "", eff, memory, ecc ? " with ECC on" : ""
            printf "dram_bytes_per_s %.4g\n", dram * eff
            printf "# blocks_per_sm, l2_read_copies: by compute capability %s (the loader%ss rule)\n", cc, "\047"
            printf "# the H200%ss\nlatency_s %s\nlaunch_s %s\n", "\047", h["latency_s"], h["launch_s"]
            if ("launch_fixed_s" in h) # optional: else launch_s stands for it
                printf "launch_fixed_s %s\n", h["launch_fixed_s"]
            printf "dram_page_bytes %s\n", h["dram_page_bytes"]
            printf "# H200 x DRAM bandwidth / 4.8e12\ndram_pages_per_s %.4g\n", h["dram_pages_per_s"] * dram / 4.8e12
            printf "# H200 x clock / 1980 MHz, per SM\nl1_lines_per_s %.4g\n", h["l1_lines_per_s"] * clock / 1980
            printf "shared_wavefronts_per_s %.4g\n", h["shared_wavefronts_per_s"] * clock / 1980
            printf "# H200 x (SMs x clock) / (132 x 1980 MHz)\n"
            n = split("l2_partial_per_s l2_fills_per_s blocks_per_s warps_per_s hot32_per_s hot2048_per_s", k, " ")
            for (i = 1; i <= n; i++)
                printf "%s %.4g\n", k[i], h[k[i]] * comp
            split_l2 = cc == "8.0" || cc == "9.0"
            if (split_l2)
                printf "# L2 split in two partitions, as the H200%ss: H200 x (SMs x clock) / (132 x 1980 MHz)\n", "\047"
            else
                printf "# one L2: H200 x (SMs x clock) / (132 x 1980 MHz) x %s, what one L2 moves per SM and clock against the H200%ss (the L40%ss published figure)\n", one_l2, "\047", "\047"
            printf "l2_bytes_per_s %.4g\n", h["l2_bytes_per_s"] * comp * (split_l2 ? 1 : one_l2)
            # the H200 curve counts a read line twice, as a split L2 keeps it: one L2 has none
            if (!split_l2) {
                printf "end\n"
                exit
            }
            printf "# the H200%ss: what L2 keeps between launches of a working set past it\n", "\047"
            m = split("copy update", kind, " ")
            n = split("110 125 150 200 300", at, " ")
            for (j = 1; j <= m; j++)
                for (i = 1; i <= n; i++) {
                    key = "dram_share_" kind[j] "_r" at[i]
                    if (key in h)
                        printf "%s %s\n", key, h[key]
                }
            printf "end\n"
        }' "$CAL" >"$NEW/$name.txt" && loads "$NEW/$name.txt" || exit 1
    if [ -d "$OUT/$name.txt" ] || [ -L "$OUT/$name.txt" ]; then
        echo "gpu-profiles.sh: $OUT/$name.txt is not a plain file: nothing replaced" >&2
        exit 1
    fi
done || exit 1
# no signal between two of the moves: all are replaced, or none
trap '' HUP INT TERM
for f in "$NEW"/*.txt; do
    mv -f "$f" "$OUT/$(basename "$f")" || exit 1
done
