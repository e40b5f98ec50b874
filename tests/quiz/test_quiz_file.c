/* The quiz loader: the real quiz file loads whole and agrees with the model;
 * every kind of bad file fails with "path:line: message" and leaves nothing
 * loaded. Usage: test_quiz_file QUIZZES_DIR */
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "wl_check.h"
#include "wl_quiz_file.h"

static char tmpdir[] = "/tmp/wl-quiz-file-XXXXXX";

static void write_file(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (!f)
        return;
    fwrite(text, 1, len, f);
    fclose(f);
}

/* A small valid quiz; the error cases below change one line of it. */
static const char *const base[] = {
    "[quiz]",                 /* 1 */
    "id = t",                 /* 2 */
    "title = T",              /* 3 */
    "[question one]",         /* 4 */
    "prompt = How many?",     /* 5 */
    "kind = number",          /* 6 */
    "bare = sectors",         /* 7 */
    "answer = 4 sectors",     /* 8 */
    "hint = Count them.",     /* 9 */
    "explanation = Because.", /* 10 */
    "kernel = stride",        /* 11 */
    "param = 1",              /* 12 */
};
enum { BASE_LINES = sizeof base / sizeof base[0] };

/* The base with line `line` (1-based) replaced by `with` (NULL: dropped)
 * and `extra` appended. */
static void build(char *out, size_t outsz, int line, const char *with, const char *extra)
{
    size_t n = 0;
    out[0] = '\0';
    for (int i = 0; i < BASE_LINES; i++) {
        const char *text = i + 1 == line ? with : base[i];
        if (text)
            n += (size_t)snprintf(out + n, outsz - n, "%s\n", text);
    }
    if (extra)
        snprintf(out + n, outsz - n, "%s", extra);
}

static void expect_error_text(const char *text, size_t len, int line, const char *needle)
{
    char path[128], prefix[160];
    wl_quiz q;
    wl_error err = {0};
    snprintf(path, sizeof path, "%s/case.ini", tmpdir);
    write_file(path, text, len);
    int rc = wl_quiz_load_file(path, &q, &err);
    CHECK_EQ_INT(rc, -1);
    /* Line 0: the whole file is at fault, so no line is named. */
    if (line > 0)
        snprintf(prefix, sizeof prefix, "%s:%d: ", path, line);
    else
        snprintf(prefix, sizeof prefix, "%s: ", path);
    if (strncmp(err.msg, prefix, strlen(prefix)) != 0) {
        fprintf(stderr, "  expected '%s...%s', got '%s'\n", prefix, needle, err.msg);
        check_failures++;
    }
    CHECK_CONTAINS(err.msg, needle);
    /* Nothing half-loaded. */
    CHECK_EQ_INT(q.nquestions, 0);
    CHECK(q.title == NULL && q.path == NULL && q.id[0] == '\0');
    wl_quiz_free(&q);
}

static void expect_error(const char *text, int line, const char *needle)
{
    expect_error_text(text, strlen(text), line, needle);
}

static void expect_edit_error(int line, const char *with, const char *extra, int err_line,
                              const char *needle)
{
    char text[4096];
    build(text, sizeof text, line, with, extra);
    expect_error(text, err_line, needle);
}

static void test_base_loads(void)
{
    char text[4096], path[128];
    wl_quiz q;
    wl_error err;
    build(text, sizeof text, 5, "prompt = How many\n  sectors?", NULL);
    snprintf(path, sizeof path, "%s/base.ini", tmpdir);
    write_file(path, text, strlen(text));
    CHECK_EQ_INT(wl_quiz_load_file(path, &q, &err), 0);
    CHECK_EQ_INT(q.nquestions, 1);
    CHECK_STR(q.question[0].prompt, "How many sectors?"); /* continuation joined */
    CHECK_EQ_INT(q.question[0].spec.type, WL_TYPE_F32);   /* type defaults to f32 */
    wl_quiz_free(&q);
}

/* A file past WL_QUIZ_MAX_BYTES is refused before a line is read, even when
 * every line of it would pass (here: comments). */
