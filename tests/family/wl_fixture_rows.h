/* The fixture families' hooks and rows, for the registry's table
 * (src/model/wl_family.c) of the test build only. reverse is offset walked
 * from the far end: thread i touches a[n - 1 - i + s], so its lanes need
 * the launch's n; everything else is offset's. */
wl_lanes_fn wl_fixture_reverse_lanes;

#define WL_EXTRA_ROWS                                                                              \
    [WL_KERNEL_REVERSE] = {.kernel = WL_KERNEL_REVERSE,                                            \
                           .name = "reverse",                                                      \
                           .index_expr = "a[n - 1 - i + s] += 1",                                  \
                           .source_function = "wl_reverse",                                        \
                           .partner = "",                                                          \
                           .param = RANGE(WL_PARAM_OFFSET, "offset", 0, 32, 1, 0),                 \
                           LINEAR_ROW,                                                             \
                           .lanes = wl_fixture_reverse_lanes,                                      \
                           .lane_elements = wl_linear_lane_elements,                               \
                           .extent = wl_offset_extent,                                             \
                           .param_values = wl_family_range_values,                                 \
                           .check_param = wl_offset_check,                                         \
                           .expect = wl_offset_expect},
