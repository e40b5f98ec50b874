/* Module under construction. */
typedef int wl_tui_placeholder;
