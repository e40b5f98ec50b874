/* A student's saved progress: sections visited, the current section, quiz
 * answers and scores. One file, $XDG_STATE_HOME/warplab/progress.ini
 * (default ~/.local/state/warplab), or the --state-dir given.
 *
 * File format (INI, written only by warplab; TIME in seconds since 1970):
 *   [warplab]
 *   format = warplab-progress 4        <- must come first: magic and version
 *   generation = G                     <- the store's identity (see below)
 *   name = NAME                        <- optional: who the student is, for a
 *                                         class (percent-encoded; warplab
 *                                         progress --name sets it)
 *   current = SECTION
 *   when = TIME                        <- when current was set
 *   [visited]
 *   SECTION = yes                      <- one line per section visited
 *   [quiz QUIZ]
 *   last = N / M                       <- latest finished run
 *   best = N / M
 *   when = TIME                        <- of the latest run
 *   [answers QUIZ]
 *   QUESTION = correct|wrong TRIES TIME ANSWER   <- ANSWER percent-encoded
 *   [guesses SECTION]                  <- predict-then-measure prompts
 *   PROMPT = right|wrong TIME GUESS    <- GUESS percent-encoded
 *   [end]                              <- a file without it is cut short
 * Version 1 files (no times) are read as if every time were 0; versions 1
 * and 2 have no guesses; versions 1 to 3 are of generation 0.
 *
 * Several sessions may share one state directory (the lab and a quiz, two
 * quizzes): every save takes an advisory lock (flock on progress.ini.lock
 * beside the file), re-reads the file, merges it with what is in memory and
 * writes the result, so nothing another session saved is lost. Merging:
 * visited sections are united, each quiz keeps the best score of both and
 * the latest run, each answer and the current section are the latest ones,
 * each guess the first one (the prediction: one already saved before one
 * not saved yet, else the earlier), and a name set in memory wins
 * over the file's.
 *
 * A reset holds by construction: the store has a generation, a number that
 * every reset (whole or narrow) raises, kept in the lock file and in the
 * progress file (the store's generation is the higher of the two, so losing
 * either one forgets nothing). A session remembers the generation it read.
 * When it saves into a newer one, what it read before the reset is gone for
 * good: it merges nothing of it, only what it changed itself since it last
 * read or wrote the file (unsaved answers, guesses and scores, the section
 * it opened); reset_elsewhere tells the caller to say so. The
 * same holds when the file it read has vanished (removed by hand).
 * Saving is atomic: a temporary file in the same directory, fsync, rename,
 * fsync of the directory; mode 0600. A file that is corrupt, cut short,
 * foreign or of another version is never overwritten: it is moved aside to
 * progress.ini.corrupt-YYYYMMDD-HHMMSS and `warning` says so. A file that
 * is only long (more visits than the cap, made by hand) is no bad one: what
 * fits is kept (visits_past_cap). */
#ifndef WL_PROGRESS_H
#define WL_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "wl_error.h"
#include "wl_lesson.h"
#include "wl_quiz_session.h"

#define WL_PROGRESS_FILE "progress.ini"
/* The word a student types to forget progress, in the lab and at the
 * command line alike (no single key, least of all a quiz's, can). */
#define WL_RESET_WORD "reset"
#define WL_PROGRESS_LOCK "progress.ini.lock"
#define WL_PROGRESS_DIR_MAX 1024  /* the state directory's path */
#define WL_PROGRESS_PATH_MAX 1100 /* and the progress file's */
/* Ids (sections, quizzes, questions): 1..WL_SECTION_ID_MAX of A-Z a-z 0-9 . _ - */
#define WL_PROGRESS_ID_MAX WL_SECTION_ID_MAX
/* A student's name: 1..64 characters of printable UTF-8 (a character up to
 * 4 bytes), no control characters. */
#define WL_PROGRESS_NAME_MAX 64
#define WL_PROGRESS_NAME_BYTES (WL_PROGRESS_NAME_MAX * 4)
/* As many as the content loaders accept; past that an entry the course
 * studied now does not have goes first, then the oldest (counted). */
#define WL_PROGRESS_MAX_SECTIONS WL_COURSE_MAX_SECTIONS
#define WL_PROGRESS_MAX_QUIZZES WL_QUIZ_MAX_QUIZZES
#define WL_PROGRESS_MAX_ANSWERS (WL_QUIZ_MAX_QUIZZES * WL_QUIZ_MAX_QUESTIONS)
#define WL_PROGRESS_MAX_GUESSES WL_COURSE_MAX_SECTIONS

