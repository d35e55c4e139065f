// CUnibreak: the system library's C API for Swift (see Package.swift for pkg-config and apt).
#pragma once
#include <linebreak.h>
#include <linebreakdef.h>
#include <wordbreak.h>
