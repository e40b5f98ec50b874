/* Running Nsight Compute as a child process (an argument vector, never a
 * shell) and reading its --csv report. */
#ifndef WL_NCU_H
#define WL_NCU_H

#include <stdbool.h>
#include <stddef.h>

#include "wl_error.h"

/* The counters verify reads, in this order (WL_NCU_METRIC_*). */
#define WL_NCU_METRICS                                                                             \
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,"                                              \
    "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,"                                             \
    "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum,"                                              \
    "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,"                                             \
    "dram__bytes_read.sum,dram__bytes_write.sum,"                                                  \
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,"                                        \
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,"                                        \
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,"                                    \
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,"                                    \
    "smsp__inst_executed_op_shared_ld.sum,smsp__inst_executed_op_shared_st.sum"

enum {
    WL_NCU_LD_SECTORS,
    WL_NCU_LD_REQUESTS,
    WL_NCU_ST_SECTORS,
    WL_NCU_ST_REQUESTS,
    WL_NCU_DRAM_READ,
    WL_NCU_DRAM_WRITE,
    WL_NCU_SH_LD_WAVEFRONTS, /* shared memory: wavefronts, bank conflicts, warp instructions */
    WL_NCU_SH_ST_WAVEFRONTS,
    WL_NCU_SH_LD_CONFLICTS,
    WL_NCU_SH_ST_CONFLICTS,
    WL_NCU_SH_LD_REQUESTS,
    WL_NCU_SH_ST_REQUESTS,
    WL_NCU_NMETRICS
};

/* One profiled kernel launch. */
typedef struct wl_ncu_launch {
    char kernel_name[160];
    double metric[WL_NCU_NMETRICS];
    bool have[WL_NCU_NMETRICS];
} wl_ncu_launch;

/* Finds ncu: `explicit_path` when given (it must be an executable file),
 * else the first "ncu" on PATH. Returns 0, or -1 with err set
 * (WL_EXIT_UNAVAILABLE). */
int wl_ncu_find(const char *explicit_path, char *out, size_t outsz, wl_error *err);

/* Runs argv (argv[0] a path) with stdout and stderr captured together.
 * Returns the exit status (or 128 + signal), -1 when it cannot start; *output
 * is malloc'ed and NUL-terminated. */
int wl_spawn_capture(char *const argv[], char **output);

/* True when the output says the counters are not permitted for this user. */
bool wl_ncu_permission_denied(const char *output);

/* Parses the --csv report in output: launches in ID order. Returns the count
 * (*out malloc'ed), or -1 when no report is found. */
int wl_ncu_parse_csv(const char *output, wl_ncu_launch **out);

#endif