static void test_too_large(void)
{
    static char big[WL_QUIZ_MAX_BYTES + 64];
    size_t n = 0;
    while (n + 40 < sizeof big)
        n += (size_t)snprintf(big + n, sizeof big - n, "# a comment line of forty bytes ....\n");
    expect_error_text(big, n, 0, "the quiz file is");
}

static void test_line_errors(void)
{
    expect_error("id = t\n", 1, "before any [quiz]");
    expect_error("[quiz]\nid = t\ntitle = T\n[qestion one]\n", 4, "unknown section [qestion one]");
    expect_error("[quiz]\nid = t\ntitle = T\n", 3, "has no [question");
    expect_error("[quiz]\nid = t\n[question one]\n", 1, "[quiz] has no title");
    expect_error("[quiz]\nid = t\ntitle = T\n[quiz]\n", 4, "one [quiz] section");
    expect_edit_error(2, "id = Big Id", NULL, 2, "id 'Big Id'");
    expect_edit_error(0, NULL, "colour = red\n", 13, "unknown key 'colour'");
    expect_edit_error(0, NULL, "prompt = again\n", 13, "given twice (first on line 5)");
    expect_edit_error(0, NULL, "just words\n", 13, "expected '[section]' or 'name = value'");
    expect_edit_error(6, "kind = essay", NULL, 6, "kinds are number, choice");
    expect_edit_error(6, "kind = number\n  choice", NULL, 7, "kind takes one line");
    expect_edit_error(7, "bare = furlongs", NULL, 7, "bare 'furlongs'");
    expect_edit_error(8, "answer = 4 furlongs", NULL, 8, "answer '4 furlongs'");
    expect_edit_error(8, "answer = 4", NULL, 8, "answers carry their unit");
    expect_edit_error(8, "answer = 4 KB", NULL, 8, "ambiguous");
    expect_edit_error(0, NULL, "wrong = 5 sectors\n", 13, "'ANSWER | HINT'");
    expect_edit_error(0, NULL, "wrong = 4 sectors | no\n", 13, "also an accepted answer");
    expect_edit_error(0, NULL, "choice = x\n", 13, "choice does not apply to kind = number");
    expect_edit_error(11, "kernel = zigzag", NULL, 11, "unknown kernel 'zigzag'");
    expect_edit_error(0, NULL, "type = f16\n", 13, "unknown type 'f16'");
    expect_edit_error(12, "param = 0", NULL, 12, "experiment: stride 0");
    expect_edit_error(12, "param = two", NULL, 12, "not a whole number");
    expect_edit_error(0, NULL, "param = 2\n", 13, "param is given twice (first on line 12)");
    expect_error("[quiz]\nid = t\ntitle = T\n[question n]\nprompt = P\nkind = number\n"
                 "answer = 1 B\nhint = H\nexplanation = E\nkernel = transpose-naive\n"
                 "param = 100\n",
                 11, "multiple of 32");
    expect_edit_error(11, "kernel = aos", NULL, 12, "takes no param");
    expect_edit_error(10, NULL, NULL, 4, "question 'one' has no explanation");
    expect_edit_error(9, NULL, NULL, 4, "has no hint");
    expect_edit_error(11, NULL, NULL, 4, "has no kernel");
    expect_edit_error(8, NULL, NULL, 4, "has no answer line");
    expect_edit_error(9, "hint = one ; two", NULL, 9, "starts a comment");
    expect_edit_error(0, NULL, "[question one]\n", 13, "already defined on line 4");
    expect_edit_error(0, NULL, "[question Bad]\n", 13, "question id 'Bad'");
}

