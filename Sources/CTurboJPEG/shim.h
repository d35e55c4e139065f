// CTurboJPEG: libjpeg-turbo's TurboJPEG API for Swift (see Package.swift for pkg-config
// and apt): JPEG decoding with DCT scaling, and encoding (the tests make large JPEGs).
#pragma once
#include <turbojpeg.h>
