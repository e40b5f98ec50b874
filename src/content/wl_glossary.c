#include "wl_glossary.h"

#include <stdio.h>
#include <strings.h>

int wl_glossary_load_file(const char *path, wl_lesson *out, wl_error *err)
{
    if (wl_lesson_load_file(path, out, err) != 0)
        return -1;
    for (size_t i = 0; i < out->nsections; i++) {
        const wl_section *s = &out->sections[i];
        if (s->binding.present || s->nprompts > 0) {
            wl_fail_at(err, out->path, s->binding.present ? s->binding.line : s->line,
                       "glossary term '%s': a term is text only (no warplab binding, no "
                       "prediction)",
                       s->title);
            wl_lesson_free(out);
            return -1;
        }
    }
    return 0;
}

int wl_glossary_path(const char *datadir, char *out, size_t outsz)
{
    int n = snprintf(out, outsz, "%s/%s", datadir, WL_GLOSSARY_FILE);
    return n < 0 || (size_t)n >= outsz ? -1 : 0;
}

const wl_section *wl_glossary_find(const wl_lesson *g, const char *name)
{
    for (size_t i = 0; i < g->nsections; i++)
        if (g->sections[i].title && strcasecmp(g->sections[i].title, name) == 0)
            return &g->sections[i];
    return NULL;
}
