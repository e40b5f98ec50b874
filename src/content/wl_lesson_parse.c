/* A lesson file through md4c: the callbacks turn Markdown events into the
 * sections, blocks and spans of wl_lesson.h. */
#include <ctype.h>
#include <md4c.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "wl_printable.h"
#include "wl_binding.h"
#include "wl_prompt.h"
#include "wl_figure.h"
#include "wl_figure_link.h"
#include "wl_lesson_state.h"

/* CommonMark plus nothing: tables, task lists and the like cannot be drawn
 * in a reading pane, so they stay plain text. */
#define LESSON_MD_FLAGS 0u
/* Zero bytes after the copy of the source handed to md4c. */
#define SOURCE_PADDING 64

static char *attribute_text(const MD_ATTRIBUTE *a)
{
    return wl_strndup(a->text ? a->text : "", a->size);
}

static void note_position(wl_parse_state *ps, const char *text, size_t size)
{
    int line = wl_lines_of(&ps->lines, text);
    if (line > 0) {
        ps->last_line = line;
        ps->last_end = text + size;
    }
}

/* ---- headings --------------------------------------------------------- */

static char *trimmed_heading(wl_parse_state *ps)
{
    char *t = wl_strbuf_take(&ps->heading);
    if (!t)
        return NULL;
    size_t n = strlen(t), start = 0;
    while (n > 0 && (t[n - 1] == ' ' || t[n - 1] == '\t'))
        t[--n] = '\0';
    while (t[start] == ' ' || t[start] == '\t')
        start++;
    memmove(t, t + start, n - start + 1);
    return t;
}

/* The id a section heading gives (wl_lesson.h); here, where headings are read
 * and a slug too long for an id is refused. */
static void slug_put(char *out, size_t outsz, size_t n, char c)
{
    if (n + 1 < outsz)
        out[n] = c;
}

static bool slug_keeps(unsigned char c)
{
    return isalnum(c) && c < 0x80;
}

bool wl_slug_keeps_any(const char *text)
{
    for (const unsigned char *s = (const unsigned char *)text; *s; s++)
        if (slug_keeps(*s))
            return true;
    return false;
}

size_t wl_section_slug(const char *title, char *out, size_t outsz)
{
    size_t n = 0;
    bool dash = false; /* a run of other characters seen: one '-' before the next letter */
    for (const unsigned char *s = (const unsigned char *)title; *s; s++) {
        if (!slug_keeps(*s)) {
            dash = true;
            continue;
        }
        if (dash && n > 0)
            slug_put(out, outsz, n++, '-');
        dash = false;
        slug_put(out, outsz, n++, (char)tolower(*s));
    }
    if (n == 0)
        return (size_t)snprintf(out, outsz, "section");
    if (outsz > 0)
        out[n < outsz ? n : outsz - 1] = '\0';
    return n;
}

static int finish_title_heading(wl_parse_state *ps)
{
    int level = ps->heading_level;
    int line = ps->heading_line ? ps->heading_line : wl_ps_next_heading_line(ps);
    ps->heading_level = 0;
    char *title = trimmed_heading(ps);
    if (!title)
        return wl_ps_fail(ps, line, "out of memory");
    if (!*title) {
        free(title);
        return wl_ps_fail(ps, line, "%s heading without a title",
                          level == 1 ? "lesson (#)" : "section (##)");
    }
    wl_lesson *l = ps->lesson;
    if (level == 2) {
        if (!l->title) {
            free(title);
            return wl_ps_fail(ps, line, "section before the lesson's # title");
        }
        size_t id_len = wl_section_slug(title, NULL, 0);
        if (id_len > WL_SECTION_ID_MAX) {
            free(title);
            return wl_ps_fail(ps, line,
                              "the section's name (its heading in lower case, words joined by "
                              "'-') is %zu characters; at most %d, as saved progress and demo "
                              "scripts name it: shorten the heading",
                              id_len, WL_SECTION_ID_MAX);
        }
        if (wl_ps_new_section(ps, line, title) != 0) {
            free(title);
            return -1;
        }
        return 0;
    }
    if (l->title) {
        free(title);
        return wl_ps_fail(ps, line, "second # title (the first is at line %d); one lesson per file",
                          l->line);
    }
    l->title = title;
    l->line = line;
    return 0;
}

static int enter_heading(wl_parse_state *ps, const MD_BLOCK_H_DETAIL *d)
{
    if (d->level >= 3)
        return wl_ps_open_block(ps, WL_BLOCK_SUBHEADING);
    if (wl_ps_close_block(ps) != 0)
        return -1;
    ps->heading_level = (int)d->level;
    ps->heading_line = 0;
    return 0;
}

