/* Progress in memory: the tables the file holds, changed one fact at a time,
 * and two copies merged into one. A full table drops its oldest entry, so
 * saving never stops because ids of renamed sections or quizzes pile up. */
#include "wl_progress.h"

#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "wl_printable.h"

_Static_assert(WL_PROGRESS_ID_MAX == 64, "WL_PROGRESS_ID_RULE says 64");

bool wl_progress_id_fault(const char *s, char *why, size_t whysz)
{
    size_t len = strlen(s);
    if (len == 0) {
        snprintf(why, whysz, "it is empty");
        return true;
    }
    if (len > WL_PROGRESS_ID_MAX) {
        snprintf(why, whysz, "it is %zu characters long", len);
        return true;
    }
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (isalnum(c) || c == '.' || c == '_' || c == '-')
            continue;
        if (isprint(c))
            snprintf(why, whysz, "'%c' (character %zu) cannot be in one", c, i + 1);
        else
            snprintf(why, whysz, "byte 0x%02x (character %zu) cannot be in one", c, i + 1);
        return true;
    }
    return false;
}

bool wl_progress_valid_id(const char *s)
{
    char why[64];
    return !wl_progress_id_fault(s, why, sizeof why);
}

static int check_id(const char *id, const char *what, wl_error *err)
{
    if (!id || !wl_progress_valid_id(id))
        return wl_fail(err, "%s id '%s' is not " WL_PROGRESS_ID_RULE, what, id ? id : "(null)");
    return 0;
}

/* Whether the course studied now has the group of an entry: a section (a
 * guess's) or a quiz (an answer's, a score's). With no course given, every
 * group is taken for its own. */
static bool course_has(const wl_progress *p, bool quiz, const char *group)
{
    if (!quiz)
        return !p->course || wl_progress_section(p->course, group);
    for (int i = 0; p->quizzes && i < p->quizzes->count; i++)
        if (strcmp(p->quizzes->quiz[i].id, group) == 0)
            return true;
    return !p->quizzes;
}

/* A table of entries whose group is a string `group` bytes into each. */
typedef struct capped {
    void *items;
    int *n, max;
    size_t size, group;
    bool quiz;     /* the groups are quizzes, not sections */
    int *left_out; /* counts the entries that went at the cap */
    int *own_lost; /* of those, the course's own (NULL: not asked) */
} capped;

static const char *group_at(capped t, int i)
{
    return (const char *)t.items + (size_t)i * t.size + t.group;
}

/* Index of a free slot at the end of the table for a new entry of `group`,
 * or -1 when the new entry itself is to be left out. The one rule of every
 * table at its cap (visits, guesses, answers, scores): an entry whose group
 * the course does not have goes first (the new one last of those), then the
 * oldest of the course's own. Every entry that goes is counted in
 * left_out, and one of the course's own in own_lost too. */
static int slot(const wl_progress *p, capped t, const char *group)
{
    if (*t.n == t.max) {
        int drop = -1;
        for (int i = 0; i < *t.n && drop < 0; i++)
            if (!course_has(p, t.quiz, group_at(t, i)))
                drop = i;
        (*t.left_out)++;
        if (drop < 0 && !course_has(p, t.quiz, group))
            return -1;
        if (drop < 0 && t.own_lost)
            (*t.own_lost)++;
        drop = drop < 0 ? 0 : drop;
        memmove((char *)t.items + (size_t)drop * t.size,
                (char *)t.items + (size_t)(drop + 1) * t.size, t.size * (size_t)(t.max - drop - 1));
        (*t.n)--;
    }
    return (*t.n)++;
}

bool wl_progress_visited(const wl_progress *p, const char *section)
{
    for (int i = 0; i < p->nvisited; i++)
        if (strcmp(p->visited[i], section) == 0)
            return true;
    return false;
}

