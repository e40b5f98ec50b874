/* NVRTC through dlopen: the few functions warplab calls, declared here with
 * the types of the toolkit's nvrtc.h, so a build needs no toolkit headers and
 * a machine without the toolkit still runs (on the model). */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_lab.h"
#include "wl_nvrtc.h"

typedef int nvrtc_result; /* nvrtcResult: NVRTC_SUCCESS is 0 */
typedef void *nvrtc_program;

typedef struct nvrtc_api {
    void *lib;
    const char *(*error_string)(nvrtc_result);
    nvrtc_result (*version)(int *, int *);
    nvrtc_result (*create)(nvrtc_program *, const char *, const char *, int, const char *const *,
                           const char *const *);
    nvrtc_result (*destroy)(nvrtc_program *);
    nvrtc_result (*compile)(nvrtc_program, int, const char *const *);
    nvrtc_result (*log_size)(nvrtc_program, size_t *);
    nvrtc_result (*log)(nvrtc_program, char *);
    nvrtc_result (*cubin_size)(nvrtc_program, size_t *);
    nvrtc_result (*cubin)(nvrtc_program, char *);
} nvrtc_api;

static nvrtc_api api;
static wl_error load_error; /* why NVRTC is unusable, when load_rc is -1 */
static int load_rc = -1;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void *open_first(const char *const *names, size_t count)
{
    static const char *const env_dirs[] = {"CUDA_HOME", "CUDA_PATH"};
    for (size_t k = 0; k < count; k++) {
        void *h = dlopen(names[k], RTLD_NOW | RTLD_LOCAL);
        if (h)
            return h;
    }
    /* The toolkit's own folders, for machines where it is not on the
     * loader's path. */
    char path[512];
    for (size_t d = 0; d < 3; d++) {
        const char *root = d < 2 ? getenv(env_dirs[d]) : "/usr/local/cuda";
        if (!root || !*root)
            continue;
        for (size_t k = 0; k < count; k++) {
            snprintf(path, sizeof path, "%s/lib64/%s", root, names[k]);
            void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
            if (h)
                return h;
        }
    }
    return NULL;
}

static int bind(void **fn, const char *name)
{
    *fn = dlsym(api.lib, name);
    if (!*fn)
        wl_fail(&load_error, "NVRTC lacks %s", name);
    return *fn ? 0 : -1;
}

static void load(void)
{
    static const char *const names[] = {"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"};
    const char *forced = getenv("WARPLAB_NVRTC");
    api.lib = forced && *forced ? dlopen(forced, RTLD_NOW | RTLD_LOCAL)
                                : open_first(names, sizeof names / sizeof names[0]);
    if (!api.lib) {
        if (forced && *forced)
            wl_fail(&load_error, "NVRTC not found (WARPLAB_NVRTC=%.200s)", forced);
        else
            wl_fail(&load_error, "NVRTC not found (libnvrtc.so.13 or .12, from the CUDA Toolkit)");
        return;
    }
    if (bind((void **)&api.error_string, "nvrtcGetErrorString") ||
        bind((void **)&api.version, "nvrtcVersion") ||
        bind((void **)&api.create, "nvrtcCreateProgram") ||
        bind((void **)&api.destroy, "nvrtcDestroyProgram") ||
        bind((void **)&api.compile, "nvrtcCompileProgram") ||
        bind((void **)&api.log_size, "nvrtcGetProgramLogSize") ||
        bind((void **)&api.log, "nvrtcGetProgramLog") ||
        bind((void **)&api.cubin_size, "nvrtcGetCUBINSize") ||
        bind((void **)&api.cubin, "nvrtcGetCUBIN")) {
        dlclose(api.lib);
        api.lib = NULL;
        return;
    }
    load_rc = 0;
}

int wl_nvrtc_load(wl_error *err)
{
    pthread_once(&load_once, load);
    if (load_rc != 0 && err)
        *err = load_error;
    return load_rc;
}

void wl_nvrtc_version(char *out, size_t outsz)
{
    int major = 0, minor = 0;
    if (wl_nvrtc_load(NULL) != 0 || api.version(&major, &minor) != 0)
        snprintf(out, outsz, "none");
    else
        snprintf(out, outsz, "%d.%d", major, minor);
}

/* NVRTC's message plus the first error line of the log. */
static int compile_failed(nvrtc_program prog, nvrtc_result rc, wl_error *err)
{
    size_t size = 0;
    char *log = NULL;
    if (api.log_size(prog, &size) == 0 && size > 1 && (log = malloc(size)) != NULL &&
        api.log(prog, log) == 0) {
        char *line = strstr(log, "error");
        line = line ? line : log;
        line[strcspn(line, "\n")] = '\0';
        wl_fail(err, "NVRTC: %s: %.300s", api.error_string(rc), line);
    } else {
        wl_fail(err, "NVRTC: %s", api.error_string(rc));
    }
    free(log);
    return -1;
}

int wl_nvrtc_compile(const char *source, int cc_major, int cc_minor, wl_nvrtc_image *out,
                     wl_error *err)
{
    char arch[48];
    memset(out, 0, sizeof *out);
    if (wl_nvrtc_load(err) != 0)
        return -1;
    double t0 = wl_now_ms();
    nvrtc_program prog = NULL;
    nvrtc_result rc = api.create(&prog, source, "warplab_expr.cu", 0, NULL, NULL);
    if (rc != 0)
        return wl_fail(err, "NVRTC: %s", api.error_string(rc));
    /* sm_XY: real code for this device, loaded without a JIT step. */
    snprintf(arch, sizeof arch, "--gpu-architecture=sm_%d%d", cc_major, cc_minor);
    const char *opts[] = {arch, "--std=c++17"};
    rc = api.compile(prog, 2, opts);
    if (rc != 0) {
        compile_failed(prog, rc, err);
        api.destroy(&prog);
        return -1;
    }
    if ((rc = api.cubin_size(prog, &out->size)) != 0 || !(out->data = malloc(out->size)) ||
        (rc = api.cubin(prog, out->data)) != 0) {
        wl_fail(err, "NVRTC: %s", rc ? api.error_string(rc) : "out of memory");
        api.destroy(&prog);
        wl_nvrtc_image_free(out);
        return -1;
    }
    api.destroy(&prog);
    out->compile_ms = wl_now_ms() - t0;
    return 0;
}

void wl_nvrtc_image_free(wl_nvrtc_image *img)
{
    free(img->data);
    img->data = NULL;
    img->size = 0;
}
