/* Kernels generated from expressions, and NVRTC compiling them, without a
 * GPU. Modes:
 *   codegen  the generated source: its guard, its names, C from the tree
 *            meaning what the tree means (always runs);
 *   compile  every corpus expression compiled to a CUBIN for Hopper and
 *            Ampere, f32 and f64, unrolled and not; exit 77 without NVRTC;
 *   absent   with WARPLAB_NVRTC naming a missing library: the one-line
 *            reason, and compiling fails with it. */
#include <stdlib.h>

#include "wl_check.h"
#include "wl_nvrtc.h"

static const char *const corpus[] = {
    "i",
    "i + s",
    "i * s",
    "i * 3",
    "(i * 33) % n",
    "i ^ 1",
    "i / 32 * 128 + i % 32",
    "(i % 1024) * 1024 + i / 1024",
    "0",
    "n - 1 - i",
    "min(i + s, n - 1)",
    "max(i - s, 0)",
    "(lane ^ s) + warp * 32",
    "tid * 8 + block * 2048 >> 3",
    "i << 1 | 1",
    "-(-i)",
    "--i & 0x7fffffff",
    "i - -s",
    "(i >> 5) % 7 * 32 + lane",
};
enum { NCORPUS = sizeof corpus / sizeof corpus[0] };

static int make(wl_expr_experiment *x, const char *load, const char *store, wl_type t)
{
    wl_error err;
    int rc = wl_expr_experiment_init(x, load, store, t, 0, 32, 256, NULL, &err);
    CHECK_MSG(rc == 0, "'%s': %s", load, err.msg);
    return rc;
}

/* C printed from the tree parses back to a tree with the same values. */
static void check_round_trip(const char *text)
{
    wl_expr e, back;
    char c[600];
    wl_error err;
    if (wl_expr_parse(text, &e, NULL, &err) != 0)
        return;
    wl_expr_to_c(&e, c, sizeof c);
    CHECK_MSG(wl_expr_parse(c, &back, NULL, &err) == 0, "'%s' printed as '%s': %s", text, c,
              err.msg);
    for (int64_t i = 0; i < 5000; i += 97) {
        wl_expr_env env = {{i, i % 32, i / 32, i / 256, i % 256, i % 33, 4096}};
        int64_t a = 0, b = 1;
        wl_expr_eval(&e, &env, &a, NULL);
        wl_expr_eval(&back, &env, &b, NULL);
        CHECK_MSG(a == b, "'%s' vs '%s' at i=%lld: %lld, %lld", text, c, (long long)i, (long long)a,
                  (long long)b);
    }
}

static void test_codegen(void)
{
    static char src[WL_EXPR_SOURCE_MAX];
    wl_expr_experiment x;
    wl_error err;
    if (make(&x, "(i * 33) % n", "i ^ lane", WL_TYPE_F64) != 0)
        return;
    CHECK(wl_expr_codegen(&x, 4, src, sizeof src, &err) == 0);
    CHECK_CONTAINS(src, "extern \"C\" __global__ void __launch_bounds__(256)\n"
                        "wl_expr_kernel(double *a, i64 n, u64 extent, i64 s)");
    CHECK_CONTAINS(src, "const i64 i = ((i64)blockIdx.x * 4 + u) * 256 + threadIdx.x;");
    CHECK_CONTAINS(src, "const i64 lane = i % 32;");
    CHECK_CONTAINS(src, "const i64 load = wl_mod(wl_mul(i, 33ll), n);");
    CHECK_CONTAINS(src, "at[u] = wl_xor(i, lane);");
    /* The guard on both sides. */
    CHECK_CONTAINS(src, "v[u] = (u64)load < extent ? a[load] : double(0);");
    CHECK_CONTAINS(src, "if ((u64)at[u] < extent)\n            a[at[u]] = v[u] + double(1);");
    CHECK_CONTAINS(src, " *   load  = i * 33 % n\n *   store = i ^ lane\n");
    CHECK(strstr(src, "const i64 warp") == NULL); /* only the names used */
    CHECK(wl_expr_codegen(&x, 17, src, sizeof src, &err) == -1);
    CHECK_CONTAINS(err.msg, "unroll 17 is out of range");
    char tiny[64];
    CHECK(wl_expr_codegen(&x, 1, tiny, sizeof tiny, &err) == -1);
    CHECK_CONTAINS(err.msg, "does not fit");

    /* Printing from the tree, parentheses only where C needs them. */
    static const char *const printed[][2] = {
        {"(i * 33) % n", "i * 33 % n"},
        {"i - (s - 1)", "i - (s - 1)"},
        {"(i - s) - 1", "i - s - 1"},
        {"-(-i)", "-(-i)"},
        {"1 << (2 + s)", "1 << 2 + s"},
        {"(i | 1) & 3", "(i | 1) & 3"},
        {"min((i), max(s, 2))", "min(i, max(s, 2))"},
    };
    for (size_t k = 0; k < sizeof printed / sizeof printed[0]; k++) {
        wl_expr e;
        char c[256];
        CHECK(wl_expr_parse(printed[k][0], &e, NULL, &err) == 0);
        wl_expr_to_c(&e, c, sizeof c);
        CHECK_STR(c, printed[k][1]);
    }
    for (int k = 0; k < NCORPUS; k++)
        check_round_trip(corpus[k]);
}

