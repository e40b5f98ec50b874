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

/* Display columns of UTF-8 text, one per character (code is ASCII but for
 * the odd arrow or dot in a comment). */
static int code_cols(const char *s, size_t len)
{
    int n = 0;
    for (size_t i = 0; i < len; i++)
        n += ((unsigned char)s[i] & 0xC0) != 0x80;
    return n;
}

/* Bytes of s that fit in cols columns. */
static size_t code_bytes(const char *s, size_t len, int cols)
{
    size_t i = 0;
    for (int c = 0; i < len; c++) {
        if (c == cols)
            break;
        i++;
        while (i < len && ((unsigned char)s[i] & 0xC0) == 0x80)
            i++;
    }
    return i;
}

/* Where to break s (len bytes) so the first part fits in `fit` bytes: after
 * the last space, else after the last ',', ';', '(', '[' or '{', else (when
 * names may break, `ntiers` 3) after the last '.' or '_' of a long name; 0
 * when none of these is there. */
static size_t code_break(const char *s, size_t fit, int ntiers)
{
    static const char *const tiers[] = {" ", ",;([{", "._"};
    for (int t = 0; t < ntiers; t++)
        for (size_t i = fit; i > 1; i--)
            if (strchr(tiers[t], s[i - 1]) && s[i - 1] != '\0')
                return i;
    return 0;
}

/* One line of code in rows of at most width columns. A line too wide is
 * broken at a space or a punctuation mark, and every row it goes on in
 * starts with the continuation mark, under the line's own indent; a name
 * broken inside (only one wider than the pane) ends its row with the mark
 * too. In ASCII the mark, "\\", ends every broken row instead and starts
 * none: C and the shell splice such a line back, so what is copied still
 * compiles or runs. Nothing is cut, and nothing needs scrolling sideways. */
static int code_line(wl_text *out, const char *indent, const char *s, size_t len, int width)
{
    const char *mark = wl_text_cont_mark(out->ascii);
    size_t lead = strspn(s, " ");
    lead = lead < len ? lead : 0;
    int room = width - code_cols(indent, strlen(indent));
    /* Continuation rows under the line's indent while that leaves room. */
    int cont_lead = room - (int)lead - 2 >= 16 ? (int)lead : 0;
    bool first = true, cut_word = false, at_end = out->ascii;
    while (first || len > 0) {
        int avail = first ? room : room - cont_lead - 2;
        if (at_end && code_cols(s, len) > avail)
            avail -= 2; /* room for the " \\" that ends this row */
        avail = avail < 8 ? 8 : avail;
        size_t take = len;
        bool cut = false;
        if (code_cols(s, len) > avail) {
            /* where wide rows scroll sideways, a name is never broken: a
             * line with no space or punctuation to break at stays whole */
            take = code_break(s, code_bytes(s, len, avail), out->whole_units ? 2 : 3);
            cut = take == 0 && !out->whole_units;
            if (cut)
                take = code_bytes(s, len, avail - 1);
            else if (take == 0)
                take = len;
        }
        char row[1024];
        if (first)
            snprintf(row, sizeof row, "%s%.*s", indent, (int)take, s);
        else if (at_end) /* under the mark's place, the same indent */
            snprintf(row, sizeof row, "%s%*s%.*s", indent, cont_lead + (cut_word ? 0 : 2), "",
                     (int)take, s);
        else /* after a name broken inside, the rest of it right at the mark */
            snprintf(row, sizeof row, "%s%*s%s%s%.*s", indent, cont_lead, "", mark,
                     cut_word ? "" : " ", (int)take, s);
        if (cut || (at_end && take < len))
            snprintf(row + strlen(row), sizeof row - strlen(row), "%s%s",
                     cut || (take > 0 && s[take - 1] == ' ') ? "" : " ", mark);
        if (wl_text_line(out, row, strlen(row), WL_ROLE_CODE) != 0)
            return -1;
        s += take;
        len -= take;
        first = false;
        cut_word = cut;
    }
    return 0;
}

static int render_code(wl_text *out, const wl_block *b, const char *indent, int width)
{
    for (size_t i = 0; i < b->nspans; i++) {
        const char *s = b->spans[i].text ? b->spans[i].text : "";
        while (*s) {
            const char *nl = strchr(s, '\n');
            size_t len = nl ? (size_t)(nl - s) : strlen(s);
            char expanded[1024];
            size_t n = 0;
            for (size_t k = 0; k < len && n + 5 < sizeof expanded; k++) {
                if (s[k] == '\t') { /* tabs as 4 spaces, as wl_text_line does */
                    memcpy(expanded + n, "    ", 4);
                    n += 4;
                } else {
                    expanded[n++] = s[k];
                }
            }
            if (code_line(out, indent, expanded, n, width) != 0)
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
        return render_code(out, b, "  ", width);
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

/* gap: a blank row between the title and the first block too. */
static int render_titled(const wl_section *s, const char *title, int width, int stop, bool gap,
                         wl_text *out)
{
    wl_run run = {title, WL_ROLE_STRONG};
    if (wl_text_wrap(out, &run, 1, width, "", "   ", WL_ROLE_STRONG) != 0)
        return -1;
    for (size_t i = 0; i < s->nblocks && s->blocks[i].line < stop; i++) {
        const wl_block *prev = i ? &s->blocks[i - 1] : NULL;
        if ((prev || gap) && blank_before(prev, &s->blocks[i]) && wl_text_blank(out) != 0)
            return -1;
        if (render_block(out, &s->blocks[i], width) != 0)
            return -1;
    }
    return 0;
}

int wl_lesson_text_render_until(const wl_section *s, int number, int width, int stop, wl_text *out)
{
    char title[512];
    snprintf(title, sizeof title, "%d. %s", number, s->title ? s->title : "");
    return render_titled(s, title, width, stop, true, out);
}

int wl_lesson_text_render_term(const wl_section *s, int width, wl_text *out)
{
    return render_titled(s, s->title ? s->title : "", width, INT_MAX, false, out);
}
