/* The backends' tables, for wl_backend_open only. Every build has both: in
 * builds without CUDA, wl_cuda_ops is the one that says so (wl_nocuda.c). */
#ifndef WL_BACKEND_IMPL_H
#define WL_BACKEND_IMPL_H

#include "wl_backend.h"

extern const wl_backend_ops wl_model_ops;
extern const wl_backend_ops wl_cuda_ops;

#endif