static void test_choice_errors(void)
{
    const char *head = "[quiz]\nid = t\ntitle = T\n[question c]\nprompt = P\nkind = choice\n"
                       "hint = H\nexplanation = E\nkernel = soa\n";
    char text[1024];
    snprintf(text, sizeof text, "%schoice = a\ncorrect = A\n", head);
    expect_error(text, 4, "at least two choice lines");
    snprintf(text, sizeof text, "%schoice = a\nchoice = b\n", head);
    expect_error(text, 4, "has no correct");
    snprintf(text, sizeof text, "%schoice = a\nchoice = b\ncorrect = C\n", head);
    expect_error(text, 12, "correct names C but the choices end at B");
    snprintf(text, sizeof text, "%schoice = a | why\nchoice = b\ncorrect = A\n", head);
    expect_error(text, 12, "choice A is correct");
    snprintf(text, sizeof text, "%schoice = a\nchoice = b\ncorrect = 1\n", head);
    expect_error(text, 12, "choice letters");
    snprintf(text, sizeof text, "%schoice = a\nchoice = b\ncorrect = A\nanswer = 4 B\n", head);
    expect_error(text, 13, "answer does not apply to kind = choice");
}

/* A choice's '|' that wrapping put on a continuation line still parts the
 * hint from the choice: the hint never shows as the choice's text. A '|'
 * that would show as text is refused at its line. */
static void test_wrapped_bar(void)
{
    const char *head = "[quiz]\nid = t\ntitle = T\n[question c]\nprompt = P\nkind = choice\n"
                       "hint = H\nexplanation = E\nkernel = soa\n";
    char text[1024], path[128];
    snprintf(text, sizeof text,
             "%schoice = right\nchoice = less\n  crowded. | The requests are as\n"
             "  many as before.\ncorrect = A\n",
             head);
    snprintf(path, sizeof path, "%s/wrapped.ini", tmpdir);
    write_file(path, text, strlen(text));
    wl_quiz q;
    wl_error err = {0};
    CHECK_MSG(wl_quiz_load_file(path, &q, &err) == 0, "wrapped '|' refused: %s", err.msg);
    if (q.nquestions == 1) {
        const wl_quiz_choice *c = &q.question[0].choice[1];
        CHECK_MSG(strcmp(c->text, "less crowded.") == 0, "the choice reads '%s'", c->text);
        CHECK_MSG(c->hint && strcmp(c->hint, "The requests are as many as before.") == 0,
                  "the hint reads '%s'", c->hint ? c->hint : "(none)");
        wl_quiz_free(&q);
    }
    snprintf(text, sizeof text, "%schoice = right\nchoice = b | why\n  and | more\ncorrect = A\n",
             head);
    expect_error(text, 12, "a '|' here would be shown as text");
}

/* Quiz text states figures as a lesson does: a number with a unit is a
 * figure link ([4](model:...), checked against the model when the quiz
 * loads) or marked [N](literal:why); the student reads the text without the
 * markup; an unmarked one, a wrong one or a bad literal is refused at its
 * file:line, in any text the student reads. */
