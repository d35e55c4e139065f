// CFontconfig: the system library's C API for Swift (see Package.swift for pkg-config and apt).
#pragma once
#include <fontconfig/fontconfig.h>

// From <fontconfig/fcfreetype.h>, which is not included: it would bring FreeType's headers
// into this module as well as into CFreeType, and Swift then loses FreeType's enum
// constants. The face is FreeType's `FT_Face` (`struct FT_FaceRec_ *`); declaring the
// struct without its body keeps FreeType's headers out, and the type is the same one.
struct FT_FaceRec_;
FcPattern *FcFreeTypeQueryFace(struct FT_FaceRec_ *const face, const FcChar8 *file, unsigned int id, FcBlanks *blanks);
