#include "wl_lesson_text.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

wl_role wl_role_for_style(unsigned style)
{
    if (style & WL_STYLE_CODE)
        return WL_ROLE_CODE;
    if (style & WL_STYLE_FIGURE)
        return WL_ROLE_FIGURE;
    if (style & WL_STYLE_STRONG)
        return WL_ROLE_STRONG;
    if (style & (WL_STYLE_EM | WL_STYLE_LINK))
        return WL_ROLE_EM;
    return WL_ROLE_NORMAL;
}

static int render_spans(wl_text *out, const wl_block *b, int width, const char *first,
                        const char *rest, wl_role force)
{
    wl_run *runs = calloc(b->nspans ? b->nspans : 1, sizeof *runs);
    if (!runs)
        return -1;
    for (size_t i = 0; i < b->nspans; i++) {
        runs[i].text = b->spans[i].text ? b->spans[i].text : "";
        runs[i].role = force != WL_ROLE_NORMAL ? force : wl_role_for_style(b->spans[i].style);
    }
    int rc = wl_text_wrap(out, runs, b->nspans, width, first, rest, WL_ROLE_DIM);
    free(runs);
    return rc;
}

static int render_code(wl_text *out, const wl_block *b, const char *indent)
{
    for (size_t i = 0; i < b->nspans; i++) {
        const char *s = b->spans[i].text ? b->spans[i].text : "";
        while (*s) {
            const char *nl = strchr(s, '\n');
            size_t len = nl ? (size_t)(nl - s) : strlen(s);
            char line[1024];
            snprintf(line, sizeof line, "%s%.*s", indent, (int)len, s);
            if (wl_text_line(out, line, strlen(line), WL_ROLE_CODE) != 0)
                return -1;
            s += len + (nl ? 1 : 0);
        }
    }
    return 0;
}

static int render_list_item(wl_text *out, const wl_block *b, int width, const char *quote)
{
    char first[64], rest[64];
    int depth = b->depth > 0 ? b->depth - 1 : 0;
    if (depth > 6)
        depth = 6;
    char marker[16];
    if (b->item > 0)
        snprintf(marker, sizeof marker, "%d. ", b->item);
    else
        snprintf(marker, sizeof marker, "%s ", out->ascii ? "-" : "\u2022");
    snprintf(first, sizeof first, "%s%*s%s", quote, depth * 2, "", marker);
    int mlen = b->item > 0 ? (int)strlen(marker) : 2;
    snprintf(rest, sizeof rest, "%s%*s", quote, depth * 2 + mlen, "");
    return render_spans(out, b, width, first, rest, WL_ROLE_NORMAL);
}

static int render_block(wl_text *out, const wl_block *b, int width)
{
    const char *quote = b->quoted ? (out->ascii ? "| " : "\u2502 ") : "";
    switch (b->kind) {
    case WL_BLOCK_PARAGRAPH:
        return render_spans(out, b, width, quote, quote, WL_ROLE_NORMAL);
    case WL_BLOCK_SUBHEADING:
        return render_spans(out, b, width, quote, quote, WL_ROLE_STRONG);
    case WL_BLOCK_LIST_ITEM:
        return render_list_item(out, b, width, quote);
    case WL_BLOCK_CODE:
        return render_code(out, b, "  ");
    case WL_BLOCK_RULE: {
        char rule[256] = "";
        for (int i = 0; i < width && i < 60 && strlen(rule) + 4 < sizeof rule; i++)
            strcat(rule, out->ascii ? "-" : "\u2500");
        return wl_text_line(out, rule, strlen(rule), WL_ROLE_DIM);
    }
    }
    return 0;
}

/* Items of one list sit together; every other block is set apart by a blank row. */
static bool blank_before(const wl_block *prev, const wl_block *b)
{
    return !(prev && prev->kind == WL_BLOCK_LIST_ITEM && b->kind == WL_BLOCK_LIST_ITEM);
}

int wl_lesson_text_render(const wl_section *s, int number, int width, wl_text *out)
{
    return wl_lesson_text_render_until(s, number, width, INT_MAX, out);
}

int wl_lesson_text_render_until(const wl_section *s, int number, int width, int stop, wl_text *out)
{
    char title[512];
    snprintf(title, sizeof title, "%d. %s", number, s->title ? s->title : "");
    wl_run run = {title, WL_ROLE_STRONG};
    if (wl_text_wrap(out, &run, 1, width, "", "   ", WL_ROLE_STRONG) != 0)
        return -1;
    for (size_t i = 0; i < s->nblocks && s->blocks[i].line < stop; i++) {
        const wl_block *prev = i ? &s->blocks[i - 1] : NULL;
        if (blank_before(prev, &s->blocks[i]) && wl_text_blank(out) != 0)
            return -1;
        if (render_block(out, &s->blocks[i], width) != 0)
            return -1;
    }
    return 0;
}
