/* The strict JSON reader (wl_json_read.h): what warplab writes reads back,
 * and everything RFC 8259 does not allow is refused with where. */
#include <string.h>

#include "wl_check.h"
#include "wl_json_read.h"

static int parse(const char *text, wl_jv *v)
{
    wl_error err;
    int rc = wl_json_parse("t.json", text, strlen(text), v, &err);
    if (rc != 0)
        CHECK_MSG(strncmp(err.msg, "t.json:", 7) == 0 && strstr(err.msg, ": column "),
                  "message '%s' says where", err.msg);
    return rc;
}

static void test_accepts(void)
{
    wl_jv v;
    const char *doc =
        " {\"a\": [1, -2.5e3, 0, true, false, null], \"s\": \"x\\u00e9\\n\\ud83d\\ude00\","
        " \"o\": {}, \"e\": []}\n";
    CHECK_EQ_INT(parse(doc, &v), 0);
    const wl_jv *a = wl_jv_get(&v, "a"), *s = wl_jv_get(&v, "s");
    CHECK(a && a->kind == WL_JV_ARRAY && a->n == 6);
    CHECK(a && a->item[1].kind == WL_JV_NUMBER && a->item[1].num == -2500);
    CHECK(a && a->item[3].kind == WL_JV_BOOL && a->item[3].b);
    CHECK(a && a->item[5].kind == WL_JV_NULL);
    CHECK_STR(s ? s->str : NULL, "x\xc3\xa9\n\xf0\x9f\x98\x80");
    CHECK(wl_jv_get(&v, "o") && wl_jv_get(&v, "o")->n == 0);
    CHECK(wl_jv_get(&v, "missing") == NULL);
    wl_jv_free(&v);
}

static void test_refuses(void)
{
    static const char *bad[] = {
        "",
        "{",
        "{\"a\": 1,}",
        "[1, 2,]",
        "[01]",
        "[1.]",
        "[.5]",
        "[+1]",
        "[1e]",
        "[NaN]",
        "[Infinity]",
        "[1e999]",
        "{a: 1}",
        "{'a': 1}",
        "[\"a\tb\"]",
        "[\"\\x\"]",
        "[\"\\ud800\"]",
        "[\"\\u0000\"]",
        /* RFC 8259 text is UTF-8: a byte that is not, in a value or a name */
        "[\"4\xff\"]",
        "{\"\xff\": 1}",
        "[\"a\xc3\"]",
        "[\"\xc0\xaf\"]",
        "[\"\xed\xa0\x80\"]",
        "[\"\xf4\x90\x80\x80\"]",
        "[\"open]",
        "{} {}",
        "[1] x",
        "[tru]",
        "/* c */ {}",
        "{\"a\" 1}",
        /* a member named twice, at any depth: which one counts is up to the reader */
        "{\"a\": 1, \"a\": 2}",
        "{\"b\": 0, \"a\": 1, \"c\": 2, \"a\": 1}",
        "[{\"x\": {\"best\": 3, \"best\": 0}}]",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        wl_jv v;
        CHECK_MSG(parse(bad[i], &v) == -1, "'%s' refused", bad[i]);
    }
    /* Nesting past the bound is refused, not recursed into. */
    char deep[200];
    memset(deep, '[', sizeof deep - 1);
    deep[sizeof deep - 1] = '\0';
    wl_jv v;
    CHECK_EQ_INT(parse(deep, &v), -1);
    /* Where: the line, as every content file's errors say it, and the column. */
    wl_error err;
    const char *two = "[{\"a\": 1},\n {\"a\": oops}]";
    CHECK(wl_json_parse("t.json", two, strlen(two), &v, &err) == -1);
    CHECK_MSG(strncmp(err.msg, "t.json:2: column 8: ", 20) == 0, "message '%s'", err.msg);
    /* the byte itself is named, where it stands */
    const char *raw = "{\"a\": \"ok\",\n \"b\": \"4\xff\"}";
    CHECK(wl_json_parse("t.json", raw, strlen(raw), &v, &err) == -1);
    CHECK_STR(err.msg, "t.json:2: column 9: byte 0xff in a string is not UTF-8");
    /* C1 controls and bidirectional overrides are UTF-8: read as they are
     * (shown escaped by wl_printable) */
    CHECK_EQ_INT(parse("[\"\xc2\x9b\xe2\x80\xae\"]", &v), 0);
    CHECK_STR(v.item[0].str, "\xc2\x9b\xe2\x80\xae");
    wl_jv_free(&v);
    /* the same name in two objects is two members, not one twice */
    CHECK_EQ_INT(parse("[{\"a\": 1}, {\"a\": 2, \"b\": {\"a\": 3}}]", &v), 0);
    wl_jv_free(&v);
}

int main(void)
{
    test_accepts();
    test_refuses();
    return CHECK_DONE();
}
