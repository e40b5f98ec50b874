/* The instruction behind "one instruction": the global memory instructions
 * (LDG, STG) each kernel's sm_90 machine code issues, as cuobjdump -sass
 * shows them. The lab's own kernels' are shipped as text
 * (kernels/sass/sm_90.txt, made from the build by tools/sass-table.sh), so
 * builds without CUDA show them too; a custom experiment's are read from its
 * NVRTC CUBIN where the toolkit's cuobjdump is at hand. */
#ifndef WL_SASS_H
#define WL_SASS_H

#include <stdio.h>

#include "wl_error.h"
#include "wl_expr_model.h"
#include "wl_family.h"

#define WL_SASS_ARCH "sm_90"
#define WL_SASS_FILE "kernels/sass/sm_90.txt" /* under the data directory */
#define WL_SASS_OPS_MAX 256

/* Reads cuobjdump -sass text and calls out(name, ops, ctx) for each
 * function: ops is its LDG and STG instructions in order of first
 * appearance, each with how many times it occurs ("LDG.E.128 x4, STG.E.128
 * x4"). Returns 0, or -1 with err (a function with more than fits). */
typedef void (*wl_sass_out)(const char *name, const char *ops, void *ctx);
int wl_sass_summarize(FILE *in, wl_sass_out out, void *ctx, wl_error *err);

/* The shipped line of spec's kernel: its name as the table spells it
 * ("wl_vector<float4, 1>") and its instructions. Returns 0, or -1 with err
 * (no table in the data directory, no line for the kernel). */
int wl_sass_lookup(const char *datadir, const wl_spec *spec, char *name, size_t namesz, char *ops,
                   size_t opssz, wl_error *err);

/* A custom experiment's instructions: its generated kernel compiled by
 * NVRTC for sm_90 and disassembled by cuobjdump. -1 with err saying what is
 * missing (NVRTC, cuobjdump) when it cannot be done here. */
int wl_sass_of_expr(const wl_expr_experiment *x, int unroll, char *ops, size_t opssz,
                    wl_error *err);

#endif
