#!/bin/sh
# Writes the SASS memory instructions of the lab's kernels (sm_90) as the
# table warplab ships (kernels/sass/sm_90.txt):
#   tools/sass-table.sh WL_SASS_TABLE OUTPUT OBJECT...
# WL_SASS_TABLE is the build's wl_sass_table; the objects are the build's
# kernels (CMake: `cmake --build BUILD --target sass` runs this). With
# SASS_RAW=FILE it reads a saved `cuobjdump -sass -arch sm_90` listing instead
# of running cuobjdump. Exit 77 when cuobjdump (CUDA toolkit) is missing.
set -eu
table=$1
out=$2
shift 2
listing() {
    if [ -n "${SASS_RAW:-}" ]; then
        cat "$SASS_RAW"
        return
    fi
    for o in "$@"; do cuobjdump -sass -arch sm_90 "$o"; done
}
# Only the lab's kernels (wl_*): the calibration's probes are not shown.
# c++filt turns _Z9wl_strideIfLi1EEvPT_i into "void wl_stride<float, 1>(float*, int)";
# the table keeps the name and template arguments.
if [ -z "${SASS_RAW:-}" ] && ! command -v cuobjdump >/dev/null 2>&1; then
    echo "sass-table.sh: cuobjdump (CUDA toolkit) not on PATH" >&2
    exit 77
fi
tmp=$out.tmp.$$
{
    echo "# SASS global memory instructions of kernels/*.cu for sm_90, per kernel"
    echo "# instance (LDG loads, STG stores, xN how many in the function)."
    echo "# Generated from the build by tools/sass-table.sh; do not edit."
    listing "$@" | "$table" | c++filt | sed -e 's/^void //' -e 's/([^)]*): /: /' |
        grep '^wl_' | LC_ALL=C sort
} > "$tmp"
mv "$tmp" "$out"
