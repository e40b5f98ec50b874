#!/bin/sh
# Every option of every command is honoured or refused, and every command
# exits as the man page says: arguments (2) are checked before the
# environment (3), which is checked before the run (1). One table: each row
# is either
#   RC | ARGS | TEXT        warplab ARGS exits RC and says TEXT (when given)
#   + | BASE | EXTRA        BASE and BASE EXTRA both exit 0 and print
#                           different things: EXTRA was honoured
#   gpu? | ARGS | TEXT      as RC 3 without a GPU build, skipped with one
# Usage: test_every_option.sh WARPLAB SRCDIR
. "$(dirname "$0")/../lib.sh"
set -u
W=$1
SRC=$2
T=$HARNESS_DIR
export HOME="$T/home" XDG_STATE_HOME="$T/xdg"
mkdir -p "$HOME" "$T/state"
P=$SRC/reference/gpus/l4.txt
printf 'not a calibration\n' >"$T/garbage.txt" # a readable file that does not parse
no_gpu=false
"$W" info 2>/dev/null | grep -q "cuda: unavailable" && no_gpu=true
rows=0

run() { # ARGS...: output in $T/o, exit status printed
    "$W" "$@" </dev/null >"$T/o" 2>&1
    echo $?
}

row() {
    want=$1 args=$2 text=$3
    rows=$((rows + 1))
    if [ "$want" = "gpu?" ]; then
        $no_gpu || return
        want=3
    fi
    if [ "$want" = "+" ]; then
        eval "set -- $args"
        [ "$(run "$@")" = 0 ] || fail "$args: exit $(run "$@") ($(head -c 200 "$T/o"))"
        cp "$T/o" "$T/base"
        eval "set -- $args $text"
        got=$(run "$@")
        [ "$got" = 0 ] || fail "$args $text: exit $got ($(head -c 200 "$T/o"))"
        if cmp -s "$T/base" "$T/o"; then
            fail "$args $text: the output is the same as without $text (ignored)"
        else
            pass
        fi
        return
    fi
    eval "set -- $args"
    got=$(run "$@")
    if [ "$got" != "$want" ]; then
        fail "$args: exit $got, expected $want ($(head -c 300 "$T/o"))"
    elif [ -n "$text" ] && ! grep -F -q -- "$text" "$T/o"; then
        fail "$args: exit $got but no '$text' in: $(head -c 300 "$T/o")"
    else
        pass
    fi
}

M="model --kernel stride --param 32"
S="sweep --cpu --kernel offset --type f32 --unroll 1 --size 1MiB"
E="model --expr i"
H="tui --headless 100x30 --cpu --state-dir $T/state --dump $T/screen --keys"
# trim NAME: the variable NAME without its leading and trailing spaces, in
# the shell itself (three processes a row cost more than the rows' commands).
trim() {
    eval "v=\$$1"
    v=${v#"${v%%[! ]*}"}
    v=${v%"${v##*[! ]}"}
    eval "$1=\$v"
}
while IFS='|' read -r want args text; do
    trim want
    trim args
    trim text
    case $want in '' | '#'*) continue ;; esac
    eval "args=\"$args\""
    eval "text=\"$text\""
    row "$want" "$args" "$text"
