/* The action table: every action is documented, reachable from a key in a
 * mode it works in, and the key names the help shows parse back to those
 * keys; the key bar fits and shows each mode's own keys; the key lists in
 * README.md and man/warplab.1 equal the table; every key a lesson names
 * ("press `w`") is bound; every page (wl_page_list.h) gives every hook,
 * its row's mode is one of its own, and a page a key opens is opened from
 * another page and has that key in README's and the man page's key lists.
 *
 * usage: test_tui_actions SRCDIR            check
 *        test_tui_actions --print readme|man  the generated key list */
#include <curses.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_actions.h"
#include "wl_check.h"
#include "wl_page.h"

static int first_mode(wl_action_id id)
{
    for (int m = 0; m < WL_MODE_COUNT; m++)
        if (wl_action_modes(id) & (1u << m))
            return m;
    return -1;
}

static void check_keys_parse_back(wl_action_id id)
{
    char keys[64];
    wl_action_keys(id, keys, sizeof keys);
    CHECK_MSG(keys[0] != '\0', "action %d has no key: not reachable from the keyboard", id);
    for (char *tok = strtok(keys, " "); tok; tok = strtok(NULL, " ")) {
        int key = strcmp(tok, "0..9") == 0 ? '5' : wl_key_from_name(tok);
        CHECK_MSG(key >= 0, "key name '%s' does not parse", tok);
        wl_mode m = (wl_mode)first_mode(id);
        CHECK_MSG(wl_action_for_key(m, key).id == id, "key '%s' is not bound to action %d in %s",
                  tok, id, wl_mode_name(m));
    }
}

/* A page row whose ops leave a hook out would crash the loop the first time
 * it is shown: here it fails instead, naming the page. */
static void check_pages(void)
{
    for (int id = 0; id < WL_PAGE_COUNT; id++) {
        const wl_page_ops *p = wl_page_of((wl_page_id)id);
        CHECK_MSG(p && p->name && p->mode && p->act && p->type && p->draw && p->prompt &&
                      p->hides_lab && p->open && p->click && p->free_state,
                  "page %d (%s) leaves a hook out", id, p && p->name ? p->name : "?");
        /* the mode its row names is a mode of this page */
        wl_mode own = wl_page_row_mode_of((wl_page_id)id);
        CHECK_MSG(own < WL_MODE_COUNT && wl_mode_page(own) == (wl_page_id)id,
                  "page %d (%s): its row's mode %d belongs to another page", id, p ? p->name : "?",
                  own);
        /* every page has a mode of its own (its rows of WL_MODE_LIST) */
        bool has_mode = false;
        for (int m = 0; m < WL_MODE_COUNT; m++)
            has_mode |= wl_mode_page((wl_mode)m) == (wl_page_id)id;
        CHECK_MSG(has_mode, "page %d (%s) has no row in WL_MODE_LIST", id, p ? p->name : "?");
    }
}

static char *read_all(const char *path);

/* The line of text holding `help` whole (to the line's end), or NULL. */
static const char *line_ending_with(const char *text, const char *help)
{
    size_t n = strlen(help);
    for (const char *at = strstr(text, help); at; at = strstr(at + 1, help))
        if (at[n] == '\n' || (at[n] == ' ' && at[n + 1] == '|'))
            return at;
    return NULL;
}

/* Whether every key of `keys` ("a F2") stands in text between from and to. */
static bool keys_between(const char *from, const char *to, const char *keys, bool man)
{
    char copy[64], want[80];
    snprintf(copy, sizeof copy, "%s", keys);
    for (char *k = strtok(copy, " "); k; k = strtok(NULL, " ")) {
        snprintf(want, sizeof want, man ? "%s" : "`%s`", k);
        const char *at = strstr(from, want);
        if (!at || at >= to)
            return false;
    }
    return true;
}

/* A page a key opens (its row's action) is reached from another page, and
 * README and the man page list that key with the action's help. */
