// CWebP: libwebp and its demuxer for Swift (see Package.swift for pkg-config and apt):
// still and animated WebP through WebPAnimDecoder, which composites the frames.
#pragma once
#include <webp/decode.h>
#include <webp/demux.h>