done <<'EOF'
# ---- warplab itself
2 | nosuchcommand |
0 | --version |
2 | --version extra |
0 | --help |
# ---- model: each option changes what is printed, or is refused
+ | model --kernel stride | --param 2
+ | model --kernel offset | --type f64
+ | $M | --warp 3
2 | $M --warp 16777215 | warp must be 0..2097151
+ | $M | --unroll 2
+ | $M | --read-granule 4096
+ | $M | --write-granule 4096
+ | $M | --json
+ | $M | --ascii
+ | $M | --sass
+ | $M | --calibration $P
+ | $M | --gpu l4
0 | $M --data-dir $SRC |
+ | $E | --store-expr 2*i
+ | $E | --block 64
# --range is the slider range the expression is checked over
0 | model --expr i/s --param 1 --range 1..2 |
2 | model --expr i/s --param 1 --range 0..2 | can be 0
+ | $E | --size 1MiB
+ | $E | --param 3
+ | model --expr i*s --param 1 | --type f64
# the granules change the prediction, not only the DRAM estimate line
+ | $M --json | --read-granule 4096
2 | $M --json --ascii | --ascii draws the text's diagram
2 | $M --read-granule 48 | power of two
2 | model --kernel stride --range 1..2 | go with --expr
# a custom expression unrolls as in sweep, verify and run-one (the generated kernel does)
+ | $E | --unroll 2
+ | $E --json | --unroll 4
2 | $E --unroll 17 | unroll must be 1..16
2 | $E --read-granule 64 | the granules
2 | model --kernel transpose-naive --unroll 4 | takes no --unroll
# a working set that launches no whole block, or too many threads: said in
# terms of the options that made it, with the sizes that would be taken
2 | $E --size 64K --block 1024 --unroll 16 --type f64 | the working set (64 KiB) holds 8192 f64 elements, fewer than one block takes (1024 threads x unroll 16 = 16384); give a --size of 128 KiB or more, or a smaller --block or --unroll
2 | sweep --cpu --expr i --type f64 --size 64K --block 1024 --unroll 1,16 | fewer than one block takes (1024 threads x unroll 16 = 16384); give a --size of 128 KiB or more
2 | $E --size 1024T | the working set (1024 TiB) is 281474976710656 f32 elements, more than the 2^40 threads a custom experiment runs; give a --size of 4 TiB or less
2 | sweep --cpu --expr i --size 1024T --type f64 | give a --size of 8 TiB or less
# a size between two whole launches would run the smaller one unsaid
2 | $E --size 96000 | the working set must be a multiple of 32K (whole launches of 4096 elements, of double too); nearest: 64K or 96K
2 | sweep --cpu --kernel offset --size 300000 | nearest: 288K or 320K
2 | model --kernel offset --param 99999 |
2 | model --kernel offset --unroll 2 --warp 1048576 | warp must be 0..1048575
2 | $M --calibration /nonexistent | cannot read it
1 | $M --calibration /etc/passwd |
2 | $M --calibration /tmp | cannot read it: it is a directory
2 | $M --gpu nosuch | no GPU profile 'nosuch'
2 | $M --gpu '' | empty GPU profile name
2 | $M --gpu l4 --calibration $P | not both
2 | model | --kernel is required
# ---- sweep: model mode takes no GPU's options
+ | sweep --cpu --type f32 --unroll 1 --size 1MiB | --kernel stride
+ | sweep --cpu --kernel offset --unroll 1 --size 1MiB | --type f64
+ | sweep --cpu --kernel offset --type f32 --size 1MiB | --unroll 2
+ | sweep --cpu --kernel offset --type f32 --unroll 1 | --size 2MiB
+ | sweep --cpu --kernel offset --type f32 --unroll 1 | --seed-size
+ | $S | --csv
+ | $S | --json
+ | $S | --calibration $P
# the reference column exists at the reference's working set only
+ | sweep --cpu --kernel offset --type f32 --unroll 1 | --no-reference
0 | $S --data-dir $SRC |
+ | $S | --gpu l4
+ | sweep --cpu --expr i*s --size 1MiB | --range 1..2
+ | sweep --cpu --expr i*s --size 1MiB | --store-expr i
+ | sweep --cpu --expr i*s --size 1MiB | --block 64
2 | $S --reps 5 | --reps times each point on a GPU
2 | $S --device 0 | --cpu uses none
2 | $S --save $T/ref.txt | --save keeps measurements
2 | $S --csv --json |
2 | sweep --cpu --kernel offset --seed-size --size 1MiB | exclude each other
2 | sweep --cpu --expr 'i % (n - 67108608)' --block 96 --unroll 1,4 --range 0..0 | can be 0
2 | sweep --cpu --range 1..2 | go with --expr
2 | sweep --cpu --kernel banks --unroll 4 | banks runs only at --unroll 1
0 | sweep --cpu --kernel offset,banks --unroll 1,4 | banks runs only at unroll 1: its rows at a higher unroll are left out
1 | $S --calibration /etc/passwd |
# a transpose launches its own N x N: no working set to set, and none claimed
2 | sweep --cpu --kernel transpose-naive --seed-size | --seed-size: transpose-naive runs on its own N x N matrix
2 | sweep --cpu --kernel transpose-naive,transpose-tiled --size 1GiB | run on their own N x N matrix
0 | sweep --cpu --kernel offset,transpose-naive --seed-size | transpose-naive runs on its own N x N matrix whatever --seed-size says
0 | sweep --cpu --kernel transpose-naive | working set: each row's N x N matrix
0 | sweep --cpu --kernel offset,transpose-naive | working set 256 MiB (transposes: their N x N matrix)
# ---- info
+ | info --data-dir $SRC | --calibration $P
+ | info --data-dir $SRC | --gpu l4
+ | info --data-dir $SRC | --state-dir $T/other
1 | info --calibration /etc/passwd |
# a calibration given that does not parse stops every command that predicts,
# as model does (the lab used to open with "the model cannot predict", 0)
1 | $M --calibration $T/garbage.txt | garbage.txt:1: not a warplab calibration file
1 | $E --calibration $T/garbage.txt | garbage.txt:1: not a warplab calibration file
1 | $S --calibration $T/garbage.txt | garbage.txt:1: not a warplab calibration file
1 | info --calibration $T/garbage.txt | garbage.txt:1: not a warplab calibration file
1 | $H q --calibration $T/garbage.txt | warplab tui: $T/garbage.txt:1: not a warplab calibration file
1 | demo $SRC/lessons/demos/transpose.ini --headless 80x24 --keys q --calibration $T/garbage.txt | warplab demo: $T/garbage.txt:1: not a warplab calibration file
1 | quiz --present --headless 80x24 --keys q --calibration $T/garbage.txt | warplab quiz: $T/garbage.txt:1: not a warplab calibration file
2 | $H q --calibration /dev/null | --calibration '/dev/null': cannot read it: not a regular file (a device)
2 | quiz --present --headless 80x24 --keys q --calibration $T | --calibration '$T': cannot read it: it is a directory
2 | info --calibration /tmp | cannot read it: it is a directory
2 | info --gpu '' | empty GPU profile name
gpu? | info --require-gpu |
# ---- verify: its arguments are checked before ncu or a GPU is looked for
2 | verify --expr i/0 | can be 0
2 | verify --expr i --block 33 | block size 33
2 | verify --kernel nosuch |
2 | verify --type f16 |
2 | verify --unroll 99 |
2 | verify --param 3 | go with --expr
2 | verify --store-expr i | go with --expr
2 | verify --kernel stride --expr i | --expr replaces --kernel
2 | verify --device 99999 |
3 | verify --expr i --ncu /nonexistent/ncu |
3 | verify --kernel offset --ncu /nonexistent/ncu |
2 | verify --kernel banks --unroll 4 --ncu /nonexistent/ncu | nothing to verify: banks runs only at --unroll 1
3 | verify --kernel offset,banks --unroll 4 --ncu /nonexistent/ncu | banks runs only at unroll 1: its rows at a higher unroll are left out
# ---- calibrate and run-one
2 | calibrate --device 99999 |
2 | calibrate --state-dir '' | needs a directory
gpu? | calibrate --output /dev/full |
2 | run-one --expr i --block 33 | block size 33
2 | run-one --expr i/0 | can be 0
2 | run-one nosuch:f32:0:1 |
gpu? | run-one offset:f32:0:1 |
# ---- quiz, reset, check-content
# (no answers on stdin: the quiz ends early, 1, after asking)
1 | quiz --plain --data-dir $SRC --state-dir $T/state | Check yourself
0 | quiz --plain --state-dir $T/state --quiz $SRC/quizzes/second-half.ini | the second half
2 | quiz --quiz /nonexistent | cannot read it
1 | quiz --plain --data-dir $SRC --state-dir $T/state --quiz /etc/passwd |
1 | reset --state-dir $T/state | or --yes
2 | reset --yes --quiz nosuch --state-dir $T/state | the quizzes known are
2 | reset --yes --section nosuch --state-dir $T/state | the sections known are
# a quiz or section id: what is wrong with it, and what would be taken
2 | reset --yes --quiz ../x --state-dir $T/state | --quiz '../x': not an id: '/' (character 3) cannot be in one (an id is 1 to 64 letters, digits, '.', '_' or '-'); the quizzes known are: coalescing, second-half
2 | reset --yes --quiz '' --state-dir $T/state | --quiz '': not an id: it is empty
2 | reset --yes --section 'two words' --state-dir $T/state | ' ' (character 4) cannot be in one
2 | reset --quiz Coalescing --state-dir $T/state | no quiz has that id (ids are case-sensitive: did you mean 'coalescing'?)
0 | reset --yes --state-dir $T/state |
2 | reset --state-dir '' | needs a directory
0 | check-content --data-dir $SRC |
# ---- quiz --present and demo: errors name the command typed; an option the
# mode would ignore is refused
2 | quiz --present --quiz $SRC/quizzes/coalescing.ini --headless 80x24 --keys q | warplab quiz: --quiz FILE asks one quiz line by line
2 | quiz --present --section 2 --headless 80x24 --keys q | warplab quiz: --section has no place with --present
2 | quiz --present --plain | warplab quiz: --plain and --present go one at a time
2 | quiz --present --keys q | warplab quiz: --keys and --dump need --headless
2 | quiz --present --headless 80x24 --gpu nosuch --keys q | warplab quiz: --gpu 'nosuch'
2 | tui --present --section 2 --headless 80x24 --keys q | warplab tui: --section has no place with --present
2 | demo $SRC/lessons/demos/transpose.ini --section 3 --headless 80x24 --keys q | warplab demo: --section has no place with --demo
2 | demo $SRC/lessons/demos/transpose.ini --bogus | warplab demo: unknown option '--bogus'
2 | demo --section 3 $SRC/lessons/demos/transpose.ini | warplab demo: needs the demo script first
# --help takes nothing after it, in demo as in every command; a file argument
# that is empty or cannot be read is a bad argument (2), not a failed run
2 | demo --help extra | warplab demo: unexpected argument 'extra'
2 | demo --help $SRC/lessons/demos/transpose.ini | unexpected argument
2 | demo '' | warplab demo: FILE '': needs a demo script; an empty path names none
2 | demo /nonexistent --headless 80x24 --keys q | warplab demo: FILE '/nonexistent': cannot read it
2 | tui --demo '' --headless 80x24 --keys q | --demo '': needs a demo script
2 | tui --demo /nonexistent --headless 80x24 --keys q | --demo '/nonexistent': cannot read it
# a folder or a device is no more a readable script than a missing file (a
# FIFO alike: hardening.every_reader times it); a dump that could only fail
# to be written is refused before the run, as a missing folder for it is
2 | demo $SRC/lessons/demos --headless 80x24 --keys q | warplab demo: FILE '$SRC/lessons/demos': cannot read it: it is a directory
2 | demo /dev/null --headless 80x24 --keys q | warplab demo: FILE '/dev/null': cannot read it: not a regular file (a device)
2 | tui --demo /dev/null --headless 80x24 --keys q | --demo '/dev/null': cannot read it: not a regular file (a device)
2 | tui --headless 80x24 --cpu --state-dir $T/state --keys q --dump $T | --dump '$T': it is a directory; give a file to write
2 | tui --headless 80x24 --cpu --state-dir $T/state --keys q --dump /missing/x | --dump '/missing/x': cannot write it: /missing: No such file or directory
2 | quiz --quiz '' | --quiz '': needs a quiz file
# ---- an empty path names nothing: every option and argument that names a
# file or directory refuses one alike (2), before the run could read it as a
# missing file (1)
2 | tui --headless 80x24 --cpu --state-dir $T/state --keys q --dump '' | --dump '': needs a file; an empty path names none
2 | tui --dump= | --dump '': needs a file
2 | demo $SRC/lessons/demos/transpose.ini --headless 80x24 --keys q --dump '' | warplab demo: --dump '': needs a file
2 | quiz --present --headless 80x24 --keys q --dump '' | warplab quiz: --dump '': needs a file
2 | quiz --present --quiz '' | warplab quiz: --quiz '': needs a quiz file
2 | class '' | warplab class: '': needs a progress file or a folder of them; an empty path names none
2 | class $T/state '' | warplab class: '': needs a progress file
2 | check-content '' | warplab check-content: '': needs a lesson (*.md) or a quiz (*.ini)
2 | info --data-dir '' | --data-dir '': needs a data directory; an empty path names none
2 | info --state-dir '' | --state-dir '': needs a directory; an empty path names none
2 | info --calibration '' | --calibration '': needs a file; an empty path names none
2 | $M --data-dir '' | --data-dir '': needs a data directory
2 | $M --calibration '' | --calibration '': needs a file
2 | $E --calibration '' | --calibration '': needs a file
2 | $S --calibration '' | --calibration '': needs a file
2 | $S --state-dir '' | --state-dir '': needs a directory
2 | sweep --save '' | --save '': needs a file
2 | calibrate --output '' | --output '': needs a file; an empty path names none
2 | verify --kernel offset --ncu '' | --ncu '': needs the ncu program; an empty path names none
2 | verify --kernel offset --log '' | --log '': needs a file; an empty path names none
2 | progress --state-dir '' | --state-dir '': needs a directory
2 | quiz --plain --state-dir '' | --state-dir '': needs a directory
2 | class --data-dir '' $T/state | --data-dir '': needs a data directory
# ---- an option given twice, with a value or without, is refused
2 | reset --predictions --predictions --state-dir $T/state | --predictions given twice
2 | reset --yes --yes --state-dir $T/state | --yes given twice
2 | progress --json --json --state-dir $T/state | --json given twice
2 | $M --json --json | --json given twice
2 | $H q --cpu | --cpu given twice
2 | demo $SRC/lessons/demos/transpose.ini --projector --projector --headless 80x24 --keys q | --projector given twice
2 | $M --kernel offset | --kernel given twice
# ---- a kernel or type a list selects twice, by name or inside all / every
2 | sweep --cpu --kernel offset,offset | 'offset' is listed twice
2 | sweep --cpu --kernel all,offset | a kernel is selected twice
2 | sweep --cpu --kernel every,transpose-naive | a kernel is selected twice
2 | sweep --cpu --type all,f64 | a type is selected twice
2 | verify --kernel all,stride | a kernel is selected twice
# ---- progress: --data-dir titles the report, so it is honoured or refused
2 | progress --name x --data-dir $SRC --state-dir $T/state | give one of the two
# ---- a state directory that is not a directory, in every command taking one
2 | progress --state-dir /dev/null | /dev/null is not a directory (a device)
2 | progress --json --state-dir $SRC/README.md | README.md is not a directory (a file)
2 | reset --yes --state-dir /dev/null | not a directory (a device)
2 | reset --yes --quiz coalescing --state-dir /dev/null/x | a part of its path is not a directory
2 | quiz --plain --data-dir $SRC --state-dir /dev/null | not a directory (a device)
2 | quiz --present --headless 80x24 --keys q --state-dir /dev/null | not a directory (a device)
2 | tui --headless 80x24 --cpu --state-dir /dev/null --keys q | not a directory (a device)
2 | demo $SRC/lessons/demos/transpose.ini --headless 80x24 --cpu --state-dir /dev/null --keys q | not a directory
2 | info --state-dir /dev/null | not a directory (a device)
2 | $S --state-dir /dev/null | not a directory (a device)
2 | calibrate --state-dir /dev/null | not a directory (a device)
2 | check-content /etc/passwd | neither a lesson
# one file named twice would count its sections twice
2 | check-content $SRC/lessons/01-warp.md $SRC/lessons/01-warp.md | names what '$SRC/lessons/01-warp.md' does; give it once
2 | check-content $SRC/quizzes/coalescing.ini $SRC/lessons/../quizzes/coalescing.ini | give it once
# nor one inside a folder also named (review: 'lessons lessons/00-primer.md' counted 54 sections)
2 | check-content $SRC/lessons $SRC/lessons/01-warp.md | is inside '$SRC/lessons', which is checked whole
2 | check-content $SRC/quizzes $SRC/quizzes/coalescing.ini | which is checked whole
# a demos folder holds demo scripts, not quizzes (exit 1 before)
0 | check-content $SRC/lessons/demos | demo scripts
2 | check-content --data-dir /nonexistent | no lessons/ folder there
# ---- the lab
0 | $H q |
# colours are not in the text dump: --no-color is taken, and drawn in colour's stead
0 | $H q --no-color |
2 | $H q --device 0 | --cpu uses none
2 | $H q --section 999 | There is no section 999
# a signed number is a number, not the name its digits would slug to
2 | $H q --section -1 | There is no section -1: the sections are 1 to
2 | $H q --section -3 | There is no section -3
2 | $H no-such-key | unknown key
2 | tui --headless 0x24 --keys q | --headless '0x24': must be COLSxROWS, each a whole number in 1..999 (e.g. 100x30)
2 | tui --headless 1000x24 --keys q | each a whole number in 1..999
1 | tui --headless 80x24 --cpu --state-dir $T/state --keys q --dump /dev/full | cannot write the screen dump
2 | tui --keys q | need --headless
2 | tui --headless 80x24 --cpu --gpu nosuch --keys q | no GPU profile
EOF

