/* Module under construction. */
typedef int wl_content_placeholder;
