#!/bin/sh
# Every command words getopt's complaints alike and exits 2: a missing value
# names the option, an unknown option names itself and the command's --help.
. "$(dirname "$0")/lib.sh"

for cmd in model sweep verify info quiz reset run-one; do
    expect_rc 2 $cmd --no-such-option
    expect_out "warplab $cmd: unknown option '--no-such-option' (see warplab $cmd --help)" \
        $cmd --no-such-option
done
expect_out "warplab model: --type needs a value" model --kernel soa --type
expect_out "warplab sweep: --size needs a value" sweep --size
expect_out "warplab verify: --log needs a value" verify --log
expect_out "warplab info: --data-dir needs a value" info --data-dir
expect_out "warplab quiz: --quiz needs a value" quiz --quiz
expect_out "warplab reset: --state-dir needs a value" reset --state-dir
expect_out "warplab run-one: --device '9999' is out of range" run-one --device 9999 offset:f32:0:1
for cmd in model sweep verify info quiz reset run-one check-content; do
    expect_rc 0 $cmd --help
done
finish
