/* How a prediction prompt reads what a student types: the prompt's unit in
 * any of its words ("2 wavefronts" for passes, "2x" for times; a percentage
 * is asked again in the question's unit), a
 * thousands separator where one number is asked for, a value outside the
 * range a set prompt sweeps refused rather than counted wrong, and the
 * errors in the words the how-to line uses. The answers come from the
 * model: 8 and 16 sectors at strides 2 and 4 against 4 at stride 1 (ratios
 * 2 and 4); 1024 bytes fetched by a column of 32 floats; 2 passes for
 * stride 2 in shared memory; offsets 0 and 32 keep a float warp in one
 * line, of 0 to 32; 8, 16, 32 and 32 sectors at strides 2 to 16. */
#include <string.h>

#include "wl_answer_text.h"
#include "wl_check.h"
#include "wl_lesson.h"
#include "wl_prompt.h"

static const char lesson[] =
    "# T\n\n## S\n\nText.\n\n"
    "<!-- warplab-predict: id=passes kind=number unit=passes ask=\"Passes?\"\n"
    "answer=model:banks?stride=2&field=shared.wavefronts -->\n\n"
    "<!-- warplab-predict: id=ratios kind=number unit=times ask=\"How many times?\"\n"
    "answer=ratio:model:stride?stride=2&field=load.sectors/"
    "model:stride?stride=1&field=load.sectors\n"
    "answer=ratio:model:stride?stride=4&field=load.sectors/model:stride?stride=1&field=load.sectors"
    " -->\n\n"
    "<!-- warplab-predict: id=bytes kind=number unit=bytes ask=\"Bytes?\"\n"
    "answer=model:transpose-naive?N=4096&field=load.fetched_bytes -->\n\n"
    "<!-- warplab-predict: id=lines kind=set equals=1 ask=\"Which offsets?\"\n"
    "answer=model:offset?field=load.lines -->\n\n"
    "<!-- warplab-predict: id=slowdown kind=number unit=\"times (stride 2's / stride 1's)\"\n"
    "ask=\"How many times?\"\n"
    "answer=ratio:model:stride?stride=2&field=load.sectors/"
    "model:stride?stride=1&field=load.sectors -->\n\n"
    "<!-- warplab-predict: id=sectors kind=number unit=sectors ask=\"Sectors?\"\n"
    "answer=model:stride?stride=2&field=load.sectors\n"
    "answer=model:stride?stride=4&field=load.sectors\n"
    "answer=model:stride?stride=8&field=load.sectors\n"
    "answer=model:stride?stride=16&field=load.sectors -->\n";

typedef struct guess_case {
    int prompt;
    const char *text;
    int want; /* 1 right, 0 wrong, -1 refused */
    const char *message_part;
} guess_case;

