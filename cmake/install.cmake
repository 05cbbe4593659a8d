# Installs the engine as a library package: headers, the static library, an
# exported CMake package (find_package(nqueens) -> nqueens::engine, with a
# version file) and a pkg-config file; and the nqueens command.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(NQUEENS_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/nqueens)

install(TARGETS nqueens_engine EXPORT nqueensTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY engine/include/nqueens DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS nqueens RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

install(EXPORT nqueensTargets NAMESPACE nqueens:: DESTINATION ${NQUEENS_CMAKE_DIR})
configure_package_config_file(cmake/nqueensConfig.cmake.in ${PROJECT_BINARY_DIR}/nqueensConfig.cmake
                              INSTALL_DESTINATION ${NQUEENS_CMAKE_DIR})
# 0.x releases may change the API between minor versions.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/nqueensConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/nqueensConfig.cmake ${PROJECT_BINARY_DIR}/nqueensConfigVersion.cmake
        DESTINATION ${NQUEENS_CMAKE_DIR})

file(RELATIVE_PATH NQUEENS_PC_TO_PREFIX /${CMAKE_INSTALL_LIBDIR}/pkgconfig /)
string(REGEX REPLACE "/$" "" NQUEENS_PC_TO_PREFIX "${NQUEENS_PC_TO_PREFIX}")
configure_file(cmake/nqueens.pc.in ${PROJECT_BINARY_DIR}/nqueens.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/nqueens.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

if(TARGET nqueens_man_page)
  install(FILES ${PROJECT_BINARY_DIR}/apps/nqueens.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()
