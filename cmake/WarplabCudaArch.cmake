# The CUDA architectures of the GPUs this machine has, as nvidia-smi reports
# their compute capability ("9.0" -> "90-real"), each once; empty when there
# is no nvidia-smi, no GPU or no driver answering.
function(wl_local_cuda_architectures out)
  set(archs "")
  find_program(WL_NVIDIA_SMI nvidia-smi)
  if(WL_NVIDIA_SMI)
    execute_process(COMMAND ${WL_NVIDIA_SMI} --query-gpu=compute_cap --format=csv,noheader
                    OUTPUT_VARIABLE caps RESULT_VARIABLE rc ERROR_QUIET TIMEOUT 20)
    if(rc EQUAL 0)
      string(REPLACE "\n" ";" caps "${caps}")
      foreach(cap IN LISTS caps)
        string(STRIP "${cap}" cap)
        if(cap MATCHES "^([0-9]+)\\.([0-9]+)$")
          list(APPEND archs "${CMAKE_MATCH_1}${CMAKE_MATCH_2}-real")
        endif()
      endforeach()
      list(REMOVE_DUPLICATES archs)
    endif()
  endif()
  set(${out} "${archs}" PARENT_SCOPE)
endfunction()

# Whether an NVIDIA driver is installed: nvidia-smi on PATH, or the driver's
# libcuda.so.1 in a system library folder (not the toolkit's link stub).
function(wl_nvidia_driver_present out)
  find_program(WL_NVIDIA_SMI nvidia-smi)
  find_file(WL_LIBCUDA libcuda.so.1 PATHS /usr/lib/${CMAKE_LIBRARY_ARCHITECTURE} /usr/lib64 /usr/lib
                                          /usr/lib/wsl/lib NO_DEFAULT_PATH)
  if(WL_NVIDIA_SMI OR WL_LIBCUDA)
    set(${out} TRUE PARENT_SCOPE)
  else()
    set(${out} FALSE PARENT_SCOPE)
  endif()
endfunction()
