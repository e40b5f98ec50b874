/* The kernel family registry: every row is complete, a row missing any one
 * field is refused (naming the field) rather than answering with another
 * family's facts, and the vector family asks for 4, 8 or 16 sectors. */
#include <stddef.h>
#include <string.h>

#include "wl_check.h"
#include "wl_family.h"

/* Each field of a row, by where it lives, to blank one at a time. */
#define FIELD(name)                                                                                \
    {                                                                                              \
#name, offsetof(wl_family, name), sizeof(((wl_family *)0)->name)                           \
    }
static const struct {
    const char *name;
    size_t offset, size;
} fields[] = {
    FIELD(kernel),        FIELD(name),
    FIELD(index_expr),    FIELD(source_function),
    FIELD(partner),       FIELD(lanes_from),
    FIELD(param),         FIELD(unroll_max),
    FIELD(arrays),        FIELD(lanes),
    FIELD(lane_elements), FIELD(instructions_per_warp),
    FIELD(warp_count),    FIELD(launch_elements),
    FIELD(geometry),      FIELD(extent),
    FIELD(param_values),  FIELD(check_param),
    FIELD(expect),        FIELD(sized_by),
};

static void every_row_complete(void)
{
    wl_error err;
    CHECK(wl_family_count() >= 9);
    for (int k = 0; k < wl_family_count(); k++) {
        const wl_family *f = wl_family_of((wl_kernel)k);
        CHECK_MSG(f != NULL, "row %d", k);
        if (f)
            CHECK_MSG(wl_family_complete(f, k, &err) == 0, "%s", err.msg);
    }
    CHECK(wl_family_of((wl_kernel)wl_family_count()) == NULL);
    CHECK(wl_family_of((wl_kernel)-1) == NULL);
}

/* A row with any one field left out (zero, as a designated initialiser
 * leaves it) fails, and the message names that field. The kernel field is
 * blanked to a wrong index for row 0, whose index is 0. */
static void missing_field_refused(void)
{
    for (int k = 0; k < wl_family_count(); k++)
        for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
            wl_family row = *wl_family_of((wl_kernel)k);
            memset((char *)&row + fields[i].offset, 0, fields[i].size);
            if (strcmp(fields[i].name, "kernel") == 0)
                row.kernel = (wl_kernel)(k + 1);
            wl_error err = {0};
            int rc = wl_family_complete(&row, k, &err);
            CHECK_MSG(rc != 0, "%s without %s passed", wl_kernel_name((wl_kernel)k),
                      fields[i].name);
            CHECK_MSG(rc == 0 || strstr(err.msg, fields[i].name) != NULL, "'%s' lacks '%s'",
                      err.msg, fields[i].name);
        }
}

/* Every value a family's slider or sweep visits is one it accepts, and its
 * launch over a working set is whole blocks. */
static void values_valid(void)
{
    for (int k = 0; k < wl_family_count(); k++)
        for (int t = 0; t < WL_TYPE_COUNT; t++) {
            const wl_family *f = wl_family_of((wl_kernel)k);
            if (f->lanes_from != WL_LANES_KERNEL)
                continue;
            wl_spec s;
            wl_spec_default((wl_kernel)k, (wl_type)t, &s);
            int v[WL_PARAM_VALUES_MAX], n = f->param_values(f, &s, v, WL_PARAM_VALUES_MAX);
            CHECK(n >= 1);
            for (int i = 0; i < n; i++) {
                wl_error err;
                s.param = v[i];
                CHECK_MSG(wl_spec_validate(&s, &err) == 0, "%s", err.msg);
                size_t el = wl_launch_elements(&s, (size_t)1 << 24);
                wl_geometry g;
                f->geometry(f, &s, el, &g);
                CHECK_EQ_INT((size_t)g.blocks_x * g.blocks_y * g.threads_x * g.threads_y *
                                 (size_t)f->instructions_per_warp(&s) *
                                 (size_t)f->lane_elements(&s),
                             el);
                wl_spec at = s;
                at.n = el;
                wl_launch_ctx l;
                wl_launch_of(&at, &l);
                CHECK(f->extent(&l) >= el);
            }
        }
}

static double load_sectors(wl_type t, int width)
{
    wl_spec s;
    wl_analysis a;
    wl_error err;
    wl_spec_default(WL_KERNEL_VECTOR, t, &s);
    s.param = width;
    if (wl_analyze(&s, NULL, &a, &err) != 0) {
        fprintf(stderr, "%s\n", err.msg);
        return -1;
    }
    CHECK_EQ_INT(a.load.elem_bytes, width * wl_type_bytes(t));
    CHECK_NEAR(a.load.efficiency, 1.0, 1e-12);
    CHECK_NEAR(a.store_sectors_per_request, a.load_sectors_per_request, 1e-12);
    return a.load_sectors_per_request;
}

static void vector_sectors(void)
{
    CHECK_NEAR(load_sectors(WL_TYPE_F32, 1), 4, 1e-12);
    CHECK_NEAR(load_sectors(WL_TYPE_F32, 2), 8, 1e-12);
    CHECK_NEAR(load_sectors(WL_TYPE_F32, 4), 16, 1e-12);
    CHECK_NEAR(load_sectors(WL_TYPE_F64, 1), 8, 1e-12);
    CHECK_NEAR(load_sectors(WL_TYPE_F64, 2), 16, 1e-12);
    /* Lane 1 of width 4 starts 16 bytes on; warp 8 (block 1) starts after
     * the first block's 256 * 4 floats. */
    wl_spec s;
    uint64_t addr[WL_WARP_SIZE];
    int array;
    wl_spec_default(WL_KERNEL_VECTOR, WL_TYPE_F32, &s);
    s.param = 4;
    wl_lane_addresses(&s, false, 0, addr, &array);
    CHECK_EQ_INT(addr[1], 16);
    s.warp = 8;
    wl_lane_addresses(&s, true, 0, addr, &array);
    CHECK_EQ_INT(addr[0], 256 * 16);
    CHECK_EQ_INT(array, 0);
    CHECK_EQ_INT(wl_launch_elements(&s, 256 * 4 * 3 + 5), 256 * 4 * 3);
}