static void test_figures(void)
{
    char text[4096], path[128];
    wl_quiz q;
    wl_error err = {0};
    build(text, sizeof text, 10,
          "explanation = Each lane reads [4](model:f32_bytes) bytes, so the warp\n"
          "  reads [128](model:stride?stride=1&field=load.useful_bytes) bytes:\n"
          "  one [128](literal:line-size)-byte line. [x] stays as it is.",
          NULL);
    snprintf(path, sizeof path, "%s/figures.ini", tmpdir);
    write_file(path, text, strlen(text));
    CHECK_MSG(wl_quiz_load_file(path, &q, &err) == 0, "figures refused: %s", err.msg);
    if (q.nquestions == 1) {
        CHECK_STR(q.question[0].explanation, "Each lane reads 4 bytes, so the warp reads 128 "
                                             "bytes: one 128-byte line. [x] stays as it is.");
        CHECK_EQ_INT((int)q.nfigures, 2); /* the literal is not recomputed */
        CHECK_EQ_INT(q.nfigures > 1 ? q.figures[1].line : 0, 11);
        CHECK_STR(q.nfigures > 1 ? q.figures[1].target : "",
                  "model:stride?stride=1&field=load.useful_bytes");
        wl_quiz_free(&q);
    }
    /* Unmarked, in each text a student reads, at the line that holds it. */
    expect_edit_error(10, "explanation = The warp reads\n  128 bytes.", NULL, 11,
                      "'128 bytes' (in the explanation) states a figure without a link");
    expect_edit_error(5, "prompt = How many 32-byte sectors?", NULL, 5,
                      "'32-byte' (in the prompt) states a figure");
    expect_edit_error(9, "hint = A line is 128 bytes.", NULL, 9, "(in the hint)");
    expect_edit_error(3, "title = 4 sectors", NULL, 3, "(in the title)");
    expect_edit_error(0, NULL, "wrong = 8 sectors | Half of 16 sectors.\n", 13,
                      "'16 sectors' (in a wrong answer's hint)");
    /* A continued line cannot start with a link: '[' there starts a section. */
    expect_edit_error(10, "explanation = The warp reads\n  [128](literal:x) bytes.", NULL, 11,
                      "a figure link cannot begin a line");
    /* Wrong, or not a figure, or a literal without its reason. */
    expect_edit_error(10, "explanation = Reads [5](model:f32_bytes) bytes.", NULL, 10,
                      "figure 5 does not match model:f32_bytes, which gives 4");
    expect_edit_error(10, "explanation = Reads [4](model:nosuch) bytes.", NULL, 10,
                      "figure model:nosuch");
    expect_edit_error(10, "explanation = Reads [4](literal:) bytes.", NULL, 10,
                      "literal '4': say what it is");
    expect_edit_error(10, "explanation = Reads [four](literal:x) bytes.", NULL, 10,
                      "literal 'four' is not a number");
    /* A choice and its hint. */
    const char *head = "[quiz]\nid = t\ntitle = T\n[question c]\nprompt = P\nkind = choice\n"
                       "hint = H\nexplanation = E\nkernel = soa\ncorrect = A\nchoice = right\n";
    snprintf(text, sizeof text, "%schoice = 8 sectors\n", head);
    expect_error(text, 12, "'8 sectors' (in a choice)");
    snprintf(text, sizeof text, "%schoice = wrong | it is 2 lines\n", head);
    expect_error(text, 12, "'2 lines' (in a choice's hint)");
}

static void test_file_errors(void)
{
    char text[600];
    memset(text, 'x', sizeof text);
    memcpy(text, "[quiz]\nid = t\ntitle = ", 22);
    text[sizeof text - 1] = '\n';
    expect_error_text(text, sizeof text, 3, "longer than");
    expect_error_text("[quiz]\nid = t\0\ntitle = T\n", 25, 2, "NUL byte");

    char many[8192];
    build(many, sizeof many, 0, NULL, NULL);
    for (int i = 0; i < WL_QUIZ_MAX_QUESTIONS; i++) {
        size_t n = strlen(many);
        snprintf(many + n, sizeof many - n,
                 "[question q%d]\nprompt = P\nkind = number\nanswer = 1 B\nhint = H\n"
                 "explanation = E\nkernel = soa\n",
                 i);
    }
    /* base holds one question, so the last added one is one too many */
    expect_error(many, BASE_LINES + 1 + 7 * (WL_QUIZ_MAX_QUESTIONS - 1), "at most 16 questions");

    wl_quiz q;
    wl_error err;
    CHECK_EQ_INT(wl_quiz_load_file("/nonexistent/quiz.ini", &q, &err), -1);
    CHECK_CONTAINS(err.msg, "/nonexistent/quiz.ini: cannot open");
}

