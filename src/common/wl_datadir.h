/* Where lessons/, quizzes/ and reference/ live at run time, and where the
 * state (progress, this machine's calibrations) is kept. */
#ifndef WL_DATADIR_H
#define WL_DATADIR_H

#include <stddef.h>

#include "wl_error.h"

/* Order: the explicit directory (--data-dir) when non-NULL; then
 * <dir of executable>/share/warplab (build tree), <dir of exe>/../share/warplab
 * (any install prefix); then the compiled-in data directory. A candidate counts
 * when it holds a lessons/ folder. Returns 0 and fills out, or -1. */
int wl_datadir_find(const char *explicit_dir, char *out, size_t outsz);

/* Where warplab keeps its state (progress, calibrations of this machine's
 * GPUs): dir when non-NULL and not empty (--state-dir), else
 * $XDG_STATE_HOME/warplab when that is an absolute path, else
 * $HOME/.local/state/warplab. Returns 0, or -1 with err. */
int wl_state_dir(const char *dir, char *out, size_t outsz, wl_error *err);

/* Joins dir and name into out ("dir/name"); returns -1 when it does not fit. */
int wl_path_join(char *out, size_t outsz, const char *dir, const char *name);

#endif
