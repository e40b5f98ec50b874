/* Wrapping styled text: no row wider than asked, words kept whole when they
 * fit, styles kept per character, hard breaks honoured, ASCII mode
 * transliterating what it cannot show. */
#include <glob.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_check.h"
#include "wl_bigdigits.h"
#include "wl_text.h"
#include "wl_track.h"

static const wl_run runs[] = {
    {"A warp of 32 lanes reads ", WL_ROLE_NORMAL},
    {"a[i * s]", WL_ROLE_CODE},
    {" and the memory system fetches whole 32-byte sectors \u2192 four per line; ", WL_ROLE_NORMAL},
    {"efficiency", WL_ROLE_EM},
    {" is useful over fetched.\nA second line.", WL_ROLE_NORMAL},
};

static void check_width(int width, bool ascii)
{
    wl_text t;
    wl_text_init(&t, ascii);
    CHECK_MSG(wl_text_wrap(&t, runs, 5, width, "- ", "  ", WL_ROLE_DIM) == 0, "wrap failed");
    for (int i = 0; i < t.n; i++) {
        char s[512];
        wl_row_string(&t.row[i], s, sizeof s);
        /* Wider than asked only for one unit that cannot break: the code
         * span or a single word, after the prefix. */
        const char *body = s + 2;
        CHECK_MSG(t.row[i].width <= width || strcmp(body, "a[i * s]") == 0 || !strchr(body, ' '),
                  "width %d row %d is %d wide: '%s'", width, i, t.row[i].width, s);
        CHECK_MSG(width < 12 || !strstr(s, "effic ") || strstr(s, "efficiency"),
                  "a word was split at width %d: '%s'", width, s);
        if (ascii)
            for (const char *p = s; *p; p++)
                CHECK_MSG((unsigned char)*p < 128, "non-ASCII byte in ASCII mode: '%s'", s);
    }
    char last[512];
    wl_row_string(&t.row[t.n - 1], last, sizeof last);
    CHECK_MSG(strstr(last, "A second line.") != NULL || width < 16, "hard break at %d: '%s'", width,
              last);
    wl_text_free(&t);
}

/* A code span that fits a row is never broken at its inner spaces, one
 * that does not is broken with a mark on both sides, and a field that must
 * shorten drops whole words and ends in an ellipsis. */
static void check_units_and_fit(void)
{
    wl_text t;
    wl_text_init(&t, false);
    for (int width = 8; width <= 40; width++) {
        wl_text_clear(&t);
        wl_text_wrap(&t, runs, 5, width, "", "", WL_ROLE_NORMAL);
        for (int i = 0; i < t.n; i++) {
            char s[512];
            wl_row_string(&t.row[i], s, sizeof s);
            CHECK_MSG(!strstr(s, "a[i *") || strstr(s, "a[i * s]"), "code span split: '%s'", s);
        }
    }
    /* A name wider than the row breaks inside, marked on both sides, and
     * reads back whole without the marks. */
    for (int width = 10; width <= 40; width++) {
        static const char name[] = "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum";
        wl_run r = {name, WL_ROLE_CODE};
        wl_text_clear(&t);
        wl_text_wrap(&t, &r, 1, width, "", "", WL_ROLE_NORMAL);
        char joined[256] = "";
        for (int i = 0; i < t.n; i++) {
            char row[256];
            wl_row_string(&t.row[i], row, sizeof row);
            CHECK_MSG(t.row[i].width <= width, "width %d: row '%s' wider", width, row);
            const char *mark = "\u21aa", *p = row;
            size_t ml = strlen(mark), len = strlen(row);
            CHECK_MSG(i == 0 || strncmp(row, mark, ml) == 0, "width %d: row %d unmarked: '%s'",
                      width, i, row);
            CHECK_MSG(i == t.n - 1 || (len >= ml && strcmp(row + len - ml, mark) == 0),
                      "width %d: row %d ends unmarked: '%s'", width, i, row);
            if (i > 0)
                p += ml;
            int keep = (int)(strlen(p) - (i < t.n - 1 ? ml : 0));
            size_t used = strlen(joined);
            snprintf(joined + used, sizeof joined - used, "%.*s", keep, p);
        }
        CHECK_MSG(strcmp(joined, name) == 0, "width %d: the name reads back as '%s'", width,
                  joined);
    }
    static const struct {
        const char *in;
        int width;
        const char *want;
    } fits[] = {
        {"reference: 2750 GB/s, measured on NVIDIA H200", 40,
         "reference: 2750 GB/s, measured on\u2026"},
        {"reference: 2750 GB/s, measured on NVIDIA H200", 44,
         "reference: 2750 GB/s, measured on NVIDIA\u2026"},
        {"128 B used of 128 B fetched (100.0%)", 34, "128 B used of 128 B fetched\u2026"},
        {"short", 5, "short"},
        {"unbreakable", 6, "\u2026"},
    };
    for (size_t i = 0; i < sizeof fits / sizeof fits[0]; i++) {
        wl_text_clear(&t);
        wl_text_fit(&t, fits[i].in, WL_ROLE_NORMAL, fits[i].width);
        char s[256];
        wl_row_string(&t.row[0], s, sizeof s);
        CHECK_MSG(strcmp(s, fits[i].want) == 0 && t.row[0].width <= fits[i].width,
                  "fit '%s' in %d: '%s'", fits[i].in, fits[i].width, s);
    }
    wl_text_free(&t);
}