/* The latest answer to a quiz's question, or the first guess at a lesson's
 * prediction prompt (wl_prompt.h, the prediction): both are kept and saved
 * alike, and merged each by its own rule (wl_progress_merge). */
typedef struct wl_progress_answer {
    char group[WL_PROGRESS_ID_MAX + 1]; /* the quiz, or the prompt's section */
    char item[WL_PROGRESS_ID_MAX + 1];  /* the question, or the prompt */
    wl_result result;                   /* WL_RESULT_CORRECT or WL_RESULT_WRONG */
    int tries;                          /* 1..WL_QUIZ_TRIES; a guess has 1 */
    long long when;
    char given[WL_ANSWER_TEXT_MAX + 1];
    bool unsaved; /* changed by this session since the file was last read or written */
} wl_progress_answer;

typedef struct wl_progress_score {
    char quiz[WL_PROGRESS_ID_MAX + 1];
    int last, best, total; /* best and last out of total; 0 <= last <= best <= total */
    long long when;        /* of the last run */
    bool unsaved;          /* as for an answer */
} wl_progress_score;

/* What wl_progress_keep_unsaved kept of a session's own changes. */
typedef struct wl_progress_kept {
    int answers, guesses, scores;
    bool section; /* the section it opened */
    int visits;   /* the other sections it visited */
    bool name;    /* the name it set */
} wl_progress_kept;

typedef struct wl_progress {
    char dir[WL_PROGRESS_DIR_MAX];         /* the state directory */
    char path[WL_PROGRESS_PATH_MAX];       /* dir/progress.ini */
    char warning[2048];                    /* non-empty when a bad file was moved aside */
    char name[WL_PROGRESS_NAME_BYTES + 1]; /* "" when the student set none */
    char current[WL_PROGRESS_ID_MAX + 1];  /* "" when none */
    long long current_when;
    bool current_unsaved; /* current set by this session since the file */
    /* Where this session is (a lab's open section; "" for none): every save
     * writes it as current when the store's current differs (a narrow reset
     * of that section took it, or another session moved it), so the next
     * start resumes where this one left off. */
    char position[WL_PROGRESS_ID_MAX + 1];
    bool name_unsaved; /* name set by this session since the file */
    int nvisited;
    char visited[WL_PROGRESS_MAX_SECTIONS][WL_PROGRESS_ID_MAX + 1];
    /* The sections this session visited since the file was last read or
     * written (as `unsaved` of an answer): a save after a reset elsewhere
     * keeps them all, not the section open now alone. */
    int nvisits_unsaved;
    char visit_unsaved[WL_PROGRESS_MAX_SECTIONS][WL_PROGRESS_ID_MAX + 1];
    /* The course studied now, when the caller sets it: with the visits
     * full, a section it does not have goes before the oldest of its own
     * (the rule of every cap below); visits_dropped counts the visits of it
     * that went anyway. */
    const wl_course *course;
    int visits_dropped;
    /* Every visit that went at WL_PROGRESS_MAX_SECTIONS, the course's or not
     * (read from a file made by hand, or merged); wl_progress_cap_note says
     * those of a file just read. */
    int visits_past_cap;
    /* The quizzes of the course studied now (may be NULL), for answers and
     * scores as course is for visits and guesses; and the guesses, answers
     * and scores left out at their caps by the same rule (a file made by
     * hand, or records of other courses), which wl_progress_cap_note says. */
    const wl_quiz_set *quizzes;
    int guesses_past_cap, answers_past_cap, scores_past_cap;
    int nscores;
    wl_progress_score score[WL_PROGRESS_MAX_QUIZZES];
    int nanswers;
    wl_progress_answer answer[WL_PROGRESS_MAX_ANSWERS];
    int nguesses;
    wl_progress_answer guess[WL_PROGRESS_MAX_GUESSES];
    unsigned long long generation; /* of the store when read or last written */
    bool on_disk;                  /* the file existed when read, or this session saved it */
    bool reset_elsewhere;          /* the last save found the store reset since it was read */
    /* Then: what this session kept of its own, and whether the store held
     * progress of its own after the reset (what a narrow reset left, or a
     * save since), which stays. wl_progress_reset_note says both. */
    wl_progress_kept kept;
    bool store_left;
} wl_progress;

/* Reads the progress file of the state directory (NULL: the default one).
 * No file yet: empty progress, 0. A bad file is moved aside (warning set) and
 * progress starts empty, 0. -1 with err when the file cannot be read (not a
 * regular file, too large, no permission) or moved aside; then do not save. */
