/* How a student's typed answer reads, for every way warplab asks (a quiz
 * question, a lesson's prediction prompt): one set of rules for letters,
 * numbers and units, so "(b)", "a and c" and "8 sectors, 16, 32" mean the
 * same wherever they are typed. Judging against an answer is the caller's
 * (wl_answer.h for the quiz, wl_prompt_judge for prompts). */
#ifndef WL_ANSWER_TEXT_H
#define WL_ANSWER_TEXT_H

#include <stddef.h>

#include "wl_quiz_quantity.h"

/* How numbers of a list are typed apart: every message that asks for
 * numbers says it in these words, so the how-to line and the errors agree. */
#define WL_ANSWER_SEPARATORS "separated by spaces or commas"

/* The letters of an answer: "b", "(b)", "b." -> {1}; "A, C", "a and c",
 * "A C" -> {0, 2}. Letters must stand apart ("ac" is no answer: a typo as
 * likely as two picks). Returns how many, or -1 when the text is not that. */
int wl_answer_letters(const char *text, int *out, int max);

/* What to say when no letter of A..A+nchoices-1 was read. */
void wl_answer_letters_expected(int nchoices, char *out, size_t outsz);

/* A list of quantities: "8 sectors, 16, 32, 32", "2 4 8 16", "1 KiB; 2 KiB".
 * Commas, semicolons and spaces separate them; each is a number with an
 * optional unit wl_quantity_parse knows, or the word `unit` (a prompt's own
 * unit such as "GB/s", its note in brackets left out: "times (...)" is
 * "times"; NULL for none) after it. A unit after several numbers is the unit
 * of each that has none ("8 16 32 32 sectors/req", "2 4 x"), and what the
 * lab's readout writes after a count ("/req", "per request") is read past.
 * Returns how many (at most max), or -1 with why saying what was not
 * understood and what was expected: "type 1 number of times" where max is
 * 1; a range ("0-32") is refused with how to give each value. */
int wl_answer_quantities(const char *text, const char *unit, wl_quantity *out, int max, char *why,
                         size_t whysz);

/* A prompt's own unit may be typed in other words (wl_answer_text.c holds
 * the one table): "wavefronts" for passes, "x", "\u00d7" or "%" for times
 * (200% is 2 times). The factor a number followed by word (len bytes)
 * takes to be in unit; 0 when word is not unit in any of its words. */
double wl_answer_unit_scale(const char *word, size_t len, const char *unit);

/* "2,713" or "1,048,576": one number written with thousands separators
 * (groups of exactly three digits), alone in the text but for a unit after
 * it. Writes the text with the separators taken out and returns 1; 0 when
 * the text is anything else ("2,7", "2,713 3"), which is then read as a
 * list. Only for a prompt that asks for one number: with several, "2,713"
 * is two of them. */
int wl_answer_thousands(const char *text, char *out, size_t outsz);

#endif
