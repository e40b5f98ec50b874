/* The shared-memory limit: every wavefront of every shared instruction
 * (wl_banks.h) passes through its SM's banks one after another, at the rate
 * `calibrate` measures with every lane of a warp in one bank (H200: a
 * 32-way conflict takes 32 times a conflict-free read, 16.2 against 0.52 ns
 * per read per SM; reference/nvidia-h200-banks.txt). */
#include "wl_banks.h"
#include "wl_perf.h"

double wl_shared_wavefronts_per_element(const wl_spec *spec)
{
    wl_shared_summary s;
    wl_shared_of(spec, &s);
    if (!s.present)
        return 0;
    double elements_per_warp = (double)WL_WARP_SIZE * wl_instructions_per_warp(spec) *
                               wl_lane_bytes(spec) / wl_type_bytes(spec->type);
    return (s.ld_wavefronts + s.st_wavefronts) / elements_per_warp;
}

double wl_shared_limit_s(const wl_spec *spec, double n, const wl_gpu_consts *c)
{
    return n * wl_shared_wavefronts_per_element(spec) / (c->sms * c->shared_wavefronts_per_s);
}
