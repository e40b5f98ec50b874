/* The model's answers for lesson figures, worked out once per process: a
 * course states several fields of one experiment (sectors, lines, bytes of
 * one spec) and the lab's start checks every figure, so the same analysis
 * and the same prediction were worked out again for each field. The model is
 * a pure function of what is compared here, so a remembered answer is the
 * answer. */
#ifndef WL_FIGURE_MEMO_H
#define WL_FIGURE_MEMO_H

#include <stddef.h>

#include "wl_banks.h"
#include "wl_error.h"
#include "wl_model.h"
#include "wl_perf.h"

/* wl_analyze(spec, NULL, ...) and wl_shared_of(spec, ...), remembered. */
int wl_figure_memo_analysis(const wl_spec *spec, wl_analysis *a, wl_shared_summary *s,
                            wl_error *err);

/* The prediction wl_eval_experiment makes for spec over a working set of
 * size_bytes on the GPU of consts, remembered. */
int wl_figure_memo_prediction(const wl_spec *spec, size_t size_bytes, const wl_gpu_consts *consts,
                              wl_prediction *p, wl_error *err);

#endif