const wl_section *wl_progress_section(const wl_course *course, const char *slug)
{
    size_t n = course ? wl_course_section_count(course) : 0;
    for (size_t i = 0; i < n; i++) {
        const wl_section *s = wl_course_section(course, i, NULL);
        if (strcmp(s->id, slug) == 0)
            return s;
    }
    return NULL;
}

const char *wl_progress_section_title(const wl_course *course, const char *slug)
{
    const wl_section *s = wl_progress_section(course, slug);
    return s ? s->title : NULL;
}

static void add_visited(wl_progress *p, const char *section)
{
    if (wl_progress_visited(p, section))
        return;
    capped t = {p->visited, &p->nvisited, WL_PROGRESS_MAX_SECTIONS, sizeof p->visited[0],
                0,          false,        &p->visits_past_cap,      &p->visits_dropped};
    int at = slot(p, t, section);
    if (at >= 0)
        strcpy(p->visited[at], section);
}

/* section among this session's visits since the file, once. */
static void note_unsaved_visit(wl_progress *p, const char *section)
{
    for (int i = 0; i < p->nvisits_unsaved; i++)
        if (strcmp(p->visit_unsaved[i], section) == 0)
            return;
    if (p->nvisits_unsaved < WL_PROGRESS_MAX_SECTIONS) /* the visits' own cap */
        strcpy(p->visit_unsaved[p->nvisits_unsaved++], section);
}

int wl_progress_mark_visited(wl_progress *p, const char *section, wl_error *err)
{
    if (check_id(section, "section", err) != 0)
        return -1;
    add_visited(p, section);
    note_unsaved_visit(p, section);
    return 0;
}

/* Characters, not bytes: "Zoë" is three, as a person counts it. */
static size_t utf8_chars(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}

/* Characters before `at` in s. */
static size_t utf8_chars_before(const char *s, const char *at)
{
    size_t n = 0;
    for (; s < at; s++)
        n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}

/* Whether s holds a character that shows as nothing or as a plain space
 * (no-break and other Unicode spaces, zero-width and direction marks, the
 * soft hyphen, the byte-order mark): two names that differ only by one
 * would look alike in a class list. Read from valid UTF-8, which
 * wl_printable has already required. */
static bool has_invisible(const char *s)
{
    for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
        unsigned cp;
        if (c[0] == 0xC2 && c[1])
            cp = ((c[0] & 0x1Fu) << 6) | (c[1] & 0x3Fu);
        else if (c[0] == 0xE2 && c[1] && c[2])
            cp = ((c[0] & 0x0Fu) << 12) | ((c[1] & 0x3Fu) << 6) | (c[2] & 0x3Fu);
        else if (c[0] == 0xE3 && c[1] == 0x80 && c[2] == 0x80)
            cp = 0x3000;
        else if (c[0] == 0xEF && c[1] == 0xBB && c[2] == 0xBF)
            cp = 0xFEFF;
        else
            continue;
        if (cp == 0xA0 || cp == 0xAD || (cp >= 0x2000 && cp <= 0x200F) ||
            (cp >= 0x2028 && cp <= 0x202F) || (cp >= 0x205F && cp <= 0x206F) || cp == 0x3000 ||
            cp == 0xFEFF)
            return true;
    }
    return false;
}

/* The code point at s (valid UTF-8, which wl_printable has required), and
 * its length in *len. */
static unsigned code_point(const unsigned char *s, int *len)
{
    if (s[0] < 0x80 || !s[1]) {
        *len = 1;
        return s[0];
    }
    if ((s[0] & 0xE0) == 0xC0) {
        *len = 2;
        return ((s[0] & 0x1Fu) << 6) | (s[1] & 0x3Fu);
    }
    if ((s[0] & 0xF0) == 0xE0 && s[2]) {
        *len = 3;
        return ((s[0] & 0x0Fu) << 12) | ((s[1] & 0x3Fu) << 6) | (s[2] & 0x3Fu);
    }
    *len = 1; /* four bytes: no combining diacritic lies there */
    while (s[*len] && (s[*len] & 0xC0) == 0x80)
        (*len)++;
    return 0x10000;
}

