# Included from the top CMakeLists.txt before any library is defined, so that
# with WARPLAB_FUZZ=ON every library is built with coverage for libFuzzer and
# with AddressSanitizer and UndefinedBehaviorSanitizer. The fuzz targets
# themselves (tests/fuzz/CMakeLists.txt) link libFuzzer's main.
if(NOT WARPLAB_FUZZ)
  return()
endif()
if(NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "WARPLAB_FUZZ=ON needs clang (libFuzzer): configure with CC=clang")
endif()
if(WARPLAB_SANITIZE)
  message(FATAL_ERROR "WARPLAB_FUZZ=ON already sanitizes; leave WARPLAB_SANITIZE off")
endif()
add_compile_options($<$<COMPILE_LANGUAGE:C>:-fsanitize=fuzzer-no-link,address,undefined>
                    $<$<COMPILE_LANGUAGE:C>:-fno-sanitize-recover=undefined>
                    $<$<COMPILE_LANGUAGE:C>:-fno-omit-frame-pointer>
                    $<$<COMPILE_LANGUAGE:C>:-g>)
add_link_options(-fsanitize=address,undefined)
