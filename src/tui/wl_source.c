/* The kernel source pane's text: the real kernels/ .cu file from the data
 * directory, opened at the running kernel, its first indexing line marked,
 * the SASS memory instructions it compiles to noted above it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_app.h"
#include "wl_content_dir.h"
#include "wl_nvrtc.h"
#include "wl_datadir.h"
#include "wl_family.h"
#include "wl_file.h"
#include "wl_sass.h"
#include "wl_scroll.h"

#define SOURCE_MAX_BYTES (256 * 1024)
#define SOURCE_MAX_FILES 64 /* .cu files in kernels/ */

/* "wl_transpose_naive(": the source function the family's row names. */
static void function_name(wl_kernel k, char *out, size_t outsz)
{
    const wl_family *f = wl_family_of(k);
    snprintf(out, outsz, "%s(", f ? f->source_function : "?");
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

/* The line of the file where the kernel's declaration starts (its
 * `template` line, when the one before __global__ is one), or -1. */
static int kernel_start(FILE *f, const char *func)
{
    char line[1024];
    bool after_template = false, after_global = false;
    int start = -1;
    for (int n = 0; fgets(line, sizeof line, f); n++) {
        bool global = strstr(line, "__global__") != NULL;
        if (global)
            start = after_template ? n - 1 : n;
        /* A long declaration breaks after __launch_bounds__ (transpose-pad):
         * the name on the line after __global__. */
        if (strstr(line, func) && (global || after_global))
            return start;
        after_global = global;
        after_template = strncmp(line, "template", 8) == 0;
    }
    return -1;
}

/* "// sm_90 SASS of wl_stride<float, 1>: LDG.E x1, STG.E x1": the memory
 * instructions the kernel issues, from the shipped table. */
static void sass_note(const wl_app *app, char *out, size_t outsz)
{
    char name[128], ops[WL_SASS_OPS_MAX];
    wl_error err;
    if (wl_sass_lookup(app->datadir, &app->exp.spec, name, sizeof name, ops, sizeof ops, &err) == 0)
        snprintf(out, outsz, "// %s SASS of %s: %s", WL_SASS_ARCH, name, ops);
    else
        snprintf(out, outsz, "// no SASS: %.200s", err.msg);
}

/* The file, with the kernel's SASS note just above its declaration. */
static int load_file(wl_app *app, const char *path, const char *func)
{
    wl_stream s;
    wl_error err;
    if (wl_stream_open(&s, path, WL_LIMIT_SOURCE, "kernel source", &err) != 0)
        return -1;
    FILE *f = s.f;
    int start = kernel_start(f, func);
    rewind(f);
    char line[1024], note[WL_SASS_OPS_MAX + 160];
    int found = -1, total = 0;
    size_t bytes = 0;
    wl_text_clear(&app->view.source_text);
    if (start >= 0)
        sass_note(app, note, sizeof note);
    for (int n = 0; fgets(line, sizeof line, f) && bytes < SOURCE_MAX_BYTES; n++) {
        size_t len = strcspn(line, "\n");
        bytes += len + 1;
        if (n == start) {
            wl_text_line(&app->view.source_text, note, strlen(note), WL_ROLE_DIM);
            total++;
        }
        if (found < 0 && start >= 0 && n >= start && strstr(line, "__global__"))
            found = total;
        wl_text_line(&app->view.source_text, line, len, WL_ROLE_CODE);
        total++;
    }
    wl_stream_close(&s);
    if (found < 0) {
        wl_text_clear(&app->view.source_text);
        return -1;
    }
    app->view.source_mark = indexing_line(&app->view.source_text, found);
    app->view.source_scroll = wl_scroll_within(found - 3, found); /* three rows above it */
    return 0;
}

/* A custom experiment's kernel is generated, not a file: the pane shows the
 * CUDA source the GPU compiles for it, from the same function, character for
 * character, marked at the load's index. */
static void expr_source(wl_app *app)
{
    wl_view_state *v = &app->view;
    static char src[16384]; /* the UI thread's alone; too big for its stack */
    wl_error err;
    wl_text_clear(&v->source_text);
    v->source_mark = -1;
    v->source_scroll = 0;
    snprintf(v->source_name, sizeof v->source_name, "generated for %s expression",
             app->exp.expr_is_lessons ? "the lesson's" : "your");
    if (wl_expr_codegen(&app->exp.x, app->exp.spec.unroll, src, sizeof src, &err) != 0) {
        wl_text_line(&v->source_text, err.msg, strlen(err.msg), WL_ROLE_BAD);
        return;
    }
    int kernel = -1;
    for (const char *p = src; *p;) {
        size_t len = strcspn(p, "\n");
        char line[512];
        snprintf(line, sizeof line, "%.*s", (int)(len < 511 ? len : 511), p);
        if (kernel < 0 && strstr(line, "__global__"))
            kernel = v->source_text.n;
        else if (kernel >= 0 && v->source_mark < 0 && strstr(line, " load = "))
            v->source_mark = v->source_text.n; /* the load's index: the expression */
        wl_text_line(&v->source_text, p, len, WL_ROLE_CODE);
        p += len + (p[len] == '\n');
    }
    v->source_scroll = wl_scroll_within(kernel - 3, kernel);
}

/* A section that names a file of its own (source=, the seed program) shows
 * it whole, from the top, whatever kernel runs beside it. */
static void section_source(wl_app *app, const char *name)
{
    wl_view_state *v = &app->view;
    char dir[PATH_MAX], path[PATH_MAX], shown[sizeof v->source_name];
    snprintf(shown, sizeof shown, "kernels/%.50s", name);
    bool same = strcmp(shown, v->source_name) == 0;
    int scroll = v->source_scroll;
    v->source_name[0] = '\0';
    v->source_mark = -1;
    wl_text_clear(&v->source_text);
    if (wl_path_join(dir, sizeof dir, app->datadir, "kernels") != 0 ||
        wl_path_join(path, sizeof path, dir, name) != 0)
        return;
    wl_stream s;
    wl_error err;
    if (wl_stream_open(&s, path, WL_LIMIT_SOURCE, "kernel source", &err) != 0)
        return; /* the pane says no source was found */
    FILE *f = s.f;
    char line[1024];
    size_t bytes = 0;
    while (fgets(line, sizeof line, f) && bytes < SOURCE_MAX_BYTES) {
        size_t len = strcspn(line, "\n");
        bytes += len + 1;
        wl_text_line(&v->source_text, line, len, WL_ROLE_CODE);
    }
    wl_stream_close(&s);
    snprintf(v->source_name, sizeof v->source_name, "%s", shown);
    v->source_scroll = same ? scroll : 0; /* a slider move keeps the reader's place */
}

void wl_app_load_source(wl_app *app)
{
    if (wl_experiment_generated(&app->exp)) { /* generated, not a file */
        expr_source(app);
        return;
    }
    const wl_section *sec = wl_course_section(&app->course, app->cur, NULL);
    if (sec && sec->binding.present && sec->binding.source[0]) {
        section_source(app, sec->binding.source);
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