static void check_roles(void)
{
    wl_text t;
    wl_text_init(&t, false);
    wl_text_wrap(&t, runs, 5, 200, "", "", WL_ROLE_NORMAL);
    char s[512];
    wl_row_string(&t.row[0], s, sizeof s);
    const char *code = strstr(s, "a[i * s]");
    CHECK_MSG(code != NULL, "code text missing: '%s'", s);
    int cell = (int)(code - s); /* ASCII before it: bytes are cells */
    CHECK_MSG(t.row[0].cell[cell].role == WL_ROLE_CODE, "code role lost");
    CHECK_MSG(t.row[0].cell[0].role == WL_ROLE_NORMAL, "plain role lost");
    wl_text_free(&t);
}

static void check_ascii_arrow(void)
{
    wl_text t;
    wl_text_init(&t, true);
    wl_text_line(&t, "x \u2192 y \u00d7 z \xff", strlen("x \u2192 y \u00d7 z \xff"),
                 WL_ROLE_NORMAL);
    char s[64];
    wl_row_string(&t.row[0], s, sizeof s);
    CHECK_MSG(strcmp(s, "x -> y x z ?") == 0, "transliteration gave '%s'", s);
    wl_text_free(&t);
}

static void check_track(void)
{
    wl_spec spec;
    wl_spec_default(WL_KERNEL_STRIDE, WL_TYPE_F32, &spec);
    wl_track t;
    wl_track_for(WL_SLIDER_STRIDE, &spec, &t);
    CHECK_MSG(t.n == 32 && t.value[0] == 1 && t.value[31] == 32, "stride track 1..32 (n=%d)", t.n);
    wl_track_apply(&t, 7, &spec);
    CHECK_MSG(spec.param == 8 && wl_track_index(&t, &spec) == 7, "position 7 is stride 8");
    wl_spec_default(WL_KERNEL_TRANSPOSE_NAIVE, WL_TYPE_F32, &spec);
    spec.param = 96;
    wl_track_for(WL_SLIDER_N, &spec, &t);
    CHECK_MSG(t.n == 11 && t.value[wl_track_index(&t, &spec)] == 96, "N=96 gets its own position");
    spec.warp = wl_spec_warp_count(&spec) - 1;
    wl_track_apply(&t, 0, &spec);
    CHECK_MSG(spec.param == 32 && spec.warp < wl_spec_warp_count(&spec), "warp kept in the grid");
    wl_spec_default(WL_KERNEL_AOS, WL_TYPE_F32, &spec);
    wl_track_for(WL_SLIDER_LAYOUT, &spec, &t);
    wl_track_apply(&t, 1, &spec);
    CHECK_MSG(t.n == 2 && spec.kernel == WL_KERNEL_SOA, "layout slider goes aos -> soa");
}

