#!/bin/sh
# Every place warplab reads a file, with something that is no readable file
# of its kind put there: a FIFO (no writer ever comes), a directory, a link
# to /dev/zero (endless), and a 2 GB sparse file. Each command that reads
# that place must end within a second with a clear error naming the file
# (never a hang, never a read of gigabytes, never silence). The places:
# GPU profiles, calibrations, reference data, lessons, the glossary,
# quizzes, progress, demo scripts and the files warplab class reads.
# Usage: test_every_reader.sh WARPLAB SRCDIR
. "$(dirname "$0")/../lib.sh"
set -u
WARPLAB=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
SRC=$(cd "$2" && pwd)
T=$HARNESS_DIR/t
export HOME="$T/home" XDG_STATE_HOME="$T/xdg" TERM=xterm-256color LC_ALL=C.UTF-8
mkdir -p "$HOME"
CLEAR='not a regular file|it is a directory|file is [0-9]+ bytes; a .* file may have at most'
cases=0

# Puts a hostile thing of kind $1 at path $2.
plant() {
    rm -rf "$2"
    case $1 in
    fifo) mkfifo "$2" ;;
    dir) mkdir "$2" ;;
    zero) ln -s /dev/zero "$2" ;;
    huge) truncate -s 2G "$2" ;;
    esac
}

# timed CMD...: runs CMD (stdin empty) under a hard limit of 10 s; rc, its
# status, and ms, its wall time, the output in $T/out.
timed() {
    rm -f "$T/screen"
    start=$(date +%s%N)
    timeout 10 "$@" </dev/null >"$T/out" 2>&1
    rc=$?
    [ -f "$T/screen" ] && cat "$T/screen" >>"$T/out" # what the lab showed
    ms=$((($(date +%s%N) - start) / 1000000))
}

# refused NAME FILE WANT-RC CMD...: runs CMD; it must take under a second,
# exit WANT-RC ("nonzero" for any failure) and say why FILE was refused. A
# run over the second is timed once more and the faster run counts: on a
# loaded machine another test's burst can stretch one run past it. Still
# over, the same command is timed with FILE absent: the hostile file may
# cost under a second more than that (a loaded machine slows the command's
# own work, a course checked or a lab drawn, not only the refusal), while a
# blocked open is over the limit (or killed) every time. FILE is then
# planted again ($kind) for the cases that follow.
refused() {
    name=$1 file=$2 want=$3
    shift 3
    cases=$((cases + 1))
    limit=${WL_READER_LIMIT_MS:-1000}
    timed "$@"
    [ "$rc" != 124 ] && [ "$ms" -ge "$limit" ] && timed "$@"
    if [ "$rc" = 124 ]; then
        fail "$name: hung (killed after 10 s)"
        return
    fi
    if [ "$ms" -ge "$limit" ]; then
        hostile_ms=$ms hostile_rc=$rc
        cp "$T/out" "$T/out.hostile"
        rm -rf "$file"
        timed "$@"
        plant "$kind" "$file"
        [ "$hostile_ms" -lt $((ms + limit)) ] ||
            fail "$name: took $hostile_ms ms, $ms ms without the file (over the limit)"
        ms=$hostile_ms rc=$hostile_rc
        cp "$T/out.hostile" "$T/out"
    fi
    case $want in
    nonzero) [ "$rc" != 0 ] || fail "$name: exit 0 for an unreadable $file" ;;
    *) [ "$rc" = "$want" ] || fail "$name: exit $rc, expected $want" ;;
    esac
    # the message names the file and says what is wrong with it
    if grep -F -q "$(basename "$file")" "$T/out" && grep -E -q "$CLEAR" "$T/out"; then
        pass
    else
        fail "$name: no clear error about $file: $(head -c 300 "$T/out")"
    fi
}

fresh_data() {
    rm -rf "$T/data" "$T/state"
    mkdir -p "$T/data" "$T/state"
    cp -R "$SRC/lessons" "$SRC/quizzes" "$SRC/reference" "$SRC/kernels" "$T/data/"
}

# the lab on a headless screen, leaving at once; the screen in $T/screen
set_lab() {
    lab="$WARPLAB tui --headless 240x40 --cpu --data-dir $T/data --state-dir $T/state --keys q"
    lab="$lab --dump $T/screen"
}
set_lab