static void check_page_keys(const char *srcdir)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/README.md", srcdir);
    char *readme = read_all(path);
    snprintf(path, sizeof path, "%s/man/warplab.1", srcdir);
    char *man = read_all(path);
    CHECK_MSG(readme && man, "cannot read README.md or man/warplab.1 in %s", srcdir);
    for (int id = 0; readme && man && id < WL_PAGE_COUNT; id++) {
        wl_action_id opens = wl_page_opened_by((wl_page_id)id);
        const char *name = wl_page_of((wl_page_id)id)->name;
        if (opens == WL_ACT_NONE)
            continue;
        bool from_another = false;
        for (int m = 0; m < WL_MODE_COUNT; m++)
            from_another |=
                (wl_action_modes(opens) & (1u << m)) && wl_mode_page((wl_mode)m) != (wl_page_id)id;
        CHECK_MSG(from_another, "page %s: its key works on no other page", name);
        char keys[64];
        wl_action_keys(opens, keys, sizeof keys);
        const char *help = wl_action_help(opens);
        const char *r = line_ending_with(readme, help), *m = line_ending_with(man, help);
        const char *r_start = r, *m_start = m && m > man ? m - 1 : m; /* .B line above */
        while (r_start && r_start > readme && r_start[-1] != '\n')
            r_start--;
        while (m_start && m_start > man && m_start[-1] != '\n')
            m_start--;
        CHECK_MSG(r && keys_between(r_start, r, keys, false),
                  "page %s: README's key list does not give '%s' with \"%s\"", name, keys, help);
        CHECK_MSG(m && keys_between(m_start, m, keys, true),
                  "page %s: the man page's key list does not give '%s' with \"%s\"", name, keys,
                  help);
    }
    free(readme);
    free(man);
}

static void check_modes(void)
{
    CHECK_MSG(wl_action_for_key(WL_MODE_LAB, 'q').id == WL_ACT_QUIT, "q quits the lab");
    CHECK_MSG(wl_action_for_key(WL_MODE_ASK_TYPE, 'q').id == WL_ACT_NONE, "q types in the quiz");
    CHECK_MSG(wl_action_for_key(WL_MODE_ASK_TYPE, 'y').id == WL_ACT_NONE, "y types in the quiz");
    CHECK_MSG(wl_action_for_key(WL_MODE_CONFIRM, 'y').id == WL_ACT_NONE,
              "no single key resets progress");
    CHECK_MSG(wl_action_for_key(WL_MODE_LAB, KEY_LEFT).id == WL_ACT_SLIDER_DOWN, "Left: slider");
    CHECK_MSG(wl_action_for_key(WL_MODE_ASK_TYPE, '\r').id == WL_ACT_ASK_ANSWER, "Enter answers");
    CHECK_MSG(wl_action_for_key(WL_MODE_ASK_CHOICE, 'b').id == WL_ACT_NONE, "b picks a choice");
    CHECK_MSG(wl_action_for_key(WL_MODE_ASK_TYPE, 'k').id == WL_ACT_NONE, "k types (4 kib)");
    CHECK_MSG(wl_action_for_key(WL_MODE_ASK_TYPE, KEY_NPAGE).id == WL_ACT_PAGE_DOWN,
              "PgDn scrolls a question");
    CHECK_MSG(wl_action_for_key(WL_MODE_EXPR, 'g').id == WL_ACT_NONE, "g types in an expression");
    CHECK_MSG(wl_action_for_key(WL_MODE_CONTENTS, '\r').id == WL_ACT_SELECT, "Enter goes");
    CHECK_MSG(wl_action_for_key(WL_MODE_HELP, KEY_NPAGE).id == WL_ACT_PAGE_DOWN, "help pages");
    CHECK_MSG(wl_action_for_key(WL_MODE_CONTENTS, 'G').id == WL_ACT_END, "G in the contents");
    wl_action a = wl_action_for_key(WL_MODE_CONTENTS, '7');
    CHECK_MSG(a.id == WL_ACT_LESSON && a.arg == 7, "7 picks lesson 7 in the contents");
    a = wl_action_for_key(WL_MODE_LAB, '5');
    CHECK_MSG(a.id == WL_ACT_LESSON && a.arg == 5, "5 goes to lesson 5");
    CHECK_MSG(wl_action_for_key(WL_MODE_GOTO, '7').id == WL_ACT_NONE, "7 types after :");
    CHECK_MSG(wl_action_for_key(WL_MODE_GOTO, 'q').id == WL_ACT_NONE, "q types a name after :");
    CHECK_MSG(wl_action_for_key(WL_MODE_GOTO, '\t').id == WL_ACT_COMPLETE, "Tab completes");
    /* q closes every box, as in less and htop; it quits only the lab */
    CHECK_MSG(wl_action_for_key(WL_MODE_LAB, 'q').id == WL_ACT_QUIT, "q quits the lab");
    for (int m = 0; m < WL_MODE_COUNT; m++)
        if (m == WL_MODE_HELP || m == WL_MODE_CONTENTS || m == WL_MODE_DETAILS ||
            m == WL_MODE_GLOSSARY || m == WL_MODE_ASK_JUDGED || m == WL_MODE_ASK_END)
            CHECK_MSG(wl_action_for_key((wl_mode)m, 'q').id == WL_ACT_CLOSE, "q closes %s",
                      wl_mode_name((wl_mode)m));
    char name[16];
    wl_key_name('\r', name, sizeof name);
    CHECK_MSG(strcmp(name, "Enter") == 0, "a terminal's Enter is named Enter, not '%s'", name);
    CHECK_MSG(wl_action_for_key(WL_MODE_LAB, 'Z').id == WL_ACT_NONE, "Z is unbound");
    CHECK_MSG(wl_key_from_name("PgDn") == KEY_NPAGE && wl_key_from_name("nonsense") == -1,
              "key names");
    CHECK_MSG(wl_key_from_name("Shift-Tab") == KEY_BTAB, "lessons may write Shift-Tab");
}

