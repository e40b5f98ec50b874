/* Loading and saving GPU calibration files (format: reference/README.md). */
#include "wl_calibration.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "wl_datadir.h"
#include "wl_file.h"
#include "wl_number.h"
#include "wl_reference.h"
#include "wl_strings.h"

#define MAGIC "warplab-calibration 1"

typedef enum field_kind { FIELD_TEXT, FIELD_INT, FIELD_NUMBER } field_kind;

typedef struct field {
    const char *key;
    field_kind kind;
    size_t offset, size;
    const char *meaning; /* written as a comment above the value */
} field;

#define TEXT(k, m, mean)                                                                           \
    {                                                                                              \
        k, FIELD_TEXT, offsetof(wl_calibration, m), sizeof(((wl_calibration *)0)->m), mean         \
    }
#define INT(k, m, mean)                                                                            \
    {                                                                                              \
        k, FIELD_INT, offsetof(wl_calibration, consts.m), 0, mean                                  \
    }
#define NUM(k, m, mean)                                                                            \
    {                                                                                              \
        k, FIELD_NUMBER, offsetof(wl_calibration, consts.m), 0, mean                               \
    }
static const field fields[] = {
    TEXT("device", consts.device, "device name as CUDA reports it"),
    TEXT("compute_capability", compute_capability, "compute capability"),
    TEXT("cuda_runtime", cuda_runtime, "CUDA runtime the program was built with"),
    TEXT("driver", driver, "NVIDIA kernel driver"),
    TEXT("date", date, "day of the calibration (UTC)"),
    TEXT("kind", kind, "measured (by calibrate) or estimated (from a datasheet)"),
    INT("sms", sms, "streaming multiprocessors"),
    INT("warps_per_sm", warps_per_sm, "resident warps per SM at 256 threads per block"),
    INT("blocks_per_sm", blocks_per_sm,
        "resident blocks per SM (optional: else by compute capability)"),
    INT("l2_read_copies", l2_read_copies,
        "copies L2 keeps of a line every SM reads: 2 on a split L2 (optional: else by compute "
        "capability)"),
    NUM("l2_bytes", l2_bytes, "L2 cache, bytes"),
    NUM("dram_bytes_per_s", dram_bytes_per_s,
        "copy kernel, many loads in flight: bytes/s read + written"),
    NUM("latency_s", latency_s, "copy kernel, one load in flight per thread: round trip, s"),
    NUM("latency_l2_s", latency_l2_s,
        "copies of 8 to 16 MiB L2 holds, one load in flight: round trip, s (optional; else "
        "latency_s)"),
    NUM("l1_lines_per_s", l1_lines_per_s,
        "gather from L1-resident data: 128-byte line lookups per SM per s"),
    NUM("l2_partial_per_s", l2_partial_per_s,
        "4-byte scatter stores into L2-resident data: requests per s"),
    NUM("l2_fills_per_s", l2_fills_per_s, "one word updated per 128-byte line: lines filled per s"),
    NUM("dram_page_bytes", dram_page_bytes,
        "sparse updates 256 B to 2 KiB apart: the shortest distance at which each opens a page"),
    NUM("dram_pages_per_s", dram_pages_per_s,
        "sparse updates a page apart: pages opened per s (read + write-back)"),
    NUM("launch_s", launch_s,
        "empty launches back to back, an event after each (as the lab times): s each"),
    NUM("launch_fixed_s", launch_fixed_s,
        "copies of 8 to 16 MiB L2 holds, back to back: the time at size 0, s (optional; else "
        "launch_s)"),
    NUM("launch_gpu_s", launch_gpu_s,
        "empty launches replayed from one CUDA graph: s each (optional; not predicted with)"),
    NUM("blocks_per_s", blocks_per_s, "2 Mi trivial blocks of 32 threads: blocks started per s"),
    NUM("warps_per_s", warps_per_s, "64 Ki trivial blocks of 1024 threads: warps started per s"),
    NUM("hot32_per_s", hot32_per_s,
        "every warp stores a word into each of the same 32 lines: stores per s, all lines"),
    NUM("hot2048_per_s", hot2048_per_s,
        "the same over 2048 lines, 32 warps sharing each: stores per s, all lines"),
    NUM("l2_bytes_per_s", l2_bytes_per_s,
        "coalesced copy inside 2 x 4 MiB that L2 holds: bytes/s loaded + stored"),
    NUM("shared_wavefronts_per_s", shared_wavefronts_per_s,
        "shared reads with every lane in one bank: wavefronts per SM per s"),
    NUM("dram_share_copy_r110", dram_share_copy[0],
        "copies into a second buffer, footprint 1.1 x L2, back to back: time over DRAM's alone, "
        "launch removed (optional, with the nine below: else a working set past L2 keeps "
        "nothing)"),
    NUM("dram_share_copy_r125", dram_share_copy[1], "the same at 1.25 x L2"),
    NUM("dram_share_copy_r150", dram_share_copy[2], "the same at 1.5 x L2"),
    NUM("dram_share_copy_r200", dram_share_copy[3], "the same at 2 x L2"),
    NUM("dram_share_copy_r300", dram_share_copy[4], "the same at 3 x L2"),
    NUM("dram_share_update_r110", dram_share_update[0],
        "copies of a buffer onto itself, footprint 1.1 x L2, back to back: time over DRAM's "
        "alone, launch removed"),
    NUM("dram_share_update_r125", dram_share_update[1], "the same at 1.25 x L2"),
    NUM("dram_share_update_r150", dram_share_update[2], "the same at 1.5 x L2"),
    NUM("dram_share_update_r200", dram_share_update[3], "the same at 2 x L2"),
    NUM("dram_share_update_r300", dram_share_update[4], "the same at 3 x L2"),
};
enum { NFIELDS = sizeof fields / sizeof fields[0] };
#undef TEXT
#undef INT
#undef NUM