# Every option whose --help names a FILE, DIR or PATH, in every command,
# refuses an empty value (2): found from the help, so a new one is covered.
for cmd in tui quiz demo model sweep verify info calibrate run-one reset progress class \
    check-content; do
    first=
    [ "$cmd" = demo ] && first=$SRC/lessons/demos/transpose.ini
    for opt in $("$W" $cmd --help 2>&1 | grep -oE -- '--[a-z-]+[ =](FILE|DIR|PATH)' |
        cut -d' ' -f1 | sort -u); do
        # shellcheck disable=SC2086
        row 2 "$cmd $first $opt ''" "$opt '': needs"
        grep -q "an empty path names none" "$T/o" || fail "$cmd $opt '': $(head -c 200 "$T/o")"
    done
done

# The lab's options change its screen.
lab_screen() { # ARGS...: the dump of the first screen with them
    "$W" tui --headless 100x30 --cpu --state-dir "$T/state" --section 2 --keys q \
        --dump "$T/screen" "$@" </dev/null >/dev/null 2>&1 || fail "lab $*: exit $?"
    cat "$T/screen" 2>/dev/null
}
base=$(lab_screen)
for opt in --ascii --projector "--gpu l4" "--calibration $P"; do
    # shellcheck disable=SC2086
    if [ "$(lab_screen $opt)" = "$base" ]; then
        fail "lab $opt: the screen is the same as without it (ignored)"
    else
        pass
    fi
    rows=$((rows + 1))