static void check_key_bar(void)
{
    for (int width = 10; width <= 200; width += 7) {
        char bar[256];
        wl_status_keys(WL_MODE_LAB, 0, bar, sizeof bar, width);
        CHECK_MSG((int)strlen(bar) <= width, "key bar %zu > %d", strlen(bar), width);
        if (width >= 20)
            CHECK_MSG(strncmp(bar, "?:help q:quit", 13) == 0, "key bar starts '%s'", bar);
    }
    char bar[256];
    wl_status_keys(WL_MODE_LAB, 0, bar, sizeof bar, 66);
    CHECK_MSG(strstr(bar, "h/l:slider") && strstr(bar, "n/p:section") && strstr(bar, "0-9:lesson"),
              "the lab's bar at 80 columns: '%s'", bar);
    /* What the screen shows leads the bar: the way out and the sideways keys. */
    wl_status_keys(WL_MODE_LAB, WL_BAR_WIDE, bar, sizeof bar, 66);
    CHECK_MSG(strncmp(bar, "</>:sideways ", 13) == 0, "wide rows: '%s'", bar);
    wl_status_keys(WL_MODE_LAB, WL_BAR_ZOOMED | WL_BAR_SWEEPING, bar, sizeof bar, 66);
    CHECK_MSG(strstr(bar, "Esc:leave zoom") && strstr(bar, "Esc:stop sweep"),
              "zoomed, sweeping: '%s'", bar);
    /* Keys that would do nothing here are left out. */
    wl_status_keys(WL_MODE_LAB, 0, bar, sizeof bar, 250);
    CHECK_MSG(strstr(bar, "h/l:slider") && strstr(bar, "e:predict"), "the full bar: '%s'", bar);
    wl_status_keys(WL_MODE_LAB, WL_BAR_NO_SLIDER | WL_BAR_NO_PROMPT | WL_BAR_NO_CLOSE, bar,
                   sizeof bar, 250);
    CHECK_MSG(!strstr(bar, "slider") && !strstr(bar, "predict") && !strstr(bar, "close"),
              "no slider, no prompt, nothing to close: '%s'", bar);
    wl_status_keys(WL_MODE_ASK_TYPE, 0, bar, sizeof bar, 200);
    CHECK_MSG(strstr(bar, "Enter:answer") && strstr(bar, "Esc:close") && !strstr(bar, "quit") &&
                  !strstr(bar, "choose"),
              "the quiz's bar: '%s'", bar);
    wl_status_keys(WL_MODE_ASK_CHOICE, 0, bar, sizeof bar, 200);
    CHECK_MSG(strstr(bar, "Up/Down:choose") && strstr(bar, "Enter:answer"), "a choice's bar: '%s'",
              bar);
    wl_status_keys(WL_MODE_ASK_TYPE, 0, bar, sizeof bar, 200);
    CHECK_MSG(strstr(bar, "Up/Down:scroll") && !strstr(bar, "k/j"),
              "where letters type, the bar names keys that do not: '%s'", bar);
    wl_status_keys(WL_MODE_ASK_JUDGED, 0, bar, sizeof bar, 200);
    CHECK_MSG(strstr(bar, "Enter:next") && !strstr(bar, "answer") && !strstr(bar, "choose"),
              "the bar after an answer: '%s'", bar);
    wl_status_keys(WL_MODE_HELP, 0, bar, sizeof bar, 200);
    CHECK_MSG(strstr(bar, "PgUp/PgDn:page") && strstr(bar, "Esc:close"), "help's bar: '%s'", bar);
    /* One name for the glossary's key on every bar that offers it. */
    for (int m = 0; m < WL_MODE_COUNT; m++) {
        wl_status_keys((wl_mode)m, 0, bar, sizeof bar, 250);
        const char *g = strstr(bar, ":glossary");
        if (g)
            CHECK_MSG(g - bar >= 2 && strncmp(g - 2, "F2", 2) == 0 &&
                          (g - 2 == bar || g[-3] == ' '),
                      "mode %d names the glossary otherwise: '%s'", m, bar);
    }
}