static int test_compile(void)
{
    wl_error absent;
    if (wl_nvrtc_load(&absent) != 0) {
        printf("skipped: %s\n", absent.msg);
        return 77;
    }
    static char src[WL_EXPR_SOURCE_MAX];
    double slowest = 0;
    for (int k = 0; k < NCORPUS; k++) {
        for (int t = 0; t < WL_TYPE_COUNT; t++) {
            wl_expr_experiment x;
            wl_error err;
            if (make(&x, corpus[k], corpus[(k + 1) % NCORPUS], (wl_type)t) != 0)
                continue;
            int unroll = k % 2 ? 4 : 1, major = k % 3 ? 9 : 8;
            CHECK(wl_expr_codegen(&x, unroll, src, sizeof src, &err) == 0);
            wl_nvrtc_image img;
            CHECK_MSG(wl_nvrtc_compile(src, major, 0, &img, &err) == 0, "'%s': %s", corpus[k],
                      err.msg);
            CHECK(img.size > 4 && memcmp(img.data, "\177ELF", 4) == 0);
            slowest = img.compile_ms > slowest ? img.compile_ms : slowest;
            wl_nvrtc_image_free(&img);
        }
    }
    /* What NVRTC says about source it cannot compile reaches the caller. */
    wl_nvrtc_image img;
    wl_error err;
    CHECK(wl_nvrtc_compile("__global__ void k() { undeclared(); }", 9, 0, &img, &err) == -1);
    CHECK_CONTAINS(err.msg, "NVRTC: NVRTC_ERROR_COMPILATION");
    CHECK_CONTAINS(err.msg, "undeclared");
    char version[32];
    wl_nvrtc_version(version, sizeof version);
    printf("NVRTC %s: slowest compile %.0f ms\n", version, slowest);
    return CHECK_DONE();
}

static int test_absent(void)
{
    wl_error absent;
    CHECK(wl_nvrtc_load(&absent) == -1);
    CHECK_CONTAINS(absent.msg, "NVRTC not found (WARPLAB_NVRTC=");
    CHECK(strchr(absent.msg, '\n') == NULL);
    wl_nvrtc_image img;
    wl_error err;
    CHECK(wl_nvrtc_compile("extern \"C\" __global__ void k() {}", 9, 0, &img, &err) == -1);
    CHECK_CONTAINS(err.msg, "NVRTC not found");
    char version[32];
    wl_nvrtc_version(version, sizeof version);
    CHECK_STR(version, "none");
    return CHECK_DONE();
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "codegen";
    if (strcmp(mode, "compile") == 0)
        return test_compile();
    if (strcmp(mode, "absent") == 0)
        return test_absent();
    test_codegen();
    return CHECK_DONE();
}
