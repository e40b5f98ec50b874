#!/bin/sh
# The shipped SASS table (kernels/sass/sm_90.txt) matches the kernels as
# built: regenerates it from the build's objects and compares. 77 (skipped)
# in a build without CUDA or where cuobjdump is missing.
# usage: sass_current.sh HAVE_CUDA SHIPPED WL_SASS_TABLE OBJECT...
have_cuda=$1 shipped=$2 table=$3
shift 3
case "$have_cuda" in ON | TRUE | 1) ;; *)
    echo "skip: built without CUDA (no kernels to disassemble)"
    exit 77
    ;;
esac
command -v cuobjdump >/dev/null 2>&1 || {
    echo "skip: cuobjdump (CUDA toolkit) not on PATH"
    exit 77
}
here=$(cd "$(dirname "$0")/../.." && pwd)
out=$(mktemp)
trap 'rm -f "$out"' EXIT
sh "$here/tools/sass-table.sh" "$table" "$out" "$@" || exit 1
if ! diff -u "$shipped" "$out"; then
    echo "FAIL: $shipped no longer matches the kernels; run: cmake --build BUILD --target sass"
    exit 1
fi
echo "ok: $(grep -vc '^#' "$shipped") kernel instances match"
