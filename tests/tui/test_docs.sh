#!/bin/sh
# The documents say what the lab ships and draws: README and the man page
# list every GPU profile of reference/gpus/, README names no single day for
# reference points that were measured on several, and the man page renders
# its sentences with their spaces.
. "$(dirname "$0")/screen.sh"

# The paragraph of FILE from the first line holding START to the first
# holding END, on one line (roff's \- as -).
paragraph() {
    sed -n "\\|$2|,\\|$3|p" "$1" | tr '\n' ' ' | sed 's/\\-/-/g'
}
readme_gpus=$(paragraph "$SRC/README.md" '`--gpu NAME` picks' 'lists them')
man_gpus=$(paragraph "$SRC/man/warplab.1" 'reference/gpus/NAME.txt' 'built')
for f in "$SRC"/reference/gpus/*.txt; do
    name=$(basename "$f" .txt)
    for doc in README man; do
        if [ $doc = README ]; then text=$readme_gpus; else text=$man_gpus; fi
        case " $text " in
        *[\ \(]"$name"[,\ :\;]*) pass ;;
        *) fail "$doc's --gpu list leaves out $name: $text" ;;
        esac
    done
done

# One day named for every reference label only if every point has that day.
claimed=$(grep -o 'labelled "measured on NVIDIA H200, [0-9-]*"' "$SRC/README.md" || true)
days=$(sed -n 's/^date //p' "$SRC/reference/nvidia-h200.txt" | sort -u | wc -l)
if [ -n "$claimed" ] && [ "$days" -gt 1 ]; then
    fail "README says references are $claimed, but reference/nvidia-h200.txt dates its points on $days days"
else pass; fi

# The man page as a reader sees it.
if command -v groff >/dev/null 2>&1; then
    page=$HARNESS_DIR/man.txt
    groff -man -Tutf8 -P-c -P-b -P-u "$SRC/man/warplab.1" 2>/dev/null >"$page"
    expect_in "$page" "FILE.2, and so on."
fi
finish
