/* Every bad spec is refused with a message naming the value and the range. */
#include <string.h>

#include "wl_check.h"
#include "wl_family.h"

static void refused(wl_kernel k, int param, long warp, int unroll, const char *needle)
{
    wl_spec spec;
    wl_error err = {0};
    wl_spec_default(k, WL_TYPE_F32, &spec);
    spec.param = param;
    spec.warp = warp;
    spec.unroll = unroll;
    CHECK(wl_spec_validate(&spec, &err) != 0);
    if (!strstr(err.msg, needle)) {
        fprintf(stderr, "message '%s' lacks '%s'\n", err.msg, needle);
        check_failures++;
    }
}

static void names(void)
{
    for (int k = 0; k < wl_family_count(); k++) {
        wl_kernel back;
        if (wl_family_of((wl_kernel)k)->lanes_from != WL_LANES_KERNEL) {
            CHECK(wl_kernel_from_name(wl_kernel_name((wl_kernel)k), &back) != 0);
            continue; /* a custom experiment is not named on the command line */
        }
        CHECK(wl_kernel_from_name(wl_kernel_name((wl_kernel)k), &back) == 0);
        CHECK_EQ_INT(back, k);
        CHECK(strstr(wl_kernel_names_list(), wl_kernel_name((wl_kernel)k)) != NULL);
    }
    wl_kernel k;
    wl_type t;
    CHECK(wl_kernel_from_name("Stride", &k) != 0);
    CHECK(wl_kernel_from_name(NULL, &k) != 0);
    CHECK(wl_type_from_name("f64", &t) == 0 && t == WL_TYPE_F64);
    CHECK(wl_type_from_name("f16", &t) != 0);
}

int main(void)
{
    refused(WL_KERNEL_STRIDE, 0, 0, 1, "stride 0");
    refused(WL_KERNEL_STRIDE, 33, 0, 1, "1..32");
    refused(WL_KERNEL_OFFSET, -1, 0, 1, "offset -1");
    refused(WL_KERNEL_OFFSET, 33, 0, 1, "0..32");
    refused(WL_KERNEL_TRANSPOSE_NAIVE, 48, 0, 1, "multiple of 32");
    refused(WL_KERNEL_TRANSPOSE_NAIVE, 0, 0, 1, "N 0");
    refused(WL_KERNEL_TRANSPOSE_TILED, 32768, 0, 1, "32..16384");
    refused(WL_KERNEL_SOA, 0, 0, 0, "unroll 0");
    refused(WL_KERNEL_SOA, 0, 0, 17, "1..16");
    refused(WL_KERNEL_SOA, 0, -1, 1, "warp -1");
    /* N = 64: 2 x 2 tiles of 8 warps, so warps 0..31. */
    refused(WL_KERNEL_TRANSPOSE_READCO, 64, 32, 1, "0..31");
    refused(WL_KERNEL_TRANSPOSE_TILED, 64, 0, 4, "unroll applies to");
    refused(WL_KERNEL_VECTOR, 3, 0, 1, "width 3");
    refused(WL_KERNEL_VECTOR, 8, 0, 1, "1, 2 or 4");
    {
        wl_spec v;
        wl_error e;
        wl_spec_default(WL_KERNEL_VECTOR, WL_TYPE_F64, &v);
        CHECK_EQ_INT(v.param, 2); /* f64 has no width 4: the default is the widest it has */
        v.param = 4;
        CHECK(wl_spec_validate(&v, &e) != 0 && strstr(e.msg, "width 4") && !strstr(e.msg, "or 4"));
    }

    wl_spec ok;
    wl_error err;
    wl_spec_default(WL_KERNEL_AOS, WL_TYPE_F64, &ok);
    ok.param = 12345; /* aos has no parameter: ignored */
    CHECK(wl_spec_validate(&ok, &err) == 0);
    names();
    return CHECK_DONE();
}