/* Keys a file may leave out: kind (measured), and what the compute
 * capability decides (wl_calibration_arch_rules). */
static bool optional_key(const char *key)
{
    return strcmp(key, "kind") == 0 || strcmp(key, "blocks_per_sm") == 0 ||
           strcmp(key, "l2_read_copies") == 0 || strcmp(key, "launch_gpu_s") == 0 ||
           strcmp(key, "launch_fixed_s") == 0 || strcmp(key, "latency_l2_s") == 0 ||
           strncmp(key, "dram_share_", 11) == 0;
}

bool wl_calibration_lacks_measured(const wl_calibration *c, const char **key)
{
    const struct {
        const char *key;
        double v;
    } measured[] = {{"latency_l2_s", c->consts.latency_l2_s},
                    {"launch_fixed_s", c->consts.launch_fixed_s},
                    {"dram_share_copy_r110", c->consts.dram_share_copy[0]}};
    for (size_t i = 0; i < sizeof measured / sizeof measured[0]; i++)
        if (measured[i].v == 0) {
            *key = measured[i].key;
            return true;
        }
    return false;
}

/* What the architecture decides, by compute capability: resident blocks per
 * SM (CUDA C++ Programming Guide, "Compute Capabilities": 16 on 7.5 and 8.6,
 * 24 on 8.9, 32 on 5.x-7.0, 8.0, 9.0 and later), and whether L2 is split in
 * two partitions that each cache the lines their own SMs read (GA100, GH100:
 * the A100 and H100 whitepapers; every other chip has one L2). False for a
 * capability the table does not hold: the two are then 32 and 1, a guess
 * that a calibration file may not rest on. */
static const struct {
    const char *cc;
    int blocks, copies;
} rules[] = {{"7.5", 16, 1}, {"8.0", 32, 2}, {"8.6", 16, 1},
             {"8.7", 16, 1}, {"8.9", 24, 1}, {"9.0", 32, 2}};

bool wl_calibration_arch_rules(const char *cc, int *blocks_per_sm, int *l2_read_copies)
{
    *blocks_per_sm = 32;
    *l2_read_copies = 1;
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
        if (strcmp(cc, rules[i].cc) == 0) {
            *blocks_per_sm = rules[i].blocks;
            *l2_read_copies = rules[i].copies;
            return true;
        }
    return false;
}

void wl_calibration_known_capabilities(char *out, size_t outsz)
{
    size_t at = 0;
    out[0] = '\0';
    for (size_t i = 0; i < sizeof rules / sizeof rules[0] && at < outsz; i++)
        at += (size_t)snprintf(out + at, outsz - at, "%s%s", i ? ", " : "", rules[i].cc);
}

/* MAJOR.MINOR as CUDA reports it: "7.5", "12.0" (never "9", "sm_90", "7.5.1"). */
static bool is_compute_capability(const char *v)
{
    size_t major = strspn(v, "0123456789");
    return major >= 1 && major <= 2 && v[0] != '0' && v[major] == '.' &&
           isdigit((unsigned char)v[major + 1]) && v[major + 2] == '\0';
}

