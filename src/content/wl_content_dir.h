/* The content files of a directory, as every loader and check-content list
 * them: names ending in a suffix, hidden files and README.md left out, sorted,
 * and more than a limit refused out loud instead of cut silently. */
#ifndef WL_CONTENT_DIR_H
#define WL_CONTENT_DIR_H

#include <stddef.h>

#include "wl_error.h"

typedef struct wl_name_list {
    char **names; /* file names (not paths), sorted */
    size_t count;
} wl_name_list;

/* kind names the files in messages ("lesson"). -1 with err when the directory
 * cannot be read or holds more than max such files. */
int wl_content_list(const char *dir, const char *suffix, size_t max, const char *kind,
                    wl_name_list *out, wl_error *err);
void wl_name_list_free(wl_name_list *l);

#endif
