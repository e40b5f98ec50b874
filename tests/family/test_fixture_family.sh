#!/bin/sh
# A throwaway family reaches every user of the registry: the test build
# (warplab_fixture, with reverse from this folder's files appended to the
# one list and the registry) offers it to `model`, `sweep --cpu`, a lesson
# binding and a lesson's model figure, while warplab itself has never heard
# of it.
# usage: test_fixture_family.sh FIXTURE_BINARY SRCDIR WARPLAB
. "$(dirname "$0")/../tui/screen.sh"
SHIPPED=$1
FIXTURE=$WARPLAB

# The registry's own list of kernels (what a bad --kernel is told).
kernel_list() {
    "$1" model --kernel bogus 2>&1 | sed -n 's/.*kernels are //p'
}
case "$(kernel_list "$FIXTURE")" in
*", transpose-pad, reverse") pass ;;
*) fail "the test build's kernels: $(kernel_list "$FIXTURE")" ;;
esac
case "$(kernel_list "$SHIPPED")" in
*reverse*) fail "warplab itself names the fixture family: $(kernel_list "$SHIPPED")" ;;
"") fail "warplab named no kernels" ;;
*) pass ;;
esac
expect 2 "warplab itself refuses the fixture family" -- "$SHIPPED" model --kernel reverse

# model: the family's lanes, from the launch's n (the nominal launch: 256 MiB
# of floats), walked downwards; at offset 3 as many sectors as offset's.
expect 0 "model --kernel reverse" -- "$FIXTURE" model --kernel reverse --param 3 --json
python3 - "$HARNESS_DIR/out" <<'PY' || fail "model --kernel reverse: lanes or sectors wrong"
import json, sys
m = json.load(open(sys.argv[1]))
n = 256 * 1024 * 1024 // 4
lanes = m["load"]["lane_addresses"]
assert m["kernel"] == "reverse" and m["param_name"] == "offset", m
assert lanes == [(n - 1 - lane + 3) * 4 for lane in range(32)], lanes[:4]
assert m["load"]["sectors"] == 5 and m["load"]["lines"] == 2, m["load"]
PY
expect 0 "model --kernel reverse (text)" -- "$FIXTURE" model --kernel reverse --param 8
expect_output "reverse, f32: a[n - 1 - i + s] += 1"
expect_output "whole kernel: 4.00 sectors/request"

# sweep --cpu: every value of its slider, predicted.
expect 0 "sweep --cpu --kernel reverse" -- "$FIXTURE" sweep --cpu --kernel reverse --csv
rows=$(printf '%s\n' "$out" | grep -c '^reverse,')
[ "$rows" -eq 33 ] && pass || fail "sweep --cpu --kernel reverse: $rows rows, expected offsets 0..32"
expect 0 "sweep --cpu --kernel every" -- "$FIXTURE" sweep --cpu --kernel every --csv
expect_output "reverse,f32,32,"

# A lesson binding and a model figure: the fixture course with one section
# appended that binds the family and quotes its sectors.
COURSE=$HARNESS_DIR/course
mkdir -p "$COURSE"
cp -R "$SRC/tests/course/lessons" "$SRC/tests/course/quizzes" "$COURSE/"
ln -s "$SRC/kernels" "$COURSE/kernels"
ln -s "$SRC/reference" "$COURSE/reference"
cat >>"$COURSE/lessons/03-transpose.md" <<'MD'

## Walked backwards

<!-- warplab: kernel=reverse type=f32 param=3 slider=offset compare=offset -->

The same elements as offset, walked from the far end: at offset 3 a warp
still costs [5](model:reverse?offset=3&field=load.sectors) sectors.
MD
expect 0 "check-content with a binding of the fixture family" -- \
    "$FIXTURE" check-content --data-dir "$COURSE"
expect_output "ok: 13 sections in 4 lessons"
expect 1 "warplab itself refuses the binding" -- "$SHIPPED" check-content --data-dir "$COURSE"
expect_output "03-transpose.md:34: binding: unknown kernel 'reverse'"
screen 100x30 "" --section walked-backwards
expect_screen "reverse a[n - 1 - i + s] += 1"
expect_screen "load  5 sectors/req, 2 lines"
expect_screen "vs offset: ld 5, st 5 sectors/req"
screen 100x30 "l l l l l" --section walked-backwards
expect_screen "load  4 sectors/req, 2 lines, 100.0% used"
finish
