/* Building sections, blocks and spans while md4c walks a lesson. */
#include <stdarg.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "wl_lesson_state.h"

/* The error at line of the lesson being read (line 1 when none is known). */
static int fail_at_v(wl_parse_state *ps, int line, const char *fmt, va_list ap)
{
    char msg[400];
    vsnprintf(msg, sizeof msg, fmt, ap);
    return wl_fail_at(ps->err, ps->name, line > 0 ? line : 1, "%s", msg);
}

int wl_ps_fail(wl_parse_state *ps, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = fail_at_v(ps, line, fmt, ap);
    va_end(ap);
    return rc;
}

int wl_ps_problem_err(wl_parse_state *ps)
{
    if (!ps->report)
        return -1;
    ps->report(ps->report_ctx, ps->err->msg);
    ps->nreported++;
    return 0;
}

int wl_ps_problem(wl_parse_state *ps, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fail_at_v(ps, line, fmt, ap);
    va_end(ap);
    return wl_ps_problem_err(ps);
}

wl_section *wl_ps_section(wl_parse_state *ps)
{
    wl_lesson *l = ps->lesson;
    return l->nsections ? &l->sections[l->nsections - 1] : NULL;
}

static wl_block *open_block(wl_parse_state *ps)
{
    wl_section *s = wl_ps_section(ps);
    return ps->block_open && s ? &s->blocks[s->nblocks - 1] : NULL;
}

static unsigned current_style(const wl_parse_state *ps)
{
    unsigned st = WL_STYLE_PLAIN;
    if (ps->em)
        st |= WL_STYLE_EM;
    if (ps->strong)
        st |= WL_STYLE_STRONG;
    if (ps->code)
        st |= WL_STYLE_CODE;
    if (ps->link)
        st |= WL_STYLE_LINK;
    if (ps->in_figure)
        st |= WL_STYLE_FIGURE;
    return st;
}

/* Moves the collected text into a span of the open block. */
static int flush_span(wl_parse_state *ps)
{
    wl_block *b = open_block(ps);
    if (!b || ps->span.len == 0)
        return 0;
    if (wl_array_reserve((void **)&b->spans, &ps->span_cap, b->nspans + 1, sizeof *b->spans) != 0)
        return wl_ps_fail(ps, ps->last_line, "out of memory");
    b->spans[b->nspans].style = ps->span_style;
    b->spans[b->nspans].text = wl_strbuf_take(&ps->span);
    b->nspans++;
    return 0;
}

int wl_ps_open_block(wl_parse_state *ps, wl_block_kind kind)
{
    if (wl_ps_close_block(ps) != 0)
        return -1;
    wl_section *s = wl_ps_section(ps);
    if (!s) {
        ps->pending = "text before the first ## section (a lesson is a # title, then ## sections)";
        return 0;
    }
    if (wl_array_reserve((void **)&s->blocks, &ps->block_cap, s->nblocks + 1, sizeof *s->blocks) !=
        0)
        return wl_ps_fail(ps, ps->last_line, "out of memory");
    wl_block *b = &s->blocks[s->nblocks++];
    *b = (wl_block){.kind = kind, .quoted = ps->quote > 0, .depth = ps->nlists};
    if (kind == WL_BLOCK_RULE)
        b->line = ps->last_line + 1;
    ps->span_cap = 0;
    ps->block_open = true;
    return 0;
}

int wl_ps_close_block(wl_parse_state *ps)
{
    wl_block *b = open_block(ps);
    if (!b)
        return 0;
    if (flush_span(ps) != 0)
        return -1;
    ps->block_open = false;
    if (b->nspans == 0 && b->kind != WL_BLOCK_RULE) {
        /* An item whose only content is a nested list, an empty fence. */
        free(b->info);
        wl_ps_section(ps)->nblocks--;
    }
    return 0;
}

int wl_ps_emit(wl_parse_state *ps, const char *text, size_t n)
{
    if (!ps->block_open && wl_ps_open_block(ps, WL_BLOCK_PARAGRAPH) != 0)
        return -1;
    wl_block *b = open_block(ps);
    if (!b)
        return 0;
    if (b->line == 0)
        b->line = ps->last_line;
    unsigned st = current_style(ps);
    if (ps->span.len > 0 && st != ps->span_style && flush_span(ps) != 0)
        return -1;
    ps->span_style = st;
    if (wl_strbuf_append(&ps->span, text, n) != 0)
        return wl_ps_fail(ps, ps->last_line, "out of memory");
    return 0;
}

/* A hard break is a span of its own so the TUI can tell it from text. */
int wl_ps_emit_break(wl_parse_state *ps)
{
    if (flush_span(ps) != 0 || wl_ps_emit(ps, "\n", 1) != 0)
        return -1;
    ps->span_style = WL_STYLE_PLAIN;
    return flush_span(ps);
}

int wl_ps_new_section(wl_parse_state *ps, int line, char *title)
{
    wl_lesson *l = ps->lesson;
    if (wl_ps_close_block(ps) != 0)
        return -1;
    if (wl_array_reserve((void **)&l->sections, &ps->section_cap, l->nsections + 1,
                         sizeof *l->sections) != 0)
        return wl_ps_fail(ps, line, "out of memory");
    l->sections[l->nsections] =
        (wl_section){.number = (int)l->nsections + 1, .line = line, .title = title};
    l->nsections++;
    ps->block_cap = 0;
    return 0;
}

static bool is_heading_line(const char *p, const char *end)
{
    int spaces = 0;
    while (p < end && *p == ' ' && spaces < 4) {
        p++;
        spaces++;
    }
    return spaces < 4 && p < end && *p == '#';
}

int wl_ps_next_heading_line(const wl_parse_state *ps)
{
    const char *text = ps->lines.text, *end = text + ps->lines.size;
    const char *p = ps->last_end ? ps->last_end : text;
    /* Start at the beginning of the line after the last text. */
    if (p > text) {
        while (p < end && *p != '\n')
            p++;
        if (p < end)
            p++;
    }
    while (p < end) {
        if (is_heading_line(p, end))
            return wl_lines_of(&ps->lines, p);
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        p = nl ? nl + 1 : end;
    }
    return ps->last_line;
}
