/* The experiment binding of a lesson section: an HTML comment such as
 *   <!-- warplab: kernel=stride type=f32 param=2 slider=stride unroll=1 -->
 * checked against the model. */
#ifndef WL_BINDING_H
#define WL_BINDING_H

#include <stddef.h>

#include "wl_lesson.h"

/* `html` is the raw text of one HTML block starting at `line` of `file`.
 * Returns 1 and fills *out for a warplab binding, 0 for any other comment
 * (an author's note, ignored), -1 with err set for anything else. */
int wl_binding_parse(const char *file, int line, const char *html, size_t len, wl_binding *out,
                     wl_error *err);

#endif
