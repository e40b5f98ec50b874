#!/bin/sh
# The .deb an instructor installs: built by CPack from this build tree,
# unpacked into a scratch root (dpkg -x, no root needed), and run from there:
# the model answers and the shipped content checks clean.
# Usage: test_package.sh BUILD_DIR
. "$(dirname "$0")/../lib.sh"
build=$1
command -v dpkg-deb >/dev/null 2>&1 || skip "dpkg-deb is not installed"
T=$HARNESS_DIR

# ctest runs on a built tree. With the Makefile generator cpack would first
# run `make preinstall`, which only finds every target up to date (half of
# this test's time, and a build running beside the other tests); naming a
# generator without a preinstall step skips it. The install itself is the
# same cmake_install.cmake.
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$T/pkg" -D CPACK_CMAKE_GENERATOR=Ninja \
    >"$T/cpack.log" 2>&1 || die "cpack failed: $(tail -n 20 "$T/cpack.log")"
deb=$(ls "$T"/pkg/warplab_*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || die "no .deb was made: $(tail -n 20 "$T/cpack.log")"

# Depends names the runtime packages of every shared library warplab links.
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libc6 libmd4c0 libinih1 libncursesw6; do
    case "$depends" in *"$lib"*) pass ;; *) fail "Depends lacks $lib: $depends" ;; esac
done
case "$depends" in *-dev*) fail "Depends names a -dev package: $depends" ;; *) pass ;; esac

dpkg-deb -x "$deb" "$T/root"
for f in usr/bin/warplab usr/share/man/man1/warplab.1 usr/share/warplab/lessons \
    usr/share/warplab/quizzes usr/share/warplab/reference usr/share/warplab/kernels \
    usr/share/warplab/lessons/demos/offset-stride.ini usr/share/warplab/lessons/demos/transpose.ini; do
    [ -e "$T/root/$f" ] && pass || fail "the package lacks /$f"
done

# Run from the scratch root, far from the source and build trees.
cd "$T" || die "cannot enter $T"
expect 0 "installed model" -- "$T/root/usr/bin/warplab" model --kernel stride --param 8 --json
expect_output '"sectors_per_request": 32'
expect 0 "installed check-content" -- "$T/root/usr/bin/warplab" check-content
expect_output "ok:"
expect_output "steps in 2 demo scripts" # the installed demos against the installed lessons
finish