/* ---- blocks ----------------------------------------------------------- */

static int enter_list(wl_parse_state *ps, bool ordered, int start)
{
    if (wl_ps_close_block(ps) != 0)
        return -1;
    if (ps->nlists == WL_LESSON_MAX_LIST_DEPTH)
        return wl_ps_fail(ps, ps->last_line, "lists nested deeper than %d levels",
                          WL_LESSON_MAX_LIST_DEPTH);
    ps->lists[ps->nlists++] = (wl_list_level){.ordered = ordered, .next = start};
    return 0;
}

static int enter_item(wl_parse_state *ps)
{
    if (wl_ps_open_block(ps, WL_BLOCK_LIST_ITEM) != 0)
        return -1;
    wl_list_level *lv = &ps->lists[ps->nlists - 1];
    wl_section *s = wl_ps_section(ps);
    if (s && ps->block_open)
        s->blocks[s->nblocks - 1].item = lv->ordered ? lv->next : 0;
    if (lv->ordered)
        lv->next++;
    return 0;
}

static int enter_paragraph(wl_parse_state *ps)
{
    wl_section *s = wl_ps_section(ps);
    /* A loose list wraps its item's text in a paragraph: keep the item. */
    if (s && ps->block_open && s->blocks[s->nblocks - 1].kind == WL_BLOCK_LIST_ITEM &&
        s->blocks[s->nblocks - 1].nspans == 0 && ps->span.len == 0)
        return 0;
    return wl_ps_open_block(ps, WL_BLOCK_PARAGRAPH);
}

static int enter_code(wl_parse_state *ps, const MD_BLOCK_CODE_DETAIL *d)
{
    if (wl_ps_open_block(ps, WL_BLOCK_CODE) != 0)
        return -1;
    wl_section *s = wl_ps_section(ps);
    if (s && ps->block_open && d->info.size > 0) {
        s->blocks[s->nblocks - 1].info = attribute_text(&d->info);
        if (!s->blocks[s->nblocks - 1].info)
            return wl_ps_fail(ps, ps->last_line, "out of memory");
    }
    return 0;
}

static int enter_block(MD_BLOCKTYPE type, void *detail, void *userdata)
{
    wl_parse_state *ps = userdata;
    switch (type) {
    case MD_BLOCK_QUOTE:
        ps->quote++;
        return wl_ps_close_block(ps);
    case MD_BLOCK_UL:
        return enter_list(ps, false, 0);
    case MD_BLOCK_OL:
        return enter_list(ps, true, (int)((MD_BLOCK_OL_DETAIL *)detail)->start);
    case MD_BLOCK_LI:
        return enter_item(ps);
    case MD_BLOCK_P:
        return enter_paragraph(ps);
    case MD_BLOCK_H:
        return enter_heading(ps, detail);
    case MD_BLOCK_CODE:
        return enter_code(ps, detail);
    case MD_BLOCK_HR:
        if (wl_ps_open_block(ps, WL_BLOCK_RULE) != 0)
            return -1;
        if (ps->pending)
            return wl_ps_fail(ps, ps->last_line + 1, "%s", ps->pending);
        return wl_ps_close_block(ps);
    case MD_BLOCK_HTML:
        if (wl_ps_close_block(ps) != 0)
            return -1;
        ps->in_html = true;
        ps->html_line = 0;
        return 0;
    default:
        return 0; /* MD_BLOCK_DOC; tables are not enabled */
    }
}

/* Appends a parsed prompt to the current section; ids are unique per lesson. */
static int add_prompt(wl_parse_state *ps, wl_prompt *p)
{
    wl_section *s = wl_ps_section(ps);
    const char *why = s ? NULL : "prediction prompt before the first ## section";
    for (size_t i = 0; !why && i < ps->lesson->nsections; i++)
        for (size_t j = 0; j < ps->lesson->sections[i].nprompts; j++)
            if (strcmp(ps->lesson->sections[i].prompts[j].id, p->id) == 0)
                why = "prediction prompt id used twice in this lesson";
    wl_prompt *grown = why ? NULL : realloc(s->prompts, (s->nprompts + 1) * sizeof *grown);
    if (!grown) {
        int line = p->line;
        wl_prompt_free(p);
        return why ? wl_ps_problem(ps, line, "%s", why) : wl_ps_fail(ps, line, "out of memory");
    }
    s->prompts = grown;
    s->prompts[s->nprompts++] = *p;
    return 0;
}

