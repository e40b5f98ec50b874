#include "wl_text.h"

#include <stdlib.h>
#include <string.h>
#include <wchar.h>

/* Cells of one paragraph before wrapping. */
typedef struct cellbuf {
    wl_cell *cell;
    int n, cap;
} cellbuf;

static int cellbuf_push(cellbuf *cb, const wl_cell *c)
{
    if (cb->n == cb->cap) {
        int cap = cb->cap ? cb->cap * 2 : 128;
        wl_cell *p = realloc(cb->cell, (size_t)cap * sizeof *p);
        if (!p)
            return -1;
        cb->cell = p;
        cb->cap = cap;
    }
    cb->cell[cb->n++] = *c;
    return 0;
}

/* The one table of ASCII stand-ins: every character outside ASCII that the
 * lab prints (its own glyphs, lesson, quiz and glossary text) has its row
 * here, so ASCII mode never shows a "?" for it (tests/tui/test_text.c checks
 * the course and the program's strings against it). */
static const struct {
    unsigned long cp;
    const char *ascii;
} translit[] = {
    {0x2192, "->"}, {0x2190, "<-"}, {0x00d7, "x"},  {0x2013, "-"},   {0x2014, "--"}, {0x2018, "'"},
    {0x2019, "'"},  {0x201c, "\""}, {0x201d, "\""}, {0x2026, "..."}, {0x2264, "<="}, {0x2265, ">="},
    {0x2248, "~"},  {0x2022, "*"},  {0x00a0, " "},  {0x2212, "-"},   {0x00b7, "-"},  {0x2713, "v"},
    {0x2502, "|"},  {0x2500, "-"},  {0x00b5, "u"},  {0x2219, "o"},   {0x2295, "@"},  {0x25cf, "O"},
    {0x2588, "#"},  {0x2591, "x"},  {0x2580, "\""}, {0x2584, "_"},   {0x2191, "^"},  {0x2193, "v"},
    {0x2039, "<"},  {0x203a, ">"},  {0x21aa, "\\"}, {0x250c, "+"},   {0x2510, "+"},  {0x2514, "+"},
    {0x2518, "+"},  {0x00eb, "e"},  {0x00e9, "e"},
};

const char *wl_text_ascii_of(unsigned long cp)
{
    if (cp < 128)
        return NULL;
    for (size_t i = 0; i < sizeof translit / sizeof translit[0]; i++)
        if (translit[i].cp == cp)
            return translit[i].ascii;
    return NULL;
}

static int push_ascii(cellbuf *cb, const char *s, wl_role role)
{
    for (; *s; s++) {
        wl_cell c = {{*s}, 1, 1, (unsigned char)role};
        if (cellbuf_push(cb, &c) != 0)
            return -1;
    }
    return 0;
}

static int push_wide(cellbuf *cb, wchar_t wc, const char *bytes, size_t len, bool ascii,
                     wl_role role)
{
    if (ascii && (unsigned long)wc >= 128) {
        const char *stand_in = wl_text_ascii_of((unsigned long)wc);
        return push_ascii(cb, stand_in ? stand_in : "?", role);
    }
    int w = wcwidth(wc);
    if (w < 1 || w > 2 || len > 4) /* control or combining: not worth a cell */
        return push_ascii(cb, "?", role);
    wl_cell c = {{0}, (unsigned char)len, (unsigned char)w, (unsigned char)role};
    memcpy(c.b, bytes, len);
    return cellbuf_push(cb, &c);
}

/* One UTF-8 sequence at s: its length, or (size_t)-1 when it is not one. */
static size_t utf8_decode(const char *s, size_t len, wchar_t *out)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t n = u[0] >= 0xf0 && u[0] < 0xf8 ? 4 : u[0] >= 0xe0 ? 3 : u[0] >= 0xc0 ? 2 : 0;
    if (n == 0 || n > len)
        return (size_t)-1;
    unsigned long cp = u[0] & (0x7f >> n);
    for (size_t k = 1; k < n; k++) {
        if ((u[k] & 0xc0) != 0x80)
            return (size_t)-1;
        cp = cp << 6 | (u[k] & 0x3f);
    }
    *out = (wchar_t)cp;
    return n;
}