for kind in fifo dir zero huge; do
    D=$T/data S=$T/state
    fresh_data
    f=$D/reference/gpus/aaa-broken.txt
    plant $kind "$f"
    refused "$kind profile: model --gpu" "$f" 1 "$WARPLAB" model --kernel stride --param 1 \
        --gpu aaa-broken --data-dir "$D"
    refused "$kind profile: info" "$f" 0 "$WARPLAB" info --data-dir "$D"

    # named on the command line: a file that cannot be read (a FIFO, a folder,
    # a device) is a bad argument, 2, as a missing one is; one too large is
    # read and refused, 1
    named=2
    [ $kind = huge ] && named=1
    fresh_data
    f=$T/calibration.txt
    plant $kind "$f"
    refused "$kind calibration: model" "$f" $named "$WARPLAB" model --kernel stride --param 1 \
        --calibration "$f" --data-dir "$D"
    refused "$kind calibration: info" "$f" $named "$WARPLAB" info --calibration "$f" --data-dir "$D"
    refused "$kind calibration: sweep" "$f" $named "$WARPLAB" sweep --cpu --kernel stride \
        --calibration "$f" --data-dir "$D"

    fresh_data
    f=$S/calibration-nvidia-h200-1.0.txt
    plant $kind "$f"
    refused "$kind calibration cache: info" "$f" 0 "$WARPLAB" info --state-dir "$S" --data-dir "$D"

    fresh_data
    f=$D/reference/nvidia-h200-calibration.txt
    plant $kind "$f"
    # the model still analyses the access without it, and says why no prediction
    refused "$kind shipped calibration: model" "$f" 0 "$WARPLAB" model --kernel stride --param 1 \
        --data-dir "$D"
    f=$D/reference/nvidia-h200.txt
    fresh_data
    plant $kind "$f"
    refused "$kind reference: check-content" "$f" 1 "$WARPLAB" check-content --data-dir "$D"

    fresh_data
    f=$D/lessons/99-broken.md
    plant $kind "$f"
    refused "$kind lesson: check-content" "$f" 1 "$WARPLAB" check-content --data-dir "$D"
    refused "$kind lesson: lab" "$f" 1 $lab

    fresh_data
    f=$D/lessons/glossary/glossary.md
    plant $kind "$f"
    refused "$kind glossary: check-content" "$f" 1 "$WARPLAB" check-content --data-dir "$D"
    # the lab reads the glossary when its page opens (a), and says why not there
    refused "$kind glossary: lab" "$f" 0 $(echo "$lab" | sed 's/--keys q/--section 1 --keys a/')

    fresh_data
    f=$D/quizzes/zz-broken.ini
    plant $kind "$f"
    refused "$kind quiz: quiz --plain" "$f" nonzero "$WARPLAB" quiz --plain --data-dir "$D" \
        --state-dir "$S"
    refused "$kind quiz: check-content" "$f" 1 "$WARPLAB" check-content --data-dir "$D"

    fresh_data
    f=$S/progress.ini
    plant $kind "$f"
    refused "$kind progress: quiz --plain" "$f" nonzero "$WARPLAB" quiz --plain --data-dir "$D" \
        --state-dir "$S"
    refused "$kind progress: lab" "$f" 1 $lab

    fresh_data
    f=$D/lessons/demos/zz-broken.ini
    plant $kind "$f"
    refused "$kind demo script: check-content" "$f" 1 "$WARPLAB" check-content --data-dir "$D"
    [ $kind = dir ] || refused "$kind demo script: check-content FILE" "$f" 1 \
        "$WARPLAB" check-content --data-dir "$D" "$f" # a folder named is checked as one
    refused "$kind demo script: demo" "$f" $named $(echo "$lab" | sed "s|^$WARPLAB tui|$WARPLAB demo $f|")
    refused "$kind demo script: --demo" "$f" $named $lab --demo "$f"

    # class: a student's progress.ini in a class folder (skipped, named, the
    # others summed up), and a file named alone (nothing read: 1)
    rm -rf "$T/class"
    mkdir -p "$T/class/ann" "$T/class/bob"
    printf '[warplab]\nformat = warplab-progress 3\n[visited]\nx = yes\n[end]\n' \
        >"$T/class/ann/progress.ini"
    f=$T/class/bob/progress.ini
    plant $kind "$f"
    refused "$kind class file in a folder: class" "$f" 0 "$WARPLAB" class "$T/class"
    if [ $kind != dir ]; then # a folder named is read as one
        refused "$kind class file: class" "$f" 1 "$WARPLAB" class "$f"
        refused "$kind class file: class --json" "$f" 1 "$WARPLAB" class --json "$f"
    fi
done
echo "$cases cases"
finish
