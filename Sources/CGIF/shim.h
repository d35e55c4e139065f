// CGIF: giflib for Swift (see Package.swift for pkg-config and apt): GIF records read one
// at a time, so a file's frames are counted against the pixel limit before each is read.
#pragma once
#include <gif_lib.h>
