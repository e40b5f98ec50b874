/* Where lessons/, quizzes/ and reference/ live at run time. */
#ifndef WL_DATADIR_H
#define WL_DATADIR_H

#include <stddef.h>

/* Order: the explicit directory (--data-dir) when non-NULL; then
 * <dir of executable>/share/warplab (build tree), <dir of exe>/../share/warplab
 * (any install prefix); then the compiled-in data directory. A candidate counts
 * when it holds a lessons/ folder. Returns 0 and fills out, or -1. */
int wl_datadir_find(const char *explicit_dir, char *out, size_t outsz);

/* Joins dir and name into out ("dir/name"); returns -1 when it does not fit. */
int wl_path_join(char *out, size_t outsz, const char *dir, const char *name);

#endif
