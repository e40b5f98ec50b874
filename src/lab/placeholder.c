/* Module under construction. */
typedef int wl_lab_placeholder;
