/* The action table: every action is documented, reachable from a key, and
 * the key names the help shows parse back to those keys; the status line
 * fits and leads with help and quit. */
#include <curses.h>
#include <string.h>

#include "wl_actions.h"
#include "wl_check.h"

static void check_keys_parse_back(wl_action_id id)
{
    char keys[64];
    wl_action_keys(id, keys, sizeof keys);
    CHECK_MSG(keys[0] != '\0', "action %d has no key: not reachable from the keyboard", id);
    for (char *tok = strtok(keys, " "); tok; tok = strtok(NULL, " ")) {
        int key = wl_key_from_name(tok);
        CHECK_MSG(key >= 0, "key name '%s' does not parse", tok);
        CHECK_MSG(wl_action_for_key(key).id == id, "key '%s' is not bound to action %d", tok, id);
    }
}

int main(void)
{
    for (int id = 1; id < WL_ACT_COUNT; id++) {
        CHECK_MSG(strlen(wl_action_help((wl_action_id)id)) > 5, "action %d has no help", id);
        check_keys_parse_back((wl_action_id)id);
    }
    CHECK_MSG(wl_help_line_count() == WL_ACT_COUNT - 1, "help lists every action");
    char line[160];
    wl_help_line(0, line, sizeof line);
    CHECK_MSG(strstr(line, "?") && strstr(line, "help"), "help's first line: '%s'", line);

    CHECK_MSG(wl_action_for_key('q').id == WL_ACT_QUIT, "q quits");
    CHECK_MSG(wl_action_for_key(KEY_LEFT).id == WL_ACT_SLIDER_DOWN, "Left moves the slider");
    CHECK_MSG(wl_action_for_key('l').id == WL_ACT_SLIDER_UP, "l moves the slider");
    CHECK_MSG(wl_action_for_key('\r').id == WL_ACT_SELECT, "Enter from a raw terminal selects");
    wl_action a = wl_action_for_key('7');
    CHECK_MSG(a.id == WL_ACT_JUMP_SECTION && a.arg == 7, "7 jumps to section 7");
    CHECK_MSG(wl_action_for_key('Z').id == WL_ACT_NONE, "Z is unbound");
    CHECK_MSG(wl_key_from_name("PgDn") == KEY_NPAGE && wl_key_from_name("nonsense") == -1,
              "key names");

    for (int width = 10; width <= 200; width += 7) {
        char status[256];
        wl_status_keys(status, sizeof status, width);
        CHECK_MSG((int)strlen(status) <= width, "status line %zu > %d", strlen(status), width);
        if (width >= 20)
            CHECK_MSG(strncmp(status, "?:help q:quit", 13) == 0, "status starts '%s'", status);
    }
    return CHECK_DONE();
}
