/* src/common: printable text, strict numbers, byte units, name lists. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wl_check.h"
#include "wl_error.h"
#include "wl_json.h"
#include "wl_names.h"
#include "wl_number.h"
#include "wl_printable.h"
#include "wl_units.h"

static void test_printable(void)
{
    char out[64];
    CHECK(strcmp(wl_printable("plain name.md", out, sizeof out), "plain name.md") == 0);
    /* OSC title sequence: ESC and BEL escaped, the rest kept as text. */
    CHECK(strcmp(wl_printable("a\033]0;x\007b", out, sizeof out), "a\\x1b]0;x\\x07b") == 0);
    CHECK(strcmp(wl_printable("a\nb\tc\x7f", out, sizeof out), "a\\x0ab\\x09c\\x7f") == 0);
    /* C1 CSI (U+009B) and a bidi override (U+202E) as \u escapes; UTF-8 kept. */
    CHECK(strcmp(wl_printable("\xc2\x9b"
                              "2J",
                              out, sizeof out),
                 "\\u009b2J") == 0);
    CHECK(strcmp(wl_printable("\xe2\x80\xae"
                              "dm.exe",
                              out, sizeof out),
                 "\\u202edm.exe") == 0);
    CHECK(strcmp(wl_printable("caf\xc3\xa9", out, sizeof out), "caf\xc3\xa9") == 0);
    /* Bytes that are not UTF-8, overlong forms included. */
    CHECK(strcmp(wl_printable("\xff\xc0\xaf", out, sizeof out), "\\xff\\xc0\\xaf") == 0);
    /* Too long: cut, marked, terminated, never a partial escape. */
    char small[8];
    wl_printable("\033\033\033\033", small, sizeof small);
    CHECK(strcmp(small, "\\x1b...") == 0);
    wl_printable("abcdefghijkl", small, sizeof small);
    CHECK(strcmp(small, "abcd...") == 0);
    CHECK(wl_control_at("ok\ttext\n", 8) == 8);
    CHECK(wl_control_at("ok\033", 3) == 2);
    CHECK(wl_control_at("x\xc2\x85", 3) == 1);
}

static void test_numbers(void)
{
    long v = 7;
    CHECK(wl_parse_int("42", 0, 100, &v) == 0 && v == 42);
    CHECK(wl_parse_int("-3", -5, 5, &v) == 0 && v == -3);
    CHECK(wl_parse_int("4294967297", 0, INT32_MAX, &v) == -1);
    CHECK(wl_parse_int("99999999999999999999", 0, 100, &v) == -1);
    CHECK(wl_parse_int("1x", 0, 100, &v) == -1);
    CHECK(wl_parse_int(" 1", 0, 100, &v) == -1);
    CHECK(wl_parse_int("+1", 0, 100, &v) == -1);
    CHECK(wl_parse_int("-0", -5, 5, &v) == -1);
    CHECK(wl_parse_int("0x8", 0, 100, &v) == -1);
    CHECK(wl_parse_int("08", 0, 100, &v) == 0 && v == 8);
    CHECK(wl_parse_int("", 0, 100, &v) == -1);
    CHECK(wl_parse_int("101", 0, 100, &v) == -1 && v == 8);
}

