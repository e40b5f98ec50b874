/* The backends' tables, for wl_backend_open only. */
#ifndef WL_BACKEND_IMPL_H
#define WL_BACKEND_IMPL_H

#include "wl_backend.h"

extern const wl_backend_ops wl_model_ops;
#ifdef WARPLAB_HAVE_CUDA
extern const wl_backend_ops wl_cuda_ops;
#endif

#endif
