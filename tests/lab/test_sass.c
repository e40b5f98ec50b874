/* Reading SASS: cuobjdump's listing summarised per function, the shipped
 * table looked up by the kernel instance the registry names. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "wl_check.h"
#include "wl_sass.h"

static const char listing[] =
    "\tcode for sm_90\n"
    "\t\tFunction : _Z9wl_vectorI6float4Li2EEvPT_\n"
    "        /*0000*/                   LDC R1, c[0x0][0x28] ;\n"
    "        /*0050*/                   LDG.E.128 R4, desc[UR4][R2.64] ;\n"
    "        /*0060*/                   LDG.E.128 R8, desc[UR4][R2.64+0x1000] ;\n"
    "        /*00a0*/                   STG.E.128 desc[UR4][R2.64], R4 ;\n"
    "        /*00b0*/                   STG.E.128 desc[UR4][R2.64+0x1000], R8 ;\n"
    "\t\tFunction : wl_expr_kernel\n"
    "        /*0050*/              @P0 LDG.E R4, desc[UR4][R2.64] ;\n"
    "        /*0060*/                   LDGSTS.E [R1], desc[UR4][R2.64] ;\n"
    "        /*00a0*/                   STG.E desc[UR4][R2.64], R5 ;\n"
    "\t\tFunction : empty\n"
    "        /*0000*/                   EXIT ;\n";

static char got[3][2][256];
static int ngot;

static void keep(const char *name, const char *ops, void *ctx)
{
    (void)ctx;
    if (ngot < 3) {
        snprintf(got[ngot][0], sizeof got[0][0], "%s", name);
        snprintf(got[ngot][1], sizeof got[0][1], "%s", ops);
    }
    ngot++;
}

static void summarize(void)
{
    FILE *f = fmemopen((void *)listing, sizeof listing - 1, "r");
    wl_error err;
    CHECK(f && wl_sass_summarize(f, keep, NULL, &err) == 0);
    fclose(f);
    CHECK_EQ_INT(ngot, 3);
    CHECK_STR(got[0][0], "_Z9wl_vectorI6float4Li2EEvPT_");
    CHECK_STR(got[0][1], "LDG.E.128 x2, STG.E.128 x2");
    CHECK_STR(got[1][1], "LDG.E x1, STG.E x1"); /* LDGSTS is not a global load */
    CHECK_STR(got[2][1], "no global memory instruction");
}

static void lookup(void)
{
    char dir[] = "/tmp/wl-sass-XXXXXX", path[256], name[128], ops[WL_SASS_OPS_MAX];
    CHECK(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/kernels", dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/kernels/sass", dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/%s", dir, WL_SASS_FILE);
    FILE *f = fopen(path, "w");
    fputs("# comment\nwl_stride<float, 10>: LDG.E x10, STG.E x10\n"
          "wl_stride<float, 1>: LDG.E x1, STG.E x1\n"
          "wl_transpose_naive<double>: LDG.E.64 x4, STG.E.64 x4\n",
          f);
    fclose(f);
    wl_spec s;
    wl_error err;
    wl_spec_default(WL_KERNEL_STRIDE, WL_TYPE_F32, &s);
    CHECK(wl_sass_lookup(dir, &s, name, sizeof name, ops, sizeof ops, &err) == 0);
    CHECK_STR(name, "wl_stride<float, 1>");
    CHECK_STR(ops, "LDG.E x1, STG.E x1");
    wl_spec_default(WL_KERNEL_TRANSPOSE_NAIVE, WL_TYPE_F64, &s);
    CHECK(wl_sass_lookup(dir, &s, name, sizeof name, ops, sizeof ops, &err) == 0);
    CHECK_STR(ops, "LDG.E.64 x4, STG.E.64 x4");
    wl_spec_default(WL_KERNEL_VECTOR, WL_TYPE_F32, &s);
    CHECK(wl_sass_lookup(dir, &s, name, sizeof name, ops, sizeof ops, &err) != 0);
    CHECK_STR(name, "wl_vector<float4, 1>");
    CHECK(strstr(err.msg, "no line for wl_vector<float4, 1>") != NULL);
    s.kernel = WL_KERNEL_EXPR;
    CHECK(wl_sass_lookup(dir, &s, name, sizeof name, ops, sizeof ops, &err) != 0);
    remove(path);
    snprintf(path, sizeof path, "rm -r '%s'", dir);
    CHECK(system(path) == 0);
}

int main(void)
{
    summarize();
    lookup();
    return CHECK_DONE();
}