static bool combining_mark(unsigned cp)
{
    return (cp >= 0x300 && cp <= 0x36F) || (cp >= 0x1AB0 && cp <= 0x1AFF) ||
           (cp >= 0x1DC0 && cp <= 0x1DFF) || (cp >= 0x20D0 && cp <= 0x20FF) ||
           (cp >= 0xFE20 && cp <= 0xFE2F);
}

int wl_progress_check_typed_name(const char *name, wl_error *err)
{
    int len;
    for (const unsigned char *c = (const unsigned char *)name; *c; c += len)
        if (combining_mark(code_point(c, &len)))
            return wl_fail(err,
                           "character %zu is a combining accent (U+%04X), typed apart from its "
                           "letter: type the accented letter as one character (\u00e9, not e "
                           "and an accent), so that the name looks as it is stored",
                           utf8_chars_before(name, (const char *)c) + 1, code_point(c, &len));
    return 0;
}

int wl_progress_set_name(wl_progress *p, const char *name, wl_error *err)
{
    size_t len = strlen(name);
    char shown[WL_PROGRESS_NAME_BYTES * 2 + 8]; /* as a terminal would be shown it */
    if (len == 0 || len > WL_PROGRESS_NAME_BYTES || utf8_chars(name) > WL_PROGRESS_NAME_MAX ||
        name[0] == ' ' || name[len - 1] == ' ' || strcspn(name, "\t\r\n") != len ||
        strcmp(wl_printable(name, shown, sizeof shown), name) != 0 || has_invisible(name))
        return wl_fail(err,
                       "a name is 1 to %d characters of printable text, without spaces at "
                       "either end or characters that show as nothing or as a space "
                       "(no-break or zero-width)",
                       WL_PROGRESS_NAME_MAX);
    memcpy(p->name, name, len + 1);
    p->name_unsaved = true;
    return 0;
}

int wl_progress_set_current(wl_progress *p, const char *section, wl_error *err)
{
    if (check_id(section, "section", err) != 0)
        return -1;
    strcpy(p->current, section);
    p->current_when = (long long)time(NULL);
    p->current_unsaved = true;
    return 0;
}

const wl_progress_score *wl_progress_find_score(const wl_progress *p, const char *quiz)
{
    for (int i = 0; i < p->nscores; i++)
        if (strcmp(p->score[i].quiz, quiz) == 0)
            return &p->score[i];
    return NULL;
}

/* The answers or the guesses of p, for the one code that serves both. */
typedef struct answer_list {
    wl_progress_answer *items;
    int *count;
    int max;
    wl_progress *p;
    bool guesses;
} answer_list;

static answer_list answers_of(const wl_progress *p, bool guesses)
{
    wl_progress *w = (wl_progress *)p; /* the callers keep const where it was */
    if (guesses)
        return (answer_list){w->guess, &w->nguesses, WL_PROGRESS_MAX_GUESSES, w, true};
    return (answer_list){w->answer, &w->nanswers, WL_PROGRESS_MAX_ANSWERS, w, false};
}

static wl_progress_answer *find_in(answer_list l, const char *group, const char *item)
{
    for (int i = 0; i < *l.count; i++)
        if (strcmp(l.items[i].group, group) == 0 && strcmp(l.items[i].item, item) == 0)
            return &l.items[i];
    return NULL;
}

/* The entry for group and item, made (empty) when there is none; NULL when
 * the table is full and this one is left out (slot). */
static wl_progress_answer *entry_in(answer_list l, const char *group, const char *item)
{
    wl_progress_answer *a = find_in(l, group, item);
    if (a)
        return a;
    capped t = {l.items,
                l.count,
                l.max,
                sizeof *a,
                offsetof(wl_progress_answer, group),
                !l.guesses,
                l.guesses ? &l.p->guesses_past_cap : &l.p->answers_past_cap,
                NULL};
    int at = slot(l.p, t, group);
    if (at < 0)
        return NULL;
    a = &l.items[at];
    *a = (wl_progress_answer){.when = 0};
    strcpy(a->group, group);
    strcpy(a->item, item);
    return a;
}

