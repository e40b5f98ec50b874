/* The glossary defines every limit the performance model can name on screen
 * and the terms the lessons rely on; a term that binds an experiment is
 * refused. */
#include <stdio.h>
#include <string.h>

#include "wl_check.h"
#include "wl_glossary.h"
#include "wl_perf.h"

static void test_terms(const char *srcdir)
{
    char path[1024];
    wl_lesson g;
    wl_error err;
    CHECK(wl_glossary_path(srcdir, path, sizeof path) == 0);
    int rc = wl_glossary_load_file(path, &g, &err);
    CHECK(rc == 0);
    if (rc != 0) {
        fprintf(stderr, "%s\n", err.msg);
        return;
    }
    for (int l = 0; l < WL_LIMIT_COUNT; l++)
        CHECK_MSG(wl_glossary_find(&g, wl_limit_name((wl_limit)l)) != NULL,
                  "the limit '%s' has no glossary term", wl_limit_name((wl_limit)l));
    static const char *const needed[] = {
        "Copy ceiling",  "Working set",
        "Access model",  "Performance model",
        "Binding limit", "Request",
        "Sector",        "Line",
        "Page",          "Bytes in flight",
        "Seed program",  "Seed kernel",
        "Coalesced",     "Warp",
        "Lane",          "Stride",
        "Offset",        "Shared memory",
        "Unroll",        "Effective bandwidth",
        "Reference",     "Calibration",
        "DRAM piece",    "Alignment",
        "Efficiency",
    };
    for (size_t i = 0; i < sizeof needed / sizeof needed[0]; i++)
        CHECK_MSG(wl_glossary_find(&g, needed[i]) != NULL, "no glossary term '%s'", needed[i]);
    CHECK(wl_glossary_find(&g, "no such term") == NULL);
    wl_lesson_free(&g);
}

static void test_text_only(const char *tmpdir)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/glossary.md", tmpdir);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (!f)
        return;
    fputs("# Glossary\n\n## Warp\n\nText.\n\n## Stride\n\n<!-- warplab: kernel=stride -->\n\n"
          "Text.\n",
          f);
    fclose(f);
    wl_lesson g;
    wl_error err;
    CHECK(wl_glossary_load_file(path, &g, &err) == -1);
    CHECK_CONTAINS(err.msg, "glossary.md:9: glossary term 'Stride': a term is text only");
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: test_glossary SOURCE_DIR TMP_DIR\n");
        return 2;
    }
    test_terms(argv[1]);
    test_text_only(argv[2]);
    return CHECK_DONE();
}
