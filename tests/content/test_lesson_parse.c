/* Parsing good lesson files: sections, blocks, spans, bindings, figures. */
#include <stdlib.h>

#include "wl_check.h"
#include "wl_lesson.h"

static const wl_block *find_block(const wl_section *s, wl_block_kind kind, int nth)
{
    for (size_t i = 0; i < s->nblocks; i++)
        if (s->blocks[i].kind == kind && nth-- == 0)
            return &s->blocks[i];
    return NULL;
}

/* The span of a block whose text is `text`, or NULL. */
static const wl_span *find_span(const wl_block *b, const char *text)
{
    for (size_t i = 0; b && i < b->nspans; i++)
        if (strcmp(b->spans[i].text, text) == 0)
            return &b->spans[i];
    return NULL;
}

static void test_first_section(const wl_section *s)
{
    CHECK_STR(s->title, "First section");
    CHECK(s->number == 1 && s->line == 3);
    CHECK(s->binding.present && s->binding.line == 5);
    CHECK(s->binding.spec.kernel == WL_KERNEL_STRIDE && s->binding.spec.param == 2);
    CHECK(s->binding.spec.unroll == 4 && s->binding.slider == WL_SLIDER_STRIDE);
    CHECK(!s->binding.has_compare);

    const wl_block *p = find_block(s, WL_BLOCK_PARAGRAPH, 0);
    CHECK(p && p->line == 7 && !p->quoted);
    CHECK(find_span(p, "emphasis") && find_span(p, "emphasis")->style == WL_STYLE_EM);
    CHECK(find_span(p, "strong") && find_span(p, "strong")->style == WL_STYLE_STRONG);
    CHECK(find_span(p, "code") && find_span(p, "code")->style == WL_STYLE_CODE);
    CHECK(find_span(p, "link") && find_span(p, "link")->style == WL_STYLE_LINK);
    CHECK(find_span(p, "8") && find_span(p, "8")->style == WL_STYLE_FIGURE);
    CHECK(find_span(p, "\n") != NULL); /* the hard break */
    CHECK(find_span(p, " sectors. Soft break joins lines.") != NULL);

    const wl_block *li0 = find_block(s, WL_BLOCK_LIST_ITEM, 0);
    const wl_block *li2 = find_block(s, WL_BLOCK_LIST_ITEM, 2);
    const wl_block *li3 = find_block(s, WL_BLOCK_LIST_ITEM, 3);
    CHECK(li0 && li0->depth == 1 && li0->item == 0 && find_span(li0, "first item"));
    CHECK(li2 && li2->depth == 2 && li2->item == 1 && find_span(li2, "nested ordered"));
    CHECK(li3 && li3->item == 2);

    const wl_block *q = find_block(s, WL_BLOCK_PARAGRAPH, 1);
    CHECK(q && q->quoted && find_span(q, "a quote & an entity"));
    const wl_block *code = find_block(s, WL_BLOCK_CODE, 0);
    CHECK(code && code->info && strcmp(code->info, "c") == 0);
    CHECK(code && code->nspans == 1 && strcmp(code->spans[0].text, "int x = 1;\n") == 0);
}

static void test_second_section(const wl_section *s)
{
    CHECK_STR(s->title, "Second");
    CHECK(s->number == 2 && s->line == 25);
    CHECK(s->binding.spec.kernel == WL_KERNEL_TRANSPOSE_TILED && s->binding.spec.param == 4096);
    CHECK(s->binding.has_compare && s->binding.compare.kernel == WL_KERNEL_TRANSPOSE_NAIVE);
    CHECK(s->binding.compare.param == 4096); /* same kind of param: shared */
    CHECK(s->binding.slider == WL_SLIDER_N);
    const wl_block *h = find_block(s, WL_BLOCK_SUBHEADING, 0);
    CHECK(h && h->line == 29 && find_span(h, "A subheading"));
    CHECK(find_block(s, WL_BLOCK_RULE, 0) != NULL);
    const wl_block *after = find_block(s, WL_BLOCK_PARAGRAPH, 1);
    CHECK(after && find_span(after, "After the rule."));
}

static void test_good(const char *dir)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/good.md", dir);
    wl_lesson l;
    wl_error err;
    int rc = wl_lesson_load_file(path, &l, &err);
    CHECK(rc == 0);
    if (rc != 0) {
        fprintf(stderr, "%s\n", err.msg);
        return;
    }
    CHECK_STR(l.title, "A sample lesson");
    CHECK(l.line == 1 && l.nsections == 2);
    if (l.nsections == 2) {
        test_first_section(&l.sections[0]);
        test_second_section(&l.sections[1]);
    }
    CHECK(l.nfigures == 3);
    if (l.nfigures == 3) {
        CHECK_STR(l.figures[0].text, "8");
        CHECK_STR(l.figures[0].target, "model:stride?stride=2&field=load.sectors");
        CHECK(l.figures[0].line == 8);
        CHECK_STR(l.figures[1].text, "100%");
        CHECK(l.figures[1].line == 31);
        CHECK_STR(l.figures[2].target, "model:line_bytes");
    }
    wl_lesson_free(&l);
}

static void test_course(const char *dir)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/course", dir);
    wl_course c;
    wl_error err;
    int rc = wl_course_load_dir(path, &c, &err);
    CHECK(rc == 0);
    if (rc != 0) {
        fprintf(stderr, "%s\n", err.msg);
        return;
    }
    CHECK(c.nlessons == 2); /* README.md skipped */
    CHECK_STR(c.lessons[0].title, "First lesson");
    CHECK_STR(c.lessons[1].title, "Second lesson");
    CHECK(c.lessons[1].number == 2);
    CHECK(wl_course_section_count(&c) == 3);
    const wl_lesson *owner = NULL;
    const wl_section *s = wl_course_section(&c, 2, &owner);
    CHECK(s && owner == &c.lessons[1] && strcmp(s->title, "Only section") == 0);
    CHECK(s && s->binding.slider == WL_SLIDER_LAYOUT && s->binding.compare.kernel == WL_KERNEL_SOA);
    s = wl_course_section(&c, 1, NULL);
    CHECK(s && !s->binding.present);
    CHECK(wl_course_section(&c, 3, NULL) == NULL);
    wl_course_free(&c);
    /* Numbered file names number the lessons as their texts do: 00 is lesson 0. */
    snprintf(path, sizeof path, "%s/numbered", dir);
    rc = wl_course_load_dir(path, &c, &err);
    CHECK(rc == 0);
    if (rc != 0)
        return;
    CHECK(c.nlessons == 2 && c.lessons[0].number == 0 && c.lessons[1].number == 5);
    wl_course_free(&c);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s DATA_DIR\n", argv[0]);
        return 2;
    }
    test_good(argv[1]);
    test_course(argv[1]);
    CHECK_STR(wl_slider_name(WL_SLIDER_N), "N");
    return CHECK_DONE();
}
