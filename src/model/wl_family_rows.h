/* The hooks of the registry's rows (wl_family.c), one file per family,
 * declared with the hook types of wl_family.h. Only the registry includes
 * this. */
#ifndef WL_FAMILY_ROWS_H
#define WL_FAMILY_ROWS_H

#include "wl_family.h"

/* Parameter rules rows share (wl_family_param.c): min..max by step, the one
 * point 0 of a family without a parameter, the range check. */
wl_param_values_fn wl_family_range_values, wl_family_one_value;
wl_check_param_fn wl_family_check_range;

/* offset, stride, aos, soa: one element per thread and instruction
 * (wl_family_linear.c). Index of lane `lane` in warp spec->warp's
 * instruction u; vector numbers its vectors the same way. */
uint64_t wl_linear_index(const wl_spec *spec, int u, int lane);
wl_lanes_fn wl_offset_lanes, wl_stride_lanes, wl_aos_lanes, wl_soa_lanes;
wl_affine_fn wl_offset_affine, wl_stride_affine, wl_aos_affine, wl_soa_affine;
/* Lanes first + lane * step: what the affine rows' lanes hooks draw. */
void wl_affine_lanes(uint64_t first, uint64_t step, uint64_t addr[WL_WARP_SIZE]);
wl_spec_int_fn wl_linear_lane_elements, wl_linear_instructions;
wl_warp_count_fn wl_linear_warp_count;
wl_launch_elements_fn wl_linear_launch_elements;
wl_geometry_fn wl_linear_geometry;
wl_extent_fn wl_offset_extent, wl_stride_extent, wl_aos_extent, wl_soa_extent;
wl_check_param_fn wl_offset_check, wl_stride_check;
wl_expect_fn wl_offset_expect, wl_stride_expect, wl_aos_expect, wl_soa_expect;

/* The transposes: one 32 x 32 tile per block of 32 x 8 threads
 * (wl_family_tile.c). */
wl_lanes_fn wl_naive_lanes, wl_readco_lanes, wl_tiled_lanes;
wl_spec_int_fn wl_tile_lane_elements, wl_tile_instructions;
wl_warp_count_fn wl_tile_warp_count;
wl_launch_elements_fn wl_tile_launch_elements;
wl_geometry_fn wl_tile_geometry;
wl_extent_fn wl_tile_extent;
wl_param_values_fn wl_tile_param_values;
wl_check_param_fn wl_tile_check;
wl_expect_fn wl_tile_expect;

/* vector: `width` neighbouring elements per lane and instruction
 * (wl_family_vector.c). */
wl_lanes_fn wl_vector_lanes;
wl_affine_fn wl_vector_affine;
wl_spec_int_fn wl_vector_lane_elements;
wl_param_values_fn wl_vector_param_values;
wl_check_param_fn wl_vector_check;

/* Shared memory (wl_family_banks.c): banks and banks-write fill a tile with
 * coalesced loads and hit element lane * s of it; transpose-pad is
 * transpose-tiled at N = WL_PAD_MATRIX with the tile's pad as its slider. */
wl_lanes_fn wl_banks_lanes, wl_pad_lanes;
wl_spec_int_fn wl_banks_instructions;
wl_warp_count_fn wl_pad_warp_count;
wl_launch_elements_fn wl_banks_launch_elements, wl_pad_launch_elements;
wl_geometry_fn wl_banks_geometry, wl_pad_geometry;
wl_extent_fn wl_pad_extent;
wl_expect_fn wl_banks_expect, wl_pad_expect;
wl_shared_ops_fn wl_banks_read_ops, wl_banks_write_ops, wl_tiled_shared_ops, wl_pad_shared_ops;

/* A custom expression: lanes from the launch's spec.expr
 * (wl_family_expr.c). */
wl_lanes_fn wl_expr_family_lanes;
wl_warp_count_fn wl_expr_family_warp_count;
wl_launch_elements_fn wl_expr_family_launch_elements;
wl_geometry_fn wl_expr_family_geometry;
wl_extent_fn wl_expr_family_extent;
wl_check_param_fn wl_expr_family_check;
wl_expect_fn wl_expr_family_expect;
wl_whole_fn wl_expr_family_whole;
wl_parts_fn wl_expr_family_parts;

#endif