/* The callers have checked the ids and the result. */
static int record_in(answer_list l, const char *group, const char *item, wl_result result,
                     int tries, const char *given)
{
    wl_progress_answer *a = entry_in(l, group, item);
    if (!a)
        return 0; /* left out at the cap, and counted */
    a->result = result;
    a->tries = tries;
    a->when = (long long)time(NULL);
    a->unsaved = true;
    snprintf(a->given, sizeof a->given, "%s", given ? given : "");
    return 0;
}

const wl_progress_answer *wl_progress_find_answer(const wl_progress *p, const char *quiz,
                                                  const char *question)
{
    return find_in(answers_of(p, false), quiz, question);
}

const wl_progress_answer *wl_progress_find_guess(const wl_progress *p, const char *section,
                                                 const char *prompt)
{
    return find_in(answers_of(p, true), section, prompt);
}

int wl_progress_record_answer(wl_progress *p, const char *quiz, const char *question,
                              wl_result result, int tries, const char *given, wl_error *err)
{
    if (check_id(quiz, "quiz", err) != 0 || check_id(question, "question", err) != 0)
        return -1;
    if ((result != WL_RESULT_CORRECT && result != WL_RESULT_WRONG) || tries < 1 ||
        tries > WL_QUIZ_TRIES)
        return wl_fail(err, "an answer is correct or wrong after 1 to %d tries", WL_QUIZ_TRIES);
    record_in(answers_of(p, false), quiz, question, result, tries, given);
    /* An answer belongs to the run after the quiz's latest finished one,
     * even in the same second (resuming tells runs apart by time). */
    wl_progress_answer *a = (wl_progress_answer *)wl_progress_find_answer(p, quiz, question);
    const wl_progress_score *run = wl_progress_find_score(p, quiz);
    if (a && run && a->when <= run->when)
        a->when = run->when + 1;
    return 0;
}

/* The newest answer to quiz: a finished run is not older than its answers. */
static long long latest_answer(const wl_progress *p, const char *quiz)
{
    long long when = 0;
    for (int i = 0; i < p->nanswers; i++)
        if (strcmp(p->answer[i].group, quiz) == 0 && p->answer[i].when > when)
            when = p->answer[i].when;
    return when;
}

int wl_progress_record_guess(wl_progress *p, const char *section, const char *prompt, bool right,
                             const char *given, wl_error *err)
{
    if (check_id(section, "section", err) != 0 || check_id(prompt, "prompt", err) != 0)
        return -1;
    /* The first committed guess is the prediction: one made after seeing
     * the answer is no prediction, and would lift the class's figures. */
    if (wl_progress_find_guess(p, section, prompt))
        return 0;
    return record_in(answers_of(p, true), section, prompt,
                     right ? WL_RESULT_CORRECT : WL_RESULT_WRONG, 1, given);
}

wl_progress_score *wl_progress_add_score(wl_progress *p, const char *quiz)
{
    capped t = {p->score,
                &p->nscores,
                WL_PROGRESS_MAX_QUIZZES,
                sizeof p->score[0],
                offsetof(wl_progress_score, quiz),
                true,
                &p->scores_past_cap,
                NULL};
    int at = slot(p, t, quiz);
    return at < 0 ? NULL : &p->score[at];
}

static wl_progress_score *score_slot(wl_progress *p, const char *quiz)
{
    wl_progress_score *s = (wl_progress_score *)wl_progress_find_score(p, quiz);
    if (s)
        return s;
    s = wl_progress_add_score(p, quiz);
    if (s)
        *s = (wl_progress_score){.best = -1};
    if (s)
        strcpy(s->quiz, quiz);
    return s;
}