/* The one list (wl_families.def), which the CUDA build turns into the
 * launcher table: in a build without CUDA too, every row with a kernel is
 * on it as a kernel family whose launcher is named after its source
 * function, and every generated row as a generated one. */
static void one_list_of_kernels(void)
{
    static const struct {
        wl_kernel k;
        const char *function; /* NULL: generated */
    } list[] = {
#define WL_KERNEL_FAMILY(e, name) {WL_KERNEL_##e, "wl_" #name},
#define WL_GENERATED_FAMILY(e) {WL_KERNEL_##e, NULL},
#include "wl_families.def"
#undef WL_KERNEL_FAMILY
#undef WL_GENERATED_FAMILY
    };
    CHECK_EQ_INT((int)(sizeof list / sizeof list[0]), wl_family_count());
    for (size_t i = 0; i < sizeof list / sizeof list[0]; i++) {
        const wl_family *f = wl_family_of(list[i].k);
        CHECK_EQ_INT((int)list[i].k, (int)i);
        if (list[i].function) {
            CHECK_MSG(
                f->lanes_from == WL_LANES_KERNEL && !strcmp(f->source_function, list[i].function),
                "%s: the list names %s, the row %s", f->name, list[i].function, f->source_function);
        } else {
            CHECK_MSG(f->lanes_from != WL_LANES_KERNEL, "%s has a kernel but no launcher", f->name);
        }
    }
}

/* Whether the working set sizes a launch is one field of the row, and a
 * row whose field disagrees with its own launch_elements is refused: the
 * transposes and transpose-pad launch their N x N whatever the working
 * set, every other family follows it. */
static void sized_by_the_row(void)
{
    for (int k = 0; k < wl_family_count(); k++) {
        const wl_family *f = wl_family_of((wl_kernel)k);
        bool own = f->param.kind == WL_PARAM_MATRIX || k == WL_KERNEL_TRANSPOSE_PAD;
        CHECK_MSG(wl_kernel_uses_working_set((wl_kernel)k) == !own, "%s", f->name);
        wl_family row = *f;
        row.sized_by = own ? WL_SIZED_BY_WORKING_SET : WL_SIZED_BY_PARAM;
        wl_error err = {0};
        CHECK_MSG(wl_family_complete(&row, k, &err) != 0, "%s with the wrong sized_by passed",
                  f->name);
        CHECK(strstr(err.msg, "sized_by") != NULL);
    }
}

/* A row's affine hook (lanes = first + lane * step) bounds an instruction
 * by lanes 0 and 31 for the L2 reuse walk: the bound is the least and the
 * greatest of the 32 lanes drawn, for every row that has the hook, both
 * types, loads and stores, several warps, unrolled instructions and
 * parameters (a bound from one lane alone fails here). */
static void affine_span_is_the_lanes(void)
{
    int checked = 0;
    for (int k = 0; k < wl_family_count(); k++) {
        const wl_family *f = wl_family_of((wl_kernel)k);
        if (!f || !f->affine)
            continue;
        for (int t = 0; t < 2; t++) {
            wl_spec s;
            wl_spec_default((wl_kernel)k, t ? WL_TYPE_F64 : WL_TYPE_F32, &s);
            static const int params[] = {0, 1, 3, 8, 17, 32};
            for (size_t pi = 0; pi < sizeof params / sizeof params[0]; pi++) {
                s.param = params[pi];
                s.unroll = wl_kernel_unrolls((wl_kernel)k) ? 4 : 1;
                wl_error err;
                if (wl_spec_validate(&s, &err) != 0)
                    continue;
                wl_lane_walk w;
                wl_lane_walk_start(&s, &w);
                static const long warps[] = {0, 1, 7, 1000};
                for (size_t wi = 0; wi < sizeof warps / sizeof warps[0]; wi++)
                    for (int st = 0; st < 2; st++)
                        for (int u = 0; u < wl_instructions_per_warp(&s); u++) {
                            uint64_t addr[WL_WARP_SIZE], lo, hi;
                            int array, span_array;
                            wl_lane_walk_addresses(&w, warps[wi], st, u, addr, &array);
                            if (!wl_lane_walk_span(&w, warps[wi], st, u, &lo, &hi, &span_array))
                                continue;
                            uint64_t least = addr[0], most = addr[0];
                            for (int l = 1; l < WL_WARP_SIZE; l++) {
                                least = addr[l] < least ? addr[l] : least;
                                most = addr[l] > most ? addr[l] : most;
                            }
                            CHECK_MSG(lo == least && hi == most && span_array == array,
                                      "%s param %d warp %ld %s %d: span %llu..%llu, lanes "
                                      "%llu..%llu",
                                      f->name, s.param, warps[wi], st ? "store" : "load", u,
                                      (unsigned long long)lo, (unsigned long long)hi,
                                      (unsigned long long)least, (unsigned long long)most);
                            checked++;
                        }
            }
        }
    }
    CHECK(checked > 100);
}

int main(void)
{
    sized_by_the_row();
    one_list_of_kernels();
    every_row_complete();
    missing_field_refused();
    values_valid();
    vector_sectors();
    affine_span_is_the_lanes();
    return CHECK_DONE();
}
