// CXKBCommon: xkbcommon's C API for Swift (see Package.swift for pkg-config and apt):
// keymaps, key names and text from key codes where no display server does it.
#pragma once
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-keysyms.h>
