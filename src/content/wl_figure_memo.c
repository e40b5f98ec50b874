/* Remembered model answers for figures (wl_figure_memo.h). A fixed table
 * per kind, replaced in turn when full; one lock, as a figure may be worked
 * out on any thread. Only specs without an expression are kept: an
 * expression tree is the caller's and may be freed and its address reused. */
#include "wl_figure_memo.h"

#include <pthread.h>
#include <stdbool.h>
#include <string.h>

#include "wl_eval.h"

enum { MEMO_SLOTS = 256 };

typedef struct analysis_slot {
    wl_spec spec;
    wl_analysis analysis;
    wl_shared_summary shared;
} analysis_slot;

typedef struct prediction_slot {
    wl_spec spec;
    size_t size_bytes;
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

static bool find_analysis(const wl_spec *spec, wl_analysis *a, wl_shared_summary *s)
{
    for (size_t i = 0; i < nanalyses; i++)
        if (same_spec(&analyses[i].spec, spec)) {
            *a = analyses[i].analysis;
            *s = analyses[i].shared;
            return true;
        }
    return false;
}

int wl_figure_memo_analysis(const wl_spec *spec, wl_analysis *a, wl_shared_summary *s,
                            wl_error *err)
{
    pthread_mutex_lock(&memo_lock);
    bool found = find_analysis(spec, a, s);
    pthread_mutex_unlock(&memo_lock);
    if (found)
        return 0;
    if (wl_analyze(spec, NULL, a, err) != 0)
        return -1; /* a refusal is not kept: it is cheap and says why each time */
    wl_shared_of(spec, s);
    if (spec->expr)
        return 0;
    pthread_mutex_lock(&memo_lock);
    analysis_slot *slot = &analyses[take_slot(&nanalyses, &next_analysis)];
    slot->spec = *spec;
    slot->analysis = *a;
    slot->shared = *s;
    pthread_mutex_unlock(&memo_lock);
    return 0;
}

static bool find_prediction(const wl_spec *spec, size_t size_bytes, const wl_gpu_consts *consts,
                            wl_prediction *p)
{
    for (size_t i = 0; i < npredictions; i++)
        if (predictions[i].size_bytes == size_bytes && same_spec(&predictions[i].spec, spec) &&
            same_consts(&predictions[i].consts, consts)) {
            *p = predictions[i].prediction;
            return true;
        }
    return false;
}

int wl_figure_memo_prediction(const wl_spec *spec, size_t size_bytes, const wl_gpu_consts *consts,
                              wl_prediction *p, wl_error *err)
{
    pthread_mutex_lock(&memo_lock);
    bool found = find_prediction(spec, size_bytes, consts, p);
    pthread_mutex_unlock(&memo_lock);
    if (found)
        return 0;
    wl_eval_request req = {
        .spec = *spec, .size_bytes = size_bytes, .want = WL_EVAL_PREDICT, .consts = consts};
    wl_eval ev;
    if (wl_eval_experiment(&req, &ev, err) != 0)
        return -1;
    *p = ev.prediction;
    if (spec->expr)
        return 0;
    pthread_mutex_lock(&memo_lock);
    prediction_slot *slot = &predictions[take_slot(&npredictions, &next_prediction)];
    slot->spec = *spec;
    slot->size_bytes = size_bytes;
    slot->consts = *consts;
    slot->prediction = *p;
    pthread_mutex_unlock(&memo_lock);
    return 0;
}
