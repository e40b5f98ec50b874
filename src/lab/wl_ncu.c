/* Nsight Compute as a child process, and its CSV report. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "wl_ncu.h"
#include "wl_printable.h"

static const char *const metric_names[WL_NCU_NMETRICS] = {
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
    "dram__bytes_read.sum",
    "dram__bytes_write.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
    "smsp__inst_executed_op_shared_ld.sum",
    "smsp__inst_executed_op_shared_st.sum",
};

static bool is_executable(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, X_OK) == 0;
}

int wl_ncu_find(const char *explicit_path, char *out, size_t outsz, wl_error *err)
{
    if (explicit_path) {
        if (!is_executable(explicit_path))
            return wl_fail_status(err, WL_EXIT_UNAVAILABLE,
                                  "Nsight Compute not found: '%s' is not an executable file",
                                  explicit_path);
        snprintf(out, outsz, "%s", explicit_path);
        return 0;
    }
    const char *path = getenv("PATH");
    char dir[4096];
    for (const char *p = path ? path : ""; *p;) {
        size_t len = strcspn(p, ":");
        if (len > 0 && len < sizeof dir - 8) {
            snprintf(dir, sizeof dir, "%.*s/ncu", (int)len, p);
            if (is_executable(dir)) {
                snprintf(out, outsz, "%s", dir);
                return 0;
            }
        }
        p += len;
        if (*p == ':')
            p++;
    }
    return wl_fail_status(err, WL_EXIT_UNAVAILABLE,
                          "Nsight Compute (ncu) is not on PATH; install it or give --ncu PATH");
}

static int read_all(int fd, char **output)
{
    size_t cap = 65536, len = 0;
    char *buf = malloc(cap);
    if (!buf)
        return -1;
    for (;;) {
        if (cap - len < 4096) {
            char *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                return -1;
            }
            buf = nb;
            cap *= 2;
        }
        ssize_t r = read(fd, buf + len, cap - len - 1);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        len += (size_t)r;
    }
    buf[len] = '\0';
    *output = buf;
    return 0;
}

int wl_spawn_capture(char *const argv[], char **output)
{
    int fds[2];
    *output = NULL;
    if (pipe(fds) != 0)
        return -1;
    pid_t pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        return -1;
    }
    if (pid == 0) {
        dup2(fds[1], STDOUT_FILENO);
        dup2(fds[1], STDERR_FILENO);
        close(fds[0]);
        close(fds[1]);
        execv(argv[0], argv);
        char name[256];
        fprintf(stderr, "cannot start %s: %s\n", wl_printable(argv[0], name, sizeof name),
                strerror(errno));
        _exit(127);
    }
    close(fds[1]);
    int rc = read_all(fds[0], output);
    close(fds[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (rc != 0)
        return -1;
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

bool wl_ncu_permission_denied(const char *output)
{
    return output && strstr(output, "ERR_NVGPUCTRPERM") != NULL;
}

/* Splits one CSV line ("a","b,c","d") into at most max fields, in place. */
static int csv_fields(char *line, char **f, int max)
{
    int n = 0;
    char *p = line;
    while (*p && n < max) {
        char *w = p;
        f[n++] = w;
        if (*p == '"') {
            p++;
            for (;;) {
                if (!*p)
                    break;
                if (*p == '"' && p[1] == '"') {
                    *w++ = '"';
                    p += 2;
                } else if (*p == '"') {
                    p++;
                    break;
                } else {
                    *w++ = *p++;
                }
            }
        } else {
            while (*p && *p != ',')
                *w++ = *p++;
        }
        char *next = strchr(p, ',');
        *w = '\0';
        if (!next)
            break;
        p = next + 1;
    }
    return n;
}

/* "1,048,576" or "1048576.00": ncu may group digits. */
static double metric_value(const char *s)
{
    char digits[64];
    size_t n = 0;
    for (; *s && n < sizeof digits - 1; s++)
        if (*s != ',')
            digits[n++] = *s;
    digits[n] = '\0';
    return strtod(digits, NULL);
}

typedef struct columns {
    int id, name, metric, value, count;
} columns;

static int find_columns(char **f, int n, columns *c)
{
    c->id = c->name = c->metric = c->value = -1;
    c->count = n;
    for (int i = 0; i < n; i++) {
        if (strcmp(f[i], "ID") == 0)
            c->id = i;
        else if (strcmp(f[i], "Kernel Name") == 0)
            c->name = i;
        else if (strcmp(f[i], "Metric Name") == 0)
            c->metric = i;
        else if (strcmp(f[i], "Metric Value") == 0)
            c->value = i;
    }
    return (c->id >= 0 && c->name >= 0 && c->metric >= 0 && c->value >= 0) ? 0 : -1;
}

static void add_row(char **f, const columns *c, wl_ncu_launch *launches, int *count, int max)
{
    int id = atoi(f[c->id]);
    if (id < 0 || id >= max)
        return;
    if (id >= *count)
        *count = id + 1;
    wl_ncu_launch *l = &launches[id];
    snprintf(l->kernel_name, sizeof l->kernel_name, "%s", f[c->name]);
    for (int m = 0; m < WL_NCU_NMETRICS; m++)
        if (strcmp(f[c->metric], metric_names[m]) == 0) {
            l->metric[m] = metric_value(f[c->value]);
            l->have[m] = true;
        }
}

int wl_ncu_parse_csv(const char *output, wl_ncu_launch **out)
{
    enum { MAX_LAUNCHES = 4096, MAX_FIELDS = 64 };
    wl_ncu_launch *launches = calloc(MAX_LAUNCHES, sizeof *launches);
    char *copy = strdup(output ? output : "");
    if (!launches || !copy) {
        free(launches);
        free(copy);
        return -1;
    }
    columns cols;
    bool header = false;
    int count = 0;
    char *f[MAX_FIELDS];
    for (char *save = NULL, *line = strtok_r(copy, "\n", &save); line;
         line = strtok_r(NULL, "\n", &save)) {
        line[strcspn(line, "\r")] = '\0';
        if (line[0] != '"')
            continue; /* ==PROF== lines and the program's own output */
        int n = csv_fields(line, f, MAX_FIELDS);
        if (!header) {
            header = find_columns(f, n, &cols) == 0;
            continue;
        }
        if (n == cols.count)
            add_row(f, &cols, launches, &count, MAX_LAUNCHES);
    }
    free(copy);
    if (!header) {
        free(launches);
        return -1;
    }
    *out = launches;
    return count;
}
