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

# Two ways round the table are refused too: a path that climbs out of an allowed layer's folder, and a
# Qt module the views do not link (QtSql, QtNetwork), each in a fresh copy.
foreach(case "\"session/../store/DocumentStore.h\"|climbs with" "<QSqlQuery>|Qt Sql" "<QNetworkReply>|Qt Network")
    string(REPLACE "|" ";" case "${case}")
    list(GET case 0 include)
    list(GET case 1 expected)
    file(REMOVE_RECURSE ${WORK})
    file(COPY ${SRC}/ DESTINATION ${WORK})
    file(WRITE ${WORK}/views/MainWindow.cpp "#include ${include}\n${window}")
    execute_process(COMMAND ${CMAKE_COMMAND} -DSRC=${WORK} "-DLAYERS=${LAYERS}" "-DMODULES=${MODULES}"
                    "-DPENDING=${PENDING}" -P ${SRC}/CheckLayering.cmake
                    RESULT_VARIABLE checked OUTPUT_VARIABLE out ERROR_VARIABLE err)
    # CMake wraps a message's lines: compare with the white space made single.
    string(REGEX REPLACE "[ \t\n]+" " " said "${out}${err}")
    if(checked EQUAL 0 OR NOT said MATCHES "views/MainWindow.cpp: include .*${expected}")
        message(FATAL_ERROR "the layer check let views/MainWindow.cpp include ${include}:\n${out}${err}")
    endif()
endforeach()

file(STRINGS ${SRC}/session/SessionContext.h client_includes REGEX "#[ \t]*include[ \t]*[<\"]api/ApiClient.h")
if(client_includes)
    message(FATAL_ERROR "session/SessionContext.h includes api/ApiClient.h: every view would see the client")
endif()
message(STATUS "No view reaches the service client")
