/* The model's answers worked out once per process. A course states several
 * fields of one experiment (sectors, lines, bytes of one spec), the lab's
 * start checks every figure, and the chart predicts every point of the
 * slider again each time a section or a prompt shows that experiment: the
 * same analysis and the same prediction were worked out again and again.
 * The model is a pure function of what is compared here, so a remembered
 * answer is the answer. */
#ifndef WL_EVAL_MEMO_H
#define WL_EVAL_MEMO_H

#include "wl_banks.h"
#include "wl_error.h"
#include "wl_model.h"
#include "wl_perf.h"

/* wl_analyze(spec, NULL, ...) and wl_shared_of(spec, ...), remembered. */
int wl_memo_analysis(const wl_spec *spec, wl_analysis *a, wl_shared_summary *s, wl_error *err);
/* The same with wl_analyze_without_dram: for a figure that reads no DRAM
 * field (most of a course's). */
int wl_memo_analysis_without_dram(const wl_spec *spec, wl_analysis *a, wl_shared_summary *s,
                                  wl_error *err);

/* wl_predict_launch_mem, remembered. */
int wl_memo_predict(const wl_spec *spec, double elements, int block_threads,
                    const wl_memparams *mem, const wl_gpu_consts *c, wl_prediction *out,
                    wl_error *err);

#endif