static void test_real_quiz(const char *dir)
{
    char path[512];
    wl_quiz q;
    wl_error err;
    snprintf(path, sizeof path, "%s/coalescing.ini", dir);
    if (wl_quiz_load_file(path, &q, &err) != 0) {
        fprintf(stderr, "%s\n", err.msg);
        check_failures++;
        return;
    }
    CHECK_STR(q.id, "coalescing");
    CHECK_EQ_INT(q.nquestions, 3);
    const wl_question *q1 = &q.question[0], *q2 = &q.question[1], *q3 = &q.question[2];
    /* 1: stride 1 of f32 */
    CHECK(q1->kind == WL_QUESTION_NUMBER && q1->bare == WL_QTY_SECTORS);
    CHECK(q1->spec.kernel == WL_KERNEL_STRIDE && q1->spec.type == WL_TYPE_F32);
    CHECK_EQ_INT(q1->spec.param, 1);
    /* 2: the naive transpose of a 4096-wide f32 matrix */
    CHECK(q2->kind == WL_QUESTION_NUMBER && q2->bare == WL_QTY_BYTES);
    CHECK(q2->spec.kernel == WL_KERNEL_TRANSPOSE_NAIVE && q2->spec.type == WL_TYPE_F32);
    CHECK_EQ_INT(q2->spec.param, 4096);
    /* 3: a choice with exactly A and C right */
    CHECK(q3->kind == WL_QUESTION_CHOICE && q3->nchoices == 5);
    for (int i = 0; i < q3->nchoices; i++)
        CHECK_EQ_INT(q3->choice[i].correct, i == 0 || i == 2);
    CHECK(q3->spec.kernel == WL_KERNEL_TRANSPOSE_TILED);
    char cmd[128];
    wl_question_model_command(q2, cmd, sizeof cmd);
    CHECK_STR(cmd, "warplab model --kernel transpose-naive --type f32 --param 4096");
    wl_quiz_free(&q);
}

static void test_dir(const char *quizzes)
{
    wl_quiz_set set;
    wl_error err;
    CHECK_EQ_INT(wl_quiz_load_dir(quizzes, &set, &err), 0);
    CHECK(set.count >= 1);
    wl_quiz_set_free(&set);

    char dir[160], path[200], text[4096];
    snprintf(dir, sizeof dir, "%s/set", tmpdir);
    mkdir(dir, 0700);
    CHECK_EQ_INT(wl_quiz_load_dir(dir, &set, &err), -1);
    CHECK_CONTAINS(err.msg, "no quiz files");
    build(text, sizeof text, 2, "id = b", NULL);
    snprintf(path, sizeof path, "%s/b.ini", dir);
    write_file(path, text, strlen(text));
    build(text, sizeof text, 2, "id = a", NULL);
    snprintf(path, sizeof path, "%s/a.ini", dir);
    write_file(path, text, strlen(text));
    snprintf(path, sizeof path, "%s/notes.txt", dir);
    write_file(path, "not a quiz", 10); /* ignored: only *.ini */
    CHECK_EQ_INT(wl_quiz_load_dir(dir, &set, &err), 0);
    CHECK_EQ_INT(set.count, 2);
    if (set.count == 2) {
        CHECK_STR(set.quiz[0].id, "a"); /* file-name order */
        CHECK_STR(set.quiz[1].id, "b");
    }
    wl_quiz_set_free(&set);
    snprintf(path, sizeof path, "%s/c.ini", dir); /* a second quiz "a" */
    write_file(path, text, strlen(text));
    CHECK_EQ_INT(wl_quiz_load_dir(dir, &set, &err), -1);
    CHECK_CONTAINS(err.msg, "c.ini:2: quiz id 'a' is already used by");
    CHECK(set.count == 0 && set.quiz == NULL);
    write_file(path, "[quiz]\n", 7); /* a bad file fails the whole set */
    CHECK_EQ_INT(wl_quiz_load_dir(dir, &set, &err), -1);
    CHECK_CONTAINS(err.msg, "c.ini:1:");
    CHECK(set.count == 0 && set.quiz == NULL);
}

int main(int argc, char **argv)
{
    if (argc != 2 || !mkdtemp(tmpdir)) {
        fprintf(stderr, "usage: test_quiz_file QUIZZES_DIR\n");
        return 2;
    }
    test_base_loads();
    test_line_errors();
    test_too_large();
    test_choice_errors();
    test_wrapped_bar();
    test_figures();
    test_file_errors();
    test_real_quiz(argv[1]);
    test_dir(argv[1]);
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", tmpdir);
    return CHECK_DONE();
}
