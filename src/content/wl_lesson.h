/* Lessons: the Markdown files of lessons/ parsed (through md4c) into sections of styled text,
 * each section optionally bound to the experiment that shows its claim.
 *
 * A lesson file has one "# Title" and one "## Section title" per section.
 * A section names its experiment with an HTML comment on a line of its own:
 *   <!-- warplab: kernel=stride type=f32 param=1 slider=stride -->
 * Figures the text states are written as links the checker recomputes:
 *   [32](model:transpose-naive?N=4096&field=load.sectors)
 * The renderer shows only the figure. lessons/README.md documents both. */
#ifndef WL_LESSON_H
#define WL_LESSON_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_error.h"
#include "wl_file.h"
#include "wl_model.h"

/* Largest lesson file accepted (wl_file.h keeps every kind's limit). */
#define WL_LESSON_MAX_BYTES WL_LIMIT_LESSON
/* A course: lesson files in the lessons directory, and sections in all of
 * them together (saved progress keeps one entry per section). */
#define WL_COURSE_MAX_LESSONS 64
#define WL_COURSE_MAX_SECTIONS 128
/* A section's id: how saved progress, demo scripts and --section name it.
 * It is the heading's slug whole, never cut: a heading whose slug is longer
 * is refused at its line (a slug that long is no name to type). */
#define WL_SECTION_ID_MAX 64

/* Span styles combine (bold text inside emphasis is WL_STYLE_EM|WL_STYLE_STRONG). */
enum {
    WL_STYLE_PLAIN = 0,
    WL_STYLE_EM = 1u << 0,     /* *emphasis* */
    WL_STYLE_STRONG = 1u << 1, /* **strong** */
    WL_STYLE_CODE = 1u << 2,   /* `inline code` */
    WL_STYLE_LINK = 1u << 3,   /* text of an ordinary link (the target is not kept) */
    WL_STYLE_FIGURE = 1u << 4  /* a checked figure: a number the model or the data gives */
};

/* A run of text in one style. Inside paragraphs, list items, quotes and
 * headings the text holds no newline except a hard line break, which is a
 * span of its own whose text is "\n"; soft breaks arrive as one space. The
 * TUI wraps the text itself. Code blocks keep their lines, each ending in
 * "\n". */
typedef struct wl_span {
    unsigned style;
    char *text; /* UTF-8, NUL-terminated */
} wl_span;

typedef enum wl_block_kind {
    WL_BLOCK_PARAGRAPH,
    WL_BLOCK_SUBHEADING, /* ### and deeper inside a section */
    WL_BLOCK_LIST_ITEM,  /* the text of one item (nested lists: depth) */
    WL_BLOCK_CODE,       /* fenced or indented code, one plain span */
    WL_BLOCK_RULE        /* a thematic break (---), no spans */
} wl_block_kind;

typedef struct wl_block {
    wl_block_kind kind;
    int line;    /* source line where the block starts (1-based) */
    int depth;   /* list nesting: 1 for a top-level item, 0 outside lists */
    int item;    /* ordered lists: the item's number; 0 for bullets */
    bool quoted; /* inside a > block quote */
    char *info;  /* code blocks: the fence's info string ("c"), or NULL */
    wl_span *spans;
    size_t nspans;
} wl_block;

/* What the slider of a section moves. */
typedef enum wl_slider {
    WL_SLIDER_NONE,
    WL_SLIDER_OFFSET, /* kernel offset: s = 0..32 */
    WL_SLIDER_STRIDE, /* kernel stride: s = 1..32 */
    WL_SLIDER_N,      /* transposes: matrix size N */
    WL_SLIDER_LAYOUT, /* aos <-> soa toggle */
    WL_SLIDER_UNROLL, /* independent elements per thread, 1..WL_UNROLL_MAX */
    WL_SLIDER_WIDTH,  /* vector: elements one lane moves at once, 1, 2, 4 */
    WL_SLIDER_PAD     /* transpose-pad: extra columns of the shared tile, 0..4 */
} wl_slider;

/* Longest value of a binding's key=value, with its terminating 0. */
#define WL_BINDING_VALUE_MAX 64

/* The experiment a section is bound to, already validated against the model. */
typedef struct wl_binding {
    bool present;     /* false: the section names no experiment */
    int line;         /* line of the binding comment */
    wl_spec spec;     /* kernel, type, param (initial), unroll; warp 0 */
    wl_slider slider; /* WL_SLIDER_NONE when nothing moves */
    bool has_compare; /* draw a second kernel beside the first */
    wl_spec compare;  /* same type and unroll; param from compare-param, else
                         the main param when the kinds match, else the default */
    /* A custom experiment instead of a kernel (expr=, store=, range=): the
     * texts as written (checked by the parser), and the slider's range for
     * s; spec.param is the first s shown. */
    bool has_expr;
    char expr[WL_BINDING_VALUE_MAX], store[WL_BINDING_VALUE_MAX];
    int s_min, s_max;
    /* source=: a file of kernels/ the source pane shows (the seed program),
     * by its bare name; "" shows the running kernel's own file. */
    char source[WL_BINDING_VALUE_MAX];
} wl_binding;

