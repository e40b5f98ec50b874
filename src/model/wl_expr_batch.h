/* A custom experiment's element indices for a run of consecutive threads,
 * the tree evaluated node by node over all of them (wl_expr_batch.c): the
 * one place the whole-launch counts evaluate threads, so it also keeps
 * their tally against the work budget. Pure C. */
#ifndef WL_EXPR_BATCH_H
#define WL_EXPR_BATCH_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>

#include "wl_expr_model.h"

/* Threads evaluated at once. */
#define WL_EXPR_BATCH 1024

/* Thread evaluations one whole-launch count may spend: a launch whose
 * pattern repeats costs a few periods, one that repeats nothing costs
 * every thread five or six times (sectors, then DRAM pieces and elements
 * of each side). This lets such a launch reach the lab's 256 MiB working
 * set of floats (64 Mi threads, 8 s on one laptop core); past it the count
 * is refused rather than left running for minutes. */
#define WL_EXPR_MAX_EVALUATIONS ((int64_t)1 << 29)

/* Element indices e(first) .. e(first + count - 1) into out (count at most
 * WL_EXPR_BATCH; the range check has ruled out every fault). */
void wl_expr_batch(const wl_expr_experiment *x, const wl_expr *e, int64_t n, int64_t s,
                   int64_t first, int count, int64_t *out);

/* Threads of first..end-1 a batch from first takes. */
static inline int wl_expr_batch_size(int64_t first, int64_t end)
{
    return (int)(end - first < WL_EXPR_BATCH ? end - first : WL_EXPR_BATCH);
}

/* The DRAM piece (bytes >> shift) element idx falls in, es bytes an
 * element; an index below 0 (none passes the range check) counts as 0. */
static inline uint64_t wl_expr_piece(int64_t idx, uint64_t es, int shift)
{
    return ((uint64_t)(idx < 0 ? 0 : idx) * es) >> shift;
}

/* Evaluations a thread counted one by one costs: its sides once for their
 * sectors, then each side's DRAM granules and elements, and with a store
 * expression whose pieces are marked over the whole launch (stores_union:
 * L2 holds it and the bits fit) both sides again for the pieces only the
 * stores touch. */
static inline int wl_expr_evaluations_per_thread(const wl_expr_experiment *x, bool stores_union)
{
    return x->store_given ? 2 + 4 + (stores_union ? 2 : 0) : 1 + 4;
}

/* The tally of this thread's evaluations: reset before a count, read to
 * see whether the budget is spent. */
void wl_expr_batch_reset(void);
/* Adds to the tally work that evaluates no thread but costs as much as
 * this many evaluations (the DRAM windows a proof moves, not counts), so
 * the budget bounds that work too. */
void wl_expr_batch_charge(int64_t evaluations);
int64_t wl_expr_batch_evaluated(void);
bool wl_expr_batch_over_budget(void);

/* A count this thread runs stops at its next batch once *flag is nonzero
 * (NULL: never), so a caller that no longer wants it (the lab's slider moved
 * on, the lab is quitting) need not wait for it: the count then fails,
 * wl_expr_batch_cancelled() saying why. The flag is the caller's, written
 * from any thread. */
void wl_expr_batch_cancel_on(const volatile sig_atomic_t *flag);
bool wl_expr_batch_cancelled(void);

#endif
