// CLibinput: libinput's C API for Swift (see Package.swift for pkg-config and apt): touch,
// pointer and keyboard input on kiosks without a display server (its path backend, or
// udev with hotplug).
#pragma once
#include <libudev.h>
#include <libinput.h>