/* A figure the text states, to be recomputed by wl_lesson_check_figures. */
typedef struct wl_figure {
    int line;     /* where the figure's link starts */
    char *text;   /* the figure as written ("32", "12.5%", "4.26") */
    char *target; /* "model:KERNEL?key=value&..." or "model:CONSTANT" or "ref:KEY" */
} wl_figure;

struct wl_prompt; /* wl_prompt.h */

typedef struct wl_section {
    /* From the heading ("What a warp asks for" -> "what-a-warp-asks-for"),
     * so progress survives lessons being renumbered; unique in its course
     * ("-2", "-3" after a repeated title). */
    char id[WL_SECTION_ID_MAX + 1];
    int number; /* 1-based within its lesson */
    int line;   /* line of its ## heading */
    char *title;
    wl_block *blocks;
    size_t nblocks;
    wl_binding binding;
    struct wl_prompt *prompts; /* predict-then-measure prompts, in order */
    size_t nprompts;
} wl_section;

typedef struct wl_lesson {
    char *path;  /* as given to the loader; used in messages */
    int number;  /* the file name's leading number (05-x.md: 5), else the 1-based
                    position in the course (1 for a lone file) */
    char *title; /* the # heading */
    int line;    /* line of the # heading */
    wl_section *sections;
    size_t nsections;
    wl_figure *figures;
    size_t nfigures;
} wl_lesson;

/* Every lesson of a directory, ordered by file name. */
typedef struct wl_course {
    wl_lesson *lessons;
    size_t nlessons;
} wl_course;

/* Loads one lesson file. On error returns -1 with err = "file:line: message"
 * and leaves *out empty (nothing to free); on success returns 0. What
 * check-content checks without the reference data (wl_lesson_check with
 * model_only) is checked here too, and its first problem is the error. */
int wl_lesson_load_file(const char *path, wl_lesson *out, wl_error *err);

/* The same without that check, for check-content, which runs the whole
 * check itself and reports every problem. */
int wl_lesson_read_file(const char *path, wl_lesson *out, wl_error *err);
/* The same, reading on past each problem that leaves the rest of the file
 * readable (a binding or prompt comment, a figure link), so that every one
 * is handed to report(ctx, "file:line: why") as found, and the one that
 * stopped the reading, if one did. 0: no problem. 1: read to the end with
 * problems, each said (err holds the last); out holds the lesson without
 * the parts refused, so that its figures and numbers can still be checked,
 * and is freed by the caller. -1: the reading stopped; out holds nothing. */
int wl_lesson_read_file_all(const char *path, void (*report)(void *ctx, const char *msg),
                            void *report_ctx, wl_lesson *out, wl_error *err);

/* Parses a lesson from memory; `name` is used in messages. Same contract. */
int wl_lesson_parse(const char *name, const char *text, size_t size, wl_lesson *out, wl_error *err);
/* The same, handing each problem to report as wl_lesson_read_file_all does
 * (report NULL: wl_lesson_parse). */
int wl_lesson_parse_all(const char *name, const char *text, size_t size,
                        void (*report)(void *ctx, const char *msg), void *report_ctx,
                        wl_lesson *out, wl_error *err);

void wl_lesson_free(wl_lesson *lesson);

/* Loads every .md file of dir except README.md, sorted by file name. Fails on the first bad
 * file, when the directory holds no lesson, more than WL_COURSE_MAX_LESSONS
 * or the lessons more than WL_COURSE_MAX_SECTIONS sections. */
int wl_course_load_dir(const char *dir, wl_course *out, wl_error *err);
/* The same without the figure check (wl_lesson_read_file): the course a
 * lesson's figures do not stop, for check-content, which reports those
 * itself and checks demo scripts against the course whatever they say. */
int wl_course_read_dir(const char *dir, wl_course *out, wl_error *err);

void wl_course_free(wl_course *course);

/* Sections of every lesson together, and the i-th of them (0-based), for a
 * reader that pages through the whole course. */
size_t wl_course_section_count(const wl_course *course);
/* "What a warp asks for" -> "what-a-warp-asks-for": lower-case letters and
 * digits, any run of other characters one '-', none at either end;
 * "section" when nothing is left. Written into out as snprintf would (out
 * may be NULL when outsz is 0); returns the slug's whole length. */
size_t wl_section_slug(const char *title, char *out, size_t outsz);
/* Whether a slug keeps any character of text (else it would be "section"). */
bool wl_slug_keeps_any(const char *text);

/* The section that first had the title of section i, or NULL when that is i
 * itself: sections sharing a title get ids apart but read alike. */
const wl_section *wl_course_same_title(const wl_course *course, size_t i);
const wl_section *wl_course_section(const wl_course *course, size_t i, const wl_lesson **lesson);

/* "none", "offset", "stride", "N", "layout", "unroll", "width" */
const char *wl_slider_name(wl_slider s);
/* The one rule between sliders and kernels: whether slider s can move kernel
 * k (the slider its registry row names, the layout pair, unrolling where the
 * family unrolls; WL_SLIDER_NONE fits every kernel). */
bool wl_slider_fits(wl_slider s, wl_kernel k);
/* The slider of kernel k's own parameter (offset, stride, N, width), or the
 * layout slider for a family with a partner (aos and soa). */
wl_slider wl_slider_of_kernel(wl_kernel k);

#endif