int wl_progress_load(const char *state_dir, wl_progress *out, wl_error *err);
/* The same for the course studied now (lessons and quizzes, each may be
 * NULL), set as out->course and out->quizzes before reading, so that at a
 * cap its visits, guesses, answers and scores are kept first. */
int wl_progress_load_for(const char *state_dir, const wl_course *course, const wl_quiz_set *quizzes,
                         wl_progress *out, wl_error *err);
/* A sentence for visits_past_cap ("N visited sections past the 128 ..."):
 * false, out empty, when the file held no more than fit. */
bool wl_progress_cap_note(const wl_progress *p, char *out, size_t outsz);

/* Reads one progress file (a student's, handed in) or a progress export
 * (JSON, wl_progress_report.h) as it is: no lock, nothing moved aside or
 * written. A missing file is an error here. course (may be NULL) as for
 * wl_progress_load_for. 0, or -1 with err "path: why". */
int wl_progress_read_any(const char *path, const wl_course *course, const wl_quiz_set *quizzes,
                         wl_progress *out, wl_error *err);

/* Merges the file as it is now into *p (under the lock) and writes the
 * result atomically, creating the directory (mode 0700) when needed. When
 * the store was reset since *p was read (its generation moved on, or the
 * file this session read is gone), *p first keeps only what this session
 * changed (wl_progress_keep_unsaved) and reset_elsewhere is set; the save
 * goes on, 0. After it *p is the file as written, of its generation. */
int wl_progress_save(wl_progress *p, wl_error *err);
/* Whether the store's current section differs from p->position (set): a
 * save would write it. Asked before leaving with nothing else unsaved. */
bool wl_progress_position_moved(const wl_progress *p);
/* Whether the store was reset (or its file removed) since *p read it, asked
 * before a record whose rule depends on what is saved (the first guess is
 * the prediction): if so, *p forgets what it read before the reset
 * (wl_progress_keep_unsaved), so that what is recorded next is the new
 * store's first; the next save still says reset_elsewhere. */
bool wl_progress_forget_if_reset(wl_progress *p);
/* After a save that found the store reset (reset_elsewhere): what stayed,
 * exactly, for `who` ("this lab") to say: "progress was reset by another
 * warplab: what it left stays saved; this lab kept only what it did since
 * its last save: the section open now, 1 prediction". */
void wl_progress_reset_note(const wl_progress *p, const char *who, char *out, size_t outsz);

/* Forgets all saved progress: raises the generation and deletes the file;
 * *removed says whether there was one. */
int wl_progress_reset(const char *state_dir, bool *removed, wl_error *err);

/* A narrow reset: under the lock, reads the file, lets forget() drop what it
 * will from it (forget returns whether it dropped anything), and when it
 * did, raises the generation and writes the rest back. Sessions that read
 * the store before then keep nothing of what they read, as after a whole
 * reset. *changed says whether anything was forgotten (NULL: not asked). */
int wl_progress_forget(const char *state_dir, bool (*forget)(wl_progress *disk, void *ctx),
                       void *ctx, bool *changed, wl_error *err);

/* What a narrow reset forgets (wl_progress_forget's forget() calls these
 * on the file's progress): a quiz's scores and answers; the predictions of
 * one section (NULL: of every section); one section's visit with its
 * predictions and, when it is the current one, the current section. Each
 * returns how many entries it dropped. */
int wl_progress_drop_quiz(wl_progress *p, const char *quiz);
int wl_progress_drop_guesses(wl_progress *p, const char *section);
int wl_progress_drop_section(wl_progress *p, const char *section);

/* Adds what other holds to *into, by the rules above. */
void wl_progress_merge(wl_progress *into, const wl_progress *other);

/* Keeps only what this session changed since the file was last read or
 * written: unsaved answers, guesses and scores, the sections it visited,
 * and the current section when this session set it since (visited too).
 * What a save does after a reset elsewhere. */
void wl_progress_keep_unsaved(wl_progress *p);
/* Marks everything in *p as in the file (after reading or writing it). */
void wl_progress_mark_saved(wl_progress *p);

/* Changes in memory, stamped with the time now; -1 with err for an id
 * outside the rules above or a result that is none. A visit is this
 * session's change until the next save (visit_unsaved). */
int wl_progress_mark_visited(wl_progress *p, const char *section, wl_error *err);
bool wl_progress_visited(const wl_progress *p, const char *section);

/* The latest time a saved record may carry: now and a day of slack for
 * clocks that disagree. Progress files and exports alike refuse a later
 * one, which would win every merge by time for ever. */
