# Builds a scratch tree of five layers (low, side, high which may use low only, wire, and face which may
# use one header of wire, as the views may name only some of api/) with the house's layering functions,
# first as it should be, then with one wrong-way include at a time; each of those must make
# `cmake --build` fail, naming the include.
cmake_minimum_required(VERSION 3.25)

file(REMOVE_RECURSE ${WORK})
set(src ${WORK}/src)
file(WRITE ${src}/low/Low.h "#pragma once\nint low();\n")
file(WRITE ${src}/high/High.h "#pragma once\n#include \"low/Low.h\"\nint high();\n")
file(WRITE ${src}/side/Side.h "#pragma once\nint side();\n")
file(WRITE ${src}/side/Side.cpp "#include \"side/Side.h\"\nint side() { return 2; }\n")
file(WRITE ${src}/wire/Public.h "#pragma once\nint shown();\n")
file(WRITE ${src}/wire/Client.h "#pragma once\nint client();\n")
file(WRITE ${src}/wire/Wire.cpp "#include \"wire/Client.h\"\n#include \"wire/Public.h\"\nint shown() { return 3; }\nint client() { return 4; }\n")
file(WRITE ${src}/CMakeLists.txt "cmake_minimum_required(VERSION 3.25)
project(layering_scratch CXX)
include(${LAYERING})
set(pending \${PENDING})
invoicedesk_layering_check(TARGET layering SOURCE_DIR \${CMAKE_CURRENT_SOURCE_DIR}
    TABLE low: side: high:low wire: face:wire/Public.h PENDING \${pending})
foreach(layer low side high wire face)
    file(GLOB sources CONFIGURE_DEPENDS \${layer}/*.cpp)
    add_library(\${layer} STATIC \${sources})
    add_dependencies(\${layer} layering)
endforeach()
invoicedesk_layer_includes(TARGET low LAYER low SOURCE_DIR \${CMAKE_CURRENT_SOURCE_DIR})
invoicedesk_layer_includes(TARGET side LAYER side SOURCE_DIR \${CMAKE_CURRENT_SOURCE_DIR})
invoicedesk_layer_includes(TARGET high LAYER high SOURCE_DIR \${CMAKE_CURRENT_SOURCE_DIR} DEPS low)
target_link_libraries(high PUBLIC low)
invoicedesk_layer_includes(TARGET wire LAYER wire SOURCE_DIR \${CMAKE_CURRENT_SOURCE_DIR})
invoicedesk_layer_includes(TARGET face LAYER face SOURCE_DIR \${CMAKE_CURRENT_SOURCE_DIR} DEPS wire)
target_link_libraries(face PUBLIC wire)
")

# Configures and builds the scratch tree; `result` is the build's exit code, `output` what it said.
function(build_scratch low_cpp pending)
    if(NOT high_cpp)
        set(high_cpp "#include \"high/High.h\"\nint high() { return low() + 1; }\n")
    endif()
    if(NOT face_cpp)
        set(face_cpp "#include \"wire/Public.h\"\nint face() { return shown(); }\n")
    endif()
    file(WRITE ${src}/low/Low.cpp "${low_cpp}")
    file(WRITE ${src}/high/High.cpp "${high_cpp}")
    file(WRITE ${src}/face/Face.cpp "${face_cpp}")
    file(REMOVE_RECURSE ${WORK}/build)
    execute_process(COMMAND ${CMAKE_COMMAND} -S ${src} -B ${WORK}/build -G ${GENERATOR}
                            -DCMAKE_CXX_COMPILER=${CXX} "-DPENDING=${pending}"
                    RESULT_VARIABLE configured OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT configured EQUAL 0)
        message(FATAL_ERROR "the scratch tree does not configure:\n${out}\n${err}")
    endif()
    execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK}/build
                    RESULT_VARIABLE built OUTPUT_VARIABLE out ERROR_VARIABLE err)
    set(result ${built} PARENT_SCOPE)
    set(output "${out}${err}" PARENT_SCOPE)
endfunction()

# As it should be: it builds.
build_scratch("#include \"low/Low.h\"\nint low() { return 1; }\n" "")
if(NOT result EQUAL 0)
    message(FATAL_ERROR "the scratch tree without a wrong-way include does not build:\n${output}")
endif()

# A lower layer includes a higher one, in quotes, then in angle brackets: the check step fails the build.
foreach(include "\"high/High.h\"" "<high/High.h>")
    build_scratch("#include \"low/Low.h\"\n#include ${include}\nint low() { return 1; }\n" "")
    if(result EQUAL 0)
        message(FATAL_ERROR "cmake --build passed with #include ${include} in low/:\n${output}")
    endif()
    if(NOT output MATCHES "layer low may not use high")
        message(FATAL_ERROR "the build failed, but not on the layering of #include ${include}:\n${output}")
    endif()
endforeach()

# A layer later in the table uses one it may not (high may use low, not side).
set(high_cpp "#include \"high/High.h\"\n#include \"side/Side.h\"\nint high() { return low() + side(); }\n")
build_scratch("#include \"low/Low.h\"\nint low() { return 1; }\n" "")
unset(high_cpp)
if(result EQUAL 0 OR NOT output MATCHES "layer high may not use side")
    message(FATAL_ERROR "cmake --build did not refuse side/Side.h in high/:\n${output}")
endif()

# A layer that may name one header of another (face: wire/Public.h) includes a different one of it.
set(face_cpp "#include \"wire/Public.h\"\n#include \"wire/Client.h\"\nint face() { return shown() + client(); }\n")
build_scratch("#include \"low/Low.h\"\nint low() { return 1; }\n" "")
unset(face_cpp)
if(result EQUAL 0 OR NOT output MATCHES "layer face may not use wire \\(\"wire/Client.h\"\\)")
    message(FATAL_ERROR "cmake --build did not refuse wire/Client.h in face/:\n${output}")
endif()

# The same include let through the check (as still to be moved): the compiler cannot find it, since low/
# sees only its own folder.
build_scratch("#include \"low/Low.h\"\n#include \"high/High.h\"\nint low() { return 1; }\n"
              "low/Low.cpp>high/High.h")
if(result EQUAL 0)
    message(FATAL_ERROR "low/ found a header of high/ through its include directories:\n${output}")
endif()
if(NOT output MATCHES "high/High.h: No such file|.high/High.h. file not found")
    message(FATAL_ERROR "the build failed, but not on the missing high/High.h:\n${output}")
endif()
message(STATUS "A wrong-way include fails the build")