done
# check-content whose only lesson fails to load: that lesson's error, and no
# claim that there are no lessons.
mkdir -p "$T/one/lessons" "$T/one/quizzes"
cp "$SRC"/quizzes/*.ini "$T/one/quizzes/"
printf 'no heading\n' >"$T/one/lessons/01-x.md"
row 1 "check-content --data-dir $T/one" "01-x.md:1: text before the first"
grep -q "no lessons" "$T/o" && fail "check-content: 'no lessons' beside a lesson that failed" || pass
# progress titles its sections from --data-dir: lessons there that do not
# load are said (1), not replaced by an untitled report.
row 1 "progress --state-dir $T/state --data-dir $T/one" "01-x.md:1: text before the first"
# The default state directory not a directory (XDG_STATE_HOME a device):
# progress cannot be read, which is the run failing (1), said, not "nothing".
xdg=$XDG_STATE_HOME
XDG_STATE_HOME=/dev/null
row 1 progress "a part of its path is not a directory"
XDG_STATE_HOME=$xdg
# A dump into a FIFO would wait for a reader: --dump naming one is refused
# (2), and a numbered dump whose path is one fails at once, a write error
# (1), no hang.
mkfifo "$T/fifo" "$T/nd.1"
# A state folder that is a link to nothing is refused before the work it
# was to keep is done (a missing folder is made; this one could not be).
ln -s "$T/nowhere" "$T/dangling"
row 2 "progress --state-dir $T/dangling" "is not a directory (a link to nothing)"
row 2 "tui --headless 80x24 --cpu --state-dir $T/dangling --keys q" "is not a directory (a link to nothing)"
row 2 "tui --headless 80x24 --cpu --state-dir $T/state --keys q --dump $T/fifo" "it is a FIFO; give a file to write"
got=0
timeout 10 "$W" tui --headless 80x24 --cpu --state-dir "$T/state" --keys "dump q" --dump "$T/nd" >"$T/o" 2>&1 || got=$?
[ "$got" -eq 1 ] && grep -q "cannot write the screen dump to $T/nd.1" "$T/o" && pass ||
    fail "a numbered dump into a FIFO: exit $got: $(cat "$T/o")"
echo "$rows rows"
finish
