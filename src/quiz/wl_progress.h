/* A student's saved progress: sections visited, the current section, quiz
 * answers and best scores. One file, $XDG_STATE_HOME/warplab/progress.ini
 * (default ~/.local/state/warplab), or the --state-dir given.
 *
 * File format (INI, written only by warplab):
 *   [warplab]
 *   format = warplab-progress 1        <- must come first: magic and version
 *   current = SECTION
 *   [visited]
 *   SECTION = yes                      <- one line per section visited
 *   [quiz QUIZ]
 *   last = N / M                       <- latest finished run
 *   best = N / M
 *   [answers QUIZ]
 *   QUESTION = correct|wrong TRIES ANSWER   <- ANSWER percent-encoded
 *   [end]                              <- a file without it is cut short
 * Saving is atomic: a temporary file in the same directory, fsync, rename,
 * fsync of the directory; mode 0600. A file that is corrupt, cut short,
 * foreign or of another version is never overwritten: loading moves it aside
 * to progress.ini.corrupt-YYYYMMDD-HHMMSS and says so in `warning`. */
#ifndef WL_PROGRESS_H
#define WL_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_error.h"
#include "wl_quiz_session.h"

#define WL_PROGRESS_FILE "progress.ini"
/* Ids (sections, quizzes, questions): 1..40 of A-Z a-z 0-9 . _ - */
#define WL_PROGRESS_ID_MAX 40
#define WL_PROGRESS_MAX_SECTIONS 128
#define WL_PROGRESS_MAX_QUIZZES 16
#define WL_PROGRESS_MAX_ANSWERS 128

typedef struct wl_progress_answer {
    char quiz[WL_PROGRESS_ID_MAX + 1];
    char question[WL_PROGRESS_ID_MAX + 1];
    wl_result result; /* WL_RESULT_CORRECT or WL_RESULT_WRONG */
    int tries;        /* 1..WL_QUIZ_TRIES */
    char given[WL_ANSWER_TEXT_MAX + 1];
} wl_progress_answer;

typedef struct wl_progress_score {
    char quiz[WL_PROGRESS_ID_MAX + 1];
    int last, best, total; /* best and last out of total; 0 <= last, best <= total */
} wl_progress_score;

typedef struct wl_progress {
    char dir[1024];                       /* the state directory */
    char path[1100];                      /* dir/progress.ini */
    char warning[2048];                   /* non-empty when loading moved a bad file aside */
    char current[WL_PROGRESS_ID_MAX + 1]; /* "" when none */
    int nvisited;
    char visited[WL_PROGRESS_MAX_SECTIONS][WL_PROGRESS_ID_MAX + 1];
    int nscores;
    wl_progress_score score[WL_PROGRESS_MAX_QUIZZES];
    int nanswers;
    wl_progress_answer answer[WL_PROGRESS_MAX_ANSWERS];
} wl_progress;

/* The state directory: dir when non-NULL, else $XDG_STATE_HOME/warplab when
 * that is an absolute path, else $HOME/.local/state/warplab. */
int wl_progress_state_dir(const char *dir, char *out, size_t outsz, wl_error *err);

/* Reads the progress file of the state directory (NULL: the default one).
 * No file yet: empty progress, 0. A bad file is moved aside (warning set) and
 * progress starts empty, 0. -1 with err only when the file cannot be read or
 * moved aside; then do not save over it. */
int wl_progress_load(const char *state_dir, wl_progress *out, wl_error *err);

/* Writes it atomically, creating the directory (mode 0700) when needed. */
int wl_progress_save(const wl_progress *p, wl_error *err);

/* Deletes the progress file of the state directory; *removed says whether
 * there was one. */
int wl_progress_reset(const char *state_dir, bool *removed, wl_error *err);

/* A section id from a heading: "What a warp asks for" -> "what-a-warp-asks-for"
 * (lower-case letters and digits, runs of anything else as one '-', cut to
 * WL_PROGRESS_ID_MAX; "section" when nothing is left). outsz must exceed
 * WL_PROGRESS_ID_MAX. */
void wl_progress_slug(const char *title, char *out, size_t outsz);

/* Changes in memory; -1 with err for an id outside the rules above or a full
 * table. */
int wl_progress_mark_visited(wl_progress *p, const char *section, wl_error *err);
bool wl_progress_visited(const wl_progress *p, const char *section);
int wl_progress_set_current(wl_progress *p, const char *section, wl_error *err);
int wl_progress_record_answer(wl_progress *p, const char *quiz, const char *question,
                              wl_result result, int tries, const char *given, wl_error *err);
/* Sets last, and best when it is higher (or the total changed). */
int wl_progress_record_score(wl_progress *p, const char *quiz, int score, int total, wl_error *err);
const wl_progress_score *wl_progress_find_score(const wl_progress *p, const char *quiz);
const wl_progress_answer *wl_progress_find_answer(const wl_progress *p, const char *quiz,
                                                  const char *question);

/* Records a session: every question answered so far, and the score once the
 * quiz is finished. */
int wl_progress_record_session(wl_progress *p, const wl_quiz_session *s, wl_error *err);

#endif
