# Every C++ source of the project is formatted as .clang-format says: the test command fails on
# unformatted code (the fix: clang-format -i on the files named). Run by ctest as format_check with
# SOURCE_DIR and CLANG_FORMAT.
cmake_minimum_required(VERSION 3.25)
if(NOT CLANG_FORMAT)
    message(FATAL_ERROR "clang-format is not installed (scripts/install-deps installs it)")
endif()
set(files)
foreach(dir src app tests sandbox bench tools)
    file(GLOB_RECURSE found ${SOURCE_DIR}/${dir}/*.cpp ${SOURCE_DIR}/${dir}/*.h)
    list(APPEND files ${found})
endforeach()
list(LENGTH files count)
execute_process(COMMAND ${CLANG_FORMAT} --style=file --dry-run --Werror ${files}
    RESULT_VARIABLE result ERROR_VARIABLE problems)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "Not formatted as .clang-format says (clang-format -i FILE):\n${problems}")
endif()
message(STATUS "${count} sources formatted as .clang-format says")