/* The key list as README.md (a table) or man/warplab.1 (tagged paragraphs)
 * writes it, from the help lines. */
static void key_doc(bool man, char *out, size_t outsz)
{
    size_t used = 0;
    out[0] = '\0';
#define EMIT(...) used += (size_t)snprintf(out + used, used < outsz ? outsz - used : 0, __VA_ARGS__)
    if (!man)
        EMIT("| keys | action |\n|---|---|\n");
    for (int i = 0; i < wl_help_line_count(); i++) {
        char line[200];
        wl_help_line(i, line, sizeof line);
        if (line[0] == '\0' || strncmp(line, "The mouse", 9) == 0)
            continue;
        if (line[0] != ' ') {
            if (man)
                EMIT(".PP\n.I \"%s\"\n", line);
            else
                EMIT("| **%s** | |\n", line);
            continue;
        }
        if (strncmp(line, "  click", 7) == 0 || strncmp(line, "  a click", 9) == 0)
            continue; /* the mouse lines */
        char keys[64];
        const char *help = line + 2;
        size_t k = strcspn(help, " ");
        const char *p = help;
        while (*p && !(p[0] == ' ' && p[1] == ' '))
            p++;
        (void)k;
        snprintf(keys, sizeof keys, "%.*s", (int)(p - help), help);
        while (*p == ' ')
            p++;
        if (man) {
            EMIT(".TP\n.B \"%s\"\n%s\n", keys, p);
        } else {
            EMIT("|");
            for (char *t = strtok(keys, " "); t; t = strtok(NULL, " "))
                EMIT(" `%s`", t);
            EMIT(" | %s |\n", p);
        }
    }
#undef EMIT
}

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = malloc(1 << 20);
    size_t n = buf ? fread(buf, 1, (1 << 20) - 1, f) : 0;
    fclose(f);
    if (buf)
        buf[n] = '\0';
    return buf;
}