/* Decodes UTF-8 into cells; invalid bytes become '?'. */
static int push_text(cellbuf *cb, const char *s, size_t len, bool ascii, wl_role role)
{
    mbstate_t st;
    memset(&st, 0, sizeof st);
    size_t i = 0;
    while (i < len) {
        unsigned char ch = (unsigned char)s[i];
        int rc = 0;
        if (ch == '\t')
            rc = push_ascii(cb, "    ", role);
        else if (ch == '\n' || (ch >= ' ' && ch < 127))
            rc = cellbuf_push(cb,
                              &(wl_cell){{(char)ch}, 1, ch == '\n' ? 0 : 1, (unsigned char)role});
        if (ch == '\t' || ch == '\n' || (ch >= ' ' && ch < 127)) {
            i++;
            if (rc != 0)
                return -1;
            continue;
        }
        wchar_t wc;
        /* ASCII mode reads UTF-8 whatever the locale (LANG=C is one reason
         * for ASCII mode): one stand-in per character, never one per byte. */
        size_t n = ascii ? utf8_decode(s + i, len - i, &wc) : mbrtowc(&wc, s + i, len - i, &st);
        if (n == (size_t)-1 || n == (size_t)-2 || n == 0) {
            memset(&st, 0, sizeof st);
            n = 1;
            rc = push_ascii(cb, "?", role);
        } else {
            rc = push_wide(cb, wc, s + i, n, ascii, role);
        }
        if (rc != 0)
            return -1;
        i += n;
    }
    return 0;
}

static int add_row(wl_text *t, const wl_cell *cells, int n)
{
    if (t->n == t->cap) {
        int cap = t->cap ? t->cap * 2 : 64;
        wl_row *p = realloc(t->row, (size_t)cap * sizeof *p);
        if (!p)
            return -1;
        t->row = p;
        t->cap = cap;
    }
    wl_row *r = &t->row[t->n];
    r->cell = malloc((size_t)(n > 0 ? n : 1) * sizeof *r->cell);
    if (!r->cell)
        return -1;
    if (n > 0)
        memcpy(r->cell, cells, (size_t)n * sizeof *cells);
    r->n = n;
    r->width = 0;
    for (int i = 0; i < n; i++)
        r->width += cells[i].width;
    t->n++;
    return 0;
}

void wl_text_init(wl_text *t, bool ascii)
{
    memset(t, 0, sizeof *t);
    t->ascii = ascii;
}

void wl_text_clear(wl_text *t)
{
    for (int i = 0; i < t->n; i++)
        free(t->row[i].cell);
    t->n = 0;
}

void wl_text_free(wl_text *t)
{
    wl_text_clear(t);
    free(t->row);
    t->row = NULL;
    t->cap = 0;
}

int wl_text_blank(wl_text *t)
{
    return add_row(t, NULL, 0);
}

int wl_text_line(wl_text *t, const char *utf8, size_t len, wl_role role)
{
    cellbuf cb = {0};
    int rc = push_text(&cb, utf8, len, t->ascii, role);
    int n = 0;
    while (rc == 0 && n < cb.n && cb.cell[n].width > 0)
        n++;
    if (rc == 0)
        rc = add_row(t, cb.cell, n);
    free(cb.cell);
    return rc;
}

/* Punctuation that should not stand right before the ellipsis. */
static bool dangling(const wl_cell *c)
{
    return c->len == 1 && strchr(" ,;:([-/=", c->b[0]) != NULL;
}

int wl_text_fit(wl_text *t, const char *utf8, wl_role role, int width)
{
    cellbuf cb = {0};
    int rc = push_text(&cb, utf8, strlen(utf8), t->ascii, role);
    int total = 0, n = 0;
    while (rc == 0 && n < cb.n && cb.cell[n].width > 0)
        total += cb.cell[n++].width;
    if (rc == 0 && total > width) {
        const char *dots = t->ascii ? "..." : "\u2026";
        int dw = t->ascii ? 3 : 1, w = 0, keep = 0;
        for (int i = 0; i < n && w + cb.cell[i].width + dw <= width; i++) {
            w += cb.cell[i].width;
            if (i + 1 < n && cb.cell[i + 1].b[0] == ' ' && cb.cell[i].b[0] != ' ')
                keep = i + 1; /* a whole word ends here */
        }
        while (keep > 0 && dangling(&cb.cell[keep - 1]))
            keep--;
        cb.n = keep;
        rc = dw <= width ? push_text(&cb, dots, strlen(dots), false, role) : 0;
        n = cb.n;
    }
    if (rc == 0)
        rc = add_row(t, cb.cell, n);
    free(cb.cell);
    return rc;
}

static int cells_width(const wl_cell *c, int from, int to)
{
    int w = 0;
    for (int i = from; i < to; i++)
        w += c[i].width;
    return w;
}

/* A space where a row may break: never one inside a code span, so a span
 * such as `a[i * s]` stays on one row. */
static bool break_at(const wl_cell *c)
{
    return c->b[0] == ' ' && c->len == 1 && c->role != WL_ROLE_CODE;
}

/* Inside a unit wider than the row: the last place to break it that leaves
 * room for the continuation mark (after a space of a code span, or after
 * '_', '.', '/', '-' or ','), or the last cell that fits. */
static int unit_break(const cellbuf *cb, int from, int avail)
{
    int w = 0, last = -1, i = from;
    for (; i < cb->n && w + cb->cell[i].width <= avail - 1; i++) {
        const wl_cell *c = &cb->cell[i];
        w += c->width;
        if (i > from && c->len == 1 && strchr(" _./-,", c->b[0]))
            last = i + 1;
    }
    return last > from ? last : i > from ? i : from + 1;
}