/* Block digits: three rows, four columns a character, the shapes right. */
static void check_big_digits(void)
{
    static const char *const want[WL_BIG_ROWS] = {"\u2580\u2580\u2588 \u2584\u2588  ",
                                                  "\u2588\u2580\u2580  \u2588  ",
                                                  "\u2580\u2580\u2580 \u2580\u2580\u2580 "};
    char row[128];
    for (int r = 0; r < WL_BIG_ROWS; r++) {
        wl_big_row("21", false, r, row, sizeof row);
        CHECK_MSG(strcmp(row, want[r]) == 0, "row %d of 21: '%s'", r, row);
    }
    /* ASCII: seven-segment digits, as a calculator draws them */
    static const char *const ascii[WL_BIG_ROWS] = {" _       _  ", "  |     |_  ", "  |  .   _| "};
    for (int r = 0; r < WL_BIG_ROWS; r++) {
        wl_big_row("7.5", true, r, row, sizeof row);
        CHECK_MSG(strcmp(row, ascii[r]) == 0, "ASCII row %d of 7.5: '%s'", r, row);
    }
    CHECK_EQ_INT(wl_big_cols("2713"), 16);
}

/* Every character outside ASCII in what the lab prints (the course's files
 * and the program's own strings) has an ASCII stand-in: ASCII mode never
 * draws a "?" for it. */
static void check_stand_ins_in(const char *pattern)
{
    glob_t g;
    if (glob(pattern, 0, NULL, &g) != 0)
        return;
    for (size_t f = 0; f < g.gl_pathc; f++) {
        FILE *in = fopen(g.gl_pathv[f], "rb");
        if (!in)
            continue;
        int c, line = 1;
        while ((c = getc(in)) != EOF) {
            line += c == '\n';
            if (c < 0xc0)
                continue;
            int more = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : 1;
            unsigned long cp = (unsigned long)c & (0x3fu >> more);
            for (int k = 0; k < more && (c = getc(in)) != EOF; k++)
                cp = cp << 6 | ((unsigned long)c & 0x3f);
            CHECK_MSG(wl_text_ascii_of(cp) != NULL, "%s:%d: U+%04lX has no ASCII stand-in",
                      g.gl_pathv[f], line, cp);
        }
        fclose(in);
    }
    globfree(&g);
}

static void check_ascii_stand_ins(const char *src)
{
    static const char *const printed[] = {
        "lessons/*.md",         "lessons/glossary/*.md", "quizzes/*.ini", "reference/*.txt",
        "reference/gpus/*.txt", "src/tui/*.c",           "src/model/*.c", "src/content/*.c",
        "src/lab/*.c",          "src/cli/*.c",
    };
    char pattern[1024];
    for (size_t i = 0; i < sizeof printed / sizeof printed[0]; i++) {
        snprintf(pattern, sizeof pattern, "%s/%s", src, printed[i]);
        check_stand_ins_in(pattern);
    }
    /* Whatever the locale: under LANG=C (one reason for ASCII mode) a
     * character is one stand-in, not a "?" per byte. */
    setlocale(LC_ALL, "C");
    wl_text t;
    wl_text_init(&t, true);
    wl_run r = {"4.8 to 6.6 \u00b5s \u00b7 model \u2219", WL_ROLE_NORMAL};
    CHECK(wl_text_wrap(&t, &r, 1, 80, "", "", WL_ROLE_NORMAL) == 0 && t.n == 1);
    char s[128] = "";
    if (t.n)
        wl_row_string(&t.row[0], s, sizeof s);
    CHECK_MSG(strcmp(s, "4.8 to 6.6 us - model o") == 0, "under LANG=C: '%s'", s);
    wl_text_free(&t);
    setlocale(LC_ALL, "C.UTF-8");
}

int main(int argc, char **argv)
{
    if (!setlocale(LC_ALL, "C.UTF-8")) {
        fprintf(stderr, "no C.UTF-8 locale\n");
        return 77;
    }
    for (int w = 4; w <= 90; w++) {
        check_width(w, false);
        check_width(w, true);
    }
    check_roles();
    check_units_and_fit();
    check_ascii_arrow();
    check_track();
    check_big_digits();
    if (argc > 1)
        check_ascii_stand_ins(argv[1]);
    return CHECK_DONE();
}
