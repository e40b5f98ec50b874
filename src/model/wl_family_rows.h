/* The hooks of the registry's rows (wl_family.c), one file per family:
 * wl_family_linear.c, wl_family_tile.c, wl_family_vector.c, wl_family_expr.c.
 * Only the registry includes this. */
#ifndef WL_FAMILY_ROWS_H
#define WL_FAMILY_ROWS_H

#include "wl_family.h"

/* Parameter helpers rows share (wl_family_param.c). */
int wl_family_range_values(const wl_family *f, const wl_spec *spec, int *out, int max);
int wl_family_one_value(const wl_family *f, const wl_spec *spec, int *out, int max); /* 0 */
int wl_family_check_range(const wl_family *f, const wl_spec *spec, wl_error *err);

/* offset, stride, aos, soa: one element per thread and instruction. */
/* Index of lane `lane` in warp spec->warp's instruction u (vector shares it). */
uint64_t wl_linear_index(const wl_spec *spec, int u, int lane);
void wl_offset_lanes(const wl_spec *s, bool is_store, int u, uint64_t addr[WL_WARP_SIZE]);
void wl_stride_lanes(const wl_spec *s, bool is_store, int u, uint64_t addr[WL_WARP_SIZE]);
void wl_aos_lanes(const wl_spec *s, bool is_store, int u, uint64_t addr[WL_WARP_SIZE]);
void wl_soa_lanes(const wl_spec *s, bool is_store, int u, uint64_t addr[WL_WARP_SIZE]);
int wl_linear_lane_elements(const wl_spec *s);
int wl_linear_instructions(const wl_spec *s);
long wl_linear_warp_count(const wl_spec *s);
size_t wl_linear_launch_elements(const wl_family *f, const wl_spec *s, size_t n);
void wl_linear_geometry(const wl_family *f, const wl_spec *s, size_t n, wl_geometry *out);
size_t wl_offset_extent(const wl_spec *s, size_t n);
size_t wl_stride_extent(const wl_spec *s, size_t n);
size_t wl_aos_extent(const wl_spec *s, size_t n);
size_t wl_soa_extent(const wl_spec *s, size_t n);
int wl_offset_check(const wl_family *f, const wl_spec *s, wl_error *err);
int wl_stride_check(const wl_family *f, const wl_spec *s, wl_error *err);
wl_expect wl_offset_expect(const wl_spec *s, size_t n, size_t i);
wl_expect wl_stride_expect(const wl_spec *s, size_t n, size_t i);
wl_expect wl_aos_expect(const wl_spec *s, size_t n, size_t i);
wl_expect wl_soa_expect(const wl_spec *s, size_t n, size_t i);

/* The transposes: one 32 x 32 tile per block of 32 x 8 threads. */
void wl_naive_lanes(const wl_spec *s, bool is_store, int u, uint64_t addr[WL_WARP_SIZE]);
void wl_readco_lanes(const wl_spec *s, bool is_store, int u, uint64_t addr[WL_WARP_SIZE]);
void wl_tiled_lanes(const wl_spec *s, bool is_store, int u, uint64_t addr[WL_WARP_SIZE]);
int wl_tile_lane_elements(const wl_spec *s);
int wl_tile_instructions(const wl_spec *s);
long wl_tile_warp_count(const wl_spec *s);
size_t wl_tile_launch_elements(const wl_family *f, const wl_spec *s, size_t n);
void wl_tile_geometry(const wl_family *f, const wl_spec *s, size_t n, wl_geometry *out);
size_t wl_tile_extent(const wl_spec *s, size_t n);
int wl_tile_param_values(const wl_family *f, const wl_spec *s, int *out, int max);
int wl_tile_check(const wl_family *f, const wl_spec *s, wl_error *err);
wl_expect wl_tile_expect(const wl_spec *s, size_t n, size_t i);

/* vector: `width` neighbouring elements per lane and instruction. */
void wl_vector_lanes(const wl_spec *s, bool is_store, int u, uint64_t addr[WL_WARP_SIZE]);
int wl_vector_lane_elements(const wl_spec *s);
int wl_vector_param_values(const wl_family *f, const wl_spec *s, int *out, int max);
int wl_vector_check(const wl_family *f, const wl_spec *s, wl_error *err);

/* A custom expression: lanes from spec->source. */
void wl_expr_family_lanes(const wl_spec *s, bool is_store, int u, uint64_t addr[WL_WARP_SIZE]);
size_t wl_expr_family_launch_elements(const wl_family *f, const wl_spec *s, size_t n);
void wl_expr_family_geometry(const wl_family *f, const wl_spec *s, size_t n, wl_geometry *out);
size_t wl_expr_family_extent(const wl_spec *s, size_t n);
int wl_expr_family_check(const wl_family *f, const wl_spec *s, wl_error *err);
wl_expect wl_expr_family_expect(const wl_spec *s, size_t n, size_t i);

#endif
