#include "wl_datadir.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef WARPLAB_DATADIR
#define WARPLAB_DATADIR "/usr/local/share/warplab"
#endif

int wl_path_join(char *out, size_t outsz, const char *dir, const char *name)
{
    int n = snprintf(out, outsz, "%s/%s", dir, name);
    return (n < 0 || (size_t)n >= outsz) ? -1 : 0;
}

static int holds_lessons(const char *dir)
{
    char path[PATH_MAX];
    struct stat st;
    if (wl_path_join(path, sizeof path, dir, "lessons") != 0)
        return 0;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int take(const char *dir, char *out, size_t outsz)
{
    if (!holds_lessons(dir))
        return -1;
    size_t len = strlen(dir);
    if (len >= outsz)
        return -1;
    memcpy(out, dir, len + 1);
    return 0;
}

static int exe_dir(char *out, size_t outsz)
{
    ssize_t n = readlink("/proc/self/exe", out, outsz - 1);
    if (n <= 0)
        return -1;
    out[n] = '\0';
    char *slash = strrchr(out, '/');
    if (!slash)
        return -1;
    *slash = '\0';
    return 0;
}

int wl_datadir_find(const char *explicit_dir, char *out, size_t outsz)
{
    if (explicit_dir)
        return take(explicit_dir, out, outsz);

    char exe[PATH_MAX], cand[PATH_MAX];
    if (exe_dir(exe, sizeof exe) == 0) {
        if (wl_path_join(cand, sizeof cand, exe, "share/warplab") == 0 &&
            take(cand, out, outsz) == 0)
            return 0;
        if (wl_path_join(cand, sizeof cand, exe, "../share/warplab") == 0 &&
            take(cand, out, outsz) == 0)
            return 0;
    }
    return take(WARPLAB_DATADIR, out, outsz);
}

int wl_state_dir(const char *dir, char *out, size_t outsz, wl_error *err)
{
    const char *xdg = getenv("XDG_STATE_HOME");
    const char *home = getenv("HOME");
    int n;
    if (dir && *dir)
        n = snprintf(out, outsz, "%s", dir);
    else if (xdg && xdg[0] == '/') /* the spec says relative values are ignored */
        n = snprintf(out, outsz, "%s/warplab", xdg);
    else if (home && *home)
        n = snprintf(out, outsz, "%s/.local/state/warplab", home);
    else
        return wl_fail(err, "no HOME or XDG_STATE_HOME to keep progress in; give --state-dir");
    if (n < 0 || (size_t)n >= outsz)
        return wl_fail(err, "state directory path is too long");
    return 0;
}
