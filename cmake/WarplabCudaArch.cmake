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