static void test_units(void)
{
    size_t v = 0;
    double b = 0;
    CHECK(wl_parse_size("4M", &v) == 0 && v == 4u << 20);
    CHECK(wl_parse_size("4MiB", &v) == 0 && v == 4u << 20);
    CHECK(wl_parse_size("64k", &v) == 0 && v == 64u << 10);
    CHECK(wl_parse_size("4MB", &v) == -1);
    CHECK(wl_parse_size("4KB", &v) == -1);
    /* One way to print a size: a decimal only where it is not 0, so 4 bytes
     * past 256 MiB print as 256 MiB does, not as "256.0 MiB". */
    static const struct {
        size_t bytes;
        const char *text;
    } sizes[] = {{256u << 20, "256 MiB"},
                 {(256u << 20) + 4, "256 MiB"},
                 {(512u << 20) + 4, "512 MiB"},
                 {3u << 29, "1.5 GiB"},
                 {1000, "1000 B"},
                 {(1u << 20) - 1, "1 MiB"},
                 {12u << 10, "12 KiB"}};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        char text[32];
        wl_format_size(sizes[i].bytes, text, sizeof text);
        CHECK_MSG(strcmp(text, sizes[i].text) == 0, "%zu bytes: '%s', want '%s'", sizes[i].bytes,
                  text, sizes[i].text);
    }
    CHECK(wl_byte_unit("KB", 2, 1, &b) == WL_UNIT_AMBIGUOUS);
    CHECK(wl_byte_unit("K", 1, 0, &b) == WL_UNIT_UNKNOWN);
    CHECK(wl_byte_unit("kib", 3, 0, &b) == WL_UNIT_FOUND && b == 1024);
    CHECK(wl_byte_unit("b", 1, 0, &b) == WL_UNIT_UNKNOWN);
}

static void test_names_and_errors(void)
{
    static const struct {
        const char *name;
        int n;
    } table[] = {{"one", 1}, {"two", 2}, {"three", 3}};
    char out[32];
    wl_names_join(out, sizeof out, &table[0].name, 3, sizeof table[0]);
    CHECK(strcmp(out, "one, two, three") == 0);
    wl_names_join(out, 8, &table[0].name, 3, sizeof table[0]);
    CHECK(strcmp(out, "one...") == 0);

    wl_error err = {0};
    CHECK(wl_fail_status(&err, WL_EXIT_USAGE, "bad %d", 3) == -1);
    wl_error_context(&err, "option '%s': ", "x");
    CHECK(strcmp(err.msg, "option 'x': bad 3") == 0 && err.status == WL_EXIT_USAGE);
    CHECK(wl_fail_at(&err, "f.md", 4, "oops") == -1 && strcmp(err.msg, "f.md:4: oops") == 0);
    CHECK(err.status == WL_EXIT_FAIL);
}

static void test_json(void)
{
    static const char *const bad[] = {
        "{\"gbps\": inf}", "{\"gbps\": -inf}",       "[nan]",           "[-nan]",     "[Infinity]",
        "[NaN]",           "{\"a\": \"tab\there\"}", "{\"a\": \"open}", "[\"\xff\"]",
    };
    static const char *const good[] = {
        "{\"a\": 1.5e+09, \"b\": 2E-3, \"c\": [true, false, null]}",
        "{\"inf\": \"nan and Infinity inside a string\", \"q\": \"\\\" \\\\\"}",
    };
    wl_error err;
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++)
        CHECK_MSG(wl_json_check(bad[k], strlen(bad[k]), &err) == -1, "accepted %s", bad[k]);
    for (size_t k = 0; k < sizeof good / sizeof good[0]; k++)
        CHECK_MSG(wl_json_check(good[k], strlen(good[k]), &err) == 0, "refused %s: %s", good[k],
                  err.msg);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    wl_json_string(f, "a\tb\"c\\d\x01\x7f");
    fclose(f);
    CHECK_STR(buf, "\"a\\u0009b\\\"c\\\\d\\u0001\\u007f\"");
    free(buf);
    /* UTF-8 kept as it is; each byte that is not UTF-8 one U+FFFD */
    f = open_memstream(&buf, &len);
    wl_json_string(f, "\xff\xfe Zo\xc3\xab \xe6\x9d\x8e ok\xc3");
    fclose(f);
    CHECK_STR(buf, "\"\\ufffd\\ufffd Zo\xc3\xab \xe6\x9d\x8e ok\\ufffd\"");
    CHECK(wl_json_check(buf, len, &err) == 0);
    free(buf);
}

int main(void)
{
    test_printable();
    test_numbers();
    test_units();
    test_names_and_errors();
    test_json();
    return CHECK_DONE();
}
