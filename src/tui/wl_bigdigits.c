#include "wl_bigdigits.h"

#include <stdio.h>
#include <string.h>

/* A 3x5 pixel font: five rows of three bits, the top row first. */
static const char glyphs[] = "0123456789.-%?";
static const unsigned char font[][5] = {
    {7, 5, 5, 5, 7}, {2, 6, 2, 2, 7}, {7, 1, 7, 4, 7}, {7, 1, 7, 1, 7}, {5, 5, 7, 1, 1},
    {7, 4, 7, 1, 7}, {7, 4, 7, 5, 7}, {7, 1, 1, 1, 1}, {7, 5, 7, 5, 7}, {7, 5, 7, 1, 7},
    {0, 0, 0, 0, 2}, {0, 0, 7, 0, 0}, {5, 1, 2, 4, 5}, {7, 1, 2, 0, 2},
};

/* Text row r shows pixel rows 2r (upper half) and 2r+1 (lower half). */
static int pixel(const unsigned char *g, int prow, int col)
{
    return prow < 5 && (g[prow] >> (2 - col)) & 1;
}

/* ASCII has no half blocks: the seven-segment digits of a calculator,
 * three rows of _ and |, in the order of `glyphs`. */
static const char *const segments[][3] = {
    {" _ ", "| |", "|_|"}, {"   ", "  |", "  |"}, {" _ ", " _|", "|_ "}, {" _ ", " _|", " _|"},
    {"   ", "|_|", "  |"}, {" _ ", "|_ ", " _|"}, {" _ ", "|_ ", "|_|"}, {" _ ", "  |", "  |"},
    {" _ ", "|_|", "|_|"}, {" _ ", "|_|", " _|"}, {"   ", "   ", " . "}, {"   ", " _ ", "   "},
    {"o /", " / ", "/ o"}, {" _ ", " _|", " . "},
};

static void ascii_row(const char *text, int row, char *out, size_t outsz)
{
    size_t used = 0;
    out[0] = '\0';
    for (const char *c = text; *c && used + 5 <= outsz; c++) {
        const char *at = strchr(glyphs, *c);
        const char *seg = at && *c && row >= 0 && row < 3 ? segments[at - glyphs][row] : "   ";
        snprintf(out + used, outsz - used, "%s ", seg);
        used += 4;
    }
}

void wl_big_row(const char *text, bool ascii, int row, char *out, size_t outsz)
{
    static const char *const utf8[4] = {" ", "\u2580", "\u2584", "\u2588"};
    if (ascii) {
        ascii_row(text, row, out, outsz);
        return;
    }
    const char *const *cell = utf8;
    size_t used = 0;
    out[0] = '\0';
    for (const char *c = text; *c; c++) {
        const char *at = strchr(glyphs, *c);
        const unsigned char *g = at && *c ? font[at - glyphs] : NULL;
        for (int col = 0; col < 4; col++) {
            int k = g && col < 3 ? pixel(g, 2 * row, col) | pixel(g, 2 * row + 1, col) << 1 : 0;
            size_t n = strlen(cell[k]);
            if (used + n + 1 > outsz)
                return;
            memcpy(out + used, cell[k], n + 1);
            used += n;
        }
    }
}

int wl_big_cols(const char *text)
{
    return 4 * (int)strlen(text);
}
