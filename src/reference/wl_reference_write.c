/* Writing reference data, atomically: a reader never sees half a file. */
#include <stdio.h>
#include <string.h>

#include "wl_file.h"
#include "wl_reference.h"

static int write_all(FILE *f, const void *ctx)
{
    const wl_reference *ref = ctx;
    fprintf(f, "warplab-reference 1\n"
               "# Effective bandwidth: bytes the kernel asks for (read + write) / kernel time,\n"
               "# median of `reps` timed launches after warm-up; see reference/README.md.\n");
    fprintf(f, "device %s\ncompute_capability %s\ncuda_runtime %s\ndriver %s\ndate %s\n",
            ref->device, ref->compute_capability, ref->cuda_runtime, ref->driver, ref->date);
    fprintf(f, "size_bytes %zu\ncopy_ceiling_gbps %.1f\n", ref->size_bytes, ref->copy_ceiling_gbps);
    if (ref->timing != WL_TIMING_WARPLAB) /* optional; warplab's when absent */
        fprintf(f, "timing %s\n", wl_timing_name(ref->timing));
    fprintf(f, "columns kernel type param unroll reps median_gbps min_gbps max_gbps median_ms\n");
    const char *day = ref->date;
    for (int i = 0; i < ref->npoints; i++) {
        const wl_ref_point *p = &ref->points[i];
        if (p->date[0] && strcmp(p->date, day) != 0) /* rows measured another day */
            fprintf(f, "date %s\n", day = p->date);
        fprintf(f, "%s %s %d %d %d %.1f %.1f %.1f %.5f\n", wl_kernel_name(p->kernel),
                wl_type_name(p->type), p->param, p->unroll, p->reps, p->gbps_median, p->gbps_min,
                p->gbps_max, p->ms_median);
    }
    fprintf(f, "end %d\n", ref->npoints);
    return ferror(f) ? -1 : 0;
}

int wl_reference_save(const char *path, const wl_reference *ref, wl_error *err)
{
    return wl_save_atomic(path, 0644, write_all, ref, err);
}
