# Helpers every CMakeLists.txt of the project uses.

# An executable or library that links the CUDA backend (wl_lab, directly or
# through wl_tui) must be linked by nvcc's driver in builds with CUDA, so
# the kernels' runtime comes along. Call this for each such target.
function(wl_link_cuda target)
  if(WARPLAB_HAVE_CUDA)
    set_target_properties(${target} PROPERTIES LINKER_LANGUAGE CUDA)
  endif()
endfunction()
