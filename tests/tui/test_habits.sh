#!/bin/sh
# Habits a terminal user brings (issue 30, item 5): q and Esc close any box;
# : takes a section's number or its name, Tab completes a name; --section
# takes a number or a name and says in whole sentences what it wants.
# Mechanics: on the fixture course, sections named by their id.
. "$(dirname "$0")/screen.sh"
on_fixture_course

for box in "?" t d a; do
    screen 80x24 "$box q" --section a-column-walk
    expect_screen "A column walk"
    expect_screen "q:quit"
    screen 80x24 "$box Esc" --section a-column-walk
    expect_screen "q:quit"
done

# The zoom and the kernel source close like a box (issue 30 review, item 6):
# q closes them and does not quit (n after it still moves on), Esc too.
for view in z x "z z"; do
    screen 80x24 "$view q n" --section a-column-walk
    expect_screen "Thirty-two offsets"
    screen 80x24 "$view Esc" --section a-column-walk
    expect_screen "Fixture: columns"
done
screen 80x24 "x z q" --section a-column-walk # q closes the zoom first, then the source
expect_screen "sm_90 SASS"
screen 80x24 "x z q q" --section a-column-walk
expect_screen "Fixture: columns"

# The welcome loses no key (review item 7): a lab key closes it and acts
# (n goes on to section 2); Enter, Space and Esc only close it.
for key in n Enter Space Esc; do
    rm -rf "$TMP/state"
    screen 80x24 "$key"
    expect_screen_not "Welcome to warplab"
    if [ "$key" = n ]; then expect_screen "2. Doubles at stride one"; else
        expect_screen "1. Stride one"
    fi
done

# : then a name, completed by Tab, goes there; a number past 9 too.
screen 80x24 ": t h i r Tab" --section stride-one
expect_screen "go to: thirty-two-offsets_"
screen 80x24 ": t h i r Tab Enter" --section stride-one
expect_screen "Thirty-two offsets"
screen 80x24 ": s t Tab" --section stride-one
expect_screen "go to: stride-_"
expect_screen "2 sections start so: type more, then Tab"
screen 80x24 ": 1 1 Enter" --section stride-one
expect_screen "The tile"
screen 80x24 ": n o - s u c h Enter" --section stride-one
expect_screen "No section matches 'no-such'"
screen 80x24 ": 9 9 9 Enter" --section stride-one
expect_screen "There is no section 999: the sections are 1 to 12."

# --section: a name or a number; anything else, a whole sentence and exit 2.
screen 80x24 "" --section thirty-two-offsets
expect_screen "Thirty-two offsets"
screen 80x24 "" --section 11
expect_screen "The tile"
expect 2 "--section with an unknown name" -- draw 80x24 "" --section no-such-section
expect_output "No section matches 'no-such-section'"
expect 2 "--section past the end" -- draw 80x24 "" --section 999
expect_output "There is no section 999: the sections are 1 to 12."
# The quiz's score says what Enter does (shipped course: two question sets):
# after the first set Enter opens the second, so the key bar names the next
# set, not the lesson; after the last set Enter goes back to the lesson.
COURSE=$SRC
SET1="y 1 Enter 1 Enter Enter 1 Enter 1 Enter Enter b Enter b Enter Enter"
screen 80x24 "$SET1 dump Enter" --section three-questions
view 1
expect_screen "Enter:next set"
expect_screen_not "Enter:lesson"
view last
expect_screen "More questions"
expect_screen "Question 1 of"
finish
