# Fails when a translation file has an unfinished entry, or when the sources hold a string that the
# .ts files do not (lupdate run on a copy finds new messages). Run by CTest as `translations_complete`.
#   cmake -DSOURCE_DIR=... -DLUPDATE=... -P check_translations.cmake
set(failed FALSE)
foreach(lang de fr it)
    set(ts "${SOURCE_DIR}/translations/invoicedesk_${lang}.ts")
    file(READ "${ts}" content)
    string(REGEX MATCHALL "type=\"unfinished\"" open "${content}")
    list(LENGTH open count)
    if(count GREATER 0)
        message(SEVERE_ERROR "${ts}: ${count} unfinished translation(s)")
        set(failed TRUE)
    endif()
    string(REGEX MATCHALL "<message" messages "${content}")
    list(LENGTH messages total)
    if(total EQUAL 0)
        message(SEVERE_ERROR "${ts}: no messages at all")
        set(failed TRUE)
    endif()

    # Strings in the code that are missing from the file show up as new unfinished entries.
    set(copy "${CMAKE_CURRENT_BINARY_DIR}/check_${lang}.ts")
    file(COPY_FILE "${ts}" "${copy}")
    file(GLOB_RECURSE sources "${SOURCE_DIR}/src/*.cpp" "${SOURCE_DIR}/src/*.h" "${SOURCE_DIR}/app/*.cpp")
    execute_process(COMMAND "${LUPDATE}" -silent -no-obsolete -locations none ${sources} -ts "${copy}"
                    RESULT_VARIABLE rc)
    file(READ "${copy}" updated)
    string(REGEX MATCHALL "type=\"unfinished\"" fresh "${updated}")
    list(LENGTH fresh freshCount)
    if(NOT rc EQUAL 0 OR freshCount GREATER 0)
        message(SEVERE_ERROR "${ts}: ${freshCount} string(s) in the sources are not translated yet "
                             "(run: cmake --build build/dev --target update_translations)")
        set(failed TRUE)
    endif()
    file(REMOVE "${copy}")
endforeach()
if(failed)
    message(FATAL_ERROR "translations are incomplete")
endif()
