/* Sizes, predictions, the ncu report parser and the worker thread with the
 * model backend: everything of src/lab that needs no GPU. */
#include <poll.h>
#include <stdlib.h>
#include <string.h>

#include "wl_calibration.h"
#include "wl_check.h"
#include "wl_lab.h"
#include "wl_ncu.h"
#include "wl_worker.h"

static void test_sizes(void)
{
    size_t v = 0;
    CHECK(wl_parse_size("65536", &v) == 0 && v == 65536);
    CHECK(wl_parse_size("4M", &v) == 0 && v == 4u << 20);
    CHECK(wl_parse_size("4MiB", &v) == 0 && v == 4u << 20);
    CHECK(wl_parse_size("1g", &v) == 0 && v == 1u << 30);
    CHECK(wl_parse_size("12Q", &v) == -1);
    CHECK(wl_parse_size("-4M", &v) == -1);
    CHECK(wl_parse_size("", &v) == -1);
    CHECK(wl_parse_size("99999999999999999999", &v) == -1);
    /* 4 x L2 when that is larger than 256 MiB, else 256 MiB. */
    CHECK(wl_default_size(60u << 20) == 256u << 20);
    CHECK(wl_default_size(96u << 20) == 384u << 20);
    CHECK(wl_default_size(0) == 256u << 20);
    /* Whole blocks of 256 threads x 16. */
    CHECK(wl_elements_for_size(256u << 20, WL_TYPE_F32) == 64u << 20);
    CHECK(wl_elements_for_size(256u << 20, WL_TYPE_F64) == 32u << 20);
    CHECK(wl_elements_for_size(100000, WL_TYPE_F32) == 24576);
    CHECK(wl_elements_for_size(1, WL_TYPE_F32) == 4096);
    char s[32];
    wl_format_size(256u << 20, s, sizeof s);
    CHECK(strcmp(s, "256 MiB") == 0);
    wl_format_size(1536, s, sizeof s);
    CHECK(strcmp(s, "1.5 KiB") == 0);
}

/* Constants under which only DRAM traffic takes time: 1000 GB/s. */
static void dram_only(wl_gpu_consts *c)
{
    memset(c, 0, sizeof *c);
    c->sms = 132;
    c->warps_per_sm = 64;
    c->l2_bytes = 1e6;
    c->dram_bytes_per_s = 1e12;
    /* every other constant at the top of its physical range (wl_perf.c) */
    c->latency_s = 1e-8;
    c->l1_lines_per_s = 1e11;
    c->l2_partial_per_s = 1e13;
    c->l2_fills_per_s = c->dram_pages_per_s = c->warps_per_s = 1e12;
    c->dram_page_bytes = 256;
    c->launch_s = 1e-7;
    c->blocks_per_s = 1e11;
    c->hot32_per_s = 1e12;
    c->hot2048_per_s = 1e13;
    c->l2_bytes_per_s = 1e15;
    c->shared_wavefronts_per_s = 1e10;
}

/* A 256 MiB prediction under dram_only() constants with an L2 of l2_bytes. */
static double predict_in(wl_kernel k, wl_type t, int param, double l2_bytes, wl_prediction *p)
{
    wl_spec sp;
    wl_measurement m;
    wl_error err;
    wl_gpu_consts c;
    dram_only(&c);
    c.l2_bytes = l2_bytes;
    wl_spec_default(k, t, &sp);
    sp.param = param;
    CHECK(wl_predict(&sp, 256u << 20, &c, &m, p, &err) == 0);
    CHECK(m.predicted);
    return m.gbps_median;
}

static void predict(wl_kernel k, wl_type t, int param, double *gbps)
{
    wl_prediction p;
    *gbps = predict_in(k, t, param, 1e6, &p);
    CHECK(p.binding == WL_LIMIT_DRAM);
}

static void test_predictions(void)
{
    double g;
    /* Worked by hand, DRAM at 1000 GB/s, useful 2 x element per element
     * (within 5e-4: the smallest launch cost the calibration accepts, 0.1
     * us, adds 2e-4 of the launch at offset 0):
     * offset 0 f32 fetches 4 + 4 bytes per element: all useful. */
    predict(WL_KERNEL_OFFSET, WL_TYPE_F32, 0, &g);
    CHECK_NEAR(g, 1000.0, 1000.0 * 5e-4);
    /* stride 2 f32: an 8-byte step, so 8 read + 8 written for 8 useful. */
    predict(WL_KERNEL_STRIDE, WL_TYPE_F32, 2, &g);
    CHECK_NEAR(g, 500.0, 500.0 * 5e-4);
    /* stride 32 f32: a 64-byte granule read, and one dirtied, per element. */
    predict(WL_KERNEL_STRIDE, WL_TYPE_F32, 32, &g);
    CHECK_NEAR(g, 1000.0 * 8 / 128, 1000.0 * 8 / 128 * 5e-4);
    /* aos f32: a 12-byte step for 8 useful bytes, read and written. */
    predict(WL_KERNEL_AOS, WL_TYPE_F32, 0, &g);
    CHECK_NEAR(g, 1000.0 * 8 / 24, 1000.0 * 8 / 24 * 5e-4);
    /* bytes asked for: 64 Mi elements x 8 bytes. */
    wl_spec sp;
    wl_spec_default(WL_KERNEL_OFFSET, WL_TYPE_F32, &sp);
    CHECK(wl_bytes_asked(&sp, 64u << 20) == (size_t)512 << 20);
    wl_spec_default(WL_KERNEL_TRANSPOSE_NAIVE, WL_TYPE_F64, &sp);
    sp.param = 1024;
    CHECK(wl_bytes_asked(&sp, 0) == (size_t)1024 * 1024 * 16);
}

