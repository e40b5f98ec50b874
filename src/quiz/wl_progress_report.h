/* One student's progress as a report (warplab progress) and back: the JSON
 * export a student hands in, which `warplab class` reads like a progress
 * file. Its schema (every member always present; times in seconds since
 * 1970, 0 for none, and as UTC text or null):
 *   {"format": "warplab-progress-export 1", "student": S, "name": S|null,
 *    "current": SLUG|null,
 *    "sections": [{"slug": S, "title": S|null}],              visited ones
 *    "quizzes": [{"quiz": S, "last": N, "best": N, "total": N,
 *                 "when": N, "when_utc": S|null}],
 *    "answers": [{"quiz": S, "question": S, "right": B, "tries": N,
 *                 "when": N, "answer": S}],
 *    "predictions": [{"section": S, "prompt": S, "right": B, "when": N,
 *                     "guess": S}]} */
#ifndef WL_PROGRESS_REPORT_H
#define WL_PROGRESS_REPORT_H

#include <stdio.h>

#include "wl_json_read.h"
#include "wl_lesson.h"
#include "wl_progress.h"

#define WL_PROGRESS_EXPORT "warplab-progress-export 1"
/* And of a class summary (warplab class --json), which is no export. */
#define WL_CLASS_FORMAT "warplab-class 1"

/* The record above; course (may be NULL) gives the sections' titles. */
void wl_progress_report_json(FILE *out, const wl_progress *p, const char *student,
                             const wl_course *course);

/* Plain text for a person: who, sections visited with their titles, each
 * quiz's last and best score with when, each answer, each prediction. */
void wl_progress_report_text(FILE *out, const wl_progress *p, const char *student,
                             const wl_course *course);

/* Reads an export back into *p (cleared first). 0, or -1 with err naming
 * path and what is wrong. */
int wl_progress_from_json(const char *path, const wl_jv *v, wl_progress *p, wl_error *err);

#endif
