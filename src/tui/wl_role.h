/* The roles text and glyphs play on screen. Views and the pure text modules
 * name roles; only the theme turns them into colours and attributes. */
#ifndef WL_ROLE_H
#define WL_ROLE_H

typedef enum wl_role {
    WL_ROLE_NORMAL,
    WL_ROLE_TITLE,  /* the top bar */
    WL_ROLE_STATUS, /* the bottom bar */
    WL_ROLE_HEADER, /* a pane's header row */
    WL_ROLE_HEADER_FOCUS,
    WL_ROLE_EM,
    WL_ROLE_STRONG,
    WL_ROLE_CODE,
    WL_ROLE_FIGURE, /* a checked number in the lesson */
    WL_ROLE_DIM,
    WL_ROLE_USED,   /* bytes a lane asked for */
    WL_ROLE_WASTED, /* fetched, unused */
    WL_ROLE_UNTOUCHED,
    WL_ROLE_KNOB,      /* the slider's handle */
    WL_ROLE_MEASURED,  /* a figure measured on this machine */
    WL_ROLE_PREDICTED, /* a model prediction */
    WL_ROLE_REFERENCE, /* the H200 reference data */
    WL_ROLE_HIGHLIGHT, /* the indexing line of the kernel source, the selected entry */
    WL_ROLE_GOOD,      /* a right answer */
    WL_ROLE_BAD,       /* a wrong answer, an error */
    WL_ROLE_COUNT
} wl_role;

#endif