/* Finds where the row that starts at `from` ends: the last break that fits,
 * or a newline. A unit wider than the row (a long name, a code span) is
 * broken inside it, and *cut says so: the view marks both sides of the
 * break, so nothing is cut without a sign and nothing needs scrolling.
 * *next is where the following row starts. */
static int row_end(const cellbuf *cb, int from, int avail, bool whole, int *next, bool *cut)
{
    int w = 0, last_space = -1, i = from;
    *cut = false;
    for (; i < cb->n; i++) {
        const wl_cell *c = &cb->cell[i];
        if (c->b[0] == '\n' && c->len == 1) {
            *next = i + 1;
            return i;
        }
        if (w + c->width > avail)
            break;
        if (break_at(c))
            last_space = i;
        w += c->width;
    }
    if (i >= cb->n) {
        *next = cb->n;
        return cb->n;
    }
    if (break_at(&cb->cell[i]) && i > from) { /* the row is full right at a space */
        *next = i + 1;
        return i;
    }
    if (last_space > from) {
        *next = last_space + 1;
        return last_space;
    }
    if (whole) { /* the unit on a row of its own, as wide as it is */
        int end = from;
        while (end < cb->n && !break_at(&cb->cell[end]) &&
               !(cb->cell[end].b[0] == '\n' && cb->cell[end].len == 1))
            end++;
        *next = end < cb->n && break_at(&cb->cell[end]) ? end + 1 : end;
        return end;
    }
    int end = unit_break(cb, from, avail);
    *cut = true;
    *next = end < cb->n && cb->cell[end].b[0] == ' ' ? end + 1 : end;
    return end;
}

/* A row: its prefix, the continuation mark when the row before broke a
 * unit, its cells, and the mark again when this row breaks one. */
static int emit_row(wl_text *t, const cellbuf *prefix, const cellbuf *mark, bool cont_in,
                    const wl_cell *c, int n, bool cont_out)
{
    cellbuf row = {0};
    int rc = 0;
    for (int i = 0; i < prefix->n && rc == 0; i++)
        rc = cellbuf_push(&row, &prefix->cell[i]);
    for (int i = 0; cont_in && i < mark->n && rc == 0; i++)
        rc = cellbuf_push(&row, &mark->cell[i]);
    for (int i = 0; i < n && rc == 0; i++)
        rc = cellbuf_push(&row, &c[i]);
    for (int i = 0; cont_out && i < mark->n && rc == 0; i++)
        rc = cellbuf_push(&row, &mark->cell[i]);
    if (rc == 0)
        rc = add_row(t, row.cell, row.n);
    free(row.cell);
    return rc;
}

const char *wl_text_cont_mark(bool ascii)
{
    return ascii ? "\\" : "\u21aa";
}

int wl_text_wrap(wl_text *t, const wl_run *runs, size_t nruns, int width, const char *first,
                 const char *rest, wl_role prefix_role)
{
    cellbuf cb = {0}, pf = {0}, pr = {0}, mark = {0};
    const char *m = wl_text_cont_mark(t->ascii);
    int rc = push_text(&pf, first ? first : "", strlen(first ? first : ""), t->ascii, prefix_role);
    if (rc == 0)
        rc = push_text(&pr, rest ? rest : "", strlen(rest ? rest : ""), t->ascii, prefix_role);
    if (rc == 0)
        rc = push_text(&mark, m, strlen(m), t->ascii, WL_ROLE_DIM);
    for (size_t i = 0; i < nruns && rc == 0; i++)
        rc = push_text(&cb, runs[i].text, strlen(runs[i].text), t->ascii, runs[i].role);
    int from = 0;
    bool first_row = true, cont = false;
    /* ASCII's "\\" is C's and the shell's line splice: it ends the broken
     * row only, so a copied name or command joins up again */
    bool mark_in = !t->ascii;
    while (rc == 0 && (from < cb.n || first_row)) {
        const cellbuf *p = first_row ? &pf : &pr;
        int avail = width - cells_width(p->cell, 0, p->n) - (cont && mark_in ? mark.n : 0);
        if (avail < 2)
            avail = 2;
        bool cut;
        int next, end = row_end(&cb, from, avail, t->whole_units, &next, &cut);
        rc = emit_row(t, p, &mark, cont && mark_in, cb.cell + from, end - from, cut);
        from = next;
        first_row = false;
        cont = cut;
    }
    free(cb.cell);
    free(pf.cell);
    free(pr.cell);
    free(mark.cell);
    return rc;
}

void wl_row_string(const wl_row *r, char *out, size_t outsz)
{
    size_t used = 0;
    for (int i = 0; i < r->n && used + r->cell[i].len < outsz; i++) {
        memcpy(out + used, r->cell[i].b, r->cell[i].len);
        used += r->cell[i].len;
    }
    if (outsz)
        out[used < outsz ? used : outsz - 1] = '\0';
}
