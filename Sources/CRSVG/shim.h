// CRSVG: librsvg for Swift (see Package.swift for pkg-config and apt), which draws SVG
// through Cairo into an image surface of Tessera's own pixel format (premultiplied
// ARGB32 in native words).
#pragma once
#include <librsvg/rsvg.h>
#include <cairo.h>
