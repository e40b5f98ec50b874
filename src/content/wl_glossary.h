/* The glossary: every term the lessons and the screen use, one `##` section
 * per term in DATA/lessons/glossary/glossary.md (the lesson format, so its
 * figures are checked like a lesson's). The lab shows it on its own page;
 * check-content checks it. */
#ifndef WL_GLOSSARY_H
#define WL_GLOSSARY_H

#include <stddef.h>

#include "wl_error.h"
#include "wl_lesson.h"

/* Relative to the lessons folder, and to the data directory. */
#define WL_GLOSSARY_IN_LESSONS "glossary/glossary.md"
#define WL_GLOSSARY_FILE "lessons/" WL_GLOSSARY_IN_LESSONS

/* Loads a glossary file: a lesson whose sections name no experiment and ask
 * no prediction (a term is text only). -1 with "file:line: message". */
int wl_glossary_load_file(const char *path, wl_lesson *out, wl_error *err);

/* DATA/lessons/glossary/glossary.md into out (outsz bytes); -1 when too long. */
int wl_glossary_path(const char *datadir, char *out, size_t outsz);

/* The term titled `name`, letter case aside, or NULL. */
const wl_section *wl_glossary_find(const wl_lesson *g, const char *name);

#endif
