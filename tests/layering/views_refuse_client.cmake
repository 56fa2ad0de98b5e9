# The real layer table keeps the service client from the widgets: in a copy of src/, one view that
# includes api/ApiClient.h is refused by the check every build runs (CheckLayering.cmake, the step of
# src/Layering.cmake), and the session header every view includes names the client only by a
# forward declaration, so no view reaches it through SessionContext either.
cmake_minimum_required(VERSION 3.25)

file(REMOVE_RECURSE ${WORK})
file(COPY ${SRC}/ DESTINATION ${WORK})
file(READ ${WORK}/views/MainWindow.cpp window)
file(WRITE ${WORK}/views/MainWindow.cpp "#include \"api/ApiClient.h\"\n${window}")
execute_process(COMMAND ${CMAKE_COMMAND} -DSRC=${WORK} "-DLAYERS=${LAYERS}" -P ${SRC}/CheckLayering.cmake
                RESULT_VARIABLE checked OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(checked EQUAL 0)
    message(FATAL_ERROR "the layer check let views/MainWindow.cpp include api/ApiClient.h:\n${out}${err}")
endif()
if(NOT "${out}${err}" MATCHES "views/MainWindow.cpp: layer views may not use api \\(\"api/ApiClient.h\"\\)")
    message(FATAL_ERROR "the layer check failed, but not on api/ApiClient.h in views/:\n${out}${err}")
endif()

file(STRINGS ${SRC}/session/SessionContext.h client_includes REGEX "#[ \t]*include[ \t]*[<\"]api/ApiClient.h")
if(client_includes)
    message(FATAL_ERROR "session/SessionContext.h includes api/ApiClient.h: every view would see the client")
endif()
message(STATUS "No view reaches the service client")
