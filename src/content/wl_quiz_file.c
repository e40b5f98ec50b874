/* Whole directories of quiz files (one file: wl_quiz_read.c). */
#include "wl_quiz_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_content_dir.h"
#include "wl_datadir.h"

static int check_unique_id(const wl_quiz_set *set, const wl_quiz *q, wl_error *err)
{
    for (int i = 0; i < set->count; i++)
        if (strcmp(set->quiz[i].id, q->id) == 0)
            return wl_fail_at(err, q->path, q->id_line, "quiz id '%s' is already used by %s", q->id,
                              set->quiz[i].path);
    return 0;
}

static int load_listed(const char *dir, const wl_name_list *names, wl_quiz_set *set, wl_error *err)
{
    set->quiz = calloc(names->count, sizeof *set->quiz);
    if (!set->quiz)
        return wl_fail(err, "%s: out of memory", dir);
    for (size_t i = 0; i < names->count; i++) {
        char path[4096];
        if (wl_path_join(path, sizeof path, dir, names->names[i]) != 0)
            return wl_fail(err, "%s/%s: path too long", dir, names->names[i]);
        wl_quiz *q = &set->quiz[set->count];
        if (wl_quiz_load_file(path, q, err) != 0)
            return -1;
        if (check_unique_id(set, q, err) != 0) {
            wl_quiz_free(q);
            return -1;
        }
        set->count++;
    }
    return 0;
}

int wl_quiz_load_dir(const char *dir, wl_quiz_set *out, wl_error *err)
{
    wl_name_list names;
    memset(out, 0, sizeof *out);
    if (wl_content_list(dir, ".ini", WL_QUIZ_MAX_QUIZZES, "quiz", &names, err) != 0)
        return -1;
    int rc = names.count == 0 ? wl_fail(err, "%s: no quiz files (*.ini) there", dir)
                              : load_listed(dir, &names, out, err);
    wl_name_list_free(&names);
    if (rc != 0)
        wl_quiz_set_free(out);
    return rc;
}

void wl_quiz_set_free(wl_quiz_set *set)
{
    if (!set)
        return;
    for (int i = 0; i < set->count; i++)
        wl_quiz_free(&set->quiz[i]);
    free(set->quiz);
    memset(set, 0, sizeof *set);
}

void wl_question_model_command(const wl_question *q, char *out, size_t outsz)
{
    wl_param_range r;
    wl_kernel_param_range(q->spec.kernel, &r);
    int n = snprintf(out, outsz, "warplab model --kernel %s --type %s",
                     wl_kernel_name(q->spec.kernel), wl_type_name(q->spec.type));
    if (r.kind != WL_PARAM_NONE && n >= 0 && (size_t)n < outsz)
        snprintf(out + n, outsz - (size_t)n, " --param %d", q->spec.param);
}
