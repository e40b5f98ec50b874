/* The backends' tables, for wl_backend_open only. */
#ifndef WL_BACKEND_IMPL_H
#define WL_BACKEND_IMPL_H

#include "wl_backend.h"

extern const wl_backend_ops wl_model_ops;
#ifdef WARPLAB_HAVE_CUDA
extern const wl_backend_ops wl_cuda_ops;
#endif

/* Both backends keep their message here: one line, no trailing newline. */
void wl_backend_set_error(wl_backend *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#endif
