// CDRM: libdrm's C API for Swift (see Package.swift for pkg-config and apt): KMS
// presentation on kiosks without a display server (modesetting, dumb buffers, page flips).
#pragma once
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>