static const guess_case cases[] = {
    {0, "2", 1, NULL},
    {0, "2 passes", 1, NULL},
    {0, "2 wavefronts", 1, NULL},
    {0, "2 wavefront", 1, NULL},
    {0, "2wavefronts", 1, NULL},
    {0, "3 wavefronts", 0, NULL},
    {0, "2 sectors", -1, "not in passes"},
    {1, "2 times, 4 times", 1, NULL},
    {1, "2x 4x", 1, NULL},
    {1, "2 x, 4 x", 1, NULL},
    {1, "2\xc3\x97 4\xc3\x97", 1, NULL},
    /* a percentage is no number of times (40% of it, or 40% slower?) */
    {1, "200% 400%", -1, "'200%' is a percentage: this question asks for times"},
    {1, "200 %, 400 %", -1, "'%' is a percentage: this question asks for times"},
    {1, "40%", -1, "type numbers of times"},
    {1, "2x 3.1x", 0, NULL},
    {1, "2", -1, "separated by spaces or commas"},
    {1, "2 4 8", -1, "separated by spaces or commas"},
    {1, "2 apples 4", -1, "separated by spaces or commas"},
    {2, "1024", 1, NULL},
    {2, "1,024", 1, NULL},
    {2, "1,024 bytes", 1, NULL},
    {2, "1 KiB", 1, NULL},
    {2, "1,02", -1, "type 1 number of bytes"},
    {2, "1,024 2", -1, "type 1 number of bytes"},
    {3, "0 32", 1, NULL},
    {3, "0, 32, 33", -1, "33 is out of range"},
    {3, "0 32 1000000000000", -1, "1000000000000 is out of range"},
    {3, "0, 8, 32", 0, NULL},
    {3, "0-32", -1, "'0-32' is a range: type each value, separated by spaces or commas"},
    /* a unit with a note in brackets is its first word; one number asked */
    {4, "2x", 1, NULL},
    {4, "2 times", 1, NULL},
    {4, "2 time", 1, NULL},
    {4, "1.4x", 0, NULL},
    {4, "2 apples", -1, "type 1 number of times"},
    {4, "2 3", -1, "type 1 number of times"},
    /* one unit, the readout's own words, for every number */
    {5, "8 16 32 32 sectors/req", 1, NULL},
    {5, "8 16 32 32 sectors per request", 1, NULL},
    {5, "8 16 32 32 sectors", 1, NULL},
    {5, "8 sectors 16 32 32", 1, NULL},
    {5, "8, 16, 32, 32 sectors/request", 1, NULL},
    {5, "8 16 32 16 sectors/req", 0, NULL},
    {5, "8 16 32 32 KiB", -1, "not in sectors"},
    {5, "8 16 32 32 per request", -1, "'per' is not understood"},
    /* the unit's own size before it, and counts in words */
    {5, "8 16 32 32 32-byte sectors", 1, NULL},
    {5, "8 16 32 32 64-byte sectors", -1, "not that unit's size"},
    {5, "eight sixteen thirty-two thirty two", 1, NULL},
    {5, "8 16 thirty two 32 sectors", 1, NULL},
    {5, "eight sixteen thirty two", -1, "type 4 numbers"},
    {5, "eight sectors, sixteen sectors, thirty-two sectors and thirty two sectors", 1, NULL},
    {5, "8, 16, 32 and 32", 1, NULL},
    {5, "and 8 16 32 32", -1, "'and' is not understood"},
    {5, "8 16 32 32 and", -1, "'and' is not understood"},
    {5, "8, 16, 32, and 32", 1, NULL},
    {5, "8 16 and and 32 32", -1, "'and' is not understood"},
    {4, "two times", 1, NULL},
    /* an item left empty between commas is refused, not skipped */
    {5, "8,,16,32,32", -1, "empty item"},
    {5, "8, ,16,32,32", -1, "empty item"},
    {3, "0, 32,", -1, "empty item"},
    /* a count is whole as typed: digits a double cannot hold are refused */
    {0, "2.000000000000000001", -1, "more digits than can be told apart"},
    {0, "1.9999999999999999999", -1, "more digits than can be told apart"},
    {0, "2.000", 1, NULL},
    {0, "02", 1, NULL},
    {2, "0.5 KiB", 0, NULL},
    {2, "1.0 KiB", 1, NULL},
};

int main(void)
{
    wl_lesson l;
    wl_error err;
    if (wl_lesson_parse("p.md", lesson, strlen(lesson), &l, &err) != 0) {
        fprintf(stderr, "%s\n", err.msg);
        return 1;
    }
    CHECK_EQ_INT(l.sections[0].nprompts, 6);
    wl_prompt_answer a[6];
    for (int i = 0; i < 6 && i < (int)l.sections[0].nprompts; i++)
        CHECK_MSG(wl_prompt_answer_of(&l.sections[0].prompts[i], NULL, &a[i], &err) == 0, "%s",
                  err.msg);
    CHECK(a[0].value[0] == 2 && a[1].value[0] == 2 && a[1].value[1] == 4 && a[2].value[0] == 1024);
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        const guess_case *c = &cases[k];
        wl_prompt_verdict v;
        wl_prompt_judge(&l.sections[0].prompts[c->prompt], &a[c->prompt], c->text, &v);
        int got = v.unclear ? -1 : v.right ? 1 : 0;
        CHECK_MSG(got == c->want, "'%s': %d, expected %d (%s)", c->text, got, c->want, v.message);
        if (c->message_part)
            CHECK_MSG(strstr(v.message, c->message_part) != NULL, "'%s': message '%s' lacks '%s'",
                      c->text, v.message, c->message_part);
    }
    wl_lesson_free(&l);
    return CHECK_DONE();
}
