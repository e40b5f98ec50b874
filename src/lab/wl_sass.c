/* Reading SASS: the shipped table and, for custom experiments, cuobjdump's
 * listing of an NVRTC CUBIN, both summarised by one rule. */
#include "wl_sass.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wl_datadir.h"
#include "wl_file.h"
#include "wl_nvrtc.h"

#define MAX_OPS 16

typedef struct op_count {
    char op[32];
    int n;
} op_count;

typedef struct summary {
    char name[256];
    op_count ops[MAX_OPS];
    int nops;
} summary;

/* The opcode with its modifiers ("LDG.E.128") when the line's instruction is
 * a global load or store (not LDGSTS, an asynchronous copy), else "". */
static void memory_op(const char *line, char *op, size_t opsz)
{
    op[0] = '\0';
    for (const char *p = line; *p; p++) {
        bool start = p == line || !(isalnum((unsigned char)p[-1]) || p[-1] == '.');
        bool op_ends = p[0] && p[1] && p[2] && strchr(". \t", p[3]);
        if (start && op_ends && (strncmp(p, "LDG", 3) == 0 || strncmp(p, "STG", 3) == 0)) {
            size_t n = strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._");
            snprintf(op, opsz, "%.*s", (int)n, p);
            return;
        }
    }
}

static int count_op(summary *s, const char *op, wl_error *err)
{
    for (int i = 0; i < s->nops; i++)
        if (strcmp(s->ops[i].op, op) == 0) {
            s->ops[i].n++;
            return 0;
        }
    if (s->nops == MAX_OPS)
        return wl_fail(err, "%s: more than %d kinds of memory instruction", s->name, MAX_OPS);
    snprintf(s->ops[s->nops].op, sizeof s->ops[0].op, "%s", op);
    s->ops[s->nops++].n = 1;
    return 0;
}

static void flush(summary *s, wl_sass_out out, void *ctx)
{
    char ops[WL_SASS_OPS_MAX] = "";
    if (!s->name[0])
        return;
    for (int i = 0; i < s->nops; i++) {
        size_t len = strlen(ops);
        snprintf(ops + len, sizeof ops - len, "%s%s x%d", i ? ", " : "", s->ops[i].op, s->ops[i].n);
    }
    out(s->name, s->nops ? ops : "no global memory instruction", ctx);
    memset(s, 0, sizeof *s);
}

int wl_sass_summarize(FILE *in, wl_sass_out out, void *ctx, wl_error *err)
{
    summary s;
    char line[1024], op[32];
    memset(&s, 0, sizeof s);
    while (fgets(line, sizeof line, in)) {
        const char *fn = strstr(line, "Function : ");
        if (fn) {
            flush(&s, out, ctx);
            snprintf(s.name, sizeof s.name, "%.*s", (int)strcspn(fn + 11, " \r\n"), fn + 11);
            continue;
        }
        memory_op(line, op, sizeof op);
        if (op[0] && s.name[0] && count_op(&s, op, err) != 0)
            return -1;
    }
    flush(&s, out, ctx);
    return 0;
}

int wl_sass_lookup(const char *datadir, const wl_spec *spec, char *name, size_t namesz, char *ops,
                   size_t opssz, wl_error *err)
{
    char path[PATH_MAX], line[512];
    if (wl_family_instance_name(spec, name, namesz) != 0)
        return wl_fail(err, "a custom experiment's kernel is generated: it has no shipped SASS");
    if (wl_path_join(path, sizeof path, datadir, WL_SASS_FILE) != 0)
        return wl_fail(err, "data directory path too long");
    wl_stream s;
    if (wl_stream_open(&s, path, WL_LIMIT_TABLE, "SASS table", err) != 0)
        return -1;
    FILE *f = s.f;
    size_t n = strlen(name);
    int rc = wl_fail(err, "%s has no line for %s", path, name);
    while (fgets(line, sizeof line, f))
        if (strncmp(line, name, n) == 0 && line[n] == ':') {
            snprintf(ops, opssz, "%.*s", (int)strcspn(line + n + 2, "\n"), line + n + 2);
            rc = 0;
            break;
        }
    wl_stream_close(&s);
    return rc;
}

static void keep_ops(const char *name, const char *ops, void *ctx)
{
    (void)name;
    char **out = ctx;
    snprintf(out[0], (size_t)(out[1] - out[0]), "%s", ops);
}

/* cuobjdump -sass of the CUBIN in `path`, summarised into ops. */
static int disassemble(const char *path, char *ops, size_t opssz, wl_error *err)
{
    char cmd[PATH_MAX + 64];
    snprintf(cmd, sizeof cmd, "cuobjdump -sass '%s' 2>/dev/null", path);
    FILE *p = popen(cmd, "r");
    if (!p)
        return wl_fail(err, "cannot run cuobjdump");
    ops[0] = '\0';
    char *range[2] = {ops, ops + opssz};
    int rc = wl_sass_summarize(p, keep_ops, range, err);
    int status = pclose(p);
    if (rc == 0 && (status != 0 || !ops[0]))
        return wl_fail_status(err, WL_EXIT_UNAVAILABLE,
                              "cuobjdump (the CUDA toolkit's) is needed to disassemble the "
                              "kernel NVRTC compiled, and it is not on PATH here");
    return rc;
}

int wl_sass_of_expr(const wl_expr_experiment *x, int unroll, char *ops, size_t opssz, wl_error *err)
{
    static char src[WL_EXPR_SOURCE_MAX];
    wl_nvrtc_image img = {0};
    if (wl_expr_codegen(x, unroll, src, sizeof src, err) != 0 || wl_nvrtc_load(err) != 0 ||
        wl_nvrtc_compile(src, 9, 0, &img, err) != 0)
        return -1;
    char path[] = "/tmp/warplab-sass-XXXXXX";
    int fd = mkstemp(path);
    int rc = -1;
    if (fd < 0)
        rc = wl_fail(err, "cannot write a temporary file for the CUBIN");
    else if (write(fd, img.data, img.size) != (ssize_t)img.size)
        rc = wl_fail(err, "cannot write the CUBIN to %s", path);
    else
        rc = disassemble(path, ops, opssz, err);
    if (fd >= 0) {
        close(fd);
        unlink(path);
    }
    wl_nvrtc_image_free(&img);
    return rc;
}
