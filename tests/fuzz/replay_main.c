/* Runs a fuzz target's entry point once over every file named on the command
 * line (directories: every file inside, one level). Builds without libFuzzer,
 * so any compiler replays the seed corpus and the inputs that once crashed, as
 * an ordinary test, under the sanitizers of that build. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv) __attribute__((weak));

/* Reads a whole file into an exact-size buffer, so that reading one byte past
 * the input is caught. */
static uint8_t *read_exact(FILE *f, size_t *size)
{
    size_t cap = 4096, len = 0, got;
    uint8_t *buf = malloc(cap);
    while (buf && (got = fread(buf + len, 1, cap - len, f)) > 0) {
        len += got;
        if (len == cap) {
            uint8_t *bigger = realloc(buf, cap *= 2);
            if (!bigger)
                free(buf);
            buf = bigger;
        }
    }
    uint8_t *exact = buf ? malloc(len ? len : 1) : NULL;
    if (exact)
        memcpy(exact, buf, len);
    free(buf);
    *size = len;
    return exact;
}

static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return -1;
    }
    size_t size;
    uint8_t *data = read_exact(f, &size);
    fclose(f);
    if (!data) {
        fprintf(stderr, "%s: out of memory\n", path);
        return -1;
    }
    LLVMFuzzerTestOneInput(data, size);
    free(data);
    return 0;
}

static int replay_dir(const char *dir, int *count)
{
    DIR *d = opendir(dir);
    if (!d) {
        perror(dir);
        return -1;
    }
    int rc = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        char *path = malloc(len);
        if (!path) {
            rc = -1;
            break;
        }
        snprintf(path, len, "%s/%s", dir, e->d_name);
        struct stat st;
        if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
            if (replay_file(path) != 0)
                rc = -1;
            (*count)++;
        }
        free(path);
    }
    closedir(d);
    return rc;
}

int main(int argc, char **argv)
{
    if (LLVMFuzzerInitialize)
        LLVMFuzzerInitialize(&argc, &argv);
    int rc = 0, count = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) {
            perror(argv[i]);
            rc = 1;
        } else if (S_ISDIR(st.st_mode)) {
            if (replay_dir(argv[i], &count) != 0)
                rc = 1;
        } else {
            if (replay_file(argv[i]) != 0)
                rc = 1;
            count++;
        }
    }
    /* An empty corpus would make this test pass without testing anything. */
    if (count == 0) {
        fprintf(stderr, "replay: no input files given\n");
        return 1;
    }
    printf("replay: %d input(s) ran\n", count);
    return rc;
}
