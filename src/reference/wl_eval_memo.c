/* Remembered model answers (wl_eval_memo.h). A fixed table per kind,
 * replaced in turn when full; one lock, as the lab's worker evaluates too.
 * Only specs without an expression are kept: an expression tree is the
 * caller's and may be freed and its address reused. A refusal is not kept:
 * it is cheap and says why each time. */
#include "wl_eval_memo.h"

#include <pthread.h>
#include <stdbool.h>
#include <string.h>

enum { MEMO_SLOTS = 256 };

typedef struct analysis_slot {
    wl_spec spec;
    bool dram; /* false: wl_analyze_without_dram's */
    wl_analysis analysis;
    wl_shared_summary shared;
} analysis_slot;

typedef struct prediction_slot {
    wl_spec spec;
    double elements;
    int block_threads;
    bool default_mem;
    wl_memparams mem;
    wl_gpu_consts consts;
    wl_prediction prediction;
} prediction_slot;

static pthread_mutex_t memo_lock = PTHREAD_MUTEX_INITIALIZER;
static analysis_slot analyses[MEMO_SLOTS];
static size_t nanalyses, next_analysis;
static prediction_slot predictions[MEMO_SLOTS];
static size_t npredictions, next_prediction;

/* Field by field: padding bytes may differ between equal specs. */
static bool same_spec(const wl_spec *a, const wl_spec *b)
{
    return a->kernel == b->kernel && a->type == b->type && a->param == b->param &&
           a->warp == b->warp && a->unroll == b->unroll && a->n == b->n && a->expr == b->expr &&
           a->part_warp == b->part_warp;
}

static bool same_mem(const prediction_slot *slot, const wl_memparams *mem)
{
    if (!mem)
        return slot->default_mem;
    return !slot->default_mem && slot->mem.dram_read_granule == mem->dram_read_granule &&
           slot->mem.dram_write_granule == mem->dram_write_granule &&
           slot->mem.l2_holds_launch == mem->l2_holds_launch;
}

/* Byte for byte: equal bytes are equal constants; unequal padding or text
 * after the device name's end only costs a second evaluation. */
static bool same_consts(const wl_gpu_consts *a, const wl_gpu_consts *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

/* The slot a new answer goes to: the next free one, else the oldest. */
static size_t take_slot(size_t *n, size_t *next)
{
    size_t i = *next;
    *next = (i + 1) % MEMO_SLOTS;
    if (*n < MEMO_SLOTS)
        (*n)++;
    return i;
}

/* The slot holding spec's analysis (one with the DRAM estimate where dram
 * asks for it), or -1. */
static long find_analysis(const wl_spec *spec, bool dram)
{
    for (size_t i = 0; i < nanalyses; i++)
        if (same_spec(&analyses[i].spec, spec) && (analyses[i].dram || !dram))
            return (long)i;
    return -1;
}

/* wl_analyze or wl_analyze_without_dram, as dram says, remembered: an
 * analysis with the estimate answers for one without it, which it holds. */
static int memo_analysis(const wl_spec *spec, bool dram, wl_analysis *a, wl_shared_summary *s,
                         wl_error *err)
{
    pthread_mutex_lock(&memo_lock);
    long i = find_analysis(spec, dram);
    if (i >= 0) {
        *a = analyses[i].analysis;
        *s = analyses[i].shared;
    }
    pthread_mutex_unlock(&memo_lock);
    if (i >= 0)
        return 0;
    if ((dram ? wl_analyze(spec, NULL, a, err) : wl_analyze_without_dram(spec, NULL, a, err)) != 0)
        return -1;
    wl_shared_of(spec, s);
    if (spec->expr)
        return 0;
    pthread_mutex_lock(&memo_lock);
    /* A spec has one slot: an analysis without the estimate gives way to
     * one with it (another thread may have remembered either meanwhile). */
    i = find_analysis(spec, false);
    if (i < 0 || (dram && !analyses[i].dram)) {
        analysis_slot *slot = &analyses[i >= 0 ? (size_t)i : take_slot(&nanalyses, &next_analysis)];
        *slot = (analysis_slot){.spec = *spec, .dram = dram, .analysis = *a, .shared = *s};
    }
    pthread_mutex_unlock(&memo_lock);
    return 0;
}

int wl_memo_analysis(const wl_spec *spec, wl_analysis *a, wl_shared_summary *s, wl_error *err)
{
    return memo_analysis(spec, true, a, s, err);
}

int wl_memo_analysis_without_dram(const wl_spec *spec, wl_analysis *a, wl_shared_summary *s,
                                  wl_error *err)
{
    return memo_analysis(spec, false, a, s, err);
}

static bool find_prediction(const wl_spec *spec, double elements, int block_threads,
                            const wl_memparams *mem, const wl_gpu_consts *c, wl_prediction *out)
{
    for (size_t i = 0; i < npredictions; i++) {
        const prediction_slot *slot = &predictions[i];
        if (slot->elements == elements && slot->block_threads == block_threads &&
            same_spec(&slot->spec, spec) && same_mem(slot, mem) && same_consts(&slot->consts, c)) {
            *out = slot->prediction;
            return true;
        }
    }
    return false;
}

int wl_memo_predict(const wl_spec *spec, double elements, int block_threads,
                    const wl_memparams *mem, const wl_gpu_consts *c, wl_prediction *out,
                    wl_error *err)
{
    pthread_mutex_lock(&memo_lock);
    bool found = find_prediction(spec, elements, block_threads, mem, c, out);
    pthread_mutex_unlock(&memo_lock);
    if (found)
        return 0;
    if (wl_predict_launch_mem(spec, elements, block_threads, mem, c, out, err) != 0)
        return -1;
    if (spec->expr)
        return 0;
    pthread_mutex_lock(&memo_lock);
    prediction_slot *slot = &predictions[take_slot(&npredictions, &next_prediction)];
    *slot = (prediction_slot){.spec = *spec,
                              .elements = elements,
                              .block_threads = block_threads,
                              .default_mem = mem == NULL,
                              .mem = mem ? *mem : (wl_memparams){0},
                              .consts = *c,
                              .prediction = *out};
    pthread_mutex_unlock(&memo_lock);
    return 0;
}
