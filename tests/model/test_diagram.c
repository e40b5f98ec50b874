/* The diagram's data: an offset of one float, worked out by hand. Lane l
 * reads bytes 4(l+1)..4(l+1)+3, so line 0 holds lanes 0..30 after an unused
 * word 0, and line 1 holds lane 31 in its first word. */
#include <stdio.h>
#include <string.h>

#include "wl_check.h"
#include "wl_diagram.h"
#include "wl_diagram_text.h"

int main(void)
{
    wl_spec spec = {.kernel = WL_KERNEL_OFFSET, .type = WL_TYPE_F32, .param = 1, .unroll = 1};
    wl_analysis a;
    wl_error err;
    CHECK(wl_analyze(&spec, NULL, &a, &err) == 0);
    wl_warp_map m;
    wl_warp_map_build(&a.load, &m);
    CHECK_EQ_INT(m.nlines, 2);
    CHECK_EQ_INT(m.line[0].line_addr, 0);
    CHECK_EQ_INT(m.line[1].line_addr, 128);
    CHECK_EQ_INT(m.line[0].first_lane, 0);
    CHECK_EQ_INT(m.line[0].last_lane, 30);
    CHECK_EQ_INT(m.line[1].lanes, 1);
    CHECK_EQ_INT(m.line[0].word[0], WL_BYTE_WASTED);
    CHECK_EQ_INT(m.line[0].word[1], WL_BYTE_USED);
    CHECK_EQ_INT(m.line[1].word[0], WL_BYTE_USED);
    CHECK_EQ_INT(m.line[1].word[1], WL_BYTE_WASTED);
    CHECK_EQ_INT(m.line[1].word[8], WL_BYTE_UNTOUCHED);
    CHECK(m.line[1].sector_fetched[0] && !m.line[1].sector_fetched[1]);
    CHECK_EQ_INT(m.lane_line[31], 1);
    CHECK(!wl_line_rows_alike(&m.line[0], &m.line[1]));

    /* Stride 32: 32 lines alike, folded in the text drawing. */
    wl_spec wide = {.kernel = WL_KERNEL_STRIDE, .type = WL_TYPE_F32, .param = 32, .unroll = 1};
    CHECK(wl_analyze(&wide, NULL, &a, &err) == 0);
    char buf[8192];
    FILE *f = fmemopen(buf, sizeof buf, "w");
    wl_diagram_print_access(f, "load", &a.load, true, 8);
    fclose(f);
    CHECK(strstr(buf, "load: 32 sectors in 32 lines, 128 of 1024 bytes used (12.5%)") != NULL);
    CHECK(strstr(buf, "and 31 more lines like the one above") != NULL);
    CHECK(strstr(buf, "|#-------|........|........|........|") != NULL);
    return CHECK_DONE();
}