/* A working set L2 holds costs no DRAM time: repeated launches find it
 * there. Offset 0 f32 over 256 MiB reads and writes one array of 256 MiB and
 * a bit, which L2 holds twice (a copy in each partition). */
static void test_fits_in_l2(void)
{
    wl_prediction p;
    predict_in(WL_KERNEL_OFFSET, WL_TYPE_F32, 0, 511.0 * (1 << 20), &p);
    CHECK(!p.fits_in_l2 && p.binding == WL_LIMIT_DRAM && p.limit_s[WL_LIMIT_DRAM] > 0);
    predict_in(WL_KERNEL_OFFSET, WL_TYPE_F32, 0, 513.0 * (1 << 20), &p);
    CHECK(p.fits_in_l2 && p.binding != WL_LIMIT_DRAM);
    CHECK(p.limit_s[WL_LIMIT_DRAM] == 0 && p.limit_s[WL_LIMIT_L2_FILLS] == 0 &&
          p.limit_s[WL_LIMIT_DRAM_PAGES] == 0);
    /* The bytes are still counted: they are what a first launch would move. */
    CHECK_NEAR(p.traffic.dram_read_bytes + p.traffic.dram_write_bytes, 8.0, 1e-9);
}

static void test_run_configs(void)
{
    wl_run_config c;
    wl_error err;
    CHECK(wl_run_config_parse("stride:f64:7:4", &c, &err) == 0);
    CHECK(c.spec.kernel == WL_KERNEL_STRIDE && c.spec.type == WL_TYPE_F64 && c.spec.param == 7 &&
          c.spec.unroll == 4);
    CHECK(wl_run_config_parse("aos:f32", &c, &err) == 0 && c.spec.unroll == 1);
    CHECK(wl_run_config_parse("stride:f32:0:1", &c, &err) == -1);
    CHECK(wl_run_config_parse("transpose-tiled:f32:100:1", &c, &err) == -1);
    CHECK(wl_run_config_parse("nope", &c, &err) == -1);
    wl_selection sel = {0};
    sel.kernels = wl_selection_every_kernel();
    sel.types[0] = sel.types[1] = true;
    sel.unrolls[1] = true;
    wl_run_config *cfg = NULL;
    /* (33 offsets + 32 strides + aos + soa + 3 transposes x 3 sizes + banks
     * and banks-write at 34 strides + transpose-pad at 5 pads) x 2 types, and
     * vector widths 1, 2, 4 (f32) and 1, 2 (f64) */
    CHECK(wl_verify_configs(&sel, 4096, &cfg) == (33 + 32 + 2 + 9 + 68 + 5) * 2 + 5);
    free(cfg);
    sel.unrolls[4] = true; /* transposes and the shared-memory kernels are not unrolled */
    CHECK(wl_verify_configs(&sel, 4096, &cfg) == (33 + 32 + 2) * 4 + (9 + 68 + 5) * 2 + 5 * 2);
    free(cfg);
}

static const char *ncu_output =
    "==PROF== Connected to process 4242 (/x/warplab)\n"
    "==PROF== Profiling \"wl_offset\": 0%....50%....100% - 2 passes\n"
    "\"ID\",\"Process ID\",\"Process Name\",\"Host Name\",\"Kernel Name\",\"Context\","
    "\"Stream\",\"Section Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n"
    "\"0\",\"4242\",\"warplab\",\"127.0.0.1\",\"void wl_offset<float, 1>(float *, int)\",\"1\","
    "\"7\",\"Command line profiler metrics\",\"dram__bytes_read.sum\",\"byte\",\"4,194,304\"\n"
    "\"0\",\"4242\",\"warplab\",\"127.0.0.1\",\"void wl_offset<float, 1>(float *, int)\",\"1\","
    "\"7\",\"Command line profiler metrics\","
    "\"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum\",\"request\",\"32768\"\n"
    "\"0\",\"4242\",\"warplab\",\"127.0.0.1\",\"void wl_offset<float, 1>(float *, int)\",\"1\","
    "\"7\",\"Command line profiler metrics\","
    "\"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum\",\"sector\",\"163,840\"\n"
    "\"1\",\"4242\",\"warplab\",\"127.0.0.1\",\"void wl_stride<double, 4>(double *, int)\",\"1\","
    "\"7\",\"Command line profiler metrics\","
    "\"l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum\",\"sector\",\"1048576\"\n"
    "\"1\",\"4242\",\"warplab\",\"127.0.0.1\",\"void wl_stride<double, 4>(double *, int)\",\"1\","
    "\"7\",\"Command line profiler metrics\","
    "\"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum\",\"\",\"50,688\"\n"
    "==PROF== Disconnected from process 4242\n";