static int finish_html(wl_parse_state *ps)
{
    ps->in_html = false;
    char *html = wl_strbuf_take(&ps->html);
    if (!html)
        return wl_ps_fail(ps, ps->html_line, "out of memory");
    wl_binding b;
    wl_prompt p;
    int line = ps->html_line ? ps->html_line : ps->last_line;
    int rc = wl_prompt_parse(ps->name, line, html, strlen(html), &p, ps->err);
    if (rc != 0) {
        free(html);
        return rc < 0 ? wl_ps_problem_err(ps) : add_prompt(ps, &p);
    }
    rc = wl_binding_parse(ps->name, line, html, strlen(html), &b, ps->err);
    free(html);
    if (rc <= 0)
        return rc < 0 ? wl_ps_problem_err(ps) : 0;
    wl_section *s = wl_ps_section(ps);
    if (!s)
        return wl_ps_problem(ps, line, "binding before the first ## section");
    if (s->binding.present)
        return wl_ps_problem(ps, line,
                             "section '%s' is already bound (line %d); one experiment "
                             "per section",
                             s->title, s->binding.line);
    s->binding = b;
    return 0;
}

static int leave_block(MD_BLOCKTYPE type, void *detail, void *userdata)
{
    wl_parse_state *ps = userdata;
    switch (type) {
    case MD_BLOCK_QUOTE:
        ps->quote--;
        return wl_ps_close_block(ps);
    case MD_BLOCK_UL:
    case MD_BLOCK_OL:
        ps->nlists--;
        return wl_ps_close_block(ps);
    case MD_BLOCK_H:
        if (((MD_BLOCK_H_DETAIL *)detail)->level <= 2)
            return finish_title_heading(ps);
        return wl_ps_close_block(ps);
    case MD_BLOCK_LI:
    case MD_BLOCK_P:
    case MD_BLOCK_CODE:
        return wl_ps_close_block(ps);
    case MD_BLOCK_HTML:
        return finish_html(ps);
    default:
        return 0;
    }
}

/* ---- spans ------------------------------------------------------------ */

static int enter_link(wl_parse_state *ps, const MD_SPAN_A_DETAIL *d)
{
    if (!wl_figure_is_link_target(d->href.text, d->href.size)) {
        ps->link++;
        return 0;
    }
    if (ps->in_figure)
        return wl_ps_fail(ps, ps->last_line, "figure inside a figure");
    /* The line is taken from the figure's text, which md4c hands over as a
     * pointer into the source; the target may have been copied. */
    ps->figure_line = 0;
    ps->figure_target = attribute_text(&d->href);
    if (!ps->figure_target)
        return wl_ps_fail(ps, ps->last_line, "out of memory");
    ps->in_figure = true;
    return 0;
}

/* [TEXT](TARGET) ends: a literal is checked and dropped, a figure kept for
 * wl_lesson_check_figures to recompute. */
static int finish_figure(wl_parse_state *ps)
{
    ps->in_figure = false;
    char *target = ps->figure_target, *text = wl_strbuf_take(&ps->figure_text);
    ps->figure_target = NULL;
    wl_error why;
    bool literal;
    int rc = -1;
    if (ps->figure_line == 0)
        ps->figure_line = ps->last_line;
    if (!text)
        rc = wl_ps_fail(ps, ps->figure_line, "out of memory");
    else if (wl_figure_link_check(target, text, &literal, &why) != 0)
        rc = wl_ps_problem(ps, ps->figure_line, "%s", why.msg);
    else if (literal)
        rc = 0;
    else {
        wl_lesson *l = ps->lesson;
        if (wl_array_reserve((void **)&l->figures, &ps->figure_cap, l->nfigures + 1,
                             sizeof *l->figures) != 0)
            rc = wl_ps_fail(ps, ps->figure_line, "out of memory");
        else {
            l->figures[l->nfigures++] =
                (wl_figure){.line = ps->figure_line, .text = text, .target = target};
            return 0;
        }
    }
    free(text);
    free(target);
    return rc;
}

static int enter_span(MD_SPANTYPE type, void *detail, void *userdata)
{
    wl_parse_state *ps = userdata;
    switch (type) {
    case MD_SPAN_EM:
        ps->em++;
        return 0;
    case MD_SPAN_STRONG:
        ps->strong++;
        return 0;
    case MD_SPAN_CODE:
        ps->code++;
        return 0;
    case MD_SPAN_A:
        return enter_link(ps, detail);
    case MD_SPAN_IMG:
        /* Reported at the image's text, the first thing that has a line. */
        ps->pending = "images cannot be shown in a terminal";
        return 0;
    default:
        return 0;
    }
}