int wl_progress_record_score(wl_progress *p, const char *quiz, int score, int total, wl_error *err)
{
    if (check_id(quiz, "quiz", err) != 0)
        return -1;
    if (total < 1 || score < 0 || score > total)
        return wl_fail(err, "score %d / %d is not a score", score, total);
    wl_progress_score *s = score_slot(p, quiz);
    if (!s)
        return 0; /* left out at the cap, and counted */
    /* A quiz whose questions changed starts its best afresh. */
    if (s->total != total)
        s->best = -1;
    s->total = total;
    s->last = score;
    s->when = (long long)time(NULL);
    if (latest_answer(p, quiz) > s->when)
        s->when = latest_answer(p, quiz);
    if (score > s->best)
        s->best = score;
    s->unsaved = true;
    return 0;
}

int wl_progress_record_session(wl_progress *p, const wl_quiz_session *s, wl_error *err)
{
    /* Only the question just answered: the session's earlier answers are in
     * *p already, and recording them again would stamp them anew (a reset
     * made meanwhile elsewhere must not see them come back as new). */
    const wl_quiz *quiz = s->quiz;
    int i = s->current;
    if (i < quiz->nquestions && s->result[i] != WL_RESULT_OPEN &&
        wl_progress_record_answer(p, quiz->id, quiz->question[i].id, s->result[i], s->tries[i],
                                  s->given[i], err) != 0)
        return -1;
    if (!wl_quiz_session_finished(s))
        return 0;
    return wl_progress_record_score(p, quiz->id, wl_quiz_session_score(s), quiz->nquestions, err);
}

void wl_progress_resume_session(const wl_progress *p, wl_quiz_session *s)
{
    const wl_quiz *quiz = s->quiz;
    const wl_progress_score *run = wl_progress_find_score(p, quiz->id);
    long long after = run ? run->when : -1; /* answers of the run still going */
    int taken = 0;
    wl_quiz_session r = *s;
    for (int i = 0; i < quiz->nquestions; i++) {
        const wl_progress_answer *a = wl_progress_find_answer(p, quiz->id, quiz->question[i].id);
        if (!a || a->when <= after || a->result == WL_RESULT_OPEN)
            continue;
        r.result[i] = a->result;
        r.tries[i] = a->tries;
        snprintf(r.given[i], sizeof r.given[i], "%s", a->given);
        taken++;
    }
    r.current = 0;
    while (r.current < quiz->nquestions && r.result[r.current] != WL_RESULT_OPEN)
        r.current++;
    if (taken > 0 && r.current < quiz->nquestions) /* a finished run starts again */
        *s = r;
}

/* ---- narrow resets ------------------------------------------------------- */

/* Drops the entries of group (every one when group is NULL); the count. */
static int drop_group(answer_list l, const char *group)
{
    int n = 0, before = *l.count;
    for (int i = 0; i < before; i++)
        if (group && strcmp(l.items[i].group, group) != 0)
            l.items[n++] = l.items[i];
    *l.count = n;
    return before - n;
}

int wl_progress_drop_quiz(wl_progress *p, const char *quiz)
{
    int n = 0, dropped = drop_group(answers_of(p, false), quiz);
    for (int i = 0; i < p->nscores; i++)
        if (strcmp(p->score[i].quiz, quiz) != 0)
            p->score[n++] = p->score[i];
    dropped += p->nscores - n;
    p->nscores = n;
    return dropped;
}

int wl_progress_drop_guesses(wl_progress *p, const char *section)
{
    return drop_group(answers_of(p, true), section);
}

static int drop_one_section(wl_progress *p, const char *section)
{
    int n = 0, dropped = wl_progress_drop_guesses(p, section);
    for (int i = 0; i < p->nvisited; i++)
        if (strcmp(p->visited[i], section) != 0)
            memmove(p->visited[n++], p->visited[i], sizeof p->visited[0]);
    dropped += p->nvisited - n;
    p->nvisited = n;
    if (strcmp(p->current, section) == 0) {
        p->current[0] = '\0';
        p->current_when = 0;
        dropped++;
    }
    return dropped;
}

