/* The warp diagram as data: which 128-byte lines one instruction touches,
 * which of their sectors are fetched, and which bytes the lanes asked for.
 * Views (the command line's text drawing, the TUI) only turn this into glyphs. */
#ifndef WL_DIAGRAM_H
#define WL_DIAGRAM_H

#include "wl_model.h"

#define WL_SECTORS_PER_LINE (WL_LINE_BYTES / WL_SECTOR_BYTES)
#define WL_WORDS_PER_LINE (WL_LINE_BYTES / 4) /* drawn 4 bytes to a cell */

typedef enum wl_byte_role {
    WL_BYTE_UNTOUCHED, /* sector not fetched */
    WL_BYTE_WASTED,    /* fetched with its sector, asked for by no lane */
    WL_BYTE_USED       /* asked for by a lane */
} wl_byte_role;

typedef struct wl_line_row {
    uint64_t line_addr;                       /* byte offset of the line */
    bool sector_fetched[WL_SECTORS_PER_LINE]; /* the 32-byte sectors moved */
    wl_byte_role word[WL_WORDS_PER_LINE];     /* per 4-byte word */
    int first_lane, last_lane;                /* lanes that landed here */
    int lanes;                                /* how many lanes landed here */
} wl_line_row;

typedef struct wl_warp_map {
    int nlines;
    wl_line_row line[WL_WARP_SIZE]; /* ascending address; one per distinct line */
    int lane_line[WL_WARP_SIZE];    /* index into line[] of each lane */
} wl_warp_map;

/* Builds the map of one instruction (a wl_analysis's load or store). */
void wl_warp_map_build(const wl_access *acc, wl_warp_map *out);

/* Lines whose row looks the same as the one before it, relative to the line
 * (same sectors, same words): views may fold such runs into "... N alike". */
bool wl_line_rows_alike(const wl_line_row *a, const wl_line_row *b);

#endif