static int leave_span(MD_SPANTYPE type, void *detail, void *userdata)
{
    wl_parse_state *ps = userdata;
    (void)detail;
    switch (type) {
    case MD_SPAN_EM:
        ps->em--;
        return 0;
    case MD_SPAN_STRONG:
        ps->strong--;
        return 0;
    case MD_SPAN_CODE:
        ps->code--;
        return 0;
    case MD_SPAN_A:
        if (ps->in_figure)
            return finish_figure(ps);
        ps->link--;
        return 0;
    default:
        return 0;
    }
}

/* ---- text ------------------------------------------------------------- */

/* Where ordinary text goes: a title heading's buffer, the figure being read
 * (and its span), or the open block. */
static int add_text(wl_parse_state *ps, const char *s, size_t n)
{
    if (ps->heading_level) {
        if (ps->heading_line == 0)
            ps->heading_line = ps->last_line;
        return wl_strbuf_append(&ps->heading, s, n) == 0 ? 0 : -1;
    }
    if (ps->in_figure) {
        if (ps->figure_line == 0)
            ps->figure_line = ps->last_line;
        if (wl_strbuf_append(&ps->figure_text, s, n) != 0)
            return -1;
    }
    return wl_ps_emit(ps, s, n);
}

static int add_entity(wl_parse_state *ps, const char *s, size_t n)
{
    char utf8[8];
    size_t len;
    if (wl_entity_decode(s, n, utf8, &len) != 0)
        return wl_ps_problem(ps, ps->last_line, "unknown character reference '%.*s'", (int)n, s);
    return add_text(ps, utf8, len);
}

/* md4c hands out pointers into the source, or to short constants of its own
 * (a newline). Anything else would be a parser fault on odd input; refuse it
 * rather than read past the text. */
static bool text_is_sane(const wl_parse_state *ps, const char *text, size_t size)
{
    uintptr_t base = (uintptr_t)ps->lines.text, end = base + ps->lines.size, p = (uintptr_t)text;
    if (p >= base && p <= end)
        return size <= end - p;
    return size <= 4;
}

static int text_cb(MD_TEXTTYPE type, const MD_CHAR *text, MD_SIZE size, void *userdata)
{
    wl_parse_state *ps = userdata;
    if (!text_is_sane(ps, text, size))
        return wl_ps_fail(ps, ps->last_line, "the Markdown parser lost its place near here");
    note_position(ps, text, size);
    if (ps->pending && !ps->heading_level && !ps->in_html)
        return wl_ps_fail(ps, ps->last_line, "%s", ps->pending);
    switch (type) {
    case MD_TEXT_HTML:
        if (!ps->in_html)
            return wl_ps_fail(ps, ps->last_line, "inline HTML cannot be shown in a terminal");
        if (ps->html_line == 0)
            ps->html_line = ps->last_line;
        return wl_strbuf_append(&ps->html, text, size) == 0
                   ? 0
                   : wl_ps_fail(ps, ps->last_line, "out of memory");
    case MD_TEXT_BR:
        return ps->heading_level ? add_text(ps, " ", 1) : wl_ps_emit_break(ps);
    case MD_TEXT_SOFTBR:
        return add_text(ps, " ", 1);
    case MD_TEXT_ENTITY:
        return add_entity(ps, text, size);
    case MD_TEXT_NULLCHAR:
        return add_text(ps, "\xEF\xBF\xBD", 3);
    default:
        return add_text(ps, text, size);
    }
}

/* ---- the whole file --------------------------------------------------- */

static int check_complete(wl_parse_state *ps)
{
    wl_lesson *l = ps->lesson;
    if (!l->title)
        return wl_ps_fail(ps, 1, "empty lesson: no # title");
    if (l->nsections == 0)
        return wl_ps_fail(ps, l->line, "lesson '%s' has no ## section", l->title);
    for (size_t i = 0; i < l->nsections; i++)
        if (l->sections[i].nblocks == 0)
            return wl_ps_fail(ps, l->sections[i].line, "section '%s' has no text",
                              l->sections[i].title);
    return 0;
}

static void state_free(wl_parse_state *ps)
{
    wl_strbuf_free(&ps->span);
    wl_strbuf_free(&ps->heading);
    wl_strbuf_free(&ps->html);
    wl_strbuf_free(&ps->figure_text);
    free(ps->figure_target);
    wl_lines_free(&ps->lines);
}

