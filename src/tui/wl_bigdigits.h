/* Figures in block digits three rows tall, for a room to read from the back
 * (presenter mode). Each character is 3 columns and a space: digits, '.',
 * '-', '%' and '?' (a figure held back); anything else is blank. Pure (no curses). */
#ifndef WL_BIGDIGITS_H
#define WL_BIGDIGITS_H

#include <stdbool.h>
#include <stddef.h>

#define WL_BIG_ROWS 3

/* Row `row` (0..WL_BIG_ROWS-1) of text drawn in block digits, UTF-8 half
 * blocks (or '#', '"' and '_' when ascii). */
void wl_big_row(const char *text, bool ascii, int row, char *out, size_t outsz);

/* Columns the block digits of text take. */
int wl_big_cols(const char *text);

#endif
