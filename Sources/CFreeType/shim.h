// CFreeType: the system library's C API for Swift (see Package.swift for pkg-config and apt).
#pragma once
#include <ft2build.h>
#include <freetype/freetype.h>
#include <freetype/ftbitmap.h>
#include <freetype/ftcolor.h>
#include <freetype/ftsizes.h>
#include <freetype/ftmodapi.h>
#include <freetype/ftsynth.h>  // FT_GlyphSlot_Embolden: synthetic bold, as Cairo draws it