long long wl_progress_latest_time(void);
/* "2026-12-02 18:04 UTC", or "-" for time 0. */
void wl_progress_when(long long t, char *out, size_t outsz);
/* Why a time t past wl_progress_latest_time is refused, naming it: "a time
 * after today, T (DATE): warplab writes the time it saves". */
void wl_progress_after_today(double t, char *out, size_t outsz);

/* The section of the course (NULL: none) whose id a saved slug is, or NULL
 * when it has none; and that section's title. */
const wl_section *wl_progress_section(const wl_course *course, const char *slug);
const char *wl_progress_section_title(const wl_course *course, const char *slug);
int wl_progress_set_current(wl_progress *p, const char *section, wl_error *err);
int wl_progress_record_answer(wl_progress *p, const char *quiz, const char *question,
                              wl_result result, int tries, const char *given, wl_error *err);
/* Sets last, and best when it is higher (or the total changed). */
int wl_progress_record_score(wl_progress *p, const char *quiz, int score, int total, wl_error *err);
const wl_progress_score *wl_progress_find_score(const wl_progress *p, const char *quiz);
/* A new score entry for quiz at the end (as it comes, not filled in), room
 * made at the cap by the rule of the visits; NULL when it is the one left
 * out. The caller has checked that quiz has none. */
wl_progress_score *wl_progress_add_score(wl_progress *p, const char *quiz);
const wl_progress_answer *wl_progress_find_answer(const wl_progress *p, const char *quiz,
                                                  const char *question);

/* Section ids saved before they were the heading's slug whole (cut to 40
 * characters) renamed to the course's whole ids: visits, the current
 * section and predictions. Saving then writes the whole ids, and merging
 * the file's older entries back leaves the cut ones out. */
void wl_progress_adopt_ids(wl_progress *p, const wl_course *course);

/* Sets the student's name (checked: 1..WL_PROGRESS_NAME_MAX characters,
 * printable UTF-8, no leading or trailing space); -1 with err otherwise. */
int wl_progress_set_name(wl_progress *p, const char *name, wl_error *err);

/* A name typed now (progress --name) also holds no combining mark (an
 * accent typed as a character of its own, U+0300..U+036F and the other
 * combining-diacritic blocks): alone it shows as nothing, and after a
 * letter it looks like the precomposed letter ("e" + U+0301 beside "é"),
 * two names a class list could not tell apart. Files already saved with
 * one are still read (wl_progress_set_name): nothing saved is lost. -1
 * with err asking for the letter as one character; 0 otherwise. */
int wl_progress_check_typed_name(const char *name, wl_error *err);

/* A guess at prompt `prompt` of section `section`. The first one stays the
 * prediction: a later guess (after the answer was shown) changes nothing. */
int wl_progress_record_guess(wl_progress *p, const char *section, const char *prompt, bool right,
                             const char *given, wl_error *err);
const wl_progress_answer *wl_progress_find_guess(const wl_progress *p, const char *section,
                                                 const char *prompt);

/* Records a session's step: the question it has just answered (the current
 * one, when answered), and the score once the quiz is finished. Called after
 * each answer, it records every answer of the session once. */
int wl_progress_record_session(wl_progress *p, const wl_quiz_session *s, wl_error *err);

/* Puts a session just started where the student left its quiz: the answers
 * saved after the quiz's latest finished run count as given, and the first
 * question without one is asked. With none, or with every question answered
 * (a finished run), the session stays at its start. */
void wl_progress_resume_session(const wl_progress *p, wl_quiz_session *s);

/* The file's text, written and read back (wl_progress_text.c). Reading
 * fills the tables of *p; -1 with err "path:line: why", and the tables
 * empty, when the text is not a whole, valid progress file. */
int wl_progress_write(FILE *f, const wl_progress *p);
/* Empties the tables of *p and the counts of what went at their caps, as
 * every reader (this one, an export's) starts; dir, path, course and
 * quizzes are kept. */
void wl_progress_clear(wl_progress *p);
int wl_progress_read(const char *path, const char *text, size_t size, wl_progress *p,
                     wl_error *err);
/* An id (a quiz, a section, a question): 1 to WL_PROGRESS_ID_MAX of these. */
#define WL_PROGRESS_ID_RULE "1 to 64 letters, digits, '.', '_' or '-'"
bool wl_progress_valid_id(const char *s);
/* Why s is no id ("it is empty", "'/' (character 3) cannot be in one"):
 * true with the reason in why, or false when s is one. */
bool wl_progress_id_fault(const char *s, char *why, size_t whysz);
/* A generation as written: decimal digits only; -1 for anything else. */
int wl_progress_parse_generation(const char *text, unsigned long long *out);

#endif
