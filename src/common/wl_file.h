/* One bounded reader for every file warplab opens: lessons, quizzes,
 * reference data, calibration, saved progress.
 *
 * Only regular files are read: a FIFO or a device in their place would block
 * the reader forever. The size is checked with fstat on the opened descriptor
 * before a byte is read, so a huge file costs nothing, and the read itself
 * stops one byte past the limit, so a file that grows meanwhile is refused too.
 * A leading UTF-8 byte-order mark, which some editors write, is accepted and
 * dropped; line numbers are unchanged by it. */
#ifndef WL_FILE_H
#define WL_FILE_H

#include <stddef.h>
#include <stdio.h>

#include "wl_error.h"

/* The largest file of each kind. Real files are a small fraction of these. */
#define WL_LIMIT_LESSON (256 * 1024)     /* one lesson: a few kilobytes of Markdown */
#define WL_LIMIT_QUIZ (64 * 1024)        /* one quiz: a handful of questions */
#define WL_LIMIT_PROGRESS (256 * 1024)   /* saved progress: up to a few hundred short lines */
#define WL_LIMIT_REFERENCE (1024 * 1024) /* reference points of one GPU */
#define WL_LIMIT_CALIBRATION (64 * 1024) /* one calibration result */
#define WL_LIMIT_DEMO (64 * 1024)        /* one demo script: a few dozen steps */
#define WL_LIMIT_SOURCE (256 * 1024)     /* a kernel's source, shown in the lab */
#define WL_LIMIT_TABLE (256 * 1024)      /* a shipped table: SASS, the model ledger */
#define WL_LIMIT_SYSTEM (16 * 1024)      /* what the system reports in /proc */

/* The bytes of a file, NUL-terminated (size excludes the NUL). */
typedef struct wl_contents {
    char *data;
    size_t size;
} wl_contents;

/* Reads path whole into out when it is a regular file of at most limit bytes.
 * kind names the file in messages ("lesson", "quiz", "progress"). On failure
 * returns -1, out is empty and err holds "PATH: <what went wrong>", e.g.
 * "q.ini: cannot read: not a regular file (a FIFO)" or
 * "q.ini: the quiz file is 70000 bytes; a quiz file may have at most 65536". */
int wl_read_file(const char *path, size_t limit, const char *kind, wl_contents *out, wl_error *err);

/* 0 when t holds no NUL byte; else -1 with err "PATH:LINE: a NUL byte: ..."
 * at its line. For readers that walk the text line by line, where a NUL
 * would end the text early and hide the rest from them (and not from
 * another tool reading the same file). */
int wl_contents_no_nul(const wl_contents *t, const char *path, wl_error *err);

/* Same, for a file that may be missing: returns 1 with out empty when path
 * does not exist. A symbolic link that points at nothing is no missing file,
 * for both: "cannot read PATH: it is a symbolic link (to TARGET), which
 * points at nothing". */
int wl_read_file_optional(const char *path, size_t limit, const char *kind, wl_contents *out,
                          wl_error *err);

void wl_contents_free(wl_contents *t);

/* Whether path (links followed) is a regular file, as wl_read_file asks,
 * without opening it (a FIFO is never waited on): 0, or -1 with err holding
 * why not, "it is a directory", "not a regular file (a FIFO)", or the
 * system's reason ("No such file or directory"). */
int wl_regular_file(const char *path, wl_error *err);

/* A directory warplab may keep files in (the state directory): 0 when path
 * is a directory or does not exist yet (it is made when first needed); -1
 * with err "PATH is not a directory (a device)" when something else is
 * there, or a part of the path is not a directory. */
int wl_dir_or_absent(const char *path, wl_error *err);

/* Reads path whole as wl_read_file does and opens the bytes as a stream
 * (s->f): the one way to read a file line by line. 0, or -1 with err set;
 * wl_stream_close closes the stream and frees the bytes. */
typedef struct wl_stream {
    FILE *f;
    wl_contents text;
} wl_stream;
int wl_stream_open(wl_stream *s, const char *path, size_t limit, const char *kind, wl_error *err);
void wl_stream_close(wl_stream *s);

/* A file warplab replaces by a rename or removes (a progress file) is never
 * changed through a symbolic link: the rename or unlink would replace or
 * remove the link, and the file it names would keep its old contents. 0
 * when path is no link; -1 with err "cannot VERB PATH: it is a symbolic
 * link (to TARGET); ..." when it is. */
int wl_refuse_link(const char *path, const char *verb, wl_error *err);

/* Writes path through write(f, ctx) so that a reader finds the old file or
 * the new one, never half of one, even when the writer is killed half way: a
 * temporary file ".NAME.XXXXXX" beside it with the given mode, flushed and
 * synced, renamed over it, then the directory synced. A path that is a
 * symbolic link is refused (the rename would replace the link, not the file
 * it names). Returns 0, or -1 with err set (the temporary file removed). */
int wl_save_atomic(const char *path, unsigned mode, int (*write)(FILE *f, const void *ctx),
                   const void *ctx, wl_error *err);

/* mkdir -p: creates dir and every missing folder above it with mode (the
 * state directory's 0700 for progress and cached calibrations). Returns 0,
 * or -1 with err "cannot create FOLDER: <why>". */
int wl_make_dirs(const char *dir, unsigned mode, wl_error *err);

/* fsync of a directory, so that a rename or unlink in it lasts. */
int wl_sync_dir(const char *dir);

#endif
