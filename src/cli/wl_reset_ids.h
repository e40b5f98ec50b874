/* The ids warplab reset --quiz and --section may name: those of the course
 * (its quizzes, its sections' slugs) and those the saved progress holds (a
 * quiz or section since removed from the course can still be forgotten). */
#ifndef WL_RESET_IDS_H
#define WL_RESET_IDS_H

/* quiz and section may be NULL (not asked). WL_EXIT_OK when each id given is
 * known; else WL_EXIT_USAGE after "warplab reset: --quiz 'x': no quiz has
 * that id; the quizzes known are: a, b" (or what makes it no id at all, or
 * the known id it differs from in case only). data_dir: --data-dir (NULL:
 * the default); progress_path: the progress file, read as it is (it may be
 * missing), or NULL to check only that each id is one, before the state
 * directory is looked for (the ids listed are then the course's). */
int wl_reset_check_ids(const char *quiz, const char *section, const char *data_dir,
                       const char *progress_path);

#endif