static int fail_at_byte(const char *name, const char *text, size_t size, size_t bad,
                        const char *what, wl_error *err)
{
    wl_lines lines;
    int line = 1;
    if (wl_lines_index(&lines, text, size) == 0) {
        line = wl_lines_at(&lines, bad);
        wl_lines_free(&lines);
    }
    return wl_fail_at(err, name, line, "%s (byte %zu)", what, bad + 1);
}

static int check_source(const char *name, const char *text, size_t size, wl_error *err)
{
    if (size > WL_LESSON_MAX_BYTES)
        return wl_fail_at(err, name, 1, "file is %zu bytes; lessons may be at most %d", size,
                          WL_LESSON_MAX_BYTES);
    size_t bad = wl_utf8_invalid_at(text, size);
    if (bad < size)
        return fail_at_byte(name, text, size, bad, "not UTF-8 text", err);
    bad = wl_control_at(text, size); /* terminals obey such bytes */
    if (bad < size)
        return fail_at_byte(name, text, size, bad,
                            "a control character (like ESC) that a terminal would obey", err);
    return 0;
}

int wl_lesson_parse(const char *name, const char *text, size_t size, wl_lesson *out, wl_error *err)
{
    return wl_lesson_parse_all(name, text, size, NULL, NULL, out, err);
}

int wl_lesson_parse_all(const char *name, const char *text, size_t size,
                        void (*report)(void *ctx, const char *msg), void *report_ctx,
                        wl_lesson *out, wl_error *err)
{
    wl_error local;
    if (!err)
        err = &local;
    err->msg[0] = '\0';
    memset(out, 0, sizeof *out);
    if (check_source(name, text, size, err) != 0)
        return -1;
    /* md4c 0.4.8 can look a little past the end of a document that stops
     * mid-construct: give it a copy followed by zeros it may safely read. */
    char *copy = calloc(size + SOURCE_PADDING, 1);
    wl_parse_state ps = {.name = name,
                         .err = err,
                         .lesson = out,
                         .last_line = 1,
                         .report = report,
                         .report_ctx = report_ctx};
    out->number = 1;
    out->path = wl_strndup(name, strlen(name));
    if (!copy || !out->path || wl_lines_index(&ps.lines, memcpy(copy, text, size), size) != 0) {
        free(copy);
        wl_lesson_free(out);
        return wl_fail_at(err, name, 1, "out of memory");
    }
    text = copy;
    MD_PARSER parser = {.flags = LESSON_MD_FLAGS,
                        .enter_block = enter_block,
                        .leave_block = leave_block,
                        .enter_span = enter_span,
                        .leave_span = leave_span,
                        .text = text_cb};
    int rc = md_parse(text, (MD_SIZE)size, &parser, &ps);
    if (rc == 0 && ps.pending)
        rc = wl_ps_fail(&ps, ps.last_line, "%s", ps.pending);
    if (rc == 0)
        rc = wl_ps_close_block(&ps);
    if (rc == 0)
        rc = check_complete(&ps);
    else if (err->msg[0] == '\0')
        wl_fail_at(err, name, ps.last_line, "Markdown parser failed");
    if (rc != 0 && report) /* the problem that stopped the parse */
        report(report_ctx, err->msg);
    else if (rc == 0 && ps.nreported > 0)
        rc = 1; /* read to the end, each problem said; err holds the last */
    state_free(&ps);
    free(copy);
    if (rc < 0) {
        wl_lesson_free(out);
        return -1;
    }
    return rc;
}

/* Everything the parser built, on success or half way. */
static void free_blocks(wl_block *blocks, size_t n)
{
    for (size_t b = 0; b < n; b++) {
        for (size_t s = 0; s < blocks[b].nspans; s++)
            free(blocks[b].spans[s].text);
        free(blocks[b].spans);
        free(blocks[b].info);
    }
    free(blocks);
}

void wl_lesson_free(wl_lesson *l)
{
    if (!l)
        return;
    for (size_t i = 0; i < l->nsections; i++) {
        free(l->sections[i].title);
        free_blocks(l->sections[i].blocks, l->sections[i].nblocks);
        for (size_t j = 0; j < l->sections[i].nprompts; j++)
            wl_prompt_free(&l->sections[i].prompts[j]);
        free(l->sections[i].prompts);
    }
    for (size_t i = 0; i < l->nfigures; i++) {
        free(l->figures[i].text);
        free(l->figures[i].target);
    }
    free(l->sections);
    free(l->figures);
    free(l->title);
    free(l->path);
    memset(l, 0, sizeof *l);
}