static void check_doc(const char *srcdir, const char *file, const char *begin, const char *end,
                      bool man)
{
    char path[1024], want[16384];
    snprintf(path, sizeof path, "%s/%s", srcdir, file);
    char *text = read_all(path);
    CHECK_MSG(text != NULL, "cannot read %s", path);
    if (!text)
        return;
    const char *b = strstr(text, begin), *e = b ? strstr(b, end) : NULL;
    CHECK_MSG(b && e, "%s: no key list between '%s' and '%s'", file, begin, end);
    if (b && e) {
        b = strchr(b, '\n') + 1;
        key_doc(man, want, sizeof want);
        bool same = strlen(want) == (size_t)(e - b) && strncmp(b, want, (size_t)(e - b)) == 0;
        CHECK_MSG(same,
                  "%s: the key list differs from the action table; "
                  "tests/tui/update_keydoc.py BUILD_DIR rewrites it (%s)",
                  file, man ? "man" : "readme");
    }
    free(text);
}

/* Every "press `X`" in text: X must name a bound key. Returns how many do
 * not; describes the first in bad. */
static int unbound_keys(const char *text, char *bad, size_t badsz)
{
    int n = 0;
    for (const char *p = text; (p = strstr(p, "press `")) != NULL;) {
        p += 7;
        const char *q = strchr(p, '`');
        if (!q)
            break;
        char name[32];
        snprintf(name, sizeof name, "%.*s", (int)(q - p < 31 ? q - p : 31), p);
        int key = wl_key_from_name(name);
        if (key < 0 || !wl_key_is_bound(key)) {
            if (n++ == 0)
                snprintf(bad, badsz, "%s", name);
        }
        p = q + 1;
    }
    return n;
}

static void check_lesson_keys(const char *srcdir)
{
    char bad[64];
    CHECK_MSG(unbound_keys("then press `Z` and press `w`", bad, sizeof bad) == 1 &&
                  strcmp(bad, "Z") == 0,
              "the scanner finds an unbound key");
    CHECK_MSG(unbound_keys("press `Shift-Tab`, press `PgDn`, press `:`", bad, sizeof bad) == 0,
              "named keys are bound");
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/lessons", srcdir);
    DIR *d = opendir(dir);
    CHECK_MSG(d != NULL, "no %s", dir);
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len < 4 || strcmp(e->d_name + len - 3, ".md") != 0)
            continue;
        char path[2048];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        char *text = read_all(path);
        if (!text)
            continue;
        CHECK_MSG(unbound_keys(text, bad, sizeof bad) == 0,
                  "lessons/%s says press `%s`, a key the lab does not have", e->d_name, bad);
        free(text);
    }
    if (d)
        closedir(d);
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--print") == 0) {
        static char doc[16384];
        key_doc(strcmp(argv[2], "man") == 0, doc, sizeof doc);
        fputs(doc, stdout);
        return 0;
    }
    for (int id = 1; id < WL_ACT_COUNT; id++) {
        CHECK_MSG(strlen(wl_action_help((wl_action_id)id)) > 5, "action %d has no help", id);
        check_keys_parse_back((wl_action_id)id);
    }
    char line[160];
    for (int i = 0; i < wl_help_line_count(); i++) {
        wl_help_line(i, line, sizeof line);
        /* The help box at 80 columns has 74 for text: no line is shortened. */
        CHECK_MSG(strlen(line) <= 74, "help line %d is %zu long: '%s'", i, strlen(line), line);
    }
    wl_help_line(1, line, sizeof line);
    CHECK_MSG(strstr(line, "?") && strstr(line, "help"), "help's first key line: '%s'", line);
    check_modes();
    check_key_bar();
    check_pages();
    if (argc > 1) {
        check_doc(argv[1], "README.md", "<!-- keys:", "<!-- /keys -->", false);
        check_doc(argv[1], "man/warplab.1", ".\\\" keys:", ".\\\" /keys", true);
        check_lesson_keys(argv[1]);
        check_page_keys(argv[1]);
    }
    return CHECK_DONE();
}
