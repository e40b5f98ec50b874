/* Untrusted text on its way to a terminal: file names, option values, device
 * names, content. A terminal obeys control characters (ESC, BEL, C1 codes),
 * so a file named "\033]0;...\007" could retitle the window or worse; every
 * message passes its text through here first. */
#ifndef WL_PRINTABLE_H
#define WL_PRINTABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Offset of the first character a terminal would obey rather than show: a C0
 * control other than tab and line ends, DEL, or a C1 control (U+0080..U+009F,
 * in UTF-8). size when there is none. */
size_t wl_control_at(const char *text, size_t size);

/* Copies s into out (outsz > 0), writing every control character (C0, DEL,
 * C1), every byte that is not UTF-8 and the bidirectional overrides as an
 * escape such as "\x1b" or "\u202e"; everything else is kept. Text that does
 * not fit ends with "...". Returns out. */
const char *wl_printable(const char *s, char *out, size_t outsz);

/* printf for one line that shows untrusted values (file names, device names,
 * labels from data files): the formatted text goes out as wl_printable makes
 * it; a line end that closes the format is kept. Returns what fprintf does. */
int wl_print(FILE *out, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The columns a terminal gives UTF-8 text: each character its wcwidth in
 * the current locale (set LC_CTYPE first), one where the locale does not
 * know it (the C locale). "Zoë" is 3 columns in 4 bytes, "李" 2 in 3. */
int wl_display_width(const char *text);

/* text made printable (as wl_print does), then spaces up to `width`
 * columns: a table column that lines up whatever the script of a name. */
void wl_print_padded(FILE *out, const char *text, int width);

#endif