static void test_ncu_parse(void)
{
    wl_ncu_launch *l = NULL;
    int n = wl_ncu_parse_csv(ncu_output, &l);
    CHECK(n == 2);
    if (n == 2) {
        CHECK(strstr(l[0].kernel_name, "wl_offset") != NULL);
        CHECK(l[0].have[WL_NCU_LD_SECTORS] && l[0].metric[WL_NCU_LD_SECTORS] == 163840);
        CHECK(l[0].metric[WL_NCU_LD_REQUESTS] == 32768);
        CHECK(l[0].metric[WL_NCU_DRAM_READ] == 4194304);
        CHECK(!l[0].have[WL_NCU_ST_SECTORS]);
        CHECK(l[1].metric[WL_NCU_ST_SECTORS] == 1048576);
        CHECK(l[1].have[WL_NCU_SH_LD_CONFLICTS] && l[1].metric[WL_NCU_SH_LD_CONFLICTS] == 50688);
        CHECK(!l[1].have[WL_NCU_SH_LD_WAVEFRONTS]);
    }
    free(l);
    CHECK(wl_ncu_parse_csv("==ERROR== nothing\n", &l) == -1);
    CHECK(wl_ncu_permission_denied("==ERROR== ERR_NVGPUCTRPERM - The user does not have "
                                   "permission"));
    CHECK(!wl_ncu_permission_denied(ncu_output));
    char path[256];
    wl_error err;
    CHECK(wl_ncu_find("/nonexistent/ncu", path, sizeof path, &err) == -1);
    CHECK(err.status == WL_EXIT_UNAVAILABLE); /* verify exits 3 without ncu */
    setenv("PATH", "", 1);
    CHECK(wl_ncu_find(NULL, path, sizeof path, &err) == -1);
    CHECK(strstr(err.msg, "not on PATH") != NULL);
}

/* Waits on the worker's pipe, as a curses loop would, for up to 5 s. */
static int wait_result(wl_worker *w, wl_worker_result *res)
{
    for (int i = 0; i < 50; i++) {
        struct pollfd p = {.fd = wl_worker_fd(w), .events = POLLIN};
        poll(&p, 1, 100);
        if (wl_worker_poll(w, res) == 1)
            return 1;
    }
    return 0;
}

static void test_worker(void)
{
    wl_calibration cal;
    memset(&cal, 0, sizeof cal);
    dram_only(&cal.consts);
    wl_worker_options o = {.force_model = true, .device = 0, .cal = &cal};
    wl_worker *w = wl_worker_start(&o);
    CHECK(w != NULL);
    if (!w)
        return;
    wl_measure_request req;
    memset(&req, 0, sizeof req);
    wl_spec_default(WL_KERNEL_STRIDE, WL_TYPE_F32, &req.spec);
    req.spec.param = 2;
    unsigned long a = wl_worker_submit(w, &req);
    req.spec.param = 32;
    unsigned long b = wl_worker_submit(w, &req);
    CHECK(b > a);
    wl_worker_result res;
    CHECK(wait_result(w, &res) == 1);
    /* Only the newest request's result is handed out. */
    CHECK(res.id == b && res.status == 0 && res.m.predicted && res.req.spec.param == 32);
    CHECK(wl_worker_poll(w, &res) == 0);
    wl_worker_state st;
    wl_worker_state_get(w, &st);
    CHECK(st.phase == WL_WORKER_READY && strcmp(st.backend, "model") == 0);
    CHECK(strstr(st.reason.msg, "--cpu") != NULL);
    /* A bad request comes back as an error, not a crash. */
    req.spec.param = 0;
    unsigned long c = wl_worker_submit(w, &req);
    CHECK(wait_result(w, &res) == 1 && res.id == c && res.status == -1 && res.error.msg[0]);
    wl_worker_stop(w);
    wl_worker_stop(NULL);
}

int main(void)
{
    test_sizes();
    test_predictions();
    test_fits_in_l2();
    test_run_configs();
    test_worker();
    test_ncu_parse(); /* last: it empties PATH */
    return CHECK_DONE();
}
