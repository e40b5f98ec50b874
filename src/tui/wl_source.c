/* The kernel source pane's text: the real kernels/ .cu file from the data
 * directory, opened at the running kernel, its first indexing line marked. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_app.h"
#include "wl_content_dir.h"
#include "wl_datadir.h"

#define SOURCE_MAX_BYTES (256 * 1024)
#define SOURCE_MAX_FILES 64 /* .cu files in kernels/ */

/* "transpose-naive" -> "wl_transpose_naive(" as the kernel file names it. */
static void function_name(wl_kernel k, char *out, size_t outsz)
{
    snprintf(out, outsz, "wl_%s(", wl_kernel_name(k));
    for (char *p = out; *p; p++)
        if (*p == '-')
            *p = '_';
}

/* The first line at or after `from` that reads an array: an '=' with a '['
 * after it (the line whose index expression the lesson is about). */
static int indexing_line(const wl_text *t, int from)
{
    for (int i = from; i < t->n && i < from + 40; i++) {
        char s[512];
        wl_row_string(&t->row[i], s, sizeof s);
        char *eq = strstr(s, " = ");
        if (eq && strchr(eq, '[') && !strstr(s, "__global__"))
            return i;
    }
    return -1;
}

static int load_file(wl_app *app, const char *path, const char *func)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char line[1024];
    int found = -1, total = 0;
    size_t bytes = 0;
    wl_text_clear(&app->view.source_text);
    while (fgets(line, sizeof line, f) && bytes < SOURCE_MAX_BYTES) {
        size_t len = strcspn(line, "\n");
        bytes += len + 1;
        if (found < 0 && strstr(line, func) && strstr(line, "__global__"))
            found = total;
        wl_text_line(&app->view.source_text, line, len, WL_ROLE_CODE);
        total++;
    }
    fclose(f);
    if (found < 0) {
        wl_text_clear(&app->view.source_text);
        return -1;
    }
    app->view.source_mark = indexing_line(&app->view.source_text, found);
    app->view.source_scroll = found > 3 ? found - 3 : 0;
    return 0;
}

void wl_app_load_source(wl_app *app)
{
    if (app->exp.has_expr) { /* generated, not a file: see wl_app_expr.c */
        wl_app_expr_source(app);
        return;
    }
    char dir[PATH_MAX], func[64];
    function_name(app->exp.spec.kernel, func, sizeof func);
    app->view.source_name[0] = '\0';
    app->view.source_mark = -1;
    wl_text_clear(&app->view.source_text);
    if (wl_path_join(dir, sizeof dir, app->datadir, "kernels") != 0)
        return;
    wl_name_list files;
    wl_error err;
    if (wl_content_list(dir, ".cu", SOURCE_MAX_FILES, "kernel source", &files, &err) != 0)
        return; /* the pane says no source was found */
    for (size_t i = 0; i < files.count; i++) {
        char path[PATH_MAX];
        if (wl_path_join(path, sizeof path, dir, files.names[i]) == 0 &&
            load_file(app, path, func) == 0) {
            snprintf(app->view.source_name, sizeof app->view.source_name, "kernels/%.50s",
                     files.names[i]);
            break;
        }
    }
    wl_name_list_free(&files);
}
