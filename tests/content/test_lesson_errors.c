/* Malformed lessons: each gives "file:line: message" and loads nothing. */
#include <stdlib.h>

#include "wl_check.h"
#include "wl_lesson.h"

typedef struct bad_case {
    const char *text;
    int line;
    const char *message; /* a part of the message after "bad.md:LINE: " */
} bad_case;

#define HEAD "# T\n\n## S\n\n"
#define BIND(b) "<!-- warplab: " b " -->\n\ntext\n"

static const bad_case cases[] = {
    {"", 1, "empty lesson: no # title"},
    {"# Title only\n", 1, "has no ## section"},
    {"# T\n\n##\n\ntext\n", 3, "section (##) heading without a title"},
    {"#\n\n## S\n\ntext\n", 1, "lesson (#) heading without a title"},
    {"# T\n\nintro\n\n## S\n\ntext\n", 3, "text before the first ## section"},
    {"## S\n\ntext\n", 1, "section before the lesson's # title"},
    {"# T\n\n## S\n\ntext\n\n# U\n", 7, "second # title"},
    {"# T\n\n## S\n\n## Empty\n", 3, "section 'S' has no text"},
    /* a section's id is its heading's slug whole: one past the limit (65) is
     * refused at its line, not cut to a name nobody typed */
    {"# T\n\n## A heading of sixty-five characters in all: words, and more words ok\n\ntext\n", 3,
     "is 65 characters; at most 64"},
    {"# T\n\n## S\n\ntext\n\n## Empty\n", 7, "section 'Empty' has no text"},
    {HEAD BIND("kernel=strid"), 5, "unknown kernel 'strid'"},
    {HEAD BIND("kernel=stride type=f16"), 5, "unknown type 'f16'"},
    {HEAD BIND("kernel=stride colour=red"), 5, "unknown key 'colour'"},
    {HEAD BIND("kernel=stride param=0"), 5, "stride 0 is not allowed"},
    {HEAD BIND("kernel=stride param=33"), 5, "stride 33 is out of range"},
    {HEAD BIND("kernel=offset param=-1"), 5, "offset -1 is negative"},
    {HEAD BIND("kernel=transpose-naive param=100"), 5, "not a multiple of 32"},
    {HEAD BIND("kernel=stride param=two"), 5, "param 'two' is not a whole number"},
    /* wl_parse_int's rule, as demo scripts and quiz files read numbers */
    {HEAD BIND("kernel=offset param=-0"), 5, "param '-0' is not a whole number"},
    {HEAD BIND("kernel=offset param=+3"), 5, "param '+3' is not a whole number"},
    {HEAD BIND("kernel=offset param=0x8"), 5, "param '0x8' is not a whole number"},
    {HEAD BIND("kernel=aos param=3"), 5, "kernel aos takes no param"},
    {HEAD BIND("kernel=stride slider=offset"), 5, "slider offset cannot move kernel stride"},
    {HEAD BIND("kernel=stride slider=speed"), 5, "unknown slider 'speed'"},
    {HEAD BIND("kernel=stride unroll=17"), 5, "unroll 17 is out of range"},
    {HEAD BIND("kernel=transpose-tiled unroll=2"), 5, "unroll applies to"},
    {HEAD BIND("kernel=stride compare=stride"), 5, "compare names the same kernel"},
    {HEAD BIND("kernel=stride compare-param=4"), 5, "compare-param without compare"},
    {HEAD BIND("kernel=stride kernel=offset"), 5, "key 'kernel' given twice"},
    {HEAD BIND("type=f32"), 5, "kernel=... (or expr=...) is required"},
    {HEAD BIND("kernel=stride view=sweep"), 5, "unknown key 'view'"},
    {HEAD BIND("kernel=stride oops"), 5, "'oops' is not key=value"},
    {HEAD "<!-- warplab kernel=stride -->\n\ntext\n", 5, "write it as <!-- warplab:"},
    {HEAD BIND("kernel=stride") "\n" BIND("kernel=offset"), 9, "already bound (line 5)"},
    /* A custom experiment: the expression's own error, with its column. */
    {HEAD BIND("expr=(i*33)%"), 5, "bad.md:5: column 8: the expression ends"},
    {HEAD BIND("expr=i*3 store=i/(s-1)"), 5, "store: column 2: the divisor '(s-1)' can be 0"},
    {HEAD BIND("expr=i/(s-2) range=1..8"), 5, "column 2: "},
    {HEAD BIND("expr=i*s range=8..1"), 5, "range '8..1' is not LO..HI"},
    {HEAD BIND("expr=i*s range=1..x"), 5, "is not LO..HI"},
    {HEAD BIND("expr=i*s param=40"), 5, "param 40 is outside range 1..32"},
    {HEAD BIND("expr=i kernel=stride"), 5, "kernel= does not go with expr="},
    {HEAD BIND("kernel=stride store=i"), 5, "store= and range= need expr="},
    {"# T\n\n" BIND("kernel=stride") "\n## S\n\ntext\n", 3, "binding before the first ## section"},
    {HEAD "<div>hi</div>\n", 5, "raw HTML cannot be shown"},
    {HEAD "some <b>bold</b>\n", 5, "inline HTML cannot be shown"},
    {HEAD "![pic](a.png)\n", 5, "images cannot be shown"},
    {HEAD "x &bogus; y\n", 5, "unknown character reference '&bogus;'"},
    {HEAD "costs [four](model:stride?field=load.sectors) sectors\n", 5,
     "figure 'four' is not a number"},
    {HEAD "\n\ncosts [4](model:strid?field=load.sectors) sectors\n", 7, "unknown kernel 'strid'"},
    {HEAD "costs [4](model:stride?field=load.sector) sectors\n", 5, "unknown field 'load.sector'"},
    {HEAD "costs [4](model:stride?stride=0&field=load.sectors)\n", 5, "stride 0 is not allowed"},
    {HEAD "costs [4](model:stride) sectors\n", 5, "needs ?...&field="},
    {HEAD "costs [4](model:bytes_per_line) sectors\n", 5, "neither a kernel"},
    {HEAD "costs [4](ref:stride?field=speed)\n", 5, "unknown reference field 'speed'"},
    {HEAD "costs [4](ref:fastest)\n", 5, "nor a reference figure"},
};