/* YYYY-MM-DD, a day of a calendar (every label prints it as the day). */
static bool is_date(const char *v)
{
    int y, m, d, n = 0;
    static const int days[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (strlen(v) != 10 || sscanf(v, "%4d-%2d-%2d%n", &y, &m, &d, &n) != 3 || n != 10)
        return false;
    for (int i = 0; i < 10; i++)
        if (i == 4 || i == 7 ? v[i] != '-' : !isdigit((unsigned char)v[i]))
            return false;
    return y >= 2000 && m >= 1 && m <= 12 && d >= 1 && d <= days[m - 1];
}

static int set_field(const field *fd, wl_calibration *cal, const char *value, const char *path,
                     int line, wl_error *err)
{
    char *dst = (char *)cal + fd->offset;
    if (fd->kind == FIELD_TEXT) {
        if (!*value || strlen(value) >= fd->size)
            return wl_fail_at(err, path, line, "%s: value empty or too long", fd->key);
        if (strcmp(fd->key, "kind") == 0 && strcmp(value, "measured") != 0 &&
            strcmp(value, "estimated") != 0)
            return wl_fail_at(err, path, line, "kind: '%s' is neither measured nor estimated",
                              value);
        if (strcmp(fd->key, "compute_capability") == 0 && !is_compute_capability(value))
            return wl_fail_at(err, path, line,
                              "compute_capability: '%s' is not MAJOR.MINOR (e.g. 9.0)", value);
        if (strcmp(fd->key, "date") == 0 && !is_date(value))
            return wl_fail_at(err, path, line, "date: '%s' is not a day written YYYY-MM-DD", value);
        strcpy(dst, value);
        cal->consts.estimated = strcmp(cal->kind, "estimated") == 0;
        return 0;
    }
    double v;
    if (wl_parse_double(value, &v) != 0 || v <= 0)
        return wl_fail_at(err, path, line, "%s: '%s' is not a finite positive number", fd->key,
                          value);
    wl_error range;
    if (wl_gpu_const_check(fd->key, v, &range) != 0)
        return wl_fail_at(err, path, line, "%s", range.msg);
    if (fd->kind == FIELD_INT) {
        if (v != floor(v) || v > 1e6)
            return wl_fail_at(err, path, line, "%s: '%s' is not a whole number", fd->key, value);
        *(int *)(void *)dst = (int)v;
    } else {
        *(double *)(void *)dst = v;
    }
    return 0;
}

typedef struct parser {
    const char *path;
    int line;
    int cc_line; /* where compute_capability was given */
    bool seen[NFIELDS], ended;
    int at[NFIELDS]; /* the line each key was given on */
} parser;

/* The line key was given on (the current one when it was not). */
static int key_at(const parser *p, const char *key)
{
    for (int i = 0; i < NFIELDS; i++)
        if (strcmp(fields[i].key, key) == 0 && p->seen[i])
            return p->at[i];
    return p->line;
}

static int key_line(parser *p, char *text, wl_calibration *cal, wl_error *err)
{
    char *sp = strchr(text, ' ');
    if (!sp)
        return wl_fail_at(err, p->path, p->line, "expected 'key value'");
    *sp = '\0';
    if (strcmp(text, "end") == 0)
        return wl_fail_at(err, p->path, p->line, "'end' with more after it on its line");
    for (int i = 0; i < NFIELDS; i++) {
        if (strcmp(text, fields[i].key) != 0)
            continue;
        if (p->seen[i])
            return wl_fail_at(err, p->path, p->line, "'%s' given twice", text);
        p->seen[i] = true;
        p->at[i] = p->line;
        if (strcmp(text, "compute_capability") == 0)
            p->cc_line = p->line;
        return set_field(&fields[i], cal, sp + 1, p->path, p->line, err);
    }
    return wl_fail_at(err, p->path, p->line, "unknown key '%s'", text);
}

static int one_line(parser *p, char *text, wl_calibration *cal, wl_error *err)
{
    for (const unsigned char *c = (const unsigned char *)text; *c; c++)
        if (*c < 0x20 || *c > 0x7e)
            return wl_fail_at(err, p->path, p->line, "not printable ASCII text");
    if (p->line == 1)
        return strcmp(text, MAGIC) == 0
                   ? 0
                   : wl_fail_at(err, p->path, 1, "not a warplab calibration file (expected '%s')",
                                MAGIC);
    if (text[0] == '#' || text[strspn(text, " \t")] == '\0')
        return 0;
    if (p->ended)
        return wl_fail_at(err, p->path, p->line, "text after the 'end' line");
    if (strncmp(text, "end", 3) == 0 && text[3 + strspn(text + 3, " \t")] == '\0') {
        for (int i = 0; i < NFIELDS; i++)
            if (!p->seen[i] && !optional_key(fields[i].key)) {
                cal->refused_missing_key = true;
                return wl_fail_at(err, p->path, p->line, "missing key '%s'", fields[i].key);
            }
        int blocks, copies;
        bool known = wl_calibration_arch_rules(cal->compute_capability, &blocks, &copies);
        /* An architecture the rules do not know states its own: a guess
         * would change every prediction and look like a rule. */
        if (!known && (!cal->consts.blocks_per_sm || !cal->consts.l2_read_copies)) {
            char rules_know[128];
            wl_calibration_known_capabilities(rules_know, sizeof rules_know);
            return wl_fail_at(err, p->path, p->cc_line,
                              "compute capability %s is not in the architecture rules (%s): "
                              "give blocks_per_sm and l2_read_copies",
                              cal->compute_capability, rules_know);
        }
        const char *key;
        wl_error why;
        if (wl_gpu_consts_relate(&cal->consts, &key, &why) != 0)
            return wl_fail_at(err, p->path, key_at(p, key), "%s", why.msg);
        if (!cal->consts.blocks_per_sm)
            cal->consts.blocks_per_sm = blocks;
        if (!cal->consts.l2_read_copies)
            cal->consts.l2_read_copies = copies;
        p->ended = true;
        return 0;
    }
    return key_line(p, text, cal, err);
}

/* The text of a calibration file (NUL-terminated, edited in place) into
 * out; path names it in messages. */
static int parse_text(const char *path, char *data, wl_calibration *out, wl_error *err)
{
    parser p = {.path = path};
    int rc = 0;
    char *cursor = data, *line;
    while (rc == 0 && (line = wl_next_line(&cursor))) {
        p.line++;
        rc = one_line(&p, line, out, err);
    }
    if (rc == 0 && p.line == 0)
        rc = wl_fail_at(err, path, 1, "empty file");
    else if (rc == 0 && !p.ended)
        rc = wl_fail_at(err, path, p.line + 1, "truncated: no 'end' line");
    return rc;
}

int wl_calibration_load(const char *path, wl_calibration *out, wl_error *err)
{
    memset(out, 0, sizeof *out);
    wl_contents text;
    if (wl_read_file(path, WL_LIMIT_CALIBRATION, "calibration", &text, err) != 0)
        return -1;
    int rc = wl_contents_no_nul(&text, path, err);
    if (rc == 0)
        rc = parse_text(path, text.data, out, err);
    wl_contents_free(&text);
    if (rc == 0 && snprintf(out->path, sizeof out->path, "%s", path) >= (int)sizeof out->path)
        rc = wl_fail(err, "%s: path too long", path);
    return rc;
}

int wl_calibration_load_default(const char *datadir, const char *file, wl_calibration *out,
                                wl_error *err)
{
    if (file)
        return wl_calibration_load(file, out, err);
    char dir[4096], sub[4096], path[4096];
    memset(out, 0, sizeof *out);
    if (wl_datadir_find(datadir, dir, sizeof dir) != 0)
        return wl_fail(err, "no data directory found (use --data-dir)");
    if (wl_path_join(sub, sizeof sub, dir, "reference") != 0 ||
        wl_path_join(path, sizeof path, sub, WL_CALIBRATION_FILE) != 0)
        return wl_fail(err, "data directory path too long");
    return wl_calibration_load(path, out, err);
}

int wl_calibration_open(const char *datadir, const char *file, wl_calibration *out, bool *have,
                        wl_error *err)
{
    *have = wl_calibration_load_default(datadir, file, out, err) == 0;
    return !*have && file ? -1 : 0; /* given means used */
}

static int write_all(FILE *f, const void *ctx)
{
    const wl_calibration *cal = ctx;
    fprintf(f,
            "%s\n# Constants of the performance model, measured by `warplab calibrate`;\n"
            "# see reference/README.md.\n",
            MAGIC);
    for (int i = 0; i < NFIELDS; i++) {
        const field *fd = &fields[i];
        const char *src = (const char *)cal + fd->offset;
        bool unset = fd->kind == FIELD_INT      ? *(const int *)(const void *)src == 0
                     : fd->kind == FIELD_NUMBER ? *(const double *)(const void *)src == 0
                                                : false;
        if (unset && optional_key(fd->key))
            continue; /* not measured: the loader's rule or stand-in applies */
        fprintf(f, "# %s\n", fd->meaning);
        if (fd->kind == FIELD_TEXT)
            fprintf(f, "%s %s\n", fd->key, *src ? src : "measured"); /* only kind is empty */
        else if (fd->kind == FIELD_INT)
            fprintf(f, "%s %d\n", fd->key, *(const int *)(const void *)src);
        else
            fprintf(f, "%s %.10g\n", fd->key, *(const double *)(const void *)src);
    }
    fprintf(f, "end\n");
    return ferror(f) ? -1 : 0;
}

/* The first field write_all wrote of a that b does not hold (the same
 * text, the same whole number, a number within write_all's ten digits), or
 * NULL: what the loader reads back is what was to be saved. */
static const char *changed_field(const wl_calibration *a, const wl_calibration *b)
{
    for (int i = 0; i < NFIELDS; i++) {
        const field *fd = &fields[i];
        const char *x = (const char *)a + fd->offset, *y = (const char *)b + fd->offset;
        if (fd->kind == FIELD_TEXT) {
            if (*x && strcmp(x, y) != 0) /* an empty kind is written as the default */
                return fd->key;
            continue;
        }
        if (fd->kind == FIELD_INT) {
            int u = *(const int *)(const void *)x, v = *(const int *)(const void *)y;
            if (u != v && !(u == 0 && optional_key(fd->key))) /* 0: the rule fills it */
                return fd->key;
            continue;
        }
        double u = *(const double *)(const void *)x, v = *(const double *)(const void *)y;
        if (fabs(u - v) > 1e-9 * fabs(u))
            return fd->key;
    }
    return NULL;
}

/* 0 when the loader takes the text write_all makes of cal and reads back
 * what cal holds; -1 with err (at the line of that text) otherwise. */
static int loads_back(const char *path, const wl_calibration *cal, wl_error *err)
{
    char *data = NULL, label[4200];
    size_t size = 0;
    snprintf(label, sizeof label, "%s (as it would be written)", path);
    FILE *f = open_memstream(&data, &size);
    if (!f)
        return wl_fail(err, "out of memory");
    int wrote = write_all(f, cal);
    if (fclose(f) != 0 || wrote != 0) {
        free(data);
        return wl_fail(err, "out of memory");
    }
    wl_calibration back = {0};
    int rc = parse_text(label, data, &back, err);
    free(data);
    const char *key = rc == 0 ? changed_field(cal, &back) : NULL;
    if (key)
        return wl_fail(err, "%s: %s does not read back as it is held (a line break in a name?)",
                       path, key);
    return rc;
}

int wl_calibration_save(const char *path, const wl_calibration *cal, wl_error *err)
{
    /* A file the loader would refuse is never written (a cache of it would
     * stand in the way of every later run): the text is read back first. */
    if (loads_back(path, cal, err) != 0)
        return wl_error_context(err, "not saved: ");
    return wl_save_atomic(path, 0644, write_all, cal, err);
}

void wl_calibration_label(const wl_calibration *cal, char *out, size_t outsz)
{
    if (cal->consts.estimated)
        snprintf(out, outsz, "estimated for %s from its datasheet", cal->consts.device);
    else
        snprintf(out, outsz, "calibrated on %s, %s", cal->consts.device, cal->date);
}

/* The .txt files of dir whose names start with prefix, sorted; names keep
 * the prefix when keep_prefix, never the ".txt". *all (unless NULL): every
 * such file, listed or not (past max, or a name too long to list). */
static int list_txt(const char *dir, const char *prefix, bool keep_prefix,
                    char (*names)[WL_PROFILE_NAME_MAX], int max, int *all)
{
    struct dirent **list;
    int n = scandir(dir, &list, NULL, alphasort), kept = 0, every = 0;
    size_t plen = strlen(prefix);
    for (int i = 0; i < n; i++) {
        const char *d = list[i]->d_name;
        size_t len = strlen(d);
        if (len > plen + 4 && strncmp(d, prefix, plen) == 0 && strcmp(d + len - 4, ".txt") == 0) {
            every++;
            if (kept < max && len < WL_PROFILE_NAME_MAX) {
                size_t from = keep_prefix ? 0 : plen;
                snprintf(names[kept++], WL_PROFILE_NAME_MAX, "%.*s", (int)(len - 4 - from),
                         d + from);
            }
        }
        free(list[i]);
    }
    if (n > 0)
        free(list);
    if (all)
        *all = every;
    return kept;
}

int wl_calibration_profiles(const char *datadir, char (*names)[WL_PROFILE_NAME_MAX], int max,
                            int *all)
{
    char dir[4096], sub[4096];
    if (all)
        *all = 0;
    if (wl_datadir_find(datadir, dir, sizeof dir) != 0 ||
        wl_path_join(sub, sizeof sub, dir, "reference/gpus") != 0)
        return 0;
    return list_txt(sub, "", false, names, max, all);
}

#define CACHE_PREFIX "calibration-"

int wl_calibration_cache_path(const char *state_dir, const char *device, const char *driver,
                              char *out, size_t outsz, wl_error *err)
{
    char slug[WL_PROFILE_NAME_MAX] = "", file[WL_PROFILE_NAME_MAX * 2];
    size_t n = 0;
    for (const char *c = device; *c && n + 2 < sizeof slug; c++) {
        if (isalnum((unsigned char)*c))
            slug[n++] = (char)tolower((unsigned char)*c);
        else if (n > 0 && slug[n - 1] != '-')
            slug[n++] = '-';
        slug[n] = '\0';
    }
    for (const char *c = driver; *c; c++)
        if (!isalnum((unsigned char)*c) && *c != '.')
            return wl_fail(err, "driver version '%s' is no file name", driver);
    if (!n || !*driver)
        return wl_fail(err, "no device name or driver version to key a calibration by");
    snprintf(file, sizeof file, CACHE_PREFIX "%s%s.txt", slug, slug[n - 1] == '-' ? "" : "-");
    size_t len = strlen(file) - 4;
    snprintf(file + len, sizeof file - len, "%.60s.txt", driver);
    if (wl_path_join(out, outsz, state_dir, file) != 0)
        return wl_fail(err, "state directory path is too long");
    return 0;
}

int wl_calibration_cache_list(const char *state_dir, char (*names)[WL_PROFILE_NAME_MAX], int max,
                              int *all)
{
    return list_txt(state_dir, CACHE_PREFIX, true, names, max, all);
}

int wl_calibration_cache_save(const char *path, const wl_calibration *cal, wl_error *err)
{
    /* the cache's folder, created with the state directory's mode */
    char dir[4096];
    if (snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir)
        return wl_fail(err, "%s: path too long", path);
    char *slash = strrchr(dir, '/');
    if (slash && slash != dir) {
        *slash = '\0';
        if (wl_make_dirs(dir, 0700, err) != 0)
            return -1;
    }
    return wl_calibration_save(path, cal, err);
}

void wl_calibration_gpu(const wl_calibration *cal, char *out, size_t outsz)
{
    if (!cal)
        snprintf(out, outsz, "uncalibrated GPU");
    else
        snprintf(out, outsz, "%s%s", wl_gpu_short_name(cal->consts.device),
                 cal->consts.estimated ? " (estimated)" : "");
}

int wl_calibration_profile_path(const char *datadir, const char *name, char *out, size_t outsz,
                                wl_error *err)
{
    char dir[4096], sub[4096], file[256];
    if (!*name)
        return wl_fail(err, "an empty GPU profile name (see warplab info for the profiles)");
    for (const char *c = name; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-'))
            return wl_fail(err, "'%s' is no GPU profile name (see warplab info)", name);
    if (wl_datadir_find(datadir, dir, sizeof dir) != 0)
        return wl_fail(err, "no GPU profile '%s' (no data directory found)", name);
    snprintf(file, sizeof file, "%.200s.txt", name);
    if (wl_path_join(sub, sizeof sub, dir, "reference/gpus") != 0 ||
        wl_path_join(out, outsz, sub, file) != 0)
        return wl_fail(err, "data directory path too long");
    /* Whether it is there, without opening it (a FIFO would block an open):
     * what it holds is the loader's business (wl_calibration_load), which
     * refuses anything but a regular file of a calibration's size. */
    struct stat st;
    if (stat(out, &st) != 0)
        return wl_fail(err, "no GPU profile '%s' in %s", name, sub);
    return 0;
}
