/* Files a C test writes: one scratch folder per test run, files written into
 * it from strings, and text variants made by replacing part of a string.
 * A setup step that fails ends the test at once (exit 1): the checks after it
 * could not mean anything. */
#ifndef WL_TEST_FILES_H
#define WL_TEST_FILES_H

/* Makes /tmp/wl-NAME.XXXXXX, the folder the other calls use. */
void test_dir_make(const char *name);
/* Removes the folder and everything in it; 0, or -1 when that failed. */
int test_dir_remove(void);
/* Removes PATH and everything under it, links not followed, in this
 * process (a test that empties a folder a thousand times spent most of its
 * time starting `rm -rf`); 0, also when PATH is not there, or -1. */
int test_tree_remove(const char *path);
/* NAME's path inside the folder (a static buffer, valid until the next call). */
const char *test_path(const char *name);
/* Writes TEXT to NAME in the folder; returns its path as test_path does. */
const char *test_write(const char *name, const char *text);
/* TEXT with its first FROM replaced by TO (a static buffer, valid until the
 * next call; TEXT must not be that buffer). */
const char *test_replace(const char *text, const char *from, const char *to);

#endif
