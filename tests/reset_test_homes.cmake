# Empties the test processes' HOME folders and makes one for each test (ROOT: their parent; NAMES: the
# tests, separated by commas). Run by the test `test_homes`, which every test requires as a fixture.
file(REMOVE_RECURSE ${ROOT})
string(REPLACE "," ";" names "${NAMES}")
foreach(name IN LISTS names)
    file(MAKE_DIRECTORY ${ROOT}/${name})
endforeach()
