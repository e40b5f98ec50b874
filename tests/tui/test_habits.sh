#!/bin/sh
# Habits a terminal user brings (issue 30, item 5): q and Esc close any box;
# : takes a section's number or its name, Tab completes a name; --section
# takes a number or a name and says in whole sentences what it wants.
# Sections are named by their slug, never by their number.
. "$(dirname "$0")/screen.sh"

for box in "?" t d a; do
    screen 80x24 "$box q" --section little-s-law
    expect_screen "10. Little's law"
    expect_screen "q:quit"
    screen 80x24 "$box Esc" --section little-s-law
    expect_screen "q:quit"
done

# : then a name, completed by Tab, goes there; a number past 9 too.
screen 80x24 ": l i t t Tab" --section the-stride-slider
expect_screen "go to (1-40 or name): little-s-law_"
screen 80x24 ": l i t t Tab Enter" --section the-stride-slider
expect_screen "10. Little's law"
screen 80x24 ": 1 0 Enter" --section the-stride-slider
expect_screen "10. Little's law"
screen 80x24 ": n o - s u c h Enter" --section the-stride-slider
expect_screen "No section is called 'no-such': give a number from 1 to"
screen 80x24 ": 9 9 9 Enter" --section the-stride-slider
expect_screen "There is no section 999: the sections are 1 to"

# --section: a name or a number; anything else, a whole sentence and exit 2.
screen 80x24 "" --section little-s-law
expect_screen "Little's law"
expect 2 "--section with an unknown name" -- draw 80x24 "" --section no-such-section
expect_output "No section is called 'no-such-section': give a number from 1 to"
expect_output "such as '"
expect 2 "--section past the end" -- draw 80x24 "" --section 999
expect_output "There is no section 999: the sections are 1 to"
finish
