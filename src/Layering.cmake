# The house plan as a wall the build enforces (used by src/CMakeLists.txt and by the test that builds a
# scratch tree with a wrong-way include, tests/layering).
#
# invoicedesk_layer_includes(TARGET t LAYER l SOURCE_DIR dir DEPS d...)
#   The target sees, as include directories, only its own folder and the folders of the layers it may
#   use (and of the layers those may use, since their headers include them): a folder of links below
#   the build tree stands in for src/, so "store/DocumentStore.h" does not even resolve in domain/.
#
# invoicedesk_layering_check(TARGET name SOURCE_DIR dir TABLE "layer:dep,dep;..." [PENDING "file>header;..."]
#                            [MODULES "layer:Sql,Network;..."])
#   A build step that reads every include (quoted and angle) of every file of every layer and fails
#   the build on one that goes the wrong way; every layer target should depend on TARGET. PENDING names
#   single includes not yet moved to their place: they are reported, not refused.
include_guard(GLOBAL)

set(INVOICEDESK_LAYERING_SCRIPT ${CMAKE_CURRENT_LIST_DIR}/CheckLayering.cmake)

# The layers `layer` may reach through its headers: its own DEPS and theirs, transitively.
function(invoicedesk_layer_closure out)
    set(todo ${ARGN})
    set(seen)
    while(todo)
        list(POP_FRONT todo layer)
        if(layer IN_LIST seen)
            continue()
        endif()
        list(APPEND seen ${layer})
        get_property(deps GLOBAL PROPERTY INVOICEDESK_LAYER_DEPS_${layer})
        list(APPEND todo ${deps})
    endwhile()
    set(${out} ${seen} PARENT_SCOPE)
endfunction()

function(invoicedesk_layer_includes)
    cmake_parse_arguments(L "" "TARGET;LAYER;SOURCE_DIR" "DEPS" ${ARGN})
    set_property(GLOBAL PROPERTY INVOICEDESK_LAYER_DEPS_${L_LAYER} ${L_DEPS})
    invoicedesk_layer_closure(visible ${L_LAYER})
    set(dir ${CMAKE_CURRENT_BINARY_DIR}/layer-includes/${L_LAYER})
    file(REMOVE_RECURSE ${dir})
    file(MAKE_DIRECTORY ${dir})
    foreach(layer IN LISTS visible)
        file(CREATE_LINK ${L_SOURCE_DIR}/${layer} ${dir}/${layer} SYMBOLIC)
    endforeach()
    target_include_directories(${L_TARGET} PUBLIC ${dir})
endfunction()

function(invoicedesk_layering_check)
    cmake_parse_arguments(C "" "TARGET;SOURCE_DIR" "TABLE;PENDING;MODULES" ${ARGN})
    set(sources)
    foreach(entry IN LISTS C_TABLE)
        string(REGEX REPLACE ":.*" "" layer "${entry}")
        file(GLOB_RECURSE layer_sources CONFIGURE_DEPENDS ${C_SOURCE_DIR}/${layer}/*.h ${C_SOURCE_DIR}/${layer}/*.cpp)
        list(APPEND sources ${layer_sources})
    endforeach()
    # "|" between entries: a ";" would split the command's argument into several.
    string(JOIN "|" table ${C_TABLE})
    string(JOIN "|" pending ${C_PENDING})
    string(JOIN "|" modules ${C_MODULES})
    set(stamp ${CMAKE_CURRENT_BINARY_DIR}/${C_TARGET}.stamp)
    add_custom_command(OUTPUT ${stamp}
        COMMAND ${CMAKE_COMMAND} -DSRC=${C_SOURCE_DIR} "-DLAYERS=${table}" "-DPENDING=${pending}"
                "-DMODULES=${modules}" -DSTAMP=${stamp} -P ${INVOICEDESK_LAYERING_SCRIPT}
        DEPENDS ${sources} ${INVOICEDESK_LAYERING_SCRIPT}
        COMMENT "Checking that every include follows the layer table"
        VERBATIM)
    add_custom_target(${C_TARGET} ALL DEPENDS ${stamp})
endfunction()