static void test_case(const bad_case *c)
{
    wl_lesson l;
    wl_error err;
    char expect[256];
    snprintf(expect, sizeof expect, "bad.md:%d: ", c->line);
    int rc = wl_lesson_parse("bad.md", c->text, strlen(c->text), &l, &err);
    CHECK(rc == -1);
    CHECK(l.nsections == 0 && l.title == NULL && l.figures == NULL);
    if (rc != -1)
        return;
    if (strncmp(err.msg, expect, strlen(expect)) != 0 || !strstr(err.msg, c->message)) {
        fprintf(stderr, "for %s\n  expected: %s...%s\n  got:      %s\n", c->text, expect,
                c->message, err.msg);
        check_failures++;
    }
}

static void expect_file_error(const char *path, const char *message)
{
    wl_lesson l;
    wl_error err;
    CHECK(wl_lesson_load_file(path, &l, &err) == -1);
    if (!strstr(err.msg, message) || strncmp(err.msg, path, strlen(path)) != 0) {
        fprintf(stderr, "for %s: expected '%s', got '%s'\n", path, message, err.msg);
        check_failures++;
    }
}

static void test_files(const char *dir)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/not_utf8.md", dir);
    expect_file_error(path, ":5: not UTF-8 text (byte 33)");
    snprintf(path, sizeof path, "%s/missing.md", dir);
    expect_file_error(path, ": cannot open");
    expect_file_error(dir, ": cannot read: it is a directory");

    /* A file past the size limit is refused before parsing. */
    size_t big = WL_LESSON_MAX_BYTES + 1;
    char *text = malloc(big);
    CHECK(text != NULL);
    if (text) {
        memset(text, 'a', big);
        wl_lesson l;
        wl_error err;
        CHECK(wl_lesson_parse("big.md", text, big, &l, &err) == -1);
        CHECK(strstr(err.msg, "big.md:1: file is") != NULL);
        free(text);
    }

    wl_course c;
    wl_error err;
    CHECK(wl_course_load_dir(dir, &c, &err) == -1); /* holds bad files */
    CHECK(c.nlessons == 0 && c.lessons == NULL);
    snprintf(path, sizeof path, "%s/course/none", dir);
    CHECK(wl_course_load_dir(path, &c, &err) == -1);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s DATA_DIR\n", argv[0]);
        return 2;
    }
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        test_case(&cases[i]);
    test_files(argv[1]);
    return CHECK_DONE();
}
