/* The analysis part of `model --json`, one writer for every family: a
 * built-in kernel and a custom expression carry the same fields (the
 * warp's load and store, the DRAM estimate with the granules it used, the
 * shared-memory instruction or null), documented once in warplab(1). */
#ifndef WL_MODEL_JSON_H
#define WL_MODEL_JSON_H

#include <stdio.h>

#include "wl_model.h"

/* Opens the object and writes what names the experiment: "kernel", "type",
 * "param" (the slider's value, null when param_name is NULL: the kernel has
 * no slider), "param_name", "warp", "unroll", "instructions_per_warp" and
 * "index_expression" (as a student reads it, "a[i * s] += 1"). */
void wl_model_json_head(FILE *out, const char *kernel, const wl_spec *spec, const char *param_name,
                        const char *index_expression);

/* Writes "load", "store", the per-element byte counts, the granules of mem
 * and "shared", each line starting with two spaces; ends after the comma of
 * the last field, so the caller goes on with the next. */
void wl_model_json_analysis(FILE *out, const wl_analysis *a, const wl_memparams *mem);

#endif
