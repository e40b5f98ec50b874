/* Module under construction. */
typedef int wl_quiz_placeholder;
