// CHarfBuzz: the system library's C API for Swift (see Package.swift for pkg-config and apt).
#pragma once
#include <hb.h>
#include <hb-ot.h>