/* A file saved before ids were whole (wl_progress_adopt_ids) names the
 * section by its first 40 characters: those entries are the section's too. */
enum { LEGACY_ID_LEN = 40 };

int wl_progress_drop_section(wl_progress *p, const char *section)
{
    int dropped = drop_one_section(p, section);
    if (strlen(section) > LEGACY_ID_LEN) {
        char cut[LEGACY_ID_LEN + 1];
        memcpy(cut, section, LEGACY_ID_LEN);
        cut[LEGACY_ID_LEN] = '\0';
        dropped += drop_one_section(p, cut);
    }
    return dropped;
}

/* ---- merging ------------------------------------------------------------ */

static void merge_score(wl_progress *into, const wl_progress_score *o)
{
    wl_progress_score *s = (wl_progress_score *)wl_progress_find_score(into, o->quiz);
    if (!s) {
        s = score_slot(into, o->quiz);
        if (s)
            *s = *o;
        return;
    }
    bool newer = o->when > s->when;
    if (s->total != o->total) { /* the quiz changed: the newer run's quiz counts */
        if (newer)
            *s = *o;
        return;
    }
    if (o->best > s->best)
        s->best = o->best;
    if (newer) {
        s->last = o->last;
        s->when = o->when;
    }
}

/* The latest answer wins (a student who tried again meant it), and the
 * first guess (a prediction is made once, before the answer is seen). */
/* ---- section ids saved cut short ----------------------------------------- */

/* Section ids were once cut to 40 characters; now they are the heading's
 * slug whole. A saved id of exactly that length that begins a longer id is
 * that section, saved before. */
static bool legacy_cut_of(const char *saved, const char *id)
{
    return strlen(saved) == LEGACY_ID_LEN && strlen(id) > LEGACY_ID_LEN &&
           strncmp(saved, id, LEGACY_ID_LEN) == 0;
}

/* The course's whole id for a saved one cut short, or NULL (not cut, or no
 * single section it could be). */
static const char *whole_id(const wl_course *c, const char *saved)
{
    const char *found = NULL;
    for (size_t i = 0; i < wl_course_section_count(c); i++) /* already whole: kept */
        if (strcmp(wl_course_section(c, i, NULL)->id, saved) == 0)
            return NULL;
    for (size_t i = 0; i < wl_course_section_count(c); i++) {
        const char *id = wl_course_section(c, i, NULL)->id;
        if (legacy_cut_of(saved, id)) {
            if (found)
                return NULL;
            found = id;
        }
    }
    return found;
}

void wl_progress_adopt_ids(wl_progress *p, const wl_course *c)
{
    const char *id;
    for (int i = 0; i < p->nvisited; i++) {
        if (!(id = whole_id(c, p->visited[i])))
            continue;
        if (wl_progress_visited(p, id)) { /* both: one section, kept once */
            memmove(p->visited[i], p->visited[i + 1],
                    (size_t)(p->nvisited - i - 1) * sizeof p->visited[0]);
            p->nvisited--;
            i--;
        } else {
            snprintf(p->visited[i], sizeof p->visited[i], "%s", id);
        }
    }
    if ((id = whole_id(c, p->current)))
        snprintf(p->current, sizeof p->current, "%s", id);
    for (int i = 0; i < p->nguesses; i++) {
        wl_progress_answer *g = &p->guess[i];
        if (!(id = whole_id(c, g->group)))
            continue;
        if (wl_progress_find_guess(p, id, g->item)) {
            memmove(g, g + 1, (size_t)(p->nguesses - i - 1) * sizeof *g);
            p->nguesses--;
            i--;
        } else {
            snprintf(g->group, sizeof g->group, "%s", id);
        }
    }
}

/* An entry of a file saved before ids were whole, for a section this
 * progress already names whole: merging it would bring the old id back. */
static bool shadowed(const wl_progress *into, const char *saved)
{
    for (int i = 0; i < into->nvisited; i++)
        if (legacy_cut_of(saved, into->visited[i]))
            return true;
    for (int i = 0; i < into->nguesses; i++)
        if (legacy_cut_of(saved, into->guess[i].group))
            return true;
    return false;
}

/* The first guess is the one kept: one saved already comes before one not
 * saved yet, whatever their times (two labs guessing in one second, or one
 * whose save waited for the lock); between two alike, the earlier. */
static bool guess_first(const wl_progress_answer *o, const wl_progress_answer *a)
{
    if (o->unsaved != a->unsaved)
        return !o->unsaved;
    return o->when < a->when;
}

static void merge_answers(wl_progress *into, const wl_progress *other, bool guesses)
{
    answer_list have = answers_of(into, guesses), add = answers_of(other, guesses);
    for (int i = 0; i < *add.count; i++) {
        if (guesses && shadowed(into, add.items[i].group))
            continue;
        const wl_progress_answer *o = &add.items[i], *a = find_in(have, o->group, o->item);
        wl_progress_answer *to = !a || (guesses ? guess_first(o, a) : o->when > a->when)
                                     ? entry_in(have, o->group, o->item)
                                     : NULL;
        if (to)
            *to = *o;
    }
}

void wl_progress_merge(wl_progress *into, const wl_progress *other)
{
    if (other->name[0] && (!into->name[0] || !into->name_unsaved)) /* one this session set wins */
        memcpy(into->name, other->name, sizeof into->name);
    for (int i = 0; i < other->nvisited; i++)
        if (!shadowed(into, other->visited[i]))
            add_visited(into, other->visited[i]);
    if (other->current[0] && !shadowed(into, other->current) &&
        (!into->current[0] || other->current_when > into->current_when)) {
        strcpy(into->current, other->current);
        into->current_when = other->current_when;
    }
    for (int i = 0; i < other->nscores; i++)
        merge_score(into, &other->score[i]);
    merge_answers(into, other, false);
    merge_answers(into, other, true);
}

/* ---- what a session changed since the file ------------------------------ */

void wl_progress_mark_saved(wl_progress *p)
{
    p->current_unsaved = false;
    p->name_unsaved = false;
    p->nvisits_unsaved = 0;
    for (int i = 0; i < p->nanswers; i++)
        p->answer[i].unsaved = false;
    for (int i = 0; i < p->nguesses; i++)
        p->guess[i].unsaved = false;
    for (int i = 0; i < p->nscores; i++)
        p->score[i].unsaved = false;
}

static int keep_unsaved_answers(answer_list l)
{
    int n = 0;
    for (int i = 0; i < *l.count; i++)
        if (l.items[i].unsaved)
            l.items[n++] = l.items[i];
    *l.count = n;
    return n;
}

void wl_progress_keep_unsaved(wl_progress *p)
{
    p->kept.answers = keep_unsaved_answers(answers_of(p, false));
    p->kept.guesses = keep_unsaved_answers(answers_of(p, true));
    int n = 0;
    for (int i = 0; i < p->nscores; i++)
        if (p->score[i].unsaved)
            p->score[n++] = p->score[i];
    p->nscores = p->kept.scores = n;
    p->nvisited = 0;
    if (!p->name_unsaved)
        p->name[0] = '\0';
    p->kept.name = p->name_unsaved;
    p->kept.section = p->current_unsaved;
    if (p->current_unsaved) /* the section this session opened */
        add_visited(p, p->current);
    else
        p->current[0] = '\0';
    p->kept.visits = 0;
    for (int i = 0; i < p->nvisits_unsaved; i++) /* and every one it visited since */
        if (!wl_progress_visited(p, p->visit_unsaved[i])) {
            add_visited(p, p->visit_unsaved[i]);
            p->kept.visits++;
        }
}
